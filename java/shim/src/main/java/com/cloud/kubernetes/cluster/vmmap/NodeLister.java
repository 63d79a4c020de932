// Licensed to the Apache Software Foundation (ASF) under one or more contributor license agreements.
// The ASF licenses this file to You under the Apache License, Version 2.0.
package com.cloud.kubernetes.cluster.vmmap;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;

/** Runs {@code kubectl get nodes -o name} on a cluster's control node, over SSH with short timeouts. */
public interface NodeLister {
    /** The command's result; never throws: a failure is {@link Kubectl#failed(String)} with the reason. */
    Kubectl listNodes(ClusterRecord cluster);
}
