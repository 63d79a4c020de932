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

/** The engine's answer (SPEC section 4), as Gson reads it: one {@link ClusterResult} per requested cluster, in request order. */
public class VmMapCheckResponse {
    public int version;
    public String engine;
    public List<ClusterResult> clusters = new ArrayList<>();

    /** What to do for one cluster. {@code label} names it in texts, made safe by the library's rule (SPEC 3.5). */
    public static class ClusterResult {
        public long id;
        public String label;
        public String status;
        public String skipReason;
        public String nodeView;
        public String nodeViewReason;
        public List<Finding> findings = new ArrayList<>();
        public List<DetailChange> details = new ArrayList<>();
        public List<Event> events = new ArrayList<>();
        public List<Alert> alerts = new ArrayList<>();
        /** How many mismatches each of the two drift details held when the request was made (null: not countable). */
        public Reported reported;
        /** The Alert reason the cluster's record held when the request was made (SPEC 3.8; the cluster list's column), or null. */
        public String alertReason;
        /** That reason's kind ({@code vm_state}, {@code map_count}, ...: the cluster list's short label), or null. */
        public String alertReasonKind;

        public boolean isChecked() {
            return "checked".equals(status);
        }

        /** True when the node rules were evaluated (kubectl ran and its output was within the limits). */
        public boolean isNodeViewAvailable() {
            return "available".equals(nodeView);
        }

        public long countNewFindings() {
            return findings.stream().filter(f -> f.isNew).count();
        }
    }

    /** The number of keys of each drift detail. */
    public static class Reported {
        public Long vm;
        public Long node;
    }

    /**
     * One mismatch, with the text of its WARN event (new or already reported). For {@code stuck_state}: the state,
     * when the episode began (epoch ms), its bound (s) and the setting that gives it. For {@code alert_reason}: when the
     * Alert episode began, the reason's kind and short text, and whether its facts are all mismatches of their own.
     */
    public static class Finding {
        public String kind;
        public String key;
        public Long vmId;
        public String vmName;
        public String node;
        public String state;
        public Long sinceMs;
        public Long boundS;
        public String setting;
        public String reasonKind;
        public String reason;
        public boolean explained;
        @SerializedName("new")
        public boolean isNew;
        public String description;

        public boolean isStuckState() {
            return "stuck_state".equals(kind);
        }

        public boolean isAlertReason() {
            return "alert_reason".equals(kind);
        }
    }

    /** A detail to write (display = false) or, with a null value, to remove. */
    public static class DetailChange {
        public String name;
        public String value;

        public DetailChange(String name, String value) {
            this.name = name;
            this.value = value;
        }
    }

    /** An event to record on the cluster. */
    public static class Event {
        public String level;
        public String type;
        public boolean display;
        public long resourceId;
        public String description;
    }

    /** An alert to send. */
    public static class Alert {
        public String type;
        public long zoneId;
        public String subject;
        public String body;
    }
}
