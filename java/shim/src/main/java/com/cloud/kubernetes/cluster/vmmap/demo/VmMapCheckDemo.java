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
package com.cloud.kubernetes.cluster.vmmap.demo;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

import com.cloud.kubernetes.cluster.vmmap.demo.DirectExecutorService;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker.SweepSummary;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckEngine;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Alert;

/**
 * The demo behind README's run command: the real worker, through the real native library, over an in-memory
 * CloudStack whose clusters drift over successive sweeps. A simulated clock drives the status scanner's 30-second
 * ticks, so an hour of sweeps takes a few seconds. It prints, per sweep, what CloudStack would see.
 */
public final class VmMapCheckDemo {
    private static final long MINUTE = 60_000L;
    private static final long START = 1_764_676_800_000L; // 2025-12-02T12:00:00Z
    private static final long ACCOUNT = 7L;

    private final InMemoryCloudStack cs = new InMemoryCloudStack(START - 24 * 60 * MINUTE);
    private final PrintStream out;
    private final KubernetesClusterVmMapCheckWorker worker;

    VmMapCheckDemo(PrintStream out) {
        this.out = out;
        this.worker = new KubernetesClusterVmMapCheckWorker(cs, VmMapCheckEngine::new, new DirectExecutorService(),
                DemoExecutors::newListingPool);
    }

    public static void main(String[] args) {
        new VmMapCheckDemo(new PrintStream(System.out, true, StandardCharsets.UTF_8)).run();
    }

    void run() {
        out.println("cks-vmmap-check demo: the check worker and the native engine ("
                + new VmMapCheckEngine().version() + ") over an in-memory CloudStack");
        out.println("One owner (account 7), three clusters; the check's schedule runs every 30 s, a sweep every 5 min.");
        buildHealthyWorld();

        sweep("1. all clusters healthy");

        cs.transition(13, "Destroyed");
        cs.addVm(40, "prod-node-19a0b1c9f01", ACCOUNT, "Running", cs.now);
        cs.addVm(24, "analytics-node-19a0b1d0a24", ACCOUNT, "Running", cs.now);
        cs.map(2, 24, false);
        sweep("2. prod worker 13 destroyed out of band; a VM named like a prod node created by hand (in its 15-minute grace);"
                + " analytics gets worker 24, which is mapped but has not joined yet");

        cs.expunge(13);
        cs.kubectl.put(2L, c -> Kubectl.failed("SSH to 203.0.113.20:2222 failed: connection timed out"));
        cs.setState(3, "Scaling");
        sweep("3. worker 13 expunged (same key: no new report); kubectl fails for analytics; batch is Scaling (not read: only Running and Alert clusters are checked)");

        cs.nodes(2, "analytics-control-19a0b1d0a20", "analytics-node-19a0b1d0a21", "analytics-node-19a0b1d0a22", "analytics-node-19a0b1d0000");
        cs.setState(3, "Running");
        sweep("4. analytics answers again, with a ghost node; batch back to Running");

        sweep("5. the hand-made VM and the VM that never joined are past their grace period");

        sweep("6. nothing changed: nothing is reported again");

        cs.unmap(13);
        cs.map(1, 40, false);
        cs.nodesFromRunningMappedVms(1);
        cs.nodesFromRunningMappedVms(2);
        sweep("7. recovery: the stale row of 13 removed, the hand-made VM mapped, the ghost node deleted, worker 24 joined");

        out.println();
        out.printf("Done: %d events and %d alerts in all; the details are now %s.%n", cs.events.size(), cs.alerts.size(),
                cs.details.values().stream().allMatch(java.util.Map::isEmpty) ? "all removed (every cluster matches)" : cs.details.toString());
        worker.stop();
    }

    private void buildHealthyWorld() {
        long created = cs.now;
        cs.addCluster(1, "prod", "Running", "CloudManaged", ACCOUNT, 1);
        cs.addCluster(2, "analytics", "Running", "CloudManaged", ACCOUNT, 1);
        cs.addCluster(3, "batch", "Running", "CloudManaged", ACCOUNT, 2);
        long vm = 10;
        for (String name : new String[] {"prod-control-19a0b1c2d3e", "prod-node-19a0b1c2e4f", "prod-node-19a0b1c2f50", "prod-node-19a0b1c3061"}) {
            cs.addVm(vm, name, ACCOUNT, "Running", created);
            cs.map(1, vm, name.contains("control"));
            vm++;
        }
        vm = 20;
        for (String name : new String[] {"analytics-control-19a0b1d0a20", "analytics-node-19a0b1d0a21", "analytics-node-19a0b1d0a22"}) {
            cs.addVm(vm, name, ACCOUNT, "Running", created);
            cs.map(2, vm, name.contains("control"));
            vm++;
        }
        vm = 30;
        for (String name : new String[] {"batch-control-19a0b1e0b30", "batch-node-19a0b1e0b31"}) {
            cs.addVm(vm, name, ACCOUNT, "Running", created);
            cs.map(3, vm, name.contains("control"));
            vm++;
        }
        cs.addVm(99, "jumphost", ACCOUNT, "Running", created);
        cs.nodesFromRunningMappedVms(1);
        cs.nodesFromRunningMappedVms(2);
        cs.nodesFromRunningMappedVms(3);
        cs.now = START;
    }

    /** Runs the schedule every 30 s until the worker has run one check, then prints what CloudStack saw. */
    private void sweep(String title) {
        int events = cs.events.size();
        int alerts = cs.alerts.size();
        int writes = cs.detailWrites.size();
        int ticks = 0;
        boolean started = false;
        while (!started && ticks < 20) {
            started = worker.tick();
            if (!started) {
                cs.advance(30_000L);
            }
            ticks++;
        }
        out.println();
        out.println("=== Sweep " + title);
        out.println("    at " + Instant.ofEpochMilli(cs.now) + " after " + ticks + " scheduled run(s)");
        for (String w : cs.detailWrites.subList(writes, cs.detailWrites.size())) {
            out.println("    detail   cluster " + w);
        }
        for (InMemoryCloudStack.RecordedEvent e : cs.events.subList(events, cs.events.size())) {
            out.println("    event    " + e.event.level + " " + e.event.type + " on cluster " + e.clusterId
                    + " (display=" + e.event.display + "): " + e.event.description);
        }
        for (Alert a : cs.alerts.subList(alerts, cs.alerts.size())) {
            out.println("    alert    " + a.type + " zone " + a.zoneId + ": " + a.subject);
        }
        if (cs.detailWrites.size() == writes && cs.events.size() == events && cs.alerts.size() == alerts) {
            out.println("    (nothing written, recorded or sent)");
        }
        SweepSummary s = worker.getLastSummary();
        if (s != null) {
            out.println("    log      INFO " + s.toLogLine());
        }
        cs.advance(30_000L);
    }

}
