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
package com.cloud.kubernetes.cluster.utils;

import static org.junit.Assert.assertTrue;

import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;
import org.mockito.Mockito;

import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.utils.ssh.HostileSshHost;
import com.cloud.utils.ssh.SshHelper;

/**
 * The status scanner's reconcile of a cluster in Alert counts its Ready nodes over SSH every 30 s, with no operator
 * action: {@code getKubernetesClusterReadyNodesCount} against a control node whose kubectl prints without end (a real
 * OpenSSH server on 127.0.0.1, cloud-utils' {@link HostileSshHost}), in a JVM of a small heap of its own. 4.22's call
 * (the same command and timeouts through SshHelper's unbounded overload) is run the same way beside it. Prints one
 * {@code hostile-node-heap:} line with both outcomes.
 */
public class KubernetesClusterUtilHostileNodeTest {
    private static final String HEAP = "-Xmx128m";
    /** The reconcile's own timeouts: 10 s connect, 10 s key exchange, 20 s wait; the bound's deadline is their sum. */
    private static final long DEADLINE_MS = 40_000L;
    private static final long FORK_MAX_MS = 150_000L;
    private static HostileSshHost host;

    @BeforeClass
    public static void startHost() throws Exception {
        host = HostileSshHost.start(HostileSshHost.ENDLESS);
    }

    @AfterClass
    public static void stopHost() throws Exception {
        if (host != null) {
            host.close();
        }
    }

    @Test
    public void theReadyCountOfAnEndlessControlNodeEndsWithinItsDeadlineInASmallHeapWhere422sRunsOutOfIt() throws Exception {
        String bounded = host.fork(ReadyCount.class, HEAP, FORK_MAX_MS, "bounded");
        String unbounded = host.fork(ReadyCount.class, HEAP, FORK_MAX_MS, "4.22");
        System.out.printf("hostile-node-heap: the reconcile's ready count of an endless control node, %s each: with the change: %s; 4.22's: %s%n",
                HEAP, bounded, unbounded);
        assertTrue(bounded, bounded.startsWith("counted 0 nodes after "));
        long ms = Long.parseLong(bounded.replaceAll(".* after (\\d+) ms$", "$1"));
        assertTrue(bounded, ms < DEADLINE_MS);
        assertTrue(unbounded, unbounded.startsWith("OutOfMemoryError"));
    }

    /** The forked reconcile: {@code PORT USER KEY bounded|4.22}. */
    public static final class ReadyCount {
        private ReadyCount() {
        }

        public static void main(String[] args) {
            HostileSshHost.runForked(args, (port, user, key, rest) -> {
                if ("bounded".equals(rest[0])) {
                    KubernetesCluster cluster = Mockito.mock(KubernetesCluster.class);
                    Mockito.when(cluster.getEtcdNodeCount()).thenReturn(0L);
                    return "counted " + KubernetesClusterUtil.getKubernetesClusterReadyNodesCount(cluster, "127.0.0.1", port, user, key) + " nodes";
                }
                // What 4.22's getKubernetesClusterReadyNodesCount runs.
                SshHelper.sshExecute("127.0.0.1", port, user, key, null, "sudo /opt/bin/kubectl get nodes | grep -w 'Ready' | wc -l", 10000, 10000, 20000);
                return "returned";
            });
        }
    }
}
