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

import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;

import com.cloud.kubernetes.cluster.vmmap.demo.DemoExecutors;
import com.cloud.kubernetes.cluster.vmmap.demo.DirectExecutorService;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker.SweepSummary;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckEngine;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.demo.InMemoryCloudStack;

/**
 * The scale harness ({@code bash java/build.sh scale}): N clusters across owners of realistic sizes, the real worker
 * and native engine, an in-memory CloudStack whose node listing sleeps per a latency distribution — median 1 s with a
 * log-normal tail, and 2 % of control nodes that never answer until the SSH timeout — with every latency and the
 * sweep deadline scaled down by one factor (wall time is real, so the figures are real measurements of the scaled
 * run). 1 % of clusters carry a destroyed mapped VM. For each N the same world is swept with the pool sizes given,
 * the sequential baseline (pool 1) first, and each run asserts that every cluster was checked (those the deadline
 * cut off with the node view unavailable and the reason counted) and that every injected drift was found.
 *
 * <p>Arguments: {@code [clusters,...] [pools,...] [latency scale]}, default {@code 1000,5000 fixed:16,fixed:64,sized:64 0.01}: a
 * pool is {@code fixed:N} (never resized: the check before its pool was sized) or {@code sized:N} (the check's sizing,
 * N its ceiling).
 */
public final class VmMapCheckScale {
    private static final long NOW = 1_764_676_800_000L;
    private static final long MEDIAN_MS = 1_000;
    private static final double TAIL_SIGMA = 0.6;
    private static final double HUNG_SHARE = 0.02;
    private static final double DRIFT_SHARE = 0.01;
    /**
     * What a control node that never answers costs one listing, at most: the one deadline of SshHelper's bounded command
     * for the whole listing, connect to close (KubernetesClusterVmMapCheck.LISTING_TIMEOUT_MS, 30 s). Figures in
     * BENCHMARKS.md before issue 38 used 35 s, the node-listing module's connect, key exchange and wall-clock bounds.
     */
    static final long HUNG_MS = 30_000;

    private VmMapCheckScale() {
    }

    /** One world: the in-memory CloudStack, and what was put into it. */
    static final class World {
        final InMemoryCloudStack cs = new InMemoryCloudStack(NOW);
        final AtomicLong listingNanos = new AtomicLong();
        final AtomicInteger listings = new AtomicInteger();
        int clusters;
        int owners;
        int hung;
        int drifted;
    }

    /** Owner sizes as seen in clouds that run many clusters: most owners have one or two, a few have dozens. */
    static int ownerSize(Random random) {
        double p = random.nextDouble();
        if (p < 0.55) {
            return 1;
        }
        if (p < 0.80) {
            return 2 + random.nextInt(4);
        }
        if (p < 0.95) {
            return 6 + random.nextInt(15);
        }
        return 21 + random.nextInt(80);
    }

    static World build(int clusters, double scale, long seed) {
        World w = new World();
        Random random = new Random(seed);
        long clusterId = 1;
        long vmId = 1;
        long account = 1000;
        long timeoutMs = (long) (HUNG_MS * scale);
        while (clusterId <= clusters) {
            int size = Math.min(ownerSize(random), clusters - (int) clusterId + 1);
            account++;
            w.owners++;
            for (int k = 0; k < size; k++, clusterId++) {
                String name = "team" + account + "-k" + k;
                w.cs.addCluster(clusterId, name, "Running", "CloudManaged", account, 1);
                int workers = 2 + random.nextInt(9);
                StringBuilder out = new StringBuilder();
                long first = vmId;
                for (int n = 0; n < 3 + workers; n++, vmId++) {
                    String host = String.format("%s-%s-%x", name, n < 3 ? "control" : "node", 0x19a0b1c2000L + vmId);
                    w.cs.addVm(vmId, host, account, "Running", NOW - 86_400_000L);
                    w.cs.map(clusterId, vmId, n < 3);
                    out.append(host).append(" Ready <none> 1d v1.30.2\n");
                }
                if (random.nextDouble() < DRIFT_SHARE) {
                    w.cs.transition(first + 3, "Destroyed");
                    w.drifted++;
                }
                boolean hangs = random.nextDouble() < HUNG_SHARE;
                long latencyMs = hangs ? timeoutMs : (long) (MEDIAN_MS * scale * Math.exp(TAIL_SIGMA * random.nextGaussian()));
                if (hangs) {
                    w.hung++;
                }
                String output = out.toString();
                w.cs.kubectl.put(clusterId, c -> {
                    long t0 = System.nanoTime();
                    try {
                        Thread.sleep(latencyMs);
                        return hangs ? Kubectl.failed("SSH timed out") : Kubectl.ok(output);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return Kubectl.failed("interrupted");
                    } finally {
                        w.listingNanos.addAndGet(System.nanoTime() - t0);
                        w.listings.incrementAndGet();
                    }
                });
            }
        }
        w.clusters = clusters;
        return w;
    }

    static long usedHeapMb() {
        Runtime rt = Runtime.getRuntime();
        System.gc();
        return (rt.totalMemory() - rt.freeMemory()) / (1024 * 1024);
    }

    /**
     * One sweep of a fresh copy of the world; asserts that it did its work. {@code pool} is {@code "fixed:N"} (a pool of
     * N threads that is never resized, whatever the worker asks: the check before its pool was sized, with the setting
     * at N) or {@code "sized:N"} (the check's own sizing under the ceiling N; its first sweep knows no listing time, so
     * the world is swept twice and the second, steady sweep is the one reported, with the first in brackets).
     */
    static String run(int clusters, String pool, double scale, VmMapCheckEngine engine) {
        String[] mode = pool.split(":");
        boolean fixed = mode[0].equals("fixed");
        if (mode.length != 2 || !(fixed || mode[0].equals("sized"))) {
            throw new IllegalArgumentException("a pool is fixed:N or sized:N, not " + pool);
        }
        int size = Integer.parseInt(mode[1]);
        World w = build(clusters, scale, 42);
        w.cs.sshParallelism = size;
        w.cs.sweepDeadlineMs = (long) (KubernetesClusterVmMapCheckWorker.Cloud.DEFAULT_SWEEP_DEADLINE_MS * scale);
        IntFunction<ExecutorService> pools = fixed
                ? requested -> Executors.unconfigurableExecutorService(DemoExecutors.newListingPool(size))
                : DemoExecutors::newListingPool;
        KubernetesClusterVmMapCheckWorker worker = new KubernetesClusterVmMapCheckWorker(w.cs, () -> engine, new DirectExecutorService(), pools);
        String first = "";
        if (!fixed) {
            SweepSummary s1 = checked(worker.runCheck(), w, clusters, w.drifted);
            first = String.format(" [first sweep: pool %d, %d ms, %d past the deadline]", s1.poolSize, s1.durationMs, s1.pastDeadline);
            w.listingNanos.set(0);
        }
        w.cs.dbReads.set(0);
        SweepSummary s = checked(worker.runCheck(), w, clusters, fixed ? w.drifted : 0);
        int poolSize = fixed ? size : s.poolSize;
        double parallelism = w.listingNanos.get() / (double) TimeUnit.MILLISECONDS.toNanos(Math.max(1, s.durationMs));
        return String.format("scale: %d clusters, %d owners, %s, pool %d, sweep %d ms (= %.0f s at 1 s median), effective parallelism %.1f, "
                + "%d past the deadline, %d node views unavailable (%d hung), %d drifts found, %.2f DB reads per cluster (%d), heap %d MB%s",
                clusters, w.owners, pool, poolSize, s.durationMs, s.durationMs / scale / 1000.0, parallelism, s.pastDeadline, s.nodeViewsUnavailable,
                w.hung, fixed ? s.newMismatches : w.drifted, w.cs.dbReads.get() / (double) clusters, w.cs.dbReads.get(), usedHeapMb(), first);
    }

    /** Asserts that a sweep checked every cluster, accounted for the cut-off ones and found the new drifts it should. */
    static SweepSummary checked(SweepSummary s, World w, int clusters, int newDrifts) {
        if (s == null || s.checked != clusters || s.failed != 0 || s.notApplied != 0) {
            throw new IllegalStateException("not every cluster was checked: " + (s == null ? "no sweep" : s.toLogLine()));
        }
        boolean accounted = s.pastDeadline == 0 ? s.nodeViewsUnavailable == w.hung
                : s.nodeViewsUnavailable >= s.pastDeadline && s.nodeViewsUnavailable <= s.pastDeadline + w.hung;
        if (!accounted) {
            throw new IllegalStateException("node views unavailable do not account for the cut-off clusters: " + s.toLogLine());
        }
        if (s.newMismatches != newDrifts) {
            throw new IllegalStateException("expected " + newDrifts + " new drifts, got " + s.newMismatches + ": " + s.toLogLine());
        }
        return s;
    }

    public static void main(String[] args) {
        String[] sizes = (args.length > 0 ? args[0] : "1000,5000").split(",");
        String[] pools = (args.length > 1 ? args[1] : "fixed:16,fixed:64,sized:64").split(",");
        double scale = args.length > 2 ? Double.parseDouble(args[2]) : 0.01;
        VmMapCheckEngine engine = new VmMapCheckEngine();
        System.out.printf("latencies and the %d s deadline scaled by %s: median %.0f ms, 2 %% hung for %.0f ms, deadline %.0f ms%n",
                KubernetesClusterVmMapCheckWorker.Cloud.DEFAULT_SWEEP_DEADLINE_MS / 1000, scale, MEDIAN_MS * scale,
                HUNG_MS * scale, KubernetesClusterVmMapCheckWorker.Cloud.DEFAULT_SWEEP_DEADLINE_MS * scale);
        for (String n : sizes) {
            for (String p : pools) {
                System.out.println(run(Integer.parseInt(n.trim()), p.trim(), scale, engine));
            }
        }
    }
}
