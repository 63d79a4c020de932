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

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.apache.cloudstack.framework.config.dao.ConfigurationDao;
import org.apache.cloudstack.framework.config.impl.ConfigurationVO;


import org.junit.After;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentMatchers;
import org.mockito.InOrder;
import org.mockito.Mock;
import org.mockito.MockedStatic;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.utils.crypt.CloudStackEncryptor;
import com.cloud.utils.crypt.DBEncryptionUtil;
import com.cloud.utils.crypt.EncryptionSecretKeyChecker;
import com.cloud.utils.db.GlobalLock;
import com.cloud.utils.exception.CloudRuntimeException;
import org.springframework.test.util.ReflectionTestUtils;

@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterVmMapCheckLockTest {
    @Mock
    private GlobalLock globalLock;
    @Mock
    private ConfigurationDao configurationDao;

    /** The check with only its {@code configurationDao} set: enough for what this test exercises. */
    private static KubernetesClusterVmMapCheck lock(ConfigurationDao dao) {
        KubernetesClusterVmMapCheck check = new KubernetesClusterVmMapCheck();
        check.configurationDao = dao;
        return check;
    }

    /** GlobalLock's intern lock of the check, as {@code globalLock}, for the try block's length. */
    private MockedStatic<GlobalLock> internLock() {
        MockedStatic<GlobalLock> locks = Mockito.mockStatic(GlobalLock.class);
        locks.when(() -> GlobalLock.getInternLock("KubernetesCluster.VmMap.Check.Lock")).thenReturn(globalLock);
        return locks;
    }

    @Test
    public void theLockIsTakenWithoutWaitingAndAlwaysReleased() {
        try (MockedStatic<GlobalLock> locks = internLock()) {
            Mockito.when(globalLock.lock(0)).thenReturn(true);
            KubernetesClusterVmMapCheck lock = lock(configurationDao);
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
        try (MockedStatic<GlobalLock> locks = internLock()) {
            Mockito.when(globalLock.lock(0)).thenReturn(false);
            KubernetesClusterVmMapCheck lock = lock(configurationDao);
            Runnable task = Mockito.mock(Runnable.class);
            assertFalse(lock.runExclusively(task));
            Mockito.verify(globalLock).releaseRef();
            Mockito.verify(globalLock, Mockito.never()).unlock();
            Mockito.verifyNoInteractions(task);
        }
    }

    @Test
    public void aFailingLockCallStillReleasesTheReference() {
        try (MockedStatic<GlobalLock> locks = internLock()) {
            Mockito.when(globalLock.lock(0)).thenThrow(new IllegalStateException("database down"));
            Runnable task = Mockito.mock(Runnable.class);
            try {
                lock(configurationDao).runExclusively(task);
                fail("the lock's failure reaches the worker, which counts a failed run");
            } catch (IllegalStateException expected) {
                Mockito.verify(globalLock).releaseRef();
                Mockito.verifyNoInteractions(task);
            }
        }
    }

    @Test
    public void aFailingTaskStillUnlocksAndReleasesTheReference() {
        try (MockedStatic<GlobalLock> locks = internLock()) {
            Mockito.when(globalLock.lock(0)).thenReturn(true);
            try {
                lock(configurationDao).runExclusively(() -> {
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
        KubernetesClusterVmMapCheck lock = lock(configurationDao);
        Mockito.when(configurationDao.getValueAndInitIfNotExist(ArgumentMatchers.eq(KubernetesClusterVmMapCheck.LAST_SWEEP_START),
                ArgumentMatchers.eq("Hidden"), ArgumentMatchers.eq("0"), ArgumentMatchers.anyString())).thenReturn("0", " 1764676800000 ", "garbage", null, "-5");
        assertNull("0: no sweep recorded yet", lock.lastSweepStartMs());
        assertEquals(Long.valueOf(1_764_676_800_000L), lock.lastSweepStartMs());
        assertNull("an unreadable value counts as no sweep", lock.lastSweepStartMs());
        assertNull("a row without a value counts as no sweep", lock.lastSweepStartMs());
        assertNull("a negative value counts as no sweep", lock.lastSweepStartMs());
        Mockito.when(configurationDao.update(KubernetesClusterVmMapCheck.LAST_SWEEP_START, "Hidden", "1764677100000")).thenReturn(true);
        lock.recordSweepStart(1_764_677_100_000L);
        Mockito.verify(configurationDao).update(KubernetesClusterVmMapCheck.LAST_SWEEP_START, "Hidden", "1764677100000");
        Mockito.verify(configurationDao, Mockito.never()).update(ArgumentMatchers.anyString(), ArgumentMatchers.anyString());
    }

    @Test(expected = CloudRuntimeException.class)
    public void aSweepStartThatCannotBeRecordedFailsTheSweepBeforeItBegins() {
        Mockito.when(configurationDao.update(ArgumentMatchers.anyString(), ArgumentMatchers.anyString(), ArgumentMatchers.anyString())).thenReturn(false);
        lock(configurationDao).recordSweepStart(1L);
    }

    @After
    public void databaseEncryptionOff() {
        EncryptionSecretKeyChecker.resetEncryptor();
        ReflectionTestUtils.setField(DBEncryptionUtil.class, "s_encryptor", null);
    }

    /** Database encryption on, as {@code cloudstack-setup-databases} leaves a management server (its {@code -e file} default). */
    private static void databaseEncryptionOn() {
        EncryptionSecretKeyChecker.initEncryptor("managementkey");
        ReflectionTestUtils.setField(DBEncryptionUtil.class, "s_encryptor", new CloudStackEncryptor("dbsecret", null, DBEncryptionUtil.class));
    }

    /**
     * CloudStack's configuration table as ConfigurationDaoImpl keeps it: a row made by persisting a ConfigurationVO
     * (which encrypts a Hidden value), read back through ConfigurationVO.getValue() (which decrypts it); the category
     * update encrypts, the deprecated two-argument update writes the column as given.
     */
    private static ConfigurationDao configurationTable(Map<String, ConfigurationVO> rows) {
        ConfigurationDao dao = Mockito.mock(ConfigurationDao.class);
        Mockito.lenient().when(dao.getValueAndInitIfNotExist(ArgumentMatchers.anyString(), ArgumentMatchers.anyString(), ArgumentMatchers.anyString(),
                ArgumentMatchers.anyString())).thenAnswer(call -> {
                    String name = call.getArgument(0);
                    ConfigurationVO row = rows.get(name);
                    if (row == null) {
                        rows.put(name, new ConfigurationVO(call.getArgument(1), "DEFAULT", "management-server", name, call.getArgument(2), call.getArgument(3)));
                        return call.getArgument(2);
                    }
                    try {
                        return row.getValue();
                    } catch (RuntimeException e) {
                        throw new CloudRuntimeException("Unable to initialize configuration variable: " + name);
                    }
                });
        Mockito.lenient().when(dao.getValue(ArgumentMatchers.anyString())).thenAnswer(call -> {
            ConfigurationVO row = rows.get(call.<String>getArgument(0));
            return row == null ? null : row.getValue();
        });
        Mockito.lenient().when(dao.update(ArgumentMatchers.anyString(), ArgumentMatchers.anyString())).thenAnswer(call -> {
            ReflectionTestUtils.setField(rows.get(call.getArgument(0)), "value", call.getArgument(1));
            return true;
        });
        Mockito.lenient().when(dao.update(ArgumentMatchers.anyString(), ArgumentMatchers.anyString(), ArgumentMatchers.anyString())).thenAnswer(call -> {
            String category = call.getArgument(1);
            String value = call.getArgument(2);
            boolean encrypted = "Hidden".equals(category) || "Secure".equals(category);
            ReflectionTestUtils.setField(rows.get(call.getArgument(0)), "value", encrypted ? DBEncryptionUtil.encrypt(value) : value);
            return true;
        });
        return dao;
    }

    @Test
    public void withDatabaseEncryptionOnTheLastSweepStartIsReadBackOverManyIntervals() {
        databaseEncryptionOn();
        Map<String, ConfigurationVO> rows = new HashMap<>();
        KubernetesClusterVmMapCheck lock = lock(configurationTable(rows));
        assertNull("no sweep yet", lock.lastSweepStartMs());
        for (long start = 1_764_676_800_000L; start < 1_764_676_800_000L + 4 * KubernetesClusterVmMapCheckWorker.CHECK_INTERVAL_MS;
                start += KubernetesClusterVmMapCheckWorker.CHECK_INTERVAL_MS) {
            lock.recordSweepStart(start);
            assertFalse("stored encrypted, as every Hidden value", String.valueOf(start).equals(ReflectionTestUtils.getField(
                    rows.get(KubernetesClusterVmMapCheck.LAST_SWEEP_START), "value")));
            assertEquals("read back by the next interval's check", Long.valueOf(start), lock.lastSweepStartMs());
        }
    }

    /** The API holds no lock: it reads the row, decrypted, and never makes it (the sweep does, under the lock). */
    @Test
    public void theApiReadsTheLastSweepStartAndNeverMakesItsRow() {
        databaseEncryptionOn();
        Map<String, ConfigurationVO> rows = new HashMap<>();
        KubernetesClusterVmMapCheck lock = lock(configurationTable(rows));
        assertNull("no sweep yet", lock.lastRecordedSweepStartMs());
        assertTrue("and no row made outside the lock", rows.isEmpty());
        assertNull(lock.lastSweepStartMs());
        lock.recordSweepStart(1_764_676_800_000L);
        assertEquals(Long.valueOf(1_764_676_800_000L), lock.lastRecordedSweepStartMs());
    }

    @Test
    public void aValueThatCannotBeDecryptedCountsAsNoSweepAndIsOverwritten() {
        databaseEncryptionOn();
        Map<String, ConfigurationVO> rows = new HashMap<>();
        ConfigurationDao table = configurationTable(rows);
        KubernetesClusterVmMapCheck lock = lock(table);
        assertNull(lock.lastSweepStartMs());
        table.update(KubernetesClusterVmMapCheck.LAST_SWEEP_START, "1764676800000");
        assertNull("plain text where an encrypted value belongs: no sweep recorded, not an error every interval", lock.lastSweepStartMs());
        lock.recordSweepStart(1_764_677_100_000L);
        assertEquals(Long.valueOf(1_764_677_100_000L), lock.lastSweepStartMs());
    }

    /**
     * GlobalLock's lock(0) waits for a holder in the same JVM (it returns at once only for another management
     * server's): a fresh check asked during this server's sweep must not wait for the sweep.
     */
    @Test
    public void aSecondCallerOnThisServerReturnsAtOnceWhileTheFirstHoldsTheLock() throws Exception {
        try (MockedStatic<GlobalLock> locks = internLock()) {
            Mockito.when(globalLock.lock(0)).thenReturn(true);
            KubernetesClusterVmMapCheck lock = lock(configurationDao);
            AtomicReference<Boolean> second = new AtomicReference<>();
            Runnable task = Mockito.mock(Runnable.class);
            assertTrue(lock.runExclusively(() -> {
                // Another thread of this server, while this one holds the lock (it never reaches GlobalLock: the
                // static mock above is this thread's alone).
                Thread other = new Thread(() -> second.set(lock.runExclusively(task)));
                other.start();
                try {
                    other.join(10_000L);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                assertFalse("the second caller returned", other.isAlive());
            }));
            assertEquals(Boolean.FALSE, second.get());
            Mockito.verifyNoInteractions(task);
            Mockito.verify(globalLock, Mockito.times(1)).lock(0);
            assertTrue("free again afterwards", lock.runExclusively(task));
        }
    }
}
