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

import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.Mock;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.alert.AlertManager;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Alert;

@RunWith(MockitoJUnitRunner.class)
public class KubernetesClusterVmMapCheckNotifierTest {
    @Mock
    private AlertManager alertManager;

    private static <T> T fromJson(String json, Class<T> type) {
        return VmMapCheckEngine.GSON.fromJson(json, type);
    }

    /** The check with only its {@code alertManager} set: enough for what this test exercises. */
    private KubernetesClusterVmMapCheck notifier() {
        KubernetesClusterVmMapCheck check = new KubernetesClusterVmMapCheck();
        check.alertManager = alertManager;
        return check;
    }

    @Test
    public void anAlertIsAUserVmAlertInTheClustersZone() {
        Alert alert = fromJson("{\"type\":\"ALERT_TYPE_USERVM\",\"zone_id\":3,\"subject\":\"s\",\"body\":\"b\"}", Alert.class);
        notifier().sendAlert(alert);
        Mockito.verify(alertManager).sendAlert(AlertManager.AlertType.ALERT_TYPE_USERVM, 3L, null, "s", "b");
    }
}
