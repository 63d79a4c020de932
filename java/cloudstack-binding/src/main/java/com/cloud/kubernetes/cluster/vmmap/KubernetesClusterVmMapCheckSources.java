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

import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.KubernetesClusterDetailsVO;
import com.cloud.kubernetes.cluster.KubernetesClusterVO;
import com.cloud.kubernetes.cluster.KubernetesClusterVmMapVO;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDetailsDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterVmMapDao;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.DetailChange;
import com.cloud.utils.db.Filter;
import com.cloud.utils.db.GenericDao;
import com.cloud.utils.db.SearchBuilder;
import com.cloud.utils.db.SearchCriteria;
import com.cloud.utils.db.Transaction;
import com.cloud.utils.db.TransactionCallbackNoReturn;
import com.cloud.utils.db.TransactionStatus;
import com.cloud.vm.UserVmVO;
import com.cloud.vm.dao.UserVmDao;

/**
 * The check's reads and detail writes, with CloudStack's DAOs. Every read of a set of clusters or VMs is one query
 * ({@code ... IN (...)}), so a sweep makes a fixed number of queries per owner, whatever its number of clusters.
 * VMs are read through {@link UserVmDao}: CKS node VMs are user VMs, and {@code user_vm} holds the display name
 * (CloudStack names a VM's Kubernetes node by it).
 */
public class KubernetesClusterVmMapCheckSources implements ClusterSource, VmMapSource, VmSource, DetailStore {
    static final String ID_IN = "idIn";
    static final String CLUSTER_ID_IN = "clusterIdIn";
    static final String VM_ID_IN = "vmIdIn";
    static final String RESOURCE_ID_IN = "resourceIdIn";
    static final String NAME_IN = "nameIn";

    private final KubernetesClusterDao kubernetesClusterDao;
    private final KubernetesClusterVmMapDao kubernetesClusterVmMapDao;
    private final KubernetesClusterDetailsDao kubernetesClusterDetailsDao;
    private final UserVmDao userVmDao;

    public KubernetesClusterVmMapCheckSources(KubernetesClusterDao kubernetesClusterDao, KubernetesClusterVmMapDao kubernetesClusterVmMapDao,
            KubernetesClusterDetailsDao kubernetesClusterDetailsDao, UserVmDao userVmDao) {
        this.kubernetesClusterDao = kubernetesClusterDao;
        this.kubernetesClusterVmMapDao = kubernetesClusterVmMapDao;
        this.kubernetesClusterDetailsDao = kubernetesClusterDetailsDao;
        this.userVmDao = userVmDao;
    }

    static ClusterRecord toRecord(KubernetesCluster c) {
        return new ClusterRecord(c.getId(), c.getUuid(), c.getName(), String.valueOf(c.getState()), String.valueOf(c.getClusterType()),
                c.getAccountId(), c.getZoneId());
    }

    static VmMapRow toRow(KubernetesClusterVmMapVO r) {
        return new VmMapRow(r.getId(), r.getClusterId(), r.getVmId(), r.isControlNode(), r.isEtcdNode(), r.isExternalNode());
    }

    /** A VM without a creation time is taken as created now, so that it is never reported before its grace period. */
    static VmRecord toRecord(UserVmVO vm) {
        Date created = vm.getCreated();
        return new VmRecord(vm.getId(), vm.getUuid(), vm.getHostName(), vm.getDisplayName(), vm.getAccountId(), String.valueOf(vm.getState()),
                created != null ? created.getTime() : System.currentTimeMillis(), millis(vm.getUpdateTime()), millis(vm.getRemoved()));
    }

    private static Long millis(Date date) {
        return date == null ? null : date.getTime();
    }

    /** The rows of {@code dao} whose {@code field} is one of {@code values}, in one query; none for no values. */
    static <T> List<T> searchIn(GenericDao<T, Long> dao, String name, Function<T, Object> field, Collection<Long> values, Filter filter,
            boolean includingRemoved) {
        if (values.isEmpty()) {
            return new ArrayList<>();
        }
        SearchBuilder<T> sb = dao.createSearchBuilder();
        sb.and(name, field.apply(sb.entity()), SearchCriteria.Op.IN);
        sb.done();
        SearchCriteria<T> sc = sb.create();
        sc.setParameters(name, values.toArray());
        return includingRemoved ? dao.searchIncludingRemoved(sc, filter, null, false) : dao.search(sc, filter);
    }

    @Override
    public List<ClusterRecord> listRunningOrAlertCloudManaged() {
        List<ClusterRecord> out = new ArrayList<>();
        for (KubernetesCluster.State state : new KubernetesCluster.State[] {KubernetesCluster.State.Running, KubernetesCluster.State.Alert}) {
            for (KubernetesClusterVO c : kubernetesClusterDao.findManagedKubernetesClustersInState(state)) {
                out.add(toRecord(c));
            }
        }
        return out;
    }

    @Override
    public Map<Long, ClusterRecord> findByIds(Collection<Long> clusterIds) {
        Map<Long, ClusterRecord> out = new LinkedHashMap<>();
        for (KubernetesClusterVO c : searchIn(kubernetesClusterDao, ID_IN, KubernetesClusterVO::getId, clusterIds, null, false)) {
            out.put(c.getId(), toRecord(c));
        }
        return out;
    }

    @Override
    public List<VmMapRow> listByClusterIds(Collection<Long> clusterIds) {
        Filter byId = new Filter(KubernetesClusterVmMapVO.class, "id", true);
        return searchIn(kubernetesClusterVmMapDao, CLUSTER_ID_IN, KubernetesClusterVmMapVO::getClusterId, clusterIds, byId, false).stream()
                .map(KubernetesClusterVmMapCheckSources::toRow).collect(Collectors.toList());
    }

    @Override
    public List<VmMapRow> listByVmIds(Collection<Long> vmIds) {
        return searchIn(kubernetesClusterVmMapDao, VM_ID_IN, KubernetesClusterVmMapVO::getVmId, vmIds, null, false).stream()
                .map(KubernetesClusterVmMapCheckSources::toRow).collect(Collectors.toList());
    }

    @Override
    public List<VmRecord> listByAccountId(long accountId) {
        return userVmDao.listByAccountId(accountId).stream().map(KubernetesClusterVmMapCheckSources::toRecord).collect(Collectors.toList());
    }

    @Override
    public List<VmRecord> listByIdsIncludingRemoved(Collection<Long> vmIds) {
        return searchIn(userVmDao, ID_IN, UserVmVO::getId, vmIds, null, true).stream().map(KubernetesClusterVmMapCheckSources::toRecord)
                .collect(Collectors.toList());
    }

    @Override
    public Map<Long, Map<String, String>> get(Collection<Long> clusterIds, List<String> names) {
        Map<Long, Map<String, String>> out = new LinkedHashMap<>();
        if (clusterIds.isEmpty() || names.isEmpty()) {
            return out;
        }
        SearchBuilder<KubernetesClusterDetailsVO> sb = kubernetesClusterDetailsDao.createSearchBuilder();
        sb.and(RESOURCE_ID_IN, sb.entity().getResourceId(), SearchCriteria.Op.IN);
        sb.and(NAME_IN, sb.entity().getName(), SearchCriteria.Op.IN);
        sb.done();
        SearchCriteria<KubernetesClusterDetailsVO> sc = sb.create();
        sc.setParameters(RESOURCE_ID_IN, clusterIds.toArray());
        sc.setParameters(NAME_IN, names.toArray());
        for (KubernetesClusterDetailsVO detail : kubernetesClusterDetailsDao.search(sc, null)) {
            if (detail.getValue() != null) {
                out.computeIfAbsent(detail.getResourceId(), k -> new LinkedHashMap<>()).put(detail.getName(), detail.getValue());
            }
        }
        return out;
    }

    /** Writes (display = false) or removes the details of one cluster; the worker calls it inside {@link #inTransaction}. */
    @Override
    public void apply(long clusterId, List<DetailChange> changes) {
        for (DetailChange change : changes) {
            if (change.isRemoval()) {
                kubernetesClusterDetailsDao.removeDetail(clusterId, change.getName());
            } else {
                kubernetesClusterDetailsDao.addDetail(clusterId, change.getName(), change.getValue(), false);
            }
        }
    }

    /** One database transaction: the cluster's detail changes and its events (ActionEventUtils persists through it). */
    @Override
    public void inTransaction(Runnable work) {
        Transaction.execute(new TransactionCallbackNoReturn() {
            @Override
            public void doInTransactionWithoutResult(TransactionStatus status) {
                work.run();
            }
        });
    }
}
