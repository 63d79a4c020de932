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

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Arrays;

import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmMapRow;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.ClusterResult;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Finding;

/** The boundary: the typed API over the real native library. */
@RunWith(MockitoJUnitRunner.class)
public class VmMapCheckEngineTest {
    @BeforeClass
    public static void needsTheLibrary() {
        VmMapCheckTestLibrary.assumeBuilt();
    }

    private static final long NOW = 1_764_676_800_000L;
    private VmMapCheckEngine engine;

    @Before
    public void setUp() {
        engine = new VmMapCheckEngine();
    }

    private static VmMapCheckRequest request(String clusterName, String vmName, Kubectl kubectl) {
        VmMapCheckRequest request = new VmMapCheckRequest(NOW);
        request.clusters.add(new VmMapCheckRequest.Cluster(new ClusterRecord(42, "8b0c-uuid", clusterName, "Running", "CloudManaged", 7, 3), kubectl));
        request.vms.add(new VmRecord(101, "vm-uuid", vmName, vmName, 7, "Destroyed", NOW - 3_600_000L, null, null));
        request.map.add(new VmMapRow(1, 42, 101, true, false, false));
        return request;
    }

    @Test
    public void theLibraryMatchesTheJar() {
        assertEquals(VmMapCheckEngine.expectedEngineVersion(), engine.version());
        assertTrue(engine.version().startsWith("cks-vmmap-check "));
    }

    @Test
    public void aCheckReturnsTypedResults() {
        VmMapCheckResponse response = engine.check(request("prod", "prod-control-19a0b1c2d3e", Kubectl.ok("prod-control-19a0b1c2d3e Ready control-plane 1d v1.30.2\n")));
        assertEquals(engine.version(), response.engine);
        ClusterResult c = response.clusters.get(0);
        assertEquals(42, c.id);
        assertTrue(c.isChecked());
        assertTrue(c.isNodeViewAvailable());
        assertNull(c.skipReason);
        Finding f = c.findings.get(0);
        assertEquals("mapped_vm_destroyed", f.kind);
        assertEquals("mapped:101", f.key);
        assertEquals(Long.valueOf(101), f.vmId);
        assertEquals("prod-control-19a0b1c2d3e", f.vmName);
        assertNull(f.node);
        assertTrue(f.isNew);
        assertEquals("vmMapCheckReportedVmDrift", c.details.get(0).name);
        assertEquals("mapped:101", c.details.get(0).value);
        assertEquals("WARN", c.events.get(0).level);
        assertEquals(42, c.events.get(0).resourceId);
        assertFalse(c.events.get(0).display);
        assertEquals(3, c.alerts.get(0).zoneId);
        assertEquals("ALERT_TYPE_USERVM", c.alerts.get(0).type);
    }

    @Test
    public void nonAsciiAndEmojiNamesRoundTrip() {
        String cluster = "prod-☸-🚀-ünïcødé";
        String vm = "k8s-prod--control-19a0b1c2d3e-😀";
        VmMapCheckResponse response = engine.check(request(cluster, vm, Kubectl.failed("SSH: ключ отклонён 🔑")));
        ClusterResult c = response.clusters.get(0);
        assertEquals(vm, c.findings.get(0).vmName);
        assertTrue(c.events.get(0).description.contains("Kubernetes cluster " + cluster + " (id 42)"));
        assertTrue(c.events.get(0).description.contains(vm));
        assertEquals("kubectl failed: SSH: ключ отклонён 🔑", c.nodeViewReason);
    }

    @Test
    public void controlCharactersAndLoneSurrogatesNeverReachTheTexts() {
        String hostile = "evil\u0000\u001b[2J\u202e\ud800name\n";
        VmMapCheckResponse response = engine.check(request(hostile, hostile, Kubectl.ok(hostile + " Ready <none> 1d v1.30.2")));
        ClusterResult c = response.clusters.get(0);
        String text = c.events.get(0).description + c.alerts.get(0).subject + c.alerts.get(0).body;
        for (char ch : text.toCharArray()) {
            assertFalse("control character " + (int) ch + " in " + text, Character.isISOControl(ch) || ch == '\u202e');
        }
    }

    @Test
    public void anInvalidRequestIsOurExceptionWithThePath() {
        try {
            engine.checkJson("{\"version\":1,\"now_ms\":0,\"clusters\":[{\"id\":\"x\"}],\"vms\":[],\"map\":[]}".getBytes(StandardCharsets.UTF_8));
            fail("expected an invalid request");
        } catch (VmMapCheckException e) {
            assertEquals(VmMapCheckException.Kind.INVALID_REQUEST, e.getKind());
            assertTrue(e.getMessage(), e.getMessage().contains("$.clusters[0].id"));
        }
        try {
            engine.checkJson(new byte[] {(byte) 0xff, (byte) 0xfe});
            fail("expected an invalid request");
        } catch (VmMapCheckException e) {
            assertEquals(VmMapCheckException.Kind.INVALID_REQUEST, e.getKind());
            assertTrue(e.getMessage().contains("UTF-8"));
        }
        assertTrue("the next call works", engine.check(request("prod", "prod-node-1", null)).clusters.get(0).isChecked());
    }

    /** A line of this process's {@code /proc/self/status} ({@code VmRSS}, {@code VmHWM}), in KiB. */
    private static long procStatusKb(String field) throws IOException {
        for (String line : Files.readAllLines(Paths.get("/proc/self/status"), StandardCharsets.UTF_8)) {
            if (line.startsWith(field + ":")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        throw new IOException(field + " not in /proc/self/status");
    }

    /**
     * An array over the library's request limit is refused by its length, before the native side copies anything.
     * Measured on both heaps around the one call: the Java heap by the bytes this thread allocates
     * ({@code ThreadMXBean.getThreadAllocatedBytes}); the native heap by the process's peak resident size, reset just
     * before the call ({@code 5} written to {@code /proc/self/clear_refs} sets {@code VmHWM} to {@code VmRSS}) and
     * read after it. The test's own array is allocated and written before the measurement starts, so a copy of it
     * (64 MiB) on either side would show; the allowances (1 MiB, 16 MiB) cover the exception and other threads.
     */
    @Test
    public void anOversizedRequestIsRefusedByItsLengthWithoutACopy() throws IOException {
        int limit = 64 * 1024 * 1024;
        byte[] oversized = new byte[limit + 1];
        Arrays.fill(oversized, (byte) ' ');
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        Files.write(Paths.get("/proc/self/clear_refs"), "5".getBytes(StandardCharsets.US_ASCII));
        long rssBeforeKb = procStatusKb("VmRSS");
        long heapBefore = threads.getThreadAllocatedBytes(thread);
        try {
            engine.checkJson(oversized);
            fail("a request over the limit is invalid");
        } catch (VmMapCheckException e) {
            assertEquals(VmMapCheckException.Kind.INVALID_REQUEST, e.getKind());
            assertEquals("invalid request at $: request is 67108865 bytes, over the limit of 67108864 bytes", e.getMessage());
        }
        long javaHeapBytes = threads.getThreadAllocatedBytes(thread) - heapBefore;
        long peakGrowthKb = procStatusKb("VmHWM") - rssBeforeKb;
        assertTrue("Java heap allocated by the call: " + javaHeapBytes + " bytes", javaHeapBytes < 1024 * 1024);
        assertTrue("peak resident size grew by " + peakGrowthKb + " KiB during the call", peakGrowthKb < 16 * 1024);
        assertTrue("the next call works", engine.check(request("prod", "prod-node-1", null)).clusters.get(0).isChecked());
    }

    @Test
    public void aNullRequestIsAnErrorNotACrash() {
        try {
            engine.checkJson(null);
            fail("expected an exception");
        } catch (VmMapCheckException e) {
            assertEquals(VmMapCheckException.Kind.INVALID_REQUEST, e.getKind());
            assertEquals("invalid request at $: the request byte[] is null", e.getMessage());
        }
    }

    @Test
    public void theBridgeNamesTheKindByTheEnginesName() {
        assertEquals(VmMapCheckException.Kind.INVALID_REQUEST, new VmMapCheckException("invalid_request", "x").getKind());
        assertEquals(VmMapCheckException.Kind.INTERNAL_ERROR, new VmMapCheckException("internal_error", "x").getKind());
        assertEquals("x", new VmMapCheckException("internal_error", "x").getMessage());
    }
}
