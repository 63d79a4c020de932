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

/** The check's settings, read at every tick and every sweep (the settings are dynamic). */
public interface CheckSettings {
    /**
     * The most node listings (SSH sessions) that run at once, by default: a ceiling; each sweep sizes its pool below it
     * ({@link ListingPoolSizer}). 64 lists 5 000 clusters at a 1 s median with 2 % hung control nodes inside the
     * deadline (BENCHMARKS.md).
     */
    int DEFAULT_SSH_PARALLELISM = 64;
    /** The smallest and largest ceilings taken; a setting outside is clamped into this range. */
    int MIN_SSH_PARALLELISM = 1;
    int MAX_SSH_PARALLELISM = 256;
    /**
     * When a sweep stops waiting for node listings, from its start: 4 of the 5 minutes of the interval, so that
     * the listings still running are cut off and the sweep applies everything well before the next one is due.
     */
    long DEFAULT_SWEEP_DEADLINE_MS = 4 * 60 * 1000L;

    /** cloud.kubernetes.cluster.vm.map.check.enabled. */
    boolean isEnabled();

    /** cloud.kubernetes.cluster.vm.map.check.ssh.parallelism, as set: the pool's ceiling (the worker clamps it). */
    default int sshParallelism() {
        return DEFAULT_SSH_PARALLELISM;
    }

    /** How long after its start a sweep stops waiting for node listings. */
    default long sweepDeadlineMs() {
        return DEFAULT_SWEEP_DEADLINE_MS;
    }
}
