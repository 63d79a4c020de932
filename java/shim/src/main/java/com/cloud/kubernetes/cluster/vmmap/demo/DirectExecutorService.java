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

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * An executor that runs each command at once on the calling thread, or, while holding, keeps it until
 * {@link #runHeld()}: it makes the check worker deterministic in the demo, the benchmark and the tests.
 */
public class DirectExecutorService extends AbstractExecutorService {
    private final List<Runnable> held = new ArrayList<>();
    private boolean holding;
    private boolean shutdown;

    /** While holding, commands wait for {@link #runHeld()} instead of running at once. */
    public synchronized void setHolding(boolean holding) {
        this.holding = holding;
    }

    /** The commands waiting. */
    public synchronized int heldCount() {
        return held.size();
    }

    /** Runs the waiting commands. */
    public void runHeld() {
        List<Runnable> commands;
        synchronized (this) {
            commands = new ArrayList<>(held);
            held.clear();
        }
        commands.forEach(Runnable::run);
    }

    @Override
    public void execute(Runnable command) {
        synchronized (this) {
            if (holding) {
                held.add(command);
                return;
            }
        }
        command.run();
    }

    @Override
    public synchronized void shutdown() {
        shutdown = true;
    }

    @Override
    public synchronized List<Runnable> shutdownNow() {
        shutdown = true;
        List<Runnable> pending = new ArrayList<>(held);
        held.clear();
        return pending;
    }

    @Override
    public synchronized boolean isShutdown() {
        return shutdown;
    }

    @Override
    public synchronized boolean isTerminated() {
        return shutdown;
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) {
        return true;
    }
}
