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
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import org.apache.logging.log4j.Logger;
import org.junit.After;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentMatchers;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.ClusterResult;
import com.cloud.kubernetes.cluster.vmmap.demo.DemoExecutors;
import com.cloud.kubernetes.cluster.vmmap.demo.DirectExecutorService;
import com.cloud.kubernetes.cluster.vmmap.demo.InMemoryCloudStack;

/**
 * SPEC section 5's bounded-parallel node listing: the pool bound, the sweep deadline, the next sweep's order, stop(),
 * thread hygiene, fault isolation, the reads a sweep makes, and what the log says about node views. Real threads and
 * the real native engine over the in-memory CloudStack; listings sleep for real, deadlines are short.
 */
@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterVmMapCheckWorkerPoolTest {
    /** The worker runs the real library: in a build without it (-Dcks.vmmap.native.skip=true) these tests are skipped. */
    @BeforeClass
    public static void needsTheLibrary() {
        VmMapCheckTestLibrary.assumeBuilt();
    }

    private static final long NOW = 1_764_676_800_000L;
    private static final long HOUR = 3_600_000L;
    private static final String SSH_THREAD = "Kubernetes-Cluster-VmMap-Ssh-";

    private InMemoryCloudStack cs;
    private KubernetesClusterVmMapCheckWorker worker;
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger maxInFlight = new AtomicInteger();
    /** Added to every listing while it is counted in flight. */
    private volatile long slowDownMs;
    private final List<Long> listingOrder = Collections.synchronizedList(new ArrayList<>());

    @Before
    public void setUp() {
        cs = new InMemoryCloudStack(NOW);
        worker = newWorker(new DirectExecutorService());
    }

    @After
    public void tearDown() {
        worker.stop();
    }

    private KubernetesClusterVmMapCheckWorker newWorker(ExecutorService sweepThread) {
        return new KubernetesClusterVmMapCheckWorker(cs, VmMapCheckEngine::new, sweepThread,
                DemoExecutors::newListingPool);
    }

    /** A healthy cluster of three VMs whose kubectl answer takes {@code listingMs} and is counted while it runs. */
    private void addCluster(long id, long account, long listingMs) {
        addCluster(id, account, listingMs, 0);
    }

    /** The same, its kubectl output led by {@code blankLines} empty lines (which the library skips). */
    private void addCluster(long id, long account, long listingMs, int blankLines) {
        String name = "c" + id;
        cs.addCluster(id, name, "Running", "CloudManaged", account, 1);
        String[] roles = {"control", "node", "node"};
        StringBuilder out = new StringBuilder(blankLines + 200);
        for (int i = 0; i < blankLines; i++) {
            out.append('\n');
        }
        for (int i = 0; i < roles.length; i++) {
            long vmId = id * 10 + i;
            String host = String.format("%s-%s-%x", name, roles[i], 0x19a0b1c2d00L + vmId);
            cs.addVm(vmId, host, account, "Running", NOW - 48 * HOUR);
            cs.map(id, vmId, i == 0);
            out.append(host).append(" Ready <none> 1d v1.30.2\n");
        }
        String output = out.toString();
        answer(id, c -> {
            sleep(listingMs);
            return Kubectl.ok(output);
        });
    }

    /** Sets a cluster's kubectl answer, counting the listings in flight and their order. */
    private void answer(long clusterId, Function<ClusterRecord, Kubectl> answer) {
        cs.kubectl.put(clusterId, c -> {
            listingOrder.add(c.id);
            int now = inFlight.incrementAndGet();
            maxInFlight.accumulateAndGet(now, Math::max);
            try {
                if (slowDownMs > 0) {
                    sleep(slowDownMs);
                }
                return answer.apply(c);
            } finally {
                inFlight.decrementAndGet();
            }
        });
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted");
        }
    }

    private static int liveSshThreads() {
        int n = 0;
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith(SSH_THREAD) && t.isAlive()) {
                n++;
            }
        }
        return n;
    }

    private static void awaitNoSshThreads() throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (liveSshThreads() > 0 && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        assertEquals("no listing thread outlives its sweep", 0, liveSshThreads());
    }

    @Test
    public void neverMoreListingsInFlightThanThePoolAndThePoolIsFilled() {
        for (long id = 1; id <= 40; id++) {
            addCluster(id, 100 + id % 10, 30);
        }
        cs.sshParallelism = 5;
        KubernetesClusterVmMapCheckWorker.SweepSummary s = worker.runCheck();
        assertEquals(40, s.checked);
        assertEquals(40, listingOrder.size());
        assertEquals("the ceiling is reached and never passed", 5, maxInFlight.get());
        assertEquals(5, s.poolSize);
        assertTrue("40 listings of 30 ms on 5 threads take about 240 ms, not 1200: " + s.durationMs, s.durationMs < 900);
    }

    /**
     * SPEC 5: the sweep gives its database connection back once a wait on the listings passes the short grace that
     * keeps it (listings answered at once); a failure to give it back stops nothing.
     */
    @Test
    public void theSweepGivesItsDatabaseConnectionBackWhileItWaitsOnTheListings() {
        AtomicInteger releases = new AtomicInteger();
        AtomicBoolean releaseFails = new AtomicBoolean();
        cs = new InMemoryCloudStack(NOW) {
            @Override
            public void releaseDatabaseConnection() {
                releases.incrementAndGet();
                if (releaseFails.get()) {
                    throw new IllegalStateException("the commit failed");
                }
            }
        };
        worker = newWorker(new DirectExecutorService());
        addCluster(1, 100, 0);
        assertEquals(1, worker.runCheck().checked);
        assertEquals("a listing answered at once: the connection is kept", 0, releases.get());

        AtomicInteger releasedWhileListing = new AtomicInteger(-1);
        Kubectl healthy = cs.kubectl.get(1L).apply(cs.findClustersByIds(Collections.singletonList(1L)).get(1L));
        long slowMs = TimeUnit.NANOSECONDS.toMillis(KubernetesClusterVmMapCheckWorker.CONNECTION_KEPT_WAITING_NANOS) + 500;
        answer(1, c -> {
            sleep(slowMs);
            releasedWhileListing.set(releases.get());
            return healthy;
        });
        assertEquals(1, worker.runCheck().checked);
        assertEquals("given back while the listing ran", 1, releasedWhileListing.get());

        releaseFails.set(true);
        assertEquals("a connection that cannot be given back stops nothing", 1, worker.runCheck().checked);
        assertEquals(2, releases.get());
    }

    @Test
    public void thePoolIsTheSettingReadAtEverySweepClampedAndNeverMoreThreadsThanListings() {
        for (long id = 1; id <= 12; id++) {
            addCluster(id, 100, 200);
        }
        cs.sshParallelism = 2;
        assertEquals(2, worker.runCheck().poolSize);
        assertEquals(2, maxInFlight.get());
        maxInFlight.set(0);
        cs.sshParallelism = 7;
        cs.advance(KubernetesClusterVmMapCheckWorker.CHECK_INTERVAL_MS);
        assertEquals(7, worker.runCheck().poolSize);
        assertTrue("never more listings in flight than the pool: " + maxInFlight.get(), maxInFlight.get() <= 7);
        cs.sshParallelism = 100;
        assertEquals("no more threads than listings", 12, worker.runCheck().poolSize);
        cs.sshParallelism = 0;
        assertEquals("clamped up to one", 1, worker.runCheck().poolSize);
        assertEquals(1, KubernetesClusterVmMapCheckWorker.clampParallelism(-5));
        assertEquals(KubernetesClusterVmMapCheckWorker.Cloud.MAX_SSH_PARALLELISM, KubernetesClusterVmMapCheckWorker.clampParallelism(100_000));
        assertEquals(64, KubernetesClusterVmMapCheckWorker.clampParallelism(KubernetesClusterVmMapCheckWorker.Cloud.DEFAULT_SSH_PARALLELISM));
    }

    @Test
    public void noListingThreadEverReadsTheDatabaseAndEndpointsAreResolvedOncePerSweep() {
        for (long id = 1; id <= 30; id++) {
            addCluster(id, 100 + id % 3, 5);
        }
        KubernetesClusterVmMapCheckWorker.SweepSummary s = worker.runCheck();
        assertEquals(30, s.checked);
        assertEquals(30, s.listingsRun);
        assertEquals(1, cs.endpointResolutions.get());
        assertEquals(1, cs.wholeMapReads.get());
        for (String thread : cs.dbReadThreads) {
            assertFalse("a database read on a listing thread: " + thread, thread.startsWith(SSH_THREAD));
        }
        assertTrue(cs.dbReadThreads.contains(Thread.currentThread().getName()));
    }

    @Test
    public void anUnreachableControlNodeIsNotListedAndItsNodeViewIsUnavailableWithTheResolversReason() {
        addCluster(1, 100, 0);
        addCluster(2, 100, 0);
        cs.unreachable.put(2L, "no public IP address for the cluster's network");
        Logger log = Mockito.mock(Logger.class);
        worker.logger = log;
        KubernetesClusterVmMapCheckWorker.SweepSummary s = worker.runCheck();
        assertEquals(2, s.checked);
        assertEquals(1, s.listingsRun);
        assertEquals(Collections.singletonList(1L), listingOrder);
        assertEquals(1, s.nodeViewsUnavailable);
        Mockito.verify(log).debug(ArgumentMatchers.contains("cannot see its Kubernetes nodes"), ArgumentMatchers.eq((Object) "Kubernetes cluster c2 (id 2)"),
                ArgumentMatchers.eq((Object) "kubectl failed: no public IP address for the cluster's network"));
    }

    @Test
    public void whenEndpointsCannotBeReadNoListingRunsAndTheVmChecksStillDo() {
        addCluster(1, 100, 0);
        addCluster(2, 200, 0);
        cs.transition(10, "Destroyed");
        cs.failingEndpointResolution = "Communications link failure";
        KubernetesClusterVmMapCheckWorker.SweepSummary s = worker.runCheck();
        assertEquals(2, s.checked);
        assertEquals(0, s.listingsRun);
        assertTrue(listingOrder.isEmpty());
        assertEquals(2, s.nodeViewsUnavailable);
        assertEquals("the VM checks ran: cluster 1's destroyed VM is reported", "mapped:10",
                cs.details.get(1L).get(KubernetesClusterVmMapCheckWorker.DETAIL_VM_DRIFT));
    }

    @Test
    public void aClusterInAlertIsNotToldItsNodesAreUnknownWhenTheChecksOwnReadOfTheEndpointsFails() {
        // SPEC 3.8: a failure of the check's own (a database read) is no reason of the cluster's: CKS can count its nodes.
        addCluster(1, 100, 0);
        cs.setState(1, "Alert");
        cs.setNodeCounts(1, 1, 2, 0);
        cs.gracePeriodS = 0L;
        cs.failingEndpointResolution = "Communications link failure";
        worker.runCheck();
        assertTrue(listingOrder.isEmpty());
        assertTrue("no Alert reason reported: " + cs.events, cs.events.stream().noneMatch(e -> e.event.description.contains("in Alert")));
        assertTrue(cs.alerts.isEmpty());
        assertEquals("nothing recorded of the node side", null, cs.details.getOrDefault(1L, Collections.emptyMap()).get(KubernetesClusterVmMapCheckWorker.DETAIL_ALERT_REASON));
        // Read again: the nodes are listed, all Ready; the reason is CKS's last checks, as it is.
        cs.failingEndpointResolution = null;
        worker.runCheck();
        String record = cs.details.get(1L).get(KubernetesClusterVmMapCheckWorker.DETAIL_ALERT_REASON);
        assertTrue(record, record.contains(";w;all 3 Kubernetes nodes CKS expects are Ready"));
    }

    @Test
    public void aHungListingCostsOnlyItsOwnClusterAndTheDeadlineMakesItsNodeViewUnavailableNeverGone() {
        for (long id = 1; id <= 6; id++) {
            addCluster(id, 100 + id, 10);
        }
        CountDownLatch never = new CountDownLatch(1);
        answer(3, c -> {
            try {
                never.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Kubectl.ok("");
        });
        cs.transition(31, "Destroyed");
        cs.details.put(3L, new HashMap<>(Collections.singletonMap(KubernetesClusterVmMapCheckWorker.DETAIL_NODE_DRIFT, "node:kept")));
        List<Long> appliedAtMs = Collections.synchronizedList(new ArrayList<>());
        long start = System.nanoTime();
        cs.beforeApply = id -> {
            if (id != 3L) {
                appliedAtMs.add(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
            }
        };
        cs.sweepDeadlineMs = 1500;
        KubernetesClusterVmMapCheckWorker.SweepSummary s = worker.runCheck();
        assertEquals(6, s.checked);
        assertEquals(1, s.pastDeadline);
        assertEquals(1, s.nodeViewsUnavailable);
        assertEquals(5, appliedAtMs.size());
        for (long at : appliedAtMs) {
            assertTrue("the other owners are applied without waiting for the hung one: " + appliedAtMs, at < 1000);
        }
        assertTrue("the sweep waited for the deadline: " + s.durationMs, s.durationMs >= 1500);
        // The VM rules still ran for the cut-off cluster; its node detail is left exactly as it was.
        assertEquals("mapped:31", cs.details.get(3L).get(KubernetesClusterVmMapCheckWorker.DETAIL_VM_DRIFT));
        assertEquals("node:kept", cs.details.get(3L).get(KubernetesClusterVmMapCheckWorker.DETAIL_NODE_DRIFT));
        assertEquals(1, cs.events.size());
        assertTrue(cs.events.get(0).event.description.contains("(id 31)"));
        never.countDown();
    }

    @Test
    public void clustersThatMissedTheDeadlineAreListedFirstInTheNextSweep() {
        for (long id = 1; id <= 4; id++) {
            addCluster(id, 100, 5);
        }
        AtomicInteger slowCalls = new AtomicInteger();
        answer(4, c -> {
            if (slowCalls.incrementAndGet() == 1) {
                sleep(2_000);
            }
            return Kubectl.ok("");
        });
        cs.sshParallelism = 1;
        cs.sweepDeadlineMs = 400;
        assertEquals(1, worker.runCheck().pastDeadline);
        assertEquals(Long.valueOf(1L), listingOrder.get(0));
        listingOrder.clear();
        cs.sweepDeadlineMs = 10_000;
        KubernetesClusterVmMapCheckWorker.SweepSummary s = worker.runCheck();
        assertEquals("the cluster that missed goes first", Long.valueOf(4L), listingOrder.get(0));
        assertEquals(0, s.pastDeadline);
        assertEquals(4, s.checked);
    }

    @Test
    public void stopDuringASweepInterruptsTheListingsAndReturnsWithinItsBound() throws Exception {
        ExecutorService checkThread = DemoExecutors.newCheckExecutor();
        KubernetesClusterVmMapCheckWorker threaded = newWorker(checkThread);
        for (long id = 1; id <= 8; id++) {
            addCluster(id, 100 + id, 60_000);
        }
        cs.sshParallelism = 4;
        checkThread.execute(threaded::tick);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (inFlight.get() < 4 && System.nanoTime() < until) {
            Thread.sleep(5);
        }
        assertEquals("four listings hang in SSH", 4, inFlight.get());
        long t0 = System.nanoTime();
        threaded.stop();
        long stopMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        assertTrue("stop() returned in " + stopMs + " ms", stopMs < KubernetesClusterVmMapCheckWorker.STOP_WAIT_MS);
        awaitNoSshThreads();
        assertTrue("the check's thread ended", checkThread.isTerminated());
        assertTrue("nothing applied after the stop", cs.events.isEmpty());
        assertEquals("the lock is given back", cs.locksTaken.get(), cs.locksReleased.get());
    }

    @Test
    public void thePoolNeverLeaksThreadsAcrossSweeps() throws Exception {
        for (long id = 1; id <= 10; id++) {
            addCluster(id, 100 + id % 3, 2);
        }
        for (int sweep = 0; sweep < 5; sweep++) {
            assertEquals(10, worker.runCheck().checked);
            awaitNoSshThreads();
        }
    }

    @Test
    public void aListingThatThrowsAffectsOnlyItsCluster() {
        addCluster(1, 100, 1);
        addCluster(2, 100, 1);
        cs.kubectl.put(1L, c -> {
            throw new IllegalStateException("SSH library bug");
        });
        cs.addVm(29, "c2-node-19a0b1c2dff", 100, "Running", NOW - 48 * HOUR);
        cs.map(2, 29, false);
        KubernetesClusterVmMapCheckWorker.SweepSummary s = worker.runCheck();
        assertEquals(2, s.checked);
        assertEquals(1, s.nodeViewsUnavailable);
        assertEquals("cluster 2's nodes are still checked: its extra VM is not a node", "notnode:29",
                cs.details.get(2L).get(KubernetesClusterVmMapCheckWorker.DETAIL_NODE_DRIFT));
        assertReason("IllegalStateException: SSH library bug", worker.checkKubernetesCluster(1));
    }

    @Test
    public void aListingThatThrowsAnErrorAffectsOnlyItsCluster() {
        addCluster(1, 100, 1);
        addCluster(2, 100, 1);
        cs.kubectl.put(1L, c -> {
            throw new NoClassDefFoundError("com/trilead/ssh2/Connection");
        });
        KubernetesClusterVmMapCheckWorker.SweepSummary s = worker.runCheck();
        assertEquals("the owner's two clusters are checked", 2, s.checked);
        assertEquals(0, s.failed);
        assertEquals(1, s.nodeViewsUnavailable);
        assertReason("NoClassDefFoundError: com/trilead/ssh2/Connection", worker.checkKubernetesCluster(1));
    }

    /**
     * A throwable of any kind is named in the node view's reason the same way, as the check's own failure (not listed):
     * the bean's listNodes answers every failure of SSH and kubectl, so nothing of it is said of the cluster's nodes.
     */
    private static void assertReason(String thrown, ClusterResult result) {
        assertFalse(result.isNodeViewAvailable());
        assertEquals("kubectl failed: not listed: the check's listing threw " + thrown, result.nodeViewReason);
    }

    @Test
    public void aListingThatEndsAfterTheDeadlineIsCutOffWhileOtherOwnersAreStillBeingChecked() {
        // The deadline passes while owner 100 is checked: owner 300's listing is cut off then, not used once it ends.
        assertOnlyTheLateListingIsPastTheDeadline(450, 300);
    }

    @Test
    public void aListingThatEndsAfterTheDeadlineIsNotUsedThoughItEndsBeforeTheSweepThreadLooksAgain() {
        // Owner 300's listing ends at 400 ms, after the deadline and before the sweep thread looks again (at about 600 ms).
        assertOnlyTheLateListingIsPastTheDeadline(400, 600);
    }

    /** Deadline 200 ms; owners 100 and 200 are ready at once and each takes {@code checkMs} to check; owner 300's listing takes {@code lateListingMs}. */
    private void assertOnlyTheLateListingIsPastTheDeadline(long lateListingMs, long checkMs) {
        addCluster(1, 100, 1);
        addCluster(2, 200, 1);
        addCluster(3, 300, lateListingMs);
        cs.beforeApply = id -> {
            if (id != 3L) {
                sleep(checkMs);
            }
        };
        cs.sweepDeadlineMs = 200;
        KubernetesClusterVmMapCheckWorker.SweepSummary s = worker.runCheck();
        assertEquals(3, s.checked);
        assertEquals(1, s.pastDeadline);
        assertEquals(1, s.nodeViewsUnavailable);
    }

    @Test
    public void noListingStartsOnceTheDeadlineHasCutTheSweep() {
        // One SSH session at a time: cluster 2's listing waits behind cluster 1's, which is still out at the deadline.
        cs.sshParallelism = 1;
        addCluster(1, 100, 400);
        addCluster(2, 200, 0);
        cs.beforeApply = id -> sleep(300);
        cs.sweepDeadlineMs = 200;
        KubernetesClusterVmMapCheckWorker.SweepSummary s = worker.runCheck();
        assertEquals(2, s.pastDeadline);
        assertEquals("no SSH session to cluster 2 after the deadline", Collections.singletonList(1L), listingOrder);
    }

    @Test
    public void largeOutputsAreKeptWhileTheSweepsBudgetLastsAndSmallOnesAlways() {
        // Room for three of the four 3 Mi outputs and 4 Ki more: the fifth output, just under 16 Ki, is not charged.
        worker.heldOutputBudgetChars = 9 * 1024 * 1024 + 4 * 1024;
        for (long id = 1; id <= 4; id++) {
            addCluster(id, 100, 1, 3 * 1024 * 1024);
        }
        addCluster(5, 100, 50, KubernetesClusterVmMapCheckWorker.UNCHARGED_OUTPUT_CHARS - 200);
        Logger log = Mockito.mock(Logger.class);
        worker.logger = log;
        KubernetesClusterVmMapCheckWorker.SweepSummary s = worker.runCheck();
        assertEquals(5, s.checked);
        assertEquals(1, s.nodeViewsUnavailable);
        Mockito.verify(log).debug(ArgumentMatchers.contains("cannot see its Kubernetes nodes"), ArgumentMatchers.any(Object.class),
                ArgumentMatchers.eq((Object) ("kubectl failed: " + KubernetesClusterVmMapCheckWorker.OUTPUT_BUDGET_REASON)));
    }

    @Test
    public void anOwnersOutputsGiveTheirBudgetBackOnceItIsChecked() throws Exception {
        // Owner 100's three 3 Mi outputs are in at once; owner 200's end a second after owner 100's clusters are re-read,
        // the last step of its check before its outputs are given back.
        worker.heldOutputBudgetChars = 10 * 1024 * 1024;
        CountDownLatch owner100Checked = new CountDownLatch(1);
        cs.beforeApply = id -> {
            if (id <= 3) {
                owner100Checked.countDown();
            }
        };
        for (long id = 1; id <= 3; id++) {
            addCluster(id, 100, 1, 3 * 1024 * 1024);
            addCluster(id + 3, 200, 0, 3 * 1024 * 1024);
            Function<ClusterRecord, Kubectl> answer = cs.kubectl.get(id + 3);
            cs.kubectl.put(id + 3, c -> {
                try {
                    assertTrue(owner100Checked.await(60, TimeUnit.SECONDS));
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                sleep(1000);
                return answer.apply(c);
            });
        }
        KubernetesClusterVmMapCheckWorker.SweepSummary s = worker.runCheck();
        assertEquals(6, s.checked);
        assertEquals(0, s.nodeViewsUnavailable);
    }

    @Test
    public void aSweepReadsTheDatabaseOncePerOwnerForEachViewNotOncePerCluster() {
        // Owners of 4, 2 and 1 clusters; the owner of 2 has a mapped VM that was expunged (read by id, removed).
        for (long id = 1; id <= 4; id++) {
            addCluster(id, 100, 0);
        }
        addCluster(5, 200, 0);
        addCluster(6, 200, 0);
        addCluster(7, 300, 0);
        cs.expunge(51);
        cs.dbReads.set(0);
        assertEquals(7, worker.runCheck().checked);
        // 1 (clusters) + 1 (the whole map) + 1 (the endpoints of all clusters) + per owner: map, details, owner VMs = 3,
        // + 1 for the owner whose mapped VM is not among its not-removed VMs; in the first sweep, + 2 for the one cluster
        // with something to store (the expunged VM): its row locked and its map read again in the transaction (SPEC 3.6).
        int perSweep = 1 + 1 + 1 + 3 * 3 + 1;
        assertEquals(perSweep + 2, cs.dbReads.get());
        for (long id = 8; id <= 27; id++) {
            addCluster(id, 100, 0);
        }
        cs.dbReads.set(0);
        cs.advance(KubernetesClusterVmMapCheckWorker.CHECK_INTERVAL_MS);
        assertEquals(27, worker.runCheck().checked);
        assertEquals("twenty more clusters of one owner cost no read more", perSweep, cs.dbReads.get());
    }

    @Test
    public void anUnavailableNodeViewIsCountedAndItsReasonLoggedAtDebugByTheLibrarysLabelLeavingNoRecordBehind() {
        addCluster(1, 100, 0);
        Logger log = Mockito.mock(Logger.class);
        worker.logger = log;
        cs.kubectl.put(1L, c -> Kubectl.failed("SSH to 10.1.1.5:22 as cloud failed: Connection refused\u0007"));
        assertEquals(1, worker.runCheck().nodeViewsUnavailable);
        Mockito.verify(log).debug(ArgumentMatchers.contains("cannot see its Kubernetes nodes"), ArgumentMatchers.eq((Object) "Kubernetes cluster c1 (id 1)"),
                ArgumentMatchers.eq((Object) "kubectl failed: SSH to 10.1.1.5:22 as cloud failed: Connection refused?"));
        Mockito.verify(log, Mockito.never()).warn(ArgumentMatchers.contains("cannot see its Kubernetes nodes"), ArgumentMatchers.any(Object.class),
                ArgumentMatchers.any(Object.class));
        assertTrue("no detail written for it", cs.detailWrites.isEmpty());
        assertTrue("no event", cs.events.isEmpty());
    }

    @Test
    public void runCheckAsTheFirstCallLoadsTheEngine() {
        addCluster(1, 100, 0);
        KubernetesClusterVmMapCheckWorker fresh = newWorker(new DirectExecutorService());
        KubernetesClusterVmMapCheckWorker.SweepSummary s = fresh.runCheck();
        assertEquals(1, s.checked);
        assertEquals(0, s.failed);
        KubernetesClusterVmMapCheckWorker noEngine = new KubernetesClusterVmMapCheckWorker(cs, () -> {
            throw new VmMapCheckException(VmMapCheckException.Kind.LIBRARY_UNAVAILABLE, "no library", null);
        }, new DirectExecutorService(), DemoExecutors::newListingPool);
        assertNull("without an engine nothing runs", noEngine.runCheck());
    }
}
