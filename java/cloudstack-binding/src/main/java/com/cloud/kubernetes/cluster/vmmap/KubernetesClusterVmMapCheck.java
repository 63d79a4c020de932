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
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import javax.inject.Inject;

import org.apache.cloudstack.api.ApiCommandResourceType;
import org.apache.cloudstack.api.ApiConstants;
import org.apache.cloudstack.api.response.KubernetesClusterResponse;
import org.apache.cloudstack.api.response.KubernetesClusterStuckStateResponse;
import org.apache.cloudstack.api.response.KubernetesClusterVmMapCheckResultsResponse;
import org.apache.cloudstack.api.response.KubernetesClusterVmMapMismatchResponse;
import org.apache.cloudstack.framework.config.ConfigKey;
import org.apache.cloudstack.framework.config.dao.ConfigurationDao;
import org.apache.cloudstack.managed.context.ManagedContextRunnable;
import org.apache.commons.lang3.StringUtils;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

import com.cloud.alert.AlertManager;
import com.cloud.event.EventVO;
import com.cloud.event.dao.EventDao;
import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.KubernetesClusterDetailsVO;
import com.cloud.kubernetes.cluster.KubernetesClusterEventTypes;
import com.cloud.kubernetes.cluster.KubernetesClusterManagerImpl;
import com.cloud.kubernetes.cluster.KubernetesClusterService;
import com.cloud.kubernetes.cluster.KubernetesClusterVO;
import com.cloud.kubernetes.cluster.KubernetesClusterVmMapVO;
import com.cloud.kubernetes.cluster.actionworkers.KubernetesClusterActionWorker;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterDetailsDao;
import com.cloud.kubernetes.cluster.dao.KubernetesClusterVmMapDao;
import com.cloud.kubernetes.cluster.utils.KubernetesClusterUtil;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker.Cloud.SshEndpoint;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker.NotCheckedException;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.NodeCounts;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmMapRow;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Alert;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.ClusterResult;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.DetailChange;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Event;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Finding;
import com.cloud.user.User;
import com.cloud.utils.Pair;
import com.cloud.utils.component.ComponentContext;
import com.cloud.utils.concurrency.NamedThreadFactory;
import com.cloud.utils.db.GenericSearchBuilder;
import com.cloud.utils.db.GlobalLock;
import com.cloud.utils.db.SearchCriteria;
import com.cloud.utils.db.Transaction;
import com.cloud.utils.db.TransactionCallback;
import com.cloud.utils.db.TransactionCallbackNoReturn;
import com.cloud.utils.db.TransactionStatus;
import com.cloud.utils.exception.CloudRuntimeException;
import com.cloud.utils.net.NetUtils;
import com.cloud.utils.ssh.SshCommandResult;
import com.cloud.utils.ssh.SshHelper;
import com.cloud.vm.UserVmVO;
import com.cloud.vm.VirtualMachine;
import com.cloud.vm.dao.UserVmDao;

/**
 * The VM map check in the CKS plugin: the bean {@code KubernetesClusterManagerImpl} starts and stops, and the
 * worker's seam over CloudStack's DAOs, SSH, {@link GlobalLock}, events and alerts.
 */
public class KubernetesClusterVmMapCheck implements KubernetesClusterVmMapCheckWorker.Cloud {
    protected Logger logger = LogManager.getLogger(getClass());

    public static final String LOCK_NAME = "KubernetesCluster.VmMap.Check.Lock";
    public static final String LAST_SWEEP_START = "cloud.kubernetes.cluster.vm.map.check.last.sweep.start";
    static final String HIDDEN = "Hidden";
    /** One node listing, from the connect to the close (SPEC 5). */
    static final long LISTING_TIMEOUT_MS = 30_000L;
    static final String ID_IN = "idIn";
    static final String ACCOUNT_ID = "accountId";
    static final String STATE_NOT = "stateNot";
    /** How often the check's thread asks whether a sweep is due (the status scanner's own period). */
    static final long SCHEDULE_S = 30;

    public static final ConfigKey<Boolean> KubernetesClusterVmMapCheckEnabled = new ConfigKey<Boolean>(ConfigKey.CATEGORY_ADVANCED, Boolean.class,
            "cloud.kubernetes.cluster.vm.map.check.enabled", "true",
            "Indicates whether the Kubernetes cluster VM map check runs: every 5 minutes it compares the VM map, the cluster's VMs and "
                    + "the Kubernetes nodes of each Running or Alert cluster and reports each mismatch once as an event and an alert, and it "
                    + "reports once a cluster that stays in a transitional state (Starting, Scaling, Upgrading, ...) past its operation's timeout "
                    + "setting. It runs only while cloud.kubernetes.service.enabled is true too.",
            true, "cloud.kubernetes.service.enabled");

    public static final ConfigKey<Integer> KubernetesClusterVmMapCheckSshParallelism = new ConfigKey<Integer>(ConfigKey.CATEGORY_ADVANCED, Integer.class,
            "cloud.kubernetes.cluster.vm.map.check.ssh.parallelism", String.valueOf(DEFAULT_SSH_PARALLELISM),
            "The most Kubernetes clusters the VM map check lists the nodes of at once (SSH sessions in flight from this management server); "
                    + "a check opens no more than it has clusters to list. Between " + MIN_SSH_PARALLELISM + " and " + MAX_SSH_PARALLELISM
                    + "; a value outside is clamped. Read at the start of every check.",
            true, "cloud.kubernetes.service.enabled");

    public static final ConfigKey<Long> KubernetesClusterVmMapCheckGracePeriod = new ConfigKey<Long>(ConfigKey.CATEGORY_ADVANCED, Long.class,
            "cloud.kubernetes.cluster.vm.map.check.grace.period", "900",
            "Seconds the Kubernetes cluster VM map check gives a new VM before it reports it: a VM named as a node but in no VM map, or a "
                    + "mapped Running VM that is no Kubernetes node, is reported only once it was created, and last changed state, at least this "
                    + "long ago (a scale or an upgrade in progress is not drift). Read at the start of every check.",
            true, "cloud.kubernetes.service.enabled");

    public static final ConfigKey<Integer> KubernetesClusterVmMapCheckAlertBudget = new ConfigKey<Integer>(ConfigKey.CATEGORY_ADVANCED, Integer.class,
            KubernetesClusterVmMapCheckWorker.ALERT_BUDGET_SETTING, String.valueOf(DEFAULT_ALERT_BUDGET),
            "The most alerts one run of the Kubernetes cluster VM map check sends across the cloud, in the order of the clusters' ids; "
                    + "one more alert then sums up the new mismatches not alerted. Every new mismatch still gets its event. 0: no budget. "
                    + "Read when a run sends its alerts.",
            true, "cloud.kubernetes.service.enabled");

    /** SPEC 3.7's watched states, each with the CKS timeout setting that bounds it. */
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
    protected AlertManager alertManager;
    @Inject
    protected ConfigurationDao configurationDao;
    @Inject
    protected EventDao eventDao;

    @Inject
    protected KubernetesClusterDao kubernetesClusterDao;
    @Inject
    protected KubernetesClusterVmMapDao kubernetesClusterVmMapDao;
    @Inject
    protected KubernetesClusterDetailsDao kubernetesClusterDetailsDao;
    /** The manager CKS's action workers are made with; the check's endpoints come from one (set by {@link #start(KubernetesClusterManagerImpl)}). */
    KubernetesClusterManagerImpl manager;
    /**
     * Each cluster's endpoint as CKS's action worker resolved it, kept between sweeps ({@link #findEndpoints}): an address
     * while SSH to it works with the host key its first listing met, an answer without one for {@link #UNREACHABLE_KEPT_MS}, a
     * failure to resolve it not at all.
     */
    final Map<Long, KeptEndpoint> endpoints = new ConcurrentHashMap<>();
    static final long ENDPOINT_KEPT_UNUSED_MS = 60 * 60 * 1000L;
    /**
     * At most this many endpoints are resolved through CKS's action worker in one sweep (about 19 kB and 4 ms of the
     * database each, BENCHMARKS.md), so that the first sweep after a start holds SPEC 5's bounds at 5 000 clusters;
     * the others are not listed in that sweep (their node side as last found) and are resolved by the next ones.
     */
    static final int MAX_ENDPOINTS_RESOLVED_PER_SWEEP = 1000;
    int endpointsResolvedPerSweep = MAX_ENDPOINTS_RESOLVED_PER_SWEEP;
    /** How long an answer without an address is kept: such a cluster is asked again at most this often, not every sweep. */
    static final long UNREACHABLE_KEPT_MS = 30 * 60 * 1000L;

    /**
     * An endpoint, what it was resolved from (the cluster's map rows and endpoint details), when a sweep last used it,
     * and the host key its first listing met. It is dropped when what it came from changes, when SSH to it fails or
     * meets another host key (an address given to another network's node), or after {@link #ENDPOINT_KEPT_UNUSED_MS}
     * unused (a cluster no longer checked); an answer without an address is asked again after
     * {@link #UNREACHABLE_KEPT_MS}. Read and replaced under the check's lock; listings only pin or drop it.
     */
    static final class KeptEndpoint {
        final String from;
        final SshEndpoint endpoint;
        volatile long usedMs;
        volatile String hostKey;

        final long resolvedMs;

        KeptEndpoint(String from, SshEndpoint endpoint, long usedMs) {
            this.from = from;
            this.endpoint = endpoint;
            this.usedMs = usedMs;
            this.resolvedMs = usedMs;
        }
    }
    private GenericSearchBuilder<UserVmVO, CheckedVm> vmsByAccount;
    private GenericSearchBuilder<UserVmVO, CheckedVm> vmsByIds;

    ConfigKey<Boolean> serviceEnabledKey = KubernetesClusterService.KubernetesServiceEnabled;
    ConfigKey<Boolean> enabledKey = KubernetesClusterVmMapCheckEnabled;
    ConfigKey<Integer> parallelismKey = KubernetesClusterVmMapCheckSshParallelism;
    ConfigKey<Integer> alertBudgetKey = KubernetesClusterVmMapCheckAlertBudget;
    ConfigKey<Long> gracePeriodKey = KubernetesClusterVmMapCheckGracePeriod;
    Supplier<VmMapCheckEngine> engines = VmMapCheckEngine::new;
    volatile KubernetesClusterVmMapCheckWorker worker;
    private final ReentrantLock localLock = new ReentrantLock();

    @Override
    public boolean isEnabled() {
        return Boolean.TRUE.equals(serviceEnabledKey.value()) && Boolean.TRUE.equals(enabledKey.value());
    }

    @Override
    public int sshParallelism() {
        Integer value = parallelismKey.value();
        return value == null ? DEFAULT_SSH_PARALLELISM : value;
    }

    @Override
    public Long gracePeriodS() {
        return gracePeriodKey.value();
    }

    @Override
    public int alertBudget() {
        Integer value = alertBudgetKey.value();
        return value == null ? DEFAULT_ALERT_BUDGET : value;
    }

    /**
     * Called from {@code KubernetesClusterManagerImpl.start()}, which gives itself for the check's action workers: the
     * check runs on its own scheduled thread, as CKS's garbage collector and status scanner do, every
     * {@value #SCHEDULE_S} s (a sweep when one is due: {@link KubernetesClusterVmMapCheckWorker#tick()}).
     */
    public void start(KubernetesClusterManagerImpl manager) {
        this.manager = manager;
        start(Executors.newSingleThreadScheduledExecutor(new NamedThreadFactory("Kubernetes-Cluster-VmMap-Checker")),
                size -> Executors.newFixedThreadPool(size, new NamedThreadFactory("Kubernetes-Cluster-VmMap-Ssh")));
    }

    void start(ScheduledExecutorService scheduler, IntFunction<ExecutorService> listingPools) {
        buildSearches();
        worker = new KubernetesClusterVmMapCheckWorker(this, this::newEngine, scheduler, listingPools);
        KubernetesClusterVmMapCheckWorker w = worker;
        scheduler.scheduleWithFixedDelay(new ManagedContextRunnable() {
            @Override
            protected void runInContext() {
                w.tick();
            }

            @Override
            public void run() {
                try {
                    super.run();
                } catch (Throwable e) {
                    // The managed context's listeners run outside tick(): a throw of theirs would end the schedule for good.
                    logger.error("The scheduled run of the Kubernetes cluster VM map check failed: {}", e, e);
                }
            }
        }, SCHEDULE_S, SCHEDULE_S, TimeUnit.SECONDS);
    }

    /** Loads the library (once per start); if it cannot, the check is off while its setting reads true: an alert says so. */
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

    /** The user VM searches, built once when the check starts. */
    void buildSearches() {
        // An owner's VMs, read by its account's index alone: with the implicit "removed IS NULL", MariaDB intersects
        // that index with i_vm_instance__removed, whose NULL range is every live VM of the cloud, for each owner (13.3
        // million index rows a sweep at 5 000 clusters, BENCHMARKS.md). Expunged VMs are left out by their state, and
        // the few removed in another one in Java.
        vmsByAccount = checkedVmSearch(userVmDao);
        vmsByAccount.and(ACCOUNT_ID, vmsByAccount.entity().getAccountId(), SearchCriteria.Op.EQ);
        vmsByAccount.and(STATE_NOT, vmsByAccount.entity().getState(), SearchCriteria.Op.NEQ);
        vmsByAccount.done();
        vmsByIds = checkedVmSearch(userVmDao);
        vmsByIds.and(ID_IN, vmsByIds.entity().getId(), SearchCriteria.Op.IN);
        vmsByIds.done();
    }

    static Runnable inManagedContext(Runnable task) {
        return new ManagedContextRunnable() {
            @Override
            protected void runInContext() {
                task.run();
            }
        };
    }

    /**
     * SPEC 6's answer for one cluster, as {@code QueryService.listRouterHealthChecks} answers for a router: from a check
     * run now ({@code fresh}) and applied as a sweep applies it, or from the database alone.
     */
    public KubernetesClusterVmMapCheckResultsResponse getKubernetesClusterVmMapCheckResults(KubernetesCluster cluster, boolean fresh) {
        ClusterResult result = getResult(cluster.getId(), fresh);
        KubernetesClusterVmMapCheckResultsResponse response = new KubernetesClusterVmMapCheckResultsResponse(cluster.getUuid(), cluster.getName(),
                result.isChecked() ? "checked" : "skipped", result.skipReason, fresh);
        Long lastSweep = lastRecordedSweepStartMs();
        response.setLastSweep(lastSweep == null ? null : new Date(lastSweep));
        if (!result.isChecked()) {
            response.setNodeView("notlookedat", result.skipReason);
        } else if (!fresh) {
            response.setNodeView("notlookedat", "this answer comes from the database: the nodes are as the last check saw them");
        } else {
            response.setNodeView(result.isNodeViewAvailable() ? "available" : "unavailable", result.nodeViewReason);
        }
        Map<Long, VmRecord> vms = new HashMap<>();
        listVmsIncludingRemoved(result.findings.stream().map(f -> f.vmId).filter(Objects::nonNull).distinct().collect(Collectors.toList()))
                .forEach(vm -> vms.put(vm.id, vm));
        List<KubernetesClusterVmMapMismatchResponse> mismatches = new ArrayList<>();
        for (Finding finding : result.findings) {
            // Reported: its key was stored before (the database's answer), or this fresh check reported what it found new.
            boolean reported = fresh || !finding.isNew;
            if (finding.isAlertReason()) {
                response.setAlertReason(finding.reason);
                response.setAlertReasonKind(finding.reasonKind);
                response.setAlertSince(finding.sinceMs == null ? null : new Date(finding.sinceMs));
                response.setAlertReasonDescription(finding.description);
                continue;
            }
            if (finding.isStuckState()) {
                KubernetesClusterStuckStateResponse stuck = new KubernetesClusterStuckStateResponse(finding.state,
                        finding.sinceMs == null ? null : new Date(finding.sinceMs), finding.boundS, finding.setting, reported, finding.description);
                stuck.setObjectName("stuckstate");
                response.setStuckState(stuck);
                continue;
            }
            KubernetesClusterVmMapMismatchResponse mismatch = new KubernetesClusterVmMapMismatchResponse(finding.kind, finding.key, finding.node,
                    reported, finding.description);
            if (finding.vmId != null) {
                VmRecord vm = vms.get(finding.vmId);
                mismatch.setVirtualMachine(vm == null ? null : vm.uuid, vm == null ? finding.vmName : vm.hostName, vm == null ? null : vm.state);
            }
            mismatches.add(mismatch);
        }
        response.setMismatches(mismatches);
        return response;
    }

    /** The library's answer for one cluster, fresh or from the database; else a {@link NotCheckedException} says why. */
    public ClusterResult getResult(long clusterId, boolean fresh) {
        KubernetesClusterVmMapCheckWorker w = worker;
        if (!isEnabled()) {
            throw new NotCheckedException(NotCheckedException.Reason.OFF);
        } else if (w == null) {
            throw new NotCheckedException(NotCheckedException.Reason.NOT_STARTED);
        } else if (!w.isLibraryLoaded()) {
            throw new NotCheckedException(NotCheckedException.Reason.LIBRARY_NOT_LOADED);
        }
        try {
            return fresh ? w.checkKubernetesCluster(clusterId) : w.viewKubernetesCluster(clusterId);
        } catch (NotCheckedException e) {
            throw e;
        } catch (RuntimeException e) {
            logger.warn("The VM map check of Kubernetes cluster id {} gave no answer: {}", clusterId, e.getMessage(), e);
            throw new NotCheckedException(NotCheckedException.Reason.FAILED);
        }
    }

    /**
     * SPEC 6's columns of a root admin's cluster list, from one read of the page's details: the mismatches reported and
     * not gone, a stuck state once reported, and why a cluster in Alert stays there (SPEC 3.8). Nothing is added while the check is off, nor when that fails.
     */
    public void addVmMapCheckColumns(List<KubernetesClusterVO> clusters, List<KubernetesClusterResponse> responses) {
        KubernetesClusterVmMapCheckWorker w = worker;
        if (w == null || !isEnabled()) {
            return;
        }
        List<ClusterRecord> checked = clusters.stream().filter(c -> KubernetesCluster.ClusterType.CloudManaged.equals(c.getClusterType()))
                .map(KubernetesClusterVmMapCheck::toRecord).collect(Collectors.toList());
        Map<Long, String> uuids = new HashMap<>();
        checked.forEach(c -> uuids.put(c.id, c.uuid));
        Map<String, KubernetesClusterResponse> byUuid = new HashMap<>();
        responses.forEach(r -> byUuid.put(r.getId(), r));
        List<ClusterResult> results;
        try {
            results = w.answerFromDetails(checked);
        } catch (RuntimeException e) {
            logger.warn("Could not add the Kubernetes cluster VM map check's columns to the cluster list: {}", e.getMessage(), e);
            return;
        }
        for (ClusterResult result : results) {
            KubernetesClusterResponse response = byUuid.get(uuids.get(result.id));
            if (response == null) {
                continue;
            }
            if (result.reported != null && result.reported.vm != null && result.reported.node != null) {
                response.setVmMapMismatches(result.reported.vm + result.reported.node);
            }
            result.findings.stream().filter(f -> f.isStuckState() && !f.isNew).findFirst().ifPresent(f -> response.setStuckState(f.state));
            response.setAlertReason(result.alertReason);
            response.setAlertReasonKind(result.alertReasonKind);
        }
    }

    public void stop() {
        KubernetesClusterVmMapCheckWorker w = worker;
        worker = null;
        if (w != null) {
            w.stop();
        }
    }

    /** Selects only the columns of {@link CheckedVm} (never {@code user_data}). */
    static GenericSearchBuilder<UserVmVO, CheckedVm> checkedVmSearch(UserVmDao dao) {
        GenericSearchBuilder<UserVmVO, CheckedVm> sb = dao.createSearchBuilder(CheckedVm.class);
        UserVmVO vm = sb.entity();
        sb.selectFields(vm.getId(), vm.getUuid(), vm.getHostName(), vm.getDisplayName(), vm.getAccountId(), vm.getState(), vm.getCreated(),
                vm.getUpdateTime(), vm.getRemoved());
        return sb;
    }

    /** A user VM's columns the check reads; each field has the name of the VO attribute it takes. */
    public static class CheckedVm {
        public long id;
        public String uuid;
        public String hostName;
        public String displayName;
        public long accountId;
        public VirtualMachine.State state;
        public Date created;
        public Date updateTime;
        public Date removed;

        VmRecord toRecord() {
            return new VmRecord(id, uuid, hostName, displayName, accountId, String.valueOf(state), millis(created), millis(updateTime), millis(removed));
        }
    }

    /** A NULL uuid (the column allows it) as CKS's node naming spells it, so that one row cannot make its owner's request invalid. */
    static ClusterRecord toRecord(KubernetesCluster c) {
        return new ClusterRecord(c.getId(), Objects.toString(c.getUuid()), c.getName(), String.valueOf(c.getState()), String.valueOf(c.getClusterType()),
                c.getAccountId(), c.getZoneId(), new NodeCounts(c.getControlNodeCount(), c.getNodeCount(), c.getEtcdNodeCount() == null ? 0 : c.getEtcdNodeCount()));
    }

    static VmMapRow toRow(KubernetesClusterVmMapVO r) {
        return new VmMapRow(r.getId(), r.getClusterId(), r.getVmId(), r.isControlNode(), r.isEtcdNode(), r.isExternalNode());
    }

    private static Long millis(Date date) {
        return date == null ? null : date.getTime();
    }

    /** The CloudManaged clusters in Running, Alert or a watched state, and any other cluster that holds the state watch's or the Alert episode's record. */
    @Override
    public List<ClusterRecord> listClustersToCheck() {
        List<KubernetesCluster.State> states = new ArrayList<>(Arrays.asList(KubernetesCluster.State.Running, KubernetesCluster.State.Alert));
        states.addAll(STATE_BOUNDS.keySet());
        Map<Long, ClusterRecord> out = new LinkedHashMap<>();
        for (KubernetesClusterVO c : kubernetesClusterDao.listByClusterTypesAndStates(Collections.singletonList(KubernetesCluster.ClusterType.CloudManaged), states)) {
            out.put(c.getId(), toRecord(c));
        }
        Set<Long> withRecord = new HashSet<>();
        for (String record : Arrays.asList(KubernetesClusterVmMapCheckWorker.DETAIL_STATE_SINCE, KubernetesClusterVmMapCheckWorker.DETAIL_ALERT_REASON)) {
            for (KubernetesClusterDetailsVO detail : kubernetesClusterDetailsDao.findDetails(record)) {
                if (!out.containsKey(detail.getResourceId())) {
                    withRecord.add(detail.getResourceId());
                }
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
    public List<VmMapRow> listVmMapRowsOfVms(Collection<Long> vmIds) {
        return kubernetesClusterVmMapDao.listByVmIds(vmIds).stream().map(KubernetesClusterVmMapCheck::toRow).collect(Collectors.toList());
    }

    @Override
    public List<VmRecord> listVmsOfAccount(long accountId) {
        SearchCriteria<CheckedVm> sc = vmsByAccount.create();
        sc.setParameters(ACCOUNT_ID, accountId);
        sc.setParameters(STATE_NOT, VirtualMachine.State.Expunging);
        return userVmDao.customSearchIncludingRemoved(sc, null).stream().filter(vm -> vm.removed == null).map(CheckedVm::toRecord)
                .collect(Collectors.toList());
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

    @Override
    public boolean applyInTransaction(ClusterRecord cluster, List<VmMapRow> mapRows, List<DetailChange> changes, List<Event> events) {
        if (changes.isEmpty() && events.isEmpty()) {
            return true;
        }
        return Transaction.execute((TransactionCallback<Boolean>) status -> {
            KubernetesClusterVO vo = kubernetesClusterDao.lockRow(cluster.id, true);
            if (vo == null || !cluster.state.equals(String.valueOf(vo.getState()))
                    || mapRows != null && !mapRows.equals(listVmMapRows(Collections.singletonList(cluster.id)))) {
                return false;
            }
            for (DetailChange change : changes) {
                if (change.value == null) {
                    kubernetesClusterDetailsDao.removeDetail(cluster.id, change.name);
                } else {
                    kubernetesClusterDetailsDao.addDetail(cluster.id, change.name, change.value, false);
                }
            }
            events.forEach(event -> eventDao.persist(eventOf(vo, event)));
            return true;
        });
    }

    /**
     * A managed context keeps the connection of its first read until its end; the commit of a transaction gives it back
     * to the pool ({@code TransactionLegacy.commit}), so an empty one does, and costs nothing when none is held.
     */
    @Override
    public void releaseDatabaseConnection() {
        Transaction.execute(new TransactionCallbackNoReturn() {
            @Override
            public void doInTransactionWithoutResult(TransactionStatus status) {
            }
        });
    }

    /**
     * The event as {@code ActionEventUtils} records an action event, but never published on the event bus: the bus
     * ignores display = false, and any account or domain may subscribe a webhook to its own events (SPEC 3.5).
     */
    static EventVO eventOf(KubernetesClusterVO cluster, Event event) {
        EventVO vo = new EventVO();
        vo.setUserId(User.UID_SYSTEM);
        vo.setAccountId(cluster.getAccountId());
        vo.setDomainId(cluster.getDomainId());
        vo.setType(KubernetesClusterEventTypes.EVENT_KUBERNETES_CLUSTER_VM_MAP_CHECK);
        vo.setLevel(event.level);
        vo.setDisplay(event.display);
        vo.setDescription(event.description);
        vo.setResourceId(cluster.getId());
        vo.setResourceType(ApiCommandResourceType.KubernetesCluster.toString());
        return vo;
    }

    @Override
    public void sendAlert(Alert alert) {
        alertManager.sendAlert(AlertManager.AlertType.ALERT_TYPE_USERVM, alert.zoneId, null, alert.subject, alert.body);
    }

    /**
     * How CKS's action workers reach each cluster's control node, by their own methods; kept between sweeps while the
     * cluster's map rows and endpoint details stay as they were (two batched reads) and SSH to it works.
     */
    @Override
    public Map<Long, SshEndpoint> findEndpoints(Collection<ClusterRecord> clusters) {
        List<Long> ids = KubernetesClusterVmMapCheckWorker.ids(clusters);
        Map<Long, List<String>> inputs = new HashMap<>();
        ids.forEach(id -> inputs.put(id, new ArrayList<>()));
        kubernetesClusterVmMapDao.listByClusterIds(ids).forEach(r -> inputs.get(r.getClusterId()).add(r.getId() + ":" + r.getVmId()));
        kubernetesClusterDetailsDao.listByResourceIdsAndNames(ids, ENDPOINT_DETAILS).forEach(d -> inputs.get(d.getResourceId()).add(d.getName() + "=" + d.getValue()));
        Map<Long, SshEndpoint> out = new HashMap<>();
        List<Long> toResolve = new ArrayList<>();
        long now = nowMillis();
        endpoints.values().removeIf(kept -> now - kept.usedMs > ENDPOINT_KEPT_UNUSED_MS);
        inputs.forEach((id, from) -> {
            Collections.sort(from);
            KeptEndpoint kept = endpoints.get(id);
            // A failure to resolve (the worker threw) is not kept: asked again at the next sweep.
            if (kept != null && kept.from.equals(from.toString())
                    && (kept.endpoint.isReachable() || kept.endpoint.noAddress && now - kept.resolvedMs < UNREACHABLE_KEPT_MS)) {
                out.put(id, kept.endpoint);
                kept.usedMs = now;
            } else {
                toResolve.add(id);
            }
        });
        // The rest (none in a steady sweep) get no endpoint in this one: the worker lists them not (KubernetesClusterVmMapCheckWorker.notReached).
        Collections.sort(toResolve);
        List<Long> resolving = toResolve.subList(0, Math.min(toResolve.size(), endpointsResolvedPerSweep));
        for (KubernetesClusterVO cluster : resolving.isEmpty() ? Collections.<KubernetesClusterVO>emptyList() : kubernetesClusterDao.listByIds(resolving)) {
            SshEndpoint endpoint = endpointOf(cluster);
            out.put(cluster.getId(), endpoint);
            endpoints.put(cluster.getId(), new KeptEndpoint(inputs.get(cluster.getId()).toString(), endpoint, now));
        }
        resolving.forEach(id -> out.putIfAbsent(id, SshEndpoint.unreachable("the cluster is gone")));
        return out;
    }

    static final List<String> ENDPOINT_DETAILS = Collections.unmodifiableList(
            Arrays.asList(ApiConstants.EXTERNAL_LOAD_BALANCER_IP_ADDRESS, ApiConstants.PUBLIC_IP_ID));

    /** One cluster's endpoint from CKS's action worker, made as the manager makes its workers. */
    SshEndpoint endpointOf(KubernetesClusterVO cluster) {
        return ComponentContext.<ControlNodeEndpoint>inject(new ControlNodeEndpoint(cluster, manager)).resolve();
    }

    /** An action worker that runs no action: it answers how CKS's operations reach the cluster's control node. */
    static class ControlNodeEndpoint extends KubernetesClusterActionWorker {
        ControlNodeEndpoint(KubernetesCluster cluster, KubernetesClusterManagerImpl manager) {
            super(cluster, manager);
        }

        SshEndpoint resolve() {
            try {
                Pair<String, Integer> address = getKubernetesClusterServerIpSshPort(null);
                if (address == null || StringUtils.isEmpty(address.first())) {
                    return SshEndpoint.noAddress();
                }
                return SshEndpoint.of(address.first(), address.second(), getControlNodeLoginUser(), getManagementServerSshPublicKeyFile().getPath());
            } catch (RuntimeException e) {
                return SshEndpoint.unreachable("could not find how to reach the control node: " + e.getMessage());
            }
        }
    }

    @Override
    public Kubectl listNodes(ClusterRecord cluster, SshEndpoint endpoint) {
        if (endpoint == null || !endpoint.isReachable()) {
            return KubernetesClusterVmMapCheckWorker.notReached(endpoint);
        }
        String where = endpoint.address + ":" + endpoint.port;
        try {
            SshCommandResult result = SshHelper.sshExecute(endpoint.address, endpoint.port, endpoint.user, new File(endpoint.keyFile), null,
                    KubernetesClusterUtil.CLUSTER_NODES_COMMAND, KubernetesClusterUtil.NODE_SSH_OUTPUT_LIMIT_BYTES, LISTING_TIMEOUT_MS);
            if (result.getEnding() == SshCommandResult.Ending.DEADLINE) {
                endpoints.remove(cluster.id); // resolved again in the next sweep
            }
            KeptEndpoint kept = endpoints.get(cluster.id);
            String hostKey = result.getHostKeyFingerprint();
            if (kept != null && kept.endpoint == endpoint && hostKey != null) {
                if (kept.hostKey == null) {
                    kept.hostKey = hostKey;
                } else if (!kept.hostKey.equals(hostKey)) {
                    endpoints.remove(cluster.id);
                    return Kubectl.notListed("the control node at " + where + " answered with another host key than before (" + hostKey
                            + "): its address is resolved again in the next sweep");
                }
            }
            return nodeView(result, where);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the pool's, as the check stops: kept for the thread's owner
            return Kubectl.notListed("SSH to " + where + " was interrupted: the check is stopping");
        } catch (Exception e) {
            endpoints.remove(cluster.id); // resolved again in the next sweep
            return Kubectl.failed("SSH to " + where + " failed: " + e.getMessage());
        }
    }

    /** The node view a listing's result gives: its output if kubectl exited 0, else why not. */
    static Kubectl nodeView(SshCommandResult result, String where) {
        if (result.isCut() || result.first()) {
            return result.first() ? Kubectl.ok(result.second()) : Kubectl.failed(result.second());
        }
        return Kubectl.failed(result.getExitStatus() == null ? "kubectl on " + where + " ended without an exit status"
                : "kubectl exited with status " + result.getExitStatus() + " on " + where);
    }

    @Override
    public Long lastSweepStartMs() {
        return sweepStartMs(() -> configurationDao.getValueAndInitIfNotExist(LAST_SWEEP_START, HIDDEN, "0",
                "When the last Kubernetes cluster VM map check started, in ms since the epoch (kept by the check)"));
    }

    /** The last sweep's start for the API, which holds no lock: read only (the row is created under the lock alone). */
    public Long lastRecordedSweepStartMs() {
        return sweepStartMs(() -> configurationDao.getValue(LAST_SWEEP_START));
    }

    private Long sweepStartMs(Supplier<String> read) {
        try {
            String value = read.get();
            long ms = value == null ? 0 : Long.parseLong(value.trim());
            return ms > 0 ? ms : null;
        } catch (RuntimeException e) {
            logger.warn("Could not read {} ({}); counting it as no sweep recorded, the next sweep's start overwrites it", LAST_SWEEP_START,
                    e.getMessage());
            return null;
        }
    }

    @Override
    public void recordSweepStart(long startMs) {
        if (!configurationDao.update(LAST_SWEEP_START, HIDDEN, String.valueOf(startMs))) {
            throw new CloudRuntimeException("could not record the start of the Kubernetes cluster VM map check in " + LAST_SWEEP_START);
        }
    }

    @Override
    public boolean runExclusively(Runnable task) {
        // GlobalLock's lock(0) waits for a holder in this JVM: this server's own holder is asked first.
        if (!localLock.tryLock()) {
            return false;
        }
        try {
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
        } finally {
            localLock.unlock();
        }
    }
}
