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
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Event;

/**
 * The VM map check (SPEC sections 3.6 and 5). The CKS status scanner calls {@link #tick()} on every run; a check
 * starts at most every {@link #CHECK_INTERVAL_MS} ms, when enabled and none is running, on a thread of its own, so
 * the scanner and its lock are never held up by SSH.
 *
 * <p>A check takes the global lock without waiting and sweeps only if the cloud-wide record of the last sweep (kept
 * by {@link KubernetesClusterVmMapCheckCloud#lastSweepStartMs()}, read and written under the lock) says none started within the interval, on any management
 * server; then it records its own start. A sweep reads the clusters in Running or Alert, per owner their map rows
 * (one read), the whole map once, and how to reach every control node (a few batched reads, {@link KubernetesClusterVmMapCheckCloud#findEndpoints}),
 * all on the sweep thread; then it lists the nodes of every cluster at once on a pool that touches no database, of
 * {@link KubernetesClusterVmMapCheckCloud#sshParallelism()} threads, clusters that missed the last sweep's deadline first. As soon as all listings of one owner are in, the sweep thread reads that owner's VMs and
 * details (one read each), sends one request to the engine, re-reads the owner's clusters and map rows (one read
 * each), and applies each cluster's answer
 * — its details and events in one transaction, then its alerts — unless its state or map changed since the sweep began. At the sweep deadline
 * ({@link KubernetesClusterVmMapCheckCloud#sweepDeadlineMs()}) the listings still running are cut off: their clusters are checked with
 * the node view unavailable ("sweep deadline"), never as if their nodes were gone.
 */
public class KubernetesClusterVmMapCheckWorker {
    protected Logger logger = LogManager.getLogger(getClass());

    /** At most one check every 5 minutes. */
    public static final long CHECK_INTERVAL_MS = 5 * 60 * 1000L;
    /** kubectl output longer than this is cut to one character more: the engine then calls the node view unavailable. */
    public static final int MAX_KUBECTL_OUTPUT_CHARS = 4 * 1024 * 1024;
    /**
     * The most characters of kubectl output one request carries: at most six bytes each as JSON (an escaped control
     * character), within half the library's 64 MiB request limit, the other half left to the owner's VMs, map rows and
     * details. One output cut to {@link #MAX_KUBECTL_OUTPUT_CHARS} + 1 always fits.
     */
    public static final long MAX_KUBECTL_CHARS_PER_REQUEST = 32L * 1024 * 1024 / 6;
    /** The details the library keeps: the reported mismatches (SPEC 3.4) and the state watch's record (SPEC 3.7). */
    public static final String DETAIL_VM_DRIFT = "vmMapCheckReportedVmDrift";
    public static final String DETAIL_NODE_DRIFT = "vmMapCheckReportedNodeDrift";
    public static final String DETAIL_STATE_SINCE = "vmMapCheckStateSince";
    static final List<String> DETAIL_NAMES = Arrays.asList(DETAIL_VM_DRIFT, DETAIL_NODE_DRIFT, DETAIL_STATE_SINCE);
    /** How long {@link #stop()} waits for the sweep thread and the listing pool. */
    public static final long STOP_WAIT_MS = 10_000L;
    /** The reason a cluster's listing did not count, when the sweep deadline cut it off. */
    public static final String SWEEP_DEADLINE_REASON = "sweep deadline: the node listing did not finish in time";

    private final KubernetesClusterVmMapCheckCloud cloud;
    private final Supplier<VmMapCheckEngine> engineFactory;
    private final ExecutorService executor;
    private final IntFunction<ExecutorService> listingPools;
    private final UnaryOperator<Runnable> taskContext;

    private final AtomicBoolean running = new AtomicBoolean(false);
    /** Before this time (epoch ms) the scanner's tick starts no check: the last sweep, here or elsewhere, is too recent. */
    private volatile long nextAttemptMs = Long.MIN_VALUE;
    private volatile VmMapCheckEngine engine;
    private volatile boolean engineUnavailable;
    private volatile SweepSummary lastSummary;
    private volatile ExecutorService currentPool;
    /** Clusters whose listing the last sweep's deadline cut off: they are listed first in the next sweep. */
    private volatile Set<Long> missedDeadline = Collections.emptySet();
    /** The reason each cluster's node view is unavailable, while it is; logged when it changes (sweep thread only). */
    private final Map<Long, String> unavailableNodeViews = new ConcurrentHashMap<>();

    /** A worker whose sweep and listing tasks run as they are, with no context around them (the demo and the tests). */
    public KubernetesClusterVmMapCheckWorker(KubernetesClusterVmMapCheckCloud cloud, Supplier<VmMapCheckEngine> engineFactory, ExecutorService executor,
            IntFunction<ExecutorService> listingPools) {
        this(cloud, engineFactory, executor, listingPools, UnaryOperator.identity());
    }

    /**
     * A worker whose sweep task runs inside {@code taskContext}: CloudStack wraps it in its managed context, as its
     * other background tasks are. The node-listing tasks run without one: they touch no DAO, so they never open (and
     * hold across SSH) a database connection.
     */
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

    /**
     * Starts a check when it is enabled, the engine is available, no sweep of this server or (as far as it knows) of
     * another one started within the interval, and no check is running. Returns at once; true when a check was
     * started. The check itself sweeps only if, under the lock, the cloud-wide record says no sweep started within the
     * interval ({@link #runScheduledCheck()}).
     */
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

    /** The clusters whose node view this server last saw unavailable (their reason is logged again only when it changes). */
    Set<Long> clustersWithUnavailableNodeView() {
        return Collections.unmodifiableSet(unavailableNodeViews.keySet());
    }

    /** True while a check runs. */
    public boolean isRunning() {
        return running.get();
    }

    /**
     * Stops the check: the sweep thread and the listing pool are interrupted (in-flight SSH calls with them), and this
     * returns once both have ended or after {@link #STOP_WAIT_MS} ms at most.
     */
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

    private boolean engineAvailable() {
        if (engine != null) {
            return true;
        }
        if (engineUnavailable) {
            return false;
        }
        try {
            engine = engineFactory.get();
            return true;
        } catch (VmMapCheckException | LinkageError e) {
            engineUnavailable = true;
            logger.error("The Kubernetes cluster VM map check is off: {}", e.getMessage());
            return false;
        }
    }

    /**
     * The scanner's check (SPEC 5, one sweep per interval in the whole cloud): under the global lock, a sweep only when
     * the cloud-wide record says none started within the interval, on this management server or another; the sweep's
     * start is recorded before it begins. Returns null if it did not sweep.
     */
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

    /**
     * One check under the global lock, now, whenever the last one was (its start is recorded as the last sweep).
     * Returns null if it did not run: the native engine is unavailable, or another management server holds the lock.
     */
    public SweepSummary runCheck() {
        return underLock(() -> {
            cloud.recordSweepStart(cloud.nowMillis());
            return sweep(null);
        });
    }

    /**
     * Checks one cluster now, SSH included (SPEC 6's fresh check), as a sweep checks it: under the same global lock,
     * taken without waiting, with the same deadline, dedupe and apply (SPEC 3.6). The request carries the owner's other
     * Running and Alert clusters too, so that an unmapped VM keeps its one report (SPEC 3.3), but only this cluster is
     * listed over SSH and applied. It is no sweep: the last sweep's start is left as it is. Returns this cluster's answer
     * once applied, or null when it was not: the library is unavailable, a check holds the lock (a sweep, here or on
     * another management server: try again when it ends), there is no such cluster, or the cluster changed during the
     * check or its apply failed (nothing of it stored).
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

    /**
     * The clusters whose map, VMs and nodes are compared: CloudManaged, in Running or Alert (SPEC 3). The others a
     * sweep reads are there for the state watch alone (SPEC 3.7): no SSH, no VM or map read.
     */
    static boolean isMapChecked(ClusterRecord cluster) {
        return "CloudManaged".equals(cluster.getType()) && ("Running".equals(cluster.getState()) || "Alert".equals(cluster.getState()));
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
            // The owner's other clusters go in its request too (SPEC 3.3), read alone: never the whole cloud's.
            all = database(summary, () -> cloud.listClustersOfAccount(only.getAccountId()));
        } else {
            all = Collections.singletonList(only);
        }
        List<ClusterRecord> watchedOnly = all.stream().filter(c -> !isMapChecked(c) && (only == null || only.getId() == c.getId()))
                .collect(Collectors.toList());
        checkStateWatchOnly(watchedOnly, summary);
        List<ClusterRecord> listed = all.stream().filter(KubernetesClusterVmMapCheckWorker::isMapChecked).collect(Collectors.toList());
        if (only != null && !isMapChecked(only)) {
            listed = new ArrayList<>();
        } else if (only != null) {
            List<ClusterRecord> owners = new ArrayList<>();
            owners.add(only);
            listed.stream().filter(c -> c.getAccountId() == only.getAccountId() && c.getId() != only.getId()).forEach(owners::add);
            listed = owners;
        }
        List<ClusterRecord> ordered = new ArrayList<>(listed.size());
        Set<Long> missed = missedDeadline;
        listed.stream().filter(c -> missed.contains(c.getId())).forEach(ordered::add);
        listed.stream().filter(c -> !missed.contains(c.getId())).forEach(ordered::add);

        Map<Long, Owner> owners = new LinkedHashMap<>();
        for (ClusterRecord cluster : ordered) {
            owners.computeIfAbsent(cluster.getAccountId(), Owner::new).clusters.add(cluster);
        }
        owners.values().forEach(o -> o.only = only == null ? null : only.getId());
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
        summary.listingsRun = (int) toList.stream().map(c -> endpoints.get(c.getId())).filter(e -> e != null && e.isReachable()).count();
        summary.poolSize = Math.max(1, Math.min(clampParallelism(cloud.sshParallelism()), summary.listingsRun));
        ExecutorService pool = listingPools.apply(summary.poolSize);
        currentPool = pool;
        Set<Long> cutOff = new HashSet<>();
        try {
            for (Owner owner : listing) {
                for (ClusterRecord cluster : owner.clusters) {
                    SshEndpoint endpoint = endpoints.get(cluster.getId());
                    if (!owner.isApplied(cluster)) {
                        // Another cluster of the owner in the check of one: in the request for SPEC 3.3, neither listed nor applied.
                        owner.complete(cluster.getId(), Kubectl.failed("not listed: the check of another cluster"), ready);
                    } else if (endpoint == null || !endpoint.isReachable()) {
                        // Nothing to run: the node view is unavailable with the resolver's reason.
                        owner.complete(cluster.getId(), Kubectl.failed(endpoint == null ? "no SSH address for the control node"
                                : endpoint.getUnreachableReason()), ready);
                    } else {
                        // No task context: a listing touches no DAO, so it never holds a database connection while it waits on SSH.
                        pool.execute(() -> owner.complete(cluster.getId(), listNodes(cluster, endpoint), ready));
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
        if (only != null) {
            if (summary.clusterResult == null) {
                summary.clusterResult = listing.isEmpty() ? null : listing.get(0).results.get(only.getId());
            }
        } else {
            missedDeadline = cutOff;
            if (!summary.interrupted) {
                // A cluster no longer in Running or Alert (stopped, destroyed, removed) is no longer watched: its entry
                // goes, so the map holds at most the clusters of one sweep for the life of the server.
                Set<Long> swept = listed.stream().map(ClusterRecord::getId).collect(Collectors.toSet());
                unavailableNodeViews.keySet().retainAll(swept);
            }
        }
        summary.durationMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
        if (only == null) {
            logger.info(summary.toLogLine());
            lastSummary = summary;
        } else {
            logger.info("{} (cluster id {} alone)", summary.toLogLine(), only.getId());
        }
        return summary;
    }

    /**
     * The clusters sent for the state watch alone (SPEC 3.7: in a watched state, or holding its record in a state whose
     * map is not checked), whatever their owners, in one request of their details: no SSH, no VM, no map row. Each
     * answer is applied as a sweep's is, unless the cluster's state changed since it was read.
     */
    private void checkStateWatchOnly(List<ClusterRecord> clusters, SweepSummary summary) {
        if (clusters.isEmpty()) {
            return;
        }
        try {
            List<Long> ids = clusters.stream().map(ClusterRecord::getId).collect(Collectors.toList());
            Map<Long, Map<String, String>> details = database(summary, () -> cloud.getDetails(ids, DETAIL_NAMES));
            List<VmMapCheckRequest.Cluster> requested = new ArrayList<>();
            for (ClusterRecord cluster : clusters) {
                requested.add(withDetails(new VmMapCheckRequest.Cluster(cluster), details.get(cluster.getId())));
            }
            List<ClusterResult> results = checkPart(requested, new HashSet<>(ids), Collections.emptyList(), Collections.emptyList(), summary);
            Map<Long, ClusterRecord> now = database(summary, () -> cloud.findClustersByIds(ids));
            Map<Long, ClusterRecord> byId = new HashMap<>();
            clusters.forEach(c -> byId.put(c.getId(), c));
            for (ClusterResult result : results) {
                if (applyResult(byId.get(result.getId()), Collections.emptyMap(), now.get(result.getId()), Collections.emptyMap(), result, summary)) {
                    summary.clusterResult = result;
                }
            }
        } catch (RuntimeException e) {
            summary.failed += clusters.size();
            logger.warn("Kubernetes cluster VM map check of the {} clusters watched for their state failed: {}", clusters.size(), e.getMessage(), e);
        }
    }

    private static VmMapCheckRequest.Cluster withDetails(VmMapCheckRequest.Cluster cluster, Map<String, String> current) {
        for (String name : DETAIL_NAMES) {
            cluster.withDetail(name, current == null ? null : current.get(name));
        }
        return cluster;
    }

    /**
     * How to reach each cluster's control node, read on the sweep thread in a few batched reads. If that fails, every
     * cluster's node view is unavailable for this sweep with the reason; the VM checks still run.
     */
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
            toList.forEach(c -> failed.put(c.getId(), SshEndpoint.unreachable(reason)));
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
            return clusters.stream().map(ClusterRecord::getId).collect(Collectors.toList());
        }

        /** A listing came in (on a pool thread); the owner is ready when its last one does. */
        void complete(long clusterId, Kubectl kubectl, LinkedBlockingQueue<Owner> ready) {
            if (listings.putIfAbsent(clusterId, kubectl) == null && pending.decrementAndGet() == 0) {
                ready.add(this);
            }
        }

        boolean isApplied(ClusterRecord cluster) {
            return only == null || only == cluster.getId();
        }

        /** True for the one caller that gets to check this owner. */
        boolean take() {
            return taken.compareAndSet(false, true);
        }

        /** At the deadline: every listing not in yet counts as cut off; returns those clusters. */
        List<Long> cutOffAtDeadline() {
            List<Long> cut = new ArrayList<>();
            for (ClusterRecord c : clusters) {
                if (listings.putIfAbsent(c.getId(), Kubectl.failed(SWEEP_DEADLINE_REASON)) == null) {
                    cut.add(c.getId());
                }
            }
            return cut;
        }
    }

    /**
     * The owner's map rows in one read. If that read fails, each cluster is read alone, so that one cluster whose rows
     * cannot be read fails alone (it is left out of this sweep) and never costs its owner's other clusters their check.
     */
    private void readRowsBefore(Owner owner, SweepSummary summary) {
        try {
            owner.rowsBefore = rowsByCluster(database(summary, () -> cloud.listVmMapRows(owner.clusterIds())));
            return;
        } catch (RuntimeException e) {
            logger.debug("Could not read the VM map of the clusters of account {} at once ({}); reading them one by one", owner.accountId,
                    e.getMessage());
        }
        owner.rowsBefore = new HashMap<>();
        for (ClusterRecord cluster : new ArrayList<>(owner.clusters)) {
            try {
                owner.rowsBefore.putAll(rowsByCluster(database(summary, () -> cloud.listVmMapRows(Collections.singletonList(cluster.getId())))));
            } catch (RuntimeException e) {
                owner.clusters.remove(cluster);
                summary.failed++;
                logger.warn("Could not read the VM map of {} for the VM map check: {}", cluster, e.getMessage(), e);
            }
        }
    }

    private static Map<Long, List<VmMapRow>> rowsByCluster(List<VmMapRow> rows) {
        Map<Long, List<VmMapRow>> out = new HashMap<>();
        for (VmMapRow r : rows) {
            out.computeIfAbsent(r.getClusterId(), k -> new ArrayList<>()).add(r);
        }
        return out;
    }

    private static Map<Long, List<VmMapRow>> rowsByVm(List<VmMapRow> rows) {
        Map<Long, List<VmMapRow>> out = new HashMap<>();
        for (VmMapRow r : rows) {
            out.computeIfAbsent(r.getVmId(), k -> new ArrayList<>()).add(r);
        }
        return out;
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
     * {@link #MAX_KUBECTL_CHARS_PER_REQUEST} (SPEC 5: an owner's request stays within the library's limit whatever its
     * clusters printed). Every request carries all of the owner's clusters, VMs, map rows and details, so that SPEC 3.3's
     * one report per VM holds across them, but the outputs of only its part of the clusters; each cluster's answer is
     * taken from the request that carried its output. The VMs and details are read once for all of them.
     */
    private void checkOwnerOrThrow(Owner owner, Map<Long, List<VmMapRow>> wholeMapByVm, SweepSummary summary) {
        List<Long> clusterIds = owner.clusterIds();
        Map<Long, Map<String, String>> currentDetails = database(summary, () -> cloud.getDetails(clusterIds, DETAIL_NAMES));
        Map<Long, VmRecord> vmsById = readVms(owner.accountId, owner.rowsBefore, summary);
        Collection<VmMapRow> rows = rowsOfRequest(owner.rowsBefore, vmsById.keySet(), wholeMapByVm);

        List<ClusterResult> results = new ArrayList<>();
        for (Set<Long> part : outputParts(owner.clusters, owner.listings)) {
            List<VmMapCheckRequest.Cluster> requested = new ArrayList<>();
            for (ClusterRecord cluster : owner.clusters) {
                Kubectl kubectl = part.contains(cluster.getId()) && owner.isApplied(cluster) ? capped(owner.listings.get(cluster.getId())) : null;
                requested.add(withDetails(new VmMapCheckRequest.Cluster(cluster).withKubectl(kubectl), currentDetails.get(cluster.getId())));
            }
            results.addAll(checkPart(requested, part, vmsById.values(), rows, summary));
        }
        // SPEC 3.6: the owner's clusters and map rows again, one read each, before anything is applied.
        Map<Long, ClusterRecord> now = database(summary, () -> cloud.findClustersByIds(clusterIds));
        Map<Long, List<VmMapRow>> rowsNow = rowsByCluster(database(summary, () -> cloud.listVmMapRows(clusterIds)));
        Map<Long, ClusterRecord> byId = new HashMap<>();
        owner.clusters.forEach(c -> byId.put(c.getId(), c));
        for (ClusterResult result : results) {
            ClusterRecord cluster = byId.get(result.getId());
            if (cluster != null && owner.isApplied(cluster)) {
                if (applyResult(cluster, owner.rowsBefore, now.get(cluster.getId()), rowsNow, result, summary)) {
                    owner.results.put(cluster.getId(), result);
                }
            }
        }
    }

    /** The owner's VMs, and the mapped VMs of its clusters that are not (another owner's, or removed): one read each. */
    private Map<Long, VmRecord> readVms(long accountId, Map<Long, List<VmMapRow>> rowsByCluster, SweepSummary summary) {
        Map<Long, VmRecord> vmsById = new LinkedHashMap<>();
        for (VmRecord vm : database(summary, () -> cloud.listVmsOfAccount(accountId))) {
            vmsById.put(vm.getId(), vm);
        }
        Set<Long> mappedVmIds = new LinkedHashSet<>();
        rowsByCluster.values().forEach(rows -> rows.forEach(r -> mappedVmIds.add(r.getVmId())));
        List<Long> notYetRead = mappedVmIds.stream().filter(id -> !vmsById.containsKey(id)).collect(Collectors.toList());
        if (!notYetRead.isEmpty()) {
            for (VmRecord vm : database(summary, () -> cloud.listVmsIncludingRemoved(notYetRead))) {
                vmsById.put(vm.getId(), vm);
            }
        }
        return vmsById;
    }

    /** Every row of these clusters, and every row of any cluster that refers to one of these VMs (from one read of the whole map). */
    private static Collection<VmMapRow> rowsOfRequest(Map<Long, List<VmMapRow>> rowsByCluster, Collection<Long> vmIds,
            Map<Long, List<VmMapRow>> wholeMapByVm) {
        Map<Long, VmMapRow> rows = new LinkedHashMap<>();
        rowsByCluster.values().forEach(list -> list.forEach(r -> rows.put(r.getId(), r)));
        for (Long vmId : vmIds) {
            for (VmMapRow r : wholeMapByVm.getOrDefault(vmId, Collections.emptyList())) {
                rows.putIfAbsent(r.getId(), r);
            }
        }
        return rows.values();
    }

    /** True when the native library is loaded (it is tried once per start; see {@link #tick()}). */
    public boolean isLibraryLoaded() {
        return engineAvailable();
    }

    /**
     * SPEC 6's cluster list: the library's answer for these clusters from their details alone (one read), sent with no
     * VM, map row or kubectl, of which only what depends on the details and the state is read: how many mismatches
     * each cluster's details hold, and its stuck state. Nothing is applied. Empty when the library is unavailable.
     */
    public List<ClusterResult> answerFromDetails(List<ClusterRecord> clusters) {
        if (clusters.isEmpty() || !engineAvailable()) {
            return Collections.emptyList();
        }
        SweepSummary summary = new SweepSummary();
        summary.stateBoundsS = cloud.stateBoundsS();
        Map<Long, Map<String, String>> details = cloud.getDetails(clusters.stream().map(ClusterRecord::getId).collect(Collectors.toList()), DETAIL_NAMES);
        List<VmMapCheckRequest.Cluster> requested = new ArrayList<>();
        clusters.forEach(c -> requested.add(withDetails(new VmMapCheckRequest.Cluster(c), details.get(c.getId()))));
        return engine.check(request(requested, Collections.emptyList(), Collections.emptyList(), summary)).getClusters();
    }

    /**
     * SPEC 6's answer without a fresh check: from the database alone, with no SSH, no lock and nothing applied. The
     * cluster goes in a request as a sweep sends it, with its owner's other clusters whose map is checked (so that an
     * unmapped VM has the one reporter a sweep gives it), and without kubectl: the library evaluates the VM side now
     * and lists the node side as the last check stored it. Null when the library is unavailable or there is no such
     * cluster.
     */
    public ClusterResult viewKubernetesCluster(long clusterId) {
        if (!engineAvailable()) {
            return null;
        }
        SweepSummary summary = new SweepSummary();
        summary.stateBoundsS = cloud.stateBoundsS();
        ClusterRecord cluster = cloud.findClustersByIds(Collections.singletonList(clusterId)).get(clusterId);
        if (cluster == null) {
            return null;
        }
        List<ClusterRecord> clusters = new ArrayList<>();
        clusters.add(cluster);
        Map<Long, VmRecord> vmsById = new LinkedHashMap<>();
        Collection<VmMapRow> rows = Collections.emptyList();
        if (isMapChecked(cluster)) {
            cloud.listClustersOfAccount(cluster.getAccountId()).stream().filter(c -> c.getId() != clusterId && isMapChecked(c)).forEach(clusters::add);
            Map<Long, List<VmMapRow>> rowsByCluster = rowsByCluster(cloud.listVmMapRows(clusters.stream().map(ClusterRecord::getId)
                    .collect(Collectors.toList())));
            vmsById = readVms(cluster.getAccountId(), rowsByCluster, summary);
            rows = rowsOfRequest(rowsByCluster, vmsById.keySet(), rowsByVm(cloud.listWholeVmMap()));
        }
        List<Long> ids = clusters.stream().map(ClusterRecord::getId).collect(Collectors.toList());
        Map<Long, Map<String, String>> details = cloud.getDetails(ids, DETAIL_NAMES);
        List<VmMapCheckRequest.Cluster> requested = new ArrayList<>();
        clusters.forEach(c -> requested.add(withDetails(new VmMapCheckRequest.Cluster(c), details.get(c.getId()))));
        List<ClusterResult> results = engine.check(request(requested, vmsById.values(), rows, summary)).getClusters();
        return results.stream().filter(r -> r.getId() == clusterId).findFirst().orElse(null);
    }

    /**
     * One engine call, whose answers are kept for the clusters of {@code part} only. If the engine refuses it, each
     * cluster of the part is sent alone, so that one cluster whose request fails never costs the others their check (SPEC 5).
     */
    private List<ClusterResult> checkPart(List<VmMapCheckRequest.Cluster> requested, Set<Long> part, Collection<VmRecord> ownerVms,
            Collection<VmMapRow> rows, SweepSummary summary) {
        try {
            return engine.check(request(requested, ownerVms, rows, summary)).getClusters().stream().filter(r -> part.contains(r.getId()))
                    .collect(Collectors.toList());
        } catch (VmMapCheckException e) {
            if (requested.size() == 1) {
                summary.failed++;
                logger.warn("Kubernetes cluster VM map check of {} failed: {}", requested.get(0), e.getMessage());
                return Collections.emptyList();
            }
            List<ClusterResult> out = new ArrayList<>();
            for (VmMapCheckRequest.Cluster alone : requested) {
                if (part.contains(alone.getId())) {
                    out.addAll(checkPart(Collections.singletonList(alone), part, ownerVms, rows, summary));
                }
            }
            return out;
        }
    }

    private VmMapCheckRequest request(List<VmMapCheckRequest.Cluster> part, Collection<VmRecord> ownerVms, Collection<VmMapRow> rows, SweepSummary summary) {
        VmMapCheckRequest request = new VmMapCheckRequest(cloud.nowMillis());
        if (summary.stateBoundsS != null) {
            request.withSettings(new VmMapCheckRequest.Settings(null, null, null).withStateBoundsS(summary.stateBoundsS));
        }
        part.forEach(request::addCluster);
        ownerVms.forEach(request::addVm);
        rows.forEach(request::addMapRow);
        return request;
    }

    /**
     * The clusters, in order, in parts whose kubectl outputs (as cut by {@link #capped}) take at most
     * {@link #MAX_KUBECTL_CHARS_PER_REQUEST} characters together; every cluster is in exactly one part.
     */
    static List<Set<Long>> outputParts(List<ClusterRecord> clusters, Map<Long, Kubectl> listings) {
        List<Set<Long>> parts = new ArrayList<>();
        Set<Long> part = new HashSet<>();
        long chars = 0;
        for (ClusterRecord c : clusters) {
            Kubectl kubectl = listings.get(c.getId());
            long n = kubectl != null && kubectl.isOk() ? Math.min(kubectl.getOutput().length(), MAX_KUBECTL_OUTPUT_CHARS + 1L) : 0;
            if (!part.isEmpty() && chars + n > MAX_KUBECTL_CHARS_PER_REQUEST) {
                parts.add(part);
                part = new HashSet<>();
                chars = 0;
            }
            part.add(c.getId());
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
        if (kubectl.isOk() && kubectl.getOutput().length() > MAX_KUBECTL_OUTPUT_CHARS) {
            return Kubectl.ok(kubectl.getOutput().substring(0, MAX_KUBECTL_OUTPUT_CHARS + 1));
        }
        return kubectl;
    }

    /**
     * Applies one cluster's answer (SPEC 3.6 and 3.5): nothing if its state or (for a cluster whose map is checked) its
     * map changed; details, events, alerts. A skipped cluster's answer holds at most the state watch's (SPEC 3.7).
     * True when its details and events were stored (or there was nothing to store).
     */
    private boolean applyResult(ClusterRecord cluster, Map<Long, List<VmMapRow>> rowsBefore, ClusterRecord now, Map<Long, List<VmMapRow>> rowsNow,
            ClusterResult result, SweepSummary summary) {
        if (!result.isChecked()) {
            summary.skipped++;
            if (result.getDetails().isEmpty() && result.getEvents().isEmpty() && result.getAlerts().isEmpty()) {
                return true;
            }
        }
        List<VmMapRow> before = rowsBefore.getOrDefault(cluster.getId(), Collections.emptyList());
        if (now == null || !cluster.getState().equals(now.getState())
                || result.isChecked() && !before.equals(rowsNow.getOrDefault(cluster.getId(), Collections.emptyList()))) {
            summary.notApplied++;
            logger.debug("{} changed during the VM map check; nothing applied for it in this run", result.getLabel());
            return false;
        }
        if (result.isChecked()) {
            summary.checked++;
            noteNodeView(cluster, result, summary);
        }
        // SPEC 3.6: the details and the events in one transaction, so that no key is stored without its event and no
        // event without its key; the alerts only after it commits (an alert can be lost to a crash, never doubled).
        List<Event> toRecord = result.getEvents();
        try {
            database(summary, () -> {
                cloud.inTransaction(() -> {
                    if (!result.getDetails().isEmpty()) {
                        cloud.applyDetails(cluster.getId(), result.getDetails());
                    }
                    for (Event event : toRecord) {
                        cloud.recordEvent(cluster, event);
                    }
                });
                return null;
            });
        } catch (RuntimeException e) {
            summary.applyFailures++;
            logger.warn("Could not store the VM map check details and events of {}; nothing of it was stored, no alert sent, and the next "
                    + "run reports the same mismatches: {}", result.getLabel(), e.getMessage(), e);
            return false;
        }
        summary.newMismatches += result.countNewFindings();
        summary.eventsRecorded += toRecord.size();
        for (Alert alert : result.getAlerts()) {
            try {
                cloud.sendAlert(alert);
                summary.alertsSent++;
            } catch (RuntimeException e) {
                logger.warn("Could not send the VM map check alert \"{}\": {}", alert.getSubject(), e.getMessage());
            }
        }
        return true;
    }

    /** Counts an unavailable node view, and logs why when it becomes unavailable, changes reason, or comes back. */
    private void noteNodeView(ClusterRecord cluster, ClusterResult result, SweepSummary summary) {
        String label = result.getLabel();
        if (result.isNodeViewAvailable()) {
            if (unavailableNodeViews.remove(cluster.getId()) != null) {
                logger.info("{}: the VM map check sees its Kubernetes nodes again; node checks resume", label);
            }
            return;
        }
        summary.nodeViewsUnavailable++;
        String reason = result.getNodeViewReason() == null ? "no reason given" : result.getNodeViewReason();
        if (!reason.equals(unavailableNodeViews.put(cluster.getId(), reason))) {
            logger.warn("{}: the VM map check cannot see its Kubernetes nodes ({}); node checks are off for it until they can be listed again",
                    label, reason);
        }
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
