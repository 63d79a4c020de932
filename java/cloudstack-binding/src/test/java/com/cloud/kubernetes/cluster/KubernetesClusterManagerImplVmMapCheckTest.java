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
package com.cloud.kubernetes.cluster;

import static org.junit.Assert.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;

import org.apache.cloudstack.acl.Role;
import org.apache.cloudstack.acl.RoleService;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.InjectMocks;
import org.mockito.Mock;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheck;
import com.cloud.offerings.NetworkOfferingVO;
import com.cloud.offerings.dao.NetworkOfferingDao;
import com.cloud.offerings.dao.NetworkOfferingServiceMapDao;

/**
 * The manager's hooks into the VM map check, on the manager as the change leaves it: it starts the check in
 * {@code start()}, stops it in {@code stop()}, and registers the check's settings with its own.
 */
@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterManagerImplVmMapCheckTest {
    @Mock
    NetworkOfferingDao networkOfferingDao;
    @Mock
    NetworkOfferingServiceMapDao networkOfferingServiceMapDao;
    @Mock
    RoleService roleService;
    @Mock
    KubernetesClusterVmMapCheck kubernetesClusterVmMapCheck;

    @InjectMocks
    KubernetesClusterManagerImpl manager = new KubernetesClusterManagerImpl();

    @Before
    public void setUp() throws Exception {
        Mockito.when(networkOfferingDao.persistDefaultNetworkOffering(Mockito.any(NetworkOfferingVO.class)))
                .thenReturn(Mockito.mock(NetworkOfferingVO.class));
        Mockito.when(roleService.findRolesByName(Mockito.anyString())).thenReturn(Collections.singletonList(Mockito.mock(Role.class)));
        manager.configure("KubernetesClusterManagerImpl", new HashMap<>());
    }

    @After
    public void tearDown() {
        manager._gcExecutor.shutdownNow();
        manager._stateScanner.shutdownNow();
    }

    @Test
    public void startStartsTheCheckAndStopStopsIt() {
        assertTrue(manager.start());
        Mockito.verify(kubernetesClusterVmMapCheck).start(manager);
        Mockito.verify(kubernetesClusterVmMapCheck, Mockito.never()).stop();
        assertTrue(manager.stop());
        Mockito.verify(kubernetesClusterVmMapCheck).stop();
    }

    @Test
    public void theCheckSettingsAreTheManagersBesideItsParent() {
        assertTrue(Arrays.asList(manager.getConfigKeys()).containsAll(Arrays.asList(KubernetesClusterService.KubernetesServiceEnabled,
                KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckEnabled, KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckSshParallelism)));
    }
}
