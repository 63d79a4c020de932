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
import java.util.List;

import org.apache.cloudstack.acl.Role;
import org.apache.cloudstack.acl.RoleService;
import org.apache.cloudstack.api.command.admin.kubernetes.cluster.GetKubernetesClusterVmMapCheckResultsCmd;
import org.apache.cloudstack.api.command.user.kubernetes.cluster.ListKubernetesClustersCmd;
import org.apache.cloudstack.api.response.KubernetesClusterResponse;
import org.apache.cloudstack.context.CallContext;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentMatchers;
import org.mockito.InjectMocks;
import org.mockito.Mock;
import org.mockito.MockedStatic;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.kubernetes.cluster.dao.KubernetesClusterDao;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheck;
import com.cloud.offerings.NetworkOfferingVO;
import com.cloud.offerings.dao.NetworkOfferingDao;
import com.cloud.offerings.dao.NetworkOfferingServiceMapDao;
import com.cloud.user.Account;
import com.cloud.user.AccountManager;
import com.cloud.utils.Pair;
import com.cloud.utils.db.SearchBuilder;
import com.cloud.utils.db.SearchCriteria;

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
    @Mock
    AccountManager accountManager;
    @Mock
    KubernetesClusterDao kubernetesClusterDao;

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
    public void theOperatorsCommandIsRegisteredWithCksOwn() {
        assertTrue("cloud.kubernetes.service.enabled is on by default", KubernetesClusterService.KubernetesServiceEnabled.value());
        assertTrue(manager.getCommands().contains(GetKubernetesClusterVmMapCheckResultsCmd.class));
        assertTrue(manager.getCommands().contains(ListKubernetesClustersCmd.class));
    }

    @SuppressWarnings("unchecked")
    private List<KubernetesClusterResponse> listAs(boolean rootAdmin) throws Exception {
        assertTrue("cloud.kubernetes.service.enabled is on by default", KubernetesClusterService.KubernetesServiceEnabled.value());
        KubernetesClusterManagerImpl spy = Mockito.spy(manager);
        KubernetesClusterVO cluster = Mockito.mock(KubernetesClusterVO.class);
        Mockito.when(cluster.getId()).thenReturn(1L);
        KubernetesClusterResponse response = new KubernetesClusterResponse();
        Mockito.doReturn(response).when(spy).createKubernetesClusterResponse(1L);
        SearchBuilder<KubernetesClusterVO> sb = Mockito.mock(SearchBuilder.class);
        Mockito.when(sb.entity()).thenReturn(Mockito.mock(KubernetesClusterVO.class));
        Mockito.when(sb.create()).thenReturn(Mockito.mock(SearchCriteria.class));
        Mockito.when(kubernetesClusterDao.createSearchBuilder()).thenReturn(sb);
        Mockito.when(kubernetesClusterDao.searchAndCount(ArgumentMatchers.any(), ArgumentMatchers.any()))
                .thenReturn(new Pair<>(Collections.singletonList(cluster), 1));
        Account caller = Mockito.mock(Account.class);
        Mockito.when(caller.getId()).thenReturn(2L);
        Mockito.when(accountManager.isRootAdmin(2L)).thenReturn(rootAdmin);
        ListKubernetesClustersCmd cmd = Mockito.mock(ListKubernetesClustersCmd.class);
        try (MockedStatic<CallContext> context = Mockito.mockStatic(CallContext.class)) {
            CallContext current = Mockito.mock(CallContext.class);
            context.when(CallContext::current).thenReturn(current);
            Mockito.when(current.getCallingAccount()).thenReturn(caller);
            spy.listKubernetesClusters(cmd);
        }
        return Collections.singletonList(response);
    }

    @Test
    public void aRootAdminsClusterListGetsTheCheckColumnsFromOneCallForThePage() throws Exception {
        List<KubernetesClusterResponse> responses = listAs(true);
        Mockito.verify(kubernetesClusterVmMapCheck, Mockito.times(1)).addVmMapCheckColumns(ArgumentMatchers.argThat(l -> l.size() == 1),
                ArgumentMatchers.eq(responses));
    }

    @Test
    public void anyoneElsesClusterListIsAsBefore() throws Exception {
        listAs(false);
        Mockito.verify(kubernetesClusterVmMapCheck, Mockito.never()).addVmMapCheckColumns(ArgumentMatchers.any(), ArgumentMatchers.any());
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
                KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckEnabled, KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckSshParallelism,
                KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckAlertBudget, KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckGracePeriod)));
    }
}
