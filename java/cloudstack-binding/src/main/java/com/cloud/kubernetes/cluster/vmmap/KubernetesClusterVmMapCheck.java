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

import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

import javax.inject.Inject;

import org.apache.cloudstack.framework.config.ConfigKey;
import org.apache.cloudstack.framework.config.Configurable;
import org.apache.cloudstack.framework.config.dao.ConfigurationDao;
import org.apache.cloudstack.managed.context.ManagedContextRunnable;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

import com.cloud.alert.AlertManager;
import com.cloud.kubernetes.cluster.KubernetesClusterManagerImpl;
import com.cloud.vm.dao.UserVmDao;

/**
 * The VM map check inside the CKS plugin: a Spring bean that owns the setting, builds the check worker over
 * CloudStack's DAOs, SSH helper, global lock, events and alerts when {@code KubernetesClusterManagerImpl} starts,
 * is ticked by the status scanner, and stops with the manager.
 */
public class KubernetesClusterVmMapCheck implements Configurable, CheckSettings {
    protected Logger logger = LogManager.getLogger(getClass());

    public static final ConfigKey<Boolean> KubernetesClusterVmMapCheckEnabled = new ConfigKey<Boolean>(ConfigKey.CATEGORY_ADVANCED, Boolean.class,
            "cloud.kubernetes.cluster.vm.map.check.enabled", "true",
            "Indicates whether the Kubernetes cluster VM map check runs: every 5 minutes it compares the VM map, the cluster's VMs and "
                    + "the Kubernetes nodes of each Running or Alert cluster and reports each mismatch once as an event and an alert.",
            true, "cloud.kubernetes.service.enabled");

    public static final ConfigKey<Integer> KubernetesClusterVmMapCheckSshParallelism = new ConfigKey<Integer>(ConfigKey.CATEGORY_ADVANCED, Integer.class,
            "cloud.kubernetes.cluster.vm.map.check.ssh.parallelism", String.valueOf(CheckSettings.DEFAULT_SSH_PARALLELISM),
            "How many Kubernetes clusters the VM map check lists the nodes of at once (SSH sessions in flight from this management server), "
                    + "between " + CheckSettings.MIN_SSH_PARALLELISM + " and " + CheckSettings.MAX_SSH_PARALLELISM
                    + "; a value outside is clamped. Read at the start of every check.",
            true, "cloud.kubernetes.service.enabled");

    @Inject
    protected UserVmDao userVmDao;
    @Inject
    protected AlertManager alertManager;
    @Inject
    protected ConfigurationDao configurationDao;

    ConfigKey<Boolean> enabledKey = KubernetesClusterVmMapCheckEnabled;
    ConfigKey<Integer> parallelismKey = KubernetesClusterVmMapCheckSshParallelism;
    private volatile KubernetesClusterVmMapCheckWorker worker;

    @Override
    public String getConfigComponentName() {
        return KubernetesClusterVmMapCheck.class.getSimpleName();
    }

    @Override
    public ConfigKey<?>[] getConfigKeys() {
        return new ConfigKey<?>[] {KubernetesClusterVmMapCheckEnabled, KubernetesClusterVmMapCheckSshParallelism};
    }

    @Override
    public boolean isEnabled() {
        return Boolean.TRUE.equals(enabledKey.value());
    }

    @Override
    public int sshParallelism() {
        Integer value = parallelismKey.value();
        return value == null ? DEFAULT_SSH_PARALLELISM : value;
    }

    /** Builds the worker; called from {@code KubernetesClusterManagerImpl.start()}. */
    public void start(KubernetesClusterManagerImpl manager) {
        start(manager, new ManagedContextExecutor(KubernetesClusterVmMapCheckWorker.newCheckExecutor()),
                managedListingPools(KubernetesClusterVmMapCheckWorker::newListingPool));
    }

    /** Node-listing pools whose every task runs inside CloudStack's managed context, on the pool's own thread. */
    static IntFunction<ExecutorService> managedListingPools(IntFunction<ExecutorService> pools) {
        return size -> new ManagedContextExecutor(pools.apply(size));
    }

    /**
     * Builds the worker over CloudStack. Both the sweep thread and every node-listing task run inside CloudStack's
     * managed context: its database transactions and call context are per thread.
     */
    void start(KubernetesClusterManagerImpl manager, ExecutorService executor, IntFunction<ExecutorService> listingPools) {
        KubernetesClusterVmMapCheckSources sources = new KubernetesClusterVmMapCheckSources(manager.kubernetesClusterDao,
                manager.kubernetesClusterVmMapDao, manager.kubernetesClusterDetailsDao, userVmDao);
        KubernetesClusterVmMapCheckNotifier notifier = new KubernetesClusterVmMapCheckNotifier(alertManager);
        worker = new KubernetesClusterVmMapCheckWorker(sources, sources, sources, sources, new KubernetesClusterVmMapCheckNodeLister(manager),
                new KubernetesClusterVmMapCheckLock(configurationDao), notifier, notifier, this, Clock.SYSTEM, VmMapCheckEngine::new, executor, listingPools);
    }

    /** Called by the status scanner on every run (every 30 s); returns at once and never throws. */
    public void onStatusScannerRun() {
        KubernetesClusterVmMapCheckWorker w = worker;
        if (w == null) {
            return;
        }
        try {
            w.tick();
        } catch (Throwable t) {
            logger.warn("Could not start the Kubernetes cluster VM map check: {}", t.getMessage(), t);
        }
    }

    /** Stops the check's thread; called from {@code KubernetesClusterManagerImpl.stop()}. */
    public void stop() {
        KubernetesClusterVmMapCheckWorker w = worker;
        worker = null;
        if (w != null) {
            w.stop();
        }
    }

    KubernetesClusterVmMapCheckWorker getWorker() {
        return worker;
    }

    /** Runs each check inside CloudStack's managed context (database transaction and call context set up). */
    static final class ManagedContextExecutor extends AbstractExecutorService {
        private final ExecutorService delegate;

        ManagedContextExecutor(ExecutorService delegate) {
            this.delegate = delegate;
        }

        @Override
        public void execute(Runnable command) {
            delegate.execute(new ManagedContextRunnable() {
                @Override
                protected void runInContext() {
                    command.run();
                }
            });
        }

        @Override
        public void shutdown() {
            delegate.shutdown();
        }

        @Override
        public List<Runnable> shutdownNow() {
            return delegate.shutdownNow();
        }

        @Override
        public boolean isShutdown() {
            return delegate.isShutdown();
        }

        @Override
        public boolean isTerminated() {
            return delegate.isTerminated();
        }

        @Override
        public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
            return delegate.awaitTermination(timeout, unit);
        }
    }
}
