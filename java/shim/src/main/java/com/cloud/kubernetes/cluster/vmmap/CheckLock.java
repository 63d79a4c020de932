// Licensed to the Apache Software Foundation (ASF) under one or more contributor license agreements.
// The ASF licenses this file to You under the Apache License, Version 2.0.
package com.cloud.kubernetes.cluster.vmmap;

/** The global lock that lets one management server check at a time (GlobalLock in CloudStack). */
public interface CheckLock {
    /** Takes the lock without waiting; false when another management server holds it. */
    boolean tryLock();

    /** Releases a lock taken by {@link #tryLock()}. */
    void unlock();
}
