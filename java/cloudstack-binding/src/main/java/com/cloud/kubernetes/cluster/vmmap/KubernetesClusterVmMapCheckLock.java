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

import com.cloud.utils.db.GlobalLock;

/**
 * The cluster-wide lock of the check. {@code lock(0)} takes it without waiting, as GlobalLock's own
 * {@code executeWithNoWaitLock} does; only the check's single thread uses this lock in a management server, so the
 * in-process wait never happens. Every reference taken is released.
 */
public class KubernetesClusterVmMapCheckLock implements CheckLock {
    public static final String LOCK_NAME = "KubernetesCluster.VmMap.Check.Lock";

    private GlobalLock held;

    @Override
    public synchronized boolean tryLock() {
        GlobalLock lock = GlobalLock.getInternLock(LOCK_NAME);
        boolean locked = false;
        try {
            locked = lock.lock(0);
        } finally {
            if (locked) {
                held = lock;
            } else {
                lock.releaseRef();
            }
        }
        return locked;
    }

    @Override
    public synchronized void unlock() {
        if (held == null) {
            return;
        }
        try {
            held.unlock();
        } finally {
            held.releaseRef();
            held = null;
        }
    }
}
