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

import java.util.Collections;

import org.apache.cloudstack.api.ApiConstants;
import org.apache.cloudstack.framework.config.dao.ConfigurationDao;
import org.junit.Before;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.Mock;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;
import org.springframework.test.util.ReflectionTestUtils;

import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.KubernetesClusterDetailsVO;
import com.cloud.kubernetes.cluster.KubernetesClusterManagerImpl;
import com.cloud.kubernetes.cluster.KubernetesClusterVmMapVO;
import com.cloud.kubernetes.cluster.actionworkers.KubernetesClusterActionWorker;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDetailsDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterVmMapDao;
import com.cloud.network.dao.NetworkDao;
import com.cloud.vm.VMInstanceDetailVO;
import com.cloud.vm.VMInstanceVO;
import com.cloud.vm.VmDetailConstants;
import com.cloud.vm.dao.VMInstanceDao;
import com.cloud.vm.dao.VMInstanceDetailsDao;

/**
 * The check's endpoint is what CKS's action worker's own methods answer ({@code getKubernetesClusterServerIpSshPort},
 * {@code getControlNodeLoginUser}, {@code getManagementServerSshPublicKeyFile}), and a failure of theirs is the node
 * view's reason, never an exception out of the sweep.
 */
@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterVmMapCheckControlNodeEndpointTest {
    @Mock
    private KubernetesClusterManagerImpl manager;
    @Mock
    private KubernetesClusterDetailsDao kubernetesClusterDetailsDao;
    @Mock
    private KubernetesClusterVmMapDao kubernetesClusterVmMapDao;
    @Mock
    private NetworkDao networkDao;
    @Mock
    private VMInstanceDao vmInstanceDao;
    @Mock
    private VMInstanceDetailsDao vmInstanceDetailsDao;
    @Mock
    private ConfigurationDao configurationDao;

    private KubernetesClusterVmMapCheck.ControlNodeEndpoint endpoint;
    private final String key = System.getProperty("user.home") + "/.ssh/id_rsa";

    @Before
    public void setUp() {
        manager.kubernetesClusterDetailsDao = kubernetesClusterDetailsDao;
        manager.kubernetesClusterVmMapDao = kubernetesClusterVmMapDao;
        KubernetesCluster cluster = Mockito.mock(KubernetesCluster.class);
        Mockito.when(cluster.getId()).thenReturn(42L);
        Mockito.lenient().when(cluster.getNetworkId()).thenReturn(204L);
        endpoint = new KubernetesClusterVmMapCheck.ControlNodeEndpoint(cluster, manager);
        ReflectionTestUtils.setField(endpoint, "networkDao", networkDao);
        ReflectionTestUtils.setField(endpoint, "vmInstanceDao", vmInstanceDao);
        ReflectionTestUtils.setField(endpoint, "vmInstanceDetailsDao", vmInstanceDetailsDao);
        ReflectionTestUtils.setField(endpoint, "configurationDao", configurationDao);
        Mockito.lenient().when(kubernetesClusterVmMapDao.listByClusterId(42L)).thenReturn(Collections.singletonList(new KubernetesClusterVmMapVO(42L, 101L, true)));
    }

    @Test
    public void theLoadBalancersAddressOnCksPortWithTheNodesLoginUserAndTheServersKey() {
        Mockito.when(kubernetesClusterDetailsDao.findDetail(42L, ApiConstants.EXTERNAL_LOAD_BALANCER_IP_ADDRESS))
                .thenReturn(new KubernetesClusterDetailsVO(42L, ApiConstants.EXTERNAL_LOAD_BALANCER_IP_ADDRESS, "198.51.100.7", true));
        Mockito.when(vmInstanceDao.findById(101L)).thenReturn(Mockito.mock(VMInstanceVO.class));
        Mockito.when(vmInstanceDetailsDao.findDetail(101L, VmDetailConstants.CKS_CONTROL_NODE_LOGIN_USER))
                .thenReturn(new VMInstanceDetailVO(101L, VmDetailConstants.CKS_CONTROL_NODE_LOGIN_USER, "core", true));
        assertEquals("core@198.51.100.7:" + KubernetesClusterActionWorker.CLUSTER_NODES_DEFAULT_START_SSH_PORT + " (key " + key + ")",
                endpoint.resolve().toString());
        Mockito.when(configurationDao.getValue("developer")).thenReturn("true");
        assertEquals("a developer server's key", key + ".cloud", endpoint.resolve().keyFile);
    }

    @Test
    public void noAddressAndTheActionWorkersFailureAreTheReason() {
        assertEquals("unreachable: no SSH address for the control node", endpoint.resolve().toString());
        assertTrue("SPEC 3.8: CKS finds no address, told apart from a failure", endpoint.resolve().noAddress);
        Mockito.verify(networkDao, Mockito.atLeastOnce()).findById(204L);
        Mockito.when(kubernetesClusterDetailsDao.findDetail(42L, ApiConstants.EXTERNAL_LOAD_BALANCER_IP_ADDRESS))
                .thenReturn(new KubernetesClusterDetailsVO(42L, ApiConstants.EXTERNAL_LOAD_BALANCER_IP_ADDRESS, "198.51.100.7", true));
        assertEquals("unreachable: could not find how to reach the control node: Failed to find login user, Unable to log in to node to fetch details",
                endpoint.resolve().toString());
        assertFalse(endpoint.resolve().noAddress);
    }
}
