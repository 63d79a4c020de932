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

/** What the check needs of a kubernetes_cluster row. */
public class ClusterRecord {
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
        return "Kubernetes cluster " + KubernetesClusterVmMapCheckWorker.printable(name) + " (id " + id + ")";
    }
}
