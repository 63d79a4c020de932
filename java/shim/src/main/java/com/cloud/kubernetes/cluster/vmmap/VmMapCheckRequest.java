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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The check request of SPEC section 2, as plain Java objects. Gson writes it with snake_case names; null fields are
 * left out, which the engine reads as their defaults.
 */
public class VmMapCheckRequest {
    int version = 1;
    long nowMs;
    Settings settings;
    List<Cluster> clusters = new ArrayList<>();
    List<Vm> vms = new ArrayList<>();
    List<MapRow> map = new ArrayList<>();

    public VmMapCheckRequest(long nowMs) {
        this.nowMs = nowMs;
    }

    public VmMapCheckRequest withSettings(Settings settings) {
        this.settings = settings;
        return this;
    }

    public VmMapCheckRequest addCluster(Cluster cluster) {
        clusters.add(cluster);
        return this;
    }

    public VmMapCheckRequest addVm(Vm vm) {
        vms.add(vm);
        return this;
    }

    public VmMapCheckRequest addMapRow(MapRow row) {
        map.add(row);
        return this;
    }

    public List<Cluster> getClusters() {
        return clusters;
    }

    public List<Vm> getVms() {
        return vms;
    }

    public List<MapRow> getMap() {
        return map;
    }

    /** Tunables; any left null takes the engine's default. */
    public static class Settings {
        Long gracePeriodS;
        Integer alertCap;
        Integer detailMaxChars;

        public Settings(Long gracePeriodS, Integer alertCap, Integer detailMaxChars) {
            this.gracePeriodS = gracePeriodS;
            this.alertCap = alertCap;
            this.detailMaxChars = detailMaxChars;
        }
    }

    /** One cluster, its kubectl result and its two detail values. */
    public static class Cluster {
        long id;
        String uuid;
        String name;
        String state;
        String type;
        long accountId;
        long zoneId;
        Kubectl kubectl;
        Map<String, String> details = new LinkedHashMap<>();

        public Cluster(long id, String uuid, String name, String state, String type, long accountId, long zoneId) {
            this.id = id;
            this.uuid = uuid;
            this.name = name;
            this.state = state;
            this.type = type;
            this.accountId = accountId;
            this.zoneId = zoneId;
        }

        public Cluster withKubectl(Kubectl kubectl) {
            this.kubectl = kubectl;
            return this;
        }

        public Cluster withDetail(String name, String value) {
            if (value != null) {
                details.put(name, value);
            }
            return this;
        }

        public long getId() {
            return id;
        }
    }

    /** How running {@code kubectl get nodes -o name} went. */
    public static class Kubectl {
        boolean ok;
        String output;
        String reason;

        private Kubectl(boolean ok, String output, String reason) {
            this.ok = ok;
            this.output = output;
            this.reason = reason;
        }

        /** kubectl exited with status 0; {@code output} is stdout and stderr as SshHelper returns them. */
        public static Kubectl ok(String output) {
            return new Kubectl(true, output == null ? "" : output, null);
        }

        /** kubectl could not be run or failed, and why. */
        public static Kubectl failed(String reason) {
            return new Kubectl(false, null, reason);
        }

        public boolean isOk() {
            return ok;
        }

        public String getOutput() {
            return output;
        }

        public String getReason() {
            return reason;
        }
    }

    /** One vm_instance row. */
    public static class Vm {
        long id;
        String uuid;
        String name;
        long accountId;
        String state;
        long createdMs;
        Long stateChangedMs;
        Long removedMs;

        public Vm(long id, String uuid, String name, long accountId, String state, long createdMs, Long stateChangedMs, Long removedMs) {
            this.id = id;
            this.uuid = uuid;
            this.name = name;
            this.accountId = accountId;
            this.state = state;
            this.createdMs = createdMs;
            this.stateChangedMs = stateChangedMs;
            this.removedMs = removedMs;
        }

        public long getId() {
            return id;
        }
    }

    /** One kubernetes_cluster_vm_map row. */
    public static class MapRow {
        long clusterId;
        long vmId;
        boolean control;
        boolean etcd;
        boolean external;

        public MapRow(long clusterId, long vmId, boolean control, boolean etcd, boolean external) {
            this.clusterId = clusterId;
            this.vmId = vmId;
            this.control = control;
            this.etcd = etcd;
            this.external = external;
        }

        public long getClusterId() {
            return clusterId;
        }

        public long getVmId() {
            return vmId;
        }
    }
}
