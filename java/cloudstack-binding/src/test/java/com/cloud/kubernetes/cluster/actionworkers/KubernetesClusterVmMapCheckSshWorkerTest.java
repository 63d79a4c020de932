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
package com.cloud.kubernetes.cluster.actionworkers;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.File;

import org.junit.Before;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentMatchers;
import org.mockito.MockedStatic;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.utils.Pair;
import com.cloud.utils.ssh.SshHelper;

/** The endpoint, user and key come from KubernetesClusterActionWorker; the command and timeouts are ours. */
@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterVmMapCheckSshWorkerTest {
    private static final File KEY = new File("/var/lib/cloudstack/management/.ssh/id_rsa");
    private KubernetesClusterVmMapCheckSshWorker worker;

    @SuppressWarnings("unchecked")
    private static Pair<String, Integer> pair(String ip, int port) {
        Pair<String, Integer> p = Mockito.mock(Pair.class);
        Mockito.lenient().when(p.first()).thenReturn(ip);
        Mockito.lenient().when(p.second()).thenReturn(port);
        return p;
    }

    @SuppressWarnings("unchecked")
    private static Pair<Boolean, String> result(boolean ok, String out) {
        Pair<Boolean, String> p = Mockito.mock(Pair.class);
        Mockito.lenient().when(p.first()).thenReturn(ok);
        Mockito.lenient().when(p.second()).thenReturn(out);
        return p;
    }

    @Before
    public void setUp() {
        worker = Mockito.mock(KubernetesClusterVmMapCheckSshWorker.class, Mockito.withSettings().defaultAnswer(Mockito.CALLS_REAL_METHODS));
        Mockito.lenient().doReturn("cloud").when(worker).getControlNodeLoginUser();
        Mockito.lenient().doReturn(KEY).when(worker).getManagementServerSshPublicKeyFile();
    }

    @Test
    public void runsKubectlOnTheControlNodeWithShortTimeouts() throws Exception {
        for (Object[] endpoint : new Object[][] {{"203.0.113.10", 2222}, {"10.1.1.5", 22}}) {
            Pair<String, Integer> ep = pair((String) endpoint[0], (Integer) endpoint[1]);
            Mockito.doReturn(ep).when(worker).getKubernetesClusterServerIpSshPort(null);
            try (MockedStatic<SshHelper> ssh = Mockito.mockStatic(SshHelper.class)) {
                Pair<Boolean, String> ok = result(true, "node/prod-control-1\n");
                ssh.when(() -> SshHelper.sshExecute((String) endpoint[0], (Integer) endpoint[1], "cloud", KEY, null,
                        "sudo /opt/bin/kubectl get nodes -o name", 5_000, 10_000, 20_000)).thenReturn(ok);
                Kubectl k = worker.listNodes();
                assertTrue(k.isOk());
                assertEquals("node/prod-control-1\n", k.getOutput());
            }
        }
    }

    @Test
    public void noAddressMeansNoNodeView() {
        Mockito.doReturn(pair(null, 2222)).when(worker).getKubernetesClusterServerIpSshPort(null);
        try (MockedStatic<SshHelper> ssh = Mockito.mockStatic(SshHelper.class)) {
            Kubectl k = worker.listNodes();
            assertFalse(k.isOk());
            assertEquals("no SSH address for the control node", k.getReason());
            ssh.verifyNoInteractions();
        }
    }

    @Test
    public void aNonZeroExitIsAFailureWithoutTheTenantsOutput() {
        Mockito.doReturn(pair("203.0.113.10", 2222)).when(worker).getKubernetesClusterServerIpSshPort(null);
        try (MockedStatic<SshHelper> ssh = Mockito.mockStatic(SshHelper.class)) {
            Pair<Boolean, String> failed = result(false, "error: the server doesn't have a resource type \"nodes\"");
            ssh.when(() -> SshHelper.sshExecute(ArgumentMatchers.anyString(), ArgumentMatchers.anyInt(), ArgumentMatchers.anyString(),
                    ArgumentMatchers.any(), ArgumentMatchers.isNull(), ArgumentMatchers.anyString(), ArgumentMatchers.anyInt(),
                    ArgumentMatchers.anyInt(), ArgumentMatchers.anyInt())).thenReturn(failed);
            Kubectl k = worker.listNodes();
            assertFalse(k.isOk());
            assertEquals("kubectl exited with a non-zero status on 203.0.113.10:2222", k.getReason());
        }
    }

    @Test
    public void anSshFailureOrTimeoutIsAFailureNeverAnException() {
        Mockito.doReturn(pair("203.0.113.10", 2222)).when(worker).getKubernetesClusterServerIpSshPort(null);
        try (MockedStatic<SshHelper> ssh = Mockito.mockStatic(SshHelper.class)) {
            ssh.when(() -> SshHelper.sshExecute(ArgumentMatchers.anyString(), ArgumentMatchers.anyInt(), ArgumentMatchers.anyString(),
                    ArgumentMatchers.any(), ArgumentMatchers.isNull(), ArgumentMatchers.anyString(), ArgumentMatchers.anyInt(),
                    ArgumentMatchers.anyInt(), ArgumentMatchers.anyInt())).thenThrow(new Exception("Timed out waiting for the result"));
            Kubectl k = worker.listNodes();
            assertFalse(k.isOk());
            assertTrue(k.getReason(), k.getReason().contains("Timed out"));
        }
    }

    @Test
    public void anEndpointLookupFailureIsAFailure() {
        Mockito.doThrow(new IllegalStateException("Failed to find login user")).when(worker).getControlNodeLoginUser();
        Mockito.doReturn(pair("203.0.113.10", 2222)).when(worker).getKubernetesClusterServerIpSshPort(null);
        Kubectl k = worker.listNodes();
        assertFalse(k.isOk());
        assertTrue(k.getReason().contains("Failed to find login user"));
    }
}
