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

import java.util.Collections;

import org.junit.Assert;
import org.junit.Before;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentMatchers;
import org.mockito.Mock;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.KubernetesClusterManagerImpl;
import com.cloud.kubernetes.cluster.KubernetesClusterVmMapVO;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterVmMapDao;
import com.cloud.utils.exception.CloudRuntimeException;
import com.cloud.vm.VMInstanceDetailVO;
import com.cloud.vm.VMInstanceVO;
import com.cloud.vm.VmDetailConstants;
import com.cloud.vm.dao.UserVmDao;
import com.cloud.vm.dao.VMInstanceDao;
import com.cloud.vm.dao.VMInstanceDetailsDao;

/**
 * The login user of a cluster's nodes (issue 39): read from the first mapped VM's detail after a check that the VM
 * exists on {@code vm_instance}, never by loading the user VM with its user data (CKS's cloud-init, 16-20 kB), on every
 * SSH command of every CKS operation.
 */
@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterActionWorkerLoginUserTest {
    @Mock
    private KubernetesClusterManagerImpl manager;
    @Mock
    private KubernetesClusterVmMapDao kubernetesClusterVmMapDao;
    @Mock
    private UserVmDao userVmDao;
    @Mock
    private VMInstanceDao vmInstanceDao;
    @Mock
    private VMInstanceDetailsDao vmInstanceDetailsDao;

    private KubernetesClusterActionWorker worker;

    @Before
    public void setUp() {
        manager.kubernetesClusterVmMapDao = kubernetesClusterVmMapDao;
        KubernetesCluster cluster = Mockito.mock(KubernetesCluster.class);
        Mockito.when(cluster.getId()).thenReturn(42L);
        worker = new KubernetesClusterActionWorker(cluster, manager);
        worker.userVmDao = userVmDao;
        worker.vmInstanceDao = vmInstanceDao;
        worker.vmInstanceDetailsDao = vmInstanceDetailsDao;
        Mockito.when(kubernetesClusterVmMapDao.listByClusterId(42L)).thenReturn(Collections.singletonList(new KubernetesClusterVmMapVO(42L, 101L, true)));
    }

    @Test
    public void theFirstMappedVmsDetailIsTheLoginUserAndTheUserVmIsNeverLoaded() {
        Mockito.when(vmInstanceDao.findById(101L)).thenReturn(Mockito.mock(VMInstanceVO.class));
        Mockito.when(vmInstanceDetailsDao.findDetail(101L, VmDetailConstants.CKS_CONTROL_NODE_LOGIN_USER))
                .thenReturn(new VMInstanceDetailVO(101L, VmDetailConstants.CKS_CONTROL_NODE_LOGIN_USER, "core", true));
        assertEquals("core", worker.getControlNodeLoginUser());
        Mockito.verify(userVmDao, Mockito.never()).findById(ArgumentMatchers.anyLong());
    }

    @Test
    public void withoutTheDetailItIsCloudAndWithoutTheVmItFailsAsBefore() {
        Mockito.when(vmInstanceDao.findById(101L)).thenReturn(Mockito.mock(VMInstanceVO.class));
        assertEquals(KubernetesClusterActionWorker.CLUSTER_NODE_VM_USER, worker.getControlNodeLoginUser());
        Mockito.when(vmInstanceDao.findById(101L)).thenReturn(null);
        CloudRuntimeException e = Assert.assertThrows(CloudRuntimeException.class, () -> worker.getControlNodeLoginUser());
        assertEquals("Failed to find login user, Unable to log in to node to fetch details", e.getMessage());
        Mockito.verifyNoInteractions(userVmDao);
    }
}
