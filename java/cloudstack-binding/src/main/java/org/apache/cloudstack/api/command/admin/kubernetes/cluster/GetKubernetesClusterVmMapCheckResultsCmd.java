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
package org.apache.cloudstack.api.command.admin.kubernetes.cluster;

import javax.inject.Inject;

import org.apache.cloudstack.acl.RoleType;
import org.apache.cloudstack.api.APICommand;
import org.apache.cloudstack.api.ApiConstants;
import org.apache.cloudstack.api.ApiErrorCode;
import org.apache.cloudstack.api.BaseCmd;
import org.apache.cloudstack.api.Parameter;
import org.apache.cloudstack.api.ServerApiException;
import org.apache.cloudstack.api.response.KubernetesClusterResponse;
import org.apache.cloudstack.api.response.KubernetesClusterVmMapCheckResultsResponse;
import org.apache.cloudstack.context.CallContext;
import org.apache.commons.lang3.BooleanUtils;

import com.cloud.exception.InvalidParameterValueException;
import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheck;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker.NotCheckedException;
import com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheckWorker.NotCheckedException.Reason;
import com.cloud.user.Account;

/**
 * What the Kubernetes cluster VM map check sees of one cluster (SPEC 6), as {@code getRouterHealthCheckResults} answers
 * for a router: from the database alone, or from a check run now with {@code performfreshcheck=true}, SSH included,
 * applied as a sweep applies it (the same dedupe, under the same lock: never a second report against a running sweep).
 */
@APICommand(name = "getKubernetesClusterVmMapCheckResults",
        description = "Gets what the Kubernetes cluster VM map check sees of a cluster: whether it is checked, its node view, its current "
                + "mismatches and whether each was reported, and whether it is stuck in a transitional state",
        responseObject = KubernetesClusterVmMapCheckResultsResponse.class,
        entityType = {KubernetesCluster.class},
        requestHasSensitiveInfo = false,
        responseHasSensitiveInfo = false,
        authorized = {RoleType.Admin},
        since = "4.23.0")
public class GetKubernetesClusterVmMapCheckResultsCmd extends BaseCmd {
    public static final String PERFORM_FRESH_CHECK = "performfreshcheck";

    @Inject
    public KubernetesClusterVmMapCheck kubernetesClusterVmMapCheck;

    /////////////////////////////////////////////////////
    //////////////// API parameters /////////////////////
    /////////////////////////////////////////////////////

    @Parameter(name = ApiConstants.ID, type = CommandType.UUID, entityType = KubernetesClusterResponse.class, required = true,
            description = "the ID of the Kubernetes cluster")
    private Long id;

    @Parameter(name = PERFORM_FRESH_CHECK, type = CommandType.BOOLEAN,
            description = "if true, the cluster is checked now, its Kubernetes nodes listed over SSH, and what is new is reported as a sweep "
                    + "reports it; else the answer comes from the database: the VMs as they are now, the nodes as the last check saw them")
    private Boolean performFreshCheck;

    /////////////////////////////////////////////////////
    /////////////////// Accessors ///////////////////////
    /////////////////////////////////////////////////////

    public Long getId() {
        return id;
    }

    public boolean shouldPerformFreshCheck() {
        return BooleanUtils.isTrue(performFreshCheck);
    }

    /////////////////////////////////////////////////////
    /////////////// API Implementation///////////////////
    /////////////////////////////////////////////////////

    @Override
    public long getEntityOwnerId() {
        KubernetesCluster cluster = _entityMgr.findById(KubernetesCluster.class, getId());
        return cluster != null ? cluster.getAccountId() : Account.ACCOUNT_ID_SYSTEM;
    }

    @Override
    public void execute() {
        KubernetesCluster cluster = _entityMgr.findById(KubernetesCluster.class, getId());
        if (cluster == null) {
            throw new InvalidParameterValueException("Unable to find the Kubernetes cluster with the specified ID");
        }
        CallContext.current().setEventDetails("Kubernetes cluster ID: " + cluster.getUuid());
        if (!KubernetesCluster.ClusterType.CloudManaged.equals(cluster.getClusterType())) {
            throw new InvalidParameterValueException(String.format("Kubernetes cluster %s is %s: the VM map check looks at CloudManaged clusters only",
                    cluster.getName(), cluster.getClusterType()));
        }
        KubernetesClusterVmMapCheckResultsResponse response;
        try {
            response = kubernetesClusterVmMapCheck.getKubernetesClusterVmMapCheckResults(cluster, shouldPerformFreshCheck());
        } catch (NotCheckedException e) {
            throw notChecked(cluster, e.reason);
        }
        response.setResponseName(getCommandName());
        response.setObjectName("kubernetesclustervmmapcheckresults");
        setResponseObject(response);
    }

    /** Each reason for no answer is its own error: what happened and what to do. */
    static ServerApiException notChecked(KubernetesCluster cluster, Reason reason) {
        switch (reason) {
            case OFF:
                return new ServerApiException(ApiErrorCode.UNSUPPORTED_ACTION_ERROR, String.format("The Kubernetes cluster VM map check is off: it runs "
                        + "while %s and cloud.kubernetes.service.enabled are true", KubernetesClusterVmMapCheck.KubernetesClusterVmMapCheckEnabled.key()));
            case NOT_STARTED:
                return new ServerApiException(ApiErrorCode.INTERNAL_ERROR, "The Kubernetes cluster VM map check is not running on this management "
                        + "server: it starts with the Kubernetes service and stops with it (see the management server log)");
            case LIBRARY_NOT_LOADED:
                return new ServerApiException(ApiErrorCode.INTERNAL_ERROR, "The Kubernetes cluster VM map check does not run on this management server: "
                        + "its native library could not be loaded (see its alert and the management server log)");
            case GONE:
                return new ServerApiException(ApiErrorCode.PARAM_ERROR, "Kubernetes cluster " + cluster.getName() + " was removed during the check");
            case LOCK_HELD:
                return new ServerApiException(ApiErrorCode.RESOURCE_UNAVAILABLE_ERROR, "Kubernetes cluster " + cluster.getName() + " was not checked now: "
                        + "another check holds the VM map check's lock (a sweep or a fresh check, on this or another management server); ask again when it "
                        + "ends, within 5 minutes");
            case CHANGED:
                return new ServerApiException(ApiErrorCode.RESOURCE_UNAVAILABLE_ERROR, "Kubernetes cluster " + cluster.getName() + " changed during the "
                        + "check (an operation changed its state or its VM map): nothing of this check was stored; ask again");
            default:
                return new ServerApiException(ApiErrorCode.INTERNAL_ERROR, "The check of Kubernetes cluster " + cluster.getName() + " failed and stored "
                        + "nothing: see the management server log (KubernetesClusterVmMapCheckWorker)");
        }
    }
}
