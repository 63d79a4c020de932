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
import static org.junit.Assert.assertTrue;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.junit.AfterClass;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Test;

import com.cloud.kubernetes.cluster.utils.KubernetesClusterUtil;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.ClusterResult;
import com.cloud.kubernetes.cluster.vmmap.demo.DemoExecutors;
import com.cloud.kubernetes.cluster.vmmap.demo.InMemoryCloudStack;
import com.cloud.utils.ssh.HostileSshHost;
import com.cloud.utils.ssh.SshHelper;

/**
 * The check's node view of hostile control nodes (cloud-utils' {@link HostileSshHost}, a real OpenSSH server on
 * 127.0.0.1): each listing through SshHelper's bounded command and the check's own reading of its result
 * ({@link KubernetesClusterVmMapCheck#nodeView}), then the library and the worker. A tenant's output cannot hide another
 * cluster's drift, hold the sweep past its deadlines, or grow the held outputs past the sweep's budget.
 */
public class KubernetesClusterVmMapCheckHostileNodeTest {
    /** The listing's deadline here (the check's is {@link KubernetesClusterVmMapCheck#LISTING_TIMEOUT_MS}). */
    private static final long TIMEOUT_MS = 3_000L;
    private static final long SLACK_MS = 1_500L;
    private static final long NOW = 1_764_676_800_000L;
    private static HostileSshHost host;

    @BeforeClass
    public static void startHost() throws Exception {
        host = HostileSshHost.start(HostileSshHost.UNKNOWN);
    }

    @AfterClass
    public static void stopHost() throws Exception {
        if (host != null) {
            host.close();
        }
    }

    @Before
    public void needsTheLibrary() {
        VmMapCheckTestLibrary.assumeBuilt();
    }

    /** One listing of {@code hostileCase}, as the check lists a control node. */
    private static Kubectl listing(String hostileCase) {
        try {
            return KubernetesClusterVmMapCheck.nodeView(SshHelper.sshExecute("127.0.0.1", host.port, host.user, host.clientKey, null, hostileCase,
                    KubernetesClusterUtil.NODE_SSH_OUTPUT_LIMIT_BYTES, TIMEOUT_MS), "127.0.0.1:" + host.port);
        } catch (Exception e) {
            return Kubectl.failed("SSH failed: " + e.getMessage());
        }
    }

    private static ClusterResult engineView(Kubectl kubectl) {
        VmMapCheckRequest request = new VmMapCheckRequest(NOW);
        request.clusters.add(new VmMapCheckRequest.Cluster(new ClusterRecord(1, "u", "prod", "Running", "CloudManaged", 7, 1), kubectl));
        return new VmMapCheckEngine().check(request).clusters.get(0);
    }

    @Test
    public void tenThousandAndOneLinesAreReadAndTheLibraryCallsTheViewUnavailable() {
        Kubectl listed = listing("lines-10001");
        assertTrue(listed.reason, listed.ok);
        ClusterResult view = engineView(listed);
        assertFalse(view.isNodeViewAvailable());
        assertTrue(view.nodeViewReason, view.nodeViewReason.contains("more than 10000 node lines"));
    }

    /**
     * SshHelper decodes UTF-8 and puts U+FFFD (three bytes) for each malformed sequence, so text read within the SSH
     * limit may pass the library's own byte limit: 4 MiB of Euro signs cut mid-character does, and the library makes
     * that node view unavailable with its limit's reason; 200 000 random bytes stay within it.
     */
    @Test
    public void binaryJunkIsWithinTheLibrarysLimitsAndDecodingThatGrewPastThemIsUnavailable() {
        Kubectl binary = listing("binary");
        assertTrue(binary.reason, binary.ok);
        assertTrue("random bytes and the valid lines", engineView(binary).isNodeViewAvailable());
        Kubectl wide = listing("wide-at-limit");
        assertTrue(wide.reason, wide.ok);
        ClusterResult view = engineView(wide);
        assertFalse(view.isNodeViewAvailable());
        assertTrue(view.nodeViewReason, view.nodeViewReason.contains("over the limit of 4194304 bytes"));
    }

    /**
     * Four hostile control nodes and an honest cluster in one sweep, two listings at a time: the honest cluster is
     * checked with its findings, each hostile one has its node view unavailable with its reason, and the sweep ends
     * within two listing deadlines.
     */
    @Test
    public void aHealthyClusterListedInTheSameSweepIsCheckedWithItsFindings() {
        InMemoryCloudStack cs = new InMemoryCloudStack(NOW);
        cs.sshParallelism = 2;
        String[] hostile = {"endless", "drip", "silence", "huge-stderr"};
        for (int i = 0; i < hostile.length; i++) {
            long id = 10 + i;
            cs.addCluster(id, "tenant" + i, "Running", "CloudManaged", 8, 1);
            String hostileCase = hostile[i];
            cs.kubectl.put(id, c -> listing(hostileCase));
        }
        cs.addCluster(1, "prod", "Running", "CloudManaged", 7, 1);
        cs.addVm(101, "prod-control-19a0b1c2d3e", 7, "Running", NOW - 3_600_000L);
        cs.addVm(102, "prod-node-19a0b1c2e4f", 7, "Running", NOW - 3_600_000L);
        cs.addVm(103, "prod-node-19a0b1c2f50", 7, "Destroyed", NOW - 3_600_000L);
        cs.map(1, 101, true);
        cs.map(1, 102, false);
        cs.map(1, 103, false);
        cs.kubectl.put(1L, c -> listing("prod"));
        ExecutorService sweepThread = Executors.newSingleThreadExecutor();
        try {
            KubernetesClusterVmMapCheckWorker worker = new KubernetesClusterVmMapCheckWorker(cs, VmMapCheckEngine::new, sweepThread,
                    DemoExecutors::newListingPool);
            long start = System.nanoTime();
            KubernetesClusterVmMapCheckWorker.SweepSummary summary = worker.runCheck();
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            System.out.println("hostile-ssh: sweep of 4 hostile + 1 honest clusters, pool 2: " + millis + " ms; " + summary.toLogLine());
            assertEquals(5, summary.checked);
            assertEquals(4, summary.nodeViewsUnavailable);
            assertTrue(millis + " ms", millis < 2 * TIMEOUT_MS + 2 * SLACK_MS);
            List<String> honest = cs.events.stream().filter(e -> e.clusterId == 1).map(e -> e.event.description).collect(Collectors.toList());
            assertEquals(honest.toString(), 2, honest.size());
            assertTrue(honest.toString(), honest.stream().anyMatch(d -> d.contains("Kubernetes node ghost-node-1")));
            assertTrue(honest.toString(), honest.stream().anyMatch(d -> d.contains("(id 103) is in the VM map but is Destroyed")));
            assertTrue(cs.events.stream().noneMatch(e -> e.clusterId != 1));
        } finally {
            sweepThread.shutdownNow();
        }
    }

    /**
     * One tenant with 60 control nodes, each printing 4 MiB: the listings of one owner are held until all of them are in,
     * so without the sweep's budget for large outputs they would hold 240 MiB. Sixteen are kept (64 Mi characters), the
     * rest are unavailable with the budget's reason, and another owner's cluster is checked with its findings.
     */
    @Test
    public void oneTenantsManyLargeOutputsAreHeldWithinTheSweepsBudget() {
        InMemoryCloudStack cs = new InMemoryCloudStack(NOW);
        cs.sshParallelism = 4;
        int tenantClusters = 60;
        for (int i = 0; i < tenantClusters; i++) {
            long id = 100 + i;
            cs.addCluster(id, "tenant" + i, "Running", "CloudManaged", 8, 1);
            cs.kubectl.put(id, c -> listing("at-limit"));
        }
        cs.addCluster(1, "prod", "Running", "CloudManaged", 7, 1);
        cs.addVm(101, "prod-control-19a0b1c2d3e", 7, "Running", NOW - 3_600_000L);
        cs.map(1, 101, true);
        cs.kubectl.put(1L, c -> listing("prod"));
        ExecutorService sweepThread = Executors.newSingleThreadExecutor();
        try {
            KubernetesClusterVmMapCheckWorker worker = new KubernetesClusterVmMapCheckWorker(cs, VmMapCheckEngine::new, sweepThread,
                    DemoExecutors::newListingPool);
            long start = System.nanoTime();
            KubernetesClusterVmMapCheckWorker.SweepSummary summary = worker.runCheck();
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            System.out.printf("hostile-ssh: sweep of %d clusters of one tenant printing 4 MiB each + 1 honest, pool 4: %d ms; %s%n", tenantClusters,
                    millis, summary.toLogLine());
            long kept = KubernetesClusterVmMapCheckWorker.MAX_HELD_OUTPUT_CHARS / KubernetesClusterUtil.NODE_SSH_OUTPUT_LIMIT_BYTES;
            assertEquals(tenantClusters + 1, summary.checked);
            assertEquals("all but the " + kept + " outputs the budget holds", tenantClusters - kept, summary.nodeViewsUnavailable);
            List<String> honest = cs.events.stream().filter(e -> e.clusterId == 1).map(e -> e.event.description).collect(Collectors.toList());
            assertTrue(honest.toString(), honest.stream().anyMatch(d -> d.contains("Kubernetes node ghost-node-1")));
        } finally {
            sweepThread.shutdownNow();
        }
    }
}
