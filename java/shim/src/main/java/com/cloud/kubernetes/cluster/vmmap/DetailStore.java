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
import java.util.Map;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.DetailChange;

/** The two dedupe details in kubernetes_cluster_details (KubernetesClusterDetailsDao in CloudStack). */
public interface DetailStore {
    /**
     * The current values of the named details of these clusters, in one read, by cluster id then detail name;
     * absent details (and clusters without any) are left out.
     */
    Map<Long, Map<String, String>> get(Collection<Long> clusterIds, List<String> names);

    /**
     * Applies the changes of one cluster: a value is written with display = false, a null value removes the detail.
     * Called inside {@link #inTransaction(Runnable)}, with the cluster's events. Throws if anything fails.
     */
    void apply(long clusterId, List<DetailChange> changes);

    /**
     * Runs {@code work} (one cluster's detail changes and events) in one database transaction (SPEC 3.6): when it
     * throws, or the commit fails, nothing of it is stored and the exception is thrown on.
     */
    void inTransaction(Runnable work);
}
