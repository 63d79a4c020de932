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

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

import javax.inject.Inject;

import org.springframework.beans.BeansException;
import org.springframework.context.support.GenericApplicationContext;

import com.cloud.kubernetes.cluster.KubernetesClusterManagerImpl;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDetailsDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterVmMapDao;

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
     * which counts the listings in flight, events and alerts, and gives the harness's settings. By reflection, so that
     * the same driver runs on the jar of any commit since issue 26's seam ("today's main" included): the bean's injected
     * DAOs by type, its manager where it has one (its endpoints then come from CKS's action worker), its start, and the
     * worker's constructor.
     */
    static KubernetesClusterVmMapCheckWorker worker(GenericApplicationContext ctx, KubernetesClusterManagerImpl manager, InvocationHandler harness,
            ExecutorService sweepThread, IntFunction<ExecutorService> pools) throws ReflectiveOperationException {
        KubernetesClusterVmMapCheck check = new KubernetesClusterVmMapCheck();
        for (Field f : KubernetesClusterVmMapCheck.class.getDeclaredFields()) {
            Class<?> t = f.getType();
            Object value = t == KubernetesClusterManagerImpl.class ? manager : t == KubernetesClusterDao.class ? manager.kubernetesClusterDao
                    : t == KubernetesClusterVmMapDao.class ? manager.kubernetesClusterVmMapDao : t == KubernetesClusterDetailsDao.class
                    ? manager.kubernetesClusterDetailsDao : f.isAnnotationPresent(Inject.class) ? beanOrNull(ctx, t) : null;
            if (value != null) {
                f.setAccessible(true);
                f.set(check, value);
            }
        }
        // The check's own schedule never runs here (its scheduler is shut down at once): the harness runs the sweeps.
        ScheduledThreadPoolExecutor idle = new ScheduledThreadPoolExecutor(1);
        for (Method m : KubernetesClusterVmMapCheck.class.getDeclaredMethods()) {
            Class<?>[] types = m.getParameterTypes();
            if (m.getName().equals("start") && types.length >= 2 && types[1] == IntFunction.class) {
                m.setAccessible(true);
                m.invoke(check, types.length == 2 ? new Object[] {idle, pools}
                        : new Object[] {sweepThread, pools, (UnaryOperator<Runnable>) KubernetesClusterVmMapCheck::inManagedContext});
            }
        }
        idle.shutdownNow();
        started = check;
        Supplier<VmMapCheckEngine> engine = VmMapCheckEngine::new;
        for (Constructor<?> c : KubernetesClusterVmMapCheckWorker.class.getConstructors()) {
            // The seam is the constructor's first parameter: the worker's Cloud, or before issue 39 KubernetesClusterVmMapCheckCloud.
            Object cloud = c.getParameterCount() >= 4 ? DbScaleDriver.proxy(c.getParameterTypes()[0], check, harness) : null;
            if (c.getParameterCount() == 4) {
                return (KubernetesClusterVmMapCheckWorker) c.newInstance(cloud, engine, sweepThread, pools);
            } else if (c.getParameterCount() == 5) {
                return (KubernetesClusterVmMapCheckWorker) c.newInstance(cloud, engine, sweepThread, pools,
                        (UnaryOperator<Runnable>) KubernetesClusterVmMapCheck::inManagedContext);
            }
        }
        throw new NoSuchMethodException("a worker constructor of 4 or 5 arguments");
    }

    /** The harness context's bean of that type; null for what it does not have (the alert manager, the event DAO: counted, not used). */
    private static Object beanOrNull(GenericApplicationContext ctx, Class<?> type) {
        try {
            return ctx.getBean(type);
        } catch (BeansException e) {
            return null;
        }
    }
}
