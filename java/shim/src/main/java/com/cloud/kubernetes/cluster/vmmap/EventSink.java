// Licensed to the Apache Software Foundation (ASF) under one or more contributor license agreements.
// The ASF licenses this file to You under the Apache License, Version 2.0.
package com.cloud.kubernetes.cluster.vmmap;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Event;

/** Records events (ActionEventUtils in CloudStack). */
public interface EventSink {
    /** Records one event on the cluster, as the system user, with the level, type, display flag and text given. */
    void record(ClusterRecord cluster, Event event);
}
