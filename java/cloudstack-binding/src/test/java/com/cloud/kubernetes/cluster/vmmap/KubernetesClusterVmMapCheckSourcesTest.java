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
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.apache.cloudstack.api.ApiCommandResourceType;
import org.apache.cloudstack.framework.config.ConfigKey;
import org.junit.Before;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentCaptor;
import org.mockito.ArgumentMatchers;
import org.mockito.Mock;
import org.mockito.MockedStatic;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.event.ActionEventUtils;
import com.cloud.event.EventVO;
import com.cloud.event.dao.EventDao;
import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.KubernetesClusterDetailsVO;
import com.cloud.kubernetes.cluster.KubernetesClusterService;
import com.cloud.kubernetes.cluster.KubernetesClusterVO;
import com.cloud.kubernetes.cluster.KubernetesClusterVmMapVO;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDetailsDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterVmMapDao;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmMapRow;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.DetailChange;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Event;
import com.cloud.utils.db.Transaction;
import com.cloud.utils.db.TransactionCallback;
import com.cloud.vm.UserVmVO;
import com.cloud.vm.VirtualMachine;
import com.cloud.vm.dao.UserVmDao;

@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterVmMapCheckSourcesTest {
    @Mock
    private KubernetesClusterDao kubernetesClusterDao;
    @Mock
    private KubernetesClusterVmMapDao kubernetesClusterVmMapDao;
    @Mock
    private KubernetesClusterDetailsDao kubernetesClusterDetailsDao;
    @Mock
    private UserVmDao userVmDao;
    @Mock
    private EventDao eventDao;

    /** The user VM searches answer nothing until a test stubs them; CKS's own tables are read by its DAOs' methods. */
    @Before
    public void setUp() {
        new DaoSearchStub<>(userVmDao, UserVmVO.class, p -> Collections.emptyList());
    }

    /** Built after a test's stubs: the user VM searches are built once, in the constructor. */
    private KubernetesClusterVmMapCheck sources() {
        KubernetesClusterVmMapCheck check = new KubernetesClusterVmMapCheck();
        check.userVmDao = userVmDao;
        check.eventDao = eventDao;
        check.kubernetesClusterDao = kubernetesClusterDao;
        check.kubernetesClusterVmMapDao = kubernetesClusterVmMapDao;
        check.kubernetesClusterDetailsDao = kubernetesClusterDetailsDao;
        check.buildSearches();
        return check;
    }

    static KubernetesClusterVO cluster(long id, String name, KubernetesCluster.State state) {
        KubernetesClusterVO c = Mockito.mock(KubernetesClusterVO.class);
        Mockito.lenient().when(c.getId()).thenReturn(id);
        Mockito.lenient().when(c.getUuid()).thenReturn("uuid-" + id);
        Mockito.lenient().when(c.getName()).thenReturn(name);
        Mockito.lenient().when(c.getState()).thenReturn(state);
        Mockito.lenient().when(c.getClusterType()).thenReturn(KubernetesCluster.ClusterType.CloudManaged);
        Mockito.lenient().when(c.getAccountId()).thenReturn(7L);
        Mockito.lenient().when(c.getDomainId()).thenReturn(3L);
        Mockito.lenient().when(c.getZoneId()).thenReturn(1L);
        return c;
    }

    static KubernetesClusterVmMapVO row(long id, long clusterId, long vmId, boolean control, boolean etcd) {
        KubernetesClusterVmMapVO r = Mockito.mock(KubernetesClusterVmMapVO.class);
        Mockito.lenient().when(r.getId()).thenReturn(id);
        Mockito.lenient().when(r.getClusterId()).thenReturn(clusterId);
        Mockito.lenient().when(r.getVmId()).thenReturn(vmId);
        Mockito.lenient().when(r.isControlNode()).thenReturn(control);
        Mockito.lenient().when(r.isEtcdNode()).thenReturn(etcd);
        Mockito.lenient().when(r.isExternalNode()).thenReturn(false);
        return r;
    }

    static KubernetesClusterVmMapCheck.CheckedVm vm(long id, String hostName, VirtualMachine.State state, Date created, Date updated, Date removed) {
        return vm(id, hostName, hostName, state, created, updated, removed);
    }

    static KubernetesClusterVmMapCheck.CheckedVm vm(long id, String hostName, String displayName, VirtualMachine.State state, Date created,
            Date updated, Date removed) {
        KubernetesClusterVmMapCheck.CheckedVm vm = new KubernetesClusterVmMapCheck.CheckedVm();
        vm.id = id;
        vm.uuid = "vm-uuid-" + id;
        vm.hostName = hostName;
        vm.displayName = displayName;
        vm.accountId = 7L;
        vm.state = state;
        vm.created = created;
        vm.updateTime = updated;
        vm.removed = removed;
        return vm;
    }

    @Test
    public void listsCloudManagedClustersInRunningAlertAndTheWatchedStatesInOneQueryAndThoseHoldingTheStateOrAlertRecord() {
        KubernetesClusterVO running = cluster(1, "prod", KubernetesCluster.State.Running);
        KubernetesClusterVO alert = cluster(2, "stage", KubernetesCluster.State.Alert);
        KubernetesClusterVO scaling = cluster(3, "big", KubernetesCluster.State.Scaling);
        KubernetesClusterVO stopped = cluster(4, "left", KubernetesCluster.State.Stopped);
        List<KubernetesCluster.State> states = Arrays.asList(KubernetesCluster.State.Running, KubernetesCluster.State.Alert,
                KubernetesCluster.State.Created, KubernetesCluster.State.Starting, KubernetesCluster.State.Stopping, KubernetesCluster.State.Scaling,
                KubernetesCluster.State.ScalingStoppedCluster, KubernetesCluster.State.Upgrading, KubernetesCluster.State.Importing,
                KubernetesCluster.State.RemovingNodes, KubernetesCluster.State.Recovering);
        Mockito.when(kubernetesClusterDao.listByClusterTypesAndStates(Collections.singletonList(KubernetesCluster.ClusterType.CloudManaged), states))
                .thenReturn(Arrays.asList(running, alert, scaling));
        // The record is held by a watched cluster (listed already) and by a Stopped one, read by id.
        Mockito.when(kubernetesClusterDetailsDao.findDetails(KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE))
                .thenReturn(Arrays.asList(new KubernetesClusterDetailsVO(3L, KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE, "Scaling:1", false),
                        new KubernetesClusterDetailsVO(4L, KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE, "Scaling:1:r3600", false)));
        // SPEC 3.8's record is held by a cluster in Alert (listed already) and by one that left Alert (read by id).
        KubernetesClusterVO left = cluster(5, "gone-alert", KubernetesCluster.State.Running);
        Mockito.when(kubernetesClusterDetailsDao.findDetails(KubernetesClusterVmMapCheckWorker.DETAIL_ALERT_REASON))
                .thenReturn(Arrays.asList(new KubernetesClusterDetailsVO(2L, KubernetesClusterVmMapCheckWorker.DETAIL_ALERT_REASON, "1;v;v;x", false),
                        new KubernetesClusterDetailsVO(5L, KubernetesClusterVmMapCheckWorker.DETAIL_ALERT_REASON, "1;v;v;x", false)));
        Mockito.when(kubernetesClusterDao.listByIds(new HashSet<>(Arrays.asList(4L, 5L)))).thenReturn(Arrays.asList(stopped, left));
        List<ClusterRecord> clusters = sources().listClustersToCheck();
        assertEquals(Arrays.asList(1L, 2L, 3L, 4L, 5L), clusters.stream().map(c -> c.id).collect(Collectors.toList()));
        ClusterRecord c = clusters.get(1);
        assertEquals(2, c.id);
        assertEquals("uuid-2", c.uuid);
        assertEquals("stage", c.name);
        assertEquals("Alert", c.state);
        assertEquals("CloudManaged", c.type);
        assertEquals(7, c.accountId);
        assertEquals(1, c.zoneId);
        assertEquals("Stopped", clusters.get(3).state);
        Mockito.verify(kubernetesClusterDao, Mockito.never()).findManagedKubernetesClustersInState(ArgumentMatchers.any());
    }

    @Test
    public void theStateBoundsAreCksOwnTimeoutSettingsForEveryWatchedState() {
        // Four of the five settings default to 3600 s: the keys themselves are compared, not their values.
        Map<KubernetesCluster.State, ConfigKey<Long>> bounds = KubernetesClusterVmMapCheck.STATE_BOUNDS;
        assertEquals(9, bounds.size());
        for (KubernetesCluster.State state : new KubernetesCluster.State[] {KubernetesCluster.State.Created, KubernetesCluster.State.Starting,
                KubernetesCluster.State.Stopping, KubernetesCluster.State.Recovering}) {
            assertSame(state.name(), KubernetesClusterService.KubernetesClusterStartTimeout, bounds.get(state));
        }
        assertSame(KubernetesClusterService.KubernetesClusterScaleTimeout, bounds.get(KubernetesCluster.State.Scaling));
        assertSame(KubernetesClusterService.KubernetesClusterScaleTimeout, bounds.get(KubernetesCluster.State.ScalingStoppedCluster));
        assertSame(KubernetesClusterService.KubernetesClusterUpgradeTimeout, bounds.get(KubernetesCluster.State.Upgrading));
        assertSame(KubernetesClusterService.KubernetesClusterAddNodeTimeout, bounds.get(KubernetesCluster.State.Importing));
        assertSame(KubernetesClusterService.KubernetesClusterRemoveNodeTimeout, bounds.get(KubernetesCluster.State.RemovingNodes));
        Map<String, Long> sent = sources().stateBoundsS();
        assertEquals("by state name, in seconds", Long.valueOf(900), sent.get("RemovingNodes"));
        assertEquals(Long.valueOf(3600), sent.get("Scaling"));
        assertEquals(9, sent.size());
    }

    @Test
    public void reReadsAnOwnersClustersInOneQuery() {
        KubernetesClusterVO scaling = cluster(1, "prod", KubernetesCluster.State.Scaling);
        Mockito.when(kubernetesClusterDao.listByIds(Arrays.asList(1L, 2L))).thenReturn(Collections.singletonList(scaling));
        KubernetesClusterVmMapCheck sources = sources();
        Map<Long, ClusterRecord> now = sources.findClustersByIds(Arrays.asList(1L, 2L));
        assertEquals("Scaling", now.get(1L).state);
        assertFalse("a cluster that is gone is absent", now.containsKey(2L));
        Mockito.verify(kubernetesClusterDao).listByIds(Arrays.asList(1L, 2L));
        Mockito.verify(kubernetesClusterDao, Mockito.never()).search(ArgumentMatchers.any(), ArgumentMatchers.any());
        Mockito.verify(kubernetesClusterDao, Mockito.never()).createSearchBuilder();
    }

    @Test
    public void mapRowsOfAnOwnersClustersComeInOneQueryAndKeepTheirIdsAndFlags() {
        List<KubernetesClusterVmMapVO> map = Arrays.asList(row(5, 42, 101, true, false), row(6, 42, 108, false, true), row(7, 43, 120, false, false));
        Mockito.when(kubernetesClusterVmMapDao.listByClusterIds(Arrays.asList(42L, 43L))).thenReturn(map);
        List<VmMapRow> rows = sources().listVmMapRows(Arrays.asList(42L, 43L));
        assertEquals(3, rows.size());
        assertEquals(5, rows.get(0).id);
        assertTrue(rows.get(0).controlNode);
        assertEquals(108, rows.get(1).vmId);
        assertTrue(rows.get(1).etcdNode);
        assertEquals(43, rows.get(2).clusterId);
        Mockito.verify(kubernetesClusterVmMapDao).listByClusterIds(Arrays.asList(42L, 43L));
        Mockito.verifyNoMoreInteractions(kubernetesClusterVmMapDao);
    }

    @Test
    public void theWholeMapIsOneReadWithNoConditionNotAScanByVmIdsPerOwner() {
        List<KubernetesClusterVmMapVO> all = Arrays.asList(row(9, 77, 120, false, false), row(3, 42, 101, true, false));
        Mockito.when(kubernetesClusterVmMapDao.listAll()).thenReturn(all);
        List<VmMapRow> rows = sources().listWholeVmMap();
        assertEquals(2, rows.size());
        assertEquals(77, rows.get(0).clusterId);
        assertEquals(120, rows.get(0).vmId);
        assertTrue(rows.get(1).controlNode);
        Mockito.verify(kubernetesClusterVmMapDao).listAll();
        Mockito.verifyNoMoreInteractions(kubernetesClusterVmMapDao);
    }

    @Test
    public void ownerVmsExcludeRemovedOnesAndMappedVmsIncludeThemWithTheirDisplayNames() {
        Date created = new Date(1_000L);
        Date updated = new Date(2_000L);
        Date removed = new Date(3_000L);
        // The owner's read includes removed rows (no "removed IS NULL": see buildSearches); one removed in another state
        // than Expunging is dropped in Java.
        List<KubernetesClusterVmMapCheck.CheckedVm> owned101 = Arrays.asList(vm(101, "i-7-101-VM", "GPU-Worker-1",
                VirtualMachine.State.Running, created, null, null), vm(102, "i-7-102-VM", VirtualMachine.State.Destroyed, created, updated, removed));
        List<KubernetesClusterVmMapCheck.CheckedVm> removed104 = Collections.singletonList(vm(104, "prod-node-2", VirtualMachine.State.Expunging,
                created, updated, removed));
        DaoSearchStub<UserVmVO> search = new DaoSearchStub<>(userVmDao, UserVmVO.class,
                p -> p.containsKey(KubernetesClusterVmMapCheck.ACCOUNT_ID) ? owned101 : removed104);
        KubernetesClusterVmMapCheck sources = sources();
        assertEquals("one search by owner (its account, not Expunging), one by ids, each built once",
                Arrays.asList(KubernetesClusterVmMapCheck.ACCOUNT_ID, KubernetesClusterVmMapCheck.STATE_NOT, KubernetesClusterVmMapCheck.ID_IN),
                search.conditions);
        List<VmRecord> ownersVms = sources.listVmsOfAccount(7);
        assertEquals("the removed VM is not the owner's", 1, ownersVms.size());
        VmRecord owned = ownersVms.get(0);
        assertEquals("i-7-101-VM", owned.hostName);
        assertEquals("GPU-Worker-1", owned.displayName);
        assertEquals("Running", owned.state);
        assertEquals(Long.valueOf(1_000L), owned.createdMs);
        assertNull(owned.updateTimeMs);
        assertNull(owned.removedMs);
        VmRecord expunged = sources.listVmsIncludingRemoved(Collections.singletonList(104L)).get(0);
        assertEquals("Expunging", expunged.state);
        assertEquals(Long.valueOf(2_000L), expunged.updateTimeMs);
        assertEquals(Long.valueOf(3_000L), expunged.removedMs);
        assertEquals(Collections.singletonList(7L), DaoSearchStub.longs(search.queries.get(0), KubernetesClusterVmMapCheck.ACCOUNT_ID));
        assertEquals(Collections.singletonList(VirtualMachine.State.Expunging), search.queries.get(0).get(KubernetesClusterVmMapCheck.STATE_NOT));
        assertEquals(Collections.singletonList(104L), DaoSearchStub.longs(search.queries.get(1), KubernetesClusterVmMapCheck.ID_IN));
        assertEquals("both reads include removed rows in SQL", search.queries, search.includingRemoved);
        // Partial selects only: a whole UserVmVO would carry user_vm.user_data (CKS's cloud-init, tens of KB per node VM).
        Mockito.verify(userVmDao, Mockito.never()).search(ArgumentMatchers.any(), ArgumentMatchers.any());
        Mockito.verify(userVmDao, Mockito.never()).listByAccountId(ArgumentMatchers.anyLong());
        Mockito.verify(userVmDao, Mockito.times(2)).createSearchBuilder(KubernetesClusterVmMapCheck.CheckedVm.class);
        assertTrue("no query for no VMs", sources.listVmsIncludingRemoved(Collections.emptyList()).isEmpty());
        assertEquals(2, search.queries.size());
    }

    @Test
    public void aVmWithoutCreationTimeIsSentWithoutOneForTheLibraryToTakeAsNew() {
        List<KubernetesClusterVmMapCheck.CheckedVm> noCreated = Collections.singletonList(vm(101, "prod-node-1", VirtualMachine.State.Running,
                null, null, null));
        new DaoSearchStub<>(userVmDao, UserVmVO.class, p -> noCreated);
        assertNull(sources().listVmsOfAccount(7).get(0).createdMs);
    }

    @Test
    public void readsTheTwoDetailsOfAnOwnersClustersInOneQuery() {
        List<KubernetesClusterDetailsVO> stored = Arrays.asList(detail(42, "vmMapCheckReportedVmDrift", "mapped:101"),
                detail(43, "vmMapCheckReportedNodeDrift", "node:ghost"));
        Mockito.when(kubernetesClusterDetailsDao.listByResourceIdsAndNames(Arrays.asList(42L, 43L, 44L), KubernetesClusterVmMapCheckWorker.DETAIL_NAMES))
                .thenReturn(stored);
        Map<Long, Map<String, String>> d = sources().getDetails(Arrays.asList(42L, 43L, 44L), KubernetesClusterVmMapCheckWorker.DETAIL_NAMES);
        assertEquals("mapped:101", d.get(42L).get("vmMapCheckReportedVmDrift"));
        assertFalse(d.get(42L).containsKey("vmMapCheckReportedNodeDrift"));
        assertEquals("node:ghost", d.get(43L).get("vmMapCheckReportedNodeDrift"));
        assertFalse(d.containsKey(44L));
        Mockito.verify(kubernetesClusterDetailsDao).listByResourceIdsAndNames(Arrays.asList(42L, 43L, 44L), KubernetesClusterVmMapCheckWorker.DETAIL_NAMES);
        Mockito.verifyNoMoreInteractions(kubernetesClusterDetailsDao);
    }

    private static KubernetesClusterDetailsVO detail(long clusterId, String name, String value) {
        KubernetesClusterDetailsVO d = Mockito.mock(KubernetesClusterDetailsVO.class);
        Mockito.lenient().when(d.getResourceId()).thenReturn(clusterId);
        Mockito.lenient().when(d.getName()).thenReturn(name);
        Mockito.lenient().when(d.getValue()).thenReturn(value);
        return d;
    }

    /** Records a call in order; the mocked method returns null (void, or a Long it does not matter). */
    private static Object record(List<String> ran, String call) {
        ran.add(call);
        return null;
    }

    @SuppressWarnings("unchecked")
    @Test
    public void detailChangesThenEventsRunInOneTransactionAndDetailsAreWrittenWithDisplayFalse() {
        List<String> ran = new ArrayList<>();
        KubernetesClusterVmMapCheck sources = sources();
        Mockito.doAnswer(inv -> record(ran, "add " + inv.getArgument(1))).when(kubernetesClusterDetailsDao)
                .addDetail(ArgumentMatchers.anyLong(), ArgumentMatchers.anyString(), ArgumentMatchers.anyString(), ArgumentMatchers.anyBoolean());
        Mockito.doAnswer(inv -> record(ran, "remove " + inv.getArgument(1))).when(kubernetesClusterDetailsDao)
                .removeDetail(ArgumentMatchers.anyLong(), ArgumentMatchers.anyString());
        Mockito.doAnswer(inv -> record(ran, "event " + inv.<EventVO>getArgument(0).getDescription())).when(eventDao).persist(ArgumentMatchers.any());
        KubernetesClusterVO prod = cluster(42, "prod", KubernetesCluster.State.Running);
        Mockito.when(kubernetesClusterDao.lockRow(42L, true)).thenAnswer(inv -> {
            ran.add("lock");
            return prod;
        });
        Mockito.when(kubernetesClusterVmMapDao.listByClusterIds(Collections.singletonList(42L))).thenAnswer(inv -> {
            ran.add("map");
            return Collections.singletonList(row(5, 42, 101, true, false));
        });
        Event event = VmMapCheckEngine.GSON.fromJson("{\"level\":\"INFO\",\"description\":\"matches again\"}", Event.class);
        try (MockedStatic<Transaction> transaction = Mockito.mockStatic(Transaction.class)) {
            transaction.when(() -> Transaction.execute(ArgumentMatchers.any(TransactionCallback.class)))
                    .thenAnswer(inv -> {
                        ran.add("begin");
                        Object result = ((TransactionCallback<Object>) inv.getArgument(0)).doInTransaction(null);
                        ran.add("commit");
                        return result;
                    });
            assertTrue(sources.applyInTransaction(new ClusterRecord(42, "u", "prod", "Running", "CloudManaged", 7, 1),
                    Collections.singletonList(new VmMapRow(5, 42, 101, true, false, false)),
                    Arrays.asList(new DetailChange("vmMapCheckReportedVmDrift", "mapped:101"), new DetailChange("vmMapCheckReportedNodeDrift", null)),
                    Collections.singletonList(event)));
            transaction.verify(() -> Transaction.execute(ArgumentMatchers.any(TransactionCallback.class)), Mockito.times(1));
        }
        // SPEC 3.6: the row locked, then the map compared, inside the transaction that writes.
        assertEquals(Arrays.asList("begin", "lock", "map", "add vmMapCheckReportedVmDrift", "remove vmMapCheckReportedNodeDrift", "event matches again",
                "commit"), ran);
        Mockito.verify(kubernetesClusterDetailsDao).addDetail(42L, "vmMapCheckReportedVmDrift", "mapped:101", false);
    }

    /**
     * SPEC 3.5's display = false keeps the event from everyone but root admins; CloudStack's event bus ignores it, and
     * webhooks are open to users and domain admins for their own events, so the event is recorded and never published.
     */
    @SuppressWarnings("unchecked")
    @Test
    public void anEventIsRecordedOnTheClusterUnderItsOwnerByTheSystemUserHiddenFromUsersAndNeverOnTheEventBus() {
        KubernetesClusterVO prod = cluster(42, "prod", KubernetesCluster.State.Running);
        Mockito.when(kubernetesClusterDao.lockRow(42L, true)).thenReturn(prod);
        Event event = VmMapCheckEngine.GSON.fromJson("{\"level\":\"WARN\",\"type\":\"KUBERNETES.CLUSTER.VM.MAP.CHECK\",\"display\":false,"
                + "\"resource_id\":42,\"description\":\"Kubernetes cluster prod (id 42): ...\"}", Event.class);
        try (MockedStatic<ActionEventUtils> bus = Mockito.mockStatic(ActionEventUtils.class);
                MockedStatic<Transaction> transaction = Mockito.mockStatic(Transaction.class)) {
            transaction.when(() -> Transaction.execute(ArgumentMatchers.any(TransactionCallback.class)))
                    .thenAnswer(inv -> ((TransactionCallback<Object>) inv.getArgument(0)).doInTransaction(null));
            assertTrue(sources().applyInTransaction(new ClusterRecord(42, "u", "prod", "Running", "CloudManaged", 7, 1), null, Collections.emptyList(),
                    Collections.singletonList(event)));
            bus.verifyNoInteractions();
        }
        ArgumentCaptor<EventVO> recorded = ArgumentCaptor.forClass(EventVO.class);
        Mockito.verify(eventDao).persist(recorded.capture());
        EventVO e = recorded.getValue();
        assertEquals(Arrays.asList(1L, 7L, 3L, "KUBERNETES.CLUSTER.VM.MAP.CHECK", com.cloud.event.Event.State.Completed, EventVO.LEVEL_WARN, false,
                "Kubernetes cluster prod (id 42): ...", 42L, ApiCommandResourceType.KubernetesCluster.toString()),
                Arrays.asList(e.getUserId(), e.getAccountId(), e.getDomainId(), e.getType(), e.getState(), e.getLevel(), e.isDisplay(),
                        e.getDescription(), e.getResourceId(), e.getResourceType()));
    }

    /** SPEC 3.6: what the row lock finds decides; a cluster gone, in another state or with other map rows gets nothing. */
    @SuppressWarnings("unchecked")
    @Test
    public void aClusterGoneOrChangedUnderTheRowLockGetsNothingWritten() {
        Event event = VmMapCheckEngine.GSON.fromJson("{\"level\":\"WARN\",\"description\":\"d\"}", Event.class);
        List<DetailChange> changes = Collections.singletonList(new DetailChange("vmMapCheckReportedVmDrift", "mapped:101"));
        ClusterRecord read = new ClusterRecord(42, "u", "prod", "Running", "CloudManaged", 7, 1);
        List<VmMapRow> rowsRead = Collections.singletonList(new VmMapRow(5, 42, 101, true, false, false));
        List<KubernetesClusterVmMapVO> asRead = Collections.singletonList(row(5, 42, 101, true, false));
        List<KubernetesClusterVmMapVO> replaced = Collections.singletonList(row(6, 42, 102, true, false));
        KubernetesClusterVO scaling = cluster(42, "prod", KubernetesCluster.State.Scaling);
        KubernetesClusterVO running = cluster(42, "prod", KubernetesCluster.State.Running);
        Mockito.when(kubernetesClusterVmMapDao.listByClusterIds(Collections.singletonList(42L))).thenReturn(asRead, replaced);
        try (MockedStatic<Transaction> transaction = Mockito.mockStatic(Transaction.class)) {
            transaction.when(() -> Transaction.execute(ArgumentMatchers.any(TransactionCallback.class)))
                    .thenAnswer(inv -> ((TransactionCallback<Object>) inv.getArgument(0)).doInTransaction(null));
            Mockito.when(kubernetesClusterDao.lockRow(42L, true)).thenReturn(null);
            assertFalse("gone", sources().applyInTransaction(read, rowsRead, changes, Collections.singletonList(event)));
            Mockito.when(kubernetesClusterDao.lockRow(42L, true)).thenReturn(scaling);
            assertFalse("in Scaling", sources().applyInTransaction(read, rowsRead, changes, Collections.singletonList(event)));
            Mockito.when(kubernetesClusterDao.lockRow(42L, true)).thenReturn(running);
            assertTrue("as read", sources().applyInTransaction(read, rowsRead, changes, Collections.emptyList()));
            assertFalse("row 5 replaced by row 6", sources().applyInTransaction(read, rowsRead, changes, Collections.singletonList(event)));
        }
        Mockito.verify(kubernetesClusterDetailsDao, Mockito.times(1)).addDetail(42L, "vmMapCheckReportedVmDrift", "mapped:101", false);
        Mockito.verifyNoInteractions(eventDao);
    }

    @Test
    public void nothingToWriteTakesNoTransactionAndNoLock() {
        try (MockedStatic<Transaction> transaction = Mockito.mockStatic(Transaction.class)) {
            assertTrue(sources().applyInTransaction(new ClusterRecord(42, "u", "prod", "Running", "CloudManaged", 7, 1), Collections.emptyList(),
                    Collections.emptyList(), Collections.emptyList()));
            transaction.verifyNoInteractions();
        }
        Mockito.verifyNoInteractions(kubernetesClusterDao);
    }
}
