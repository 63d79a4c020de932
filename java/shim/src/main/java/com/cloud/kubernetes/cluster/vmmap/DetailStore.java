// Licensed to the Apache Software Foundation (ASF) under one or more contributor license agreements.
// The ASF licenses this file to You under the Apache License, Version 2.0.
package com.cloud.kubernetes.cluster.vmmap;

import java.util.List;
import java.util.Map;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.DetailChange;

/** The two dedupe details in kubernetes_cluster_details (KubernetesClusterDetailsDao in CloudStack). */
public interface DetailStore {
    /** The current values of the named details of a cluster; absent details are left out. */
    Map<String, String> get(long clusterId, List<String> names);

    /**
     * Applies the changes of one cluster in one transaction: a value is written with display = false, a null value
     * removes the detail. Throws if anything fails; then nothing is applied.
     */
    void apply(long clusterId, List<DetailChange> changes);
}
