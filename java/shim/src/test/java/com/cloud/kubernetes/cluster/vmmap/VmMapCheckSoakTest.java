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

import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.junit.MockitoJUnitRunner;

/**
 * One million calls through JNI in one loop (under -Xcheck:jni, with the heap fixed and pre-touched by the pom):
 * the process's resident memory may not grow by more than {@value #RSS_GROWTH_BOUND_MIB} MiB, nor the heap in use
 * after a GC by more than {@value #HEAP_GROWTH_BOUND_MIB} MiB, between the end of a 10 000-call warm-up and the end.
 */
@RunWith(MockitoJUnitRunner.class)
public class VmMapCheckSoakTest {
    static final int CALLS = 1_000_000;
    static final int WARM_UP = 10_000;
    static final long RSS_GROWTH_BOUND_MIB = 32;
    static final long HEAP_GROWTH_BOUND_MIB = 16;

    static long heapUsedKib() {
        Runtime rt = Runtime.getRuntime();
        return (rt.totalMemory() - rt.freeMemory()) / 1024;
    }

    static long residentKib() throws IOException {
        for (String line : Files.readAllLines(Paths.get("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        throw new IllegalStateException("no VmRSS in /proc/self/status");
    }

    @Test
    public void oneMillionCallsDoNotGrowResidentMemoryOrHeap() throws IOException {
        VmMapCheckEngine engine = new VmMapCheckEngine();
        byte[] valid = ("{\"version\":1,\"now_ms\":1764676800000,\"clusters\":[{\"id\":1,\"uuid\":\"u\",\"name\":\"prod\",\"state\":\"Running\","
                + "\"type\":\"CloudManaged\",\"account_id\":7,\"zone_id\":1,\"kubectl\":{\"ok\":true,\"output\":\"node/prod-node-1\\nnode/ghost\\n\"}}],"
                + "\"vms\":[{\"id\":5,\"name\":\"prod-node-1\",\"account_id\":7,\"state\":\"Running\",\"created_ms\":0}],"
                + "\"map\":[{\"cluster_id\":1,\"vm_id\":5},{\"cluster_id\":1,\"vm_id\":6}]}").getBytes(StandardCharsets.UTF_8);
        byte[] invalid = "{\"version\":1}".getBytes(StandardCharsets.UTF_8);
        long before = 0;
        long heapBefore = 0;
        long checksum = 0;
        for (int i = 0; i < CALLS + WARM_UP; i++) {
            if (i == WARM_UP) {
                System.gc();
                before = residentKib();
                heapBefore = heapUsedKib();
            }
            if (i % 10 == 0) {
                try {
                    engine.checkJson(invalid);
                } catch (VmMapCheckException e) {
                    checksum += e.getMessage().length();
                }
            } else {
                checksum += engine.checkJson(valid).length;
            }
        }
        System.gc();
        long after = residentKib();
        long heapAfter = heapUsedKib();
        long growthMib = (after - before) / 1024;
        long heapGrowthMib = (heapAfter - heapBefore) / 1024;
        System.out.printf("jni soak: %d calls, checksum %d, RSS %d KiB -> %d KiB (growth %d MiB, bound %d MiB), "
                + "heap used %d KiB -> %d KiB (growth %d MiB, bound %d MiB)%n", CALLS, checksum, before, after, growthMib,
                RSS_GROWTH_BOUND_MIB, heapBefore, heapAfter, heapGrowthMib, HEAP_GROWTH_BOUND_MIB);
        assertTrue("resident memory grew by " + growthMib + " MiB", growthMib <= RSS_GROWTH_BOUND_MIB);
        assertTrue("heap in use grew by " + heapGrowthMib + " MiB", heapGrowthMib <= HEAP_GROWTH_BOUND_MIB);
    }
}
