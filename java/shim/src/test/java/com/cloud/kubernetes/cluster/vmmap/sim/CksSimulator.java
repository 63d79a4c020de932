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
package com.cloud.kubernetes.cluster.vmmap.sim;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.demo.DirectExecutorService;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckEngine;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.ClusterResult;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Event;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Finding;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmMapRow;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmRecord;
import com.cloud.kubernetes.cluster.vmmap.demo.InMemoryCloudStack;

/**
 * A CKS lifecycle simulator: it plays realistic cluster lifecycles, as CKS's action workers perform them, against the
 * real check worker and the real native engine over the in-memory CloudStack, on a simulated clock, injects
 * out-of-band drift of every kind and its repair at random times, and scores what the check reports against its own
 * ground truth.
 *
 * <p>Modelled: create (VMs created and mapped, booted, joining Kubernetes over minutes, Starting then Running), scale
 * up and down (the cluster autoscaler calls the same scale; down is drain, node delete, VM destroy and expunge, map
 * row removal), upgrade (Upgrading, node by node), stop and start, VM reboot and HA restart (CKS's status scanner moves
 * the cluster to Alert while a mapped VM is not Running and back when all are), external nodes added with
 * addVirtualMachinesToKubernetesCluster (Importing; their own host name, a display name that differs, a node named by the
 * lower-cased display name) and removed (RemovingNodes), management-server restarts (worker state lost, details kept),
 * two management servers with their own 5-minute cadence sharing the lock, the lock held elsewhere, SSH flaking and
 * hanging (a failed listing), and operations that start while a check is running (during its node listing, and
 * during its re-read: SPEC 3.6 must prevent any report). Injected drift: a VM destroyed, expunged or put in Error by
 * hand, a map row deleted or pointing at nothing, a VM made by hand with a node name, a node deleted in Kubernetes,
 * a ghost node; and each one's repair.
 *
 * <p>The state watch (SPEC 3.7). The cloud gives the check CKS's bounds ({@link #CKS_DEFAULT_BOUNDS_S} divided by
 * {@link #DEFAULT_BOUND_DIVISOR}: 1 200 s, and 300 s for RemovingNodes), so every operation above passes through a
 * watched state (Starting, Scaling, Upgrading, Stopping, Importing, RemovingNodes) and must never be reported when it
 * ends in time. Besides: operations that end just inside their bound (one to six ticks before it), and operations a
 * management server killed mid-scale, mid-upgrade, mid-stop or mid-removal leaves in their state (that server restarts)
 * until an operator recovers the cluster, some just past the bound, most up to an hour after it (Running, or Stopped
 * for a stop). Ground truth: each episode, from the state change into a watched state to the one out of it. A sweep
 * observes a cluster when no state change or database fault hit it during the sweep (whether or not the sweep sent
 * it); the record of an episode starts at the first sweep that observed it. Stuck: an observing sweep at or past the
 * bound from there; it must be reported (one WARN event, key {@code stuck:<State>}) by that sweep, so within one check
 * interval of its bound. A stuck report of an episode shorter than its bound, or of no episode, is false; a second one
 * is a duplicate. On its exit a reported episode must get one INFO event naming the state it left, and the record must
 * be gone by the first sweep that observes the cluster afterwards; the record is checked at every observing sweep.
 *
 * <p>Scores. A sweep <em>observes</em> a cluster when the engine checked it and its answer was applied (no operation
 * touched it during the sweep), and its node kinds only when the node view was available. Recall: each injected drift
 * that was active and past its grace period in an observing sweep must be reported (a WARN event with its key) by its
 * second such sweep. False alert: a WARN event whose key is no active, reportable injected drift of that cluster.
 * Duplicate: a WARN event for a key reported before that has not gone away since (in an observing sweep). Missed
 * clear: a detail that still holds keys two observing sweeps after every drift of its kind was repaired, or a detail
 * removed without an INFO event. Stuck reports and their INFO events are scored by the state watch's rules above
 * (their false and duplicate reports count in the totals too), never as map drift.
 */
public final class CksSimulator {
    static final long NOW0 = 1_764_676_800_000L;
    static final long TICK_MS = 30_000L;
    static final long GRACE_MS = 900_000L;
    static final long ACCOUNT_BASE = 500;
    /**
     * CKS's timeout settings and their defaults in seconds (KubernetesClusterService's ConfigKeys), by the watched states
     * SPEC 3.7 bounds with each.
     */
    static final Map<String, Long> CKS_DEFAULT_BOUNDS_S;
    /**
     * The simulator runs with CKS's defaults divided by this: its operations take a third or less of a real one's time
     * (a worker added in 2-3 simulated minutes), and a stuck episode holds its cluster for its bound and the operator's
     * recovery, so a third keeps the ratio of an operation to its bound no smaller than in a real cloud while a seed's
     * 20-odd simulated hours hold dozens of stuck episodes. The bounds, 1 200 s and 300 s, are whole check intervals,
     * so episodes meet the inclusive boundary (now - since = bound) at a sweep.
     */
    public static final int DEFAULT_BOUND_DIVISOR = 3;

    static {
        Map<String, Long> b = new LinkedHashMap<>();
        for (String state : new String[] {"Created", "Starting", "Stopping", "Recovering"}) {
            b.put(state, 3600L); // cloud.kubernetes.cluster.start.timeout
        }
        b.put("Scaling", 3600L); // cloud.kubernetes.cluster.scale.timeout
        b.put("ScalingStoppedCluster", 3600L);
        b.put("Upgrading", 3600L); // cloud.kubernetes.cluster.upgrade.timeout
        b.put("Importing", 3600L); // cloud.kubernetes.cluster.add.node.timeout
        b.put("RemovingNodes", 900L); // cloud.kubernetes.cluster.remove.node.timeout
        CKS_DEFAULT_BOUNDS_S = Collections.unmodifiableMap(b);
    }

    private final long seed;
    private final int operations;
    private final Random rnd;
    /** The state watch's bounds the cloud gives the check: CKS's defaults divided by the run's divisor. */
    private final Map<String, Long> boundsS = new LinkedHashMap<>();
    private final InMemoryCloudStack cs = new InMemoryCloudStack(NOW0) {
        @Override
        public synchronized Map<Long, Map<String, String>> getDetails(java.util.Collection<Long> clusterIds, List<String> names) {
            return mutants.contains(Mutant.FORGET_REPORTED) ? new HashMap<>() : super.getDetails(clusterIds, names);
        }

        @Override
        public synchronized List<ClusterRecord> listClustersToCheck() {
            List<ClusterRecord> listed = super.listClustersToCheck();
            if (mutants.contains(Mutant.NO_WATCHED_CLUSTERS)) {
                listed.removeIf(c -> !("CloudManaged".equals(c.type) && ("Running".equals(c.state) || "Alert".equals(c.state))));
            }
            return listed;
        }
    };
    private final RecordingEngine engine = new RecordingEngine();
    private final KubernetesClusterVmMapCheckWorker[] servers = new KubernetesClusterVmMapCheckWorker[2];
    /** When the last sweep, by either server, ran. */
    private long lastSweepAt = Long.MIN_VALUE;
        /** Clusters with a database fault in this tick (their apply rolls back). */
    private final Set<Long> faultedThisTick = new HashSet<>();
    private final Map<Long, SimCluster> clusters = new LinkedHashMap<>();
    private final List<Drift> drifts = new ArrayList<>();
    private final Map<Long, List<Drift>> driftsByCluster = new HashMap<>();
    /** How often each thing happened, so that a test can say the run exercised it. */
    private final Map<String, Integer> stats = new LinkedHashMap<>();
    private final Set<Mutant> mutants;
    private final Deque<String> timeline = new ArrayDeque<>();
    private final List<String> failures = new ArrayList<>();
    private final Set<Long> touchedThisSweep = new HashSet<>();
    private long nextClusterId = 1;
    private long nextVmId = 1000;
    private long hex = 0x19a0b1c2000L;
    private int opsDone;
    private int sweeps;
    private int falseAlerts;
    private int duplicates;
    private int missedClears;
    /** The state watch's ground truth: every episode of a cluster in a watched state, and its scores. */
    private final List<Episode> episodes = new ArrayList<>();
    private final Map<Long, Episode> openEpisodes = new HashMap<>();
    /** Episodes that ended and whose record the next sweep applied for their cluster must have removed. */
    private final Map<Long, List<Episode>> endedUnobserved = new HashMap<>();
    private int alertEpisodes;
    private int alertExits;
    private int alertFalse;
    private int alertWrongKind;
    private int alertDuplicates;
    private int alertMissed;
    private int alertExitsMissed;
    private final Map<String, Integer> alertReports = new HashMap<>();
    private int stuckFalse;
    private int stuckDuplicates;
    private int stuckMissed;
    private int exitsMissed;
    private int recordErrors;
    private int earlyAfterReentry;
    private int silentAfterReentry;
    private boolean inSweep;
    /** The scanner's run still to come in this tick (the old hook, {@link Mutant#CHECK_AT_SCANNER_TOP}). */
    private boolean scannerDue;
    private Runnable midSweepListing;
    private Runnable midSweepReRead;

    /** One cluster as the simulator knows it: the Kubernetes side (registered nodes), SSH health, its operation. */
    static final class SimCluster {
        final long id;
        final String name;
        final long account;
        final Set<String> k8sNodes = new LinkedHashSet<>();
        /** Nodes whose STATUS is NotReady (a kubelet down). */
        final Set<String> notReady = new HashSet<>();
        /**
         * The control node prints a message on stderr with every command (a host name sudo cannot resolve): CKS's Ready
         * count, which SSH returns with stderr appended, is then no number and its reconcile stops there.
         */
        boolean stderrNoise;
        /** kubernetes_cluster's node counts as CKS keeps them (SPEC 3.8's reconcile compares the map and Ready nodes with their sum). */
        long control = 1;
        long workers;
        long etcd;
        /** The check's Alert episode as its record shows it (present from the first sweep that recorded it to the one that removed it). */
        AlertEpisode alertEpisode;
        /** The cluster's etcd VM, if it has one. */
        Long etcdVm;
        /** An INFO "has left Alert" event was recorded for the cluster in this sweep. */
        boolean alertLeftInfo;
        Deque<Runnable> op;
        String opName;
        /** How the cluster's current operation ends, and the watched state that ending applies to. */
        Ending ending = Ending.NORMAL;
        String endingState;
        int sshFailingTicks;
        String sshFailure;
        /** Per detail kind (false = VM, true = node): the expected key set at the last observing sweep. */
        final Map<Boolean, Set<String>> lastExpected = new HashMap<>();
        final Map<Boolean, Integer> clearPendingSweeps = new HashMap<>();
        /**
         * An INFO event was recorded since the last sweep that observed this cluster: a sweep whose answer was applied
         * before an operation touched the cluster mid-sweep clears a detail with its INFO event, and that sweep does
         * not observe the cluster; the next observing sweep must still credit it.
         */
        final Set<Boolean> infoSinceObserved = new HashSet<>();

        SimCluster(long id, String name, long account) {
            this.id = id;
            this.name = name;
            this.account = account;
        }
    }

    /** One injected drift: its key and the ground-truth predicate that says whether it is still there. */
    final class Drift {
        final long clusterId;
        final String key;
        final String what;
        final boolean nodeKind;
        final long injectedAt;
        final Function<Long, Boolean> reportableAt;
        final Supplier<Boolean> active;
        int reports;
        /** Whether the first sweep after the drift's grace has been scored for it. */
        boolean firstSweepScored;
        boolean reportedSinceReset;
        int dueSweeps;
        boolean missed;
        boolean everDue;

        Drift(long clusterId, String key, String what, Supplier<Boolean> active, Function<Long, Boolean> reportableAt) {
            this.clusterId = clusterId;
            this.key = key;
            this.what = what;
            this.nodeKind = key.startsWith("node:") || key.startsWith("notnode:");
            this.injectedAt = cs.now;
            this.active = active;
            this.reportableAt = reportableAt;
        }

        /** The drift is there: its cluster still exists and the ground truth still shows it. */
        boolean live() {
            return clusters.containsKey(clusterId) && active.get();
        }

        boolean present() {
            return live() && reportableAt.apply(cs.now);
        }
    }

    /**
     * One episode of a cluster in a watched state (SPEC 3.7), from the state change that entered it to the one that left
     * it, as the simulator made them: the ground truth the state watch is scored against.
     */
    final class Episode {
        final long clusterId;
        final String state;
        final long entryAt;
        final long boundMs;
        /** The operation that entered the state, and how it was made to end (see {@link Ending}). */
        final String op;
        final Ending ending;
        Long exitAt;
        String exitTo;
        /**
         * When the cluster last entered the state: the entry itself, or a re-entry into the same state that no sweep
         * could see (it left and came back between two sweeps that observed it: one episode to the check, SPEC 3.7).
         */
        long lastEntryAt;
        int reentries;
        /** This episode was folded into the previous one of its cluster, whose record the check kept. */
        boolean folded;
        /** A report before {@code lastEntryAt + bound}: the check counted from an earlier entry it could not tell apart. */
        boolean early;
        /** Stuck again after an unseen re-entry, once already reported: the check saw one episode and said nothing. */
        boolean silentAgain;
        /** The first sweep that observed the cluster in this episode: the library's record starts there. */
        Long firstObservedAt;
        /** Whether an observing sweep found it at or past its bound (from the record's start) while it lasted. */
        boolean due;
        int reports;
        Long reportedAt;
        boolean exitInfo;
        boolean missed;

        Episode(long clusterId, String state, String op, Ending ending) {
            this.clusterId = clusterId;
            this.state = state;
            this.entryAt = cs.now;
            this.lastEntryAt = entryAt;
            this.boundMs = boundsS.get(state) * 1000;
            this.op = op;
            this.ending = ending;
        }

        /** Ended within its bound: no report may ever name it. */
        boolean endedInTime() {
            return exitAt != null && exitAt - entryAt < boundMs;
        }
    }

    /** How an operation that passes through a watched state ends. */
    enum Ending {
        /** As CKS's action worker ends it, minutes after it began. */
        NORMAL,
        /** Slow: it leaves the state between one and six ticks before the state's bound. */
        JUST_INSIDE,
        /**
         * A management server killed mid-operation: the cluster stays in the state past its bound until an operator
         * recovers it (the rest of the work done, the cluster moved on as the operation would have).
         */
        KILLED
    }

    /** The real engine, recording which finding each WARN event of an answer stands for. */
    final class RecordingEngine extends VmMapCheckEngine {
        final Map<Event, Finding> findingOf = new IdentityHashMap<>();
        final Map<Long, ClusterResult> lastResults = new HashMap<>();

        @Override
        public VmMapCheckResponse check(VmMapCheckRequest request) {
            if (mutants.contains(Mutant.NO_DISPLAY_NAMES)) {
                List<VmRecord> vms = request.vms;
                for (int i = 0; i < vms.size(); i++) {
                    VmRecord v = vms.get(i);
                    vms.set(i, new VmRecord(v.id, v.uuid, v.hostName, null, v.accountId, v.state, v.createdMs,
                            v.updateTimeMs, v.removedMs));
                }
            }
            if (mutants.contains(Mutant.ENDLESS_GRACE)) {
                request.settings = new VmMapCheckRequest.Settings();
                request.settings.gracePeriodS = 100L * 86_400;
                request.settings.stateBoundsS = cs.stateBoundsS;
            }
            VmMapCheckResponse response = super.check(request);
            if (mutants.contains(Mutant.NO_INFO_EVENTS)) {
                response.clusters.forEach(r -> r.events.removeIf(e -> "INFO".equals(e.level)));
            }
            if (mutants.contains(Mutant.NO_LATER_REASONS)) {
                dropLaterReasons(request, response);
            }
            for (ClusterResult r : response.clusters) {
                lastResults.put(r.id, r);
                List<Finding> fresh = new ArrayList<>();
                for (Finding f : r.findings) {
                    if (f.isNew) {
                        fresh.add(f);
                    }
                }
                int i = 0;
                for (Event e : r.events) {
                    if ("WARN".equals(e.level)) {
                        findingOf.put(e, fresh.get(i++));
                    }
                }
                if (i != fresh.size()) {
                    throw new IllegalStateException("WARN events and new findings differ in number");
                }
            }
            return response;
        }
    }

    /**
     * Mutant NO_LATER_REASONS: a new Alert reason of a cluster whose record already names a reported kind is made not
     * new, and its WARN event (the WARN events follow the new findings' order) dropped.
     */
    static void dropLaterReasons(VmMapCheckRequest request, VmMapCheckResponse response) {
        Map<Long, String> records = new HashMap<>();
        request.clusters.forEach(c -> records.put(c.id, c.details.get(KubernetesClusterVmMapCheckWorker.DETAIL_ALERT_REASON)));
        for (ClusterResult r : response.clusters) {
            String record = records.get(r.id);
            String[] parts = record == null ? new String[0] : record.split(";", 4);
            if (parts.length < 2 || parts[1].isEmpty() || parts[1].startsWith("+")) {
                continue;
            }
            int warn = 0;
            for (Finding f : r.findings) {
                if (!f.isNew) {
                    continue;
                }
                if (f.isAlertReason()) {
                    f.isNew = false;
                    int at = warn;
                    int[] seen = {0};
                    r.events.removeIf(e -> "WARN".equals(e.level) && seen[0]++ == at);
                    r.alerts.removeIf(a -> a.subject.contains(": in Alert - "));
                    continue;
                }
                warn++;
            }
        }
    }

    /**
     * Deliberate faults, to prove that the scores can fail: each one breaks what one score measures.
     */
    public enum Mutant {
        /** The display names are not sent: external nodes known by their display name give false alerts. */
        NO_DISPLAY_NAMES,
        /** The stored details are not read: every finding is new again at every sweep (duplicates). */
        FORGET_REPORTED,
        /** A grace period of a hundred days: VMs made by hand and deleted nodes are never reported (recall). */
        ENDLESS_GRACE,
        /** INFO events are dropped: details that clear give no INFO (missed clears). */
        NO_INFO_EVENTS,
        /** An Alert reason after the episode's first report is never told (its WARN event dropped): missed reasons. */
        NO_LATER_REASONS,
        /**
         * Not a defect of the engine but the plugin's earlier hook: the check starts at the top of CKS's status scanner
         * run, so that run's Running/Alert changes land while the sweep works (after its first reads, before it applies).
         * Today's hook starts it after the scanner's changes of the run (issue 16).
         */
        CHECK_AT_SCANNER_TOP,
        /**
         * The sweep sends only the CloudManaged clusters in Running or Alert, as before issue 27: no cluster in a watched
         * state reaches the library, so no stuck cluster is reported (missed stuck episodes).
         */
        NO_WATCHED_CLUSTERS
    }

    public CksSimulator(long seed, int operations) {
        this(seed, operations, java.util.EnumSet.noneOf(Mutant.class));
    }

    public CksSimulator(long seed, int operations, Set<Mutant> mutants) {
        this(seed, operations, mutants, DEFAULT_BOUND_DIVISOR);
    }

    /** With CKS's default bounds divided by {@code boundDivisor} (1: the defaults themselves). */
    public CksSimulator(long seed, int operations, Set<Mutant> mutants, int boundDivisor) {
        this.mutants = mutants;
        this.seed = seed;
        this.operations = operations;
        this.rnd = new Random(seed);
        CKS_DEFAULT_BOUNDS_S.forEach((state, s) -> boundsS.put(state, s / boundDivisor));
        cs.stateBoundsS = boundsS;
        servers[0] = newServer();
        servers[1] = newServer();
    }

    private KubernetesClusterVmMapCheckWorker newServer() {
        return new KubernetesClusterVmMapCheckWorker(cs, () -> engine, new DirectExecutorService(),
                size -> new DirectExecutorService());
    }

    private void log(String line) {
        timeline.addLast(String.format("t+%6.1f min  %s", (cs.now - NOW0) / 60_000.0, line));
        while (timeline.size() > 80) {
            timeline.removeFirst();
        }
    }

    private void fail(String what) {
        log("FAILURE: " + what);
        if (failures.size() < 20) {
            failures.add(what + "\n  timeline before it:\n    " + String.join("\n    ", timeline));
        }
    }

    // ---- the world ----

    private String nextHex() {
        return Long.toHexString(hex++);
    }

    private VmRecord vm(long id) {
        return cs.vms.get(id);
    }

    private boolean mapped(long clusterId, long vmId) {
        return cs.listByClusterId(clusterId).stream().anyMatch(r -> r.vmId == vmId);
    }

    private boolean mappedAnywhere(long vmId) {
        return !cs.listByVmId(vmId).isEmpty();
    }

    private String state(long clusterId) {
        ClusterRecord c = cs.clusters.get(clusterId);
        return c == null ? "Removed" : c.state;
    }

    private void setState(SimCluster c, String state) {
        if (cs.clusters.containsKey(c.id)) {
            if (!state.equals(state(c.id))) {
                endEpisode(c, state);
                beginEpisode(c, state);
            }
            cs.setState(c.id, state);
        }
        touch(c);
    }

    /** The ground truth of the state watch: a cluster entering a watched state begins an episode. */
    private void beginEpisode(SimCluster c, String state) {
        if (boundsS.containsKey(state)) {
            Episode e = new Episode(c.id, state, c.opName == null ? "?" : c.opName, state.equals(c.endingState) ? c.ending : Ending.NORMAL);
            episodes.add(e);
            openEpisodes.put(c.id, e);
        }
    }

    private void endEpisode(SimCluster c, String newState) {
        Episode e = openEpisodes.remove(c.id);
        if (e != null) {
            e.exitAt = cs.now;
            e.exitTo = newState;
            endedUnobserved.computeIfAbsent(c.id, k -> new ArrayList<>()).add(e);
            log("  c" + c.id + " leaves " + e.state + " after " + (cs.now - e.entryAt) / 1000 + " s (bound " + e.boundMs / 1000 + " s)"
                    + (e.reports > 0 ? ", reported" : ""));
        }
    }

    private void touch(SimCluster c) {
        if (inSweep) {
            touchedThisSweep.add(c.id);
        }
    }

    private long newNodeVm(SimCluster c, String role, String state) {
        long id = nextVmId++;
        cs.addVm(id, c.name + "-" + role + "-" + nextHex(), c.account, state, cs.now);
        return id;
    }

    private static String nodeName(VmRecord vm) {
        return vm.hostName.toLowerCase(Locale.ROOT);
    }

    private List<Long> mappedWorkers(SimCluster c, boolean external) {
        List<Long> out = new ArrayList<>();
        for (VmMapRow r : cs.listByClusterId(c.id)) {
            VmRecord v = vm(r.vmId);
            if (!r.controlNode && r.externalNode == external && v != null && v.removedMs == null && !Long.valueOf(r.vmId).equals(c.etcdVm)) {
                out.add(r.vmId);
            }
        }
        return out;
    }

    private <T> T pick(List<T> list) {
        return list.get(rnd.nextInt(list.size()));
    }

    private void installKubectl(SimCluster c) {
        cs.kubectl.put(c.id, rec -> {
            Runnable hook = midSweepListing;
            if (hook != null && rnd.nextInt(6) == 0) {
                midSweepListing = null;
                hook.run();
            }
            if (c.sshFailingTicks > 0) {
                return Kubectl.failed(c.sshFailure);
            }
            StringBuilder out = new StringBuilder();
            for (String n : c.k8sNodes) {
                out.append(InMemoryCloudStack.nodeLine(n, c.notReady.contains(n) ? "NotReady" : "Ready"));
            }
            if (c.stderrNoise) {
                out.append("sudo: unable to resolve host ").append(c.name).append("-control: Name or service not known\n");
            }
            return Kubectl.ok(out.toString());
        });
    }

    /** CKS create: VMs created and mapped, booted, joining Kubernetes over minutes; Starting then Running. */
    private void createCluster(long account) {
        SimCluster c = new SimCluster(nextClusterId, "c" + nextClusterId, account);
        nextClusterId++;
        clusters.put(c.id, c);
        cs.addCluster(c.id, c.name, "Starting", "CloudManaged", account, 1);
        installKubectl(c);
        int workers = 1 + rnd.nextInt(3);
        boolean withEtcd = rnd.nextInt(3) == 0;
        c.workers = workers;
        c.etcd = withEtcd ? 1 : 0;
        c.stderrNoise = rnd.nextInt(8) == 0;
        counts(c);
        List<Long> vms = new ArrayList<>();
        Deque<Runnable> steps = new ArrayDeque<>();
        steps.add(() -> {
            long control = newNodeVm(c, "control", "Starting");
            cs.map(c.id, control, true);
            vms.add(control);
            for (int i = 0; i < workers; i++) {
                long w = newNodeVm(c, "node", "Starting");
                cs.map(c.id, w, false);
                vms.add(w);
            }
            if (withEtcd) {
                // An etcd node: named with the etcd prefix, mapped, never a Kubernetes node (CKS adds the etcd count to the Ready count).
                long e = newNodeVm(c, "etcd-1", "Starting");
                cs.map(c.id, e, false);
                c.etcdVm = e;
            }
        });
        steps.add(() -> {
            vms.forEach(id -> cs.transition(id, "Running"));
            if (c.etcdVm != null) {
                cs.transition(c.etcdVm, "Running");
            }
        });
        for (int i = 0; i <= workers; i++) {
            final int k = i;
            steps.add(() -> c.k8sNodes.add(nodeName(vm(vms.get(k)))));
        }
        steps.add(() -> setState(c, "Running"));
        start(c, "create", steps);
        beginEpisode(c, "Starting"); // the cluster is made in Starting (cs.addCluster above, at this instant)
    }

    private void count(String what) {
        stats.merge(what, 1, Integer::sum);
    }

    private void start(SimCluster c, String name, Deque<Runnable> steps) {
        c.op = steps;
        c.opName = name;
        opsDone++;
        count("op: " + name.replaceAll(" (of )?[0-9]+$", "").replace("autoscaler ", ""));
        log("op " + name + " on " + c.name + " begins");
    }

    /**
     * An operation that passes through the watched state {@code state}: the state change into it, the work, the state
     * change out of it ({@code exit}), then {@code after}. {@link Ending#JUST_INSIDE} holds the state until one to six
     * ticks before its bound; {@link Ending#KILLED} stops the work at a random step, where a management server killed
     * mid-operation leaves it (that server restarts), and an operator recovers the cluster past the bound: some just
     * past it, most up to an hour later (the rest of the work, then the exit).
     */
    private Deque<Runnable> shaped(SimCluster c, String state, List<Runnable> work, Runnable exit, List<Runnable> after, Ending ending) {
        c.ending = ending;
        c.endingState = state;
        Deque<Runnable> steps = new ArrayDeque<>();
        steps.add(() -> setState(c, state));
        int boundTicks = (int) (boundsS.get(state) * 1000 / TICK_MS);
        int interval = (int) (KubernetesClusterVmMapCheckWorker.CHECK_INTERVAL_MS / TICK_MS);
        if (ending == Ending.KILLED) {
            int k = rnd.nextInt(work.size() + 1);
            steps.addAll(work.subList(0, k));
            int server = rnd.nextInt(2);
            steps.add(() -> {
                servers[server] = newServer();
                count("management server killed mid-operation");
                log("management server " + (char) ('A' + server) + " killed during " + c.opName + " on " + c.name + "; it restarts");
            });
            int extra = rnd.nextInt(3) == 0 ? rnd.nextInt(2 * interval) : 2 * interval + rnd.nextInt(10 * interval);
            for (int i = 0; i < boundTicks + extra; i++) {
                steps.add(() -> { });
            }
            steps.add(() -> log("an operator recovers " + c.name + " from " + state));
            steps.addAll(work.subList(k, work.size()));
        } else {
            steps.addAll(work);
            if (ending == Ending.JUST_INSIDE) {
                int slack = rnd.nextBoolean() ? 1 : 1 + rnd.nextInt(6);
                while (steps.size() < boundTicks - slack) {
                    steps.add(() -> { });
                }
            }
        }
        steps.add(exit);
        steps.addAll(after);
        return steps;
    }

    /** An operation's name for its ending. */
    private static String named(String name, Ending ending, String what) {
        switch (ending) {
            case KILLED:
                return name + " (management server killed mid-" + what + ")";
            case JUST_INSIDE:
                return name + " (ends just inside its bound)";
            default:
                return name;
        }
    }

    /** How an operation through a watched state ends: 5 % killed mid-operation, 7 % just inside its bound. */
    private Ending ending() {
        int r = rnd.nextInt(100);
        return r < 5 ? Ending.KILLED : r < 12 ? Ending.JUST_INSIDE : Ending.NORMAL;
    }

    private void startScaleUp(SimCluster c) {
        startScaleUp(c, Ending.NORMAL);
    }

    private void startScaleUp(SimCluster c, Ending ending) {
        int k = 1 + rnd.nextInt(2);
        List<Long> vms = new ArrayList<>();
        List<Runnable> work = new ArrayList<>();
        work.add(() -> {
            for (int i = 0; i < k; i++) {
                long w = newNodeVm(c, "node", "Starting");
                cs.map(c.id, w, false);
                vms.add(w);
            }
        });
        work.add(() -> vms.forEach(id -> cs.transition(id, "Running")));
        for (int i = 0; i < k; i++) {
            final int j = i;
            work.add(() -> c.k8sNodes.add(nodeName(vm(vms.get(j)))));
        }
        String name = rnd.nextBoolean() ? "scale up" : "autoscaler scale up";
        Runnable exit = () -> {
            c.workers += k; // the scale worker writes the new size as it ends
            counts(c);
            setState(c, "Running");
        };
        start(c, named(name, ending, "scale"), shaped(c, "Scaling", work, exit, Collections.emptyList(), ending));
    }

    private boolean startScaleDown(SimCluster c) {
        return startScaleDown(c, Ending.NORMAL);
    }

    private boolean startScaleDown(SimCluster c, Ending ending) {
        List<Long> workers = mappedWorkers(c, false);
        workers.removeIf(id -> !"Running".equals(vm(id).state));
        if (workers.size() < 2) {
            return false;
        }
        long victim = pick(workers);
        List<Runnable> work = new ArrayList<>();
        work.add(() -> c.k8sNodes.remove(nodeName(vm(victim)))); // drain, kubectl delete node
        work.add(() -> cs.transition(victim, "Destroyed"));
        work.add(() -> cs.expunge(victim));
        work.add(() -> cs.unmap(victim));
        String name = rnd.nextBoolean() ? "scale down" : "autoscaler scale down";
        Runnable exit = () -> {
            c.workers -= 1;
            counts(c);
            setState(c, "Running");
        };
        start(c, named(name, ending, "scale"), shaped(c, "Scaling", work, exit, Collections.emptyList(), ending));
        return true;
    }

    private void startUpgrade(SimCluster c) {
        startUpgrade(c, Ending.NORMAL);
    }

    private void startUpgrade(SimCluster c, Ending ending) {
        List<Runnable> work = new ArrayList<>();
        for (int i = 0; i < cs.listByClusterId(c.id).size(); i++) {
            work.add(() -> { }); // node by node: drain, upgrade, uncordon; nodes stay registered
        }
        start(c, named("upgrade", ending, "upgrade"), shaped(c, "Upgrading", work, () -> setState(c, "Running"), Collections.emptyList(), ending));
    }

    private void startStopStart(SimCluster c, Ending ending) {
        List<Runnable> work = new ArrayList<>();
        work.add(() -> runningMapped(c).forEach(id -> cs.transition(id, "Stopped")));
        List<Runnable> after = new ArrayList<>();
        for (int i = 0; i < 4 + rnd.nextInt(20); i++) {
            after.add(() -> { });
        }
        after.add(() -> setState(c, "Starting"));
        after.add(() -> {
            for (VmMapRow r : cs.listByClusterId(c.id)) {
                VmRecord v = vm(r.vmId);
                if (v != null && "Stopped".equals(v.state)) {
                    cs.transition(v.id, "Running");
                }
            }
        });
        after.add(() -> setState(c, "Running"));
        start(c, named("stop and start", ending, "stop"), shaped(c, "Stopping", work, () -> setState(c, "Stopped"), after, ending));
    }

    private List<Long> runningMapped(SimCluster c) {
        List<Long> out = new ArrayList<>();
        for (VmMapRow r : cs.listByClusterId(c.id)) {
            VmRecord v = vm(r.vmId);
            if (v != null && "Running".equals(v.state) && v.removedMs == null) {
                out.add(v.id);
            }
        }
        return out;
    }

    /** A VM reboot or an HA restart: not an operation of the cluster; CKS's scanner moves it to Alert meanwhile. */
    private boolean startReboot(SimCluster c) {
        List<Long> running = runningMapped(c);
        if (running.isEmpty()) {
            return false;
        }
        long id = pick(running);
        Deque<Runnable> steps = new ArrayDeque<>();
        steps.add(() -> cs.transition(id, "Stopping"));
        steps.add(() -> cs.transition(id, "Starting"));
        steps.add(() -> {
            if ("Starting".equals(vm(id).state)) {
                cs.transition(id, "Running");
            }
        });
        start(c, rnd.nextBoolean() ? "VM reboot of " + id : "HA restart of " + id, steps);
        return true;
    }

    /** addVirtualMachinesToKubernetesCluster: an existing VM of the owner, its own names; its node is its display name. */
    private void startExternalAdd(SimCluster c) {
        long id = nextVmId++;
        String display = "Ext-Worker-" + id;
        cs.addVm(id, "i-" + c.account + "-" + id + "-VM", display, c.account, "Running", cs.now - 3 * 86_400_000L);
        Deque<Runnable> steps = new ArrayDeque<>();
        steps.add(() -> setState(c, "Importing")); // CKS's add worker: AddNodeRequested, Running or Alert -> Importing
        steps.add(() -> {
            cs.map(c.id, id, false, true);
            c.workers += 1; // updateNodeCount: the map's rows
            counts(c);
        });
        steps.add(() -> c.k8sNodes.add(display.toLowerCase(Locale.ROOT)));
        steps.add(() -> setState(c, "Running"));
        start(c, "add external node " + id, steps);
    }

    /** CKS delete: Destroying; the VMs destroyed and expunged, the map rows removed, the cluster removed. */
    private void startDelete(SimCluster c) {
        Deque<Runnable> steps = new ArrayDeque<>();
        steps.add(() -> setState(c, "Destroying"));
        steps.add(() -> {
            for (VmMapRow r : cs.listByClusterId(c.id)) {
                VmRecord v = vm(r.vmId);
                if (v != null && v.removedMs == null && !r.externalNode) {
                    cs.expunge(v.id);
                }
                cs.unmap(r.vmId);
            }
            c.k8sNodes.clear();
        });
        steps.add(() -> {
            setState(c, "Destroyed");
            cs.removeCluster(c.id);
            clusters.remove(c.id);
            endedUnobserved.remove(c.id); // a cluster removed from CloudStack loses its details with it
        });
        start(c, "delete", steps);
    }

    private boolean startExternalRemove(SimCluster c, Ending ending) {
        List<Long> external = mappedWorkers(c, true);
        if (external.isEmpty()) {
            return false;
        }
        long id = pick(external);
        List<Runnable> work = new ArrayList<>();
        work.add(() -> c.k8sNodes.remove(vm(id).displayName.toLowerCase(Locale.ROOT)));
        work.add(() -> {
            cs.unmap(id);
            c.workers -= 1; // updateNodeCount
            counts(c);
        });
        start(c, named("remove external node", ending, "removal") + " " + id,
                shaped(c, "RemovingNodes", work, () -> setState(c, "Running"), Collections.emptyList(), ending));
        return true;
    }

    // ---- drift, out of band ----

    private String mappedKey(long vmId) {
        return "mapped:" + vmId;
    }

    private boolean mappedDriftActive(long clusterId, long vmId) {
        VmRecord v = vm(vmId);
        return mapped(clusterId, vmId) && (v == null || v.removedMs != null || "Destroyed".equals(v.state) || "Error".equals(v.state));
    }

    private boolean hasDrift(long clusterId, String key) {
        for (Drift d : driftsByCluster.getOrDefault(clusterId, Collections.emptyList())) {
            if (d.clusterId == clusterId && d.key.equals(key) && d.live()) {
                return true;
            }
        }
        return false;
    }

    private void inject(Drift d) {
        if (hasDrift(d.clusterId, d.key)) {
            return;
        }
        drifts.add(d);
        driftsByCluster.computeIfAbsent(d.clusterId, k -> new ArrayList<>()).add(d);
        count("drift: " + d.what);
        opsDone++;
        log("drift injected on c" + d.clusterId + ": " + d.what + " (" + d.key + ")");
    }

    private boolean injectDrift(SimCluster c) {
        int kind = rnd.nextInt(8);
        List<Long> workers = mappedWorkers(c, false);
        workers.removeIf(id -> !"Running".equals(vm(id).state));
        switch (kind) {
            case 0:
            case 1:
            case 2: {
                if (workers.isEmpty()) {
                    return false;
                }
                long id = pick(workers);
                String[] what = {"VM destroyed by hand", "VM expunged by hand", "VM in Error"};
                if (kind == 0) {
                    cs.transition(id, "Destroyed");
                } else if (kind == 1) {
                    cs.expunge(id);
                } else {
                    cs.transition(id, "Error");
                }
                inject(new Drift(c.id, mappedKey(id), what[kind], () -> mappedDriftActive(c.id, id), t -> true));
                return true;
            }
            case 3: {
                if (workers.isEmpty()) {
                    return false;
                }
                long id = pick(workers);
                cs.unmap(id);
                inject(new Drift(c.id, "unmapped:" + id, "map row deleted by hand", () -> unmappedActive(id),
                        t -> vm(id) != null && t - vm(id).createdMs >= GRACE_MS));
                return true;
            }
            case 4: {
                long ghostVm = 900_000_000L + nextVmId++;
                cs.map(c.id, ghostVm, false);
                inject(new Drift(c.id, mappedKey(ghostVm), "map row pointing at nothing", () -> mapped(c.id, ghostVm), t -> true));
                return true;
            }
            case 5: {
                long id = newNodeVm(c, "node", "Running");
                inject(new Drift(c.id, "unmapped:" + id, "VM made by hand with a node name", () -> unmappedActive(id),
                        t -> t - vm(id).createdMs >= GRACE_MS));
                return true;
            }
            case 6: {
                List<Long> withNode = new ArrayList<>(workers);
                withNode.removeIf(id -> !c.k8sNodes.contains(nodeName(vm(id))));
                if (withNode.isEmpty()) {
                    return false;
                }
                long id = pick(withNode);
                c.k8sNodes.remove(nodeName(vm(id)));
                inject(new Drift(c.id, "notnode:" + id, "node deleted in Kubernetes", () -> notNodeActive(c, id), t -> {
                    VmRecord v = vm(id);
                    return v != null && t - v.createdMs >= GRACE_MS && (v.updateTimeMs == null || t - v.updateTimeMs >= GRACE_MS);
                }));
                return true;
            }
            default: {
                String ghost = "ghost-" + nextHex();
                c.k8sNodes.add(ghost);
                inject(new Drift(c.id, "node:" + ghost, "ghost node left behind", () -> c.k8sNodes.contains(ghost), t -> true));
                return true;
            }
        }
    }

    private boolean unmappedActive(long vmId) {
        VmRecord v = vm(vmId);
        return v != null && v.removedMs == null && !mappedAnywhere(vmId)
                && !("Destroyed".equals(v.state) || "Expunging".equals(v.state) || "Error".equals(v.state));
    }

    private boolean notNodeActive(SimCluster c, long vmId) {
        VmRecord v = vm(vmId);
        if (v == null || v.removedMs != null || !"Running".equals(v.state) || !mapped(c.id, vmId)) {
            return false;
        }
        String host = v.hostName.toLowerCase(Locale.ROOT);
        String display = v.displayName == null ? null : v.displayName.toLowerCase(Locale.ROOT);
        return !c.k8sNodes.contains(host) && (display == null || !c.k8sNodes.contains(display));
    }

    /** Repairs one active drift, as an operator would. */
    private boolean repairDrift() {
        List<Drift> active = new ArrayList<>();
        for (Drift d : drifts) {
            // An operator repairs a cluster no CKS operation is working on (a repair racing CKS, such as a node
            // re-registered while CKS deletes its VM, makes a real leftover, not a repair).
            if (d.live() && clusters.get(d.clusterId).op == null) {
                active.add(d);
            }
        }
        if (active.isEmpty()) {
            return false;
        }
        Drift d = pick(active);
        SimCluster c = clusters.get(d.clusterId);
        String tag = d.key.substring(0, d.key.indexOf(':'));
        String rest = d.key.substring(d.key.indexOf(':') + 1);
        switch (tag) {
            case "mapped": {
                long id = Long.parseLong(rest);
                VmRecord v = vm(id);
                if (v != null && v.removedMs == null && rnd.nextBoolean()) {
                    cs.transition(id, "Running"); // recovered
                } else {
                    // The node removed as it should have been (kubectl delete node), the VM expunged, the stale row removed.
                    if (v != null) {
                        c.k8sNodes.remove(nodeName(v));
                        if (v.removedMs == null) {
                            cs.expunge(id);
                        }
                        // The guide's fix: the row deleted and the cluster's size lowered by one, so that CKS's scanner counts right.
                        c.workers -= 1;
                        counts(c);
                    }
                    cs.unmap(id);
                }
                break;
            }
            case "unmapped": {
                long id = Long.parseLong(rest);
                if (rnd.nextBoolean() && vm(id).hostName.contains("-node-") && d.what.startsWith("map row")) {
                    cs.map(c.id, id, false); // the row put back
                } else {
                    c.k8sNodes.remove(nodeName(vm(id)));
                    cs.transition(id, "Destroyed"); // the stray VM destroyed
                }
                break;
            }
            case "notnode": {
                VmRecord v = vm(Long.parseLong(rest));
                c.k8sNodes.add(nodeName(v)); // kubelet re-registers the node
                break;
            }
            default:
                c.k8sNodes.remove(rest); // kubectl delete node
        }
        touch(c);
        opsDone++;
        count("repair");
        log("repair on c" + c.id + ": " + d.key);
        return true;
    }

    // ---- CKS's own status scanner, as 4.22 runs it (isClusterVMsInDesiredState, reconcileAlertCluster) ----

    private void cksStatusScanner() {
        for (SimCluster c : clusters.values()) {
            String s = state(c.id);
            if (!"Running".equals(s) && !"Alert".equals(s)) {
                continue;
            }
            List<VmMapRow> rows = cs.listByClusterId(c.id);
            if (rows.stream().anyMatch(r -> vm(r.vmId) == null)) {
                continue; // CKS's scanner throws a NullPointerException on such a row and changes nothing
            }
            boolean running = inDesiredState(c, rows, "Running");
            if ("Running".equals(s) && !running) {
                setState(c, "Alert");
                touch(c);
                log("CKS scanner: " + c.name + " Running -> Alert");
            } else if ("Alert".equals(s) && c.op == null) {
                if (running && rows.size() == total(c) && c.sshFailingTicks == 0 && !c.stderrNoise && readyNodes(c) + c.etcd == total(c)) {
                    setState(c, "Running"); // the API server, kubeconfig and dashboard answer in this simulator
                    touch(c);
                    log("CKS scanner: " + c.name + " Alert -> Running");
                } else if (!running && inDesiredState(c, rows, "Stopped")) {
                    setState(c, "Stopped");
                    touch(c);
                    log("CKS scanner: " + c.name + " Alert -> Stopped");
                }
            }
        }
    }

    private boolean inDesiredState(SimCluster c, List<VmMapRow> rows, String state) {
        return rows.size() >= total(c) && rows.stream().allMatch(r -> state.equals(vm(r.vmId).state));
    }

    private long total(SimCluster c) {
        return c.control + c.workers + c.etcd;
    }

    /** The nodes kubectl lists Ready (what {@code grep -w Ready} counts), ghosts included. */
    private long readyNodes(SimCluster c) {
        return c.k8sNodes.stream().filter(n -> !c.notReady.contains(n)).count();
    }

    private void counts(SimCluster c) {
        cs.setNodeCounts(c.id, c.control, c.workers, c.etcd);
    }

    // ---- why a cluster is in Alert (SPEC 3.8): the paths in, the operator's fixes, and the ground truth ----

    /** The check's Alert episode, from the sweep whose record started it to the one that removed it. */
    static final class AlertEpisode {
        final Set<String> reported = new HashSet<>();
        /** The sweep whose record began the episode (the record's since, in an honest run). */
        final long startedAt;
        /** The kinds expected by the observing sweeps since the episode's first report (SPEC 3.8 as the library reads
         * it: a kind after the first report is due the second time the episode finds it). */
        final Set<String> expectedAfterFirstReport = new HashSet<>();

        AlertEpisode(long startedAt) {
            this.startedAt = startedAt;
        }
    }

    /** The paths into Alert that CKS has; each leaves the cluster in Alert for CKS's scanner to keep there. */
    private boolean startAlertPath(SimCluster c) {
        int kind = rnd.nextInt(7); // 5 and 6: the etcd node, when the cluster has one
        List<Long> workers = mappedWorkers(c, false);
        workers.removeIf(id -> !"Running".equals(vm(id).state));
        List<Runnable> work = new ArrayList<>();
        switch (kind) {
            case 0: // a scale that fails half-way: the new VM left Stopped; the scale worker wrote the size, then OperationFailed
                work.add(() -> {
                    long w = newNodeVm(c, "node", "Stopped");
                    cs.map(c.id, w, false);
                    c.workers += 1;
                    counts(c);
                });
                start(c, "scale up that fails half-way (VM left Stopped)", shaped(c, "Scaling", work, () -> setState(c, "Alert"),
                        Collections.emptyList(), Ending.NORMAL));
                return true;
            case 1: { // a scale that fails half-way: the VM made and running, its map row never written
                long[] made = new long[1];
                work.add(() -> {
                    made[0] = newNodeVm(c, "node", "Running");
                    c.workers += 1;
                    counts(c);
                    long id = made[0];
                    inject(new Drift(c.id, "unmapped:" + id, "VM of a failed scale never mapped", () -> unmappedActive(id),
                            t -> vm(id) != null && t - vm(id).createdMs >= GRACE_MS));
                });
                work.add(() -> c.k8sNodes.add(nodeName(vm(made[0]))));
                start(c, "scale up that fails half-way (VM not mapped)", shaped(c, "Scaling", work, () -> setState(c, "Alert"),
                        Collections.emptyList(), Ending.NORMAL));
                return true;
            }
            case 2: { // a scale that fails half-way: the VM made and mapped, the size never written (CloudStack issue #12123)
                long[] made = new long[1];
                work.add(() -> {
                    made[0] = newNodeVm(c, "node", "Running");
                    cs.map(c.id, made[0], false);
                });
                work.add(() -> c.k8sNodes.add(nodeName(vm(made[0]))));
                start(c, "scale up that fails half-way (VM mapped, size unchanged)", shaped(c, "Scaling", work, () -> setState(c, "Alert"),
                        Collections.emptyList(), Ending.NORMAL));
                return true;
            }
            case 3: // a node VM stopped by its owner (CloudStack issue #12699); its kubelet goes NotReady with it
            case 4: { // a node that stops being Ready while its VM runs, on a cluster CKS then finds in Alert
                if (workers.isEmpty()) {
                    return false;
                }
                long id = pick(workers);
                c.notReady.add(nodeName(vm(id)));
                if (kind == 3) {
                    cs.transition(id, "Stopped");
                } else {
                    startReboot(c); // another VM restarts: CKS's scanner moves the cluster to Alert meanwhile
                    opsDone--;
                }
                touch(c);
                opsDone++;
                count(kind == 3 ? "alert path: node VM stopped by its owner" : "alert path: a node stops being Ready");
                log((kind == 3 ? "node VM " + id + " stopped by its owner on " : "node of VM " + id + " NotReady on ") + c.name);
                return true;
            }
            default: { // an etcd node lost
                if (c.etcdVm == null || !"Running".equals(vm(c.etcdVm).state)) {
                    return false;
                }
                cs.transition(c.etcdVm, "Stopped");
                touch(c);
                opsDone++;
                count("alert path: etcd node lost");
                log("etcd VM " + c.etcdVm + " of " + c.name + " stopped");
                return true;
            }
        }
    }

    /** An operator's fix for a cluster in Alert, by what the check says it waits for (the guide's fixes). */
    private boolean repairAlert() {
        List<SimCluster> inAlert = new ArrayList<>();
        for (SimCluster c : clusters.values()) {
            if (c.op == null && "Alert".equals(state(c.id))) {
                inAlert.add(c);
            }
        }
        if (inAlert.isEmpty()) {
            return false;
        }
        SimCluster c = pick(inAlert);
        String kind = expectedReason(c);
        List<VmMapRow> rows = cs.listByClusterId(c.id);
        switch (kind) {
            case "vm_state": // startVirtualMachine; its kubelet comes back NotReady, then Ready a few ticks later
                for (VmMapRow r : rows) {
                    VmRecord v = vm(r.vmId);
                    if (v != null && "Stopped".equals(v.state)) {
                        cs.transition(v.id, "Running");
                        String node = nodeName(v);
                        if (!v.hostName.contains("-etcd-")) {
                            c.k8sNodes.add(node);
                            c.notReady.add(node);
                            Deque<Runnable> steps = new ArrayDeque<>();
                            for (int i = rnd.nextInt(4); i > 0; i--) {
                                steps.add(() -> { });
                            }
                            steps.add(() -> c.notReady.remove(node));
                            c.op = steps;
                            c.opName = "kubelet of " + node + " joining";
                        }
                    }
                }
                break;
            case "map_count": // the size set to the map's (SQL, after a backup), as the guide says
                c.workers = rows.size() - c.control - c.etcd;
                counts(c);
                break;
            case "ready_nodes": // the kubelet restarted; a node joined outside CKS drained and deleted; /etc/hosts fixed
                c.notReady.clear();
                c.stderrNoise = false;
                c.k8sNodes.removeIf(n -> n.startsWith("ghost-"));
                break;
            default:
                return false;
        }
        touch(c);
        opsDone++;
        count("alert repair: " + kind);
        log("alert repair on " + c.name + ": " + kind);
        return true;
    }

    /**
     * The ground truth of SPEC 3.8 from the simulator's own model: the first of CKS's conditions that fails, or
     * waiting_on_cks. Written from the spec, not from the library.
     */
    private String expectedReason(SimCluster c) {
        List<VmMapRow> rows = cs.listByClusterId(c.id);
        Set<Long> mapped = new LinkedHashSet<>();
        rows.forEach(r -> mapped.add(r.vmId));
        boolean allRunning = mapped.stream().allMatch(id -> vm(id) != null && "Running".equals(vm(id).state));
        boolean allStopped = !mapped.isEmpty() && mapped.stream().allMatch(id -> vm(id) != null && "Stopped".equals(vm(id).state));
        if (!allRunning && !allStopped) {
            return "vm_state";
        }
        if (allStopped && rows.size() >= total(c)) {
            return "waiting_on_cks";
        }
        if (rows.size() != total(c)) {
            return "map_count";
        }
        if (c.sshFailingTicks > 0) {
            return "nodes_unknown";
        }
        if (c.stderrNoise) {
            return "ready_nodes"; // CKS cannot read its count
        }
        return readyNodes(c) + c.etcd == total(c) ? "waiting_on_cks" : "ready_nodes";
    }

    /** A reason reported (its WARN event): in Alert, the right kind, once per kind in the check's episode. */
    private void scoreAlertReason(SimCluster c, String kind, String text) {
        log("  Alert reason on c" + c.id + ": " + kind);
        alertReports.merge(kind, 1, Integer::sum);
        if (c.alertEpisode == null) {
            c.alertEpisode = new AlertEpisode(cs.now);
        }
        if (!c.alertEpisode.reported.add(kind)) {
            alertDuplicates++;
            fail("duplicate Alert reason on c" + c.id + ": " + kind);
        }
        if (touchedThisSweep.contains(c.id) || faultedThisTick.contains(c.id)) {
            return; // the views changed under the sweep: the reason is of the views it read
        }
        if (!"Alert".equals(state(c.id))) {
            alertFalse++;
            fail("Alert reason on c" + c.id + ", which is " + state(c.id) + ": " + text);
        } else if (!kind.equals(expectedReason(c))) {
            alertWrongKind++;
            fail("Alert reason on c" + c.id + " is " + kind + ", the first failing condition is " + expectedReason(c) + ": " + text);
        }
    }

    /**
     * After a sweep: the check's episode follows its record; an ended episode with reports has had its INFO event; an
     * observing sweep of a cluster in Alert past the grace period from the record's start has reported the current kind.
     */
    private void observeAlertEpisodes() {
        for (SimCluster c : clusters.values()) {
            String record = cs.details.getOrDefault(c.id, Collections.emptyMap()).get(KubernetesClusterVmMapCheckWorker.DETAIL_ALERT_REASON);
            boolean observing = !touchedThisSweep.contains(c.id) && !faultedThisTick.contains(c.id);
            if (record == null) {
                if (c.alertEpisode != null && !c.alertEpisode.reported.isEmpty() && !c.alertLeftInfo) {
                    alertExitsMissed++;
                    fail("missed Alert exit: c" + c.id + " left Alert (" + state(c.id) + ") without an INFO event");
                } else if (c.alertEpisode != null && !c.alertEpisode.reported.isEmpty()) {
                    alertExits++;
                }
                if (c.alertLeftInfo && (c.alertEpisode == null || c.alertEpisode.reported.isEmpty())) {
                    alertFalse++;
                    fail("an INFO event says c" + c.id + " left Alert, and no reason was reported");
                }
                c.alertEpisode = null;
            } else {
                if (c.alertEpisode == null) {
                    c.alertEpisode = new AlertEpisode(cs.now);
                    alertEpisodes++;
                }
                // Due from the sweep that began the episode (not from the record's own since, which a check that lost its
                // record would move on every sweep).
                long since = c.alertEpisode.startedAt;
                String kind = expectedReason(c);
                boolean due = c.alertEpisode.reported.isEmpty() || c.alertEpisode.expectedAfterFirstReport.contains(kind);
                if (observing && due && "Alert".equals(state(c.id)) && cs.now - since >= GRACE_MS && !c.alertEpisode.reported.contains(kind)) {
                    alertMissed++;
                    fail("missed Alert reason: c" + c.id + " in Alert since " + (cs.now - since) / 1000 + " s, " + kind + " not reported");
                }
                if (observing && "Alert".equals(state(c.id)) && !c.alertEpisode.reported.isEmpty()) {
                    c.alertEpisode.expectedAfterFirstReport.add(kind);
                }
            }
            c.alertLeftInfo = false;
        }
    }

    /** The Alert reasons' line: episodes, reports by kind, exits, and false, wrong, duplicate and missed reports. */
    public String alertReasonLine() {
        return String.format(Locale.ROOT, "alert reasons: seed %d, %d episodes, reported %s, %d exits (INFO), false %d, wrong kind %d, "
                + "duplicate %d, missed %d, missed exits %d", seed, alertEpisodes, new java.util.TreeMap<>(alertReports), alertExits, alertFalse,
                alertWrongKind, alertDuplicates, alertMissed, alertExitsMissed);
    }

    /** False, wrong-kind, duplicate and missed Alert reasons, and missed exits: all 0 in a clean run. */
    public int alertReasonErrors() {
        return alertFalse + alertWrongKind + alertDuplicates + alertMissed + alertExitsMissed;
    }

    /** Alert reasons reported, by kind. */
    public Map<String, Integer> alertReports() {
        return alertReports;
    }

    // ---- the run ----

    private void randomOperation() {
        List<SimCluster> running = new ArrayList<>();
        List<SimCluster> checked = new ArrayList<>();
        for (SimCluster c : clusters.values()) {
            String s = state(c.id);
            if (c.op == null && "Running".equals(s)) {
                running.add(c);
            }
            if ("Running".equals(s) || "Alert".equals(s)) {
                checked.add(c);
            }
        }
        int r = rnd.nextInt(100);
        int live = checked.size(); // the clusters whose map is checked (not those sent for the state watch alone)
        // An operator does not delete a cluster in the minutes after recovering it from a stuck state: the next sweep
        // sees it leave the state (a cluster removed from CloudStack takes its details, and the exit's INFO, with it).
        List<SimCluster> deletable = new ArrayList<>(running);
        deletable.removeIf(c -> endedUnobserved.containsKey(c.id));
        if ((r < 4 && live < 30) || live < 6) {
            createCluster(ACCOUNT_BASE + rnd.nextInt(4));
        } else if (r < 6 && live > 12 && !deletable.isEmpty()) {
            startDelete(pick(deletable));
        } else if (r < 28 && !checked.isEmpty()) {
            injectDrift(pick(checked));
        } else if (r < 40) {
            repairDrift();
        } else if (r < 45) {
            repairAlert();
        } else if (!running.isEmpty()) {
            SimCluster c = pick(running);
            if (r < 50) {
                startAlertPath(c);
            } else if (r < 55) {
                startScaleUp(c, ending());
            } else if (r < 65) {
                startScaleDown(c, ending());
            } else if (r < 70) {
                startUpgrade(c, ending());
            } else if (r < 74) {
                startStopStart(c, ending());
            } else if (r < 82) {
                startReboot(c);
            } else if (r < 86) {
                startExternalAdd(c);
            } else if (r < 89) {
                startExternalRemove(c, ending());
            } else if (r < 93) {
                c.sshFailingTicks = 2 + rnd.nextInt(20);
                c.sshFailure = rnd.nextBoolean() ? "SSH to 10.1.1.5:22 as cloud failed: Connection refused"
                        : "SSH to 10.1.1.5:22 as cloud failed: timed out waiting for the result";
                opsDone++;
                count(c.sshFailure.contains("timed") ? "SSH hangs" : "SSH flakes");
                log("SSH " + (c.sshFailure.contains("timed") ? "hangs" : "flakes") + " on " + c.name + " for " + c.sshFailingTicks + " ticks");
            } else if (r < 96) {
                // An operation that starts while a check runs: during its node listing, or during its re-read.
                SimCluster victim = c;
                Runnable begin = () -> {
                    if (victim.op == null && "Running".equals(state(victim.id))) {
                        if (rnd.nextBoolean()) {
                            startScaleUp(victim);
                        } else if (!startScaleDown(victim)) {
                            startUpgrade(victim);
                        }
                        victim.op.pollFirst().run(); // the first step (the state change) happens now, mid-sweep
                        count("op started mid-sweep");
                        log("  ... mid-sweep");
                    }
                };
                if (rnd.nextBoolean()) {
                    midSweepListing = begin;
                } else {
                    midSweepReRead = begin;
                }
            } else if (r < 97 && !checked.isEmpty()) {
                // A database fault for one tick on one cluster: its detail write or an event insert fails, so its whole
                // detail-and-event transaction rolls back in any sweep of this tick (SPEC 3.6).
                SimCluster faulty = pick(checked);
                (rnd.nextBoolean() ? cs.failingDetailWrites : cs.failingEventInserts).add(faulty.id);
                faultedThisTick.add(faulty.id);
                opsDone++;
                count("database fault for one tick");
                log("a database fault on c" + faulty.id + " for one tick");
            } else if (r < 98) {
                int i = rnd.nextInt(2);
                servers[i] = newServer();
                opsDone++;
                count("management server restart");
                log("management server " + (char) ('A' + i) + " restarts");
            } else {
                cs.lockHeldElsewhere = true;
                opsDone++;
                count("lock held elsewhere");
                log("the check's lock is held elsewhere for one tick");
            }
        }
    }

    private void tick(boolean quiet) {
        cs.advance(TICK_MS);
        for (SimCluster c : new ArrayList<>(clusters.values())) {
            if (c.op != null) {
                Runnable step = c.op.pollFirst();
                if (step != null) {
                    step.run();
                    touch(c);
                }
                if (c.op.isEmpty()) {
                    log("op " + c.opName + " on " + c.name + " done");
                    c.op = null;
                    c.ending = Ending.NORMAL;
                    c.endingState = null;
                }
            }
            if (c.sshFailingTicks > 0) {
                c.sshFailingTicks--;
            }
        }
        // The plugin ticks the check after the scanner's state changes of the run; the old hook ticked it before them.
        scannerDue = mutants.contains(Mutant.CHECK_AT_SCANNER_TOP);
        if (!scannerDue) {
            cksStatusScanner();
        }
        if (!quiet) {
            int n = rnd.nextInt(3);
            for (int i = 0; i < n && opsDone < operations; i++) {
                randomOperation();
            }
        }
        int first = rnd.nextInt(2);
        for (int k = 0; k < 2; k++) {
            runServer(first ^ k);
        }
        if (scannerDue) {
            scannerDue = false;
            cksStatusScanner();
        }
        cs.lockHeldElsewhere = false;
        cs.failingDetailWrites.clear();
        cs.failingEventInserts.clear();
        faultedThisTick.clear();
    }

    private void runServer(int i) {
        int eventsBefore = cs.events.size();
        engine.lastResults.clear();
        touchedThisSweep.clear();
        inSweep = true;
        Runnable reRead = midSweepReRead;
        if (reRead != null || scannerDue) {
            cs.beforeApply = id -> {
                if (scannerDue) {
                    // The old hook: the scanner's run goes on while the sweep, started at its top, reaches its first apply.
                    scannerDue = false;
                    cksStatusScanner();
                }
                if (midSweepReRead != null && rnd.nextInt(4) == 0) {
                    midSweepReRead = null;
                    reRead.run();
                }
            };
        }
        List<Drift> dueNow = new ArrayList<>();
        for (Drift d : drifts) {
            if (!d.firstSweepScored && d.present()) {
                dueNow.add(d);
            }
        }
        boolean started = servers[i].tick();
        inSweep = false;
        cs.beforeApply = null;
        if (!started || engine.lastResults.isEmpty()) {
            return;
        }
        sweeps++;
        // SPEC 5: one sweep per interval in the whole cloud, whichever server runs it.
        if (lastSweepAt != Long.MIN_VALUE && cs.now - lastSweepAt < KubernetesClusterVmMapCheckWorker.CHECK_INTERVAL_MS) {
            fail("two sweeps within one interval: " + (cs.now - lastSweepAt) / 1000 + " s apart");
        }
        lastSweepAt = cs.now;
        KubernetesClusterVmMapCheckWorker.SweepSummary s = servers[i].getLastSummary();
        stats.merge("sweep: clusters not applied (changed during the check)", s.notApplied, Integer::sum);
        stats.merge("sweep: node views unavailable", s.nodeViewsUnavailable, Integer::sum);
        count("sweep by " + (char) ('A' + i));
        log("sweep " + sweeps + " by " + (char) ('A' + i) + ": " + (s == null ? "skipped (lock)" : s.toLogLine()));
        Map<Long, Set<String>> reportedNow = score(eventsBefore);
        // Issue 16's measure: was each drift reported by the first sweep after its grace (due when the sweep began)?
        for (Drift d : dueNow) {
            d.firstSweepScored = true;
            boolean hit = reportedNow.getOrDefault(d.clusterId, Collections.emptySet()).contains(d.key);
            count(hit ? "drift: reported by the first sweep after its grace" : "drift: reported later than the first sweep after its grace");
        }
    }

    /** The share (%) of drifts reported by the first sweep after their grace, of those a sweep began after their grace. */
    public double firstSweepShare() {
        int hit = stats.getOrDefault("drift: reported by the first sweep after its grace", 0);
        int late = stats.getOrDefault("drift: reported later than the first sweep after its grace", 0);
        return hit + late == 0 ? 100.0 : 100.0 * hit / (hit + late);
    }

    /** Scores one sweep: its WARN events against the ground truth, then recall and clears per observed cluster. */
    private Map<Long, Set<String>> score(int eventsBefore) {
        Map<Long, Set<String>> reportedNow = new HashMap<>();
        for (SimCluster c : clusters.values()) {
            if (!touchedThisSweep.contains(c.id) && !faultedThisTick.contains(c.id)) {
                foldUnseenReentry(c);
            }
        }
        for (int k = eventsBefore; k < cs.events.size(); k++) {
            InMemoryCloudStack.RecordedEvent e = cs.events.get(k);
            if (!"WARN".equals(e.event.level) && e.event.description.contains("in which it was reported as stuck")) {
                scoreStuckExit(e.clusterId, e.event.description);
                continue;
            }
            if (!"WARN".equals(e.event.level) && e.event.description.contains("has left Alert")
                    || !"WARN".equals(e.event.level) && e.event.description.contains("why it is in Alert is no longer followed")) {
                SimCluster left = clusters.get(e.clusterId);
                if (left != null) {
                    left.alertLeftInfo = true;
                }
                continue;
            }
            if (!"WARN".equals(e.event.level)) {
                SimCluster infoOn = clusters.get(e.clusterId);
                if (infoOn != null) {
                    // which detail cleared: the INFO texts name the VM map or the Kubernetes nodes
                    infoOn.infoSinceObserved.add(e.event.description.contains("the Kubernetes nodes match"));
                }
                continue;
            }
            Finding f = engine.findingOf.get(e.event);
            String key = f.key;
            if ("stuck_state".equals(f.kind)) {
                scoreStuckReport(e.clusterId, key, e.event.description);
                continue;
            }
            if (f.isAlertReason()) {
                scoreAlertReason(clusters.get(e.clusterId), f.reasonKind, e.event.description);
                continue;
            }
            reportedNow.computeIfAbsent(e.clusterId, x -> new HashSet<>()).add(key);
            Drift d = findDrift(e.clusterId, key);
            log("  reported on c" + e.clusterId + ": " + key);
            if (d == null || !d.present()) {
                falseAlerts++;
                fail("false alert on c" + e.clusterId + ": " + key + " (" + e.event.description + ")");
            } else if (d.reportedSinceReset) {
                duplicates++;
                fail("duplicate alert on c" + e.clusterId + ": " + key);
            } else {
                d.reportedSinceReset = true;
                d.reports++;
            }
        }
        observeAlertEpisodes();
        for (SimCluster c : clusters.values()) {
            // The state watch's ground truth needs no answer of the engine: a sweep observes the cluster when no state
            // change or database fault hit it during the sweep (a cluster the sweep did not send is observed too).
            if (!touchedThisSweep.contains(c.id) && !faultedThisTick.contains(c.id)) {
                observeStateWatch(c);
            }
        }
        for (SimCluster c : clusters.values()) {
            ClusterResult r = engine.lastResults.get(c.id);
            // A cluster whose apply a database fault rolled back has not been observed by this sweep.
            if (r == null || !r.isChecked() || touchedThisSweep.contains(c.id) || faultedThisTick.contains(c.id)) {
                continue;
            }
            boolean nodes = r.isNodeViewAvailable();
            for (boolean nodeKind : new boolean[] {false, true}) {
                if (nodeKind && !nodes) {
                    continue;
                }
                Set<String> expected = new HashSet<>();
                for (Drift d : driftsByCluster.getOrDefault(c.id, Collections.emptyList())) {
                    if (d.nodeKind != nodeKind) {
                        continue;
                    }
                    if (d.present()) {
                        expected.add(d.key);
                        d.everDue = true;
                        if (!d.reportedSinceReset && ++d.dueSweeps >= 2 && !d.missed) {
                            d.missed = true;
                            fail("missed: c" + c.id + " " + d.key + " (" + d.what + ") not reported in two observing sweeps");
                        }
                    } else if (!d.live() || !d.reportableAt.apply(cs.now)) {
                        d.reportedSinceReset = false;
                        d.dueSweeps = 0;
                    }
                }
                String detail = nodeKind ? KubernetesClusterVmMapCheckWorker.DETAIL_NODE_DRIFT : KubernetesClusterVmMapCheckWorker.DETAIL_VM_DRIFT;
                boolean stored = cs.details.getOrDefault(c.id, new HashMap<>()).containsKey(detail);
                Set<String> before = c.lastExpected.getOrDefault(nodeKind, new HashSet<>());
                if (expected.isEmpty() && stored) {
                    int pending = c.clearPendingSweeps.merge(nodeKind, 1, Integer::sum);
                    if (pending == 2) {
                        missedClears++;
                        fail("missed clear: c" + c.id + " " + detail + " still " + cs.details.get(c.id).get(detail));
                    }
                } else {
                    c.clearPendingSweeps.remove(nodeKind);
                }
                if (expected.isEmpty() && !before.isEmpty() && !stored && !c.infoSinceObserved.contains(nodeKind)) {
                    missedClears++;
                    fail("missed clear: c" + c.id + " " + detail + " removed without an INFO event");
                }
                c.lastExpected.put(nodeKind, expected);
                c.infoSinceObserved.remove(nodeKind);
            }
        }
        return reportedNow;
    }

    /** A stuck report (a WARN event of kind stuck_state) against the cluster's episode: due, not false, not twice. */
    private void scoreStuckReport(long clusterId, String key, String text) {
        String state = key.substring("stuck:".length());
        Episode e = openEpisodes.get(clusterId);
        log("  reported on c" + clusterId + ": " + key);
        if (e != null && e.state.equals(state) && e.reports == 0 && cs.now - e.lastEntryAt < e.boundMs && e.reentries > 0
                && e.firstObservedAt != null && cs.now - e.firstObservedAt >= e.boundMs) {
            // Past the bound from the first sweep that saw the cluster in this state, but it left and re-entered the
            // state between two sweeps since: the check cannot tell (SPEC 3.7), so it reports early. Counted apart.
            e.reports++;
            e.reportedAt = cs.now;
            e.early = true;
            earlyAfterReentry++;
            log("  (early: c" + clusterId + " re-entered " + state + " " + (cs.now - e.lastEntryAt) / 1000 + " s ago, unseen)");
        } else if (e == null || !e.state.equals(state) || cs.now - e.lastEntryAt < e.boundMs) {
            stuckFalse++;
            falseAlerts++;
            fail("false stuck report on c" + clusterId + ": " + key + (e == null ? " (in no watched state)"
                    : " (in " + e.state + " for " + (cs.now - e.lastEntryAt) / 1000 + " s by " + e.op + ", bound " + e.boundMs / 1000 + " s)"));
        } else if (e.reports > 0) {
            stuckDuplicates++;
            duplicates++;
            fail("duplicate stuck report on c" + clusterId + ": " + key);
        } else {
            e.reports++;
            e.reportedAt = cs.now;
            if (!text.contains("in state " + state + " for at least")) {
                recordErrors++;
                fail("stuck report of c" + clusterId + " does not name its state: " + text);
            }
            long late = cs.now - (e.entryAt + e.boundMs);
            stats.merge("stuck: latest report after entry + bound (s)", (int) (late / 1000), Math::max);
        }
    }

    private static final java.util.regex.Pattern LEFT = java.util.regex.Pattern.compile(
            "has left state (\\S+), in which it was reported as stuck; it is now in state (\\S+)\\.");

    /** An INFO event that a reported cluster left its state: one per exit of a reported episode, naming the state it is in. */
    private void scoreStuckExit(long clusterId, String text) {
        java.util.regex.Matcher m = LEFT.matcher(text);
        Episode found = null;
        if (m.find() && m.group(2).equals(state(clusterId))) {
            for (Episode e : endedUnobserved.getOrDefault(clusterId, Collections.emptyList())) {
                if (e.state.equals(m.group(1)) && e.reports > 0 && !e.exitInfo) {
                    found = e;
                    break;
                }
            }
        }
        if (found == null) {
            stuckFalse++;
            falseAlerts++;
            fail("an INFO event for no exit of a reported episode on c" + clusterId + " (now " + state(clusterId) + "): " + text);
            return;
        }
        found.exitInfo = true;
        log("  exit cleared on c" + clusterId + ": left " + found.state);
    }

    /**
     * A cluster found by this sweep in the state of the episode whose record the check holds, whose exit it did not see
     * (the cluster left and came back between two sweeps): to the check it is the same episode, so the two are folded
     * into one, counted from the first one's record; its reports are scored against the last entry (early ones apart).
     */
    private void foldUnseenReentry(SimCluster c) {
        Episode open = openEpisodes.get(c.id);
        List<Episode> ended = endedUnobserved.get(c.id);
        if (open == null || open.firstObservedAt != null || ended == null) {
            return;
        }
        Episode holder = null;
        for (Episode e : ended) {
            if (e.firstObservedAt != null) {
                holder = e; // the one episode observed before it ended: its record is the one the check holds
            }
        }
        if (holder == null || !holder.state.equals(open.state)) {
            return;
        }
        ended.remove(holder);
        if (ended.isEmpty()) {
            endedUnobserved.remove(c.id);
        }
        holder.exitAt = null;
        holder.exitTo = null;
        holder.lastEntryAt = open.entryAt;
        holder.reentries++;
        open.folded = true;
        openEpisodes.put(c.id, holder);
        count("episode: left and re-entered its state between two sweeps (one episode to the check)");
        log("  c" + c.id + " re-entered " + open.state + " since the last sweep: one episode to the check");
    }

    /**
     * One sweep observed the cluster: the record of its ended episodes must be gone (and a reported one's exit told),
     * that of its current episode must start at the first sweep that observed it, and an episode at or past its bound
     * from there must have been reported by now.
     */
    private void observeStateWatch(SimCluster c) {
        String record = cs.details.getOrDefault(c.id, Collections.emptyMap()).get(KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE);
        List<Episode> ended = endedUnobserved.remove(c.id);
        if (ended != null) {
            for (Episode e : ended) {
                if (e.reports > 0 && !e.exitInfo) {
                    exitsMissed++;
                    missedClears++;
                    fail("missed exit: c" + c.id + " left " + e.state + " (reported) for " + e.exitTo + " without an INFO event");
                }
            }
        }
        Episode open = openEpisodes.get(c.id);
        if (open == null) {
            if (record != null) {
                recordErrors++;
                missedClears++;
                fail("record left: c" + c.id + " in state " + state(c.id) + " holds " + record);
            }
            return;
        }
        if (open.firstObservedAt == null) {
            open.firstObservedAt = cs.now;
        }
        String want = open.state + ":" + open.firstObservedAt;
        if (record == null || !(open.reports == 0 ? record.equals(want) : record.startsWith(want + ":r"))) {
            recordErrors++;
            fail("record of c" + c.id + " is " + record + ", expected " + want + (open.reports == 0 ? "" : ":r<s>"));
        }
        if (open.reports > 0 && open.reentries > 0 && cs.now - open.lastEntryAt >= open.boundMs && open.reportedAt < open.lastEntryAt
                && !open.silentAgain) {
            // Reported, recovered and stuck again in the same state with no sweep in between: one episode to the check.
            open.silentAgain = true;
            silentAfterReentry++;
            log("  (c" + c.id + " stuck again in " + open.state + " after an unseen re-entry: not reported again)");
        }
        if (cs.now - open.firstObservedAt >= open.boundMs) {
            open.due = true;
            if (open.reports == 0 && !open.missed) {
                open.missed = true;
                stuckMissed++;
                fail("missed stuck: c" + c.id + " in " + open.state + " by " + open.op + " since " + (cs.now - open.entryAt) / 1000 + " s (observed since "
                        + (cs.now - open.firstObservedAt) / 1000 + " s, bound " + open.boundMs / 1000 + " s) and not reported");
            }
        }
    }

    private Drift findDrift(long clusterId, String key) {
        Drift found = null;
        for (Drift d : driftsByCluster.getOrDefault(clusterId, Collections.emptyList())) {
            if (d.key.equals(key) && (found == null || d.present())) {
                found = d;
            }
        }
        return found;
    }

    /** Runs the simulation; returns its one summary line. */
    public String run() {
        for (int i = 0; i < 4; i++) {
            createCluster(ACCOUNT_BASE + i % 3);
        }
        while (opsDone < operations) {
            tick(false);
        }
        // No more operations: the ones under way end (a stuck cluster is recovered), then a quiet hour: every drift
        // still there gets its grace period and its sweeps, every ended episode its sweep.
        for (int i = 0; i < 2000 && clusters.values().stream().anyMatch(c -> c.op != null); i++) {
            tick(true);
        }
        for (int i = 0; i < 120; i++) {
            tick(true);
        }
        for (Map.Entry<Long, List<Episode>> ended : endedUnobserved.entrySet()) {
            for (Episode e : ended.getValue()) {
                if (e.reports > 0 && !e.exitInfo) {
                    exitsMissed++;
                    missedClears++;
                    fail("missed exit: c" + e.clusterId + " left " + e.state + " (reported) and no sweep saw it in an hour");
                }
            }
        }
        int due = 0;
        int recalled = 0;
        for (Drift d : drifts) {
            if (d.everDue) {
                due++;
                if (!d.missed) {
                    recalled++;
                }
            }
        }
        double recall = due == 0 ? 100.0 : 100.0 * recalled / due;
        return String.format(Locale.ROOT,
                "simulation: seed %d, %d operations, %d injected drifts, recall %s%%, false alerts %d, duplicate alerts %d, missed clears %d",
                seed, opsDone, drifts.size(), recall == 100.0 ? "100" : String.format(Locale.ROOT, "%.1f", recall), falseAlerts, duplicates,
                missedClears);
    }

    /**
     * The state watch's line: episodes in watched states, those that ended within their bound (just inside it among
     * them), those left by a killed management server, the stuck ones (an observing sweep found them at or past their
     * bound), reported, exits cleared with an INFO event, and false, duplicate and missed reports.
     */
    public String stateWatchLine() {
        long inTime = episodes.stream().filter(e -> !e.folded && e.reentries == 0 && e.endedInTime()).count();
        long justInside = episodes.stream().filter(e -> !e.folded && e.reentries == 0 && e.endedInTime() && e.ending == Ending.JUST_INSIDE).count();
        long killed = episodes.stream().filter(e -> e.ending == Ending.KILLED).count();
        long stuck = episodes.stream().filter(e -> e.due && !e.early).count();
        long pastButGone = episodes.stream().filter(e -> !e.due && e.exitAt != null && e.exitAt - e.lastEntryAt >= e.boundMs).count();
        long reported = episodes.stream().filter(e -> e.reports > 0 && !e.early).count();
        long exitsCleared = episodes.stream().filter(e -> e.exitInfo && !e.early).count();
        long reentered = episodes.stream().filter(e -> e.folded).count();
        return String.format(Locale.ROOT,
                "state watch: seed %d, %d episodes, %d ended in time (%d just inside their bound), %d left by a killed management server, "
                        + "%d stuck, %d reported, %d exits cleared (INFO), %d past their bound but gone before a sweep found them so, "
                        + "false %d, duplicate %d, missed %d, missed exits %d, record errors %d; "
                        + "%d re-entered their state unseen between two sweeps: %d reported early, %d stuck again unreported",
                seed, episodes.size(), inTime, justInside, killed, stuck, reported, exitsCleared, pastButGone, stuckFalse, stuckDuplicates,
                stuckMissed, exitsMissed, recordErrors, reentered, earlyAfterReentry, silentAfterReentry);
    }

    /** Stuck episodes an observing sweep found at or past their bound and that were not reported. */
    public int stuckMissed() {
        return stuckMissed;
    }

    /** What went wrong, each with the timeline before it; empty when the run was clean. */
    public List<String> failures() {
        return failures;
    }

    public int sweeps() {
        return sweeps;
    }

    /** How often each operation, drift, repair and fault happened in the run. */
    public Map<String, Integer> stats() {
        return stats;
    }

    public int falseAlerts() {
        return falseAlerts;
    }

    public int duplicates() {
        return duplicates;
    }

    public int missedClears() {
        return missedClears;
    }

    /** Drifts that were due and not reported in time. */
    public long missed() {
        return drifts.stream().filter(d -> d.missed).count();
    }

    public static void main(String[] args) {
        long seed = 1;
        int ops = 3000;
        boolean compareHook = false;
        int boundDivisor = DEFAULT_BOUND_DIVISOR;
        for (int i = 0; i < args.length; i++) {
            if ("--seed".equals(args[i]) && i + 1 < args.length) {
                seed = Long.parseLong(args[++i]);
            } else if ("--operations".equals(args[i]) && i + 1 < args.length) {
                ops = Integer.parseInt(args[++i]);
            } else if ("--compare-hook".equals(args[i])) {
                compareHook = true;
            } else if ("--cks-default-bounds".equals(args[i])) {
                boundDivisor = 1;
            } else {
                System.err.println("usage: java/build.sh simulate [--seed N] [--operations M] [--compare-hook] [--cks-default-bounds]");
                System.exit(2);
            }
        }
        if (compareHook) {
            CksSimulator before = new CksSimulator(seed, ops, java.util.EnumSet.of(Mutant.CHECK_AT_SCANNER_TOP));
            before.run();
            CksSimulator after = new CksSimulator(seed, ops);
            String line = after.run();
            for (CksSimulator sim : new CksSimulator[] {before, after}) {
                System.out.printf(Locale.ROOT, "%-52s %5.1f %% of %d drifts reported by the first sweep after their grace (%d sweeps, %d clusters not applied)%n",
                        sim == before ? "before (the check ticked at the scanner's top):" : "after (ticked after the scanner's changes):",
                        sim.firstSweepShare(), sim.stats().getOrDefault("drift: reported by the first sweep after its grace", 0)
                                + sim.stats().getOrDefault("drift: reported later than the first sweep after its grace", 0),
                        sim.sweeps(), sim.stats().getOrDefault("sweep: clusters not applied (changed during the check)", 0));
            }
            System.out.println(line);
            System.exit(after.failures().isEmpty() ? 0 : 1);
        }
        CksSimulator sim = new CksSimulator(seed, ops, java.util.EnumSet.noneOf(Mutant.class), boundDivisor);
        String line = sim.run();
        for (String f : sim.failures()) {
            System.out.println(f);
            System.out.println();
        }
        sim.stats().forEach((what, n) -> System.out.println("  " + what + ": " + n));
        System.out.println(line);
        System.out.println(sim.stateWatchLine());
        System.out.println(sim.alertReasonLine());
        System.exit(sim.failures().isEmpty() ? 0 : 1);
    }
}
