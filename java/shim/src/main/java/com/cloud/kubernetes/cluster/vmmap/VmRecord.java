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

import com.google.gson.annotations.SerializedName;

/**
 * What the check needs of a VM (vm_instance, and user_vm's display name), as the request's {@code vms} entry carries
 * it. Times are epoch milliseconds; null when not set.
 */
public final class VmRecord {
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
