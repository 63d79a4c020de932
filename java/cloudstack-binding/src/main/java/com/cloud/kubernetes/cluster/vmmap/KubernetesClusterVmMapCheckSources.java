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
import com.cloud.utils.db.SearchBuilder;
import com.cloud.utils.db.SearchCriteria;
import com.cloud.utils.db.Transaction;
import com.cloud.utils.db.TransactionCallback;
import com.cloud.vm.VMInstanceVO;
import com.cloud.vm.dao.VMInstanceDao;

/** The check's reads and detail writes, with CloudStack's DAOs. */
public class KubernetesClusterVmMapCheckSources implements ClusterSource, VmMapSource, VmSource, DetailStore {
    static final String VM_ID_IN = "vmIdIn";

    private final KubernetesClusterDao kubernetesClusterDao;
    private final KubernetesClusterVmMapDao kubernetesClusterVmMapDao;
    private final KubernetesClusterDetailsDao kubernetesClusterDetailsDao;
    private final VMInstanceDao vmInstanceDao;

    public KubernetesClusterVmMapCheckSources(KubernetesClusterDao kubernetesClusterDao, KubernetesClusterVmMapDao kubernetesClusterVmMapDao,
            KubernetesClusterDetailsDao kubernetesClusterDetailsDao, VMInstanceDao vmInstanceDao) {
        this.kubernetesClusterDao = kubernetesClusterDao;
        this.kubernetesClusterVmMapDao = kubernetesClusterVmMapDao;
        this.kubernetesClusterDetailsDao = kubernetesClusterDetailsDao;
        this.vmInstanceDao = vmInstanceDao;
    }

    static ClusterRecord toRecord(KubernetesCluster c) {
        return new ClusterRecord(c.getId(), c.getUuid(), c.getName(), String.valueOf(c.getState()), String.valueOf(c.getClusterType()),
                c.getAccountId(), c.getZoneId());
    }

    static VmMapRow toRow(KubernetesClusterVmMapVO r) {
        return new VmMapRow(r.getId(), r.getClusterId(), r.getVmId(), r.isControlNode(), r.isEtcdNode(), r.isExternalNode());
    }

    /** A VM without a creation time is taken as created now, so that it is never reported before its grace period. */
    static VmRecord toRecord(VMInstanceVO vm) {
        Date created = vm.getCreated();
        return new VmRecord(vm.getId(), vm.getUuid(), vm.getHostName(), vm.getAccountId(), String.valueOf(vm.getState()),
                created != null ? created.getTime() : System.currentTimeMillis(), millis(vm.getUpdateTime()), millis(vm.getRemoved()));
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
    public ClusterRecord findById(long clusterId) {
        KubernetesClusterVO c = kubernetesClusterDao.findById(clusterId);
        return c == null ? null : toRecord(c);
    }

    @Override
    public List<VmMapRow> listByClusterId(long clusterId) {
        return kubernetesClusterVmMapDao.listByClusterId(clusterId).stream().map(KubernetesClusterVmMapCheckSources::toRow)
                .collect(Collectors.toList());
    }

    @Override
    public List<VmMapRow> listByVmIds(Collection<Long> vmIds) {
        if (vmIds.isEmpty()) {
            return new ArrayList<>();
        }
        SearchBuilder<KubernetesClusterVmMapVO> sb = kubernetesClusterVmMapDao.createSearchBuilder();
        sb.and(VM_ID_IN, sb.entity().getVmId(), SearchCriteria.Op.IN);
        sb.done();
        SearchCriteria<KubernetesClusterVmMapVO> sc = sb.create();
        sc.setParameters(VM_ID_IN, vmIds.toArray());
        return kubernetesClusterVmMapDao.search(sc, null).stream().map(KubernetesClusterVmMapCheckSources::toRow).collect(Collectors.toList());
    }

    @Override
    public List<VmRecord> listByAccountId(long accountId) {
        return vmInstanceDao.listByAccountId(accountId).stream().map(KubernetesClusterVmMapCheckSources::toRecord).collect(Collectors.toList());
    }

    @Override
    public List<VmRecord> listByIdsIncludingRemoved(Collection<Long> vmIds) {
        return vmInstanceDao.listByIdsIncludingRemoved(new ArrayList<>(vmIds)).stream().map(KubernetesClusterVmMapCheckSources::toRecord)
                .collect(Collectors.toList());
    }

    @Override
    public Map<String, String> get(long clusterId, List<String> names) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String name : names) {
            KubernetesClusterDetailsVO detail = kubernetesClusterDetailsDao.findDetail(clusterId, name);
            if (detail != null && detail.getValue() != null) {
                out.put(name, detail.getValue());
            }
        }
        return out;
    }

    /** Writes (display = false) or removes the details of one cluster in one transaction. */
    @Override
    public void apply(long clusterId, List<DetailChange> changes) {
        Transaction.execute(new TransactionCallback<Void>() {
            @Override
            public Void doInTransaction(com.cloud.utils.db.TransactionStatus status) {
                for (DetailChange change : changes) {
                    if (change.isRemoval()) {
                        kubernetesClusterDetailsDao.removeDetail(clusterId, change.getName());
                    } else {
                        kubernetesClusterDetailsDao.addDetail(clusterId, change.getName(), change.getValue(), false);
                    }
                }
                return null;
            }
        });
    }
}
