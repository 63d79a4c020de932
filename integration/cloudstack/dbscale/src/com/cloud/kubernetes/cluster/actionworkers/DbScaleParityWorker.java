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
package com.cloud.kubernetes.cluster.actionworkers;

import java.io.File;

import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.KubernetesClusterManagerImpl;
import com.cloud.utils.Pair;

/**
 * The action worker's own endpoint, login user and key for one cluster, for the harness's parity check: CloudStack's
 * KubernetesClusterActionWorker methods, called as the check's listing called them before this change.
 */
public class DbScaleParityWorker extends KubernetesClusterActionWorker {
    public DbScaleParityWorker(KubernetesCluster cluster, KubernetesClusterManagerImpl manager) {
        super(cluster, manager);
    }

    /** {address, port, user, key} or {null, reason} when the action worker would not reach the control node. */
    public String[] endpoint() {
        Pair<String, Integer> endpoint;
        String user;
        File key;
        try {
            endpoint = getKubernetesClusterServerIpSshPort(null);
            user = getControlNodeLoginUser();
            key = getManagementServerSshPublicKeyFile();
        } catch (RuntimeException e) {
            return new String[] {null, "could not find how to reach the control node: " + e.getMessage()};
        }
        if (endpoint == null || endpoint.first() == null || endpoint.first().isEmpty()) {
            return new String[] {null, "no SSH address for the control node"};
        }
        return new String[] {endpoint.first(), String.valueOf(endpoint.second()), user, key.getPath()};
    }
}
