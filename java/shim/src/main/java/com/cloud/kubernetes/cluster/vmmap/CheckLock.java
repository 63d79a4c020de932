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

/**
 * What the management servers of one cloud share to sweep once per interval between them (SPEC 5): the global lock
 * that lets one of them check at a time (GlobalLock in CloudStack), and the start of the last sweep in the whole cloud
 * (a hidden row of CloudStack's configuration table), read and written only while the lock is held.
 */
public interface CheckLock {
    /**
     * Runs {@code task} holding the lock, taken without waiting, and releases it however the task ends; returns false
     * without running the task when another management server holds the lock.
     */
    boolean runExclusively(Runnable task);

    /** When the last sweep in the whole cloud started (epoch ms), or null if none is recorded; under the lock. */
    Long lastSweepStartMs();

    /** Records that a sweep starts now ({@code startMs}, epoch ms), for every management server to see; under the lock. */
    void recordSweepStart(long startMs);
}
