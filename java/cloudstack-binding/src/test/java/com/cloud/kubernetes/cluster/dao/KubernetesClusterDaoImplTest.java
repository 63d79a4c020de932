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

import com.cloud.kubernetes.cluster.KubernetesClusterVO;
import com.cloud.utils.db.SearchCriteria;

@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterDaoImplTest {
    @Spy
    KubernetesClusterDaoImpl kubernetesClusterDaoImpl = new KubernetesClusterDaoImpl();

    @Test
    public void listByIdsIsOneQueryWithTheIdsInOneInClause() {
        List<KubernetesClusterVO> found = Collections.singletonList(Mockito.mock(KubernetesClusterVO.class));
        Mockito.doReturn(found).when(kubernetesClusterDaoImpl).listBy(ArgumentMatchers.any(SearchCriteria.class));

        assertEquals(found, kubernetesClusterDaoImpl.listByIds(Arrays.asList(3L, 1L, 2L)));

        @SuppressWarnings("unchecked")
        ArgumentCaptor<SearchCriteria<KubernetesClusterVO>> sc = ArgumentCaptor.forClass(SearchCriteria.class);
        Mockito.verify(kubernetesClusterDaoImpl, Mockito.times(1)).listBy(sc.capture());
        assertEquals("kubernetes_cluster.id IN (?,?,?)", sc.getValue().getWhereClause().trim());
        assertEquals(Arrays.asList(3L, 1L, 2L), DaoTestValues.of(sc.getValue()));
    }

    @Test
    public void listByIdsOfNoIdsAsksNothing() {
        assertTrue(kubernetesClusterDaoImpl.listByIds(Collections.emptyList()).isEmpty());
        Mockito.verify(kubernetesClusterDaoImpl, Mockito.never()).listBy(ArgumentMatchers.any(SearchCriteria.class));
    }
}
