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

import org.apache.cloudstack.api.BaseResponse;

import com.cloud.serializer.Param;
import com.google.gson.annotations.SerializedName;

/** A Kubernetes cluster left in a transitional state past its operation's timeout setting (getKubernetesClusterVmMapCheckResults). */
public class KubernetesClusterStuckStateResponse extends BaseResponse {
    @SerializedName("state")
    @Param(description = "the transitional state the cluster is in")
    private String state;

    @SerializedName("since")
    @Param(description = "when the check first saw the cluster in that state")
    private Date since;

    @SerializedName("bound")
    @Param(description = "the bound it passed, in seconds")
    private Long bound;

    @SerializedName("setting")
    @Param(description = "the global setting that gives the bound")
    private String setting;

    @SerializedName("reported")
    @Param(description = "true when the stuck state was reported already, as an event and an alert")
    private Boolean reported;

    @SerializedName("description")
    @Param(description = "the text of its event")
    private String description;

    public KubernetesClusterStuckStateResponse(String state, Date since, Long bound, String setting, boolean reported, String description) {
        this.state = state;
        this.since = since;
        this.bound = bound;
        this.setting = setting;
        this.reported = reported;
        this.description = description;
    }

    public String getState() {
        return state;
    }

    public Date getSince() {
        return since;
    }

    public Long getBound() {
        return bound;
    }

    public String getSetting() {
        return setting;
    }

    public Boolean getReported() {
        return reported;
    }

    public String getDescription() {
        return description;
    }
}
