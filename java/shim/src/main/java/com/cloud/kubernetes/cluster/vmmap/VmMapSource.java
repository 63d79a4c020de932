// Licensed to the Apache Software Foundation (ASF) under one or more contributor license agreements.
// The ASF licenses this file to You under the Apache License, Version 2.0.
package com.cloud.kubernetes.cluster.vmmap;

import java.util.Collection;
import java.util.List;

/** Reads kubernetes_cluster_vm_map (KubernetesClusterVmMapDao in CloudStack). */
public interface VmMapSource {
    /** The map rows of one cluster, by row id ascending. */
    List<VmMapRow> listByClusterId(long clusterId);

    /** Every map row, of any cluster, whose VM is one of {@code vmIds}. */
    List<VmMapRow> listByVmIds(Collection<Long> vmIds);
}
