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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.SerializedName;

/**
 * The check request of SPEC section 2. Gson writes it with snake_case names; null fields are left out, which the
 * engine reads as their defaults. The VMs and map rows are the worker's own records ({@link VmRecord},
 * {@link VmMapRow}), and a cluster is its {@link ClusterRecord} with the kubectl result and the two detail values:
 * one model, no copy.
 */
public class VmMapCheckRequest {
    int version = 1;
    long nowMs;
    Settings settings;
    List<Cluster> clusters = new ArrayList<>();
    List<VmRecord> vms = new ArrayList<>();
    List<VmMapRow> map = new ArrayList<>();

    public VmMapCheckRequest(long nowMs) {
        this.nowMs = nowMs;
    }

    public VmMapCheckRequest withSettings(Settings settings) {
        this.settings = settings;
        return this;
    }

    public VmMapCheckRequest addCluster(Cluster cluster) {
        clusters.add(cluster);
        return this;
    }

    public VmMapCheckRequest addVm(VmRecord vm) {
        vms.add(vm);
        return this;
    }

    public VmMapCheckRequest addMapRow(VmMapRow row) {
        map.add(row);
        return this;
    }

    public List<Cluster> getClusters() {
        return clusters;
    }

    public List<VmRecord> getVms() {
        return vms;
    }

    public List<VmMapRow> getMap() {
        return map;
    }

    /** Tunables; any left null takes the engine's default. */
    public static class Settings {
        Long gracePeriodS;
        Integer alertCap;
        Integer detailMaxChars;
        /** SPEC 3.7's bounds, seconds by state name. */
        Map<String, Long> stateBoundsS;

        public Settings(Long gracePeriodS, Integer alertCap, Integer detailMaxChars) {
            this.gracePeriodS = gracePeriodS;
            this.alertCap = alertCap;
            this.detailMaxChars = detailMaxChars;
        }

        public Settings withStateBoundsS(Map<String, Long> stateBoundsS) {
            this.stateBoundsS = stateBoundsS;
            return this;
        }
    }

    /** One cluster: its record, its kubectl result and its two detail values. */
    public static class Cluster extends ClusterRecord {
        Kubectl kubectl;
        Map<String, String> details = new LinkedHashMap<>();

        public Cluster(ClusterRecord cluster) {
            super(cluster.getId(), cluster.getUuid(), cluster.getName(), cluster.getState(), cluster.getType(), cluster.getAccountId(),
                    cluster.getZoneId());
        }

        public Cluster withKubectl(Kubectl kubectl) {
            this.kubectl = kubectl;
            return this;
        }

        public Kubectl getKubectl() {
            return kubectl;
        }

        public Cluster withDetail(String name, String value) {
            if (value != null) {
                details.put(name, value);
            }
            return this;
        }
    }

    /** How running {@code kubectl get nodes -o name} went. */
    public static class Kubectl {
        boolean ok;
        String output;
        String reason;

        private Kubectl(boolean ok, String output, String reason) {
            this.ok = ok;
            this.output = output;
            this.reason = reason;
        }

        /** kubectl exited with status 0; {@code output} is stdout and stderr as SshHelper returns them. */
        public static Kubectl ok(String output) {
            return new Kubectl(true, output == null ? "" : output, null);
        }

        /** kubectl could not be run or failed, and why. */
        public static Kubectl failed(String reason) {
            return new Kubectl(false, null, reason);
        }

        public boolean isOk() {
            return ok;
        }

        public String getOutput() {
            return output;
        }

        public String getReason() {
            return reason;
        }
    }

    /** What the check needs of a kubernetes_cluster row. */
    public static class ClusterRecord {
        private final long id;
        private final String uuid;
        private final String name;
        private final String state;
        private final String type;
        private final long accountId;
        private final long zoneId;

        public ClusterRecord(long id, String uuid, String name, String state, String type, long accountId, long zoneId) {
            this.id = id;
            this.uuid = uuid;
            this.name = name;
            this.state = state;
            this.type = type;
            this.accountId = accountId;
            this.zoneId = zoneId;
        }

        public long getId() {
            return id;
        }

        public String getUuid() {
            return uuid;
        }

        public String getName() {
            return name;
        }

        /** The KubernetesCluster.State name. */
        public String getState() {
            return state;
        }

        /** The KubernetesCluster.ClusterType name. */
        public String getType() {
            return type;
        }

        /** The owner: the project's account for a project cluster. */
        public long getAccountId() {
            return accountId;
        }

        public long getZoneId() {
            return zoneId;
        }

        @Override
        public String toString() {
            return "Kubernetes cluster id " + id;
        }
    }

    /**
     * What the check needs of a VM (vm_instance, and user_vm's display name), as the request's {@code vms} entry carries
     * it. Times are epoch milliseconds; null when not set.
     */
    public static final class VmRecord {
        private final long id;
        private final String uuid;
        @SerializedName("name")
        private final String hostName;
        private final String displayName;
        private final long accountId;
        private final String state;
        private final long createdMs;
        @SerializedName("state_changed_ms")
        private final Long updateTimeMs;
        private final Long removedMs;

        public VmRecord(long id, String uuid, String hostName, String displayName, long accountId, String state, long createdMs, Long updateTimeMs,
                Long removedMs) {
            this.id = id;
            this.uuid = uuid;
            this.hostName = hostName;
            this.displayName = displayName;
            this.accountId = accountId;
            this.state = state;
            this.createdMs = createdMs;
            this.updateTimeMs = updateTimeMs;
            this.removedMs = removedMs;
        }

        public long getId() {
            return id;
        }

        public String getUuid() {
            return uuid;
        }

        /** vm_instance.name: the host name CKS gave the node. */
        public String getHostName() {
            return hostName;
        }

        /** user_vm.display_name, or null when unknown: CloudStack names a VM's Kubernetes node by it, lower-cased. */
        public String getDisplayName() {
            return displayName;
        }

        public long getAccountId() {
            return accountId;
        }

        /** The VirtualMachine.State name. */
        public String getState() {
            return state;
        }

        public long getCreatedMs() {
            return createdMs;
        }

        /** vm_instance.update_time: the last state transition. */
        public Long getUpdateTimeMs() {
            return updateTimeMs;
        }

        public Long getRemovedMs() {
            return removedMs;
        }

        /** The same VM in another state, for tests and simulations. */
        public VmRecord withState(String newState, Long newUpdateTimeMs, Long newRemovedMs) {
            return new VmRecord(id, uuid, hostName, displayName, accountId, newState, createdMs, newUpdateTimeMs, newRemovedMs);
        }
    }

    /** One kubernetes_cluster_vm_map row, as the request's {@code map} entry carries it. */
    public static final class VmMapRow {
        /** The row's own id: not part of the request. */
        private final transient long id;
        private final long clusterId;
        private final long vmId;
        @SerializedName("control")
        private final boolean controlNode;
        @SerializedName("etcd")
        private final boolean etcdNode;
        @SerializedName("external")
        private final boolean externalNode;

        public VmMapRow(long id, long clusterId, long vmId, boolean controlNode, boolean etcdNode, boolean externalNode) {
            this.id = id;
            this.clusterId = clusterId;
            this.vmId = vmId;
            this.controlNode = controlNode;
            this.etcdNode = etcdNode;
            this.externalNode = externalNode;
        }

        public long getId() {
            return id;
        }

        public long getClusterId() {
            return clusterId;
        }

        public long getVmId() {
            return vmId;
        }

        public boolean isControlNode() {
            return controlNode;
        }

        public boolean isEtcdNode() {
            return etcdNode;
        }

        public boolean isExternalNode() {
            return externalNode;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof VmMapRow)) {
                return false;
            }
            VmMapRow other = (VmMapRow) o;
            return id == other.id && clusterId == other.clusterId && vmId == other.vmId && controlNode == other.controlNode
                    && etcdNode == other.etcdNode && externalNode == other.externalNode;
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, clusterId, vmId, controlNode, etcdNode, externalNode);
        }
    }
}
