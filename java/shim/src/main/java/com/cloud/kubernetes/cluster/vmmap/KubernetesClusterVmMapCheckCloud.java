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
    /**
     * The most node listings (SSH sessions) that run at once, by default. 64 lists 5 000 clusters at a 1 s median with
     * 2 % hung control nodes inside the deadline (BENCHMARKS.md).
     */
    int DEFAULT_SSH_PARALLELISM = 64;
    /** The smallest and largest pools taken; a setting outside is clamped into this range. */
    int MIN_SSH_PARALLELISM = 1;
    int MAX_SSH_PARALLELISM = 256;
    /**
     * When a sweep stops waiting for node listings, from its start: 4 of the 5 minutes of the interval, so that the
     * listings still running are cut off and the sweep applies everything well before the next one is due.
     */
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

    /**
     * The clusters a sweep sends to the library: the CloudManaged clusters in Running or Alert (their map is checked),
     * the CloudManaged clusters in a state of {@link #stateBoundsS()} and every cluster that holds the detail
     * {@code vmMapCheckStateSince} (SPEC 3.7's state watch).
     */
    List<ClusterRecord> listClustersToCheck();

    /** The CloudManaged clusters of one owner, in any state (the check of one cluster needs its owner's others: SPEC 3.3). */
    List<ClusterRecord> listClustersOfAccount(long accountId);

    /**
     * SPEC 3.7's bounds, seconds by watched state, from CKS's own timeout settings; read at every sweep. Null: the
     * library's defaults.
     */
    default Map<String, Long> stateBoundsS() {
        return null;
    }

    /** The clusters with these ids as they are now, by id; a cluster that is gone is absent (SPEC 3.6's re-read). */
    Map<Long, ClusterRecord> findClustersByIds(Collection<Long> clusterIds);

    /** The map rows of these clusters ({@code cluster_id IN (...)}, on its index), by row id ascending. */
    List<VmMapRow> listVmMapRows(Collection<Long> clusterIds);

    /**
     * Every row of the map, read once per sweep to find the rows of other clusters that refer to an owner's VMs:
     * {@code vm_id} has no index, so a read by VM ids would scan the table once per owner.
     */
    List<VmMapRow> listWholeVmMap();

    /** Every user VM of the account that is not removed. */
    List<VmRecord> listVmsOfAccount(long accountId);

    /** The VMs with these ids that still have a row, removed or not. */
    List<VmRecord> listVmsIncludingRemoved(Collection<Long> vmIds);

    /** The named details of these clusters, by cluster id then name; absent details (and clusters without any) are left out. */
    Map<Long, Map<String, String>> getDetails(Collection<Long> clusterIds, List<String> names);

    /**
     * Applies one cluster's detail changes (a value is written with display = false, null removes the detail); called
     * inside {@link #inTransaction(Runnable)} with the cluster's events. Throws if anything fails.
     */
    void applyDetails(long clusterId, List<DetailChange> changes);

    /**
     * Runs {@code work} (one cluster's detail changes and events) in one database transaction (SPEC 3.6): when it
     * throws, or the commit fails, nothing of it is stored and the exception is thrown on.
     */
    void inTransaction(Runnable work);

    /** Records one event on the cluster, as the system user, with the level, type, display flag and text given. */
    void recordEvent(ClusterRecord cluster, Event event);

    /** Sends one alert of type ALERT_TYPE_USERVM in the alert's zone. */
    void sendAlert(Alert alert);

    /**
     * How to reach the control node of each cluster, by cluster id, in a few batched reads on the sweep thread; a
     * cluster absent from the answer is taken as unreachable. May throw: then every listing of the sweep fails with the reason.
     */
    Map<Long, SshEndpoint> findEndpoints(Collection<ClusterRecord> clusters);

    /**
     * {@code kubectl get nodes -o name} on the control node, on a listing thread: bounded in bytes and time, and with no
     * database access. Never throws: a failure is {@link Kubectl#failed(String)} with the reason.
     */
    Kubectl listNodes(ClusterRecord cluster, SshEndpoint endpoint);

    /**
     * Runs {@code task} holding the cloud-wide lock of the check, taken without waiting, and releases it however the
     * task ends; returns false without running the task when another management server holds it.
     */
    boolean runExclusively(Runnable task);

    /** When the last sweep in the whole cloud started (epoch ms), or null if none is recorded; under the lock. */
    Long lastSweepStartMs();

    /** Records that a sweep starts now, for every management server to see; under the lock. */
    void recordSweepStart(long startMs);

    /**
     * How to reach a cluster's control node over SSH (address, port, login user, the management server's private key),
     * resolved from the database on the sweep thread, or why it cannot be reached. The listing tasks get it as plain data,
     * so that they touch no DAO and hold no database connection while they wait on SSH (SPEC 5).
     */
    final class SshEndpoint {
        private final String address;
        private final int port;
        private final String user;
        private final String keyFile;
        private final String unreachableReason;

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

        public String getAddress() {
            return address;
        }

        public int getPort() {
            return port;
        }

        public String getUser() {
            return user;
        }

        public String getKeyFile() {
            return keyFile;
        }

        /** Why the control node cannot be reached; null when it can. */
        public String getUnreachableReason() {
            return unreachableReason;
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
