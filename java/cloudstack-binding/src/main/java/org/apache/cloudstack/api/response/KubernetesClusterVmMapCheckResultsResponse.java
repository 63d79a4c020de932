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
package org.apache.cloudstack.api.response;

import java.util.Date;
import java.util.List;

import org.apache.cloudstack.api.ApiConstants;
import org.apache.cloudstack.api.BaseResponse;

import com.cloud.serializer.Param;
import com.google.gson.annotations.SerializedName;

/** What the Kubernetes cluster VM map check sees of one cluster now (getKubernetesClusterVmMapCheckResults). */
public class KubernetesClusterVmMapCheckResultsResponse extends BaseResponse {
    @SerializedName(ApiConstants.ID)
    @Param(description = "the ID of the Kubernetes cluster")
    private String id;

    @SerializedName(ApiConstants.NAME)
    @Param(description = "the name of the Kubernetes cluster")
    private String name;

    @SerializedName(ApiConstants.STATUS)
    @Param(description = "checked when the check compares the cluster's VM map, VMs and Kubernetes nodes, skipped otherwise")
    private String status;

    @SerializedName("skipreason")
    @Param(description = "why the cluster is skipped")
    private String skipReason;

    @SerializedName("lastsweep")
    @Param(description = "when the last sweep of the check started, on any management server")
    private Date lastSweep;

    @SerializedName("freshcheck")
    @Param(description = "true when this answer comes from a check run now; false when it comes from the database alone")
    private Boolean freshCheck;

    @SerializedName("nodeview")
    @Param(description = "available, unavailable (the node listing failed or was not believed) or notlookedat (no node listing in this answer)")
    private String nodeView;

    @SerializedName("nodeviewreason")
    @Param(description = "why the node view is unavailable or was not looked at")
    private String nodeViewReason;

    @SerializedName("mismatch")
    @Param(description = "the cluster's current mismatches", responseObject = KubernetesClusterVmMapMismatchResponse.class)
    private List<KubernetesClusterVmMapMismatchResponse> mismatches;

    @SerializedName("stuckstate")
    @Param(description = "the transitional state the cluster has stayed in past its bound, if it has", responseObject = KubernetesClusterStuckStateResponse.class)
    private KubernetesClusterStuckStateResponse stuckState;

    @SerializedName("alertreason")
    @Param(description = "for a cluster in Alert: the first condition of CKS's reconcile that fails, with its facts")
    private String alertReason;

    @SerializedName("alertreasonkind")
    @Param(description = "its kind: vm_state, map_count, no_address, nodes_unknown, ready_nodes or waiting_on_cks")
    private String alertReasonKind;

    @SerializedName("alertsince")
    @Param(description = "when the check first saw the cluster in Alert")
    private Date alertSince;

    @SerializedName("alertreasondescription")
    @Param(description = "the text of its event, with what to do about it")
    private String alertReasonDescription;

    public KubernetesClusterVmMapCheckResultsResponse(String id, String name, String status, String skipReason, boolean freshCheck) {
        this.id = id;
        this.name = name;
        this.status = status;
        this.skipReason = skipReason;
        this.freshCheck = freshCheck;
    }

    public void setLastSweep(Date lastSweep) {
        this.lastSweep = lastSweep;
    }

    public void setNodeView(String nodeView, String nodeViewReason) {
        this.nodeView = nodeView;
        this.nodeViewReason = nodeViewReason;
    }

    public void setMismatches(List<KubernetesClusterVmMapMismatchResponse> mismatches) {
        this.mismatches = mismatches;
    }

    public void setStuckState(KubernetesClusterStuckStateResponse stuckState) {
        this.stuckState = stuckState;
    }

    public void setAlertReason(String alertReason) {
        this.alertReason = alertReason;
    }

    public void setAlertReasonKind(String alertReasonKind) {
        this.alertReasonKind = alertReasonKind;
    }

    public void setAlertSince(Date alertSince) {
        this.alertSince = alertSince;
    }

    public void setAlertReasonDescription(String alertReasonDescription) {
        this.alertReasonDescription = alertReasonDescription;
    }

    public String getAlertReason() {
        return alertReason;
    }

    public String getAlertReasonKind() {
        return alertReasonKind;
    }

    public String getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public String getStatus() {
        return status;
    }

    public String getSkipReason() {
        return skipReason;
    }

    public Date getLastSweep() {
        return lastSweep;
    }

    public Boolean getFreshCheck() {
        return freshCheck;
    }

    public String getNodeView() {
        return nodeView;
    }

    public String getNodeViewReason() {
        return nodeViewReason;
    }

    public List<KubernetesClusterVmMapMismatchResponse> getMismatches() {
        return mismatches;
    }

    public KubernetesClusterStuckStateResponse getStuckState() {
        return stuckState;
    }
}
