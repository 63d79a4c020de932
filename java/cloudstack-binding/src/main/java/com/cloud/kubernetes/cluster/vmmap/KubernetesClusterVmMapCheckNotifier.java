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

import org.apache.cloudstack.api.ApiCommandResourceType;

import com.cloud.alert.AlertManager;
import com.cloud.event.ActionEventUtils;
import com.cloud.event.EventVO;
import com.cloud.kubernetes.cluster.KubernetesClusterEventTypes;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Alert;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Event;
import com.cloud.user.User;

/**
 * Events through ActionEventUtils (by the system user, under the cluster owner's account, so that admins can filter them by
 * account; display stays false) and alerts through AlertManager. Events are recorded under the
 * plugin's own event type, {@link KubernetesClusterEventTypes#EVENT_KUBERNETES_CLUSTER_VM_MAP_CHECK}, the name the
 * engine gives them too (the end-to-end test holds the two equal).
 */
public class KubernetesClusterVmMapCheckNotifier implements EventSink, AlertSink {
    private final AlertManager alertManager;

    public KubernetesClusterVmMapCheckNotifier(AlertManager alertManager) {
        this.alertManager = alertManager;
    }

    static String level(String engineLevel) {
        if (EventVO.LEVEL_INFO.equals(engineLevel)) {
            return EventVO.LEVEL_INFO;
        }
        if (EventVO.LEVEL_ERROR.equals(engineLevel)) {
            return EventVO.LEVEL_ERROR;
        }
        return EventVO.LEVEL_WARN;
    }

    @Override
    public void record(ClusterRecord cluster, Event event) {
        ActionEventUtils.onCompletedActionEvent(User.UID_SYSTEM, cluster.getAccountId(), level(event.getLevel()),
                KubernetesClusterEventTypes.EVENT_KUBERNETES_CLUSTER_VM_MAP_CHECK,
                event.isDisplay(), event.getDescription(), cluster.getId(), ApiCommandResourceType.KubernetesCluster.toString(), 0);
    }

    @Override
    public void send(Alert alert) {
        alertManager.sendAlert(AlertManager.AlertType.ALERT_TYPE_USERVM, alert.getZoneId(), null, alert.getSubject(), alert.getBody());
    }
}
