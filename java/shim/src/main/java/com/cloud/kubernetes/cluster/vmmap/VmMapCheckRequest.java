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
            super(c.id, c.uuid, c.name, c.state, c.type, c.accountId, c.zoneId, c.nodeCounts);
            this.kubectl = kubectl;
        }

        /** This cluster without its listing, carried in a request for SPEC 3.3 alone. */
        public Cluster withoutKubectl() {
            Cluster copy = new Cluster(this, null);
            copy.details = details;
            return copy;
        }
    }

    /**
     * How running {@code kubectl get nodes --no-headers} went: its output (stdout, then stderr) in the table form (SPEC 3.8: each
     * node's STATUS), or why it failed; {@code noAddress} when it did not run because the control node has no SSH address,
     * {@code notListed} when the check itself did not list (SPEC 3.8's node-side reason then stays as last found).
     */
    public static class Kubectl {
        public static final String NO_ADDRESS_REASON = "no SSH address for the control node";

        public final boolean ok;
        public final String output;
        public final String reason;
        public final String format;
        public final boolean noAddress;
        public final boolean notListed;

        private Kubectl(boolean ok, String output, String reason, boolean noAddress, boolean notListed) {
            this.ok = ok;
            this.output = output;
            this.reason = reason;
            this.format = ok ? "table" : null;
            this.noAddress = noAddress;
            this.notListed = notListed;
        }

        public static Kubectl ok(String output) {
            return new Kubectl(true, output == null ? "" : output, null, false, false);
        }

        /** kubectl failed on the node, or SSH to it did: CKS's own commands there would fail too. */
        public static Kubectl failed(String reason) {
            return new Kubectl(false, null, reason, false, false);
        }

        /** CKS finds no SSH address for the control node (SPEC 3.8's third condition). */
        public static Kubectl noAddress() {
            return new Kubectl(false, null, NO_ADDRESS_REASON, true, false);
        }

        /** The check did not list the nodes (its own deadline, budget, stop or host-key rule): nothing said of the node. */
        public static Kubectl notListed(String reason) {
            return new Kubectl(false, null, reason, false, true);
        }
    }

    /**
     * What the check needs of a kubernetes_cluster row: the state and type are the enum names, the owner its account, the node
     * counts those CKS's Alert reconcile compares with (SPEC 3.8; null: unknown, and no Alert reason is given).
     */
    public static class ClusterRecord {
        public final long id;
        public final String uuid;
        public final String name;
        public final String state;
        public final String type;
        public final long accountId;
        public final long zoneId;
        public final NodeCounts nodeCounts;

        public ClusterRecord(long id, String uuid, String name, String state, String type, long accountId, long zoneId) {
            this(id, uuid, name, state, type, accountId, zoneId, null);
        }

        public ClusterRecord(long id, String uuid, String name, String state, String type, long accountId, long zoneId, NodeCounts nodeCounts) {
            this.id = id;
            this.uuid = uuid;
            this.name = name;
            this.state = state;
            this.type = type;
            this.accountId = accountId;
            this.zoneId = zoneId;
            this.nodeCounts = nodeCounts;
        }

        @Override
        public String toString() {
            return "Kubernetes cluster id " + id;
        }
    }

    /** kubernetes_cluster's control_node_count, node_count (the workers) and etcd_node_count (null read as 0, as CKS reads it). */
    public static final class NodeCounts {
        public final long control;
        public final long workers;
        public final long etcd;

        public NodeCounts(long control, long workers, long etcd) {
            this.control = control;
            this.workers = workers;
            this.etcd = etcd;
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
