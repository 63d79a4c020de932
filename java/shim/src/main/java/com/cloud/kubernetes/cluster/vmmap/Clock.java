// Licensed to the Apache Software Foundation (ASF) under one or more contributor license agreements.
// The ASF licenses this file to You under the Apache License, Version 2.0.
package com.cloud.kubernetes.cluster.vmmap;

/** The time, so that tests and the demo can drive it. */
public interface Clock {
    /** Epoch milliseconds now. */
    long nowMillis();

    /** The system clock. */
    Clock SYSTEM = System::currentTimeMillis;
}
