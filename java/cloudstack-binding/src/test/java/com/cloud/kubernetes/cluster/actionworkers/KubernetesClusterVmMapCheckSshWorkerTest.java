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
import java.util.Arrays;

import org.junit.Before;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.MockedConstruction;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.kubernetes.cluster.utils.KubernetesClusterUtil;
import com.cloud.kubernetes.cluster.vmmap.BoundedSshCommand;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.utils.Pair;

/** The endpoint, user and key come from KubernetesClusterActionWorker; the command runs through the bounded listing. */
@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterVmMapCheckSshWorkerTest {
    private static final File KEY = new File("/var/lib/cloudstack/management/.ssh/id_rsa");
    private KubernetesClusterVmMapCheckSshWorker worker;

    @Before
    public void setUp() {
        worker = Mockito.mock(KubernetesClusterVmMapCheckSshWorker.class, Mockito.withSettings().defaultAnswer(Mockito.CALLS_REAL_METHODS));
        Mockito.lenient().doReturn("cloud").when(worker).getControlNodeLoginUser();
        Mockito.lenient().doReturn(KEY).when(worker).getManagementServerSshPublicKeyFile();
    }

    @Test
    public void runsKubectlGetNodesOnTheControlNodeThroughTheBoundedListing() {
        assertEquals("sudo /opt/bin/kubectl get nodes -o name", KubernetesClusterUtil.CLUSTER_NODES_NAMES_COMMAND);
        for (Object[] endpoint : new Object[][] {{"203.0.113.10", 2222}, {"10.1.1.5", 22}}) {
            Mockito.doReturn(new Pair<>((String) endpoint[0], (Integer) endpoint[1])).when(worker).getKubernetesClusterServerIpSshPort(null);
            try (MockedConstruction<BoundedSshCommand> listing = Mockito.mockConstruction(BoundedSshCommand.class, (mock, context) -> {
                assertEquals(Arrays.asList(endpoint[0], endpoint[1], "cloud", KEY), context.arguments());
                Mockito.when(mock.run(KubernetesClusterUtil.CLUSTER_NODES_NAMES_COMMAND)).thenReturn(Kubectl.ok("node/prod-control-1\n"));
            })) {
                Kubectl k = worker.listNodes();
                assertTrue(k.isOk());
                assertEquals("node/prod-control-1\n", k.getOutput());
                assertEquals(1, listing.constructed().size());
            }
        }
    }

    @Test
    public void aFailedListingKeepsItsReason() {
        Mockito.doReturn(new Pair<>("203.0.113.10", 2222)).when(worker).getKubernetesClusterServerIpSshPort(null);
        try (MockedConstruction<BoundedSshCommand> listing = Mockito.mockConstruction(BoundedSshCommand.class,
                (mock, context) -> Mockito.when(mock.run(Mockito.anyString())).thenReturn(Kubectl.failed("kubectl output on 203.0.113.10:2222 passed the limit")))) {
            Kubectl k = worker.listNodes();
            assertFalse(k.isOk());
            assertEquals("kubectl output on 203.0.113.10:2222 passed the limit", k.getReason());
        }
    }

    @Test
    public void noAddressMeansNoNodeViewAndNoSsh() {
        Mockito.doReturn(new Pair<>(null, 2222)).when(worker).getKubernetesClusterServerIpSshPort(null);
        try (MockedConstruction<BoundedSshCommand> listing = Mockito.mockConstruction(BoundedSshCommand.class)) {
            Kubectl k = worker.listNodes();
            assertFalse(k.isOk());
            assertEquals("no SSH address for the control node", k.getReason());
            assertTrue(listing.constructed().isEmpty());
        }
    }

    @Test
    public void anEndpointLookupFailureIsAFailure() {
        Mockito.doThrow(new IllegalStateException("Failed to find login user")).when(worker).getControlNodeLoginUser();
        Mockito.lenient().doReturn(new Pair<>("203.0.113.10", 2222)).when(worker).getKubernetesClusterServerIpSshPort(null);
        Kubectl k = worker.listNodes();
        assertFalse(k.isOk());
        assertTrue(k.getReason().contains("Failed to find login user"));
    }
}
