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
 * The check request of SPEC section 2. Gson writes it with snake_case names; null fields are left out, which the
 * engine reads as their defaults. The VMs and map rows are the worker's own records ({@link VmRecord},
 * {@link VmMapRow}), and a cluster is its {@link ClusterRecord} with the kubectl result and the two detail values:
 * one model, no copy.
 */
public class VmMapCheckRequest {
    int version = 1;
    long nowMs;
    Settings settings;
    List<Cluster> clusters = new ArrayList<>();
    List<VmRecord> vms = new ArrayList<>();
    List<VmMapRow> map = new ArrayList<>();

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

    public VmMapCheckRequest addVm(VmRecord vm) {
        vms.add(vm);
        return this;
    }

    public VmMapCheckRequest addMapRow(VmMapRow row) {
        map.add(row);
        return this;
    }

    public List<Cluster> getClusters() {
        return clusters;
    }

    public List<VmRecord> getVms() {
        return vms;
    }

    public List<VmMapRow> getMap() {
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

    /** One cluster: its record, its kubectl result and its two detail values. */
    public static class Cluster extends ClusterRecord {
        Kubectl kubectl;
        Map<String, String> details = new LinkedHashMap<>();

        public Cluster(ClusterRecord cluster) {
            super(cluster.getId(), cluster.getUuid(), cluster.getName(), cluster.getState(), cluster.getType(), cluster.getAccountId(),
                    cluster.getZoneId());
        }

        public Cluster withKubectl(Kubectl kubectl) {
            this.kubectl = kubectl;
            return this;
        }

        public Kubectl getKubectl() {
            return kubectl;
        }

        public Cluster withDetail(String name, String value) {
            if (value != null) {
                details.put(name, value);
            }
            return this;
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
}
