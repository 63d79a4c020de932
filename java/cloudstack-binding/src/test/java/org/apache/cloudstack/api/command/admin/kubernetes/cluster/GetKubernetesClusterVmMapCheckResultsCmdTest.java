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
package org.apache.cloudstack.api.command.admin.kubernetes.cluster;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.Arrays;
import java.util.Collections;
import java.util.Date;

import org.apache.cloudstack.acl.RoleType;
import org.apache.cloudstack.api.APICommand;
import org.apache.cloudstack.api.ApiErrorCode;
import org.apache.cloudstack.api.ServerApiException;
import org.apache.cloudstack.api.response.KubernetesClusterVmMapCheckResultsResponse;
import org.apache.cloudstack.api.response.KubernetesClusterVmMapMismatchResponse;
import org.apache.cloudstack.context.CallContext;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentMatchers;
import org.mockito.Mock;
import org.mockito.MockedStatic;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;
import org.springframework.test.util.ReflectionTestUtils;

import com.cloud.exception.InvalidParameterValueException;
import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.KubernetesClusterVO;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheck;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker.NotCheckedException;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.ClusterResult;
import com.cloud.user.Account;
import com.cloud.utils.db.EntityManager;
import com.google.gson.FieldNamingPolicy;
import com.google.gson.GsonBuilder;

/** SPEC 6's API command: who may call it, its errors, and its two answers. */
@RunWith(MockitoJUnitRunner.class)
public class GetKubernetesClusterVmMapCheckResultsCmdTest {
    private static final long LAST_SWEEP = 1_764_676_800_000L;

    /** The check bean builds the answer (as CloudStack's query service does for a router's health checks); its result is stubbed. */
    private final KubernetesClusterVmMapCheck kubernetesClusterVmMapCheck = Mockito.spy(new KubernetesClusterVmMapCheck());
    @Mock
    EntityManager entityManager;
    private final KubernetesClusterVO cluster = Mockito.mock(KubernetesClusterVO.class);
    private final GetKubernetesClusterVmMapCheckResultsCmd cmd = new GetKubernetesClusterVmMapCheckResultsCmd();

    private MockedStatic<CallContext> callContext;

    @Before
    public void setUp() {
        callContext = Mockito.mockStatic(CallContext.class);
        callContext.when(CallContext::current).thenReturn(Mockito.mock(CallContext.class));
        cmd.kubernetesClusterVmMapCheck = kubernetesClusterVmMapCheck;
        ReflectionTestUtils.setField(cmd, "_entityMgr", entityManager);
        ReflectionTestUtils.setField(cmd, "id", 42L);
        Mockito.lenient().when(entityManager.findById(KubernetesCluster.class, 42L)).thenReturn(cluster);
        Mockito.lenient().when(cluster.getId()).thenReturn(42L);
        Mockito.lenient().when(cluster.getUuid()).thenReturn("c-uuid");
        Mockito.lenient().when(cluster.getName()).thenReturn("prod");
        Mockito.lenient().when(cluster.getClusterType()).thenReturn(KubernetesCluster.ClusterType.CloudManaged);
        Mockito.lenient().doReturn(true).when(kubernetesClusterVmMapCheck).isEnabled();
        Mockito.lenient().doReturn(LAST_SWEEP).when(kubernetesClusterVmMapCheck).lastRecordedSweepStartMs();
        Mockito.lenient().doReturn(Collections.singletonList(new VmRecord(11, "vm-uuid-11", "prod-node-19a0b1c2d0b", "prod-node-19a0b1c2d0b", 7,
                "Destroyed", LAST_SWEEP, null, null))).when(kubernetesClusterVmMapCheck).listVmsIncludingRemoved(ArgumentMatchers.anyCollection());
    }

    @After
    public void tearDown() {
        callContext.close();
    }

    /** The library's answer as the engine gives it (JSON, snake_case). */
    private static ClusterResult result(String json) {
        return new GsonBuilder().setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES).create().fromJson(json, ClusterResult.class);
    }

    private static final String CHECKED = "{\"id\": 42, \"label\": \"Kubernetes cluster prod (id 42)\", \"status\": \"checked\", \"node_view\": \"unavailable\","
            + " \"node_view_reason\": \"kubectl was not run\", \"findings\": ["
            + "{\"kind\": \"mapped_vm_destroyed\", \"key\": \"mapped:11\", \"vm_id\": 11, \"vm_name\": \"prod-node-19a0b1c2d0b\", \"new\": true,"
            + " \"description\": \"VM destroyed text\"},"
            + "{\"kind\": \"node_without_vm\", \"key\": \"node:ghost\", \"node\": \"ghost\", \"new\": false, \"description\": \"ghost text\"}]}";

    private static final String STUCK = "{\"id\": 42, \"status\": \"skipped\", \"skip_reason\": \"cluster state is Scaling; only Running and Alert "
            + "clusters are checked\", \"findings\": [{\"kind\": \"stuck_state\", \"key\": \"stuck:Scaling\", \"state\": \"Scaling\", \"since_ms\": "
            + LAST_SWEEP + ", \"bound_s\": 3600, \"setting\": \"cloud.kubernetes.cluster.scale.timeout\", \"new\": false, \"description\": \"stuck text\"}]}";

    private ServerApiException expectServerApiException() {
        try {
            cmd.execute();
        } catch (ServerApiException e) {
            return e;
        }
        fail("no ServerApiException");
        return null;
    }

    @Test
    public void onlyARootAdminMayCallIt() {
        APICommand api = GetKubernetesClusterVmMapCheckResultsCmd.class.getAnnotation(APICommand.class);
        assertEquals("getKubernetesClusterVmMapCheckResults", api.name());
        assertArrayEquals(new RoleType[] {RoleType.Admin}, api.authorized());
        assertFalse(api.responseHasSensitiveInfo());
    }

    @Test
    public void withoutAFreshCheckItAnswersFromTheDatabaseAndReportsWhatWasReported() {
        Mockito.doReturn(result(CHECKED)).when(kubernetesClusterVmMapCheck).getResult(42L, false);
        cmd.execute();
        KubernetesClusterVmMapCheckResultsResponse r = (KubernetesClusterVmMapCheckResultsResponse) cmd.getResponseObject();
        assertEquals("c-uuid", r.getId());
        assertEquals("prod", r.getName());
        assertEquals("checked", r.getStatus());
        assertFalse(r.getFreshCheck());
        assertEquals(new Date(LAST_SWEEP), r.getLastSweep());
        assertEquals("notlookedat", r.getNodeView());
        assertEquals(2, r.getMismatches().size());
        KubernetesClusterVmMapMismatchResponse vm = r.getMismatches().get(0);
        assertEquals("mapped_vm_destroyed", vm.getKind());
        assertEquals("vm-uuid-11", vm.getVirtualMachineId());
        assertEquals("Destroyed", vm.getVirtualMachineState());
        assertFalse("found now, not reported yet", vm.getReported());
        assertEquals("VM destroyed text", vm.getDescription());
        KubernetesClusterVmMapMismatchResponse node = r.getMismatches().get(1);
        assertEquals("ghost", node.getNode());
        assertTrue(node.getReported());
        assertNull(node.getVirtualMachineId());
        assertNull(r.getStuckState());
        Mockito.verify(kubernetesClusterVmMapCheck, Mockito.never()).getResult(42L, true);
    }

    @Test
    public void aFreshCheckRunsTheCheckOfOneClusterAndWhatItFoundIsReported() {
        ReflectionTestUtils.setField(cmd, "performFreshCheck", true);
        Mockito.doReturn(result(CHECKED.replace("\"unavailable\"", "\"available\"").replace("\"node_view_reason\": \"kubectl was not run\",", "")))
                .when(kubernetesClusterVmMapCheck).getResult(42L, true);
        cmd.execute();
        KubernetesClusterVmMapCheckResultsResponse r = (KubernetesClusterVmMapCheckResultsResponse) cmd.getResponseObject();
        assertTrue(r.getFreshCheck());
        assertEquals("available", r.getNodeView());
        assertTrue(r.getMismatches().stream().allMatch(KubernetesClusterVmMapMismatchResponse::getReported));
        Mockito.verify(kubernetesClusterVmMapCheck, Mockito.never()).getResult(42L, false);
    }

    @Test
    public void aStuckClusterHasItsStuckStateAndNoNodeView() {
        Mockito.doReturn(result(STUCK)).when(kubernetesClusterVmMapCheck).getResult(42L, false);
        cmd.execute();
        KubernetesClusterVmMapCheckResultsResponse r = (KubernetesClusterVmMapCheckResultsResponse) cmd.getResponseObject();
        assertEquals("skipped", r.getStatus());
        assertEquals("notlookedat", r.getNodeView());
        assertTrue(r.getMismatches().isEmpty());
        assertEquals("Scaling", r.getStuckState().getState());
        assertEquals(new Date(LAST_SWEEP), r.getStuckState().getSince());
        assertEquals(Long.valueOf(3600), r.getStuckState().getBound());
        assertEquals("cloud.kubernetes.cluster.scale.timeout", r.getStuckState().getSetting());
        assertTrue(r.getStuckState().getReported());
        assertEquals("stuck text", r.getStuckState().getDescription());
        assertEquals("named for the XML answer, as a nested object must be", "stuckstate", r.getStuckState().getObjectName());
    }

    @Test
    public void theEntityOwnerIsTheClustersAccount() {
        Mockito.when(cluster.getAccountId()).thenReturn(7L);
        assertEquals(7L, cmd.getEntityOwnerId());
        Mockito.when(entityManager.findById(KubernetesCluster.class, 42L)).thenReturn(null);
        assertEquals("no such cluster: the system account, as CloudStack's commands answer", Account.ACCOUNT_ID_SYSTEM, cmd.getEntityOwnerId());
    }

    @Test
    public void anUnknownClusterIsAParameterError() {
        Mockito.when(entityManager.findById(KubernetesCluster.class, 42L)).thenReturn(null);
        try {
            cmd.execute();
            fail();
        } catch (InvalidParameterValueException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("Unable to find the Kubernetes cluster"));
        }
    }

    @Test
    public void anExternalManagedClusterIsAParameterErrorThatSaysSo() {
        Mockito.when(cluster.getClusterType()).thenReturn(KubernetesCluster.ClusterType.ExternalManaged);
        try {
            cmd.execute();
            fail();
        } catch (InvalidParameterValueException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("ExternalManaged"));
        }
        Mockito.verifyNoInteractions(kubernetesClusterVmMapCheck);
    }

    @Test
    public void theSettingOffIsAnUnsupportedAction() {
        Mockito.doReturn(false).when(kubernetesClusterVmMapCheck).isEnabled();
        ServerApiException e = expectServerApiException();
        assertEquals(ApiErrorCode.UNSUPPORTED_ACTION_ERROR, e.getErrorCode());
        assertTrue(e.getMessage(), e.getMessage().contains("cloud.kubernetes.cluster.vm.map.check.enabled"));
    }

    @Test
    public void aCheckNotStartedOnThisServerIsAnInternalErrorThatSaysSo() {
        // The check bean is not started here: no worker.
        ServerApiException e = expectServerApiException();
        assertEquals(ApiErrorCode.INTERNAL_ERROR, e.getErrorCode());
        assertTrue(e.getMessage(), e.getMessage().contains("is not running on this management server"));
    }

    /** Each way a fresh check ends without an answer is its own error code and text (until issue 39, one text for all). */
    @Test
    public void aFreshCheckWithoutAnAnswerSaysWhichOfItsReasons() {
        ReflectionTestUtils.setField(cmd, "performFreshCheck", true);
        Object[][] cases = {
            {Reason.LOCK_HELD, ApiErrorCode.RESOURCE_UNAVAILABLE_ERROR, "another check holds the VM map check's lock"},
            {Reason.NOT_STARTED, ApiErrorCode.INTERNAL_ERROR, "is not running on this management server"},
            {Reason.CHANGED, ApiErrorCode.RESOURCE_UNAVAILABLE_ERROR, "changed during the check"},
            {Reason.FAILED, ApiErrorCode.INTERNAL_ERROR, "failed and stored nothing"},
            {Reason.GONE, ApiErrorCode.PARAM_ERROR, "was removed during the check"},
            {Reason.OFF, ApiErrorCode.UNSUPPORTED_ACTION_ERROR, "is off"},
            {Reason.LIBRARY_NOT_LOADED, ApiErrorCode.INTERNAL_ERROR, "native library could not be loaded"},
        };
        for (Object[] c : cases) {
            Mockito.doThrow(new NotCheckedException((Reason) c[0])).when(kubernetesClusterVmMapCheck).getResult(42L, true);
            ServerApiException e = expectServerApiException();
            assertEquals(c[0].toString(), c[1], e.getErrorCode());
            assertTrue(e.getMessage(), e.getMessage().contains((String) c[2]));
        }
        Mockito.verify(kubernetesClusterVmMapCheck, Mockito.never()).getResult(42L, false);
    }

    @Test
    public void theVmsOfTheMismatchesAreReadInOneQuery() {
        Mockito.doReturn(result(CHECKED)).when(kubernetesClusterVmMapCheck).getResult(42L, false);
        cmd.execute();
        Mockito.verify(kubernetesClusterVmMapCheck, Mockito.times(1)).listVmsIncludingRemoved(Arrays.asList(11L));
    }
}
