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
import java.util.List;

import com.google.gson.annotations.SerializedName;

/** The engine's answer (SPEC section 4): one {@link ClusterResult} per requested cluster, in request order. */
public class VmMapCheckResponse {
    int version;
    String engine;
    List<ClusterResult> clusters = new ArrayList<>();

    public String getEngine() {
        return engine;
    }

    public List<ClusterResult> getClusters() {
        return clusters;
    }

    /** What to do for one cluster. */
    public static class ClusterResult {
        long id;
        String label;
        String status;
        String skipReason;
        String nodeView;
        String nodeViewReason;
        List<Finding> findings = new ArrayList<>();
        List<DetailChange> details = new ArrayList<>();
        List<Event> events = new ArrayList<>();
        List<Alert> alerts = new ArrayList<>();
        Reported reported;

        public long getId() {
            return id;
        }

        /** How the library names the cluster in its texts, made safe by its rule (SPEC 3.5): for log lines about it. */
        public String getLabel() {
            return label;
        }

        public boolean isChecked() {
            return "checked".equals(status);
        }

        public String getSkipReason() {
            return skipReason;
        }

        /** True when the node rules were evaluated (kubectl ran and its output was within the limits). */
        public boolean isNodeViewAvailable() {
            return "available".equals(nodeView);
        }

        public String getNodeViewReason() {
            return nodeViewReason;
        }

        public List<Finding> getFindings() {
            return findings;
        }

        public List<DetailChange> getDetails() {
            return details;
        }

        public List<Event> getEvents() {
            return events;
        }

        /** How many mismatches each of the cluster's two details held when the request was made (null: not countable). */
        public Long getReportedVm() {
            return reported == null ? null : reported.vm;
        }

        public Long getReportedNode() {
            return reported == null ? null : reported.node;
        }

        public List<Alert> getAlerts() {
            return alerts;
        }

        public long countNewFindings() {
            return findings.stream().filter(Finding::isNew).count();
        }
    }

    /** The number of keys of each drift detail. */
    static class Reported {
        Long vm;
        Long node;
    }

    /** One mismatch. */
    public static class Finding {
        String kind;
        String key;
        Long vmId;
        String vmName;
        String node;
        /** For {@code stuck_state}: the state, when the episode began (epoch ms), its bound (s) and the setting that gives it. */
        String state;
        Long sinceMs;
        Long boundS;
        String setting;
        @SerializedName("new")
        boolean isNew;
        /** The text of its WARN event, new or already reported. */
        String description;

        public String getKind() {
            return kind;
        }

        public String getKey() {
            return key;
        }

        public Long getVmId() {
            return vmId;
        }

        public String getVmName() {
            return vmName;
        }

        public String getNode() {
            return node;
        }

        public boolean isNew() {
            return isNew;
        }

        public String getState() {
            return state;
        }

        public Long getSinceMs() {
            return sinceMs;
        }

        public Long getBoundS() {
            return boundS;
        }

        public String getSetting() {
            return setting;
        }

        public String getDescription() {
            return description;
        }
    }

    /** A detail to write (display = false) or, with a null value, to remove. */
    public static class DetailChange {
        String name;
        String value;

        public DetailChange(String name, String value) {
            this.name = name;
            this.value = value;
        }

        public String getName() {
            return name;
        }

        public String getValue() {
            return value;
        }

        public boolean isRemoval() {
            return value == null;
        }
    }

    /** An event to record on the cluster. */
    public static class Event {
        String level;
        String type;
        boolean display;
        long resourceId;
        String description;

        public String getLevel() {
            return level;
        }

        public String getType() {
            return type;
        }

        public boolean isDisplay() {
            return display;
        }

        public long getResourceId() {
            return resourceId;
        }

        public String getDescription() {
            return description;
        }
    }

    /** An alert to send. */
    public static class Alert {
        String type;
        long zoneId;
        String subject;
        String body;

        public String getType() {
            return type;
        }

        public long getZoneId() {
            return zoneId;
        }

        public String getSubject() {
            return subject;
        }

        public String getBody() {
            return body;
        }
    }
}
