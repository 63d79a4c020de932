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

import java.io.File;
import java.util.Collection;
import java.util.Map;
import java.util.stream.Collectors;

import com.cloud.kubernetes.cluster.utils.KubernetesClusterUtil;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;

/**
 * kubectl over SSH for the VM map check. The endpoints come from {@link KubernetesClusterVmMapCheckEndpoints}, in
 * batches on the sweep thread; a listing itself is {@code kubectl get nodes -o name} through {@link BoundedSshCommand}
 * (the tenant is root on its control node, so its output is limited in bytes as it is read and the whole listing in
 * wall-clock time, which {@code SshHelper.sshExecute} bounds neither), and touches no DAO: it holds no database
 * connection while it waits on SSH.
 */
public class KubernetesClusterVmMapCheckNodeLister implements NodeLister {
    private final KubernetesClusterVmMapCheckEndpoints endpoints;

    public KubernetesClusterVmMapCheckNodeLister(KubernetesClusterVmMapCheckEndpoints endpoints) {
        this.endpoints = endpoints;
    }

    @Override
    public Map<Long, SshEndpoint> endpoints(Collection<ClusterRecord> clusters) {
        return endpoints.resolve(clusters.stream().map(ClusterRecord::getId).collect(Collectors.toList()));
    }

    @Override
    public Kubectl listNodes(ClusterRecord cluster, SshEndpoint endpoint) {
        if (endpoint == null || !endpoint.isReachable()) {
            return Kubectl.failed(endpoint == null ? "no SSH address for the control node" : endpoint.getUnreachableReason());
        }
        return new BoundedSshCommand(endpoint.getAddress(), endpoint.getPort(), endpoint.getUser(), new File(endpoint.getKeyFile()))
                .run(KubernetesClusterUtil.CLUSTER_NODES_NAMES_COMMAND);
    }
}
