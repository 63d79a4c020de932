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

import java.util.Objects;

import com.google.gson.annotations.SerializedName;

/** One kubernetes_cluster_vm_map row, as the request's {@code map} entry carries it. */
public final class VmMapRow {
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
