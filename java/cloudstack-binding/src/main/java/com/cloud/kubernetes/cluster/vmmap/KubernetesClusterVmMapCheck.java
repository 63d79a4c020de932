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

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

import javax.inject.Inject;

import org.apache.cloudstack.framework.config.ConfigKey;
import org.apache.cloudstack.framework.config.dao.ConfigurationDao;
import org.apache.cloudstack.managed.context.ManagedContextRunnable;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

import com.cloud.alert.AlertManager;
import com.cloud.dc.dao.VlanDao;
import com.cloud.kubernetes.cluster.KubernetesClusterManagerImpl;
import com.cloud.kubernetes.cluster.KubernetesClusterService;
import com.cloud.network.dao.IPAddressDao;
import com.cloud.network.dao.NetworkDao;
import com.cloud.offerings.dao.NetworkOfferingDao;
import com.cloud.utils.concurrency.NamedThreadFactory;
import com.cloud.utils.net.NetUtils;
import com.cloud.vm.dao.UserVmDao;
import com.cloud.vm.dao.VMInstanceDetailsDao;

/**
 * The VM map check inside the CKS plugin: a Spring bean that builds the check worker over CloudStack's DAOs, SSH,
 * global lock, events and alerts when {@code KubernetesClusterManagerImpl} starts, is ticked by the status scanner,
 * and stops with the manager. Its settings are the manager's ({@code getConfigKeys()}), children of
 * {@code cloud.kubernetes.service.enabled}: the check runs only while both are true.
 */
public class KubernetesClusterVmMapCheck implements CheckSettings {
    protected Logger logger = LogManager.getLogger(getClass());

    public static final ConfigKey<Boolean> KubernetesClusterVmMapCheckEnabled = new ConfigKey<Boolean>(ConfigKey.CATEGORY_ADVANCED, Boolean.class,
            "cloud.kubernetes.cluster.vm.map.check.enabled", "true",
            "Indicates whether the Kubernetes cluster VM map check runs: every 5 minutes it compares the VM map, the cluster's VMs and "
                    + "the Kubernetes nodes of each Running or Alert cluster and reports each mismatch once as an event and an alert. "
                    + "It runs only while cloud.kubernetes.service.enabled is true too.",
            true, "cloud.kubernetes.service.enabled");

    public static final ConfigKey<Integer> KubernetesClusterVmMapCheckSshParallelism = new ConfigKey<Integer>(ConfigKey.CATEGORY_ADVANCED, Integer.class,
            "cloud.kubernetes.cluster.vm.map.check.ssh.parallelism", String.valueOf(CheckSettings.DEFAULT_SSH_PARALLELISM),
            "The most Kubernetes clusters the VM map check lists the nodes of at once (SSH sessions in flight from this management server): "
                    + "a ceiling; each check sizes its pool below it from the listing times it measures, so that its listings end before its "
                    + "deadline. Between " + CheckSettings.MIN_SSH_PARALLELISM + " and " + CheckSettings.MAX_SSH_PARALLELISM
                    + "; a value outside is clamped. Read at the start of every check.",
            true, "cloud.kubernetes.service.enabled");

    @Inject
    protected UserVmDao userVmDao;
    @Inject
    protected VMInstanceDetailsDao vmInstanceDetailsDao;
    @Inject
    protected NetworkDao networkDao;
    @Inject
    protected NetworkOfferingDao networkOfferingDao;
    @Inject
    protected IPAddressDao ipAddressDao;
    @Inject
    protected VlanDao vlanDao;
    @Inject
    protected AlertManager alertManager;
    @Inject
    protected ConfigurationDao configurationDao;

    ConfigKey<Boolean> serviceEnabledKey = KubernetesClusterService.KubernetesServiceEnabled;
    ConfigKey<Boolean> enabledKey = KubernetesClusterVmMapCheckEnabled;
    ConfigKey<Integer> parallelismKey = KubernetesClusterVmMapCheckSshParallelism;
    Supplier<VmMapCheckEngine> engines = VmMapCheckEngine::new;
    private volatile KubernetesClusterVmMapCheckWorker worker;

    /** The check runs while its own setting and its parent, {@code cloud.kubernetes.service.enabled}, are both true. */
    @Override
    public boolean isEnabled() {
        return Boolean.TRUE.equals(serviceEnabledKey.value()) && Boolean.TRUE.equals(enabledKey.value());
    }

    @Override
    public int sshParallelism() {
        Integer value = parallelismKey.value();
        return value == null ? DEFAULT_SSH_PARALLELISM : value;
    }

    /** Builds the worker; called from {@code KubernetesClusterManagerImpl.start()}. */
    public void start(KubernetesClusterManagerImpl manager) {
        start(manager, Executors.newSingleThreadExecutor(new NamedThreadFactory("Kubernetes-Cluster-VmMap-Checker")),
                size -> Executors.newFixedThreadPool(size, new NamedThreadFactory("Kubernetes-Cluster-VmMap-Ssh")),
                KubernetesClusterVmMapCheck::inManagedContext);
    }

    /**
     * Builds the worker over CloudStack. The sweep runs inside CloudStack's managed context (its database transactions
     * and call context are per thread); the node-listing tasks get their endpoints as plain data and touch no DAO.
     */
    void start(KubernetesClusterManagerImpl manager, ExecutorService executor, IntFunction<ExecutorService> listingPools,
            UnaryOperator<Runnable> taskContext) {
        KubernetesClusterVmMapCheckSources sources = new KubernetesClusterVmMapCheckSources(manager.kubernetesClusterDao,
                manager.kubernetesClusterVmMapDao, manager.kubernetesClusterDetailsDao, userVmDao);
        KubernetesClusterVmMapCheckEndpoints endpoints = new KubernetesClusterVmMapCheckEndpoints(manager.kubernetesClusterDao,
                manager.kubernetesClusterDetailsDao, manager.kubernetesClusterVmMapDao, networkDao, networkOfferingDao, ipAddressDao, vlanDao, userVmDao,
                vmInstanceDetailsDao, configurationDao);
        KubernetesClusterVmMapCheckNotifier notifier = new KubernetesClusterVmMapCheckNotifier(alertManager);
        worker = new KubernetesClusterVmMapCheckWorker(sources, sources, sources, sources, new KubernetesClusterVmMapCheckNodeLister(endpoints),
                new KubernetesClusterVmMapCheckLock(configurationDao), notifier, notifier, this, Clock.SYSTEM, this::newEngine, executor, listingPools,
                taskContext);
    }

    /**
     * The engine, loading the native library. The worker asks once per start, when the check is first enabled; if the
     * library cannot be loaded (another platform, a build without it, no folder that allows executables), the check
     * stays off while its setting still reads true, so besides the worker's log line an alert says so, where operators
     * look, once per start.
     */
    VmMapCheckEngine newEngine() {
        try {
            return engines.get();
        } catch (VmMapCheckException | LinkageError e) {
            alertManager.sendAlert(AlertManager.AlertType.ALERT_TYPE_MANAGEMENT_NODE, 0, 0L,
                    "The Kubernetes cluster VM map check is off on management server " + NetUtils.getHostName() + ": its native library could not be loaded",
                    e.getMessage() + ". The setting " + KubernetesClusterVmMapCheckEnabled.key() + " is true, but no check runs on this management server until "
                            + "the library loads, which is tried again at its next start.");
            throw e;
        }
    }

    /** The task as a {@link ManagedContextRunnable}, as CloudStack runs its background tasks. */
    static Runnable inManagedContext(Runnable task) {
        return new ManagedContextRunnable() {
            @Override
            protected void runInContext() {
                task.run();
            }
        };
    }

    /** Called by the status scanner on every run (every 30 s); returns at once and never throws. */
    public void onStatusScannerRun() {
        KubernetesClusterVmMapCheckWorker w = worker;
        if (w == null) {
            return;
        }
        try {
            w.tick();
        } catch (RuntimeException e) {
            logger.warn("Could not start the Kubernetes cluster VM map check: {}", e.getMessage(), e);
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
}
