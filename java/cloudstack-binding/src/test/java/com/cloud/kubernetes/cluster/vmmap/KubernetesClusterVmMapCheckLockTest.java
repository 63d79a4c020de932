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

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import org.apache.cloudstack.framework.config.dao.ConfigurationDao;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentMatchers;
import org.mockito.InOrder;
import org.mockito.Mock;
import org.mockito.MockedStatic;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.utils.db.GlobalLock;

@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterVmMapCheckLockTest {
    @Mock
    private GlobalLock globalLock;
    @Mock
    private ConfigurationDao configurationDao;

    @Test
    public void theLockIsTakenWithoutWaitingAndAlwaysReleased() {
        try (MockedStatic<GlobalLock> locks = Mockito.mockStatic(GlobalLock.class)) {
            locks.when(() -> GlobalLock.getInternLock("KubernetesCluster.VmMap.Check.Lock")).thenReturn(globalLock);
            Mockito.when(globalLock.lock(0)).thenReturn(true);
            KubernetesClusterVmMapCheckLock lock = new KubernetesClusterVmMapCheckLock(configurationDao);
            Runnable task = Mockito.mock(Runnable.class);
            assertTrue(lock.runExclusively(task));
            InOrder inOrder = Mockito.inOrder(globalLock, task);
            inOrder.verify(globalLock).lock(0);
            inOrder.verify(task).run();
            inOrder.verify(globalLock).unlock();
            inOrder.verify(globalLock).releaseRef();
            Mockito.verifyNoMoreInteractions(globalLock);
        }
    }

    @Test
    public void whenAnotherServerHoldsItTheReferenceIsReleasedAndTheRunSkipped() {
        try (MockedStatic<GlobalLock> locks = Mockito.mockStatic(GlobalLock.class)) {
            locks.when(() -> GlobalLock.getInternLock(KubernetesClusterVmMapCheckLock.LOCK_NAME)).thenReturn(globalLock);
            Mockito.when(globalLock.lock(0)).thenReturn(false);
            KubernetesClusterVmMapCheckLock lock = new KubernetesClusterVmMapCheckLock(configurationDao);
            Runnable task = Mockito.mock(Runnable.class);
            assertFalse(lock.runExclusively(task));
            Mockito.verify(globalLock).releaseRef();
            Mockito.verify(globalLock, Mockito.never()).unlock();
            Mockito.verifyNoInteractions(task);
        }
    }

    @Test
    public void aFailingLockCallStillReleasesTheReference() {
        try (MockedStatic<GlobalLock> locks = Mockito.mockStatic(GlobalLock.class)) {
            locks.when(() -> GlobalLock.getInternLock(KubernetesClusterVmMapCheckLock.LOCK_NAME)).thenReturn(globalLock);
            Mockito.when(globalLock.lock(0)).thenThrow(new IllegalStateException("database down"));
            Runnable task = Mockito.mock(Runnable.class);
            try {
                new KubernetesClusterVmMapCheckLock(configurationDao).runExclusively(task);
                fail("the lock's failure reaches the worker, which counts a failed run");
            } catch (IllegalStateException expected) {
                Mockito.verify(globalLock).releaseRef();
                Mockito.verifyNoInteractions(task);
            }
        }
    }

    @Test
    public void aFailingTaskStillUnlocksAndReleasesTheReference() {
        try (MockedStatic<GlobalLock> locks = Mockito.mockStatic(GlobalLock.class)) {
            locks.when(() -> GlobalLock.getInternLock(KubernetesClusterVmMapCheckLock.LOCK_NAME)).thenReturn(globalLock);
            Mockito.when(globalLock.lock(0)).thenReturn(true);
            try {
                new KubernetesClusterVmMapCheckLock(configurationDao).runExclusively(() -> {
                    throw new IllegalStateException("database down");
                });
                fail("the task's failure reaches the worker");
            } catch (IllegalStateException expected) {
                InOrder inOrder = Mockito.inOrder(globalLock);
                inOrder.verify(globalLock).unlock();
                inOrder.verify(globalLock).releaseRef();
            }
        }
    }

    @Test
    public void theLastSweepStartIsAHiddenConfigurationRowMadeOnFirstUse() {
        KubernetesClusterVmMapCheckLock lock = new KubernetesClusterVmMapCheckLock(configurationDao);
        Mockito.when(configurationDao.getValueAndInitIfNotExist(ArgumentMatchers.eq(KubernetesClusterVmMapCheckLock.LAST_SWEEP_START),
                ArgumentMatchers.eq("Hidden"), ArgumentMatchers.eq("0"), ArgumentMatchers.anyString())).thenReturn("0", " 1764676800000 ", "garbage", null, "-5");
        assertNull("0: no sweep recorded yet", lock.lastSweepStartMs());
        assertEquals(Long.valueOf(1_764_676_800_000L), lock.lastSweepStartMs());
        assertNull("an unreadable value counts as no sweep", lock.lastSweepStartMs());
        assertNull("a row without a value counts as no sweep", lock.lastSweepStartMs());
        assertNull("a negative value counts as no sweep", lock.lastSweepStartMs());
        Mockito.when(configurationDao.update(KubernetesClusterVmMapCheckLock.LAST_SWEEP_START, "1764677100000")).thenReturn(true);
        lock.recordSweepStart(1_764_677_100_000L);
        Mockito.verify(configurationDao).update(KubernetesClusterVmMapCheckLock.LAST_SWEEP_START, "1764677100000");
    }

    @Test(expected = IllegalStateException.class)
    public void aSweepStartThatCannotBeRecordedFailsTheSweepBeforeItBegins() {
        Mockito.when(configurationDao.update(ArgumentMatchers.anyString(), ArgumentMatchers.anyString())).thenReturn(false);
        new KubernetesClusterVmMapCheckLock(configurationDao).recordSweepStart(1L);
    }
}
