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

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmMapRow;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.VmRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Alert;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.DetailChange;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Event;

/**
 * The one seam where {@link KubernetesClusterVmMapCheckWorker} meets CloudStack: {@code KubernetesClusterVmMapCheck}
 * in CloudStack, the in-memory CloudStack in the demo, the simulator and the tests. Every read of a set is one query.
 */
public interface KubernetesClusterVmMapCheckCloud {
    /** The most SSH sessions at once, by default: 64 list 5 000 clusters well inside the deadline (BENCHMARKS.md). */
    int DEFAULT_SSH_PARALLELISM = 64;
    int MIN_SSH_PARALLELISM = 1;
    int MAX_SSH_PARALLELISM = 256;
    long DEFAULT_SWEEP_DEADLINE_MS = 4 * 60 * 1000L;
    /** SPEC 3.5: the most alerts one run sends across the cloud, and one more that sums up the rest. */
    int DEFAULT_ALERT_BUDGET = 50;

    boolean isEnabled();

    default int sshParallelism() {
        return DEFAULT_SSH_PARALLELISM;
    }

    /** SPEC 3.3's grace period in seconds, read at the start of every run (null: the library's default, 900). */
    default Long gracePeriodS() {
        return null;
    }

    /** SPEC 3.5's alert budget of a run (0: none), read when the run sends its alerts. */
    default int alertBudget() {
        return DEFAULT_ALERT_BUDGET;
    }

    default long sweepDeadlineMs() {
        return DEFAULT_SWEEP_DEADLINE_MS;
    }

    default long nowMillis() {
        return System.currentTimeMillis();
    }

    /** The CloudManaged clusters in Running, Alert or a state of {@link #stateBoundsS()}, and every cluster holding {@code vmMapCheckStateSince}. */
    List<ClusterRecord> listClustersToCheck();

    /** The CloudManaged clusters of one owner, in any state. */
    List<ClusterRecord> listClustersOfAccount(long accountId);

    /** SPEC 3.7's bounds, seconds by watched state (null: the library's defaults). */
    default Map<String, Long> stateBoundsS() {
        return null;
    }

    /** The clusters with these ids as they are now, by id; a cluster that is gone is absent. */
    Map<Long, ClusterRecord> findClustersByIds(Collection<Long> clusterIds);

    /** The map rows of these clusters, by row id ascending. */
    List<VmMapRow> listVmMapRows(Collection<Long> clusterIds);

    /** Every row of the map, once per sweep ({@code vm_id} has no index). */
    List<VmMapRow> listWholeVmMap();

    /** The rows of any cluster that refer to these VMs. */
    List<VmMapRow> listVmMapRowsOfVms(Collection<Long> vmIds);

    List<VmRecord> listVmsOfAccount(long accountId);

    List<VmRecord> listVmsIncludingRemoved(Collection<Long> vmIds);

    /** The named details of these clusters, by cluster id then name. */
    Map<Long, Map<String, String>> getDetails(Collection<Long> clusterIds, List<String> names);

    /**
     * SPEC 3.6: in one transaction with the cluster's row locked, when its state is still {@code cluster.state} and
     * (unless {@code mapRows} is null) its map rows still equal {@code mapRows}, its detail changes (null removes) then
     * its events, and true; when either changed, nothing and false. Nothing to write: true, no transaction. A database
     * error throws with nothing stored.
     */
    boolean applyInTransaction(ClusterRecord cluster, List<VmMapRow> mapRows, List<DetailChange> details, List<Event> events);

    /** Gives back the database connection this thread holds, if any: the sweep calls it before it waits on SSH (SPEC 5). */
    default void releaseDatabaseConnection() {
    }

    void sendAlert(Alert alert);

    /** How to reach each cluster's control node, in batched reads; absent: unreachable. May throw. */
    Map<Long, SshEndpoint> findEndpoints(Collection<ClusterRecord> clusters);

    /** {@code kubectl get nodes -o name} on the control node, bounded in bytes and time; on a listing thread, so no database access. */
    Kubectl listNodes(ClusterRecord cluster, SshEndpoint endpoint);

    /** Runs {@code task} holding the check's cloud-wide lock, not waited for; false when held elsewhere. */
    boolean runExclusively(Runnable task);

    /** When the last sweep in the cloud started (epoch ms), or null; under the lock. */
    Long lastSweepStartMs();

    /** Records a sweep's start for every management server to see; under the lock. */
    void recordSweepStart(long startMs);

    /** How to reach a control node over SSH, or why it cannot be reached: plain data, so a listing touches no DAO. */
    final class SshEndpoint {
        public final String address;
        public final int port;
        public final String user;
        public final String keyFile;
        public final String unreachableReason;

        private SshEndpoint(String address, int port, String user, String keyFile, String unreachableReason) {
            this.address = address;
            this.port = port;
            this.user = user;
            this.keyFile = keyFile;
            this.unreachableReason = unreachableReason;
        }

        public static SshEndpoint of(String address, int port, String user, String keyFile) {
            return new SshEndpoint(address, port, user, keyFile, null);
        }

        public static SshEndpoint unreachable(String reason) {
            return new SshEndpoint(null, 0, null, null, Objects.requireNonNull(reason, "reason"));
        }

        public boolean isReachable() {
            return unreachableReason == null;
        }

        @Override
        public String toString() {
            return isReachable() ? user + "@" + address + ":" + port + " (key " + keyFile + ")" : "unreachable: " + unreachableReason;
        }
    }
}
