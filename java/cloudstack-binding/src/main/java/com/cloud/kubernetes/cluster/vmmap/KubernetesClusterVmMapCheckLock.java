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
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

import com.cloud.utils.db.GlobalLock;

/**
 * The cloud-wide lock of the check and the start of its last sweep. The lock is taken as the status scanner takes its
 * own, without waiting ({@code lock(0)}): a management server that finds it held skips the run.
 *
 * <p>The last sweep's start is a row of CloudStack's {@code configuration} table in the {@code Hidden} category (as
 * CloudStack keeps its own internal values, never listed by the API), made on first use by
 * {@link ConfigurationDao#getValueAndInitIfNotExist}: no schema change. Every management server reads and writes it
 * only while holding the lock, so the one that sweeps next sees when the last sweep started, whichever server ran it.
 *
 * <p>A {@code Hidden} value is stored encrypted when the database encryption is on ({@code cloudstack-setup-databases}
 * turns it on by default) and read back decrypted, so it is written only through
 * {@link ConfigurationDao#update(String, String, String)}, which encrypts it; the deprecated two-argument update
 * stores plain text that the next read cannot decrypt. A value that cannot be read (written in plain text by an earlier
 * build, edited by hand) counts as no sweep recorded and is overwritten by the next sweep's start.
 */
public class KubernetesClusterVmMapCheckLock implements CheckLock {
    public static final String LOCK_NAME = "KubernetesCluster.VmMap.Check.Lock";
    public static final String LAST_SWEEP_START = "cloud.kubernetes.cluster.vm.map.check.last.sweep.start";
    static final String HIDDEN = "Hidden";

    protected Logger logger = LogManager.getLogger(getClass());
    private final ConfigurationDao configurationDao;

    public KubernetesClusterVmMapCheckLock(ConfigurationDao configurationDao) {
        this.configurationDao = configurationDao;
    }

    @Override
    public Long lastSweepStartMs() {
        String value;
        try {
            value = configurationDao.getValueAndInitIfNotExist(LAST_SWEEP_START, HIDDEN, "0",
                    "When the last Kubernetes cluster VM map check started, in ms since the epoch (kept by the check)");
        } catch (RuntimeException e) {
            logger.warn("Could not read {} ({}); counting it as no sweep recorded, the next sweep's start overwrites it", LAST_SWEEP_START,
                    e.getMessage());
            return null;
        }
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
        if (!configurationDao.update(LAST_SWEEP_START, HIDDEN, String.valueOf(startMs))) {
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
