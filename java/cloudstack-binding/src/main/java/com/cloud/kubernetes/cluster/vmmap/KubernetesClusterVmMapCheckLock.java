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

import org.apache.cloudstack.framework.config.dao.ConfigurationDao;

import com.cloud.utils.db.GlobalLock;

/**
 * The cloud-wide lock of the check and the start of its last sweep. The lock is taken as the status scanner takes its
 * own, without waiting ({@code lock(0)}): a management server that finds it held skips the run.
 *
 * <p>The last sweep's start is a row of CloudStack's {@code configuration} table in the {@code Hidden} category (as
 * CloudStack keeps its own internal values, never listed by the API), made on first use by
 * {@link ConfigurationDao#getValueAndInitIfNotExist}: no schema change. Every management server reads and writes it
 * only while holding the lock, so the one that sweeps next sees when the last sweep started, whichever server ran it.
 */
public class KubernetesClusterVmMapCheckLock implements CheckLock {
    public static final String LOCK_NAME = "KubernetesCluster.VmMap.Check.Lock";
    public static final String LAST_SWEEP_START = "cloud.kubernetes.cluster.vm.map.check.last.sweep.start";
    static final String HIDDEN = "Hidden";

    private final ConfigurationDao configurationDao;

    public KubernetesClusterVmMapCheckLock(ConfigurationDao configurationDao) {
        this.configurationDao = configurationDao;
    }

    @Override
    public Long lastSweepStartMs() {
        String value = configurationDao.getValueAndInitIfNotExist(LAST_SWEEP_START, HIDDEN, "0",
                "When the last Kubernetes cluster VM map check started, in ms since the epoch (kept by the check)");
        if (value == null) {
            return null;
        }
        try {
            long ms = Long.parseLong(value.trim());
            return ms > 0 ? ms : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    @Override
    public void recordSweepStart(long startMs) {
        if (!configurationDao.update(LAST_SWEEP_START, String.valueOf(startMs))) {
            throw new IllegalStateException("could not record the start of the Kubernetes cluster VM map check in " + LAST_SWEEP_START);
        }
    }

    @Override
    public boolean runExclusively(Runnable task) {
        GlobalLock lock = GlobalLock.getInternLock(LOCK_NAME);
        try {
            if (!lock.lock(0)) {
                return false;
            }
            try {
                task.run();
            } finally {
                lock.unlock();
            }
            return true;
        } finally {
            lock.releaseRef();
        }
    }
}
