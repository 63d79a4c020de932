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
package com.cloud.kubernetes.cluster.dao;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentCaptor;
import org.mockito.ArgumentMatchers;
import org.mockito.Mockito;
import org.mockito.Spy;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.kubernetes.cluster.KubernetesClusterVmMapVO;
import com.cloud.utils.db.Filter;
import com.cloud.utils.db.SearchCriteria;

@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterVmMapDaoImplTest {
    @Spy
    KubernetesClusterVmMapDaoImpl kubernetesClusterVmMapDaoImpl = new KubernetesClusterVmMapDaoImpl();

    @Test
    public void listByClusterIdsIsOneQueryOnTheClusterIdsOrderedByRowId() {
        List<KubernetesClusterVmMapVO> found = Collections.singletonList(Mockito.mock(KubernetesClusterVmMapVO.class));
        Mockito.doReturn(found).when(kubernetesClusterVmMapDaoImpl).listBy(ArgumentMatchers.any(SearchCriteria.class), ArgumentMatchers.any(Filter.class));

        assertEquals(found, kubernetesClusterVmMapDaoImpl.listByClusterIds(Arrays.asList(42L, 43L)));

        @SuppressWarnings("unchecked")
        ArgumentCaptor<SearchCriteria<KubernetesClusterVmMapVO>> sc = ArgumentCaptor.forClass(SearchCriteria.class);
        ArgumentCaptor<Filter> filter = ArgumentCaptor.forClass(Filter.class);
        Mockito.verify(kubernetesClusterVmMapDaoImpl, Mockito.times(1)).listBy(sc.capture(), filter.capture());
        assertEquals("kubernetes_cluster_vm_map.cluster_id IN (?,?)", sc.getValue().getWhereClause().trim());
        assertEquals(Arrays.asList(42L, 43L), DaoTestValues.of(sc.getValue()));
        assertEquals("the order of listByClusterId: by row id", "ORDER BY kubernetes_cluster_vm_map.id ASC", filter.getValue().getOrderBy().trim());
    }

    @Test
    public void listByClusterIdsOfNoClustersAsksNothing() {
        assertTrue(kubernetesClusterVmMapDaoImpl.listByClusterIds(Collections.emptyList()).isEmpty());
        Mockito.verify(kubernetesClusterVmMapDaoImpl, Mockito.never()).listBy(ArgumentMatchers.any(SearchCriteria.class), ArgumentMatchers.any(Filter.class));
    }
}
