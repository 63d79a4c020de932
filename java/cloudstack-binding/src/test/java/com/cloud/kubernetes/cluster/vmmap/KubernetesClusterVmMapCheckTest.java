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
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

import org.apache.cloudstack.api.ApiCommandResourceType;
import org.apache.cloudstack.api.ApiConstants;
import org.apache.cloudstack.api.response.KubernetesClusterResponse;
import org.apache.cloudstack.api.response.KubernetesClusterVmMapCheckResultsResponse;
import org.apache.cloudstack.framework.config.ConfigKey;
import org.apache.cloudstack.framework.config.dao.ConfigurationDao;
import org.apache.cloudstack.managed.context.ManagedContextRunnable;
import org.junit.After;
import org.junit.Assert;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentCaptor;
import org.mockito.ArgumentMatchers;
import org.mockito.InOrder;
import org.mockito.Mock;
import org.mockito.MockedStatic;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;
import org.springframework.test.util.ReflectionTestUtils;

import com.cloud.alert.AlertManager;
import com.cloud.event.ActionEventUtils;
import com.cloud.event.EventVO;
import com.cloud.event.dao.EventDao;
import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.KubernetesClusterDetailsVO;
import com.cloud.kubernetes.cluster.KubernetesClusterVO;
import com.cloud.kubernetes.cluster.KubernetesClusterVmMapVO;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDetailsDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterVmMapDao;
import com.cloud.kubernetes.cluster.utils.KubernetesClusterUtil;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker.Cloud.SshEndpoint;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.demo.DirectExecutorService;
import com.cloud.utils.db.GlobalLock;
import com.cloud.utils.db.Transaction;
import com.cloud.utils.db.TransactionCallback;
import com.cloud.utils.exception.CloudRuntimeException;
import com.cloud.utils.ssh.SshCommandResult;
import com.cloud.utils.ssh.SshException;
import com.cloud.utils.ssh.SshHelper;
import com.cloud.vm.UserVmVO;
import com.cloud.vm.VirtualMachine;
import com.cloud.vm.dao.UserVmDao;

/**
 * End to end: the scheduled run through the real worker and the real native library, against mocked DAOs,
 * SSH, lock, events and alerts, for a cluster with every kind of mismatch.
 */
@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterVmMapCheckTest {
    @BeforeClass
    public static void needsTheLibrary() {
        VmMapCheckTestLibrary.assumeBuilt();
    }

    private static final File KEY = new File("/var/lib/cloudstack/management/.ssh/id_rsa");
    private static final long HOUR = 3_600_000L;

    /** The threads every DAO call ran on (a node-listing thread must never be one). */
    private final Set<String> daoThreads = ConcurrentHashMap.newKeySet();
    private final ConfigurationDao configurationDao = dao(ConfigurationDao.class);
    private final KubernetesClusterDao kubernetesClusterDao = dao(KubernetesClusterDao.class);
    private final KubernetesClusterVmMapDao kubernetesClusterVmMapDao = dao(KubernetesClusterVmMapDao.class);
    private final KubernetesClusterDetailsDao kubernetesClusterDetailsDao = dao(KubernetesClusterDetailsDao.class);
    private final UserVmDao userVmDao = dao(UserVmDao.class);
    private final EventDao eventDao = dao(EventDao.class);
    private SshEndpoint endpoint = SshEndpoint.of("203.0.113.10", 2222, "cloud", KEY.getPath());
    @Mock
    private AlertManager alertManager;
    @Mock
    private ConfigKey<Boolean> serviceEnabledKey;
    @Mock
    private ConfigKey<Boolean> enabledKey;
    @Mock
    private ConfigKey<Integer> parallelismKey;
    @Mock
    private GlobalLock globalLock;

    private KubernetesClusterVmMapCheck check;
    private final List<AutoCloseable> statics = new ArrayList<>();
    private MockedStatic<ActionEventUtils> actionEvents;
    private MockedStatic<Transaction> transaction;
    private KubernetesClusterVO prod;
    private KubernetesClusterVO prodNow;
    private List<KubernetesClusterVmMapVO> rows;
    private boolean failMapReadOf43;
    /** The host key the control node answers with. */
    private volatile String hostKey = "SHA256:control-node-key";
    /** How far the check's clock is ahead of the real one. */
    private volatile long clockAheadMs;
    /** The clusters whose endpoint CKS's action worker was asked for, in order. */
    private final List<Long> resolved = Collections.synchronizedList(new ArrayList<>());
    /** The watchdog each listing was given. */
    private MockedStatic<SshHelper> sshHelper;

    private <T> T dao(Class<T> type) {
        return Mockito.mock(type, Mockito.withSettings().invocationListeners(report -> daoThreads.add(Thread.currentThread().getName())));
    }

    @Mock
    private ScheduledExecutorService scheduler;

    private static KubernetesClusterVO cluster(KubernetesCluster.State state) {
        return KubernetesClusterVmMapCheckSourcesTest.cluster(42, "prod", state);
    }

    private static KubernetesClusterVmMapCheck.CheckedVm vm(long id, String name, VirtualMachine.State state, Date removed) {
        long now = System.currentTimeMillis();
        return KubernetesClusterVmMapCheckSourcesTest.vm(id, name, state, new Date(now - 48 * HOUR), new Date(now - 47 * HOUR), removed);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    @Before
    public void setUp() throws Exception {
        // CKS's action worker answers the endpoint (ControlNodeEndpointTest); here it answers `endpoint` for every cluster.
        check = new KubernetesClusterVmMapCheck() {
            @Override
            SshEndpoint endpointOf(KubernetesClusterVO cluster) {
                resolved.add(cluster.getId());
                return endpoint;
            }

            @Override
            public long nowMillis() {
                return System.currentTimeMillis() + clockAheadMs;
            }
        };
        check.kubernetesClusterDao = kubernetesClusterDao;
        check.kubernetesClusterVmMapDao = kubernetesClusterVmMapDao;
        check.kubernetesClusterDetailsDao = kubernetesClusterDetailsDao;
        check.userVmDao = userVmDao;
        check.eventDao = eventDao;
        check.alertManager = alertManager;
        check.configurationDao = configurationDao;
        Mockito.lenient().when(configurationDao.getValueAndInitIfNotExist(ArgumentMatchers.eq(KubernetesClusterVmMapCheck.LAST_SWEEP_START),
                ArgumentMatchers.anyString(), ArgumentMatchers.anyString(), ArgumentMatchers.anyString())).thenReturn("0");
        Mockito.lenient().when(configurationDao.update(ArgumentMatchers.eq(KubernetesClusterVmMapCheck.LAST_SWEEP_START),
                ArgumentMatchers.eq("Hidden"), ArgumentMatchers.anyString())).thenReturn(true);
        check.serviceEnabledKey = serviceEnabledKey;
        check.enabledKey = enabledKey;
        check.parallelismKey = parallelismKey;
        Mockito.lenient().when(serviceEnabledKey.value()).thenReturn(true);
        Mockito.lenient().when(enabledKey.value()).thenReturn(true);
        Mockito.lenient().when(parallelismKey.value()).thenReturn(4);

        prod = cluster(KubernetesCluster.State.Alert);
        prodNow = prod;
        Mockito.lenient().when(kubernetesClusterDao.listByClusterTypesAndStates(ArgumentMatchers.anyCollection(), ArgumentMatchers.anyCollection()))
                .thenReturn(Collections.singletonList(prod));
        // The check of one cluster reads it by id; the apply locks its row and compares it with what was read (SPEC 3.6).
        Mockito.lenient().when(kubernetesClusterDao.listByIds(ArgumentMatchers.anyCollection())).thenAnswer(
                inv -> inv.<Collection<Long>>getArgument(0).contains(42L) ? Collections.singletonList(prodNow) : Collections.emptyList());
        Mockito.lenient().when(kubernetesClusterDao.findById(42L)).thenAnswer(inv -> prodNow);
        Mockito.lenient().when(kubernetesClusterDao.lockRow(42L, true)).thenAnswer(inv -> prodNow);

        // Every kind of mismatch: 102 never joined, 103 destroyed, 104 in Error, 105 expunged, 109 gone, 120 unmapped,
        // and a ghost node.
        List<KubernetesClusterVmMapCheck.CheckedVm> owned = Arrays.asList(vm(101, "prod-control-19a0b1c2d3e", VirtualMachine.State.Running, null),
                vm(102, "prod-node-19a0b1c2e4f", VirtualMachine.State.Running, null),
                vm(103, "prod-node-19a0b1c2f50", VirtualMachine.State.Destroyed, null),
                vm(104, "prod-node-19a0b1c3001", VirtualMachine.State.Error, null),
                vm(120, "prod-node-19a0b1c3506", VirtualMachine.State.Running, null));
        List<KubernetesClusterVmMapCheck.CheckedVm> removed = Collections.singletonList(vm(105, "prod-node-19a0b1c3102",
                VirtualMachine.State.Expunging, new Date()));
        new DaoSearchStub<>(userVmDao, UserVmVO.class, p -> DaoSearchStub.longs(p, KubernetesClusterVmMapCheck.ACCOUNT_ID).equals(Arrays.asList(7L))
                ? owned : DaoSearchStub.longs(p, KubernetesClusterVmMapCheck.ID_IN).equals(Arrays.asList(105L, 109L)) ? removed : Collections.emptyList());
        rows = new ArrayList<>();
        long rowId = 1;
        for (long vmId : new long[] {101, 102, 103, 104, 105, 109}) {
            rows.add(KubernetesClusterVmMapCheckSourcesTest.row(rowId++, 42, vmId, vmId == 101, false));
        }
        Mockito.lenient().when(kubernetesClusterVmMapDao.listByClusterIds(ArgumentMatchers.anyCollection())).thenAnswer(inv -> {
            Collection<Long> clusterIds = inv.getArgument(0);
            if (failMapReadOf43 && clusterIds.contains(43L)) {
                throw new IllegalStateException("simulated DAO failure");
            }
            List<KubernetesClusterVmMapVO> out = new ArrayList<>();
            for (KubernetesClusterVmMapVO r : rows) {
                if (clusterIds.contains(r.getClusterId())) {
                    out.add(r);
                }
            }
            return out;
        });
        Mockito.lenient().when(kubernetesClusterVmMapDao.listAll()).thenAnswer(inv -> new ArrayList<>(rows));

        MockedStatic<GlobalLock> locks = Mockito.mockStatic(GlobalLock.class);
        statics.add(locks);
        locks.when(() -> GlobalLock.getInternLock(KubernetesClusterVmMapCheck.LOCK_NAME)).thenReturn(globalLock);
        Mockito.lenient().when(globalLock.lock(0)).thenReturn(true);

        // The listing itself (SshHelper's bounded command against a real control node) is tested in cloud-utils
        // (SshHelperBoundedCommandTest); here it answers as a control node would.
        sshHelper = Mockito.mockStatic(SshHelper.class);
        statics.add(sshHelper);
        listingAnswers(true, false, 0, "prod-control-19a0b1c2d3e Ready control-plane 1d v1.30.2\nghost-node Ready <none> 1d v1.30.2\n");

        transaction = Mockito.mockStatic(Transaction.class);
        statics.add(transaction);
        transaction.when(() -> Transaction.execute(ArgumentMatchers.any(TransactionCallback.class)))
                .thenAnswer(inv -> ((TransactionCallback<Object>) inv.getArgument(0)).doInTransaction(null));

        actionEvents = Mockito.mockStatic(ActionEventUtils.class);
        statics.add(actionEvents);
        // The pool runs its tasks on the sweep thread here (Mockito's static mocks are per thread); the searches are
        // built once, when the check starts, so after the stubs above.
        check.start(scheduler, size -> new DirectExecutorService());
    }

    @After
    public void tearDown() throws Exception {
        check.stop();
        for (AutoCloseable s : statics) {
            s.close();
        }
    }

    @Test
    public void theClusterListGetsEachClustersReportedCountAndStuckStateFromOneReadOfItsDetails() {
        KubernetesClusterVO scaling = cluster(KubernetesCluster.State.Scaling);
        Mockito.lenient().when(scaling.getId()).thenReturn(44L);
        Mockito.lenient().when(scaling.getUuid()).thenReturn("uuid-44");
        KubernetesClusterVO external = cluster(KubernetesCluster.State.Running);
        Mockito.lenient().when(external.getId()).thenReturn(45L);
        Mockito.lenient().when(external.getClusterType()).thenReturn(KubernetesCluster.ClusterType.ExternalManaged);
        Mockito.when(kubernetesClusterDetailsDao.listByResourceIdsAndNames(Arrays.asList(42L, 44L), KubernetesClusterVmMapCheckWorker.DETAIL_NAMES))
                .thenReturn(Arrays.asList(new KubernetesClusterDetailsVO(42L, "vmMapCheckReportedVmDrift", "mapped:103,unmapped:120", false),
                        new KubernetesClusterDetailsVO(42L, "vmMapCheckReportedNodeDrift", "node:ghost-node", false),
                        new KubernetesClusterDetailsVO(44L, "vmMapCheckStateSince", "Scaling:1:r3600", false)));
        List<KubernetesClusterResponse> responses = new ArrayList<>();
        for (String uuid : new String[] {"uuid-42", "uuid-44", "uuid-45"}) {
            KubernetesClusterResponse response = new KubernetesClusterResponse();
            response.setId(uuid);
            responses.add(response);
        }
        check.addVmMapCheckColumns(Arrays.asList(prod, scaling, external), responses);
        assertEquals(Long.valueOf(3), ReflectionTestUtils.getField(responses.get(0), "vmMapMismatches"));
        assertNull(ReflectionTestUtils.getField(responses.get(0), "stuckState"));
        assertEquals(Long.valueOf(0), ReflectionTestUtils.getField(responses.get(1), "vmMapMismatches"));
        assertEquals("Scaling", ReflectionTestUtils.getField(responses.get(1), "stuckState"));
        assertNull("an ExternalManaged cluster is not looked at", ReflectionTestUtils.getField(responses.get(2), "vmMapMismatches"));
        Mockito.verify(kubernetesClusterDetailsDao, Mockito.times(1)).listByResourceIdsAndNames(ArgumentMatchers.anyCollection(),
                ArgumentMatchers.anyCollection());
        Mockito.verify(userVmDao, Mockito.never()).customSearch(ArgumentMatchers.any(), ArgumentMatchers.any());
        Mockito.verify(userVmDao, Mockito.never()).customSearchIncludingRemoved(ArgumentMatchers.any(), ArgumentMatchers.any());
        Mockito.verify(kubernetesClusterVmMapDao, Mockito.never()).listAll();
    }

    @Test
    public void theClusterListItselfNeverFailsForTheColumns() {
        Mockito.when(kubernetesClusterDetailsDao.listByResourceIdsAndNames(ArgumentMatchers.anyCollection(), ArgumentMatchers.anyCollection()))
                .thenThrow(new IllegalStateException("simulated DAO failure"));
        KubernetesClusterResponse response = new KubernetesClusterResponse();
        response.setId("uuid-42");
        check.addVmMapCheckColumns(Collections.singletonList(prod), Collections.singletonList(response));
        assertNull(ReflectionTestUtils.getField(response, "vmMapMismatches"));
    }

    @Test
    public void aStuckStateNoSweepReportedYetIsNotInTheList() {
        KubernetesClusterVO scaling = cluster(KubernetesCluster.State.Scaling);
        Mockito.when(kubernetesClusterDetailsDao.listByResourceIdsAndNames(Arrays.asList(42L), KubernetesClusterVmMapCheckWorker.DETAIL_NAMES))
                .thenReturn(Collections.singletonList(new KubernetesClusterDetailsVO(42L, "vmMapCheckStateSince", "Scaling:1", false)));
        KubernetesClusterResponse response = new KubernetesClusterResponse();
        response.setId("uuid-42");
        check.addVmMapCheckColumns(Collections.singletonList(scaling), Collections.singletonList(response));
        assertNull("stuck for decades, but not reported yet", ReflectionTestUtils.getField(response, "stuckState"));
        assertEquals(Long.valueOf(0), ReflectionTestUtils.getField(response, "vmMapMismatches"));
    }

    @Test
    public void theClusterListGetsNothingWhileTheCheckIsOff() {
        Mockito.when(enabledKey.value()).thenReturn(false);
        KubernetesClusterResponse response = new KubernetesClusterResponse();
        response.setId("uuid-42");
        check.addVmMapCheckColumns(Collections.singletonList(prod), Collections.singletonList(response));
        assertNull(ReflectionTestUtils.getField(response, "vmMapMismatches"));
        Mockito.verify(kubernetesClusterDetailsDao, Mockito.never()).listByResourceIdsAndNames(ArgumentMatchers.anyCollection(),
                ArgumentMatchers.anyCollection());
    }

    @Test
    public void theScannerHookReportsEveryKindOfMismatchAsCloudStackExpects() {
        check.worker.tick();
        KubernetesClusterVmMapCheckWorker.SweepSummary s = check.worker.getLastSummary();
        assertNotNull("a check ran", s);
        assertEquals(1, s.checked);
        assertEquals(7, s.newMismatches);

        InOrder inOrder = Mockito.inOrder(kubernetesClusterDetailsDao, alertManager);
        inOrder.verify(kubernetesClusterDetailsDao).addDetail(42L, "vmMapCheckReportedVmDrift", "mapped:103,mapped:104,mapped:105,mapped:109,unmapped:120", false);
        inOrder.verify(kubernetesClusterDetailsDao).addDetail(42L, "vmMapCheckReportedNodeDrift", "node:ghost-node,notnode:102", false);
        inOrder.verify(alertManager, Mockito.times(6)).sendAlert(ArgumentMatchers.eq(AlertManager.AlertType.ALERT_TYPE_USERVM), ArgumentMatchers.eq(1L),
                ArgumentMatchers.isNull(), ArgumentMatchers.anyString(), ArgumentMatchers.anyString());

        List<EventVO> events = recordedEvents(7);
        for (EventVO e : events) {
            assertEquals(Arrays.asList(1L, 7L, EventVO.LEVEL_WARN, "KUBERNETES.CLUSTER.VM.MAP.CHECK", false, 42L, ApiCommandResourceType.KubernetesCluster.toString()),
                    Arrays.asList(e.getUserId(), e.getAccountId(), e.getLevel(), e.getType(), e.isDisplay(), e.getResourceId(), e.getResourceType()));
        }
        actionEvents.verifyNoInteractions();
        String all = events.stream().map(EventVO::getDescription).collect(Collectors.joining("\n"));
        for (String needle : new String[] {"VM with id 109", "prod-node-19a0b1c3102 (id 105)", "prod-node-19a0b1c2f50 (id 103) is in the VM map but is Destroyed",
            "(id 104) is in the VM map but is in Error", "prod-node-19a0b1c3506 (id 120) is named as a node", "Kubernetes node ghost-node",
            "prod-node-19a0b1c2e4f (id 102) is mapped and Running but is not a Kubernetes node"}) {
            assertTrue("events name " + needle + ":\n" + all, all.contains(needle));
        }
        ArgumentCaptor<String> subjects = ArgumentCaptor.forClass(String.class);
        Mockito.verify(alertManager, Mockito.times(6)).sendAlert(ArgumentMatchers.any(), ArgumentMatchers.anyLong(), ArgumentMatchers.isNull(),
                subjects.capture(), ArgumentMatchers.anyString());
        assertTrue(subjects.getAllValues().get(5).contains("2 more VM map mismatches"));
        Mockito.verify(globalLock).unlock();
        Mockito.verify(globalLock).releaseRef();
    }

    private List<String> recordedDescriptions(int times) {
        return recordedEvents(times).stream().map(EventVO::getDescription).collect(Collectors.toList());
    }

    private List<EventVO> recordedEvents(int times) {
        ArgumentCaptor<EventVO> recorded = ArgumentCaptor.forClass(EventVO.class);
        Mockito.verify(eventDao, Mockito.times(times)).persist(recorded.capture());
        return recorded.getAllValues();
    }

    /**
     * A transaction rolled back after its events were written leaves no row, no key and no alert, and the next run
     * reports the same mismatches again: each report reaches the event table and the alerts once. The events never
     * reach CloudStack's event bus (docs/DECISIONS.md), so no subscriber was told of the rolled-back one.
     */
    @SuppressWarnings("unchecked")
    @Test
    public void aRolledBackApplyIsReportedAgainInFullAndNothingOfItReachesTheEventBus() {
        AtomicBoolean commitFails = new AtomicBoolean(true);
        transaction.when(() -> Transaction.execute(ArgumentMatchers.any(TransactionCallback.class))).thenAnswer(inv -> {
            Object out = ((TransactionCallback<Object>) inv.getArgument(0)).doInTransaction(null);
            if (commitFails.getAndSet(false)) {
                throw new CloudRuntimeException("the commit failed: the database went away");
            }
            return out;
        });
        check.worker.tick();
        assertEquals("nothing of the cluster's apply was stored", 1, check.worker.getLastSummary().applyFailures);
        List<String> writtenBeforeTheRollback = recordedDescriptions(7);
        Mockito.verifyNoInteractions(alertManager);

        check.worker.runCheck();
        assertEquals(0, check.worker.getLastSummary().applyFailures);
        assertEquals("the same seven reports, written again and this time committed", writtenBeforeTheRollback, recordedDescriptions(14).subList(7, 14));
        Mockito.verify(alertManager, Mockito.times(6)).sendAlert(ArgumentMatchers.any(), ArgumentMatchers.anyLong(), ArgumentMatchers.isNull(),
                ArgumentMatchers.anyString(), ArgumentMatchers.anyString());
        actionEvents.verifyNoInteractions();
    }

    /** What SshHelper's bounded command answers for the listing from now on. */
    private SshCommandResult listingAnswers(boolean success, boolean cut, Integer exitStatus, String outputOrReason) throws Exception {
        SshCommandResult result = Mockito.mock(SshCommandResult.class);
        Mockito.lenient().when(result.first()).thenReturn(success);
        Mockito.lenient().when(result.second()).thenReturn(outputOrReason);
        Mockito.lenient().when(result.isCut()).thenReturn(cut);
        Mockito.lenient().when(result.getExitStatus()).thenReturn(exitStatus);
        Mockito.lenient().when(result.getHostKeyFingerprint()).thenAnswer(inv -> hostKey);
        Mockito.lenient().when(result.getEnding()).thenReturn(!cut ? SshCommandResult.Ending.EXIT_STATUS
                : outputOrReason.contains("did not finish within") ? SshCommandResult.Ending.DEADLINE : SshCommandResult.Ending.OUTPUT_LIMIT);
        sshHelper.when(() -> SshHelper.sshExecute("203.0.113.10", 2222, "cloud", KEY, null, KubernetesClusterUtil.CLUSTER_NODES_COMMAND,
                KubernetesClusterUtil.NODE_SSH_OUTPUT_LIMIT_BYTES, KubernetesClusterVmMapCheck.LISTING_TIMEOUT_MS)).thenReturn(result);
        return result;
    }

    /** The listing goes through SshHelper's bounded command, 4 MiB and 30 s, and each way it ends is the node view's reason. */
    @Test
    public void theListingIsSshHelpersBoundedCommandAndEachEndingIsTheNodeViewsReason() throws Exception {
        ClusterRecord record = new ClusterRecord(42, "u", "prod", "Running", "CloudManaged", 7, 1);
        assertEquals("prod-control-19a0b1c2d3e Ready control-plane 1d v1.30.2\nghost-node Ready <none> 1d v1.30.2\n", check.listNodes(record, endpoint).output);
        listingAnswers(false, true, null, "SSH command on 203.0.113.10:2222 printed more than 4194304 bytes; the rest was not read");
        assertEquals("SSH command on 203.0.113.10:2222 printed more than 4194304 bytes; the rest was not read", check.listNodes(record, endpoint).reason);
        listingAnswers(false, false, 3, "The connection to the server was refused");
        assertEquals("kubectl exited with status 3 on 203.0.113.10:2222", check.listNodes(record, endpoint).reason);
        listingAnswers(false, false, null, "a Ready <none> 1d v1.30.2\n");
        assertEquals("kubectl on 203.0.113.10:2222 ended without an exit status", check.listNodes(record, endpoint).reason);
        sshHelper.when(() -> SshHelper.sshExecute(ArgumentMatchers.anyString(), ArgumentMatchers.anyInt(), ArgumentMatchers.anyString(),
                ArgumentMatchers.any(File.class), ArgumentMatchers.isNull(), ArgumentMatchers.anyString(), ArgumentMatchers.anyInt(),
                ArgumentMatchers.anyLong())).thenThrow(new SshException("Failed to authenticate SSH user cloud on host 203.0.113.10"));
        assertEquals("SSH to 203.0.113.10:2222 failed: Failed to authenticate SSH user cloud on host 203.0.113.10", check.listNodes(record, endpoint).reason);
        sshHelper.when(() -> SshHelper.sshExecute(ArgumentMatchers.anyString(), ArgumentMatchers.anyInt(), ArgumentMatchers.anyString(),
                ArgumentMatchers.any(File.class), ArgumentMatchers.isNull(), ArgumentMatchers.anyString(), ArgumentMatchers.anyInt(),
                ArgumentMatchers.anyLong())).thenThrow(new InterruptedException());
        assertEquals("SSH to 203.0.113.10:2222 was interrupted: the check is stopping", check.listNodes(record, endpoint).reason);
        assertTrue("the interrupt is kept for the pool's thread", Thread.interrupted());
        assertEquals("no SSH address for the control node", check.listNodes(record, SshEndpoint.noAddress()).reason);
        assertTrue("no endpoint resolved in this sweep: not listed", check.listNodes(record, null).notListed);
        // SPEC 3.8: CKS finds no address (its reconcile stops there too) is told apart from a listing that failed.
        assertTrue(check.listNodes(record, SshEndpoint.noAddress()).noAddress);
        assertFalse(check.listNodes(record, SshEndpoint.unreachable("could not find how to reach the control node: x")).noAddress);
    }

    /** SPEC 3.8: the listing is the table form, which carries each node's STATUS, and the cluster's node counts go with it. */
    @Test
    public void theRequestCarriesTheTableListingAndTheNodeCountsCksReconcilesWith() throws Exception {
        listingAnswers(true, false, 0, "prod-control-19a0b1c2d3e   Ready   control-plane   1d   v1.30.2\n");
        assertEquals("table", check.listNodes(new ClusterRecord(42, "u", "prod", "Alert", "CloudManaged", 7, 1), endpoint).format);
        KubernetesClusterVO row = cluster(KubernetesCluster.State.Alert);
        Mockito.when(row.getControlNodeCount()).thenReturn(1L);
        Mockito.when(row.getNodeCount()).thenReturn(2L);
        Mockito.when(row.getEtcdNodeCount()).thenReturn(null);
        VmMapCheckRequest.NodeCounts counts = KubernetesClusterVmMapCheck.toRecord(row).nodeCounts;
        assertEquals(Arrays.asList(1L, 2L, 0L), Arrays.asList(counts.control, counts.workers, counts.etcd));
    }

    /** SPEC 3.8 and 6: why the cluster is in Alert heads the answer (not among the mismatches), and the list has it from the record alone. */
    @Test
    public void whyTheClusterIsInAlertIsInTheAnswerAndInTheList() {
        KubernetesClusterVmMapCheckResultsResponse answer = check.getKubernetesClusterVmMapCheckResults(prod, false);
        assertEquals("vm_state", answer.getAlertReasonKind());
        assertTrue(answer.getAlertReason(), answer.getAlertReason().contains("(id 103) is Destroyed"));
        assertTrue(answer.getMismatches().stream().noneMatch(m -> "alert_reason".equals(ReflectionTestUtils.getField(m, "kind"))));
        Mockito.when(kubernetesClusterDetailsDao.listByResourceIdsAndNames(Arrays.asList(42L), KubernetesClusterVmMapCheckWorker.DETAIL_NAMES))
                .thenReturn(Collections.singletonList(new KubernetesClusterDetailsVO(42L, "vmMapCheckAlertReason",
                        "1764676800000;v;v;1 of 3 mapped VMs is not Running: prod-node-19a0b1c2e4f (id 102) is Stopped", false)));
        KubernetesClusterResponse listed = new KubernetesClusterResponse();
        listed.setId("uuid-42");
        check.addVmMapCheckColumns(Collections.singletonList(prod), Collections.singletonList(listed));
        assertEquals("1 of 3 mapped VMs is not Running: prod-node-19a0b1c2e4f (id 102) is Stopped", ReflectionTestUtils.getField(listed, "alertReason"));
        assertEquals("vm_state", ReflectionTestUtils.getField(listed, "alertReasonKind"));
    }

    @Test
    public void aClusterCheckedNowRunsUnderTheLockAndIsAppliedAsASweepWould() {
        VmMapCheckResponse.ClusterResult result = check.getResult(42, true);
        assertNotNull(result);
        assertTrue(result.isChecked());
        assertEquals(7, result.countNewFindings());
        Mockito.verify(kubernetesClusterDetailsDao).addDetail(42L, "vmMapCheckReportedVmDrift", "mapped:103,mapped:104,mapped:105,mapped:109,unmapped:120", false);
        // Five alerts of their own (the alert cap) and one that sums up the rest, each a user VM alert in the cluster's zone.
        ArgumentCaptor<String> subjects = ArgumentCaptor.forClass(String.class);
        Mockito.verify(alertManager, Mockito.times(6)).sendAlert(ArgumentMatchers.eq(AlertManager.AlertType.ALERT_TYPE_USERVM), ArgumentMatchers.eq(1L),
                ArgumentMatchers.isNull(), subjects.capture(), ArgumentMatchers.anyString());
        assertTrue(subjects.getAllValues().toString(), subjects.getAllValues().stream().allMatch(subject -> subject.contains("prod")));
        InOrder inOrder = Mockito.inOrder(globalLock);
        inOrder.verify(globalLock).lock(0);
        inOrder.verify(globalLock).unlock();
        Mockito.verify(configurationDao, Mockito.never()).update(ArgumentMatchers.eq(KubernetesClusterVmMapCheck.LAST_SWEEP_START), ArgumentMatchers.anyString());
    }

    @Test
    public void aClusterCheckWhileAnotherCheckHoldsTheLockDoesNothing() {
        Mockito.when(globalLock.lock(0)).thenReturn(false);
        assertEquals(KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason.LOCK_HELD,
                Assert.assertThrows(KubernetesClusterVmMapCheckWorker.NotCheckedException.class, () -> check.getResult(42, true)).reason);
        Mockito.verifyNoInteractions(alertManager);
        Mockito.verify(eventDao, Mockito.never()).persist(ArgumentMatchers.any());
    }

    /** Why there is no answer, one reason each: the setting off, the library not loaded, the cluster gone. */
    @Test
    public void anAnswerForOneClusterSaysWhyThereIsNone() {
        assertEquals(KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason.GONE,
                Assert.assertThrows(KubernetesClusterVmMapCheckWorker.NotCheckedException.class, () -> check.getResult(43, false)).reason);
        assertEquals(KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason.GONE,
                Assert.assertThrows(KubernetesClusterVmMapCheckWorker.NotCheckedException.class, () -> check.getResult(43, true)).reason);
        Mockito.when(enabledKey.value()).thenReturn(false);
        assertEquals(KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason.OFF,
                Assert.assertThrows(KubernetesClusterVmMapCheckWorker.NotCheckedException.class, () -> check.getResult(42, false)).reason);
        Mockito.when(enabledKey.value()).thenReturn(true);
        Mockito.doThrow(new IllegalStateException("database down")).when(kubernetesClusterDao).listByIds(ArgumentMatchers.anyCollection());
        assertEquals("a failure under the answer is the failed reason, logged, not the raw error",
                KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason.FAILED,
                Assert.assertThrows(KubernetesClusterVmMapCheckWorker.NotCheckedException.class, () -> check.getResult(42, false)).reason);
        check.stop();
        assertEquals(KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason.NOT_STARTED,
                Assert.assertThrows(KubernetesClusterVmMapCheckWorker.NotCheckedException.class, () -> check.getResult(42, false)).reason);
        check.engines = () -> {
            throw new VmMapCheckException(VmMapCheckException.Kind.LIBRARY_UNAVAILABLE, "no library for this platform", null);
        };
        check.start(scheduler, size -> new DirectExecutorService());
        assertEquals(KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason.LIBRARY_NOT_LOADED,
                Assert.assertThrows(KubernetesClusterVmMapCheckWorker.NotCheckedException.class, () -> check.getResult(42, false)).reason);
    }

    @Test
    public void nothingIsAppliedWhenTheClusterChangedBetweenReadAndApply() {
        prodNow = cluster(KubernetesCluster.State.Scaling);
        check.worker.tick();
        assertEquals(1, check.worker.getLastSummary().notApplied);
        Mockito.verify(kubernetesClusterDetailsDao, Mockito.never()).addDetail(ArgumentMatchers.anyLong(), ArgumentMatchers.anyString(),
                ArgumentMatchers.anyString(), ArgumentMatchers.anyBoolean());
        Mockito.verifyNoInteractions(alertManager);
        Mockito.verify(eventDao, Mockito.never()).persist(ArgumentMatchers.any());
    }

    /** The uuid column allows NULL: such a row goes as CKS's node naming spells it ("k8s-" + null), and the engine takes it. */
    @Test
    public void aClusterRowWithoutUuidIsSentAsCksNamesItsNodes() {
        KubernetesClusterVO row = runningRowWithoutUuid(44, "!!", 7);
        long now = System.currentTimeMillis();
        VmMapCheckRequest request = new VmMapCheckRequest(now);
        request.clusters.add(new VmMapCheckRequest.Cluster(KubernetesClusterVmMapCheck.toRecord(row), VmMapCheckRequest.Kubectl.ok("")));
        request.vms.add(new VmMapCheckRequest.VmRecord(301, "u", "k8s-null-node-1a2b", "k8s-null-node-1a2b", 7, "Running", now - 48 * HOUR, now - 48 * HOUR,
                null));
        assertTrue(new VmMapCheckEngine().check(request).clusters.get(0).findings.stream().anyMatch(f -> "unmapped:301".equals(f.key)));
    }

    /** A CloudManaged cluster row in Running, its uuid left NULL. */
    private static KubernetesClusterVO runningRowWithoutUuid(long id, String name, long accountId) {
        KubernetesClusterVO row = Mockito.mock(KubernetesClusterVO.class);
        Mockito.when(row.getId()).thenReturn(id);
        Mockito.when(row.getName()).thenReturn(name);
        Mockito.when(row.getState()).thenReturn(KubernetesCluster.State.Running);
        Mockito.when(row.getClusterType()).thenReturn(KubernetesCluster.ClusterType.CloudManaged);
        Mockito.when(row.getAccountId()).thenReturn(accountId);
        return row;
    }

    @Test
    public void oneOwnersFailedMapReadDoesNotStopTheOthers() {
        KubernetesClusterVO broken = runningRowWithoutUuid(43, "stage", 8);
        Mockito.when(kubernetesClusterDao.listByClusterTypesAndStates(ArgumentMatchers.anyCollection(), ArgumentMatchers.anyCollection()))
                .thenReturn(Arrays.asList(broken, prod));
        failMapReadOf43 = true;
        check.worker.tick();
        KubernetesClusterVmMapCheckWorker.SweepSummary s = check.worker.getLastSummary();
        assertEquals(1, s.failed);
        assertEquals(1, s.checked);
        assertEquals(7, s.newMismatches);
        Mockito.verify(alertManager, Mockito.times(6)).sendAlert(ArgumentMatchers.any(), ArgumentMatchers.anyLong(), ArgumentMatchers.isNull(),
                ArgumentMatchers.anyString(), ArgumentMatchers.anyString());
    }

    @Test
    public void theEndpointsAreResolvedOnceForAllClustersAndTheSettingIsPassedAsSet() {
        check.worker.tick();
        assertEquals(Collections.singletonList(42L), resolved);
        assertEquals("one listing, one thread of the 4 the setting allows", 1, check.worker.getLastSummary().poolSize);
        Mockito.when(parallelismKey.value()).thenReturn(1000);
        // The worker clamps it: KubernetesClusterVmMapCheckWorkerPoolTest.thePoolIsTheSettingReadAtEverySweepClampedAndNeverMoreThreadsThanListings.
        assertEquals("as set", 1000, check.sshParallelism());
        Mockito.when(parallelismKey.value()).thenReturn(null);
        assertEquals(KubernetesClusterVmMapCheckWorker.Cloud.DEFAULT_SSH_PARALLELISM, check.sshParallelism());
    }

    /**
     * Issue 39: the endpoint is CKS's action worker's own answer, kept between sweeps until the cluster's map rows or
     * endpoint details change or SSH to it fails; one that cannot be reached is asked again every sweep.
     */
    @Test
    public void theEndpointIsKeptBetweenSweepsUntilTheMapOrItsDetailsChangeOrSshToItFails() throws Exception {
        check.worker.tick();
        check.worker.runCheck();
        assertEquals("kept: the second sweep asks CKS nothing", Collections.singletonList(42L), resolved);
        rows.add(KubernetesClusterVmMapCheckSourcesTest.row(99, 42, 130, false, false));
        check.worker.runCheck();
        assertEquals("a map row added", Arrays.asList(42L, 42L), resolved);
        Mockito.when(kubernetesClusterDetailsDao.listByResourceIdsAndNames(Collections.singletonList(42L), KubernetesClusterVmMapCheck.ENDPOINT_DETAILS))
                .thenReturn(Collections.singletonList(new KubernetesClusterDetailsVO(42L, ApiConstants.PUBLIC_IP_ID, "0f0e", false)));
        check.worker.runCheck();
        assertEquals("an endpoint detail set", Arrays.asList(42L, 42L, 42L), resolved);
        check.worker.runCheck();
        assertEquals(3, resolved.size());
        sshHelper.when(() -> SshHelper.sshExecute(ArgumentMatchers.anyString(), ArgumentMatchers.anyInt(), ArgumentMatchers.anyString(),
                ArgumentMatchers.any(File.class), ArgumentMatchers.isNull(), ArgumentMatchers.anyString(), ArgumentMatchers.anyInt(),
                ArgumentMatchers.anyLong())).thenThrow(new SshException("Connection refused"));
        check.worker.runCheck();
        assertEquals("SSH failed with the kept endpoint: asked again in the next sweep", 3, resolved.size());
        listingAnswers(true, false, 0, "prod-control-19a0b1c2d3e Ready control-plane 1d v1.30.2\n");
        check.worker.runCheck();
        check.worker.runCheck();
        assertEquals(4, resolved.size());
        listingAnswers(false, true, null, "SSH command on 203.0.113.10:2222 did not finish within 30000 ms");
        check.worker.runCheck();
        assertEquals(4, resolved.size());
        check.worker.runCheck();
        assertEquals("a listing past its deadline: asked again", 5, resolved.size());
        listingAnswers(false, false, 1, "The connection to the server localhost:8080 was refused");
        check.worker.runCheck();
        check.worker.runCheck();
        assertEquals("kubectl failed but SSH worked: kept", 6, resolved.size());
        endpoint = SshEndpoint.noAddress();
        check.worker.runCheck();
        assertEquals("kept until now", 6, resolved.size());
        rows.remove(rows.size() - 1);
        check.worker.runCheck();
        check.worker.runCheck();
        assertEquals("an answer without an address is kept too: CKS is not asked again every sweep", 7, resolved.size());
        clockAheadMs = KubernetesClusterVmMapCheck.UNREACHABLE_KEPT_MS + 60_000L;
        check.worker.runCheck();
        assertEquals("but asked again after half an hour", 8, resolved.size());
        assertEquals("the node view says why", 1, check.worker.getLastSummary().nodeViewsUnavailable);
        endpoint = SshEndpoint.unreachable("could not find how to reach the control node: Communications link failure");
        rows.add(rows.get(0));
        check.worker.runCheck();
        check.worker.runCheck();
        assertEquals("a failure to resolve (the action worker threw) is not kept: asked again at every sweep", 10, resolved.size());
    }

    /**
     * The first sweep after a start resolves a bounded number of endpoints through CKS's action worker (SPEC 5's bounds at
     * 5 000 clusters); the others are not listed in it, with nothing said of their nodes, and are resolved by the next.
     */
    @Test
    public void aSweepResolvesABoundedNumberOfEndpointsAndTheNextOnesTheRest() {
        List<ClusterRecord> five = new ArrayList<>();
        List<KubernetesClusterVO> vos = new ArrayList<>();
        for (long id = 61; id <= 65; id++) {
            KubernetesClusterVO vo = KubernetesClusterVmMapCheckSourcesTest.cluster(id, "c" + id, KubernetesCluster.State.Running);
            vos.add(vo);
            five.add(new ClusterRecord(id, "u" + id, "c" + id, "Running", "CloudManaged", 7, 1, null));
        }
        Mockito.when(kubernetesClusterDao.listByIds(ArgumentMatchers.anyCollection())).thenAnswer(inv -> {
            Collection<Long> ids = inv.getArgument(0);
            return vos.stream().filter(v -> ids.contains(v.getId())).collect(Collectors.toList());
        });
        check.endpointsResolvedPerSweep = 2;
        Map<Long, SshEndpoint> first = check.findEndpoints(five);
        assertEquals(Arrays.asList(61L, 62L), resolved);
        assertEquals(new HashSet<>(Arrays.asList(61L, 62L)), first.keySet());
        assertNull(first.get(63L));
        assertEquals("a cluster without an endpoint in this sweep is not listed: nothing said of its nodes",
                KubernetesClusterVmMapCheckWorker.ENDPOINT_DEFERRED_REASON, KubernetesClusterVmMapCheckWorker.notReached(first.get(63L)).reason);
        assertTrue(KubernetesClusterVmMapCheckWorker.notReached(first.get(63L)).notListed);
        check.findEndpoints(five);
        check.findEndpoints(five);
        assertEquals("the kept ones are not asked again; the rest in the next sweeps", Arrays.asList(61L, 62L, 63L, 64L, 65L), resolved);
        assertEquals(5, check.findEndpoints(five).size());
    }

    /**
     * A kept address given to another network's node (an IP released and assigned elsewhere) would reach another
     * cluster's control node, which accepts the management server's key too: the host key its first listing met is
     * pinned, and another one drops the endpoint, with the node view unavailable for that sweep.
     */
    @Test
    public void aKeptEndpointThatAnswersWithAnotherHostKeyIsDroppedAndNotListed() {
        check.worker.runCheck();
        check.worker.runCheck();
        assertEquals(Collections.singletonList(42L), resolved);
        assertEquals("SHA256:control-node-key", check.endpoints.get(42L).hostKey);
        hostKey = "SHA256:another-tenants-node";
        check.worker.runCheck();
        assertEquals("its node view unavailable, nothing listed", 1, check.worker.getLastSummary().nodeViewsUnavailable);
        assertFalse(check.endpoints.containsKey(42L));
        ClusterRecord record = new ClusterRecord(42, "u", "prod", "Alert", "CloudManaged", 7, 1);
        check.worker.runCheck();
        assertEquals("resolved again", Arrays.asList(42L, 42L), resolved);
        assertEquals("and the new key pinned", "SHA256:another-tenants-node", check.endpoints.get(42L).hostKey);
        assertTrue(check.listNodes(record, endpoint).ok);
    }

    /** A kept endpoint of a cluster no longer checked (destroyed, stopped) goes after an hour unused: the cache never grows without end. */
    @Test
    public void anEndpointUnusedForAnHourIsDropped() {
        check.worker.runCheck();
        assertTrue(check.endpoints.containsKey(42L));
        clockAheadMs = KubernetesClusterVmMapCheck.ENDPOINT_KEPT_UNUSED_MS - 60_000L;
        check.findEndpoints(Collections.emptyList());
        assertTrue("used 59 minutes ago: kept", check.endpoints.containsKey(42L));
        clockAheadMs = KubernetesClusterVmMapCheck.ENDPOINT_KEPT_UNUSED_MS + 60_000L;
        check.findEndpoints(Collections.emptyList());
        assertFalse("unused for an hour: dropped", check.endpoints.containsKey(42L));
    }

    @Test
    public void aNodeListingRunsOnItsOwnThreadOutsideTheManagedContextAndTouchesNoDao() throws Exception {
        // A port nothing listens on: the real bounded listing fails at once (Mockito's construction mock of the
        // listing is per thread, and the listings run on threads of their own here).
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        endpoint = SshEndpoint.of("127.0.0.1", closedPort, "cloud", KEY.getPath());
        List<Boolean> tasksInManagedContext = Collections.synchronizedList(new ArrayList<>());
        check.start(scheduler, size -> new ThreadPoolExecutor(size, size, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(),
                r -> new Thread(r, "test-listing-" + size)) {
            @Override
            protected void beforeExecute(Thread t, Runnable task) {
                tasksInManagedContext.add(task instanceof ManagedContextRunnable);
            }
        });
        KubernetesClusterVmMapCheckWorker.SweepSummary s = check.worker.runCheck();
        assertEquals(1, s.checked);
        assertEquals(1, s.listingsRun);
        assertEquals("the listing ran (and failed) on its own thread", 1, s.nodeViewsUnavailable);
        assertEquals(Collections.singletonList(false), tasksInManagedContext);
        assertTrue("DAO calls: " + daoThreads, daoThreads.contains(Thread.currentThread().getName()));
        for (String thread : daoThreads) {
            assertFalse("a DAO call on a node-listing thread: " + thread, thread.startsWith("test-listing-"));
        }
    }

    @Test
    public void aLibraryThatCannotBeLoadedIsAnAlertOncePerStartNotOnlyALogLine() {
        check.engines = () -> {
            throw new VmMapCheckException(VmMapCheckException.Kind.LIBRARY_UNAVAILABLE,
                    "the VM map check's native library is unavailable on linux-x86_64: extracting failed in every folder tried", null);
        };
        for (int i = 0; i < 3; i++) {
            check.worker.tick();
        }
        ArgumentCaptor<String> subject = ArgumentCaptor.forClass(String.class);
        ArgumentCaptor<String> body = ArgumentCaptor.forClass(String.class);
        Mockito.verify(alertManager, Mockito.times(1)).sendAlert(ArgumentMatchers.eq(AlertManager.AlertType.ALERT_TYPE_MANAGEMENT_NODE),
                ArgumentMatchers.eq(0L), ArgumentMatchers.eq(0L), subject.capture(), body.capture());
        assertTrue(subject.getValue(), subject.getValue().startsWith("The Kubernetes cluster VM map check is off on management server "));
        assertTrue(body.getValue(), body.getValue().contains("extracting failed in every folder tried"));
        assertTrue(body.getValue(), body.getValue().contains("cloud.kubernetes.cluster.vm.map.check.enabled is true"));
        Mockito.verify(kubernetesClusterDao, Mockito.never()).listByClusterTypesAndStates(ArgumentMatchers.anyCollection(), ArgumentMatchers.anyCollection());
        check.stop();
        check.start(scheduler, size -> new DirectExecutorService());
        check.worker.tick();
        check.worker.tick();
        Mockito.verify(alertManager, Mockito.times(2).description("once more after a restart")).sendAlert(
                ArgumentMatchers.eq(AlertManager.AlertType.ALERT_TYPE_MANAGEMENT_NODE), ArgumentMatchers.eq(0L), ArgumentMatchers.eq(0L),
                ArgumentMatchers.anyString(), ArgumentMatchers.anyString());
    }

    @Test
    public void aDisabledSettingRunsNothing() {
        Mockito.when(enabledKey.value()).thenReturn(false);
        check.worker.tick();
        assertNull(check.worker.getLastSummary());
        Mockito.verifyNoInteractions(globalLock, alertManager);
        Mockito.verify(kubernetesClusterDao, Mockito.never()).listByClusterTypesAndStates(ArgumentMatchers.anyCollection(), ArgumentMatchers.anyCollection());
    }

    @Test
    public void theKubernetesServiceSettingOffRunsNothing() {
        Mockito.when(serviceEnabledKey.value()).thenReturn(false);
        check.worker.tick();
        assertNull(check.worker.getLastSummary());
        Mockito.verifyNoInteractions(globalLock, alertManager);
        Mockito.verify(kubernetesClusterDao, Mockito.never()).listByClusterTypesAndStates(ArgumentMatchers.anyCollection(), ArgumentMatchers.anyCollection());
    }

    @Test
    public void theSettingsAreChildrenOfTheKubernetesServiceSetting() {
        assertEquals("cloud.kubernetes.service.enabled", KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckEnabled.parent());
        assertEquals("cloud.kubernetes.service.enabled", KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckSshParallelism.parent());
        assertEquals("cloud.kubernetes.cluster.vm.map.check.ssh.parallelism", KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckSshParallelism.key());
        assertEquals("64", KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckSshParallelism.defaultValue());
        assertTrue(KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckSshParallelism.isDynamic());
        assertTrue(KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckEnabled.isDynamic());
        assertEquals("cloud.kubernetes.service.enabled", KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckAlertBudget.parent());
        assertEquals("cloud.kubernetes.cluster.vm.map.check.alert.budget", KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckAlertBudget.key());
        assertEquals("50", KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckAlertBudget.defaultValue());
        assertTrue(KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckAlertBudget.isDynamic());
        assertEquals("cloud.kubernetes.cluster.vm.map.check.grace.period", KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckGracePeriod.key());
        assertEquals("900", KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckGracePeriod.defaultValue());
        assertTrue(KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckGracePeriod.isDynamic());
    }

    /**
     * The check runs on its own scheduled thread in CloudStack's managed context, at a fixed delay (never two runs at
     * once), every 30 s; a run never throws (a throw would end the schedule); stop shuts the thread down.
     */
    @Test
    public void theScheduledRunNeverThrowsAndStopShutsTheThreadDown() throws Exception {
        ArgumentCaptor<Runnable> run = ArgumentCaptor.forClass(Runnable.class);
        Mockito.verify(scheduler).scheduleWithFixedDelay(run.capture(), ArgumentMatchers.eq(30L), ArgumentMatchers.eq(30L),
                ArgumentMatchers.eq(TimeUnit.SECONDS));
        assertTrue("in CloudStack's managed context", run.getValue() instanceof ManagedContextRunnable);
        Mockito.when(enabledKey.value()).thenThrow(new IllegalStateException("config unavailable"));
        run.getValue().run();
        assertFalse(check.worker.tick());
        Mockito.verifyNoInteractions(globalLock);
        check.stop();
        Mockito.verify(scheduler).shutdownNow();
        assertNull(check.worker);
    }
}
