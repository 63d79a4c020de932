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
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker.Cloud.SshEndpoint;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmMapRow;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Alert;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.ClusterResult;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Event;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.DetailChange;

/**
 * The VM map check (SPEC 3.6, 5 and 6) over its one seam, {@link Cloud}: at most one sweep
 * per interval in the cloud, database reads on the sweep thread, node listings on a pool that touches no database,
 * each owner checked as soon as its listings are in (or the sweep deadline cuts them off).
 */
public class KubernetesClusterVmMapCheckWorker {
    protected Logger logger = LogManager.getLogger(getClass());

    public static final long CHECK_INTERVAL_MS = 5 * 60 * 1000L;
    /** The kubectl characters one request carries at most: six JSON bytes each (an escaped control character) in half the 64 MiB limit. */
    public static final long MAX_KUBECTL_CHARS_PER_REQUEST = 32L * 1024 * 1024 / 6;
    /** The details the library keeps: the reported mismatches (SPEC 3.4) and the state watch's record (SPEC 3.7). */
    public static final String DETAIL_VM_DRIFT = "vmMapCheckReportedVmDrift";
    public static final String DETAIL_NODE_DRIFT = "vmMapCheckReportedNodeDrift";
    public static final String DETAIL_STATE_SINCE = "vmMapCheckStateSince";
    public static final String DETAIL_ALERT_REASON = "vmMapCheckAlertReason";
    /** SPEC 3.5's budget's setting, a ConfigKey of the check bean; and the one alert type of the check. */
    public static final String ALERT_BUDGET_SETTING = "cloud.kubernetes.cluster.vm.map.check.alert.budget";
    static final String ALERT_TYPE = "ALERT_TYPE_USERVM";
    static final List<String> DETAIL_NAMES = Arrays.asList(DETAIL_VM_DRIFT, DETAIL_NODE_DRIFT, DETAIL_STATE_SINCE, DETAIL_ALERT_REASON);
    public static final long STOP_WAIT_MS = 10_000L;
    static final int DETAILS_ONLY_CLUSTERS_PER_REQUEST = 500;
    public static final String SWEEP_DEADLINE_REASON = "sweep deadline: the node listing did not finish in time";
    /** An output up to this many characters is always kept: a node line per node of a cluster of a few hundred nodes. */
    public static final int UNCHARGED_OUTPUT_CHARS = 16 * 1024;
    /** The characters of larger outputs a sweep keeps at once, listed and waiting for their owner's check. */
    public static final long MAX_HELD_OUTPUT_CHARS = 64L * 1024 * 1024;
    /** A wait on the listings up to this long keeps the sweep's database connection (giving it back costs four statements). */
    static final long CONNECTION_KEPT_WAITING_NANOS = TimeUnit.SECONDS.toNanos(1);
    public static final String OUTPUT_BUDGET_REASON = "the sweep's budget for large kubectl outputs was spent: the output was not kept";

    private final Cloud cloud;
    private final Supplier<VmMapCheckEngine> engineFactory;
    private final ExecutorService executor;
    private final IntFunction<ExecutorService> listingPools;

    /** Before this time (epoch ms) no tick starts a check: the last sweep, here or on another server, is too recent. */
    private volatile long nextAttemptMs = Long.MIN_VALUE;
    private volatile VmMapCheckEngine engine;
    private volatile boolean engineUnavailable;
    private volatile SweepSummary lastSummary;
    private volatile ExecutorService currentPool;
    /** Clusters whose listing the last sweep's deadline cut off: they are listed first in the next sweep. */
    private volatile Set<Long> missedDeadline = Collections.emptySet();
    long heldOutputBudgetChars = MAX_HELD_OUTPUT_CHARS;

    /** {@code executor} runs {@link #tick()} (stopped with the worker); the listing pools' tasks touch no DAO. */
    public KubernetesClusterVmMapCheckWorker(Cloud cloud, Supplier<VmMapCheckEngine> engineFactory, ExecutorService executor,
            IntFunction<ExecutorService> listingPools) {
        this.cloud = cloud;
        this.engineFactory = engineFactory;
        this.executor = executor;
        this.listingPools = listingPools;
    }

    public static int clampParallelism(int setting) {
        return Math.max(Cloud.MIN_SSH_PARALLELISM, Math.min(Cloud.MAX_SSH_PARALLELISM, setting));
    }

    /**
     * A scheduled run: a sweep when the check is on and due, on the caller's thread (the check's scheduled executor,
     * which never runs two at once); true if one was tried. Never throws, so that the schedule goes on.
     */
    public boolean tick() {
        boolean tried = false;
        try {
            long now = cloud.nowMillis();
            if (cloud.isEnabled() && isLibraryLoaded() && now >= nextAttemptMs) {
                nextAttemptMs = now + CHECK_INTERVAL_MS;
                tried = true;
                runScheduledCheck();
            }
        } catch (RuntimeException | Error e) {
            // An Error too (a class missing at run time): the management server's log must say it, and the next run comes.
            logger.error("Kubernetes cluster VM map check failed: {}", e, e);
        }
        return tried;
    }

    /** What the last completed check did, or null before the first one. */
    public SweepSummary getLastSummary() {
        return lastSummary;
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
    public boolean isLibraryLoaded() {
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
            // Less than an interval away either way: this interval's sweep (ahead: a server whose clock is ahead).
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
            // Held elsewhere: the next tick asks again.
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
     * SPEC 6's fresh check of one cluster as a sweep checks it (lock, deadline, dedupe, apply); its owner's other clusters
     * are in the request (SPEC 3.3), neither listed nor applied. Its answer once applied; else {@link NotCheckedException}
     * says why.
     */
    public ClusterResult checkKubernetesCluster(long clusterId) {
        if (!isLibraryLoaded()) {
            throw new NotCheckedException(NotCheckedException.Reason.LIBRARY_NOT_LOADED);
        }
        AtomicBoolean gone = new AtomicBoolean();
        SweepSummary summary = underLock(() -> {
            ClusterRecord cluster = cloud.findClustersByIds(Collections.singletonList(clusterId)).get(clusterId);
            gone.set(cluster == null);
            return cluster == null ? null : sweep(cluster);
        });
        if (gone.get()) {
            throw new NotCheckedException(NotCheckedException.Reason.GONE);
        } else if (summary == null) {
            throw new NotCheckedException(NotCheckedException.Reason.LOCK_HELD);
        } else if (summary.clusterResult == null) {
            throw new NotCheckedException(summary.notApplied > 0 ? NotCheckedException.Reason.CHANGED : NotCheckedException.Reason.FAILED);
        }
        return summary.clusterResult;
    }

    /** Why a fresh check of one cluster gave no answer: each is its own answer of the API (SPEC 6). */
    public static final class NotCheckedException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        /** The check off, not started on this server or its library missing, and the four ways a fresh check ends without an answer. */
        public enum Reason {
            OFF, NOT_STARTED, LIBRARY_NOT_LOADED, GONE, LOCK_HELD, CHANGED, FAILED
        }

        public final Reason reason;

        public NotCheckedException(Reason reason) {
            super(reason.name());
            this.reason = reason;
        }
    }

    private SweepSummary underLock(Supplier<SweepSummary> check) {
        if (!isLibraryLoaded()) {
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

    /** A sweep of every cluster to check, or, for {@code only}, the check of that one cluster. */
    private SweepSummary sweep(ClusterRecord only) {
        long startNanos = System.nanoTime();
        long deadlineNanos = startNanos + TimeUnit.MILLISECONDS.toNanos(Math.max(0, cloud.sweepDeadlineMs()));
        SweepSummary summary = new SweepSummary();
        summary.stateBoundsS = cloud.stateBoundsS();
        summary.gracePeriodS = cloud.gracePeriodS();
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
        }
        if (only != null) {
            listed.removeIf(c -> c.id == only.id);
            listed.add(0, only);
        } else {
            Set<Long> missed = missedDeadline;
            listed.sort(Comparator.comparing(c -> !missed.contains(c.id)));
        }

        Map<Long, Owner> owners = new LinkedHashMap<>();
        for (ClusterRecord cluster : listed) {
            owners.computeIfAbsent(cluster.accountId, Owner::new).clusters.add(cluster);
        }
        List<Owner> listing = new ArrayList<>();
        for (Owner owner : owners.values()) {
            owner.only = only == null ? null : only.id;
            // The map as the sweep begins, before any listing: a change before the apply makes the re-read differ (SPEC 3.6).
            try {
                owner.rowsBefore = rowsByCluster(database(summary, () -> cloud.listVmMapRows(ids(owner.clusters))));
                listing.add(owner);
            } catch (RuntimeException e) {
                summary.failed += owner.clusters.size();
                logger.warn("Could not read the VM map of the clusters of account {}: {}", owner.accountId, e.getMessage(), e);
            }
        }

        // A sweep reads the whole map once for all owners; the check of one cluster reads the rows of its owner's VMs alone.
        Map<Long, List<VmMapRow>> wholeMapByVm = listing.isEmpty() || only != null ? null : rowsByVm(database(summary, cloud::listWholeVmMap));
        List<ClusterRecord> toList = new ArrayList<>();
        listing.forEach(o -> o.clusters.stream().filter(o::isApplied).forEach(toList::add));
        Map<Long, SshEndpoint> resolved = resolveEndpoints(toList, summary);
        // The check's own read failed: no listing, and nothing said of the nodes (not a failure of the cluster's).
        boolean endpointsUnread = resolved == null;
        Map<Long, SshEndpoint> endpoints = endpointsUnread ? Collections.emptyMap() : resolved;
        summary.listingsRun = (int) toList.stream().map(c -> endpoints.get(c.id)).filter(e -> e != null && e.isReachable()).count();
        // Threads start as listings are queued, so a small cloud starts few (BENCHMARKS.md: 64 list 5 000 clusters in time).
        summary.poolSize = Math.max(1, Math.min(clampParallelism(cloud.sshParallelism()), summary.listingsRun));
        ExecutorService pool = listingPools.apply(summary.poolSize);
        currentPool = pool;
        Set<Long> cutOff = ConcurrentHashMap.newKeySet();
        AtomicLong heldChars = new AtomicLong();
        LinkedBlockingQueue<Owner> ready = new LinkedBlockingQueue<>();
        try {
            for (Owner owner : listing) {
                for (ClusterRecord cluster : owner.clusters) {
                    SshEndpoint endpoint = endpoints.get(cluster.id);
                    CompletableFuture<Kubectl> kubectl;
                    if (!owner.isApplied(cluster)) {
                        kubectl = CompletableFuture.completedFuture(Kubectl.notListed("not listed: the check of another cluster"));
                    } else if (endpointsUnread) {
                        kubectl = CompletableFuture.completedFuture(Kubectl.notListed(ENDPOINTS_UNREAD_REASON));
                    } else if (endpoint == null || !endpoint.isReachable()) {
                        kubectl = CompletableFuture.completedFuture(notReached(endpoint));
                    } else {
                        // No task context: a listing touches no DAO, so it holds no database connection while it waits on SSH.
                        kubectl = CompletableFuture.supplyAsync(() -> System.nanoTime() - deadlineNanos < 0 ? cloud.listNodes(cluster, endpoint) : null, pool)
                                .handle((result, thrown) -> listed(cluster.id, result, thrown, deadlineNanos, cutOff, heldChars));
                    }
                    owner.listings.put(cluster.id, kubectl);
                }
                CompletableFuture.allOf(owner.listings.values().toArray(new CompletableFuture<?>[0])).whenComplete((v, e) -> ready.add(owner));
            }
            int left = listing.size();
            boolean cut = false;
            while (left > 0) {
                long wait = deadlineNanos - System.nanoTime();
                if (wait <= 0 && !cut) {
                    // The deadline: every listing still out is cut off, which readies its owner, and none starts any more.
                    cut = true;
                    listing.forEach(o -> o.listings.forEach((id, f) -> {
                        if (f.complete(Kubectl.notListed(SWEEP_DEADLINE_REASON))) {
                            cutOff.add(id);
                        }
                    }));
                    pool.shutdownNow();
                }
                Owner owner = cut ? ready.poll() : ready.poll(Math.min(wait, CONNECTION_KEPT_WAITING_NANOS), TimeUnit.NANOSECONDS);
                if (owner == null) {
                    releaseDatabaseConnection(summary);
                    owner = cut ? ready.take() : ready.poll(deadlineNanos - System.nanoTime(), TimeUnit.NANOSECONDS);
                }
                if (owner != null) {
                    checkOwner(owner, wholeMapByVm, summary);
                    owner.listings.values().stream().filter(f -> !f.isCompletedExceptionally()).forEach(f -> heldChars.addAndGet(-charged(f.join())));
                    owner.listings.clear();
                    left--;
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
            missedDeadline = new HashSet<>(cutOff);
        } else if (summary.clusterResult == null && !listing.isEmpty()) {
            summary.clusterResult = listing.get(0).results.get(only.id);
        }
        return finish(summary, startNanos, only);
    }

    /** SPEC 5: no database connection is held while the sweep waits on SSH; if it cannot be given back, the sweep goes on. */
    private void releaseDatabaseConnection(SweepSummary summary) {
        try {
            database(summary, () -> {
                cloud.releaseDatabaseConnection();
                return null;
            });
        } catch (RuntimeException e) {
            logger.warn("Could not give back the database connection before waiting on the node listings: {}", e.getMessage());
        }
    }

    private SweepSummary finish(SweepSummary summary, long startNanos, ClusterRecord only) {
        sendAlerts(summary);
        summary.durationMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
        if (only == null) {
            logger.info(summary.toLogLine());
            lastSummary = summary;
        } else {
            logger.info("{} (cluster id {} alone)", summary.toLogLine(), only.id);
        }
        return summary;
    }

    static List<Long> ids(Collection<? extends ClusterRecord> clusters) {
        return clusters.stream().map(c -> c.id).collect(Collectors.toList());
    }

    /** The clusters as a request carries them, with their details and the kubectl result {@code kubectl} gives each. */
    private static List<VmMapCheckRequest.Cluster> requested(List<ClusterRecord> clusters, Map<Long, Map<String, String>> details,
            Function<ClusterRecord, Kubectl> kubectl) {
        List<VmMapCheckRequest.Cluster> out = new ArrayList<>();
        for (ClusterRecord c : clusters) {
            VmMapCheckRequest.Cluster one = new VmMapCheckRequest.Cluster(c, kubectl.apply(c));
            one.details.putAll(details.getOrDefault(c.id, Collections.emptyMap()));
            out.add(one);
        }
        return out;
    }

    /** SPEC 3.7's clusters watched for their state alone: one request of their details, no SSH, VM or map row. */
    private void checkStateWatchOnly(List<ClusterRecord> clusters, SweepSummary summary) {
        if (clusters.isEmpty()) {
            return;
        }
        try {
            List<Long> ids = ids(clusters);
            Map<Long, Map<String, String>> details = database(summary, () -> cloud.getDetails(ids, DETAIL_NAMES));
            List<ClusterResult> results = checkPart(requested(clusters, details, c -> null), new HashSet<>(ids), Collections.emptyList(),
                    Collections.emptyList(), summary);
            Map<Long, ClusterRecord> byId = new HashMap<>();
            clusters.forEach(c -> byId.put(c.id, c));
            for (ClusterResult result : results) {
                if (applyResult(byId.get(result.id), null, result, summary)) {
                    summary.clusterResult = result;
                }
            }
        } catch (RuntimeException e) {
            summary.failed += clusters.size();
            logger.warn("Kubernetes cluster VM map check of the {} clusters watched for their state failed: {}", clusters.size(), e.getMessage(), e);
        }
    }

    static final String ENDPOINT_DEFERRED_REASON = "not listed: how to reach its control node is resolved in a later sweep (a sweep resolves a bounded number)";
    static final String ENDPOINTS_UNREAD_REASON = "not listed: the check could not read how to reach the control nodes (the management server's log says why)";

    /** The control nodes' endpoints; null if the check's own read of them failed. */
    private Map<Long, SshEndpoint> resolveEndpoints(List<ClusterRecord> toList, SweepSummary summary) {
        if (toList.isEmpty()) {
            return Collections.emptyMap();
        }
        try {
            return database(summary, () -> cloud.findEndpoints(toList));
        } catch (RuntimeException e) {
            logger.warn("Could not read how to reach the control nodes for the Kubernetes cluster VM map check: {}", e.getMessage(), e);
            return null;
        }
    }

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
        final Map<Long, CompletableFuture<Kubectl>> listings = new HashMap<>();
        Map<Long, List<VmMapRow>> rowsBefore;
        /** The one cluster listed and applied in the check of one cluster; null in a sweep (all of them). */
        Long only;
        /** The answers applied, by cluster id. */
        final Map<Long, ClusterResult> results = new HashMap<>();

        Owner(long accountId) {
            this.accountId = accountId;
        }

        boolean isApplied(ClusterRecord cluster) {
            return only == null || only == cluster.id;
        }
    }

    private static Map<Long, List<VmMapRow>> rowsByCluster(List<VmMapRow> rows) {
        return rows.stream().collect(Collectors.groupingBy(r -> r.clusterId));
    }

    private static Map<Long, List<VmMapRow>> rowsByVm(List<VmMapRow> rows) {
        return rows.stream().collect(Collectors.groupingBy(r -> r.vmId));
    }

    /** The owner's clusters in one request, or in parts by output size, each carrying all of the owner's clusters (SPEC 3.3). */
    private void checkOwner(Owner owner, Map<Long, List<VmMapRow>> wholeMapByVm, SweepSummary summary) {
        try {
            List<Long> clusterIds = ids(owner.clusters);
            Map<Long, Map<String, String>> currentDetails = database(summary, () -> cloud.getDetails(clusterIds, DETAIL_NAMES));
            Map<Long, VmRecord> vmsById = readVms(owner.accountId, owner.rowsBefore, summary);
            Collection<VmMapRow> rows = rowsOfRequest(owner.rowsBefore, vmsById.keySet(), wholeMapByVm != null ? wholeMapByVm
                    : rowsByVm(database(summary, () -> cloud.listVmMapRowsOfVms(vmsById.keySet()))));
            List<ClusterResult> results = new ArrayList<>();
            Map<Long, Kubectl> listings = new HashMap<>();
            owner.listings.forEach((id, f) -> listings.put(id, f.join()));
            for (Set<Long> part : outputParts(owner.clusters, listings)) {
                List<VmMapCheckRequest.Cluster> requested = requested(owner.clusters, currentDetails,
                        c -> part.contains(c.id) && owner.isApplied(c) ? listings.get(c.id) : null);
                results.addAll(checkPart(requested, part, vmsById.values(), rows, summary));
            }
            Map<Long, ClusterRecord> byId = new HashMap<>();
            owner.clusters.forEach(c -> byId.put(c.id, c));
            for (ClusterResult result : results) {
                ClusterRecord cluster = byId.get(result.id);
                if (cluster != null && owner.isApplied(cluster)
                        && applyResult(cluster, owner.rowsBefore.getOrDefault(cluster.id, Collections.emptyList()), result, summary)) {
                    owner.results.put(cluster.id, result);
                }
            }
        } catch (RuntimeException e) {
            summary.failed += owner.clusters.size();
            logger.warn("Kubernetes cluster VM map check of the clusters of account {} failed: {}", owner.accountId, e.getMessage(), e);
        }
    }

    /** The owner's VMs, and the mapped VMs of its clusters that are not (another owner's, or removed). */
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

    /** Every row of these clusters, and every row of any cluster that refers to one of these VMs. */
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

    /** SPEC 6's cluster list: the library's answer from the clusters' details alone; nothing applied. */
    public List<ClusterResult> answerFromDetails(List<ClusterRecord> clusters) {
        if (clusters.isEmpty() || !isLibraryLoaded()) {
            return Collections.emptyList();
        }
        Map<String, Long> bounds = cloud.stateBoundsS();
        Map<Long, Map<String, String>> details = cloud.getDetails(ids(clusters), DETAIL_NAMES);
        // A failed kubectl, not none: the stored node keys are then left alone, not listed as findings with their texts.
        Kubectl detailsOnly = Kubectl.notListed("the cluster list reads the details only");
        List<ClusterResult> out = new ArrayList<>();
        for (int from = 0; from < clusters.size(); from += DETAILS_ONLY_CLUSTERS_PER_REQUEST) {
            List<ClusterRecord> page = clusters.subList(from, Math.min(clusters.size(), from + DETAILS_ONLY_CLUSTERS_PER_REQUEST));
            out.addAll(engine.check(request(requested(page, details, c -> detailsOnly), Collections.emptyList(), Collections.emptyList(), bounds, null)).clusters);
        }
        return out;
    }

    /** SPEC 6's answer from the database alone (no SSH, no lock, nothing applied): a sweep's request without kubectl; else why not. */
    public ClusterResult viewKubernetesCluster(long clusterId) {
        if (!isLibraryLoaded()) {
            throw new NotCheckedException(NotCheckedException.Reason.LIBRARY_NOT_LOADED);
        }
        ClusterRecord cluster = cloud.findClustersByIds(Collections.singletonList(clusterId)).get(clusterId);
        if (cluster == null) {
            throw new NotCheckedException(NotCheckedException.Reason.GONE);
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
        VmMapCheckRequest request = request(requested(clusters, details, c -> null), vmsById.values(), rows, cloud.stateBoundsS(), cloud.gracePeriodS());
        return engine.check(request).clusters.stream().filter(r -> r.id == clusterId).findFirst()
                .orElseThrow(() -> new NotCheckedException(NotCheckedException.Reason.FAILED));
    }

    /**
     * One engine call, answers kept for {@code part}. If refused, each cluster of the part again (SPEC 5): with VMs in
     * the request, the others come too without their listings, so that SPEC 3.3's one report per VM still sees them.
     */
    private List<ClusterResult> checkPart(List<VmMapCheckRequest.Cluster> requested, Set<Long> part, Collection<VmRecord> ownerVms,
            Collection<VmMapRow> rows, SweepSummary summary) {
        try {
            return engine.check(request(requested, ownerVms, rows, summary.stateBoundsS, summary.gracePeriodS)).clusters.stream().filter(r -> part.contains(r.id))
                    .collect(Collectors.toList());
        } catch (VmMapCheckException e) {
            if (part.size() == 1) {
                summary.failed++;
                logger.warn("Kubernetes cluster VM map check of Kubernetes cluster id {} failed: {}", part.iterator().next(), e.getMessage());
                return Collections.emptyList();
            }
            List<ClusterResult> out = new ArrayList<>();
            for (VmMapCheckRequest.Cluster alone : requested) {
                if (part.contains(alone.id)) {
                    List<VmMapCheckRequest.Cluster> again = ownerVms.isEmpty() ? Collections.singletonList(alone)
                            : requested.stream().map(c -> c == alone ? c : c.withoutKubectl()).collect(Collectors.toList());
                    out.addAll(checkPart(again, Collections.singleton(alone.id), ownerVms, rows, summary));
                }
            }
            return out;
        }
    }

    private VmMapCheckRequest request(List<VmMapCheckRequest.Cluster> part, Collection<VmRecord> ownerVms, Collection<VmMapRow> rows,
            Map<String, Long> stateBoundsS, Long gracePeriodS) {
        VmMapCheckRequest request = new VmMapCheckRequest(cloud.nowMillis());
        if (stateBoundsS != null || gracePeriodS != null) {
            request.settings = new VmMapCheckRequest.Settings();
            request.settings.stateBoundsS = stateBoundsS;
            request.settings.gracePeriodS = gracePeriodS;
        }
        request.clusters.addAll(part);
        request.vms.addAll(ownerVms);
        request.map.addAll(rows);
        return request;
    }

    /** The clusters in parts whose outputs take at most {@link #MAX_KUBECTL_CHARS_PER_REQUEST} chars together. */
    static List<Set<Long>> outputParts(List<ClusterRecord> clusters, Map<Long, Kubectl> listings) {
        List<Set<Long>> parts = new ArrayList<>();
        Set<Long> part = new HashSet<>();
        long chars = 0;
        for (ClusterRecord c : clusters) {
            Kubectl kubectl = listings.get(c.id);
            long n = kubectl != null && kubectl.ok ? kubectl.output.length() : 0;
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

    /**
     * The listing of a cluster whose control node is not reached: no endpoint resolved in this sweep (not listed, its node
     * side as last found), CKS finds no address, or why not.
     */
    public static Kubectl notReached(SshEndpoint endpoint) {
        return endpoint == null ? Kubectl.notListed(ENDPOINT_DEFERRED_REASON) : endpoint.noAddress ? Kubectl.noAddress() : Kubectl.failed(endpoint.unreachableReason);
    }

    /**
     * A listing's result as the sweep keeps it: not used once the deadline has passed; an output over
     * {@link #UNCHARGED_OUTPUT_CHARS} kept only while the sweep's budget lasts; whatever the listing threw (an
     * {@code Error} too) makes its own node view unavailable, nothing else.
     */
    private Kubectl listed(long clusterId, Kubectl result, Throwable thrown, long deadlineNanos, Set<Long> cutOff, AtomicLong heldChars) {
        if (System.nanoTime() - deadlineNanos >= 0) {
            cutOff.add(clusterId);
            return Kubectl.notListed(SWEEP_DEADLINE_REASON);
        }
        Throwable cause = thrown != null && thrown.getCause() != null ? thrown.getCause() : thrown;
        if (cause != null) {
            // listNodes answers every failure of SSH and kubectl itself: what it throws is the check's own (an Error).
            logger.warn("The node listing of Kubernetes cluster id {} threw: its node view is unavailable in this run", clusterId, cause);
            return Kubectl.notListed("not listed: the check's listing threw " + cause.getClass().getSimpleName() + ": " + cause.getMessage());
        }
        if (result == null) {
            return Kubectl.notListed("no result from the node lister");
        }
        long chars = charged(result);
        if (chars > 0 && heldChars.addAndGet(chars) > heldOutputBudgetChars) {
            heldChars.addAndGet(-chars);
            return Kubectl.notListed(OUTPUT_BUDGET_REASON);
        }
        return result;
    }

    /** The characters a kept output takes from the sweep's budget until its owner is checked. */
    static long charged(Kubectl kubectl) {
        return kubectl.ok && kubectl.output.length() > UNCHARGED_OUTPUT_CHARS ? kubectl.output.length() : 0;
    }

    /**
     * Applies one cluster's answer unless its state or map rows ({@code rowsRead}; null: its state alone) changed
     * since they were read: compared under the row lock, in the transaction that writes (SPEC 3.6). True when stored
     * or nothing to store.
     */
    private boolean applyResult(ClusterRecord cluster, List<VmMapRow> rowsRead, ClusterResult result, SweepSummary summary) {
        if (!result.isChecked() && result.details.isEmpty() && result.events.isEmpty() && result.alerts.isEmpty()) {
            summary.skipped++;
            return true;
        }
        boolean applied;
        try {
            applied = database(summary, () -> cloud.applyInTransaction(cluster, result.isChecked() ? rowsRead : null, result.details, result.events));
        } catch (RuntimeException e) {
            summary.applyFailures++;
            logger.warn("Could not store the VM map check details and events of {}; nothing of it was stored, no alert sent, and the next "
                    + "run reports the same mismatches: {}", result.label, e.getMessage(), e);
            return false;
        }
        if (!applied) {
            summary.notApplied++;
            logger.debug("{} changed during the VM map check; nothing applied for it in this run", result.label);
            return false;
        }
        if (!result.isChecked()) {
            summary.skipped++;
        } else {
            summary.checked++;
            if (!result.isNodeViewAvailable()) {
                summary.nodeViewsUnavailable++;
                logger.debug("{}: the VM map check cannot see its Kubernetes nodes: {}", result.label, result.nodeViewReason);
            }
        }
        // Alerts after the commit: lost to a crash, never doubled.
        summary.newMismatches += result.countNewFindings();
        summary.eventsRecorded += result.events.size();
        if (!result.alerts.isEmpty()) {
            summary.alertsDue.add(new ClusterAlerts(cluster.id, result.countNewFindings(), result.alerts));
        }
        return true;
    }

    /** One cluster's alerts of a run, sent at its end (SPEC 3.5's budget orders them by cluster id). */
    static final class ClusterAlerts {
        final long clusterId;
        final long newMismatches;
        final List<Alert> alerts;

        ClusterAlerts(long clusterId, long newMismatches, List<Alert> alerts) {
            this.clusterId = clusterId;
            this.newMismatches = newMismatches;
            this.alerts = alerts;
        }
    }

    /**
     * SPEC 3.5's cloud-wide budget: the run's alerts by cluster id, then each cluster's own order, at most
     * {@code budget} of them (0: all); then one alert, in zone 0 as CloudStack's cloud-wide alerts are, sums up the new
     * mismatches of the clusters whose alerts were not all sent. Every new mismatch already has its event.
     */
    static List<Alert> withinBudget(List<ClusterAlerts> due, int budget) {
        List<ClusterAlerts> ordered = new ArrayList<>(due);
        ordered.sort(Comparator.comparingLong(c -> c.clusterId));
        List<Alert> out = new ArrayList<>();
        long notAlerted = 0;
        int clustersNotAlerted = 0;
        for (ClusterAlerts cluster : ordered) {
            int room = budget <= 0 ? cluster.alerts.size() : Math.max(0, Math.min(cluster.alerts.size(), budget - out.size()));
            out.addAll(cluster.alerts.subList(0, room));
            if (room < cluster.alerts.size()) {
                clustersNotAlerted++;
                notAlerted += room == 0 ? cluster.newMismatches : Math.max(1, cluster.newMismatches - room);
            }
        }
        if (clustersNotAlerted > 0) {
            Alert summary = new Alert();
            summary.type = ALERT_TYPE;
            summary.zoneId = 0;
            summary.subject = String.format("Kubernetes cluster VM map check: %s in %s not alerted, the budget of %d alerts a run spent",
                    SweepSummary.count(notAlerted, "new mismatch"), SweepSummary.count(clustersNotAlerted, "Kubernetes cluster"), budget);
            summary.body = "This run of the Kubernetes cluster VM map check sent the " + budget + " alerts its budget allows (global setting "
                    + ALERT_BUDGET_SETTING + ", 0 for no budget) and no more. Every new mismatch has its event (type "
                    + "KUBERNETES.CLUSTER.VM.MAP.CHECK, root admins only) and is stored as reported: see the VM map mismatches column of the "
                    + "Kubernetes cluster list, or getKubernetesClusterVmMapCheckResults for each cluster.";
            out.add(summary);
        }
        return out;
    }

    private void sendAlerts(SweepSummary summary) {
        if (summary.alertsDue.isEmpty()) {
            return;
        }
        int budget;
        try {
            budget = cloud.alertBudget();
        } catch (RuntimeException e) {
            budget = Cloud.DEFAULT_ALERT_BUDGET;
            logger.warn("Could not read {}; the VM map check takes its default, {}: {}", ALERT_BUDGET_SETTING, budget, e.getMessage());
        }
        for (Alert alert : withinBudget(summary.alertsDue, budget)) {
            try {
                cloud.sendAlert(alert);
                summary.alertsSent++;
            } catch (RuntimeException e) {
                logger.warn("Could not send the VM map check alert \"{}\": {}", alert.subject, e.getMessage());
            }
        }
        summary.alertsDue.clear();
    }

    /** What one check did. */
    public static class SweepSummary {
        public int checked;
        public int skipped;
        public int notApplied;
        public int failed;
        public int nodeViewsUnavailable;
        public int pastDeadline;
        public long newMismatches;
        public int applyFailures;
        public int eventsRecorded;
        public int alertsSent;
        public int poolSize;
        public int listingsRun;
        public long databaseNanos;
        public boolean interrupted;
        public long durationMs;
        /** The alerts of the clusters applied, sent at the run's end within the budget. */
        final List<ClusterAlerts> alertsDue = new ArrayList<>();
        /** In the check of one cluster, its answer once applied. */
        ClusterResult clusterResult;
        Map<String, Long> stateBoundsS;
        Long gracePeriodS;

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

    /**
     * The one seam where this worker meets CloudStack: {@code KubernetesClusterVmMapCheck}
     * in CloudStack, the in-memory CloudStack in the demo, the simulator and the tests. Every read of a set is one query.
     */
    public interface Cloud {
        /** The most SSH sessions at once, by default: 64 list 5 000 clusters well inside the deadline (BENCHMARKS.md). */
        int DEFAULT_SSH_PARALLELISM = 64;
        int MIN_SSH_PARALLELISM = 1;
        int MAX_SSH_PARALLELISM = 256;
        long DEFAULT_SWEEP_DEADLINE_MS = 4 * 60 * 1000L;
        /** SPEC 3.5: the most alerts one run sends across the cloud, and one more that sums up the rest. */
        int DEFAULT_ALERT_BUDGET = 50;

        boolean isEnabled();

        default int sshParallelism() {
            return DEFAULT_SSH_PARALLELISM;
        }

        /** SPEC 3.3's grace period in seconds, read at the start of every run (null: the library's default, 900). */
        default Long gracePeriodS() {
            return null;
        }

        /** SPEC 3.5's alert budget of a run (0: none), read when the run sends its alerts. */
        default int alertBudget() {
            return DEFAULT_ALERT_BUDGET;
        }

        default long sweepDeadlineMs() {
            return DEFAULT_SWEEP_DEADLINE_MS;
        }

        default long nowMillis() {
            return System.currentTimeMillis();
        }

        /** The CloudManaged clusters in Running, Alert or a state of {@link #stateBoundsS()}, and every cluster holding {@code vmMapCheckStateSince}. */
        List<ClusterRecord> listClustersToCheck();

        /** The CloudManaged clusters of one owner, in any state. */
        List<ClusterRecord> listClustersOfAccount(long accountId);

        /** SPEC 3.7's bounds, seconds by watched state (null: the library's defaults). */
        default Map<String, Long> stateBoundsS() {
            return null;
        }

        /** The clusters with these ids as they are now, by id; a cluster that is gone is absent. */
        Map<Long, ClusterRecord> findClustersByIds(Collection<Long> clusterIds);

        /** The map rows of these clusters, by row id ascending. */
        List<VmMapRow> listVmMapRows(Collection<Long> clusterIds);

        /** Every row of the map, once per sweep ({@code vm_id} has no index). */
        List<VmMapRow> listWholeVmMap();

        /** The rows of any cluster that refer to these VMs. */
        List<VmMapRow> listVmMapRowsOfVms(Collection<Long> vmIds);

        List<VmRecord> listVmsOfAccount(long accountId);

        List<VmRecord> listVmsIncludingRemoved(Collection<Long> vmIds);

        /** The named details of these clusters, by cluster id then name. */
        Map<Long, Map<String, String>> getDetails(Collection<Long> clusterIds, List<String> names);

        /**
         * SPEC 3.6: in one transaction with the cluster's row locked, when its state is still {@code cluster.state} and
         * (unless {@code mapRows} is null) its map rows still equal {@code mapRows}, its detail changes (null removes) then
         * its events, and true; when either changed, nothing and false. Nothing to write: true, no transaction. A database
         * error throws with nothing stored.
         */
        boolean applyInTransaction(ClusterRecord cluster, List<VmMapRow> mapRows, List<DetailChange> details, List<Event> events);

        /** Gives back the database connection this thread holds, if any: the sweep calls it before it waits on SSH (SPEC 5). */
        default void releaseDatabaseConnection() {
        }

        void sendAlert(Alert alert);

        /** How to reach each cluster's control node, in batched reads; absent: unreachable. May throw. */
        Map<Long, SshEndpoint> findEndpoints(Collection<ClusterRecord> clusters);

        /** {@code kubectl get nodes --no-headers} on the control node, bounded in bytes and time; on a listing thread, so no database access. */
        Kubectl listNodes(ClusterRecord cluster, SshEndpoint endpoint);

        /** Runs {@code task} holding the check's cloud-wide lock, not waited for; false when held elsewhere. */
        boolean runExclusively(Runnable task);

        /** When the last sweep in the cloud started (epoch ms), or null; under the lock. */
        Long lastSweepStartMs();

        /** Records a sweep's start for every management server to see; under the lock. */
        void recordSweepStart(long startMs);

        /** How to reach a control node over SSH, or why it cannot be reached: plain data, so a listing touches no DAO. */
        final class SshEndpoint {
            public final String address;
            public final int port;
            public final String user;
            public final String keyFile;
            public final String unreachableReason;
            /** CKS finds no address for the control node (SPEC 3.8's third condition), not a failure to find one. */
            public final boolean noAddress;

            private SshEndpoint(String address, int port, String user, String keyFile, String unreachableReason, boolean noAddress) {
                this.address = address;
                this.port = port;
                this.user = user;
                this.keyFile = keyFile;
                this.unreachableReason = unreachableReason;
                this.noAddress = noAddress;
            }

            public static SshEndpoint of(String address, int port, String user, String keyFile) {
                return new SshEndpoint(address, port, user, keyFile, null, false);
            }

            public static SshEndpoint unreachable(String reason) {
                return new SshEndpoint(null, 0, null, null, Objects.requireNonNull(reason, "reason"), false);
            }

            public static SshEndpoint noAddress() {
                return new SshEndpoint(null, 0, null, null, Kubectl.NO_ADDRESS_REASON, true);
            }

            public boolean isReachable() {
                return unreachableReason == null;
            }

            @Override
            public String toString() {
                return isReachable() ? user + "@" + address + ":" + port + " (key " + keyFile + ")" : "unreachable: " + unreachableReason;
            }
        }
    }
}
