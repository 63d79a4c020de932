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

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.fail;

import java.io.File;

import org.apache.logging.log4j.Logger;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentMatchers;
import org.mockito.Mock;
import org.mockito.MockedStatic;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.utils.Pair;
import com.cloud.utils.ssh.SshCommandResult;
import com.cloud.utils.ssh.SshException;
import com.cloud.utils.ssh.SshHelper;

/**
 * Every SSH command of CKS's on a cluster's node goes through KubernetesClusterUtil's two helpers (apply.py rewrites the
 * 29 calls of 4.22 and its test counts them): a command the bound cut is the failure its caller already handles (a false
 * pair, whose second() is the reason), logged at WARN with the reason; a copy past its deadline is the SshException
 * scpTo's callers already catch.
 */
@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterUtilNodeSshTest {
    private static final File KEY = new File("/var/cloudstack/management/.ssh/id_rsa");
    private static final String REASON = "SSH command on 203.0.113.10:2222 printed more than 4194304 bytes; the rest was not read and the connection was closed";

    @Mock
    private Logger logger;
    @Mock
    private KubernetesCluster cluster;
    private Logger cksLogger;
    private MockedStatic<SshHelper> sshHelper;

    @Before
    public void setUp() {
        cksLogger = KubernetesClusterUtil.LOGGER;
        KubernetesClusterUtil.LOGGER = logger;
        sshHelper = Mockito.mockStatic(SshHelper.class);
    }

    @After
    public void tearDown() {
        sshHelper.close();
        KubernetesClusterUtil.LOGGER = cksLogger;
    }

    /** What SshHelper's bounded command answers for {@code command} within the sum of CKS's three timeouts. */
    private SshCommandResult answers(String command, long timeoutMs, boolean success, boolean cut, String outputOrReason) {
        SshCommandResult result = Mockito.mock(SshCommandResult.class);
        Mockito.lenient().when(result.first()).thenReturn(success);
        Mockito.lenient().when(result.second()).thenReturn(outputOrReason);
        Mockito.lenient().when(result.isCut()).thenReturn(cut);
        sshHelper.when(() -> SshHelper.sshExecute("203.0.113.10", 2222, "cloud", KEY, null, command, KubernetesClusterUtil.NODE_SSH_OUTPUT_LIMIT_BYTES,
                timeoutMs)).thenReturn(result);
        return result;
    }

    @Test
    public void aCommandTheBoundCutIsAFailedPairWithTheReasonLoggedAtWarn() throws Exception {
        SshCommandResult cut = answers("sudo /opt/bin/kubectl get nodes", 10_000L + 10_000L + 600_000L, false, true, REASON);
        Pair<Boolean, String> result = KubernetesClusterUtil.sshExecuteOnNode("203.0.113.10", 2222, "cloud", KEY, null, "sudo /opt/bin/kubectl get nodes",
                10_000, 10_000, 600_000);
        assertSame(cut, result);
        assertFalse(result.first());
        assertEquals(REASON, result.second());
        Mockito.verify(logger).warn("SSH command on a Kubernetes cluster node was cut short: {}", REASON);
    }

    @Test
    public void aCommandThatExitedIsPassedOnAsItsPairAndNothingIsLogged() throws Exception {
        SshCommandResult exited = answers("sudo /opt/bin/kubectl version", 30_000L, false, false, "The connection to the server was refused");
        assertSame(exited, KubernetesClusterUtil.sshExecuteOnNode("203.0.113.10", 2222, "cloud", KEY, null, "sudo /opt/bin/kubectl version",
                10_000, 10_000, 10_000));
        Mockito.verifyNoInteractions(logger);
    }

    /**
     * The status scanner's reconcile of a cluster in Alert (KubernetesClusterStartWorker.reconcileAlertCluster) counts
     * the Ready nodes: a listing the bound cut counts none, so the cluster stays in Alert, as for any failed listing.
     */
    @Test
    public void theReconcilesReadyCountIsNoneWhenTheBoundCutTheListingAndTheCountWhenItExited() throws Exception {
        String readyCommand = "sudo /opt/bin/kubectl get nodes | grep -w 'Ready' | wc -l";
        Mockito.lenient().when(cluster.getEtcdNodeCount()).thenReturn(1L);
        answers(readyCommand, 40_000L, false, true, REASON);
        assertEquals(0, KubernetesClusterUtil.getKubernetesClusterReadyNodesCount(cluster, "203.0.113.10", 2222, "cloud", KEY));
        Mockito.verify(logger).warn("SSH command on a Kubernetes cluster node was cut short: {}", REASON);
        answers(readyCommand, 40_000L, true, false, "3\n");
        assertEquals(3 + 1, KubernetesClusterUtil.getKubernetesClusterReadyNodesCount(cluster, "203.0.113.10", 2222, "cloud", KEY));
    }

    @Test
    public void aCopyPastItsDeadlineIsTheSshExceptionScpToThrows() throws Exception {
        SshException deadline = new SshException("SSH command on 203.0.113.10:2222 did not finish within 1820000 ms (run the command); the connection was closed");
        sshHelper.when(() -> SshHelper.scpTo("203.0.113.10", 2222, "cloud", KEY, null, "/home/cloud/", "/tmp/deploy.sh", "0755",
                KubernetesClusterUtil.NODE_SCP_TIMEOUT_MS)).thenThrow(deadline);
        try {
            KubernetesClusterUtil.scpToNode("203.0.113.10", 2222, "cloud", KEY, null, "/home/cloud/", "/tmp/deploy.sh", "0755");
            fail("a copy past its deadline must fail as scpTo fails");
        } catch (SshException e) {
            assertSame(deadline, e);
        }
        sshHelper.verify(() -> SshHelper.scpTo(ArgumentMatchers.anyString(), ArgumentMatchers.anyInt(), ArgumentMatchers.anyString(),
                ArgumentMatchers.any(File.class), ArgumentMatchers.isNull(), ArgumentMatchers.anyString(), ArgumentMatchers.anyString(),
                ArgumentMatchers.anyString(), ArgumentMatchers.anyLong()));
    }
}
