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
import java.util.concurrent.ExecutorService;
import java.util.function.IntFunction;

import org.apache.cloudstack.framework.config.dao.ConfigurationDao;
import org.springframework.context.support.GenericApplicationContext;

import com.cloud.kubernetes.cluster.KubernetesClusterManagerImpl;
import com.cloud.vm.dao.UserVmDao;

/** The parts of the driver that only this change's plugin jar has (kept apart so that today's jar never links them). */
final class DbScaleThisChange {
    private DbScaleThisChange() {
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
        check.configurationDao = ctx.getBean(ConfigurationDao.class);
        // The endpoints come from CKS's action worker, made with the manager as the management server's check makes it.
        check.manager = manager;
        check.start(sweepThread, pools, KubernetesClusterVmMapCheck::inManagedContext);
        started = check;
        KubernetesClusterVmMapCheckCloud cloud = (KubernetesClusterVmMapCheckCloud) DbScaleDriver.proxy(KubernetesClusterVmMapCheckCloud.class, check, harness);
        return new KubernetesClusterVmMapCheckWorker(cloud, VmMapCheckEngine::new, sweepThread, pools, KubernetesClusterVmMapCheck::inManagedContext);
    }
}
