// Licensed to the Apache Software Foundation (ASF) under one or more contributor license agreements.
// The ASF licenses this file to You under the Apache License, Version 2.0.
package com.cloud.kubernetes.cluster.vmmap;

/** The check's settings, read at every tick (the enabled setting is dynamic). */
public interface CheckSettings {
    /** cloud.kubernetes.cluster.vm.map.check.enabled. */
    boolean isEnabled();
}
