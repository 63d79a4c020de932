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

import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Date;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

import javax.inject.Inject;

import org.apache.cloudstack.api.ApiCommandResourceType;
import org.apache.cloudstack.api.response.KubernetesClusterResponse;
import org.apache.cloudstack.framework.config.ConfigKey;
import org.apache.cloudstack.framework.config.dao.ConfigurationDao;
import org.apache.cloudstack.managed.context.ManagedContextRunnable;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

import com.cloud.alert.AlertManager;
import com.cloud.dc.dao.VlanDao;
import com.cloud.event.ActionEventUtils;
import com.cloud.event.EventVO;
import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.KubernetesClusterDetailsVO;
import com.cloud.kubernetes.cluster.KubernetesClusterEventTypes;
import com.cloud.kubernetes.cluster.KubernetesClusterManagerImpl;
import com.cloud.kubernetes.cluster.KubernetesClusterService;
import com.cloud.kubernetes.cluster.KubernetesClusterVO;
import com.cloud.kubernetes.cluster.KubernetesClusterVmMapVO;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDetailsDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterVmMapDao;
import com.cloud.kubernetes.cluster.utils.KubernetesClusterUtil;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckCloud.SshEndpoint;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmMapRow;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Alert;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.ClusterResult;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.DetailChange;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Event;
import com.cloud.network.dao.IPAddressDao;
import com.cloud.network.dao.NetworkDao;
import com.cloud.offerings.dao.NetworkOfferingDao;
import com.cloud.user.User;
import com.cloud.utils.concurrency.NamedThreadFactory;
import com.cloud.utils.db.GenericSearchBuilder;
import com.cloud.utils.db.GlobalLock;
import com.cloud.utils.db.SearchCriteria;
import com.cloud.utils.db.Transaction;
import com.cloud.utils.db.TransactionCallbackNoReturn;
import com.cloud.utils.db.TransactionStatus;
import com.cloud.utils.net.NetUtils;
import com.cloud.vm.UserVmVO;
import com.cloud.vm.VirtualMachine;
import com.cloud.vm.dao.UserVmDao;
import com.cloud.vm.dao.VMInstanceDetailsDao;

/**
 * The VM map check inside the CKS plugin: a Spring bean that builds the check worker when
 * {@code KubernetesClusterManagerImpl} starts, is ticked by the status scanner, and stops with the manager; and the
 * worker's one seam, {@link KubernetesClusterVmMapCheckCloud}, over CloudStack: its DAOs, SSH, GlobalLock,
 * ActionEventUtils and AlertManager. Its settings are the manager's ({@code getConfigKeys()}), children of
 * {@code cloud.kubernetes.service.enabled}: the check runs only while both are true.
 *
 * <p>Reads: those of CKS's own tables are methods of its DAOs ({@code listByIds}, {@code listByClusterIds},
 * {@code listByResourceIdsAndNames}); the two reads of user VMs, which select only some columns, are searches built
 * once, when the check starts. Every read of a set of clusters or VMs is one query ({@code ... IN (...)}) on an index,
 * so a sweep makes a fixed number of queries per owner, whatever its number of clusters; the map is read whole once per
 * sweep ({@link #listWholeVmMap()}), since {@code vm_id} has no index. VMs are read through {@link UserVmDao} (CKS node
 * VMs are user VMs; {@code user_vm} holds the display name, by which CloudStack names a VM's Kubernetes node),
 * selecting only the columns the check uses: {@code GenericDaoBase} would load a whole {@code UserVmVO},
 * {@code user_vm.user_data} included, and CKS writes each node VM's cloud-init there (tens of kilobytes each).
 *
 * <p>The node listing: the endpoints come from {@link KubernetesClusterVmMapCheckEndpoints}, in batches on the sweep
 * thread; a listing itself is {@code kubectl get nodes -o name} through {@link BoundedSshCommand} (the tenant is root on
 * its control node, so its output is limited in bytes as it is read and the whole listing in wall-clock time, which
 * {@code SshHelper.sshExecute} bounds neither), and touches no DAO: it holds no database connection while it waits on SSH.
 *
 * <p>The lock is taken as the status scanner takes its own, without waiting ({@code lock(0)}): a management server that
 * finds it held skips the run. The last sweep's start is a row of CloudStack's {@code configuration} table in the
 * {@code Hidden} category (as CloudStack keeps its own internal values, never listed by the API), made on first use by
 * {@link ConfigurationDao#getValueAndInitIfNotExist}: no schema change. Every management server reads and writes it
 * only while holding the lock, so the one that sweeps next sees when the last sweep started, whichever server ran it.
 * A {@code Hidden} value is stored encrypted when the database encryption is on ({@code cloudstack-setup-databases}
 * turns it on by default) and read back decrypted, so it is written only through
 * {@link ConfigurationDao#update(String, String, String)}, which encrypts it; the deprecated two-argument update
 * stores plain text that the next read cannot decrypt. A value that cannot be read (written in plain text by an earlier
 * build, edited by hand) counts as no sweep recorded and is overwritten by the next sweep's start.
 *
 * <p>Events go through ActionEventUtils (by the system user, under the cluster owner's account, so that admins can
 * filter them by account; display stays false), under the plugin's own event type,
 * {@link KubernetesClusterEventTypes#EVENT_KUBERNETES_CLUSTER_VM_MAP_CHECK}, the name the engine gives them too (the
 * end-to-end test holds the two equal); alerts through AlertManager.
 */
public class KubernetesClusterVmMapCheck implements KubernetesClusterVmMapCheckCloud {
    protected Logger logger = LogManager.getLogger(getClass());

    public static final String LOCK_NAME = "KubernetesCluster.VmMap.Check.Lock";
    public static final String LAST_SWEEP_START = "cloud.kubernetes.cluster.vm.map.check.last.sweep.start";
    static final String HIDDEN = "Hidden";
    static final String ID_IN = "idIn";
    static final String ACCOUNT_ID = "accountId";

    public static final ConfigKey<Boolean> KubernetesClusterVmMapCheckEnabled = new ConfigKey<Boolean>(ConfigKey.CATEGORY_ADVANCED, Boolean.class,
            "cloud.kubernetes.cluster.vm.map.check.enabled", "true",
            "Indicates whether the Kubernetes cluster VM map check runs: every 5 minutes it compares the VM map, the cluster's VMs and "
                    + "the Kubernetes nodes of each Running or Alert cluster and reports each mismatch once as an event and an alert. "
                    + "It runs only while cloud.kubernetes.service.enabled is true too.",
            true, "cloud.kubernetes.service.enabled");

    public static final ConfigKey<Integer> KubernetesClusterVmMapCheckSshParallelism = new ConfigKey<Integer>(ConfigKey.CATEGORY_ADVANCED, Integer.class,
            "cloud.kubernetes.cluster.vm.map.check.ssh.parallelism", String.valueOf(DEFAULT_SSH_PARALLELISM),
            "The most Kubernetes clusters the VM map check lists the nodes of at once (SSH sessions in flight from this management server): "
                    + "a ceiling; each check sizes its pool below it from the listing times it measures, so that its listings end before its "
                    + "deadline. Between " + MIN_SSH_PARALLELISM + " and " + MAX_SSH_PARALLELISM
                    + "; a value outside is clamped. Read at the start of every check.",
            true, "cloud.kubernetes.service.enabled");

    /**
     * SPEC 3.7's watched states, each with the CKS timeout setting whose value bounds it: the states an operation of
     * that setting holds a cluster in. Read at every sweep, so a change applies at the next one.
     */
    static final Map<KubernetesCluster.State, ConfigKey<Long>> STATE_BOUNDS = new EnumMap<>(KubernetesCluster.State.class);
    static {
        for (KubernetesCluster.State state : new KubernetesCluster.State[] {KubernetesCluster.State.Created, KubernetesCluster.State.Starting,
                KubernetesCluster.State.Stopping, KubernetesCluster.State.Recovering}) {
            STATE_BOUNDS.put(state, KubernetesClusterService.KubernetesClusterStartTimeout);
        }
        STATE_BOUNDS.put(KubernetesCluster.State.Scaling, KubernetesClusterService.KubernetesClusterScaleTimeout);
        STATE_BOUNDS.put(KubernetesCluster.State.ScalingStoppedCluster, KubernetesClusterService.KubernetesClusterScaleTimeout);
        STATE_BOUNDS.put(KubernetesCluster.State.Upgrading, KubernetesClusterService.KubernetesClusterUpgradeTimeout);
        STATE_BOUNDS.put(KubernetesCluster.State.Importing, KubernetesClusterService.KubernetesClusterAddNodeTimeout);
        STATE_BOUNDS.put(KubernetesCluster.State.RemovingNodes, KubernetesClusterService.KubernetesClusterRemoveNodeTimeout);
    }

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

    private KubernetesClusterDao kubernetesClusterDao;
    private KubernetesClusterVmMapDao kubernetesClusterVmMapDao;
    private KubernetesClusterDetailsDao kubernetesClusterDetailsDao;
    private KubernetesClusterVmMapCheckEndpoints endpoints;
    /** Closes the SSH connection of a listing whose deadline passed (BoundedSshCommand); shut down at stop. */
    private volatile ScheduledExecutorService sshWatchdog;
    private GenericSearchBuilder<UserVmVO, CheckedVm> vmsByAccount;
    private GenericSearchBuilder<UserVmVO, CheckedVm> vmsByIds;

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
        useDaos(manager.kubernetesClusterDao, manager.kubernetesClusterVmMapDao, manager.kubernetesClusterDetailsDao);
        endpoints = new KubernetesClusterVmMapCheckEndpoints(kubernetesClusterDao, kubernetesClusterDetailsDao, kubernetesClusterVmMapDao, networkDao,
                networkOfferingDao, ipAddressDao, vlanDao, userVmDao, vmInstanceDetailsDao, configurationDao);
        sshWatchdog = Executors.newSingleThreadScheduledExecutor(new NamedThreadFactory("Kubernetes-Cluster-VmMap-Ssh-Watchdog"));
        worker = new KubernetesClusterVmMapCheckWorker(this, this::newEngine, executor, listingPools, taskContext);
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

    /** CKS's DAOs (the manager's), and the check's searches of user VMs, built once. */
    void useDaos(KubernetesClusterDao clusterDao, KubernetesClusterVmMapDao vmMapDao, KubernetesClusterDetailsDao detailsDao) {
        kubernetesClusterDao = clusterDao;
        kubernetesClusterVmMapDao = vmMapDao;
        kubernetesClusterDetailsDao = detailsDao;
        vmsByAccount = checkedVmSearch(userVmDao);
        vmsByAccount.and(ACCOUNT_ID, vmsByAccount.entity().getAccountId(), SearchCriteria.Op.EQ);
        vmsByAccount.done();
        vmsByIds = checkedVmSearch(userVmDao);
        vmsByIds.and(ID_IN, vmsByIds.entity().getId(), SearchCriteria.Op.IN);
        vmsByIds.done();
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

    /**
     * Checks one cluster now, SSH included, as a sweep would (the operator's fresh check, SPEC 6); see
     * {@link KubernetesClusterVmMapCheckWorker#checkKubernetesCluster}. Null when nothing ran: the check is off or not
     * started, a sweep holds the lock, or there is no such cluster.
     */
    public ClusterResult checkKubernetesCluster(long clusterId) {
        KubernetesClusterVmMapCheckWorker w = worker;
        return w == null || !isEnabled() ? null : w.checkKubernetesCluster(clusterId);
    }

    /**
     * SPEC 6's answer without a fresh check, from the database alone; see
     * {@link KubernetesClusterVmMapCheckWorker#viewKubernetesCluster}. Null when the check is not started, the library
     * is not loaded, or there is no such cluster.
     */
    public ClusterResult viewKubernetesCluster(long clusterId) {
        KubernetesClusterVmMapCheckWorker w = worker;
        return w == null ? null : w.viewKubernetesCluster(clusterId);
    }

    /** True when the check is started and its native library is loaded on this management server. */
    public boolean isLibraryLoaded() {
        KubernetesClusterVmMapCheckWorker w = worker;
        return w != null && w.isLibraryLoaded();
    }

    /**
     * For a root admin's {@code listKubernetesClusters}: each CloudManaged cluster of the page gets the number of
     * mismatches reported and not gone (from its two details) and the state it is stuck in, if any (SPEC 3.7), from
     * one read of the page's details. Nothing is added while the check is off or its library is not loaded; a count
     * the details do not keep (the digest of a whole set, SPEC 3.4) is left out.
     */
    public void addVmMapCheckColumns(List<KubernetesClusterVO> clusters, List<KubernetesClusterResponse> responses) {
        KubernetesClusterVmMapCheckWorker w = worker;
        if (w == null || !isEnabled()) {
            return;
        }
        List<ClusterRecord> checked = clusters.stream().filter(c -> KubernetesCluster.ClusterType.CloudManaged.equals(c.getClusterType()))
                .map(KubernetesClusterVmMapCheck::toRecord).collect(Collectors.toList());
        Map<Long, String> uuids = new HashMap<>();
        checked.forEach(c -> uuids.put(c.getId(), c.getUuid()));
        Map<String, KubernetesClusterResponse> byUuid = new HashMap<>();
        responses.forEach(r -> byUuid.put(r.getId(), r));
        for (ClusterResult result : w.answerFromDetails(checked)) {
            KubernetesClusterResponse response = byUuid.get(uuids.get(result.getId()));
            if (response == null) {
                continue;
            }
            if (result.getReportedVm() != null && result.getReportedNode() != null) {
                response.setVmMapMismatches(result.getReportedVm() + result.getReportedNode());
            }
            result.getFindings().stream().filter(f -> f.getState() != null).findFirst().ifPresent(f -> response.setStuckState(f.getState()));
        }
    }

    /** Stops the check's threads (the sweep, the listings, the SSH watchdog); called from {@code KubernetesClusterManagerImpl.stop()}. */
    public void stop() {
        KubernetesClusterVmMapCheckWorker w = worker;
        worker = null;
        if (w != null) {
            w.stop();
        }
        ScheduledExecutorService watchdog = sshWatchdog;
        if (watchdog != null) {
            watchdog.shutdownNow();
        }
    }

    KubernetesClusterVmMapCheckWorker getWorker() {
        return worker;
    }

    /** A search of user VMs that selects only the columns of {@link CheckedVm} (never {@code user_data}). */
    static GenericSearchBuilder<UserVmVO, CheckedVm> checkedVmSearch(UserVmDao dao) {
        GenericSearchBuilder<UserVmVO, CheckedVm> sb = dao.createSearchBuilder(CheckedVm.class);
        UserVmVO vm = sb.entity();
        sb.selectFields(vm.getId(), vm.getUuid(), vm.getHostName(), vm.getDisplayName(), vm.getAccountId(), vm.getState(), vm.getCreated(),
                vm.getUpdateTime(), vm.getRemoved());
        return sb;
    }

    /**
     * The columns of a user VM the check reads, by {@code GenericDaoBase}'s partial select: each field has the name of
     * the {@code VMInstanceVO} / {@code UserVmVO} attribute it takes.
     */
    public static class CheckedVm {
        private long id;
        private String uuid;
        private String hostName;
        private String displayName;
        private long accountId;
        private VirtualMachine.State state;
        private Date created;
        private Date updateTime;
        private Date removed;

        public CheckedVm() {
        }

        CheckedVm(long id, String uuid, String hostName, String displayName, long accountId, VirtualMachine.State state, Date created,
                Date updateTime, Date removed) {
            this.id = id;
            this.uuid = uuid;
            this.hostName = hostName;
            this.displayName = displayName;
            this.accountId = accountId;
            this.state = state;
            this.created = created;
            this.updateTime = updateTime;
            this.removed = removed;
        }

        /** A VM without a creation time is taken as created now, so that it is never reported before its grace period. */
        VmRecord toRecord() {
            return new VmRecord(id, uuid, hostName, displayName, accountId, String.valueOf(state), created != null ? created.getTime() : System.currentTimeMillis(),
                    millis(updateTime), millis(removed));
        }
    }

    static ClusterRecord toRecord(KubernetesCluster c) {
        return new ClusterRecord(c.getId(), c.getUuid(), c.getName(), String.valueOf(c.getState()), String.valueOf(c.getClusterType()),
                c.getAccountId(), c.getZoneId());
    }

    static VmMapRow toRow(KubernetesClusterVmMapVO r) {
        return new VmMapRow(r.getId(), r.getClusterId(), r.getVmId(), r.isControlNode(), r.isEtcdNode(), r.isExternalNode());
    }

    private static Long millis(Date date) {
        return date == null ? null : date.getTime();
    }

    /**
     * The CloudManaged clusters in Running, Alert or a watched state (one query), and the clusters that hold the state
     * watch's record in any other state or type (one query of the details by name, one of those clusters).
     */
    @Override
    public List<ClusterRecord> listClustersToCheck() {
        List<KubernetesCluster.State> states = new ArrayList<>(Arrays.asList(KubernetesCluster.State.Running, KubernetesCluster.State.Alert));
        states.addAll(STATE_BOUNDS.keySet());
        Map<Long, ClusterRecord> out = new LinkedHashMap<>();
        for (KubernetesClusterVO c : kubernetesClusterDao.listByClusterTypesAndStates(Collections.singletonList(KubernetesCluster.ClusterType.CloudManaged), states)) {
            out.put(c.getId(), toRecord(c));
        }
        Set<Long> withRecord = new HashSet<>();
        for (KubernetesClusterDetailsVO detail : kubernetesClusterDetailsDao.findDetails(KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE)) {
            if (!out.containsKey(detail.getResourceId())) {
                withRecord.add(detail.getResourceId());
            }
        }
        for (KubernetesClusterVO c : kubernetesClusterDao.listByIds(withRecord)) {
            out.put(c.getId(), toRecord(c));
        }
        return new ArrayList<>(out.values());
    }

    @Override
    public List<ClusterRecord> listClustersOfAccount(long accountId) {
        return kubernetesClusterDao.listForCleanupByAccount(accountId).stream().map(KubernetesClusterVmMapCheck::toRecord).collect(Collectors.toList());
    }

    /** The bounds of {@link #STATE_BOUNDS}, each setting's value now. */
    @Override
    public Map<String, Long> stateBoundsS() {
        Map<String, Long> bounds = new LinkedHashMap<>();
        STATE_BOUNDS.forEach((state, key) -> bounds.put(state.name(), key.value()));
        return bounds;
    }

    @Override
    public Map<Long, ClusterRecord> findClustersByIds(Collection<Long> clusterIds) {
        Map<Long, ClusterRecord> out = new LinkedHashMap<>();
        for (KubernetesClusterVO c : kubernetesClusterDao.listByIds(clusterIds)) {
            out.put(c.getId(), toRecord(c));
        }
        return out;
    }

    @Override
    public List<VmMapRow> listVmMapRows(Collection<Long> clusterIds) {
        return kubernetesClusterVmMapDao.listByClusterIds(clusterIds).stream().map(KubernetesClusterVmMapCheck::toRow).collect(Collectors.toList());
    }

    @Override
    public List<VmMapRow> listWholeVmMap() {
        return kubernetesClusterVmMapDao.listAll().stream().map(KubernetesClusterVmMapCheck::toRow).collect(Collectors.toList());
    }

    @Override
    public List<VmRecord> listVmsOfAccount(long accountId) {
        SearchCriteria<CheckedVm> sc = vmsByAccount.create();
        sc.setParameters(ACCOUNT_ID, accountId);
        return userVmDao.customSearch(sc, null).stream().map(CheckedVm::toRecord).collect(Collectors.toList());
    }

    @Override
    public List<VmRecord> listVmsIncludingRemoved(Collection<Long> vmIds) {
        if (vmIds.isEmpty()) {
            return new ArrayList<>();
        }
        SearchCriteria<CheckedVm> sc = vmsByIds.create();
        sc.setParameters(ID_IN, vmIds.toArray());
        return userVmDao.customSearchIncludingRemoved(sc, null).stream().map(CheckedVm::toRecord).collect(Collectors.toList());
    }

    @Override
    public Map<Long, Map<String, String>> getDetails(Collection<Long> clusterIds, List<String> names) {
        Map<Long, Map<String, String>> out = new LinkedHashMap<>();
        for (KubernetesClusterDetailsVO detail : kubernetesClusterDetailsDao.listByResourceIdsAndNames(clusterIds, names)) {
            if (detail.getValue() != null) {
                out.computeIfAbsent(detail.getResourceId(), k -> new LinkedHashMap<>()).put(detail.getName(), detail.getValue());
            }
        }
        return out;
    }

    /** Writes (display = false) or removes the details of one cluster; the worker calls it inside {@link #inTransaction}. */
    @Override
    public void applyDetails(long clusterId, List<DetailChange> changes) {
        for (DetailChange change : changes) {
            if (change.isRemoval()) {
                kubernetesClusterDetailsDao.removeDetail(clusterId, change.getName());
            } else {
                kubernetesClusterDetailsDao.addDetail(clusterId, change.getName(), change.getValue(), false);
            }
        }
    }

    /** One database transaction: the cluster's detail changes and its events (ActionEventUtils persists through it). */
    @Override
    public void inTransaction(Runnable work) {
        Transaction.execute(new TransactionCallbackNoReturn() {
            @Override
            public void doInTransactionWithoutResult(TransactionStatus status) {
                work.run();
            }
        });
    }

    static String level(String engineLevel) {
        if (EventVO.LEVEL_INFO.equals(engineLevel)) {
            return EventVO.LEVEL_INFO;
        }
        if (EventVO.LEVEL_ERROR.equals(engineLevel)) {
            return EventVO.LEVEL_ERROR;
        }
        return EventVO.LEVEL_WARN;
    }

    @Override
    public void recordEvent(ClusterRecord cluster, Event event) {
        ActionEventUtils.onCompletedActionEvent(User.UID_SYSTEM, cluster.getAccountId(), level(event.getLevel()),
                KubernetesClusterEventTypes.EVENT_KUBERNETES_CLUSTER_VM_MAP_CHECK,
                event.isDisplay(), event.getDescription(), cluster.getId(), ApiCommandResourceType.KubernetesCluster.toString(), 0);
    }

    @Override
    public void sendAlert(Alert alert) {
        alertManager.sendAlert(AlertManager.AlertType.ALERT_TYPE_USERVM, alert.getZoneId(), null, alert.getSubject(), alert.getBody());
    }

    @Override
    public Map<Long, SshEndpoint> findEndpoints(Collection<ClusterRecord> clusters) {
        return endpoints.resolve(clusters.stream().map(ClusterRecord::getId).collect(Collectors.toList()));
    }

    @Override
    public Kubectl listNodes(ClusterRecord cluster, SshEndpoint endpoint) {
        if (endpoint == null || !endpoint.isReachable()) {
            return Kubectl.failed(endpoint == null ? "no SSH address for the control node" : endpoint.getUnreachableReason());
        }
        return new BoundedSshCommand(endpoint.getAddress(), endpoint.getPort(), endpoint.getUser(), new File(endpoint.getKeyFile()), sshWatchdog)
                .run(KubernetesClusterUtil.CLUSTER_NODES_NAMES_COMMAND);
    }

    @Override
    public Long lastSweepStartMs() {
        String value;
        try {
            value = configurationDao.getValueAndInitIfNotExist(LAST_SWEEP_START, HIDDEN, "0",
                    "When the last Kubernetes cluster VM map check started, in ms since the epoch (kept by the check)");
        } catch (RuntimeException e) {
            logger.warn("Could not read {} ({}); counting it as no sweep recorded, the next sweep's start overwrites it", LAST_SWEEP_START,
                    e.getMessage());
            return null;
        }
        if (value == null) {
            return null;
        }
        try {
            long ms = Long.parseLong(value.trim());
            return ms > 0 ? ms : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    @Override
    public void recordSweepStart(long startMs) {
        if (!configurationDao.update(LAST_SWEEP_START, HIDDEN, String.valueOf(startMs))) {
            throw new IllegalStateException("could not record the start of the Kubernetes cluster VM map check in " + LAST_SWEEP_START);
        }
    }

    @Override
    public boolean runExclusively(Runnable task) {
        GlobalLock lock = GlobalLock.getInternLock(LOCK_NAME);
        try {
            if (!lock.lock(0)) {
                return false;
            }
            try {
                task.run();
            } finally {
                lock.unlock();
            }
            return true;
        } finally {
            lock.releaseRef();
        }
    }
}
