// Licensed to the Apache Software Foundation (ASF) under one or more contributor license agreements.
// The ASF licenses this file to You under the Apache License, Version 2.0.
package com.cloud.kubernetes.cluster.vmmap;

import java.util.List;

/** Reads Kubernetes clusters (KubernetesClusterDao in CloudStack). */
public interface ClusterSource {
    /** The CloudManaged clusters in state Running or Alert. */
    List<ClusterRecord> listRunningOrAlertCloudManaged();

    /** The cluster as it is now, or null if it is gone; used to re-read the state before applying. */
    ClusterRecord findById(long clusterId);
}
