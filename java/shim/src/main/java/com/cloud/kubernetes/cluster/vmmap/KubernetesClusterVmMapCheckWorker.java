// Licensed to the Apache Software Foundation (ASF) under one
// or more contributor license agreements.  See the NOTICE file
// distributed with this work for additional information
// regarding copyright ownership.  The ASF licenses this file
// to you under the Apache License, Version 2.0 (the
// "License"); you may not use this file except in compliance
// with the License.  You may obtain a copy of the License at
//
//   http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing,
// software distributed under the License is distributed on an
// "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY
// KIND, either express or implied.  See the License for the
// specific language governing permissions and limitations
// under the License.
package com.cloud.kubernetes.cluster.vmmap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckCloud.SshEndpoint;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmMapRow;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Alert;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.ClusterResult;

/**
 * The VM map check (SPEC 3.6, 5 and 6) over its one seam, {@link KubernetesClusterVmMapCheckCloud}. The status
 * scanner calls {@link #tick()}; a check starts at most every {@link #CHECK_INTERVAL_MS} ms, on a thread of its own,
 * and sweeps under the global lock only if the cloud-wide record says no sweep started within the interval. A sweep
 * reads its clusters, each owner's map rows and the control nodes' endpoints on the sweep thread; lists the nodes on
 * a pool that touches no database (the clusters that missed the last deadline first); and checks each owner as soon as
 * its listings are in: one request, a re-read of its clusters and rows, and each answer applied unless its cluster
 * changed. At the sweep deadline the listings still running make their node views unavailable, never their nodes gone.
 */
public class KubernetesClusterVmMapCheckWorker {
    protected Logger logger = LogManager.getLogger(getClass());

    public static final long CHECK_INTERVAL_MS = 5 * 60 * 1000L;
    /** kubectl output longer than this is cut to one character more: the engine then calls the node view unavailable. */
    public static final int MAX_KUBECTL_OUTPUT_CHARS = 4 * 1024 * 1024;
    /** The kubectl characters one request carries at most: six JSON bytes each (an escaped control character) in half the 64 MiB limit. */
    public static final long MAX_KUBECTL_CHARS_PER_REQUEST = 32L * 1024 * 1024 / 6;
    /** The details the library keeps: the reported mismatches (SPEC 3.4) and the state watch's record (SPEC 3.7). */
    public static final String DETAIL_VM_DRIFT = "vmMapCheckReportedVmDrift";
    public static final String DETAIL_NODE_DRIFT = "vmMapCheckReportedNodeDrift";
    public static final String DETAIL_STATE_SINCE = "vmMapCheckStateSince";
    static final List<String> DETAIL_NAMES = Arrays.asList(DETAIL_VM_DRIFT, DETAIL_NODE_DRIFT, DETAIL_STATE_SINCE);
    public static final long STOP_WAIT_MS = 10_000L;
    static final int DETAILS_ONLY_CLUSTERS_PER_REQUEST = 500;
    public static final String SWEEP_DEADLINE_REASON = "sweep deadline: the node listing did not finish in time";

    private final KubernetesClusterVmMapCheckCloud cloud;
    private final Supplier<VmMapCheckEngine> engineFactory;
    private final ExecutorService executor;
    private final IntFunction<ExecutorService> listingPools;
    private final UnaryOperator<Runnable> taskContext;

    private final AtomicBoolean running = new AtomicBoolean(false);
    /** Before this time (epoch ms) no tick starts a check: the last sweep, here or on another server, is too recent. */
    private volatile long nextAttemptMs = Long.MIN_VALUE;
    private volatile VmMapCheckEngine engine;
    private volatile boolean engineUnavailable;
    private volatile SweepSummary lastSummary;
    private volatile ExecutorService currentPool;
    /** Clusters whose listing the last sweep's deadline cut off: they are listed first in the next sweep. */
    private volatile Set<Long> missedDeadline = Collections.emptySet();

    /** A worker whose sweep and listing tasks run as they are, with no context around them (the demo and the tests). */
    public KubernetesClusterVmMapCheckWorker(KubernetesClusterVmMapCheckCloud cloud, Supplier<VmMapCheckEngine> engineFactory, ExecutorService executor,
            IntFunction<ExecutorService> listingPools) {
        this(cloud, engineFactory, executor, listingPools, UnaryOperator.identity());
    }

    /** A worker whose sweep task runs inside {@code taskContext} (CloudStack's managed context); the listing tasks, which touch no DAO, never do. */
    public KubernetesClusterVmMapCheckWorker(KubernetesClusterVmMapCheckCloud cloud, Supplier<VmMapCheckEngine> engineFactory, ExecutorService executor,
            IntFunction<ExecutorService> listingPools, UnaryOperator<Runnable> taskContext) {
        this.cloud = cloud;
        this.engineFactory = engineFactory;
        this.executor = executor;
        this.listingPools = listingPools;
        this.taskContext = taskContext;
    }

    /** The pool ceiling taken for a setting: clamped to [{@value KubernetesClusterVmMapCheckCloud#MIN_SSH_PARALLELISM}, {@value KubernetesClusterVmMapCheckCloud#MAX_SSH_PARALLELISM}]. */
    public static int clampParallelism(int setting) {
        return Math.max(KubernetesClusterVmMapCheckCloud.MIN_SSH_PARALLELISM, Math.min(KubernetesClusterVmMapCheckCloud.MAX_SSH_PARALLELISM, setting));
    }

    /** Starts {@link #runScheduledCheck()} on the sweep thread when enabled, due and not running; returns at once, true if started. */
    public boolean tick() {
        if (!cloud.isEnabled() || !engineAvailable()) {
            return false;
        }
        long now = cloud.nowMillis();
        if (now < nextAttemptMs) {
            return false;
        }
        if (!running.compareAndSet(false, true)) {
            logger.debug("The previous Kubernetes cluster VM map check is still running; not starting another");
            return false;
        }
        nextAttemptMs = now + CHECK_INTERVAL_MS;
        try {
            executor.execute(taskContext.apply(() -> {
                try {
                    runScheduledCheck();
                } catch (RuntimeException e) {
                    logger.warn("Kubernetes cluster VM map check failed: {}", e.getMessage(), e);
                } finally {
                    running.set(false);
                }
            }));
        } catch (RuntimeException e) {
            running.set(false);
            logger.warn("Could not start the Kubernetes cluster VM map check: {}", e.getMessage());
            return false;
        }
        return true;
    }

    /** What the last completed check did, or null before the first one. */
    public SweepSummary getLastSummary() {
        return lastSummary;
    }

    /** True while a check runs. */
    public boolean isRunning() {
        return running.get();
    }

    /** Interrupts the sweep thread and the listing pool (SSH calls in flight with them); waits {@link #STOP_WAIT_MS} ms at most. */
    public void stop() {
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(STOP_WAIT_MS);
        ExecutorService pool = currentPool;
        if (pool != null) {
            pool.shutdownNow();
        }
        executor.shutdownNow();
        try {
            executor.awaitTermination(Math.max(0, until - System.nanoTime()), TimeUnit.NANOSECONDS);
            pool = currentPool;
            if (pool != null) {
                pool.awaitTermination(Math.max(0, until - System.nanoTime()), TimeUnit.NANOSECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Loads the library on first use, tried once per start; API threads ask too, so one caller at a time tries. */
    private boolean engineAvailable() {
        if (engine != null) {
            return true;
        }
        synchronized (this) {
            if (engine == null && !engineUnavailable) {
                try {
                    engine = engineFactory.get();
                } catch (VmMapCheckException | LinkageError e) {
                    engineUnavailable = true;
                    logger.error("The Kubernetes cluster VM map check is off: {}", e.getMessage());
                }
            }
            return engine != null;
        }
    }

    /** SPEC 5's one sweep per interval in the whole cloud: under the lock, a sweep only if none is recorded within the interval. Null if none ran. */
    public SweepSummary runScheduledCheck() {
        AtomicBoolean locked = new AtomicBoolean();
        SweepSummary summary = underLock(() -> {
            locked.set(true);
            long now = cloud.nowMillis();
            Long last = cloud.lastSweepStartMs();
            // A start less than an interval away either way: a sweep of this interval, on this server or another (a start
            // "in the future" is another server's whose clock is ahead of this one's: this server waits the skew too). A
            // start further ahead is no sweep's (a clock set back since): it is overwritten, so it cannot stop the check.
            if (last != null && Math.abs(now - last) < CHECK_INTERVAL_MS) {
                nextAttemptMs = last + CHECK_INTERVAL_MS;
                logger.debug("A Kubernetes cluster VM map check started at {} (this server's clock reads {}) on this or another management server; "
                        + "the next is due in {} ms", last, now, last + CHECK_INTERVAL_MS - now);
                return null;
            }
            cloud.recordSweepStart(now);
            return sweep(null);
        });
        if (!locked.get()) {
            // Held by the check of one cluster, or by another server's sweep: the next tick asks again (one lock(0) per
            // scanner run), and under the lock the recorded start says whether a sweep is still due.
            nextAttemptMs = Long.MIN_VALUE;
        }
        return summary;
    }

    /** A sweep now under the lock, whenever the last one was (recorded as the last sweep); null if the lock or the library was not there. */
    public SweepSummary runCheck() {
        return underLock(() -> {
            cloud.recordSweepStart(cloud.nowMillis());
            return sweep(null);
        });
    }

    /**
     * SPEC 6's fresh check of one cluster, SSH included, as a sweep checks it: the same lock (not waited for), deadline,
     * dedupe and apply; its owner's other clusters go into the request (SPEC 3.3) but are neither listed nor applied, and
     * no sweep start is recorded. Its answer once applied, else null: no library, the lock held, no such cluster, or it
     * changed or its apply failed.
     */
    public ClusterResult checkKubernetesCluster(long clusterId) {
        SweepSummary summary = underLock(() -> {
            ClusterRecord cluster = cloud.findClustersByIds(Collections.singletonList(clusterId)).get(clusterId);
            return cluster == null ? null : sweep(cluster);
        });
        return summary == null ? null : summary.clusterResult;
    }

    private SweepSummary underLock(Supplier<SweepSummary> check) {
        if (!engineAvailable()) {
            return null;
        }
        AtomicReference<SweepSummary> summary = new AtomicReference<>();
        if (!cloud.runExclusively(() -> summary.set(check.get()))) {
            logger.debug("Another management server is running the Kubernetes cluster VM map check; skipping this run");
            return null;
        }
        return summary.get();
    }

    /** CloudManaged, Running or Alert (SPEC 3): the map is checked. The others are read for the state watch alone (SPEC 3.7). */
    static boolean isMapChecked(ClusterRecord cluster) {
        return "CloudManaged".equals(cluster.type) && ("Running".equals(cluster.state) || "Alert".equals(cluster.state));
    }

    /** A sweep of every cluster of {@link KubernetesClusterVmMapCheckCloud#listClustersToCheck()}, or, for {@code only}, the check of that one cluster. */
    private SweepSummary sweep(ClusterRecord only) {
        long startNanos = System.nanoTime();
        long deadlineNanos = startNanos + TimeUnit.MILLISECONDS.toNanos(Math.max(0, cloud.sweepDeadlineMs()));
        SweepSummary summary = new SweepSummary();
        summary.stateBoundsS = cloud.stateBoundsS();
        List<ClusterRecord> all;
        if (only == null) {
            all = database(summary, cloud::listClustersToCheck);
        } else if (isMapChecked(only)) {
            all = database(summary, () -> cloud.listClustersOfAccount(only.accountId));
        } else {
            all = Collections.singletonList(only);
        }
        List<ClusterRecord> watchedOnly = all.stream().filter(c -> !isMapChecked(c) && (only == null || only.id == c.id))
                .collect(Collectors.toList());
        checkStateWatchOnly(watchedOnly, summary);
        List<ClusterRecord> listed = all.stream().filter(KubernetesClusterVmMapCheckWorker::isMapChecked).collect(Collectors.toList());
        if (only != null && !isMapChecked(only)) {
            return finish(summary, startNanos, only);
        } else if (only != null) {
            List<ClusterRecord> owners = new ArrayList<>();
            owners.add(only);
            listed.stream().filter(c -> c.accountId == only.accountId && c.id != only.id).forEach(owners::add);
            listed = owners;
        }
        List<ClusterRecord> ordered = new ArrayList<>(listed.size());
        Set<Long> missed = missedDeadline;
        listed.stream().filter(c -> missed.contains(c.id)).forEach(ordered::add);
        listed.stream().filter(c -> !missed.contains(c.id)).forEach(ordered::add);

        Map<Long, Owner> owners = new LinkedHashMap<>();
        for (ClusterRecord cluster : ordered) {
            owners.computeIfAbsent(cluster.accountId, Owner::new).clusters.add(cluster);
        }
        owners.values().forEach(o -> o.only = only == null ? null : only.id);
        LinkedBlockingQueue<Owner> ready = new LinkedBlockingQueue<>();
        List<Owner> listing = new ArrayList<>();
        for (Owner owner : owners.values()) {
            // The map as the sweep begins, before any listing: an operation that changes it before the owner is
            // applied makes the re-read differ (SPEC 3.6), however long the listing took.
            readRowsBefore(owner, summary);
            if (!owner.clusters.isEmpty()) {
                owner.pending.set(owner.clusters.size());
                listing.add(owner);
            }
        }

        Map<Long, List<VmMapRow>> wholeMapByVm = rowsByVm(database(summary, cloud::listWholeVmMap));
        List<ClusterRecord> toList = new ArrayList<>();
        listing.forEach(o -> o.clusters.stream().filter(o::isApplied).forEach(toList::add));
        Map<Long, SshEndpoint> endpoints = resolveEndpoints(toList, summary);

        // A fixed pool of the setting's size: 64 lists 5 000 clusters (1 s median, 2 % hung) well inside the deadline
        // (BENCHMARKS.md); its threads start as listings are queued, so a small cloud starts few.
        summary.listingsRun = (int) toList.stream().map(c -> endpoints.get(c.id)).filter(e -> e != null && e.isReachable()).count();
        summary.poolSize = Math.max(1, Math.min(clampParallelism(cloud.sshParallelism()), summary.listingsRun));
        ExecutorService pool = listingPools.apply(summary.poolSize);
        currentPool = pool;
        Set<Long> cutOff = new HashSet<>();
        try {
            for (Owner owner : listing) {
                for (ClusterRecord cluster : owner.clusters) {
                    SshEndpoint endpoint = endpoints.get(cluster.id);
                    if (!owner.isApplied(cluster)) {
                        // Another cluster of the owner in the check of one: in the request for SPEC 3.3, neither listed nor applied.
                        owner.complete(cluster.id, Kubectl.failed("not listed: the check of another cluster"), ready);
                    } else if (endpoint == null || !endpoint.isReachable()) {
                        // Nothing to run: the node view is unavailable with the resolver's reason.
                        owner.complete(cluster.id, Kubectl.failed(endpoint == null ? "no SSH address for the control node"
                                : endpoint.unreachableReason), ready);
                    } else {
                        // No task context: a listing touches no DAO, so it never holds a database connection while it waits on SSH.
                        pool.execute(() -> owner.complete(cluster.id, listNodes(cluster, endpoint), ready));
                    }
                }
            }
            int left = listing.size();
            while (left > 0) {
                long wait = deadlineNanos - System.nanoTime();
                Owner owner = wait > 0 ? ready.poll(wait, TimeUnit.NANOSECONDS) : null;
                if (owner == null) {
                    break;
                }
                if (owner.take()) {
                    checkOwner(owner, wholeMapByVm, summary);
                    left--;
                }
            }
            for (Owner owner : listing) {
                if (owner.take()) {
                    cutOff.addAll(owner.cutOffAtDeadline());
                    checkOwner(owner, wholeMapByVm, summary);
                }
            }
        } catch (InterruptedException | RejectedExecutionException e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            summary.interrupted = true;
            logger.info("The Kubernetes cluster VM map check was stopped during a sweep");
        } finally {
            pool.shutdownNow();
            currentPool = null;
        }
        summary.pastDeadline = cutOff.size();
        if (only == null) {
            missedDeadline = cutOff;
        } else if (summary.clusterResult == null && !listing.isEmpty()) {
            summary.clusterResult = listing.get(0).results.get(only.id);
        }
        return finish(summary, startNanos, only);
    }

    private SweepSummary finish(SweepSummary summary, long startNanos, ClusterRecord only) {
        summary.durationMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
        if (only == null) {
            logger.info(summary.toLogLine());
            lastSummary = summary;
        } else {
            logger.info("{} (cluster id {} alone)", summary.toLogLine(), only.id);
        }
        return summary;
    }

    private static List<Long> ids(Collection<? extends ClusterRecord> clusters) {
        return clusters.stream().map(c -> c.id).collect(Collectors.toList());
    }

    /** The clusters as a request carries them, with their details and the kubectl result {@code kubectl} gives each. */
    private static List<VmMapCheckRequest.Cluster> requested(List<ClusterRecord> clusters, Map<Long, Map<String, String>> details,
            Function<ClusterRecord, Kubectl> kubectl) {
        List<VmMapCheckRequest.Cluster> out = new ArrayList<>();
        for (ClusterRecord c : clusters) {
            VmMapCheckRequest.Cluster one = new VmMapCheckRequest.Cluster(c).withKubectl(kubectl.apply(c));
            Map<String, String> current = details.getOrDefault(c.id, Collections.emptyMap());
            DETAIL_NAMES.forEach(name -> one.withDetail(name, current.get(name)));
            out.add(one);
        }
        return out;
    }

    /** The clusters sent for SPEC 3.7's state watch alone, all owners in one request of their details: no SSH, VM or map row. */
    private void checkStateWatchOnly(List<ClusterRecord> clusters, SweepSummary summary) {
        if (clusters.isEmpty()) {
            return;
        }
        try {
            List<Long> ids = ids(clusters);
            Map<Long, Map<String, String>> details = database(summary, () -> cloud.getDetails(ids, DETAIL_NAMES));
            List<ClusterResult> results = checkPart(requested(clusters, details, c -> null), new HashSet<>(ids), Collections.emptyList(),
                    Collections.emptyList(), summary);
            Map<Long, ClusterRecord> now = database(summary, () -> cloud.findClustersByIds(ids));
            Map<Long, ClusterRecord> byId = new HashMap<>();
            clusters.forEach(c -> byId.put(c.id, c));
            for (ClusterResult result : results) {
                if (applyResult(byId.get(result.id), Collections.emptyMap(), now.get(result.id), Collections.emptyMap(), result, summary)) {
                    summary.clusterResult = result;
                }
            }
        } catch (RuntimeException e) {
            summary.failed += clusters.size();
            logger.warn("Kubernetes cluster VM map check of the {} clusters watched for their state failed: {}", clusters.size(), e.getMessage(), e);
        }
    }

    /** The control nodes' endpoints, in batched reads on the sweep thread; if that fails, every node view is unavailable with the reason. */
    private Map<Long, SshEndpoint> resolveEndpoints(List<ClusterRecord> toList, SweepSummary summary) {
        if (toList.isEmpty()) {
            return Collections.emptyMap();
        }
        try {
            Map<Long, SshEndpoint> endpoints = database(summary, () -> cloud.findEndpoints(toList));
            return endpoints != null ? endpoints : Collections.emptyMap();
        } catch (RuntimeException e) {
            logger.warn("Could not read how to reach the control nodes for the Kubernetes cluster VM map check: {}", e.getMessage(), e);
            String reason = "could not read how to reach the control node: " + e.getMessage();
            Map<Long, SshEndpoint> failed = new HashMap<>();
            toList.forEach(c -> failed.put(c.id, SshEndpoint.unreachable(reason)));
            return failed;
        }
    }

    /** Runs a database read or write on the sweep thread, adding its time to the sweep's database time. */
    private static <T> T database(SweepSummary summary, Supplier<T> work) {
        long start = System.nanoTime();
        try {
            return work.get();
        } finally {
            summary.databaseNanos += System.nanoTime() - start;
        }
    }

    /** One owner's clusters in a sweep, and their listings as they come in from the pool. */
    private static final class Owner {
        final long accountId;
        final List<ClusterRecord> clusters = new ArrayList<>();
        final Map<Long, Kubectl> listings = new ConcurrentHashMap<>();
        final AtomicInteger pending = new AtomicInteger();
        final AtomicBoolean taken = new AtomicBoolean();
        Map<Long, List<VmMapRow>> rowsBefore;
        /** The one cluster listed and applied in the check of one cluster; null in a sweep (all of them). */
        Long only;
        /** The answers applied, by cluster id. */
        final Map<Long, ClusterResult> results = new HashMap<>();

        Owner(long accountId) {
            this.accountId = accountId;
        }

        List<Long> clusterIds() {
            return ids(clusters);
        }

        /** A listing came in (on a pool thread); the owner is ready when its last one does. */
        void complete(long clusterId, Kubectl kubectl, LinkedBlockingQueue<Owner> ready) {
            if (listings.putIfAbsent(clusterId, kubectl) == null && pending.decrementAndGet() == 0) {
                ready.add(this);
            }
        }

        boolean isApplied(ClusterRecord cluster) {
            return only == null || only == cluster.id;
        }

        /** True for the one caller that gets to check this owner. */
        boolean take() {
            return taken.compareAndSet(false, true);
        }

        /** At the deadline: every listing not in yet counts as cut off; returns those clusters. */
        List<Long> cutOffAtDeadline() {
            List<Long> cut = new ArrayList<>();
            for (ClusterRecord c : clusters) {
                if (listings.putIfAbsent(c.id, Kubectl.failed(SWEEP_DEADLINE_REASON)) == null) {
                    cut.add(c.id);
                }
            }
            return cut;
        }
    }

    /**
     * The owner's map rows in one read; if it fails, cluster by cluster, so that a cluster whose rows cannot be read is
     * left out of this sweep alone (SPEC 5: one cluster never makes another's check fail).
     */
    private void readRowsBefore(Owner owner, SweepSummary summary) {
        try {
            owner.rowsBefore = rowsByCluster(database(summary, () -> cloud.listVmMapRows(owner.clusterIds())));
            return;
        } catch (RuntimeException e) {
            logger.debug("Could not read the VM map of account {}'s clusters at once ({}); reading them one by one", owner.accountId, e.getMessage());
        }
        owner.rowsBefore = new HashMap<>();
        for (ClusterRecord cluster : new ArrayList<>(owner.clusters)) {
            try {
                owner.rowsBefore.putAll(rowsByCluster(database(summary, () -> cloud.listVmMapRows(Collections.singletonList(cluster.id)))));
            } catch (RuntimeException e) {
                owner.clusters.remove(cluster);
                summary.failed++;
                logger.warn("Could not read the VM map of {} for the VM map check: {}", cluster, e.getMessage(), e);
            }
        }
    }

    private static Map<Long, List<VmMapRow>> rowsByCluster(List<VmMapRow> rows) {
        return rows.stream().collect(Collectors.groupingBy(r -> r.clusterId));
    }

    private static Map<Long, List<VmMapRow>> rowsByVm(List<VmMapRow> rows) {
        return rows.stream().collect(Collectors.groupingBy(r -> r.vmId));
    }

    private void checkOwner(Owner owner, Map<Long, List<VmMapRow>> wholeMapByVm, SweepSummary summary) {
        try {
            checkOwnerOrThrow(owner, wholeMapByVm, summary);
        } catch (RuntimeException e) {
            summary.failed += owner.clusters.size();
            logger.warn("Kubernetes cluster VM map check of the clusters of account {} failed: {}", owner.accountId, e.getMessage(), e);
        }
    }

    /**
     * The owner's clusters in one request, or in several when their kubectl outputs pass
     * {@link #MAX_KUBECTL_CHARS_PER_REQUEST} (SPEC 5). Every request carries all of the owner's clusters, VMs, rows and
     * details (SPEC 3.3's one report per VM holds across them) but the outputs of its part only, whose answers it gives.
     */
    private void checkOwnerOrThrow(Owner owner, Map<Long, List<VmMapRow>> wholeMapByVm, SweepSummary summary) {
        List<Long> clusterIds = owner.clusterIds();
        Map<Long, Map<String, String>> currentDetails = database(summary, () -> cloud.getDetails(clusterIds, DETAIL_NAMES));
        Map<Long, VmRecord> vmsById = readVms(owner.accountId, owner.rowsBefore, summary);
        Collection<VmMapRow> rows = rowsOfRequest(owner.rowsBefore, vmsById.keySet(), wholeMapByVm);

        List<ClusterResult> results = new ArrayList<>();
        for (Set<Long> part : outputParts(owner.clusters, owner.listings)) {
            List<VmMapCheckRequest.Cluster> requested = requested(owner.clusters, currentDetails,
                    c -> part.contains(c.id) && owner.isApplied(c) ? capped(owner.listings.get(c.id)) : null);
            results.addAll(checkPart(requested, part, vmsById.values(), rows, summary));
        }
        // SPEC 3.6: the owner's clusters and map rows again, one read each, before anything is applied.
        Map<Long, ClusterRecord> now = database(summary, () -> cloud.findClustersByIds(clusterIds));
        Map<Long, List<VmMapRow>> rowsNow = rowsByCluster(database(summary, () -> cloud.listVmMapRows(clusterIds)));
        Map<Long, ClusterRecord> byId = new HashMap<>();
        owner.clusters.forEach(c -> byId.put(c.id, c));
        for (ClusterResult result : results) {
            ClusterRecord cluster = byId.get(result.id);
            if (cluster != null && owner.isApplied(cluster)) {
                if (applyResult(cluster, owner.rowsBefore, now.get(cluster.id), rowsNow, result, summary)) {
                    owner.results.put(cluster.id, result);
                }
            }
        }
    }

    /** The owner's VMs, and the mapped VMs of its clusters that are not (another owner's, or removed): one read each. */
    private Map<Long, VmRecord> readVms(long accountId, Map<Long, List<VmMapRow>> rowsByCluster, SweepSummary summary) {
        Map<Long, VmRecord> vmsById = new LinkedHashMap<>();
        for (VmRecord vm : database(summary, () -> cloud.listVmsOfAccount(accountId))) {
            vmsById.put(vm.id, vm);
        }
        Set<Long> mappedVmIds = new LinkedHashSet<>();
        rowsByCluster.values().forEach(rows -> rows.forEach(r -> mappedVmIds.add(r.vmId)));
        List<Long> notYetRead = mappedVmIds.stream().filter(id -> !vmsById.containsKey(id)).collect(Collectors.toList());
        if (!notYetRead.isEmpty()) {
            for (VmRecord vm : database(summary, () -> cloud.listVmsIncludingRemoved(notYetRead))) {
                vmsById.put(vm.id, vm);
            }
        }
        return vmsById;
    }

    /** Every row of these clusters, and every row of any cluster that refers to one of these VMs (from one read of the whole map). */
    private static Collection<VmMapRow> rowsOfRequest(Map<Long, List<VmMapRow>> rowsByCluster, Collection<Long> vmIds,
            Map<Long, List<VmMapRow>> wholeMapByVm) {
        Map<Long, VmMapRow> rows = new LinkedHashMap<>();
        rowsByCluster.values().forEach(list -> list.forEach(r -> rows.put(r.id, r)));
        for (Long vmId : vmIds) {
            for (VmMapRow r : wholeMapByVm.getOrDefault(vmId, Collections.emptyList())) {
                rows.putIfAbsent(r.id, r);
            }
        }
        return rows.values();
    }

    /** True when the native library is loaded (loaded on first use, tried once per start; see {@link #tick()}). */
    public boolean isLibraryLoaded() {
        return engineAvailable();
    }

    /**
     * SPEC 6's cluster list: the library's answer from the clusters' details alone (one read; no VM, row or kubectl), of
     * which only the reported counts and the stuck state are used. Nothing is applied; empty without the library.
     */
    public List<ClusterResult> answerFromDetails(List<ClusterRecord> clusters) {
        if (clusters.isEmpty() || !engineAvailable()) {
            return Collections.emptyList();
        }
        Map<String, Long> bounds = cloud.stateBoundsS();
        Map<Long, Map<String, String>> details = cloud.getDetails(ids(clusters), DETAIL_NAMES);
        // A failed kubectl, not none: the stored node keys are then left alone, not listed as findings with their texts.
        Kubectl detailsOnly = Kubectl.failed("the cluster list reads the details only");
        List<ClusterResult> out = new ArrayList<>();
        // At most 10 240 characters a detail: a few hundred clusters a request stay far within its limit.
        for (int from = 0; from < clusters.size(); from += DETAILS_ONLY_CLUSTERS_PER_REQUEST) {
            List<ClusterRecord> page = clusters.subList(from, Math.min(clusters.size(), from + DETAILS_ONLY_CLUSTERS_PER_REQUEST));
            out.addAll(engine.check(request(requested(page, details, c -> detailsOnly), Collections.emptyList(), Collections.emptyList(), bounds)).clusters);
        }
        return out;
    }

    /**
     * SPEC 6's answer without a fresh check, from the database alone (no SSH, no lock, nothing applied): the request a
     * sweep would send, with the owner's other checked clusters (SPEC 3.3) and no kubectl, so the VM side is evaluated
     * now and the node side is as last stored. Null without the library or the cluster.
     */
    public ClusterResult viewKubernetesCluster(long clusterId) {
        ClusterRecord cluster = engineAvailable() ? cloud.findClustersByIds(Collections.singletonList(clusterId)).get(clusterId) : null;
        if (cluster == null) {
            return null;
        }
        List<ClusterRecord> clusters = new ArrayList<>();
        clusters.add(cluster);
        Map<Long, VmRecord> vmsById = new LinkedHashMap<>();
        Collection<VmMapRow> rows = Collections.emptyList();
        if (isMapChecked(cluster)) {
            cloud.listClustersOfAccount(cluster.accountId).stream().filter(c -> c.id != clusterId && isMapChecked(c)).forEach(clusters::add);
            Map<Long, List<VmMapRow>> rowsByCluster = rowsByCluster(cloud.listVmMapRows(ids(clusters)));
            vmsById = readVms(cluster.accountId, rowsByCluster, new SweepSummary());
            rows = rowsOfRequest(rowsByCluster, vmsById.keySet(), rowsByVm(cloud.listVmMapRowsOfVms(vmsById.keySet())));
        }
        Map<Long, Map<String, String>> details = cloud.getDetails(ids(clusters), DETAIL_NAMES);
        VmMapCheckRequest request = request(requested(clusters, details, c -> null), vmsById.values(), rows, cloud.stateBoundsS());
        return engine.check(request).clusters.stream().filter(r -> r.id == clusterId).findFirst().orElse(null);
    }

    /** One engine call, answers kept for {@code part}; if refused, each cluster of the part alone, so one bad cluster fails alone (SPEC 5). */
    private List<ClusterResult> checkPart(List<VmMapCheckRequest.Cluster> requested, Set<Long> part, Collection<VmRecord> ownerVms,
            Collection<VmMapRow> rows, SweepSummary summary) {
        try {
            return engine.check(request(requested, ownerVms, rows, summary.stateBoundsS)).clusters.stream().filter(r -> part.contains(r.id))
                    .collect(Collectors.toList());
        } catch (VmMapCheckException e) {
            if (requested.size() == 1) {
                summary.failed++;
                logger.warn("Kubernetes cluster VM map check of {} failed: {}", requested.get(0), e.getMessage());
                return Collections.emptyList();
            }
            List<ClusterResult> out = new ArrayList<>();
            for (VmMapCheckRequest.Cluster alone : requested) {
                if (part.contains(alone.id)) {
                    out.addAll(checkPart(Collections.singletonList(alone), part, ownerVms, rows, summary));
                }
            }
            return out;
        }
    }

    private VmMapCheckRequest request(List<VmMapCheckRequest.Cluster> part, Collection<VmRecord> ownerVms, Collection<VmMapRow> rows,
            Map<String, Long> stateBoundsS) {
        VmMapCheckRequest request = new VmMapCheckRequest(cloud.nowMillis());
        if (stateBoundsS != null) {
            request.withSettings(new VmMapCheckRequest.Settings(null, null, null).withStateBoundsS(stateBoundsS));
        }
        request.clusters.addAll(part);
        request.vms.addAll(ownerVms);
        request.map.addAll(rows);
        return request;
    }

    /** The clusters in parts whose outputs (as {@link #capped} cuts them) take at most {@link #MAX_KUBECTL_CHARS_PER_REQUEST} chars together. */
    static List<Set<Long>> outputParts(List<ClusterRecord> clusters, Map<Long, Kubectl> listings) {
        List<Set<Long>> parts = new ArrayList<>();
        Set<Long> part = new HashSet<>();
        long chars = 0;
        for (ClusterRecord c : clusters) {
            Kubectl kubectl = listings.get(c.id);
            long n = kubectl != null && kubectl.ok ? Math.min(kubectl.output.length(), MAX_KUBECTL_OUTPUT_CHARS + 1L) : 0;
            if (!part.isEmpty() && chars + n > MAX_KUBECTL_CHARS_PER_REQUEST) {
                parts.add(part);
                part = new HashSet<>();
                chars = 0;
            }
            part.add(c.id);
            chars += n;
        }
        if (!part.isEmpty()) {
            parts.add(part);
        }
        return parts;
    }

    private Kubectl listNodes(ClusterRecord cluster, SshEndpoint endpoint) {
        try {
            Kubectl result = cloud.listNodes(cluster, endpoint);
            return result != null ? result : Kubectl.failed("no result from the node lister");
        } catch (RuntimeException e) {
            return Kubectl.failed(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    /** Cuts an output over the engine's limit to one character more, so that a huge output costs no memory twice. */
    static Kubectl capped(Kubectl kubectl) {
        if (kubectl.ok && kubectl.output.length() > MAX_KUBECTL_OUTPUT_CHARS) {
            return Kubectl.ok(kubectl.output.substring(0, MAX_KUBECTL_OUTPUT_CHARS + 1));
        }
        return kubectl;
    }

    /**
     * Applies one cluster's answer (SPEC 3.6, 3.5): nothing if its state or (when checked) its map changed; else its details
     * and events in one transaction, then its alerts. True when stored (or nothing to store).
     */
    private boolean applyResult(ClusterRecord cluster, Map<Long, List<VmMapRow>> rowsBefore, ClusterRecord now, Map<Long, List<VmMapRow>> rowsNow,
            ClusterResult result, SweepSummary summary) {
        if (!result.isChecked()) {
            summary.skipped++;
            if (result.details.isEmpty() && result.events.isEmpty() && result.alerts.isEmpty()) {
                return true;
            }
        }
        List<VmMapRow> before = rowsBefore.getOrDefault(cluster.id, Collections.emptyList());
        if (now == null || !cluster.state.equals(now.state)
                || result.isChecked() && !before.equals(rowsNow.getOrDefault(cluster.id, Collections.emptyList()))) {
            summary.notApplied++;
            logger.debug("{} changed during the VM map check; nothing applied for it in this run", result.label);
            return false;
        }
        if (result.isChecked()) {
            summary.checked++;
            if (!result.isNodeViewAvailable()) {
                summary.nodeViewsUnavailable++;
                logger.debug("{}: the VM map check cannot see its Kubernetes nodes: {}", result.label, result.nodeViewReason);
            }
        }
        // No key without its event, nor event without its key; alerts after the commit (lost to a crash, never doubled).
        try {
            database(summary, () -> {
                cloud.applyInTransaction(cluster, result.details, result.events);
                return null;
            });
        } catch (RuntimeException e) {
            summary.applyFailures++;
            logger.warn("Could not store the VM map check details and events of {}; nothing of it was stored, no alert sent, and the next "
                    + "run reports the same mismatches: {}", result.label, e.getMessage(), e);
            return false;
        }
        summary.newMismatches += result.countNewFindings();
        summary.eventsRecorded += result.events.size();
        for (Alert alert : result.alerts) {
            try {
                cloud.sendAlert(alert);
                summary.alertsSent++;
            } catch (RuntimeException e) {
                logger.warn("Could not send the VM map check alert \"{}\": {}", alert.subject, e.getMessage());
            }
        }
        return true;
    }

    /** What one check did. */
    public static class SweepSummary {
        public int checked;
        public int skipped;
        public int notApplied;
        public int failed;
        public int nodeViewsUnavailable;
        /** Clusters whose listing the sweep deadline cut off (counted among the unavailable node views too). */
        public int pastDeadline;
        public long newMismatches;
        /** Clusters whose detail-and-event transaction failed (nothing of it stored; reported again next run). */
        public int applyFailures;
        public int eventsRecorded;
        public int alertsSent;
        /** The listing pool's size: the parallelism setting, clamped, or the number of listings if fewer. */
        public int poolSize;
        /** Node listings run over SSH (clusters with a reachable endpoint). */
        public int listingsRun;
        /** Time spent in database reads and writes on the sweep thread, endpoint resolution included. */
        public long databaseNanos;
        public boolean interrupted;
        public long durationMs;
        /** In the check of one cluster, its answer once applied (null if not: its map could not be read, the engine failed, it changed, the apply failed). */
        ClusterResult clusterResult;
        /** The state watch's bounds of this run, read once at its start. */
        Map<String, Long> stateBoundsS;

        /** The one log line of a run. */
        public String toLogLine() {
            return String.format("Kubernetes cluster VM map check: %s checked, %d skipped, %d not applied (changed during the check), "
                    + "%d failed, %d not stored (database error), %s (%d past the sweep deadline), %s, in %d ms (%d ms of it in the "
                    + "database) with %s%s",
                    count(checked, "cluster"), skipped, notApplied, failed, applyFailures, count(nodeViewsUnavailable, "node view") + " unavailable",
                    pastDeadline, count(newMismatches, "new mismatch"), durationMs, TimeUnit.NANOSECONDS.toMillis(databaseNanos),
                    count(poolSize, "SSH session") + " at most", interrupted ? "; stopped before the end" : "");
        }

        static String count(long n, String noun) {
            return n + " " + (n == 1 ? noun : noun.endsWith("ch") ? noun + "es" : noun + "s");
        }
    }
}
