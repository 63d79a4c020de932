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
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.utils.Pair;
import com.cloud.utils.ssh.SshHelper;

/**
 * Lists a cluster's Kubernetes nodes for the VM map check: {@code kubectl get nodes -o name} on the control node,
 * reached the way every other action worker reaches it. The endpoint (external load balancer detail, direct-access
 * network, VPC tier or isolated network), the login user and the management server's key come from
 * {@link KubernetesClusterActionWorker} itself, not from a copy of its logic. Create it with
 * {@code ComponentContext.inject(...)} so that its DAOs are wired.
 */
public class KubernetesClusterVmMapCheckSshWorker extends KubernetesClusterActionWorker {
    public static final String LIST_NODES_COMMAND = "sudo /opt/bin/kubectl get nodes -o name";
    /** Short timeouts: a hung SSH session makes this cluster's node view unavailable, it never holds up the sweep. */
    public static final int CONNECT_TIMEOUT_MS = 5_000;
    public static final int KEX_TIMEOUT_MS = 10_000;
    public static final int WAIT_RESULT_TIMEOUT_MS = 20_000;

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
        String address = endpoint.first() + ":" + endpoint.second();
        try {
            Pair<Boolean, String> result = SshHelper.sshExecute(endpoint.first(), endpoint.second(), user, key, null, LIST_NODES_COMMAND,
                    CONNECT_TIMEOUT_MS, KEX_TIMEOUT_MS, WAIT_RESULT_TIMEOUT_MS);
            if (result != null && Boolean.TRUE.equals(result.first())) {
                return Kubectl.ok(result.second());
            }
            return Kubectl.failed("kubectl exited with a non-zero status on " + address);
        } catch (Exception e) {
            return Kubectl.failed("SSH to " + address + " as " + user + " failed: " + e.getMessage());
        }
    }
}
