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
package com.cloud.kubernetes.cluster.actionworkers;

import java.io.File;

import org.mockito.Mockito;

import com.cloud.utils.Pair;

/** Stubs the action worker's protected endpoint methods (reachable only from this package) for other tests. */
public final class SshWorkerTestSupport {
    private SshWorkerTestSupport() {
    }

    /** A spy of {@code worker} whose endpoint is {@code ip:port}, user {@code cloud}, key {@code key}. */
    public static KubernetesClusterVmMapCheckSshWorker withEndpoint(KubernetesClusterVmMapCheckSshWorker worker, Pair<String, Integer> endpoint,
            File key) {
        KubernetesClusterVmMapCheckSshWorker spy = Mockito.spy(worker);
        Mockito.doReturn(endpoint).when(spy).getKubernetesClusterServerIpSshPort(null);
        Mockito.doReturn("cloud").when(spy).getControlNodeLoginUser();
        Mockito.doReturn(key).when(spy).getManagementServerSshPublicKeyFile();
        return spy;
    }
}
