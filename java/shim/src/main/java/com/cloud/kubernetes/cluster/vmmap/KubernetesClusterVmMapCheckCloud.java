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
 * What the VM map check needs from CloudStack: the one seam where {@link KubernetesClusterVmMapCheckWorker} meets it.
 * {@link KubernetesClusterVmMapCheck} implements it inside CloudStack (its DAOs, SSH, GlobalLock, ActionEventUtils and
 * AlertManager); the in-memory CloudStack of the demo, the simulator and the worker's tests implements it too. Every read
 * of a set is one query ({@code ... IN (...)}), so a sweep makes a fixed number of queries per owner.
 */
public interface KubernetesClusterVmMapCheckCloud {
    /** The most node listings (SSH sessions) at once, by default: 64 list 5 000 clusters well inside the deadline (BENCHMARKS.md). */
    int DEFAULT_SSH_PARALLELISM = 64;
    /** The smallest and largest pools taken; a setting outside is clamped into this range. */
    int MIN_SSH_PARALLELISM = 1;
    int MAX_SSH_PARALLELISM = 256;
    /** When a sweep stops waiting for node listings, from its start: 4 of the interval's 5 minutes. */
    long DEFAULT_SWEEP_DEADLINE_MS = 4 * 60 * 1000L;

    /** cloud.kubernetes.cluster.vm.map.check.enabled (and its parent); read at every tick. */
    boolean isEnabled();

    /** cloud.kubernetes.cluster.vm.map.check.ssh.parallelism, as set (the worker clamps it); read at every sweep. */
    default int sshParallelism() {
        return DEFAULT_SSH_PARALLELISM;
    }

    /** How long after its start a sweep stops waiting for node listings. */
    default long sweepDeadlineMs() {
        return DEFAULT_SWEEP_DEADLINE_MS;
    }

    /** Epoch milliseconds now. */
    default long nowMillis() {
        return System.currentTimeMillis();
    }

    /** The CloudManaged clusters in Running, Alert or a state of {@link #stateBoundsS()}, and every cluster holding {@code vmMapCheckStateSince}. */
    List<ClusterRecord> listClustersToCheck();

    /** The CloudManaged clusters of one owner, in any state (the check of one cluster needs its owner's others: SPEC 3.3). */
    List<ClusterRecord> listClustersOfAccount(long accountId);

    /** SPEC 3.7's bounds, seconds by watched state, from CKS's timeout settings (null: the library's defaults); read at every sweep. */
    default Map<String, Long> stateBoundsS() {
        return null;
    }

    /** The clusters with these ids as they are now, by id; a cluster that is gone is absent (SPEC 3.6's re-read). */
    Map<Long, ClusterRecord> findClustersByIds(Collection<Long> clusterIds);

    /** The map rows of these clusters ({@code cluster_id IN (...)}, on its index), by row id ascending. */
    List<VmMapRow> listVmMapRows(Collection<Long> clusterIds);

    /** Every row of the map, once per sweep: {@code vm_id} has no index, so a read by VM ids would scan the table once per owner. */
    List<VmMapRow> listWholeVmMap();

    /** The rows of any cluster that refer to these VMs (one scan that sends only those rows): for the answer about one cluster. */
    List<VmMapRow> listVmMapRowsOfVms(Collection<Long> vmIds);

    /** Every user VM of the account that is not removed. */
    List<VmRecord> listVmsOfAccount(long accountId);

    /** The VMs with these ids that still have a row, removed or not. */
    List<VmRecord> listVmsIncludingRemoved(Collection<Long> vmIds);

    /** The named details of these clusters, by cluster id then name; absent details (and clusters without any) are left out. */
    Map<Long, Map<String, String>> getDetails(Collection<Long> clusterIds, List<String> names);

    /**
     * Stores one cluster's answer in one database transaction (SPEC 3.6): its detail changes (a value written with
     * display = false, null removing the detail), then its events, by the system user. If anything fails, nothing of it
     * is stored and the exception is thrown on.
     */
    void applyInTransaction(ClusterRecord cluster, List<DetailChange> details, List<Event> events);

    /** Sends one alert of type ALERT_TYPE_USERVM in the alert's zone. */
    void sendAlert(Alert alert);

    /** How to reach each cluster's control node, in batched reads on the sweep thread; absent: unreachable. May throw. */
    Map<Long, SshEndpoint> findEndpoints(Collection<ClusterRecord> clusters);

    /** {@code kubectl get nodes -o name} on the control node, on a listing thread: bounded in bytes and time, no database access. */
    Kubectl listNodes(ClusterRecord cluster, SshEndpoint endpoint);

    /** Runs {@code task} holding the check's cloud-wide lock, taken without waiting; false, without running it, when held elsewhere. */
    boolean runExclusively(Runnable task);

    /** When the last sweep in the whole cloud started (epoch ms), or null if none is recorded; under the lock. */
    Long lastSweepStartMs();

    /** Records that a sweep starts now, for every management server to see; under the lock. */
    void recordSweepStart(long startMs);

    /**
     * How to reach a control node over SSH (address, port, login user, the management server's key file), or why it
     * cannot be reached: plain data, so that a listing touches no DAO and holds no connection across SSH (SPEC 5).
     */
    final class SshEndpoint {
        public final String address;
        public final int port;
        public final String user;
        public final String keyFile;
        /** Why the control node cannot be reached; null when it can. */
        public final String unreachableReason;

        private SshEndpoint(String address, int port, String user, String keyFile, String unreachableReason) {
            this.address = address;
            this.port = port;
            this.user = user;
            this.keyFile = keyFile;
            this.unreachableReason = unreachableReason;
        }

        /** A control node reachable at {@code address:port} as {@code user} with the private key in {@code keyFile}. */
        public static SshEndpoint of(String address, int port, String user, String keyFile) {
            if (address == null || address.isEmpty()) {
                return unreachable("no SSH address for the control node");
            }
            return new SshEndpoint(address, port, user, keyFile, null);
        }

        /** A control node that cannot be reached, and why (the node view is unavailable with this reason). */
        public static SshEndpoint unreachable(String reason) {
            return new SshEndpoint(null, 0, null, null, Objects.requireNonNull(reason, "reason"));
        }

        public boolean isReachable() {
            return unreachableReason == null;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof SshEndpoint)) {
                return false;
            }
            SshEndpoint e = (SshEndpoint) o;
            return port == e.port && Objects.equals(address, e.address) && Objects.equals(user, e.user) && Objects.equals(keyFile, e.keyFile)
                    && Objects.equals(unreachableReason, e.unreachableReason);
        }

        @Override
        public int hashCode() {
            return Objects.hash(address, port, user, keyFile, unreachableReason);
        }

        @Override
        public String toString() {
            return isReachable() ? user + "@" + address + ":" + port + " (key " + keyFile + ")" : "unreachable: " + unreachableReason;
        }
    }
}
