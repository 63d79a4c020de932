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
package org.apache.cloudstack.api.response;

import org.apache.cloudstack.api.BaseResponse;

import com.cloud.serializer.Param;
import com.google.gson.annotations.SerializedName;

/** One current mismatch of a Kubernetes cluster, as the VM map check sees it (getKubernetesClusterVmMapCheckResults). */
public class KubernetesClusterVmMapMismatchResponse extends BaseResponse {
    @SerializedName("kind")
    @Param(description = "the kind of mismatch: mapped_vm_missing, mapped_vm_expunged, mapped_vm_destroyed, mapped_vm_error, unmapped_vm, "
            + "node_without_vm or vm_not_node")
    private String kind;

    @SerializedName("key")
    @Param(description = "the key by which the check reports the mismatch once, e.g. mapped:101 or node:<node name>")
    private String key;

    @SerializedName("virtualmachineid")
    @Param(description = "the ID of the VM, when the mismatch is about a VM that is still known")
    private String virtualMachineId;

    @SerializedName("virtualmachinename")
    @Param(description = "the name of the VM, when the mismatch is about a VM")
    private String virtualMachineName;

    @SerializedName("virtualmachinestate")
    @Param(description = "the state of the VM, when the mismatch is about a VM that is still known")
    private String virtualMachineState;

    @SerializedName("node")
    @Param(description = "the name of the Kubernetes node, when the mismatch is about a node")
    private String node;

    @SerializedName("reported")
    @Param(description = "true when the mismatch was reported already, as an event and an alert")
    private Boolean reported;

    @SerializedName("description")
    @Param(description = "the text of the mismatch's event")
    private String description;

    public KubernetesClusterVmMapMismatchResponse(String kind, String key, String node, boolean reported, String description) {
        this.kind = kind;
        this.key = key;
        this.node = node;
        this.reported = reported;
        this.description = description;
    }

    public void setVirtualMachine(String id, String name, String state) {
        this.virtualMachineId = id;
        this.virtualMachineName = name;
        this.virtualMachineState = state;
    }

    public String getKind() {
        return kind;
    }

    public String getKey() {
        return key;
    }

    public String getVirtualMachineId() {
        return virtualMachineId;
    }

    public String getVirtualMachineName() {
        return virtualMachineName;
    }

    public String getVirtualMachineState() {
        return virtualMachineState;
    }

    public String getNode() {
        return node;
    }

    public Boolean getReported() {
        return reported;
    }

    public String getDescription() {
        return description;
    }
}
