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
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Alert;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.ClusterResult;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Event;

/**
 * The VM map check (SPEC sections 3.6 and 5). The CKS status scanner calls {@link #tick()} on every run; a check
 * starts at most every {@link #CHECK_INTERVAL_MS} ms, when enabled and none is running, on a thread of its own, so
 * the scanner and its lock are never held up by SSH. A check takes the global lock without waiting, reads the
 * clusters in Running or Alert, sends one request per owner to the engine, and applies each cluster's answer —
 * details first, then events, then alerts — unless the cluster's state or map changed meanwhile.
 */
public class KubernetesClusterVmMapCheckWorker {
    protected Logger logger = LogManager.getLogger(getClass());

    /** At most one check every 5 minutes. */
    public static final long CHECK_INTERVAL_MS = 5 * 60 * 1000L;
    /** kubectl output longer than this is cut to one character more: the engine then calls the node view unavailable. */
    public static final int MAX_KUBECTL_OUTPUT_CHARS = 4 * 1024 * 1024;
    /** The two detail names. */
    public static final String DETAIL_VM_DRIFT = "vmMapCheckReportedVmDrift";
    public static final String DETAIL_NODE_DRIFT = "vmMapCheckReportedNodeDrift";
    static final List<String> DETAIL_NAMES = Arrays.asList(DETAIL_VM_DRIFT, DETAIL_NODE_DRIFT);

    private final ClusterSource clusters;
    private final VmMapSource vmMaps;
    private final VmSource vms;
    private final DetailStore details;
    private final NodeLister nodeLister;
    private final CheckLock lock;
    private final EventSink events;
    private final AlertSink alerts;
    private final CheckSettings settings;
    private final Clock clock;
    private final Supplier<VmMapCheckEngine> engineFactory;
    private final ExecutorService executor;

    private final AtomicBoolean running = new AtomicBoolean(false);
    private volatile long lastStartMs = Long.MIN_VALUE;
    private volatile VmMapCheckEngine engine;
    private volatile boolean engineUnavailable;
    private volatile SweepSummary lastSummary;

    public KubernetesClusterVmMapCheckWorker(ClusterSource clusters, VmMapSource vmMaps, VmSource vms, DetailStore details,
            NodeLister nodeLister, CheckLock lock, EventSink events, AlertSink alerts, CheckSettings settings, Clock clock,
            Supplier<VmMapCheckEngine> engineFactory, ExecutorService executor) {
        this.clusters = clusters;
        this.vmMaps = vmMaps;
        this.vms = vms;
        this.details = details;
        this.nodeLister = nodeLister;
        this.lock = lock;
        this.events = events;
        this.alerts = alerts;
        this.settings = settings;
        this.clock = clock;
        this.engineFactory = engineFactory;
        this.executor = executor;
    }

    /** A single daemon thread named like CloudStack's other scanner threads. */
    public static ExecutorService newCheckExecutor() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "Kubernetes-Cluster-VmMap-Checker");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Starts a check when it is enabled, the engine is available, the last start is at least the interval ago and
     * no check is running. Returns at once; true when a check was started.
     */
    public boolean tick() {
        if (!settings.isEnabled() || !engineAvailable()) {
            return false;
        }
        long now = clock.nowMillis();
        if (lastStartMs != Long.MIN_VALUE && now - lastStartMs < CHECK_INTERVAL_MS) {
            return false;
        }
        if (!running.compareAndSet(false, true)) {
            logger.debug("The previous Kubernetes cluster VM map check is still running; not starting another");
            return false;
        }
        lastStartMs = now;
        try {
            executor.execute(() -> {
                try {
                    runCheck();
                } catch (RuntimeException e) {
                    logger.warn("Kubernetes cluster VM map check failed: {}", e.getMessage(), e);
                } finally {
                    running.set(false);
                }
            });
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

    /** Stops the check thread (a running check is interrupted at its next SSH call). */
    public void stop() {
        executor.shutdownNow();
        try {
            executor.awaitTermination(10, TimeUnit.SECONDS);
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

    /** One check under the global lock; skipped when another management server holds it. Returns null if skipped. */
    public SweepSummary runCheck() {
        if (!lock.tryLock()) {
            logger.debug("Another management server is running the Kubernetes cluster VM map check; skipping this run");
            return null;
        }
        try {
            return sweep();
        } finally {
            lock.unlock();
        }
    }

    private SweepSummary sweep() {
        long start = clock.nowMillis();
        SweepSummary summary = new SweepSummary();
        Map<Long, List<ClusterRecord>> byOwner = new LinkedHashMap<>();
        for (ClusterRecord cluster : clusters.listRunningOrAlertCloudManaged()) {
            byOwner.computeIfAbsent(cluster.getAccountId(), k -> new ArrayList<>()).add(cluster);
        }
        for (Map.Entry<Long, List<ClusterRecord>> owner : byOwner.entrySet()) {
            try {
                checkOwner(owner.getKey(), owner.getValue(), summary);
            } catch (RuntimeException e) {
                summary.failed += owner.getValue().size();
                logger.warn("Kubernetes cluster VM map check of the clusters of account {} failed: {}", owner.getKey(), e.getMessage(), e);
            }
        }
        summary.durationMs = clock.nowMillis() - start;
        logger.info(summary.toLogLine());
        lastSummary = summary;
        return summary;
    }

    /** One request for the clusters of one owner; their VMs are read once. */
    private void checkOwner(long accountId, List<ClusterRecord> ownerClusters, SweepSummary summary) {
        VmMapCheckRequest request = new VmMapCheckRequest(clock.nowMillis());
        Map<Long, List<VmMapRow>> rowsByCluster = new LinkedHashMap<>();
        Map<Long, ClusterRecord> checked = new LinkedHashMap<>();
        Map<Long, VmRecord> vmsById = new LinkedHashMap<>();
        for (VmRecord vm : vms.listByAccountId(accountId)) {
            vmsById.put(vm.getId(), vm);
        }
        for (ClusterRecord cluster : ownerClusters) {
            try {
                rowsByCluster.put(cluster.getId(), vmMaps.listByClusterId(cluster.getId()));
                Map<String, String> current = details.get(cluster.getId(), DETAIL_NAMES);
                VmMapCheckRequest.Cluster c = new VmMapCheckRequest.Cluster(cluster.getId(), cluster.getUuid(), cluster.getName(),
                        cluster.getState(), cluster.getType(), cluster.getAccountId(), cluster.getZoneId())
                        .withKubectl(capped(listNodes(cluster)));
                for (String name : DETAIL_NAMES) {
                    c.withDetail(name, current.get(name));
                }
                request.addCluster(c);
                checked.put(cluster.getId(), cluster);
            } catch (RuntimeException e) {
                rowsByCluster.remove(cluster.getId());
                summary.failed++;
                logger.warn("Could not read {} for the VM map check: {}", cluster, e.getMessage(), e);
            }
        }
        if (checked.isEmpty()) {
            return;
        }
        Set<Long> mappedVmIds = new LinkedHashSet<>();
        rowsByCluster.values().forEach(rows -> rows.forEach(r -> mappedVmIds.add(r.getVmId())));
        List<Long> notYetRead = mappedVmIds.stream().filter(id -> !vmsById.containsKey(id)).collect(Collectors.toList());
        if (!notYetRead.isEmpty()) {
            for (VmRecord vm : vms.listByIdsIncludingRemoved(notYetRead)) {
                vmsById.put(vm.getId(), vm);
            }
        }
        for (VmRecord vm : vmsById.values()) {
            request.addVm(new VmMapCheckRequest.Vm(vm.getId(), vm.getUuid(), vm.getHostName(), vm.getAccountId(), vm.getState(),
                    vm.getCreatedMs(), vm.getUpdateTimeMs(), vm.getRemovedMs()));
        }
        // Every row of these clusters, and every row of any cluster that refers to one of these VMs.
        Map<Long, VmMapRow> rows = new LinkedHashMap<>();
        rowsByCluster.values().forEach(list -> list.forEach(r -> rows.put(r.getId(), r)));
        if (!vmsById.isEmpty()) {
            for (VmMapRow r : vmMaps.listByVmIds(new ArrayList<>(vmsById.keySet()))) {
                rows.put(r.getId(), r);
            }
        }
        for (VmMapRow r : rows.values()) {
            request.addMapRow(new VmMapCheckRequest.MapRow(r.getClusterId(), r.getVmId(), r.isControlNode(), r.isEtcdNode(), r.isExternalNode()));
        }

        VmMapCheckResponse response = engine.check(request);
        for (ClusterResult result : response.getClusters()) {
            ClusterRecord cluster = checked.get(result.getId());
            if (cluster != null) {
                applyResult(cluster, rowsByCluster.get(cluster.getId()), result, summary);
            }
        }
    }

    private Kubectl listNodes(ClusterRecord cluster) {
        try {
            Kubectl result = nodeLister.listNodes(cluster);
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

    /** Applies one cluster's answer (SPEC 3.6 and 3.5): nothing if its state or map changed; details, events, alerts. */
    private void applyResult(ClusterRecord cluster, List<VmMapRow> rowsRead, ClusterResult result, SweepSummary summary) {
        if (!result.isChecked()) {
            summary.skipped++;
            return;
        }
        ClusterRecord now = clusters.findById(cluster.getId());
        if (now == null || !cluster.getState().equals(now.getState()) || !rowsRead.equals(vmMaps.listByClusterId(cluster.getId()))) {
            summary.notApplied++;
            logger.debug("{} changed during the VM map check; nothing applied for it in this run", cluster);
            return;
        }
        summary.checked++;
        if (!result.isNodeViewAvailable()) {
            summary.nodeViewsUnavailable++;
        }
        if (!result.getDetails().isEmpty()) {
            try {
                details.apply(cluster.getId(), result.getDetails());
            } catch (RuntimeException e) {
                summary.detailWriteFailures++;
                logger.warn("Could not write the VM map check details of {}; no events or alerts sent, the next run reports again: {}",
                        cluster, e.getMessage(), e);
                return;
            }
        }
        summary.newMismatches += result.countNewFindings();
        for (Event event : result.getEvents()) {
            try {
                events.record(cluster, event);
                summary.eventsRecorded++;
            } catch (RuntimeException e) {
                logger.warn("Could not record a VM map check event for {}: {}", cluster, e.getMessage());
            }
        }
        for (Alert alert : result.getAlerts()) {
            try {
                alerts.send(alert);
                summary.alertsSent++;
            } catch (RuntimeException e) {
                logger.warn("Could not send the VM map check alert \"{}\": {}", alert.getSubject(), e.getMessage());
            }
        }
    }

    /** What one check did. */
    public static class SweepSummary {
        public int checked;
        public int skipped;
        public int notApplied;
        public int failed;
        public int nodeViewsUnavailable;
        public long newMismatches;
        public int detailWriteFailures;
        public int eventsRecorded;
        public int alertsSent;
        public long durationMs;

        /** The one log line of a run. */
        public String toLogLine() {
            return String.format("Kubernetes cluster VM map check: %d clusters checked, %d skipped, %d not applied (changed during the check), "
                    + "%d failed, %d node views unavailable, %d new mismatches, in %d ms", checked, skipped, notApplied, failed,
                    nodeViewsUnavailable, newMismatches, durationMs);
        }
    }
}
