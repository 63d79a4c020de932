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

import java.util.Collection;
import java.util.Map;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;

/**
 * Lists a cluster's Kubernetes nodes in two steps: {@link #endpoints} on the sweep thread (database reads, a few per
 * sweep for all clusters at once), then {@link #listNodes} on a listing thread ({@code kubectl get nodes -o name} over
 * SSH with short timeouts), which touches no database.
 */
public interface NodeLister {
    /**
     * How to reach the control node of each of {@code clusters}, by cluster id, in a few batched reads; a cluster
     * absent from the answer is taken as unreachable. May throw: then every listing of the sweep fails with the reason.
     */
    Map<Long, SshEndpoint> endpoints(Collection<ClusterRecord> clusters);

    /** The command's result; never throws: a failure is {@link Kubectl#failed(String)} with the reason. No database access. */
    Kubectl listNodes(ClusterRecord cluster, SshEndpoint endpoint);
}
