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
import com.cloud.kubernetes.cluster.utils.KubernetesClusterUtil;
import com.cloud.kubernetes.cluster.vmmap.BoundedSshCommand;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.utils.Pair;

/**
 * Lists a cluster's Kubernetes nodes for the VM map check: {@code kubectl get nodes -o name} on the control node,
 * reached the way every other action worker reaches it. The endpoint (external load balancer detail, direct-access
 * network, VPC tier or isolated network), the login user and the management server's key come from
 * {@link KubernetesClusterActionWorker} itself, not from a copy of its logic. The command runs through
 * {@link BoundedSshCommand}: the tenant is root on its control node, so its output is limited in bytes as it is read
 * and the whole listing in wall-clock time ({@code SshHelper.sshExecute} bounds neither). Create it with
 * {@code ComponentContext.inject(...)} so that its DAOs are wired.
 */
public class KubernetesClusterVmMapCheckSshWorker extends KubernetesClusterActionWorker {

    public KubernetesClusterVmMapCheckSshWorker(final KubernetesCluster kubernetesCluster, final KubernetesClusterManagerImpl clusterManager) {
        super(kubernetesCluster, clusterManager);
    }

    /** Runs kubectl; never throws: every failure is a {@link Kubectl#failed(String)} with the reason. */
    public Kubectl listNodes() {
        Pair<String, Integer> endpoint;
        String user;
        File key;
        try {
            endpoint = getKubernetesClusterServerIpSshPort(null);
            user = getControlNodeLoginUser();
            key = getManagementServerSshPublicKeyFile();
        } catch (RuntimeException e) {
            return Kubectl.failed("could not find how to reach the control node: " + e.getMessage());
        }
        if (endpoint == null || endpoint.first() == null || endpoint.first().isEmpty()) {
            return Kubectl.failed("no SSH address for the control node");
        }
        return new BoundedSshCommand(endpoint.first(), endpoint.second(), user, key).run(KubernetesClusterUtil.CLUSTER_NODES_NAMES_COMMAND);
    }
}
