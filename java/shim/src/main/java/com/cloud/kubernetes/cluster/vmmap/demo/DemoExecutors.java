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
package com.cloud.kubernetes.cluster.vmmap.demo;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The check's threads outside CloudStack (the demo, the benchmarks and the tests): daemon threads named as CloudStack
 * names them with its {@code NamedThreadFactory}, which the plugin uses.
 */
public final class DemoExecutors {
    private DemoExecutors() {
    }

    /** The sweep thread. */
    public static ExecutorService newCheckExecutor() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "Kubernetes-Cluster-VmMap-Checker");
            t.setDaemon(true);
            return t;
        });
    }

    /** The node-listing pool of one sweep: {@code size} daemon threads, shut down when the sweep ends. */
    public static ExecutorService newListingPool(int size) {
        AtomicInteger n = new AtomicInteger();
        return Executors.newFixedThreadPool(size, r -> {
            Thread t = new Thread(r, "Kubernetes-Cluster-VmMap-Ssh-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }
}
