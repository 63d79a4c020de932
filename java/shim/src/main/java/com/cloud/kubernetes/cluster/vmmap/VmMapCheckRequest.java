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
 * The check request of SPEC section 2, as Gson writes it (snake_case; a null field is left out and takes the engine's
 * default). Its types are the JNI wire format and the worker's records: public fields, no logic.
 */
public class VmMapCheckRequest {
    public int version = 1;
    public long nowMs;
    public Settings settings;
    public List<Cluster> clusters = new ArrayList<>();
    public List<VmRecord> vms = new ArrayList<>();
    public List<VmMapRow> map = new ArrayList<>();

    public VmMapCheckRequest(long nowMs) {
        this.nowMs = nowMs;
    }

    /** The tunables the check sends; any left null takes the engine's default. {@code stateBoundsS}: SPEC 3.7's, seconds by state. */
    public static class Settings {
        public Long gracePeriodS;
        public Map<String, Long> stateBoundsS;
    }

    /** One cluster of a request: its record, its kubectl result and its detail values. */
    public static class Cluster extends ClusterRecord {
        public Kubectl kubectl;
        public Map<String, String> details = new LinkedHashMap<>();

        public Cluster(ClusterRecord c, Kubectl kubectl) {
            super(c.id, c.uuid, c.name, c.state, c.type, c.accountId, c.zoneId);
            this.kubectl = kubectl;
        }

        /** This cluster without its listing, carried in a request for SPEC 3.3 alone. */
        public Cluster withoutKubectl() {
            Cluster copy = new Cluster(this, null);
            copy.details = details;
            return copy;
        }
    }

    /** How running {@code kubectl get nodes -o name} went: its output (stdout, then stderr), or why it failed. */
    public static class Kubectl {
        public final boolean ok;
        public final String output;
        public final String reason;

        private Kubectl(boolean ok, String output, String reason) {
            this.ok = ok;
            this.output = output;
            this.reason = reason;
        }

        public static Kubectl ok(String output) {
            return new Kubectl(true, output == null ? "" : output, null);
        }

        public static Kubectl failed(String reason) {
            return new Kubectl(false, null, reason);
        }
    }

    /** What the check needs of a kubernetes_cluster row: the state and type are the enum names, the owner its account. */
    public static class ClusterRecord {
        public final long id;
        public final String uuid;
        public final String name;
        public final String state;
        public final String type;
        public final long accountId;
        public final long zoneId;

        public ClusterRecord(long id, String uuid, String name, String state, String type, long accountId, long zoneId) {
            this.id = id;
            this.uuid = uuid;
            this.name = name;
            this.state = state;
            this.type = type;
            this.accountId = accountId;
            this.zoneId = zoneId;
        }

        @Override
        public String toString() {
            return "Kubernetes cluster id " + id;
        }
    }

    /**
     * A VM as the request's {@code vms} entry carries it: vm_instance's name (the host name CKS gave the node),
     * user_vm's display name (CloudStack names a node by it), the VirtualMachine.State name; times in epoch ms, null when
     * not set (the library takes an unknown creation time as now).
     */
    public static final class VmRecord {
        public final long id;
        public final String uuid;
        @SerializedName("name")
        public final String hostName;
        public final String displayName;
        public final long accountId;
        public final String state;
        public final Long createdMs;
        @SerializedName("state_changed_ms")
        public final Long updateTimeMs;
        public final Long removedMs;

        public VmRecord(long id, String uuid, String hostName, String displayName, long accountId, String state, Long createdMs, Long updateTimeMs,
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
    }

    /** One kubernetes_cluster_vm_map row; its own id is not sent. Equal rows: SPEC 3.6's "the map did not change". */
    public static final class VmMapRow {
        public final transient long id;
        public final long clusterId;
        public final long vmId;
        @SerializedName("control")
        public final boolean controlNode;
        @SerializedName("etcd")
        public final boolean etcdNode;
        @SerializedName("external")
        public final boolean externalNode;

        public VmMapRow(long id, long clusterId, long vmId, boolean controlNode, boolean etcdNode, boolean externalNode) {
            this.id = id;
            this.clusterId = clusterId;
            this.vmId = vmId;
            this.controlNode = controlNode;
            this.etcdNode = etcdNode;
            this.externalNode = externalNode;
        }

        @Override
        public boolean equals(Object o) {
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
