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
import java.util.List;

/** Reads kubernetes_cluster_vm_map (KubernetesClusterVmMapDao in CloudStack). */
public interface VmMapSource {
    /** The map rows of these clusters, in one read ({@code cluster_id IN (...)}, on its index), by row id ascending. */
    List<VmMapRow> listByClusterIds(Collection<Long> clusterIds);

    /**
     * Every row of the map, in one read. The sweep reads it once to find the rows of other clusters that refer to an
     * owner's VMs: {@code vm_id} has no index, so a read by VM ids would scan the table once per owner.
     */
    List<VmMapRow> listAll();
}
