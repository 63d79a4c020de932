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

import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import com.cloud.utils.Pair;
import com.cloud.utils.ssh.SshHelper;

/**
 * Before and after, side by side in one JVM ({@code java/build.sh hostile-baseline}, {@code -Xmx256m}): each hostile
 * case of {@link HostileControlNodeTest} through CloudStack's {@code SshHelper.sshExecute} with the timeouts the check
 * used (connect 5 s, key exchange 10 s, result 20 s), then through {@link BoundedSshCommand} with its defaults (4 MiB,
 * 30 s). Per run: wall time, bytes the listing thread allocated (the JVM's counter), and the outcome; a run still going
 * after {@value #GIVE_UP_MS} ms is reported as such and left behind (it ends when the control node stops).
 */
public final class HostileControlNodeBaseline {
    static final long GIVE_UP_MS = 90_000L;
    private static final String[] CASES = {"endless", "drip", "one-byte", "silence", "at-limit", "over-limit", "lines-10001", "binary",
        "huge-stderr", "no-newline", "never-exits", "never-exits-closed"};

    private HostileControlNodeBaseline() {
    }

    public static void main(String[] args) throws Exception {
        HostileControlNodeTest.startControlNode();
        try {
            System.out.printf("%-19s | %-60s | %-60s%n", "case", "before: SshHelper.sshExecute", "after: BoundedSshCommand");
            for (String hostileCase : CASES) {
                String before = measure(() -> {
                    try {
                        Pair<Boolean, String> r = SshHelper.sshExecute("127.0.0.1", HostileControlNodeTest.port(), HostileControlNodeTest.user(),
                                HostileControlNodeTest.clientKey(), null, hostileCase, 5_000, 10_000, 20_000);
                        return (r.first() ? "ok, " : "failed, ") + r.second().length() + " chars";
                    } catch (Exception e) {
                        return "exception: " + e.getMessage();
                    }
                });
                String after = measure(() -> {
                    VmMapCheckRequest.Kubectl k = new BoundedSshCommand("127.0.0.1", HostileControlNodeTest.port(), HostileControlNodeTest.user(),
                            HostileControlNodeTest.clientKey(), HostileControlNodeTest.WATCHDOG).run(hostileCase);
                    return k.ok ? "ok, " + k.output.length() + " chars" : k.reason.replaceAll(" on 127\\.0\\.0\\.1:[0-9]+", "");
                });
                System.out.printf("%-19s | %-60s | %-60s%n", hostileCase, before, after);
            }
        } finally {
            HostileControlNodeTest.stopControlNode();
        }
        System.exit(0);
    }

    private static String measure(Supplier<String> listing) throws InterruptedException {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        AtomicReference<String> outcome = new AtomicReference<>();
        long[] allocated = new long[1];
        Thread t = new Thread(() -> {
            long id = Thread.currentThread().getId();
            long before = threads.getThreadAllocatedBytes(id);
            try {
                outcome.set(listing.get());
            } catch (OutOfMemoryError e) {
                outcome.set("OutOfMemoryError");
            } finally {
                allocated[0] = threads.getThreadAllocatedBytes(id) - before;
            }
        });
        t.setDaemon(true);
        long start = System.nanoTime();
        t.start();
        t.join(GIVE_UP_MS);
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        if (t.isAlive()) {
            return String.format("still running after %d s, %,d MB allocated", millis / 1000, threads.getThreadAllocatedBytes(t.getId()) / 1_000_000);
        }
        String text = outcome.get();
        return String.format("%6d ms %,7d MB %s", millis, allocated[0] / 1_000_000, text.length() > 36 ? text.substring(0, 36) : text);
    }
}
