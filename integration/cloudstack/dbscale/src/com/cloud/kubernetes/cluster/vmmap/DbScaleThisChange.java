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

import java.lang.reflect.InvocationHandler;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import java.util.function.Supplier;

import org.apache.cloudstack.framework.config.dao.ConfigurationDao;
import org.springframework.context.support.GenericApplicationContext;

import com.cloud.dc.dao.VlanDao;
import com.cloud.kubernetes.cluster.KubernetesClusterManagerImpl;
import com.cloud.kubernetes.cluster.KubernetesClusterVO;
import com.cloud.kubernetes.cluster.actionworkers.DbScaleParityWorker;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckCloud.SshEndpoint;
import com.cloud.network.dao.IPAddressDao;
import com.cloud.network.dao.NetworkDao;
import com.cloud.offerings.dao.NetworkOfferingDao;
import com.cloud.utils.component.ComponentContext;
import com.cloud.vm.dao.UserVmDao;
import com.cloud.vm.dao.VMInstanceDetailsDao;

/** The parts of the driver that only this change's plugin jar has (kept apart so that today's jar never links them). */
final class DbScaleThisChange {
    private DbScaleThisChange() {
    }

    static KubernetesClusterVmMapCheckEndpoints endpoints(GenericApplicationContext ctx, KubernetesClusterManagerImpl manager) {
        return new KubernetesClusterVmMapCheckEndpoints(manager.kubernetesClusterDao, manager.kubernetesClusterDetailsDao, manager.kubernetesClusterVmMapDao,
                ctx.getBean(NetworkDao.class), ctx.getBean(NetworkOfferingDao.class), ctx.getBean(IPAddressDao.class), ctx.getBean(VlanDao.class),
                ctx.getBean(UserVmDao.class), ctx.getBean(VMInstanceDetailsDao.class), ctx.getBean(ConfigurationDao.class));
    }

    /** The check the worker runs over: stopped with it, so that its threads (the SSH watchdog among them) end. */
    private static KubernetesClusterVmMapCheck started;

    /** The check bean the worker runs over (null before {@link #worker}). */
    static KubernetesClusterVmMapCheck check() {
        return started;
    }

    static void stop() {
        if (started != null) {
            started.stop();
        }
    }

    /**
     * The worker over this change's binding (the check bean with CloudStack's DAOs), through the harness's handler,
     * which counts the listings in flight, events and alerts, and gives the harness's settings.
     */
    static KubernetesClusterVmMapCheckWorker worker(GenericApplicationContext ctx, KubernetesClusterManagerImpl manager, InvocationHandler harness,
            ExecutorService sweepThread, IntFunction<ExecutorService> pools) {
        KubernetesClusterVmMapCheck check = new KubernetesClusterVmMapCheck();
        check.kubernetesClusterDao = manager.kubernetesClusterDao;
        check.kubernetesClusterVmMapDao = manager.kubernetesClusterVmMapDao;
        check.kubernetesClusterDetailsDao = manager.kubernetesClusterDetailsDao;
        check.userVmDao = ctx.getBean(UserVmDao.class);
        check.vmInstanceDetailsDao = ctx.getBean(VMInstanceDetailsDao.class);
        check.networkDao = ctx.getBean(NetworkDao.class);
        check.networkOfferingDao = ctx.getBean(NetworkOfferingDao.class);
        check.ipAddressDao = ctx.getBean(IPAddressDao.class);
        check.vlanDao = ctx.getBean(VlanDao.class);
        check.configurationDao = ctx.getBean(ConfigurationDao.class);
        check.start(sweepThread, pools, KubernetesClusterVmMapCheck::inManagedContext);
        started = check;
        KubernetesClusterVmMapCheckCloud cloud = (KubernetesClusterVmMapCheckCloud) DbScaleDriver.proxy(KubernetesClusterVmMapCheckCloud.class, check, harness);
        return new KubernetesClusterVmMapCheckWorker(cloud, VmMapCheckEngine::new, sweepThread, pools, KubernetesClusterVmMapCheck::inManagedContext);
    }

    /**
     * For every cluster in the database: this change's batched endpoint against the action worker's own (address, port,
     * user, key; or both unreachable). Returns a JSON object with the counts by kind and the first differences.
     */
    static String parity(GenericApplicationContext ctx, KubernetesClusterManagerImpl manager, Supplier<Map<String, Long>> counters) {
        List<KubernetesClusterVO> clusters = manager.kubernetesClusterDao.listAll();
        List<Long> ids = new ArrayList<>();
        clusters.forEach(c -> ids.add(c.getId()));
        Map<String, Long> start = counters.get();
        long startNanos = System.nanoTime();
        Map<Long, SshEndpoint> batched = endpoints(ctx, manager).resolve(ids);
        Map<String, Object> batchedCost = cost(start, counters.get(), startNanos);
        // The action worker's own code, one cluster at a time, as CKS runs it for an operation.
        Map<Long, String[]> owns = new LinkedHashMap<>();
        start = counters.get();
        startNanos = System.nanoTime();
        for (KubernetesClusterVO c : clusters) {
            DbScaleParityWorker worker = ComponentContext.inject(new DbScaleParityWorker(c, manager));
            owns.put(c.getId(), worker.endpoint());
        }
        Map<String, Object> actionWorkerCost = cost(start, counters.get(), startNanos);
        int same = 0;
        int reachable = 0;
        List<String> differences = new ArrayList<>();
        Map<String, Integer> byKind = new LinkedHashMap<>();
        for (KubernetesClusterVO c : clusters) {
            String[] own = owns.get(c.getId());
            SshEndpoint e = batched.get(c.getId());
            boolean equal = own[0] == null ? !e.isReachable()
                    : e.isReachable() && own[0].equals(e.address) && own[1].equals(String.valueOf(e.port)) && own[2].equals(e.user)
                            && own[3].equals(e.keyFile);
            String kind = own[0] == null ? "unreachable" : own[1] + (own[2].equals("cloud") ? "" : " user " + own[2]);
            byKind.merge(kind, 1, Integer::sum);
            if (equal) {
                same++;
                if (own[0] != null) {
                    reachable++;
                }
            } else if (differences.size() < 10) {
                differences.add(c.getId() + ": action worker " + String.join("|", own) + " / batched " + e);
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("clusters", clusters.size());
        out.put("same", same);
        out.put("reachable_and_same", reachable);
        out.put("differ", clusters.size() - same);
        out.put("by_kind", byKind);
        out.put("first_differences", differences);
        out.put("cost_batched", batchedCost);
        out.put("cost_action_worker", actionWorkerCost);
        return DbScaleDriver.json(out);
    }

    /** MariaDB's counters between two readings (the monitor's own SHOW STATUS included, a few kB), and the wall time. */
    private static Map<String, Object> cost(Map<String, Long> before, Map<String, Long> after, long startNanos) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String counter : new String[] {"COM_SELECT", "BYTES_SENT", "HANDLER_READ_RND_NEXT"}) {
            out.put(counter.toLowerCase(), after.getOrDefault(counter, 0L) - before.getOrDefault(counter, 0L));
        }
        out.put("ms", TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos));
        return out;
    }
}
