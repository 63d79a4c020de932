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

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import org.apache.logging.log4j.Logger;
import org.junit.Assert;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentCaptor;
import org.mockito.ArgumentMatchers;
import org.mockito.InOrder;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Alert;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.ClusterResult;
import com.cloud.kubernetes.cluster.vmmap.demo.DemoExecutors;
import com.cloud.kubernetes.cluster.vmmap.demo.DirectExecutorService;
import com.cloud.kubernetes.cluster.vmmap.demo.InMemoryCloudStack;

/** SPEC sections 5 and 3.6, with an in-memory CloudStack and the real native engine. */
@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterVmMapCheckWorkerTest {
    /** The worker runs the real library: in a build without it (-Dcks.vmmap.native.skip=true) these tests are skipped. */
    @BeforeClass
    public static void needsTheLibrary() {
        VmMapCheckTestLibrary.assumeBuilt();
    }

    private static final long NOW = 1_764_676_800_000L;
    private static final long HOUR = 3_600_000L;
    private static final long FIVE_MINUTES = KubernetesClusterVmMapCheckWorker.CHECK_INTERVAL_MS;
    /** The library's limit on one kubectl output (SPEC 3.2). */
    private static final int FOUR_MIB = 4 * 1024 * 1024;

    private InMemoryCloudStack cs;
    private KubernetesClusterVmMapCheckWorker worker;

    private final DirectExecutorService executor = new DirectExecutorService();

    @Before
    public void setUp() {
        cs = new InMemoryCloudStack(NOW);
        addHealthyCluster(1, "prod", 7, 10);
        worker = newWorker(cs, VmMapCheckEngine::new, executor);
    }

    private KubernetesClusterVmMapCheckWorker newWorker(InMemoryCloudStack world, Supplier<VmMapCheckEngine> engine, ExecutorService exec) {
        return new KubernetesClusterVmMapCheckWorker(world, engine, exec,
                DemoExecutors::newListingPool);
    }

    /** A cluster with a control VM and two workers, mapped, running, and all three Kubernetes nodes. */
    private void addHealthyCluster(long id, String name, long account, long firstVm) {
        cs.addCluster(id, name, "Running", "CloudManaged", account, 1);
        String[] roles = {"control", "node", "node"};
        for (int i = 0; i < roles.length; i++) {
            long vmId = firstVm + i;
            cs.addVm(vmId, String.format("%s-%s-%x", name, roles[i], 0x19a0b1c2d00L + vmId), account, "Running", NOW - 48 * HOUR);
            cs.map(id, vmId, i == 0);
        }
        cs.nodesFromRunningMappedVms(id);
    }

    private KubernetesClusterVmMapCheckWorker.SweepSummary sweep() {
        assertTrue("a check starts", worker.tick());
        cs.advance(FIVE_MINUTES);
        return worker.getLastSummary();
    }

    // ---- cadence, doubling, lock, setting ----

    @Test
    public void aCheckStartsAtMostEveryFiveMinutes() {
        assertTrue(worker.tick());
        cs.advance(30_000L);
        assertFalse("30 s later: not yet", worker.tick());
        cs.advance(FIVE_MINUTES - 30_001L);
        assertFalse("one millisecond short of 5 minutes", worker.tick());
        cs.advance(1L);
        assertTrue("exactly 5 minutes after the last start", worker.tick());
        assertEquals(2, cs.locksTaken.get());
    }

    @Test
    public void theRunIsSkippedWhenAnotherManagementServerHoldsTheLock() {
        cs.transition(11, "Destroyed");
        cs.lockHeldElsewhere = true;
        assertTrue(worker.tick());
        assertNull(worker.getLastSummary());
        assertTrue(cs.events.isEmpty());
        assertEquals(0, cs.locksReleased.get());
    }

    @Test
    public void theLockIsAlwaysReleasedEvenWhenTheSweepFails() {
        KubernetesClusterVmMapCheckWorker failing = newWorker(cs, () -> {
            throw new VmMapCheckException(VmMapCheckException.Kind.INTERNAL_ERROR, "boom", null);
        }, executor);
        assertFalse(failing.tick());
        InMemoryCloudStack exploding = Mockito.spy(cs);
        Mockito.doThrow(new IllegalStateException("database down")).when(exploding).listClustersToCheck();
        KubernetesClusterVmMapCheckWorker w = newWorker(exploding, VmMapCheckEngine::new, executor);
        assertTrue(w.tick());
        assertEquals(1, cs.locksTaken.get());
        assertEquals(1, cs.locksReleased.get());
    }

    /** An Error (a class missing at run time) ends the sweep: it is in the server's log, the lock is given back, the next tick runs. */
    @Test
    public void anErrorInTheSweepIsLoggedAndTheLockGivenBack() {
        cs.transition(11, "Destroyed");
        VmMapCheckEngine engine = Mockito.spy(new VmMapCheckEngine());
        NoClassDefFoundError missing = new NoClassDefFoundError("com/google/gson/internal/bind/TypeAdapters");
        Mockito.doThrow(missing).when(engine).check(ArgumentMatchers.any());
        KubernetesClusterVmMapCheckWorker w = newWorker(cs, () -> engine, executor);
        org.apache.logging.log4j.Logger log = Mockito.mock(org.apache.logging.log4j.Logger.class);
        w.logger = log;
        assertTrue(w.tick());
        Mockito.verify(log).error("Kubernetes cluster VM map check failed: {}", missing, missing);
        assertEquals(1, cs.locksReleased.get());
        Mockito.doCallRealMethod().when(engine).check(ArgumentMatchers.any());
        cs.advance(FIVE_MINUTES);
        assertTrue(w.tick());
        assertEquals("the next sweep reports the VM", 1, cs.events.size());
    }

    @Test
    public void aDisabledCheckDoesNothingAndTheSettingIsReadAtEveryTick() {
        cs.enabled = false;
        assertFalse(worker.tick());
        assertEquals(0, cs.locksTaken.get());
        cs.enabled = true;
        assertTrue(worker.tick());
    }

    @Test
    public void whenTheLibraryCannotBeLoadedTheWorkerLogsOnceAndStaysOff() {
        AtomicInteger attempts = new AtomicInteger();
        KubernetesClusterVmMapCheckWorker off = newWorker(cs, () -> {
            attempts.incrementAndGet();
            throw new VmMapCheckException(VmMapCheckException.Kind.LIBRARY_UNAVAILABLE, "no native library for platform linux-ppc64le", null);
        }, executor);
        Logger log = Mockito.mock(Logger.class);
        off.logger = log;
        for (int i = 0; i < 5; i++) {
            assertFalse(off.tick());
            cs.advance(FIVE_MINUTES);
        }
        assertEquals("tried once, then off", 1, attempts.get());
        assertEquals(0, cs.locksTaken.get());
        Mockito.verify(log, Mockito.times(1)).error("The Kubernetes cluster VM map check is off: {}", (Object) "no native library for platform linux-ppc64le");
        Mockito.verify(log, Mockito.never()).warn(ArgumentMatchers.anyString(), ArgumentMatchers.<Object>any());
    }

    // ---- what one check does ----

    @Test
    public void oneRequestPerOwnerAndTheOwnersVmsAreReadOnce() {
        addHealthyCluster(2, "stage", 7, 20);
        addHealthyCluster(3, "dev", 7, 30);
        addHealthyCluster(4, "other", 8, 40);
        VmMapCheckEngine engine = Mockito.spy(new VmMapCheckEngine());
        KubernetesClusterVmMapCheckWorker w = newWorker(cs, () -> engine, executor);
        assertTrue(w.tick());
        assertEquals("two owners, two VM reads", 2, cs.ownerVmReads.get());
        Mockito.verify(engine, Mockito.times(2)).check(ArgumentMatchers.any());
        assertEquals(4, w.getLastSummary().checked);
    }

    @Test
    public void aMismatchIsReportedOnceAsEventAndAlert() {
        cs.transition(11, "Error");
        KubernetesClusterVmMapCheckWorker.SweepSummary s = sweep();
        assertEquals(1, s.newMismatches);
        assertEquals(1, cs.events.size());
        assertEquals("WARN", cs.events.get(0).event.level);
        assertEquals("KUBERNETES.CLUSTER.VM.MAP.CHECK", cs.events.get(0).event.type);
        assertFalse(cs.events.get(0).event.display);
        assertEquals(1, cs.alerts.size());
        assertEquals("ALERT_TYPE_USERVM", cs.alerts.get(0).type);
        assertTrue(cs.alerts.get(0).subject.contains("prod"));
        assertEquals("mapped:11", cs.details.get(1L).get(KubernetesClusterVmMapCheckWorker.DETAIL_VM_DRIFT));
        sweep();
        assertEquals("not reported again", 1, cs.alerts.size());
        assertEquals(1, cs.events.size());
    }

    /** SPEC 3.3's grace period is a setting, read at every run: a node VM never mapped, made 4 minutes before the first. */
    @Test
    public void theGracePeriodIsTheSettingsReadAtEveryRun() {
        cs.addVm(13, "prod-node-19a0b1c2d0d", 7, "Running", NOW - 4 * 60_000L);
        cs.nodes(1, "prod-control-19a0b1c2d0a", "prod-node-19a0b1c2d0b", "prod-node-19a0b1c2d0c", "prod-node-19a0b1c2d0d");
        assertEquals("4 minutes old, within the default 900 s", 0, sweep().newMismatches);
        cs.gracePeriodS = 300L;
        assertEquals("9 minutes old, past a grace of 300 s (not the default's 900)", 1, sweep().newMismatches);
        assertEquals("unmapped:13", cs.details.get(1L).get(KubernetesClusterVmMapCheckWorker.DETAIL_VM_DRIFT));
    }

    /** SPEC 3.5: the first run after an upgrade, drift in twelve clusters of several owners, a budget of five. */
    @Test
    public void aRunSendsAtMostTheBudgetOfAlertsByClusterIdThenOneThatSumsUpTheRest() {
        for (long id = 2; id <= 12; id++) {
            addHealthyCluster(id, "c" + id, 7 + id % 3, 100 + 10 * id);
        }
        for (long id = 1; id <= 12; id++) {
            cs.transition(id == 1 ? 11 : 100 + 10 * id + 1, "Error");
        }
        cs.alertBudget = 5;
        KubernetesClusterVmMapCheckWorker.SweepSummary s = sweep();
        assertEquals(12, s.newMismatches);
        assertEquals("every new mismatch has its event", 12, cs.events.size());
        assertEquals(6, cs.alerts.size());
        assertEquals(6, s.alertsSent);
        List<String> subjects = new ArrayList<>();
        cs.alerts.forEach(a -> subjects.add(a.subject));
        assertTrue(subjects.toString(), subjects.get(0).contains("prod"));
        for (int i = 1; i < 5; i++) {
            assertTrue("by cluster id: " + subjects, subjects.get(i).contains("c" + (i + 1) + " "));
        }
        Alert rest = cs.alerts.get(5);
        assertEquals("Kubernetes cluster VM map check: 7 new mismatches in 7 Kubernetes clusters not alerted, the budget of 5 alerts a run spent",
                rest.subject);
        assertEquals(0, rest.zoneId);
        assertTrue(rest.body, rest.body.contains("cloud.kubernetes.cluster.vm.map.check.alert.budget")
                && rest.body.contains("getKubernetesClusterVmMapCheckResults"));
        // All twelve are stored as reported: the next run sends nothing.
        sweep();
        assertEquals(6, cs.alerts.size());
        assertEquals(12, cs.events.size());
    }

    @Test
    public void theBudgetCutsInsideAClustersAlertsAndZeroMeansNone() {
        List<KubernetesClusterVmMapCheckWorker.ClusterAlerts> due = Arrays.asList(
                new KubernetesClusterVmMapCheckWorker.ClusterAlerts(30, 1, alerts("c30")),
                new KubernetesClusterVmMapCheckWorker.ClusterAlerts(10, 9, alerts("c10-a", "c10-b", "c10-c", "c10-rest")),
                new KubernetesClusterVmMapCheckWorker.ClusterAlerts(20, 2, alerts("c20-a", "c20-b")));
        List<String> sent = new ArrayList<>();
        KubernetesClusterVmMapCheckWorker.withinBudget(due, 5).forEach(a -> sent.add(a.subject));
        assertEquals(Arrays.asList("c10-a", "c10-b", "c10-c", "c10-rest", "c20-a",
                "Kubernetes cluster VM map check: 2 new mismatches in 2 Kubernetes clusters not alerted, the budget of 5 alerts a run spent"), sent);
        sent.clear();
        KubernetesClusterVmMapCheckWorker.withinBudget(due, 2).forEach(a -> sent.add(a.subject));
        assertEquals("c10's cap summary unsent: its 7 others and c20's and c30's", Arrays.asList("c10-a", "c10-b",
                "Kubernetes cluster VM map check: 10 new mismatches in 3 Kubernetes clusters not alerted, the budget of 2 alerts a run spent"), sent);
        assertEquals(7, KubernetesClusterVmMapCheckWorker.withinBudget(due, 0).size());
        assertEquals(7, KubernetesClusterVmMapCheckWorker.withinBudget(due, 7).size());
    }

    private static List<Alert> alerts(String... subjects) {
        List<Alert> out = new ArrayList<>();
        for (String subject : subjects) {
            Alert a = new Alert();
            a.subject = subject;
            out.add(a);
        }
        return out;
    }

    @Test
    public void detailsAndEventsAreStoredInOneTransactionBeforeTheAlerts() {
        cs.transition(11, "Destroyed");
        InMemoryCloudStack spy = Mockito.spy(cs);
        KubernetesClusterVmMapCheckWorker w = newWorker(spy, VmMapCheckEngine::new, executor);
        assertTrue(w.tick());
        InOrder inOrder = Mockito.inOrder(spy);
        inOrder.verify(spy).applyInTransaction(ArgumentMatchers.argThat(c -> c.id == 1L), ArgumentMatchers.argThat(r -> !r.isEmpty()),
                ArgumentMatchers.argThat(d -> !d.isEmpty()),
                ArgumentMatchers.argThat(e -> !e.isEmpty()));
        inOrder.verify(spy).sendAlert(ArgumentMatchers.any(Alert.class));
    }

    /**
     * SPEC 3.6: the operation here runs after every read of the sweep, right before the apply locks the row; only a
     * comparison made under that lock sees it (one made before the transaction, as until issue 39, applied it).
     */
    @Test
    public void nothingIsAppliedWhenTheStateChangedDuringTheCheck() {
        cs.transition(11, "Destroyed");
        cs.beforeApply = id -> cs.setState(id, "Scaling");
        KubernetesClusterVmMapCheckWorker.SweepSummary s = sweep();
        assertEquals(1, s.notApplied);
        assertEquals(0, s.checked);
        assertTrue(cs.events.isEmpty());
        assertTrue(cs.alerts.isEmpty());
        assertTrue(cs.detailWrites.isEmpty());
    }

    @Test
    public void nothingIsAppliedWhenTheMapChangedDuringTheCheck() {
        cs.transition(11, "Destroyed");
        cs.beforeApply = id -> cs.unmap(11);
        KubernetesClusterVmMapCheckWorker.SweepSummary s = sweep();
        assertEquals(1, s.notApplied);
        assertTrue(cs.events.isEmpty());
        assertTrue(cs.detailWrites.isEmpty());
        cs.beforeApply = null;
        sweep();
        assertTrue("the map is right again: nothing to report", cs.events.isEmpty());
    }

    @Test
    public void aMapReadThatFailsFailsItsOwnersClustersOnlyAndNoneIsReportedAsMissing() {
        addHealthyCluster(3, "dev", 7, 30);
        addHealthyCluster(2, "stage", 8, 20);
        cs.transition(21, "Error");
        cs.failingMapReads.add(1L);
        KubernetesClusterVmMapCheckWorker.SweepSummary s = sweep();
        assertEquals("both clusters of account 7, whose map read failed", 2, s.failed);
        assertEquals("account 8's cluster", 1, s.checked);
        assertEquals(1, cs.events.size());
        assertEquals(2L, cs.events.get(0).clusterId);
        assertFalse(cs.details.containsKey(1L));
    }

    @Test
    public void anEngineFailureForOneOwnerDoesNotStopTheOtherOwners() {
        addHealthyCluster(4, "other", 8, 40);
        cs.transition(41, "Error");
        cs.transition(11, "Error");
        VmMapCheckEngine engine = Mockito.spy(new VmMapCheckEngine());
        Mockito.doThrow(new VmMapCheckException(VmMapCheckException.Kind.INTERNAL_ERROR, "panic: simulated", null))
                .when(engine).check(ArgumentMatchers.argThat(r -> r.clusters.get(0).id == 1L));
        KubernetesClusterVmMapCheckWorker w = newWorker(cs, () -> engine, executor);
        assertTrue(w.tick());
        assertEquals(1, w.getLastSummary().failed);
        assertEquals(1, w.getLastSummary().checked);
        assertEquals(1, cs.alerts.size());
        assertTrue(cs.alerts.get(0).subject.contains("other"));
    }

    @Test
    public void whenKubectlFailsTheNodeFindingsAreKeptAndOnlyVmRulesRun() {
        cs.nodes(1, "prod-control-19a0b1c2d0a", "prod-node-19a0b1c2d0b", "prod-node-19a0b1c2d0c", "ghost");
        sweep();
        assertEquals("node:ghost", cs.details.get(1L).get(KubernetesClusterVmMapCheckWorker.DETAIL_NODE_DRIFT));
        cs.kubectl.put(1L, c -> Kubectl.failed("SSH timed out"));
        cs.transition(12, "Destroyed");
        KubernetesClusterVmMapCheckWorker.SweepSummary s = sweep();
        assertEquals(1, s.nodeViewsUnavailable);
        assertEquals("node:ghost", cs.details.get(1L).get(KubernetesClusterVmMapCheckWorker.DETAIL_NODE_DRIFT));
        assertEquals("mapped:12", cs.details.get(1L).get(KubernetesClusterVmMapCheckWorker.DETAIL_VM_DRIFT));
        assertEquals("one event for the ghost, one for the destroyed VM", 2, cs.events.size());
    }

    @Test
    public void aNodeListerThatThrowsMakesTheNodeViewUnavailableForThatClusterOnly() {
        addHealthyCluster(2, "other", 7, 20);
        cs.kubectl.put(1L, c -> {
            throw new IllegalStateException("SSH hung past its timeout");
        });
        KubernetesClusterVmMapCheckWorker.SweepSummary s = sweep();
        assertEquals(2, s.checked);
        assertEquals("cluster 1's alone; cluster 2's nodes were seen", 1, s.nodeViewsUnavailable);
    }

    @Test
    public void whenWritingTheDetailsFailsNoEventOrAlertIsSentAndTheNextRunReportsAgain() {
        cs.transition(11, "Destroyed");
        cs.failingDetailWrites.add(1L);
        KubernetesClusterVmMapCheckWorker.SweepSummary s = sweep();
        assertEquals(1, s.applyFailures);
        assertTrue(cs.events.isEmpty());
        assertTrue(cs.alerts.isEmpty());
        cs.failingDetailWrites.clear();
        sweep();
        assertEquals(1, cs.events.size());
        assertEquals(1, cs.alerts.size());
    }

    @Test
    public void aFailingAlertDoesNotStopTheOthers() {
        cs.transition(11, "Destroyed");
        cs.transition(12, "Error");
        cs.failingAlertSubject = "(id 11)";
        KubernetesClusterVmMapCheckWorker.SweepSummary s = sweep();
        assertEquals(2, s.eventsRecorded);
        assertEquals(1, s.alertsSent);
        assertEquals(1, cs.alerts.size());
        assertTrue(cs.alerts.get(0).subject.contains("(id 12)"));
    }

    @Test
    public void aProcessThatStopsBetweenDetailsAndAlertsLosesAtMostTheUnsentAlertsAndNeverDuplicatesOne() {
        cs.transition(11, "Destroyed");
        cs.transition(12, "Error");
        // The management server dies right after the details were written: no event or alert goes out.
        cs.failingAlertSubject = "Kubernetes cluster";
        sweep();
        assertEquals("mapped:11,mapped:12", cs.details.get(1L).get(KubernetesClusterVmMapCheckWorker.DETAIL_VM_DRIFT));
        assertTrue(cs.alerts.isEmpty());
        // A new management server (a new worker) runs the next check: nothing is sent twice, nothing comes back.
        cs.failingAlertSubject = null;
        KubernetesClusterVmMapCheckWorker restarted = newWorker(cs, VmMapCheckEngine::new, executor);
        assertTrue(restarted.tick());
        assertTrue("the two alerts that were never sent are lost, and none is duplicated", cs.alerts.isEmpty());
        assertEquals(0, restarted.getLastSummary().newMismatches);
    }

    @Test
    public void aKubectlOutputOverTheLibrarysLimitMakesTheNodeViewUnavailable() {
        StringBuilder big = new StringBuilder();
        while (big.length() <= FOUR_MIB + 10) {
            big.append("x Ready <none> 1d v1.30.2\n");
        }
        String output = big.toString();
        cs.kubectl.put(1L, c -> Kubectl.ok(output));
        KubernetesClusterVmMapCheckWorker.SweepSummary s = sweep();
        assertEquals("over the limit: node view unavailable", 1, s.nodeViewsUnavailable);
    }

    @Test
    public void theRunIsSummedUpInOneLogLine() {
        cs.transition(11, "Destroyed");
        KubernetesClusterVmMapCheckWorker.SweepSummary s = sweep();
        assertNotNull(s);
        assertTrue(s.toLogLine(), s.toLogLine().startsWith("Kubernetes cluster VM map check: 1 cluster checked, 0 skipped"));
        assertTrue(s.toLogLine(), s.toLogLine().contains(", 1 new mismatch, "));
        assertTrue(s.toLogLine(), s.toLogLine().contains(", 0 failed, 0 not stored (database error), "));
        assertTrue(s.toLogLine(), s.toLogLine().contains("0 node views unavailable (0 past the sweep deadline)"));
        addHealthyCluster(2, "stage", 8, 20);
        cs.transition(21, "Destroyed");
        cs.transition(22, "Destroyed");
        s = sweep();
        assertTrue(s.toLogLine(), s.toLogLine().startsWith("Kubernetes cluster VM map check: 2 clusters checked, 0 skipped"));
        assertTrue(s.toLogLine(), s.toLogLine().contains(", 2 new mismatches, "));
        assertTrue("one thread per listing, up to the setting: " + s.toLogLine(), s.toLogLine().endsWith(" ms of it in the database) with 2 SSH sessions at most"));
    }

    // ---- the check of one cluster (SPEC 6's fresh check) ----

    @Test
    public void aClusterCheckedNowIsListedAndAppliedAsASweepWouldAndTheNextSweepReportsNothingAgain() {
        cs.transition(11, "Destroyed");
        ClusterResult result = worker.checkKubernetesCluster(1);
        assertNotNull(result);
        assertEquals("the rows of the owner's VMs only, never the whole map", 0, cs.wholeMapReads.get());
        assertEquals("its nodes listed over SSH", 1, cs.kubectlRuns.get());
        assertTrue(result.isNodeViewAvailable());
        assertEquals(java.util.Arrays.asList("mapped:11"), result.findings.stream().filter(f -> f.isNew).map(f -> f.key)
                .collect(Collectors.toList()));
        assertEquals(1, cs.events.size());
        assertEquals("mapped:11", cs.details.get(1L).get(KubernetesClusterVmMapCheckWorker.DETAIL_VM_DRIFT));
        assertTrue("no sweep start recorded: the next sweep still runs", cs.sweepStarts.isEmpty());
        assertEquals(1, sweep().checked);
        assertEquals("the same dedupe: reported once", 1, cs.events.size());
    }

    @Test
    public void onlyTheClusterAskedForIsListedAndAppliedTheOwnersOthersOnlyGoIntoTheRequest() {
        addHealthyCluster(2, "other", 7, 20);
        cs.transition(11, "Destroyed");
        cs.transition(21, "Destroyed");
        AtomicInteger listedOther = new AtomicInteger();
        java.util.function.Function<ClusterRecord, Kubectl> nodes = cs.kubectl.get(2L);
        cs.kubectl.put(2L, c -> {
            listedOther.incrementAndGet();
            return nodes.apply(c);
        });
        VmMapCheckEngine engine = Mockito.spy(new VmMapCheckEngine());
        KubernetesClusterVmMapCheckWorker w = newWorker(cs, () -> engine, executor);
        assertNotNull(w.checkKubernetesCluster(1));
        ArgumentCaptor<VmMapCheckRequest> request = ArgumentCaptor.forClass(VmMapCheckRequest.class);
        Mockito.verify(engine).check(request.capture());
        assertEquals("the owner's other cluster is in the request (SPEC 3.3)", Arrays.asList(1L, 2L),
                request.getValue().clusters.stream().map(c -> c.id).collect(Collectors.toList()));
        assertNotNull(request.getValue().clusters.get(0).kubectl);
        assertNull("without a listing", request.getValue().clusters.get(1).kubectl);
        assertEquals(0, listedOther.get());
        assertTrue(cs.events.stream().allMatch(e -> e.clusterId == 1));
        assertFalse(cs.details.containsKey(2L));
        assertEquals("no such cluster", KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason.GONE, notChecked(w, 99));
    }

    // ---- the answer without a fresh check (SPEC 6: from the database alone) ----

    @Test
    public void withoutAFreshCheckTheVmSideIsEvaluatedNowTheNodeSideIsTheStoredOneAndNothingIsAppliedOrListed() {
        cs.nodes(1, "prod-control-19a0b1c2d0a", "prod-node-19a0b1c2d0b", "prod-node-19a0b1c2d0c", "ghost");
        sweep();
        assertEquals("node:ghost", cs.details.get(1L).get(KubernetesClusterVmMapCheckWorker.DETAIL_NODE_DRIFT));
        int events = cs.events.size();
        int listings = cs.kubectlRuns.get();
        int wholeMapReads = cs.wholeMapReads.get();
        cs.transition(11, "Destroyed");
        ClusterResult view = worker.viewKubernetesCluster(1);
        assertEquals("the rows of the owner's VMs only, never the whole map", wholeMapReads, cs.wholeMapReads.get());
        assertNotNull(view);
        assertTrue(view.isChecked());
        assertFalse("the node view is not looked at", view.isNodeViewAvailable());
        Map<String, VmMapCheckResponse.Finding> byKey = new LinkedHashMap<>();
        view.findings.forEach(f -> byKey.put(f.key, f));
        assertEquals(java.util.Arrays.asList("mapped:11", "node:ghost"), new java.util.ArrayList<>(byKey.keySet()));
        assertTrue("destroyed now: not reported yet", byKey.get("mapped:11").isNew);
        assertFalse("the ghost, as stored: reported", byKey.get("node:ghost").isNew);
        assertTrue(byKey.get("mapped:11").description, byKey.get("mapped:11").description.contains("Destroyed"));
        assertEquals(cs.events.get(0).event.description, byKey.get("node:ghost").description);
        assertEquals("nothing applied", events, cs.events.size());
        assertFalse(cs.details.get(1L).containsKey(KubernetesClusterVmMapCheckWorker.DETAIL_VM_DRIFT));
        assertEquals("no SSH", listings, cs.kubectlRuns.get());
        assertEquals("no lock", 1, cs.locksTaken.get());
        assertEquals("no such cluster", KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason.GONE,
                Assert.assertThrows(KubernetesClusterVmMapCheckWorker.NotCheckedException.class, () -> worker.viewKubernetesCluster(99)).reason);
    }

    @Test
    public void withoutAFreshCheckAClusterPastItsBoundIsStuckNotReportedYet() {
        watchStates();
        addHealthyCluster(2, "big", 8, 20);
        cs.setState(2, "Scaling");
        sweep();
        cs.advance(FIVE_MINUTES);
        ClusterResult view = worker.viewKubernetesCluster(2);
        assertFalse(view.isChecked());
        VmMapCheckResponse.Finding stuck = view.findings.get(0);
        assertEquals("stuck_state", stuck.kind);
        assertEquals("Scaling", stuck.state);
        assertEquals(Long.valueOf(NOW), stuck.sinceMs);
        assertEquals(Long.valueOf(600), stuck.boundS);
        assertEquals("cloud.kubernetes.cluster.scale.timeout", stuck.setting);
        assertTrue(stuck.isNew);
        assertTrue(cs.events.isEmpty());
    }

    @Test
    public void aClusterThatChangesDuringItsFreshCheckGetsNoAnswerAndNothingIsStored() {
        cs.transition(11, "Destroyed");
        AtomicInteger reads = new AtomicInteger();
        // Between the library's answer and the apply, an operation moves the cluster to Scaling.
        cs.beforeApply = id -> {
            reads.incrementAndGet();
            cs.setState(1, "Scaling");
        };
        assertEquals(KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason.CHANGED, notChecked(worker, 1));
        assertEquals(1, reads.get());
        assertTrue(cs.events.isEmpty());
        assertFalse(cs.details.containsKey(1L));
    }

    /** Why the check of one cluster gave no answer. */
    private static KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason notChecked(KubernetesClusterVmMapCheckWorker w, long clusterId) {
        return Assert.assertThrows(KubernetesClusterVmMapCheckWorker.NotCheckedException.class, () -> w.checkKubernetesCluster(clusterId)).reason;
    }

    @Test
    public void aClusterCheckWithoutTheLibraryOrWhoseCheckFailedSaysSo() {
        KubernetesClusterVmMapCheckWorker off = newWorker(cs, () -> {
            throw new VmMapCheckException(VmMapCheckException.Kind.INTERNAL_ERROR, "no library here", null);
        }, executor);
        assertEquals(KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason.LIBRARY_NOT_LOADED, notChecked(off, 1));
        cs.failingMapReads.add(1L);
        assertEquals("the map read failed: nothing applied", KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason.FAILED, notChecked(worker, 1));
    }

    /** A sweep due while the lock is held (the check of one cluster here, a sweep elsewhere) runs at the next tick it is free. */
    @Test
    public void aSweepDueWhileTheLockIsHeldRunsAtTheNextTickOnceTheLockIsFree() {
        cs.transition(11, "Destroyed");
        cs.lockHeldElsewhere = true;
        assertTrue(worker.tick());
        assertNull(worker.getLastSummary());
        cs.lockHeldElsewhere = false;
        cs.advance(30_000L);
        assertTrue("not an interval later: at the next scanner run", worker.tick());
        assertEquals(1, worker.getLastSummary().checked);
        assertEquals(1, cs.events.size());
        cs.advance(30_000L);
        assertFalse("then the interval holds again", worker.tick());
    }

    /** The race with a sweep: the check of one cluster waits for no sweep; it answers that one runs, and nothing is reported twice. */
    @Test
    public void aClusterCheckWhileASweepHoldsTheLockDoesNotRunAndNothingIsReportedTwice() {
        cs.transition(11, "Destroyed");
        java.util.function.Function<ClusterRecord, Kubectl> nodes = cs.kubectl.get(1L);
        java.util.List<KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason> duringTheSweep = new java.util.ArrayList<>();
        cs.kubectl.put(1L, c -> {
            duringTheSweep.add(notChecked(worker, 1));
            return nodes.apply(c);
        });
        assertEquals(1, sweep().checked);
        assertEquals(java.util.Collections.singletonList(KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason.LOCK_HELD), duringTheSweep);
        cs.kubectl.put(1L, nodes);
        assertNotNull("after the sweep it runs", worker.checkKubernetesCluster(1));
        assertEquals("one event for mapped:11, by the sweep", 1, cs.events.size());
    }

    // ---- a hostile tenant (SPEC 5: one cluster never makes another cluster's check fail; 3.5: texts) ----

    @Test
    public void threeClustersPrintingFourMibOfControlCharactersDoNotBlindTheirOwner() {
        String junk = new String(new char[FOUR_MIB]).replace('\0', '\u0001');
        for (long id = 20; id < 23; id++) {
            cs.addCluster(id, "junk" + id, "Running", "CloudManaged", 8, 1);
            long vm = 200 + id;
            cs.addVm(vm, "junk" + id + "-node-1a", 8, "Destroyed", NOW - 48 * HOUR);
            cs.map(id, vm, false);
            cs.kubectl.put(id, c -> Kubectl.ok(junk));
        }
        // 3 x 24 MiB as JSON: over the library's 64 MiB in one request; split, every Destroyed VM is reported.
        KubernetesClusterVmMapCheckWorker.SweepSummary summary = sweep();
        assertEquals(0, summary.failed);
        for (long id = 20; id < 23; id++) {
            long cluster = id;
            assertTrue("cluster " + id, cs.events.stream().anyMatch(e -> e.clusterId == cluster && e.event.description.contains("is Destroyed")));
        }
    }

    @Test
    public void outputsAreSplitIntoPartsByTheirLengthAndEveryClusterIsInExactlyOne() {
        java.util.List<ClusterRecord> clusters = new java.util.ArrayList<>();
        java.util.Map<Long, Kubectl> listings = new java.util.HashMap<>();
        String big = new String(new char[4 * 1024 * 1024]).replace('\0', '\n');
        for (long id = 1; id <= 6; id++) {
            clusters.add(new ClusterRecord(id, "u", "c" + id, "Running", "CloudManaged", 7, 1));
            listings.put(id, id <= 4 ? Kubectl.ok(big) : id == 5 ? Kubectl.failed("x") : Kubectl.ok("c6-node-1 Ready <none> 1d v1.30.2\n"));
        }
        // 4 MiB each (24 MiB as JSON at most): one per part; the failed listing and the small output join the last.
        assertEquals(java.util.Arrays.asList(Collections.singleton(1L), Collections.singleton(2L), Collections.singleton(3L),
                new java.util.HashSet<>(java.util.Arrays.asList(4L, 5L, 6L))), KubernetesClusterVmMapCheckWorker.outputParts(clusters, listings));
    }

    /** SPEC 3.3 across the parts of a split request: each part carries every cluster of the owner, so one VM, one report. */
    @Test
    public void anUnmappedVmMatchedByTwoClustersWhoseOutputsAreSplitIsReportedOnceByTheLowestId() {
        addHealthyCluster(2, "prod", 7, 20);
        cs.addVm(30, "prod-node-1ff", 7, "Running", NOW - 48 * HOUR);
        String padding = new String(new char[3 * 1024 * 1024]).replace('\0', '\n');
        for (long id = 1; id <= 2; id++) {
            java.util.function.Function<ClusterRecord, Kubectl> nodes = cs.kubectl.get(id);
            cs.kubectl.put(id, c -> Kubectl.ok(padding + nodes.apply(c).output));
        }
        KubernetesClusterVmMapCheckWorker.SweepSummary summary = sweep();
        assertEquals(2, summary.checked);
        assertEquals("one event for the VM, on cluster 1", Collections.singletonList(1L), cs.events.stream()
                .filter(e -> e.event.description.contains("prod-node-1ff")).map(e -> e.clusterId).collect(Collectors.toList()));
    }

    @Test
    public void aRequestTheEngineRefusesForOneClustersOutputIsRetriedClusterByClusterSoOnlyThatOneFails() {
        cs.addCluster(2, "other", "Running", "CloudManaged", 7, 1);
        cs.addVm(301, "other-node-1a", 7, "Destroyed", NOW - 48 * HOUR);
        cs.map(2, 301, false);
        worker = newWorker(cs, () -> new VmMapCheckEngine() {
            @Override
            public VmMapCheckResponse check(VmMapCheckRequest request) {
                if (request.clusters.stream().anyMatch(c -> c.id == 1 && c.kubectl != null)) {
                    throw new VmMapCheckException(VmMapCheckException.Kind.INVALID_REQUEST, "$.clusters[0]: refused", null);
                }
                return super.check(request);
            }
        }, executor);
        KubernetesClusterVmMapCheckWorker.SweepSummary summary = sweep();
        assertEquals(1, summary.failed);
        assertEquals(1, summary.checked);
        assertTrue(cs.events.stream().anyMatch(e -> e.clusterId == 2 && e.event.description.contains("is Destroyed")));
    }

    /** SPEC 3.3 in the retry of a refused request: each cluster again, its owner's others carried without their listings. */
    @Test
    public void anUnmappedVmMatchedByTwoClustersIsReportedOnceWhenTheirRequestIsRefusedAndRetried() {
        addHealthyCluster(2, "prod", 7, 20);
        cs.addVm(30, "prod-node-1ff", 7, "Running", NOW - 48 * HOUR);
        List<Integer> listingsPerRequest = new ArrayList<>();
        worker = newWorker(cs, () -> new VmMapCheckEngine() {
            @Override
            public VmMapCheckResponse check(VmMapCheckRequest request) {
                int listings = (int) request.clusters.stream().filter(c -> c.kubectl != null).count();
                listingsPerRequest.add(listings);
                if (listings > 1) {
                    throw new VmMapCheckException(VmMapCheckException.Kind.INVALID_REQUEST, "$: over the limit", null);
                }
                return super.check(request);
            }
        }, executor);
        KubernetesClusterVmMapCheckWorker.SweepSummary summary = sweep();
        assertEquals("refused once, then each cluster with its own listing", Arrays.asList(2, 1, 1), listingsPerRequest);
        assertEquals(2, summary.checked);
        assertEquals(0, summary.failed);
        assertEquals("one event for the VM, on cluster 1", Collections.singletonList(1L), cs.events.stream()
                .filter(e -> e.event.description.contains("prod-node-1ff")).map(e -> e.clusterId).collect(Collectors.toList()));
    }

    /** SPEC 3.5 in the log: a cluster's name reaches a log line only as the library made it safe, never from Java's own copy. */
    @Test
    public void logLinesNameAClusterByTheLibrarysLabel() {
        cs.addCluster(9, "evil\u202egpj\u00ad", "Running", "CloudManaged", 7, 1);
        cs.kubectl.put(9L, c -> Kubectl.failed("kubectl exited with status 1"));
        org.apache.logging.log4j.Logger log = Mockito.mock(org.apache.logging.log4j.Logger.class);
        worker.logger = log;
        sweep();
        Mockito.verify(log).debug(ArgumentMatchers.contains("cannot see its Kubernetes nodes"), ArgumentMatchers.eq((Object) "Kubernetes cluster evil?gpj? (id 9)"),
                ArgumentMatchers.eq((Object) "kubectl failed: kubectl exited with status 1"));
        assertEquals("no name where the library has not answered", "Kubernetes cluster id 9",
                new ClusterRecord(9, "u", "evil\u202egpj", "Running", "CloudManaged", 7, 1).toString());
    }

    // ---- several management servers, database faults (SPEC 5 and 3.6) ----

    @Test
    public void twoManagementServersSweepOncePerIntervalBetweenThem() {
        KubernetesClusterVmMapCheckWorker other = newWorker(cs, VmMapCheckEngine::new, new DirectExecutorService());
        KubernetesClusterVmMapCheckWorker[] servers = {worker, other};
        // 15 minutes and one run of the status scanner (every 30 s) on both servers, the first to run changing each time.
        for (int run = 0; run <= 30; run++) {
            servers[run % 2].tick();
            servers[1 - run % 2].tick();
            cs.advance(30_000L);
        }
        assertEquals("one sweep per interval in the whole cloud", java.util.Arrays.asList(NOW, NOW + FIVE_MINUTES, NOW + 2 * FIVE_MINUTES,
                NOW + 3 * FIVE_MINUTES), cs.sweepStarts);
        // 30 s after that sweep, a server that starts (or restarts) does not sweep again.
        KubernetesClusterVmMapCheckWorker restarted = newWorker(cs, VmMapCheckEngine::new, new DirectExecutorService());
        assertTrue("the restarted server's check starts", restarted.tick());
        assertNull("and finds the cloud's last sweep too recent", restarted.getLastSummary());
        assertEquals(4, cs.sweepStarts.size());
    }

    @Test
    public void aServerThatGetsTheLockRightAfterAnotherServersSweepDoesNotSweep() {
        cs.lastSweepStartMs = NOW - 60_000L; // another management server swept a minute ago
        assertNull(worker.runScheduledCheck());
        assertTrue(cs.sweepStarts.isEmpty());
        assertFalse("nothing tried before the interval of that sweep has passed", worker.tick());
        cs.advance(FIVE_MINUTES - 60_000L);
        assertTrue(worker.tick());
        assertEquals(Collections.singletonList(NOW + FIVE_MINUTES - 60_000L), cs.sweepStarts);
    }

    @Test
    public void aServerWhoseClockIsBehindTheRecordedStartWaitsForThatInterval() {
        // Another management server's clock is two minutes ahead of this one's: its sweep's start reads two minutes from
        // now here. This server waits until that start's interval has passed on its own clock, and never sweeps within it.
        cs.lastSweepStartMs = NOW + 120_000L;
        assertNull(worker.runScheduledCheck());
        assertFalse(worker.tick());
        cs.advance(120_000L + FIVE_MINUTES - 30_000L);
        assertFalse("still within the interval of the recorded start", worker.tick());
        cs.advance(30_000L);
        assertTrue(worker.tick());
        assertEquals(Collections.singletonList(NOW + 120_000L + FIVE_MINUTES), cs.sweepStarts);
    }

    @Test
    public void aRecordedStartMoreThanAnIntervalAheadIsNoSweepsAndIsOverwritten() {
        // A day ahead: written before this cloud's clocks were set back; left alone, it would stop the check for a day.
        cs.lastSweepStartMs = NOW + 24 * 3_600_000L;
        assertNotNull(worker.runScheduledCheck());
        assertEquals(Collections.singletonList(NOW), cs.sweepStarts);
        assertEquals(Long.valueOf(NOW), cs.lastSweepStartMs);
    }

    /** Each fault of the detail-and-event transaction: nothing half-stored, and the next sweep reports each mismatch once. */
    @Test
    public void aDatabaseFaultAtAnyStepOfTheApplyLosesNoEventAndDoublesNone() {
        for (String fault : new String[] {"detail write", "event insert", "commit"}) {
            setUp();
            cs.transition(11, "Destroyed");
            cs.transition(12, "Error");
            switch (fault) {
                case "detail write":
                    cs.failingDetailWrites.add(1L);
                    break;
                case "event insert":
                    cs.failingEventInserts.add(1L);
                    break;
                default:
                    cs.failingCommits.set(1);
            }
            KubernetesClusterVmMapCheckWorker.SweepSummary faulty = sweep();
            assertEquals(fault, 1, faulty.applyFailures);
            assertTrue(faulty.toLogLine(), faulty.toLogLine().contains(", 1 not stored (database error), "));
            assertTrue(fault + ": no event stored", cs.events.isEmpty());
            assertTrue(fault + ": no key stored", cs.details.getOrDefault(1L, Collections.emptyMap()).isEmpty());
            assertTrue(fault + ": no alert sent", cs.alerts.isEmpty());
            cs.failingDetailWrites.clear();
            cs.failingEventInserts.clear();
            sweep();
            sweep();
            java.util.List<String> described = new java.util.ArrayList<>();
            cs.events.forEach(e -> described.add(e.event.description));
            assertEquals(fault + ": " + described, 2, described.size());
            assertEquals(fault, 1, described.stream().filter(d -> d.contains("(id 11) is in the VM map but is Destroyed")).count());
            assertEquals(fault, 1, described.stream().filter(d -> d.contains("(id 12) is in the VM map but is in Error")).count());
            assertEquals(fault + ": each alert at most once", 2, cs.alerts.size());
            assertEquals("mapped:11,mapped:12", cs.details.get(1L).get(KubernetesClusterVmMapCheckWorker.DETAIL_VM_DRIFT));
        }
    }

    // ---- SPEC 3.7: clusters stuck in a transitional state ----

    /** CKS's settings as the check bean reads them: Scaling bounded at 10 minutes, the others at their defaults. */
    private void watchStates() {
        Map<String, Long> bounds = new LinkedHashMap<>();
        for (String state : new String[] {"Created", "Starting", "Stopping", "Recovering", "ScalingStoppedCluster", "Upgrading", "Importing"}) {
            bounds.put(state, 3600L);
        }
        bounds.put("Scaling", 600L);
        bounds.put("RemovingNodes", 900L);
        cs.stateBoundsS = bounds;
    }

    private long eventsOf(long clusterId, String level) {
        return cs.events.stream().filter(e -> e.clusterId == clusterId && level.equals(e.event.level)).count();
    }

    @Test
    public void aClusterLeftInScalingIsReportedOnceAfterItsBoundWithNoSshAndNoVmRead() {
        watchStates();
        addHealthyCluster(2, "big", 8, 20);
        cs.setState(2, "Scaling");
        KubernetesClusterVmMapCheckWorker.SweepSummary first = sweep();
        assertEquals("Scaling:" + NOW, cs.details.get(2L).get(KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE));
        assertTrue(cs.events.isEmpty());
        assertEquals("only the Running cluster is listed over SSH", 1, first.listingsRun);
        assertEquals("only the Running cluster's owner has its VMs read", 1, cs.ownerVmReads.get());
        assertEquals(1, first.checked);

        sweep();
        assertTrue("5 minutes in Scaling, bound 10: nothing yet", cs.events.isEmpty());
        sweep();
        assertEquals("10 minutes: stuck, one WARN event", 1, eventsOf(2, "WARN"));
        String text = cs.events.get(0).event.description;
        assertTrue(text, text.contains("Scaling") && text.contains("cloud.kubernetes.cluster.scale.timeout") && text.contains("big"));
        assertEquals(1, cs.alerts.size());
        assertTrue(cs.details.get(2L).get(KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE).startsWith("Scaling:" + NOW + ":r"));
        sweep();
        sweep();
        assertEquals("reported once", 1, cs.events.size());
        assertEquals(1, cs.alerts.size());
        assertEquals("five sweeps: the Running owner's VMs read once each, the Scaling one's never", 5, cs.ownerVmReads.get());

        cs.setState(2, "Running");
        KubernetesClusterVmMapCheckWorker.SweepSummary back = sweep();
        assertEquals("it left Scaling: one INFO event", 1, eventsOf(2, "INFO"));
        assertTrue(cs.events.get(1).event.description.contains("Running"));
        assertFalse(cs.details.getOrDefault(2L, Collections.emptyMap()).containsKey(KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE));
        assertEquals("its map is checked again, listed over SSH", 2, back.checked);
        assertEquals(2, back.listingsRun);
    }

    @Test
    public void anUpgradeThatEndsInTimeLeavesNothing() {
        watchStates();
        addHealthyCluster(2, "up", 8, 20);
        cs.setState(2, "Upgrading");
        sweep();
        assertEquals("Upgrading:" + NOW, cs.details.get(2L).get(KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE));
        cs.setState(2, "Running");
        sweep();
        assertTrue(cs.events.isEmpty());
        assertTrue(cs.alerts.isEmpty());
        assertFalse(cs.details.getOrDefault(2L, Collections.emptyMap()).containsKey(KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE));
    }

    @Test
    public void aReportedClusterThatEndsStoppedIsSentForItsRecordAloneAndLosesIt() {
        watchStates();
        addHealthyCluster(2, "big", 8, 20);
        cs.setState(2, "Scaling");
        sweep();
        sweep();
        sweep();
        assertEquals(1, eventsOf(2, "WARN"));
        cs.setState(2, "Stopped");
        KubernetesClusterVmMapCheckWorker.SweepSummary summary = sweep();
        assertEquals(1, eventsOf(2, "INFO"));
        assertFalse(cs.details.getOrDefault(2L, Collections.emptyMap()).containsKey(KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE));
        assertEquals(1, summary.listingsRun);
        sweep();
        assertEquals("nothing more once the record is gone", 2, cs.events.size());
    }

    @Test
    public void theBoundsAreReadAtEverySweep() {
        watchStates();
        addHealthyCluster(2, "big", 8, 20);
        cs.setState(2, "Scaling");
        sweep();
        Map<String, Long> longer = new LinkedHashMap<>(cs.stateBoundsS);
        longer.put("Scaling", 7200L);
        cs.stateBoundsS = longer;
        sweep();
        sweep();
        assertTrue("10 minutes, but the bound is now 2 hours", cs.events.isEmpty());
        Map<String, Long> shorter = new LinkedHashMap<>(longer);
        shorter.put("Scaling", 60L);
        cs.stateBoundsS = shorter;
        sweep();
        assertEquals(1, eventsOf(2, "WARN"));
    }

    @Test
    public void aStateChangeDuringTheCheckAppliesNothingForThatCluster() {
        watchStates();
        addHealthyCluster(2, "big", 8, 20);
        cs.setState(2, "Scaling");
        cs.beforeApply = id -> {
            if (id == 2L) {
                cs.setState(2, "Running");
            }
        };
        KubernetesClusterVmMapCheckWorker.SweepSummary summary = sweep();
        assertEquals(1, summary.notApplied);
        assertEquals("counted once, as not applied", 0, summary.skipped);
        assertFalse(cs.details.getOrDefault(2L, Collections.emptyMap()).containsKey(KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE));
    }

    @Test
    public void theCheckOfOneClusterInAWatchedStateRunsItsStateWatch() {
        watchStates();
        addHealthyCluster(2, "big", 8, 20);
        cs.setState(2, "Scaling");
        ClusterResult result = worker.checkKubernetesCluster(2);
        assertNotNull(result);
        assertFalse(result.isChecked());
        assertEquals("Scaling:" + NOW, cs.details.get(2L).get(KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE));
        assertEquals("no SSH for it", 0, cs.kubectlRuns.get());
        assertEquals("no VM read", 0, cs.ownerVmReads.get());
        assertTrue("not a sweep", cs.sweepStarts.isEmpty());
    }
}
