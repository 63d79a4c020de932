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
import java.util.stream.Collectors;

import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.KubernetesClusterDetailsVO;
import com.cloud.kubernetes.cluster.KubernetesClusterVO;
import com.cloud.kubernetes.cluster.KubernetesClusterVmMapVO;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDetailsDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterVmMapDao;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.DetailChange;
import com.cloud.utils.db.GenericSearchBuilder;
import com.cloud.utils.db.SearchCriteria;
import com.cloud.utils.db.Transaction;
import com.cloud.utils.db.TransactionCallbackNoReturn;
import com.cloud.utils.db.TransactionStatus;
import com.cloud.vm.UserVmVO;
import com.cloud.vm.VirtualMachine;
import com.cloud.vm.dao.UserVmDao;

/**
 * The check's reads and detail writes, with CloudStack's DAOs. The reads of CKS's own tables are methods of its DAOs
 * ({@code listByIds}, {@code listByClusterIds}, {@code listByResourceIdsAndNames}); the two reads of user VMs, which
 * select only some columns, are searches built once, here, when the check starts. Every read of a set of clusters or
 * VMs is one query ({@code ... IN (...)}) on an index, so a sweep makes a
 * fixed number of queries per owner, whatever its number of clusters; the map is read whole once per sweep
 * ({@link #listAll()}), since {@code vm_id} has no index. VMs are read through {@link UserVmDao} (CKS node VMs are user
 * VMs; {@code user_vm} holds the display name, by which CloudStack names a VM's Kubernetes node), selecting only the
 * columns the check uses: {@code GenericDaoBase} would load a whole {@code UserVmVO}, {@code user_vm.user_data}
 * included, and CKS writes each node VM's cloud-init there (tens of kilobytes each).
 */
public class KubernetesClusterVmMapCheckSources implements ClusterSource, VmMapSource, VmSource, DetailStore {
    static final String ID_IN = "idIn";
    static final String ACCOUNT_ID = "accountId";

    private final KubernetesClusterDao kubernetesClusterDao;
    private final KubernetesClusterVmMapDao kubernetesClusterVmMapDao;
    private final KubernetesClusterDetailsDao kubernetesClusterDetailsDao;
    private final UserVmDao userVmDao;

    private final GenericSearchBuilder<UserVmVO, CheckedVm> vmsByAccount;
    private final GenericSearchBuilder<UserVmVO, CheckedVm> vmsByIds;

    public KubernetesClusterVmMapCheckSources(KubernetesClusterDao kubernetesClusterDao, KubernetesClusterVmMapDao kubernetesClusterVmMapDao,
            KubernetesClusterDetailsDao kubernetesClusterDetailsDao, UserVmDao userVmDao) {
        this.kubernetesClusterDao = kubernetesClusterDao;
        this.kubernetesClusterVmMapDao = kubernetesClusterVmMapDao;
        this.kubernetesClusterDetailsDao = kubernetesClusterDetailsDao;
        this.userVmDao = userVmDao;

        vmsByAccount = checkedVmSearch(userVmDao);
        vmsByAccount.and(ACCOUNT_ID, vmsByAccount.entity().getAccountId(), SearchCriteria.Op.EQ);
        vmsByAccount.done();
        vmsByIds = checkedVmSearch(userVmDao);
        vmsByIds.and(ID_IN, vmsByIds.entity().getId(), SearchCriteria.Op.IN);
        vmsByIds.done();
    }

    /** A search of user VMs that selects only the columns of {@link CheckedVm} (never {@code user_data}). */
    static GenericSearchBuilder<UserVmVO, CheckedVm> checkedVmSearch(UserVmDao dao) {
        GenericSearchBuilder<UserVmVO, CheckedVm> sb = dao.createSearchBuilder(CheckedVm.class);
        UserVmVO vm = sb.entity();
        sb.selectFields(vm.getId(), vm.getUuid(), vm.getHostName(), vm.getDisplayName(), vm.getAccountId(), vm.getState(), vm.getCreated(),
                vm.getUpdateTime(), vm.getRemoved());
        return sb;
    }

    /**
     * The columns of a user VM the check reads, by {@code GenericDaoBase}'s partial select: each field has the name of
     * the {@code VMInstanceVO} / {@code UserVmVO} attribute it takes.
     */
    public static class CheckedVm {
        private long id;
        private String uuid;
        private String hostName;
        private String displayName;
        private long accountId;
        private VirtualMachine.State state;
        private Date created;
        private Date updateTime;
        private Date removed;

        public CheckedVm() {
        }

        CheckedVm(long id, String uuid, String hostName, String displayName, long accountId, VirtualMachine.State state, Date created,
                Date updateTime, Date removed) {
            this.id = id;
            this.uuid = uuid;
            this.hostName = hostName;
            this.displayName = displayName;
            this.accountId = accountId;
            this.state = state;
            this.created = created;
            this.updateTime = updateTime;
            this.removed = removed;
        }

        /** A VM without a creation time is taken as created now, so that it is never reported before its grace period. */
        VmRecord toRecord() {
            return new VmRecord(id, uuid, hostName, displayName, accountId, String.valueOf(state), created != null ? created.getTime() : System.currentTimeMillis(),
                    millis(updateTime), millis(removed));
        }
    }

    static ClusterRecord toRecord(KubernetesCluster c) {
        return new ClusterRecord(c.getId(), c.getUuid(), c.getName(), String.valueOf(c.getState()), String.valueOf(c.getClusterType()),
                c.getAccountId(), c.getZoneId());
    }

    static VmMapRow toRow(KubernetesClusterVmMapVO r) {
        return new VmMapRow(r.getId(), r.getClusterId(), r.getVmId(), r.isControlNode(), r.isEtcdNode(), r.isExternalNode());
    }

    private static Long millis(Date date) {
        return date == null ? null : date.getTime();
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
        for (KubernetesClusterVO c : kubernetesClusterDao.listByIds(clusterIds)) {
            out.put(c.getId(), toRecord(c));
        }
        return out;
    }

    @Override
    public List<VmMapRow> listByClusterIds(Collection<Long> clusterIds) {
        return kubernetesClusterVmMapDao.listByClusterIds(clusterIds).stream().map(KubernetesClusterVmMapCheckSources::toRow).collect(Collectors.toList());
    }

    @Override
    public List<VmMapRow> listAll() {
        return kubernetesClusterVmMapDao.listAll().stream().map(KubernetesClusterVmMapCheckSources::toRow).collect(Collectors.toList());
    }

    @Override
    public List<VmRecord> listByAccountId(long accountId) {
        SearchCriteria<CheckedVm> sc = vmsByAccount.create();
        sc.setParameters(ACCOUNT_ID, accountId);
        return userVmDao.customSearch(sc, null).stream().map(CheckedVm::toRecord).collect(Collectors.toList());
    }

    @Override
    public List<VmRecord> listByIdsIncludingRemoved(Collection<Long> vmIds) {
        if (vmIds.isEmpty()) {
            return new ArrayList<>();
        }
        SearchCriteria<CheckedVm> sc = vmsByIds.create();
        sc.setParameters(ID_IN, vmIds.toArray());
        return userVmDao.customSearchIncludingRemoved(sc, null).stream().map(CheckedVm::toRecord).collect(Collectors.toList());
    }

    @Override
    public Map<Long, Map<String, String>> get(Collection<Long> clusterIds, List<String> names) {
        Map<Long, Map<String, String>> out = new LinkedHashMap<>();
        for (KubernetesClusterDetailsVO detail : kubernetesClusterDetailsDao.listByResourceIdsAndNames(clusterIds, names)) {
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
