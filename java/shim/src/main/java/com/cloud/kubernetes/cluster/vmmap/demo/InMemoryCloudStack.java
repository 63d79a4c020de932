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
package com.cloud.kubernetes.cluster.vmmap.demo;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker.Cloud.SshEndpoint;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Alert;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.DetailChange;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Event;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmMapRow;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmRecord;

/**
 * A small CloudStack in memory: clusters, VMs, map rows, details, kubectl answers, a lock, and the events and
 * alerts it received. It implements the check worker's one seam, {@link KubernetesClusterVmMapCheckWorker.Cloud}, for the demo and the tests, and lets a
 * caller inject faults (a DAO that throws, a detail write that fails, an alert that fails, a lock held elsewhere).
 *
 * <p>Safe for concurrent calls, as the worker's listing pool makes them: every method holds this object's monitor,
 * except that a kubectl answer runs outside it (so that slow answers run in parallel, as SSH sessions do). Code that
 * changes the world while a sweep may run holds the monitor too ({@code synchronized (cs) {...}}). Every read the
 * worker makes of the database is counted in {@link #dbReads}.
 */
public class InMemoryCloudStack implements KubernetesClusterVmMapCheckWorker.Cloud {

    /** An event as CloudStack would have stored it. */
    public static final class RecordedEvent {
        public final long clusterId;
        public final Event event;

        RecordedEvent(long clusterId, Event event) {
            this.clusterId = clusterId;
            this.event = event;
        }
    }

    public final Map<Long, ClusterRecord> clusters = new LinkedHashMap<>();
    public final Map<Long, VmRecord> vms = new LinkedHashMap<>();
    /** Map rows by cluster, in insertion (row id) order. */
    public final Map<Long, List<VmMapRow>> mapRows = new LinkedHashMap<>();
    /** Indexes, kept by the methods that change VMs and rows, so that a read costs what a DB index lookup would. */
    private final Map<Long, Map<Long, VmRecord>> vmsByAccount = new LinkedHashMap<>();
    private final Map<Long, List<VmMapRow>> rowsByVm = new LinkedHashMap<>();
    public final Map<Long, Map<String, String>> details = new LinkedHashMap<>();
    public final Map<Long, Function<ClusterRecord, Kubectl>> kubectl = new LinkedHashMap<>();
    /**
     * SPEC 3.7's bounds, as CloudStack's settings give them (state name to seconds); its states are the watched ones a
     * sweep lists. Null: no cluster is listed for its state alone.
     */
    public volatile Map<String, Long> stateBoundsS;
    public final List<RecordedEvent> events = new ArrayList<>();
    public final List<Alert> alerts = new ArrayList<>();
    /** Every detail change applied, in order, as "clusterId name=value" or "clusterId name removed". */
    public final List<String> detailWrites = new ArrayList<>();

    public volatile boolean enabled = true;
    public volatile boolean lockHeldElsewhere;
    /** The lock is held by a check over this CloudStack (another holder is refused, as GlobalLock refuses another thread). */
    private boolean lockHeld;
    public volatile long now;
    public final AtomicInteger ownerVmReads = new AtomicInteger();
    /** Node listings run (over SSH, in CloudStack). */
    public final AtomicInteger kubectlRuns = new AtomicInteger();
    /** Reads of the database, one per DAO query CloudStack would make. */
    public final AtomicInteger dbReads = new AtomicInteger();
    /** The names of the threads the database reads ran on (a listing thread must never be one). */
    public final Set<String> dbReadThreads = ConcurrentHashMap.newKeySet();
    /** Reads of the whole map, and endpoint resolutions (one of each per sweep). */
    public final AtomicInteger wholeMapReads = new AtomicInteger();
    public final AtomicInteger endpointResolutions = new AtomicInteger();
    /** Clusters whose control node cannot be reached, and why. */
    public final Map<Long, String> unreachable = new ConcurrentHashMap<>();
    /** When set, resolving the endpoints fails with this message. */
    public volatile String failingEndpointResolution;
    public volatile int sshParallelism = KubernetesClusterVmMapCheckWorker.Cloud.DEFAULT_SSH_PARALLELISM;
    public volatile int alertBudget = KubernetesClusterVmMapCheckWorker.Cloud.DEFAULT_ALERT_BUDGET;
    /** SPEC 3.3's grace period as a setting gives it; null: the library's default. */
    public volatile Long gracePeriodS;
    public volatile long sweepDeadlineMs = KubernetesClusterVmMapCheckWorker.Cloud.DEFAULT_SWEEP_DEADLINE_MS;
    public final AtomicInteger locksTaken = new AtomicInteger();
    public final AtomicInteger locksReleased = new AtomicInteger();
    /** Clusters whose map read throws (the read of any set of clusters that holds one of them). */
    public final Set<Long> failingMapReads = new HashSet<>();
    /** Clusters whose detail writes throw. */
    public final Set<Long> failingDetailWrites = new HashSet<>();
    /** Recording an event of these clusters fails (the event insert throws). */
    public final Set<Long> failingEventInserts = new HashSet<>();
    /** This many of the next commits fail (after their work ran): everything of them is rolled back. */
    public final AtomicInteger failingCommits = new AtomicInteger();
    /** The start of the last sweep in the whole cloud, as the check records it under its lock. */
    public volatile Long lastSweepStartMs;
    /** Every sweep start recorded, by any worker over this CloudStack. */
    public final List<Long> sweepStarts = new ArrayList<>();
    /** Alerts whose subject contains this text fail. */
    public volatile String failingAlertSubject;
    /** Runs when a cluster's answer is about to be applied, before its row is locked (an operation during the check). */
    public volatile Consumer<Long> beforeApply;
    private long nextRowId = 1;

    public InMemoryCloudStack(long now) {
        this.now = now;
    }

    // ---- building the world ----

    public synchronized ClusterRecord addCluster(long id, String name, String state, String type, long accountId, long zoneId) {
        ClusterRecord c = new ClusterRecord(id, "c0ffee00-0000-4000-8000-" + String.format("%012d", id), name, state, type, accountId, zoneId);
        clusters.put(id, c);
        return c;
    }

    /** The cluster is gone (deleted): its row removed. */
    public synchronized void removeCluster(long clusterId) {
        clusters.remove(clusterId);
    }

    /** The cluster's node counts (kubernetes_cluster's control_node_count, node_count, etcd_node_count). */
    public synchronized void setNodeCounts(long clusterId, long control, long workers, long etcd) {
        ClusterRecord c = clusters.get(clusterId);
        clusters.put(clusterId, new ClusterRecord(c.id, c.uuid, c.name, c.state, c.type, c.accountId, c.zoneId,
                new VmMapCheckRequest.NodeCounts(control, workers, etcd)));
    }

    public synchronized void setState(long clusterId, String state) {
        ClusterRecord c = clusters.get(clusterId);
        clusters.put(clusterId, new ClusterRecord(c.id, c.uuid, c.name, state, c.type, c.accountId, c.zoneId, c.nodeCounts));
    }

    public VmRecord addVm(long id, String hostName, long accountId, String state, long createdMs) {
        return addVm(id, hostName, hostName, accountId, state, createdMs);
    }

    /** A VM whose display name may differ from its host name (an external node). */
    public synchronized VmRecord addVm(long id, String hostName, String displayName, long accountId, String state, long createdMs) {
        VmRecord vm = new VmRecord(id, "0b6c0000-0000-4000-8000-" + String.format("%012d", id), hostName, displayName, accountId, state,
                createdMs, createdMs, null);
        putVm(vm);
        return vm;
    }

    public VmMapRow map(long clusterId, long vmId, boolean control) {
        return map(clusterId, vmId, control, false);
    }

    /** A map row; {@code external} for a node added with addVirtualMachinesToKubernetesCluster. */
    public synchronized VmMapRow map(long clusterId, long vmId, boolean control, boolean external) {
        VmMapRow row = new VmMapRow(nextRowId++, clusterId, vmId, control, false, external);
        mapRows.computeIfAbsent(clusterId, k -> new ArrayList<>()).add(row);
        rowsByVm.computeIfAbsent(vmId, k -> new ArrayList<>()).add(row);
        return row;
    }

    public synchronized void unmap(long vmId) {
        for (VmMapRow row : rowsByVm.getOrDefault(vmId, new ArrayList<>())) {
            mapRows.get(row.clusterId).removeIf(r -> r.vmId == vmId);
        }
        rowsByVm.remove(vmId);
    }

    /** Moves a VM to another state now (update_time = now). */
    public synchronized void transition(long vmId, String state) {
        VmRecord v = vms.get(vmId);
        putVm(new VmRecord(v.id, v.uuid, v.hostName, v.displayName, v.accountId, state, v.createdMs, now, v.removedMs));
    }

    /** Expunges a VM out of band: state Expunging, removed set; its row stays. */
    public synchronized void expunge(long vmId) {
        VmRecord v = vms.get(vmId);
        putVm(new VmRecord(v.id, v.uuid, v.hostName, v.displayName, v.accountId, "Expunging", v.createdMs, now, now));
    }

    /** kubectl answers with these nodes, each Ready. */
    public synchronized void nodes(long clusterId, String... names) {
        StringBuilder out = new StringBuilder();
        for (String n : names) {
            out.append(nodeLine(n, "Ready"));
        }
        String output = out.toString();
        kubectl.put(clusterId, c -> Kubectl.ok(output));
    }

    /** One line of {@code kubectl get nodes --no-headers}. */
    public static String nodeLine(String name, String status) {
        return name + "   " + status + "   <none>   3d   v1.30.2\n";
    }

    /** kubectl answers with the lower-cased names of the cluster's mapped running VMs. */
    public synchronized void nodesFromRunningMappedVms(long clusterId) {
        kubectl.put(clusterId, c -> {
            StringBuilder out = new StringBuilder();
            for (VmMapRow r : listByClusterId(clusterId)) {
                VmRecord vm = vms.get(r.vmId);
                if (vm != null && "Running".equals(vm.state) && vm.removedMs == null) {
                    out.append(nodeLine(vm.hostName.toLowerCase(), "Ready"));
                }
            }
            return Kubectl.ok(out.toString());
        });
    }

    private void putVm(VmRecord vm) {
        vms.put(vm.id, vm);
        vmsByAccount.computeIfAbsent(vm.accountId, k -> new LinkedHashMap<>()).put(vm.id, vm);
    }

    public synchronized void advance(long millis) {
        now += millis;
    }

    // ---- the seam: clusters ----

    @Override
    public synchronized List<ClusterRecord> listClustersToCheck() {
        read();
        return clusters.values().stream()
                .filter(c -> "CloudManaged".equals(c.type) && ("Running".equals(c.state) || "Alert".equals(c.state)
                        || stateBoundsS != null && stateBoundsS.containsKey(c.state))
                        || details.getOrDefault(c.id, Collections.emptyMap()).containsKey(KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE)
                        || details.getOrDefault(c.id, Collections.emptyMap()).containsKey(KubernetesClusterVmMapCheckWorker.DETAIL_ALERT_REASON))
                .collect(Collectors.toList());
    }

    @Override
    public synchronized List<ClusterRecord> listClustersOfAccount(long accountId) {
        read();
        return clusters.values().stream().filter(c -> "CloudManaged".equals(c.type) && c.accountId == accountId)
                .collect(Collectors.toList());
    }

    @Override
    public Map<String, Long> stateBoundsS() {
        return stateBoundsS;
    }

    @Override
    public synchronized Map<Long, ClusterRecord> findClustersByIds(Collection<Long> clusterIds) {
        read();
        Map<Long, ClusterRecord> out = new LinkedHashMap<>();
        for (Long id : clusterIds) {
            ClusterRecord c = clusters.get(id);
            if (c != null) {
                out.put(id, c);
            }
        }
        return out;
    }

    // ---- the map ----

    @Override
    public synchronized List<VmMapRow> listVmMapRows(Collection<Long> clusterIds) {
        read();
        List<VmMapRow> out = new ArrayList<>();
        for (Long id : clusterIds) {
            if (failingMapReads.contains(id)) {
                throw new IllegalStateException("simulated DAO failure reading the map of cluster " + id);
            }
            out.addAll(mapRows.getOrDefault(id, new ArrayList<>()));
        }
        out.sort((a, b) -> Long.compare(a.id, b.id));
        return out;
    }

    /** The map rows of one cluster (a convenience for kubectl answers and tests; not one of the worker's reads). */
    public synchronized List<VmMapRow> listByClusterId(long clusterId) {
        return new ArrayList<>(mapRows.getOrDefault(clusterId, new ArrayList<>()));
    }

    @Override
    public synchronized List<VmMapRow> listWholeVmMap() {
        read();
        wholeMapReads.incrementAndGet();
        List<VmMapRow> out = new ArrayList<>();
        mapRows.values().forEach(out::addAll);
        return out;
    }

    @Override
    public synchronized List<VmMapRow> listVmMapRowsOfVms(Collection<Long> vmIds) {
        read();
        List<VmMapRow> out = new ArrayList<>();
        vmIds.forEach(id -> out.addAll(rowsByVm.getOrDefault(id, new ArrayList<>())));
        return out;
    }

    /** Every map row, of any cluster, whose VM is {@code vmId} (a convenience for tests; not one of the worker's reads). */
    public synchronized List<VmMapRow> listByVmId(long vmId) {
        return new ArrayList<>(rowsByVm.getOrDefault(vmId, new ArrayList<>()));
    }

    // ---- VMs ----

    @Override
    public synchronized List<VmRecord> listVmsOfAccount(long accountId) {
        ownerVmReads.incrementAndGet();
        read();
        return vmsByAccount.getOrDefault(accountId, new LinkedHashMap<>()).values().stream().filter(v -> v.removedMs == null)
                .collect(Collectors.toList());
    }

    @Override
    public synchronized List<VmRecord> listVmsIncludingRemoved(Collection<Long> vmIds) {
        read();
        return vmIds.stream().map(vms::get).filter(v -> v != null).collect(Collectors.toList());
    }

    // ---- details and their transaction ----

    @Override
    public synchronized Map<Long, Map<String, String>> getDetails(Collection<Long> clusterIds, List<String> names) {
        read();
        Map<Long, Map<String, String>> out = new LinkedHashMap<>();
        for (Long id : clusterIds) {
            Map<String, String> all = details.getOrDefault(id, new LinkedHashMap<>());
            for (String name : names) {
                if (all.containsKey(name)) {
                    out.computeIfAbsent(id, k -> new LinkedHashMap<>()).put(name, all.get(name));
                }
            }
        }
        return out;
    }

    /**
     * One transaction over the cluster's details and events, each step of which can be made to fail: on an exception,
     * or a commit that fails, both are restored to what they were before it, as the database would roll them back.
     * The comparison of SPEC 3.6 is made under this object's monitor, the row lock's stand-in.
     */
    @Override
    public boolean applyInTransaction(ClusterRecord cluster, List<VmMapRow> mapRows, List<DetailChange> changes, List<Event> toRecord) {
        Consumer<Long> hook = beforeApply;
        if (hook != null) {
            hook.accept(cluster.id);
        }
        if (changes.isEmpty() && toRecord.isEmpty()) {
            return true;
        }
        synchronized (this) {
            read();
            ClusterRecord now = clusters.get(cluster.id);
            if (now == null || !now.state.equals(cluster.state) || mapRows != null && !mapRows.equals(listVmMapRows(Collections.singletonList(cluster.id)))) {
                return false;
            }
            write(cluster, changes, toRecord);
            return true;
        }
    }

    private void write(ClusterRecord cluster, List<DetailChange> changes, List<Event> toRecord) {
        Map<Long, Map<String, String>> detailsBefore = new LinkedHashMap<>();
        details.forEach((id, d) -> detailsBefore.put(id, new LinkedHashMap<>(d)));
        int eventsBefore = events.size();
        int writesBefore = detailWrites.size();
        try {
            if (!changes.isEmpty() && failingDetailWrites.contains(cluster.id)) {
                throw new IllegalStateException("simulated failure writing the details of cluster " + cluster.id);
            }
            Map<String, String> d = changes.isEmpty() ? null : details.computeIfAbsent(cluster.id, k -> new LinkedHashMap<>());
            for (DetailChange change : changes) {
                if (change.value == null) {
                    d.remove(change.name);
                    detailWrites.add(cluster.id + " " + change.name + " removed");
                } else {
                    d.put(change.name, change.value);
                    detailWrites.add(cluster.id + " " + change.name + "=" + change.value);
                }
            }
            for (Event event : toRecord) {
                if (failingEventInserts.contains(cluster.id)) {
                    throw new IllegalStateException("simulated failure inserting an event of cluster " + cluster.id);
                }
                events.add(new RecordedEvent(cluster.id, event));
            }
            if (failingCommits.get() > 0 && failingCommits.getAndDecrement() > 0) {
                throw new IllegalStateException("simulated failure of the commit");
            }
        } catch (RuntimeException e) {
            details.clear();
            details.putAll(detailsBefore);
            events.subList(eventsBefore, events.size()).clear();
            detailWrites.subList(writesBefore, detailWrites.size()).clear();
            throw e;
        }
    }

    /** Counts a database read, and the thread it ran on. */
    private void read() {
        dbReads.incrementAndGet();
        dbReadThreads.add(Thread.currentThread().getName());
    }

    // ---- the node listing ----

    /**
     * Every cluster with a kubectl answer is reachable (at a made-up address), unless {@link #unreachable} says why
     * not; a cluster without one has no SSH address. One read for all clusters, as the batched resolver makes a few.
     */
    @Override
    public synchronized Map<Long, SshEndpoint> findEndpoints(Collection<ClusterRecord> clusters) {
        read();
        endpointResolutions.incrementAndGet();
        if (failingEndpointResolution != null) {
            throw new IllegalStateException(failingEndpointResolution);
        }
        Map<Long, SshEndpoint> out = new LinkedHashMap<>();
        for (ClusterRecord c : clusters) {
            String reason = unreachable.get(c.id);
            if (reason != null) {
                out.put(c.id, SshEndpoint.unreachable(reason));
            } else if (kubectl.containsKey(c.id)) {
                out.put(c.id, SshEndpoint.of("10.1." + (c.id / 250 % 250) + "." + (c.id % 250 + 1), 2222, "cloud", "/root/.ssh/id_rsa"));
            } else {
                out.put(c.id, SshEndpoint.unreachable("no SSH address for the control node"));
            }
        }
        return out;
    }

    @Override
    public Kubectl listNodes(ClusterRecord cluster, SshEndpoint endpoint) {
        Function<ClusterRecord, Kubectl> answer;
        synchronized (this) {
            answer = kubectl.get(cluster.id);
        }
        kubectlRuns.incrementAndGet();
        return answer == null ? Kubectl.failed("no SSH address for the control node") : answer.apply(cluster);
    }

    // ---- the lock ----

    @Override
    public boolean runExclusively(Runnable task) {
        synchronized (this) {
            if (lockHeldElsewhere || lockHeld) {
                return false;
            }
            lockHeld = true;
            locksTaken.incrementAndGet();
        }
        try {
            task.run();
        } finally {
            synchronized (this) {
                lockHeld = false;
            }
            locksReleased.incrementAndGet();
        }
        return true;
    }

    @Override
    public Long lastSweepStartMs() {
        return lastSweepStartMs;
    }

    @Override
    public synchronized void recordSweepStart(long startMs) {
        lastSweepStartMs = startMs;
        sweepStarts.add(startMs);
    }

    // ---- events, alerts ----

    @Override
    public synchronized void sendAlert(Alert alert) {
        String failing = failingAlertSubject;
        if (failing != null && alert.subject.contains(failing)) {
            throw new IllegalStateException("simulated mail server failure");
        }
        alerts.add(alert);
    }

    // ---- the settings, the clock ----

    @Override
    public boolean isEnabled() {
        return enabled;
    }

    @Override
    public Long gracePeriodS() {
        return gracePeriodS;
    }

    @Override
    public int alertBudget() {
        return alertBudget;
    }

    @Override
    public int sshParallelism() {
        return sshParallelism;
    }

    @Override
    public long sweepDeadlineMs() {
        return sweepDeadlineMs;
    }

    @Override
    public long nowMillis() {
        return now;
    }
}
