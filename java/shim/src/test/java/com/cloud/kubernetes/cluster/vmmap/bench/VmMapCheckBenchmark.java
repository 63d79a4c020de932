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
package com.cloud.kubernetes.cluster.vmmap.bench;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.LongSupplier;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.demo.DemoExecutors;
import com.cloud.kubernetes.cluster.vmmap.demo.DirectExecutorService;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckEngine;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmMapRow;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmRecord;
import com.cloud.kubernetes.cluster.vmmap.demo.InMemoryCloudStack;
import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

/**
 * A plain benchmark harness (run: {@code java/build.sh bench}). Each case runs warm-up rounds, then measured rounds,
 * and reports the median and the spread. The cases take milliseconds, far above timer resolution, so a plain
 * harness measures them as well as JMH would without its build plumbing; all cases run side by side in one JVM.
 */
public final class VmMapCheckBenchmark {
    private static final long NOW = 1_764_676_800_000L;
    private static final Gson GSON = new GsonBuilder().setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES)
            .disableHtmlEscaping().create();

    private VmMapCheckBenchmark() {
    }

    /** One owner with {@code clusters} clusters of 3 control + 20 workers, all nodes, and 177 other VMs. */
    static VmMapCheckRequest ownerRequest(int clusters) {
        VmMapCheckRequest request = new VmMapCheckRequest(NOW);
        long vmId = 1000;
        for (int c = 0; c < clusters; c++) {
            String name = "team" + c;
            StringBuilder out = new StringBuilder("Warning: Permanently added '[203.0.113.10]:2222' (ED25519) to the list of known hosts.\n");
            for (int n = 0; n < 23; n++) {
                String host = String.format("%s-%s-%x", name, n < 3 ? "control" : "node", 0x19a0b1c2000L + n);
                request.vms.add(new VmRecord(vmId, "uuid-" + vmId, host, host, 7, "Running", NOW - 86_400_000L, NOW - 86_000_000L, null));
                request.map.add(new VmMapRow(vmId, c + 1, vmId, n < 3, false, false));
                out.append(host).append(" Ready <none> 1d v1.30.2\n");
                vmId++;
            }
            VmMapCheckRequest.Cluster cluster = new VmMapCheckRequest.Cluster(new ClusterRecord(c + 1, "c-uuid-" + c, name, "Running", "CloudManaged", 7, 1),
                    VmMapCheckRequest.Kubectl.ok(out.toString()));
            cluster.details.put("vmMapCheckReportedVmDrift", "mapped:1");
            request.clusters.add(cluster);
        }
        for (int i = 0; i < 177; i++) {
            request.vms.add(new VmRecord(900_000 + i, null, "app-server-" + i, null, 7, "Running", NOW - 86_400_000L, null, null));
        }
        return request;
    }

    /** Median and min/max of {@code rounds} runs (after {@code warmUp}), in microseconds. */
    static double[] measure(int warmUp, int rounds, LongSupplier body) {
        long sink = 0;
        for (int i = 0; i < warmUp; i++) {
            sink += body.getAsLong();
        }
        double[] us = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            long t0 = System.nanoTime();
            sink += body.getAsLong();
            us[i] = (System.nanoTime() - t0) / 1000.0;
        }
        if (sink == 42) {
            System.out.print("");
        }
        Arrays.sort(us);
        return new double[] {us[rounds / 2], us[0], us[rounds - 1]};
    }

    static void row(String what, double[] m, int perClusters) {
        System.out.printf("| %s | %.0f µs | %.0f–%.0f µs | %.1f µs |%n", what, m[0], m[1], m[2], m[0] / perClusters);
    }

    public static void main(String[] args) {
        VmMapCheckEngine engine = new VmMapCheckEngine();
        System.out.println("engine " + engine.version() + ", Java " + System.getProperty("java.version") + ", "
                + Runtime.getRuntime().availableProcessors() + " cores");

        VmMapCheckRequest batch = ownerRequest(100);
        byte[] batchBytes = GSON.toJson(batch).getBytes(StandardCharsets.UTF_8);
        byte[] responseBytes = engine.checkJson(batchBytes);
        // Same size, refused at its first byte: what moving the bytes across JNI costs, without the engine's work.
        byte[] sameSizeRefused = batchBytes.clone();
        sameSizeRefused[0] = 'x';
        System.out.printf("one owner, 100 clusters: request %d bytes, response %d bytes%n%n", batchBytes.length, responseBytes.length);
        System.out.println("| step (one owner's request of 100 clusters) | median | min–max | per cluster |");
        System.out.println("|---|---|---|---|");
        double[] total = measure(200, 100, () -> engine.check(batch).clusters.size());
        double[] ser = measure(200, 100, () -> GSON.toJson(batch).getBytes(StandardCharsets.UTF_8).length);
        double[] nat = measure(200, 100, () -> engine.checkJson(batchBytes).length);
        double[] jni = measure(200, 100, () -> {
            try {
                return engine.checkJson(sameSizeRefused).length;
            } catch (RuntimeException e) {
                return e.getMessage().length();
            }
        });
        double[] parse = measure(200, 100, () -> GSON.fromJson(new String(responseBytes, StandardCharsets.UTF_8), VmMapCheckResponse.class).clusters.size());
        row("whole typed call: Gson write + JNI + engine + Gson read", total, 100);
        row("Gson: request objects to UTF-8 JSON", ser, 100);
        row("native call, bytes in and out (JNI + engine)", nat, 100);
        row("  of which JNI transfer (same-size request refused at byte 0)", jni, 100);
        row("Gson: response JSON to objects", parse, 100);
        double engineOnly = nat[0] - jni[0];
        double parts = ser[0] + nat[0] + parse[0];
        System.out.printf("%nshares of the sum of the measured steps (medians, %.0f µs): Gson %.0f %%, JNI transfer %.0f %%, engine %.0f %%%n",
                parts, 100 * (ser[0] + parse[0]) / parts, 100 * jni[0] / parts, 100 * engineOnly / parts);

        // A whole sweep: 10 owners x 100 clusters in memory, zero-latency kubectl.
        InMemoryCloudStack cs = new InMemoryCloudStack(NOW);
        long vm = 1;
        for (int owner = 0; owner < 10; owner++) {
            for (int c = 0; c < 100; c++) {
                long id = owner * 100 + c + 1;
                String name = "o" + owner + "c" + c;
                cs.addCluster(id, name, "Running", "CloudManaged", 100 + owner, 1);
                for (int n = 0; n < 23; n++) {
                    cs.addVm(vm, String.format("%s-%s-%x", name, n < 3 ? "control" : "node", 0x19a0b1c2000L + n), 100 + owner, "Running",
                            NOW - 86_400_000L);
                    cs.map(id, vm, n < 3);
                    vm++;
                }
                cs.nodesFromRunningMappedVms(id);
            }
        }
        KubernetesClusterVmMapCheckWorker worker = new KubernetesClusterVmMapCheckWorker(cs, () -> engine, new DirectExecutorService(), DemoExecutors::newListingPool);
        double[] sweep = measure(3, 10, () -> {
            KubernetesClusterVmMapCheckWorker.SweepSummary summary = worker.runCheck();
            // A sweep that checked nothing (an engine that did not load, an owner that failed) is no figure.
            if (summary == null || summary.checked != 1000 || summary.failed != 0) {
                throw new IllegalStateException("the sweep did not check all 1000 clusters: "
                        + (summary == null ? "it did not run" : summary.toLogLine()));
            }
            return summary.checked;
        });
        System.out.printf("%n| whole sweep, 1 000 clusters in 10 owners (in-memory sources, zero-latency kubectl) | %.1f ms | %.1f–%.1f ms | %.0f µs per cluster |%n",
                sweep[0] / 1000, sweep[1] / 1000, sweep[2] / 1000, sweep[0] / 1000);
    }
}
