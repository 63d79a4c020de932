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

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.springframework.context.support.GenericApplicationContext;

import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.KubernetesClusterManagerImpl;
import com.cloud.utils.component.ComponentContext;
import com.cloud.utils.concurrency.NamedThreadFactory;

/**
 * CKS's own status scanner beside the check (issue 43): {@code KubernetesClusterManagerImpl.KubernetesClusterStatusScanner}
 * as CloudStack 4.22 runs it, on its own thread, with a fixed delay of 30 s after each pass (the manager's
 * {@code _stateScanner.scheduleWithFixedDelay(new KubernetesClusterStatusScanner(), 300, 30, SECONDS)}, here from the
 * first second), over CloudStack's real DAOs on the harness's MariaDB, logged in as its own database user so that
 * MariaDB tells its statements apart from the check's. Prints "SCANNER start N start_ms" as a pass starts and
 * "SCANNER pass N start_ms end_ms running R alert A" as it ends (the clusters in Running and Alert then).
 *
 * <pre>DbScaleScanner --port P --db-user U [--delay-s 30]</pre>
 *
 * The manager is made by {@link ComponentContext#inject} over the driver's context (its DAOs real, the managers it is
 * injected with stubs that throw, as in the driver): the scanner's reads of the Running, Stopped and Alert clusters,
 * their map rows and VMs, and its state changes run for real. What does not: an Alert cluster's reconcile
 * ({@code KubernetesClusterStartWorker.reconcileAlertCluster}) stops at the first manager it calls (its reads before
 * that run), where a real server would go on to SSH to the control node; the scanner catches that as it catches any
 * failure of one cluster.
 */
public final class DbScaleScanner {
    private DbScaleScanner() {
    }

    public static void main(String[] args) throws Exception {
        int port = 3306;
        String user = "scanner";
        long delayS = 30;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--port": port = Integer.parseInt(args[++i]); break;
                case "--db-user": user = args[++i]; break;
                case "--delay-s": delayS = Long.parseLong(args[++i]); break;
                default: throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        GenericApplicationContext ctx = DbScaleDriver.start(port, user);
        // The manager (of the change's jar) is injected with the check's bean too: one that never starts, the scanner
        // does not use it.
        ctx.getDefaultListableBeanFactory().registerSingleton("kubernetesClusterVmMapCheck", new KubernetesClusterVmMapCheck());
        KubernetesClusterManagerImpl manager = ComponentContext.inject(new KubernetesClusterManagerImpl());
        if (manager.kubernetesClusterDao == null || manager.kubernetesClusterVmMapDao == null) {
            throw new IllegalStateException("the manager's DAOs were not injected from " + ctx);
        }
        KubernetesClusterManagerImpl.KubernetesClusterStatusScanner scanner = manager.new KubernetesClusterStatusScanner();
        AtomicInteger passes = new AtomicInteger();
        ScheduledExecutorService stateScanner = Executors.newScheduledThreadPool(1, new NamedThreadFactory("Kubernetes-Cluster-State-Scanner"));
        stateScanner.scheduleWithFixedDelay(() -> {
            long start = System.currentTimeMillis();
            System.out.println("SCANNER start " + (passes.get() + 1) + " " + start);
            System.out.flush();
            scanner.run();
            long end = System.currentTimeMillis();
            int pass = passes.incrementAndGet();
            int running = manager.kubernetesClusterDao.findManagedKubernetesClustersInState(KubernetesCluster.State.Running).size();
            int alert = manager.kubernetesClusterDao.findManagedKubernetesClustersInState(KubernetesCluster.State.Alert).size();
            System.out.println("SCANNER pass " + pass + " " + start + " " + end + " running " + running + " alert " + alert);
            System.out.flush();
        }, 0, delayS, TimeUnit.SECONDS);
        // Runs until the harness stops it (by PID).
        Thread.currentThread().join();
    }
}
