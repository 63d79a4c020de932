// Licensed to the Apache Software Foundation (ASF) under one or more contributor license agreements.
// The ASF licenses this file to You under the Apache License, Version 2.0.
package com.cloud.kubernetes.cluster.vmmap;

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
