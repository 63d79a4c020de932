//
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
//

package com.cloud.utils.ssh;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;

/**
 * SshHelper's bounded command against a real, hostile host ({@link HostileSshHost}: Debian's OpenSSH server on
 * 127.0.0.1 playing one case per requested command; a tenant is root on its Kubernetes cluster's nodes). Each case
 * prints one line {@code hostile-ssh: <case> <ms> ms, <bytes> allocated, <outcome>}.
 */
public class SshHelperBoundedCommandTest {
    private static final int LIMIT = HostileSshHost.LIMIT;
    private static final long TIMEOUT_MS = 3_000L;
    /** How much later than its deadline a command may end: the watchdog's reaction and the connection's close. */
    private static final long SLACK_MS = 1_500L;
    /** Bytes a command may allocate: the kept output (at most the limit, grown by doubling), its string and trilead's buffers. */
    private static final long MAX_ALLOCATED_BYTES = 48L * 1024 * 1024;
    private static HostileSshHost host;
    private static Path dir;
    private static int port;
    /** The same sshd on another port, where the key is never answered. */
    private static int keyHangsPort;
    private static File clientKey;
    private static String user;

    @BeforeClass
    public static void startHost() throws Exception {
        host = HostileSshHost.start(HostileSshHost.UNKNOWN);
        dir = host.dir;
        port = host.port;
        keyHangsPort = host.keyHangsPort;
        clientKey = host.clientKey;
        user = host.user;
    }

    @AfterClass
    public static void stopHost() throws Exception {
        if (host != null) {
            host.close();
        }
    }

    private static Process startSshd(String name, String specific, int listening) throws Exception {
        return host.startSshd(name, specific, listening);
    }

    private static void stop(Process process) throws InterruptedException {
        HostileSshHost.stop(process);
    }

    private static int freePort() throws IOException {
        return HostileSshHost.freePort();
    }

    /** One command's result, its wall time and what its thread allocated. */
    private static final class Measured {
        final SshCommandResult result;
        final long millis;
        final long allocated;

        Measured(SshCommandResult result, long millis, long allocated) {
            this.result = result;
            this.millis = millis;
            this.allocated = allocated;
        }
    }

    private static Measured run(String hostileCase) throws Exception {
        return run(hostileCase, port, clientKey);
    }

    private static Measured run(String hostileCase, int onPort, File key) throws Exception {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long allocatedBefore = threads.getThreadAllocatedBytes(thread);
        long start = System.nanoTime();
        SshCommandResult result = SshHelper.sshExecute("127.0.0.1", onPort, user, key, null, hostileCase, LIMIT, TIMEOUT_MS);
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        long allocated = threads.getThreadAllocatedBytes(thread) - allocatedBefore;
        System.out.printf("hostile-ssh: %-19s %6d ms, %,12d bytes allocated, %s%n", hostileCase, millis, allocated,
                result.getEnding() + (result.isCut() ? ": " + result.second() : ", status " + result.getExitStatus() + ", " + result.second().length() + " chars"));
        assertTrue(hostileCase + " allocated " + allocated + " bytes", allocated < MAX_ALLOCATED_BYTES);
        assertTrue(hostileCase + " took " + millis + " ms", millis < TIMEOUT_MS + SLACK_MS);
        return new Measured(result, millis, allocated);
    }

    private static void assertCut(Measured m, SshCommandResult.Ending ending, String reasonPart) {
        assertFalse(m.result.first());
        assertEquals(ending, m.result.getEnding());
        assertTrue(m.result.second(), m.result.second().contains(reasonPart));
    }

    /** The heap of the forked JVMs in {@link #theUnboundedReaderRunsOutOfHeapWhereTheBoundedOneEndsInTheSameHeap}. */
    private static final String FORK_HEAP = "-Xmx64m";
    private static final long FORK_MAX_MS = 120_000L;

    /**
     * The same endless host read by 4.22's {@code sshExecute} (a buffer grown until the stream ends, the wait a wait
     * between reads) and by the bounded overload, each in a JVM of its own with the same small heap: the first runs out
     * of heap, the second ends at its byte limit. The figures are printed as {@code hostile-ssh-heap:} lines.
     */
    @Test
    public void theUnboundedReaderRunsOutOfHeapWhereTheBoundedOneEndsInTheSameHeap() throws Exception {
        String unbounded = host.fork(EndlessReader.class, FORK_HEAP, FORK_MAX_MS, "unbounded");
        String bounded = host.fork(EndlessReader.class, FORK_HEAP, FORK_MAX_MS, "bounded");
        System.out.printf("hostile-ssh-heap: endless host, %s each: 4.22's sshExecute: %s; the bounded overload: %s%n", FORK_HEAP, unbounded, bounded);
        assertTrue(unbounded, unbounded.startsWith("OutOfMemoryError"));
        assertTrue(bounded, bounded.startsWith("OUTPUT_LIMIT"));
    }

    /** The forked reader: {@code PORT USER KEY unbounded|bounded}. */
    public static final class EndlessReader {
        private EndlessReader() {
        }

        public static void main(String[] args) {
            HostileSshHost.runForked(args, (port, user, key, rest) -> {
                if ("unbounded".equals(rest[0])) {
                    com.cloud.utils.Pair<Boolean, String> result = SshHelper.sshExecute("127.0.0.1", port, user, key, null, "endless", 10_000, 10_000,
                            10_000);
                    return "returned " + result.first() + " with " + result.second().length() + " chars";
                }
                SshCommandResult result = SshHelper.sshExecute("127.0.0.1", port, user, key, null, "endless", LIMIT, 30_000L);
                return result.getEnding() + ", " + result.second().length() + " chars of reason";
            });
        }
    }

    @Test
    public void anEndlessStreamIsCutAtTheByteLimit() throws Exception {
        assertCut(run("endless"), SshCommandResult.Ending.OUTPUT_LIMIT, "printed more than 4194304 bytes; the rest was not read");
    }

    @Test
    public void aSlowDripEndsAtTheDeadline() throws Exception {
        Measured m = run("drip");
        assertCut(m, SshCommandResult.Ending.DEADLINE, "did not finish within 3000 ms");
        assertTrue(m.millis >= TIMEOUT_MS);
    }

    @Test
    public void oneByteThenSilenceAndSilenceAloneEndAtTheDeadline() throws Exception {
        assertCut(run("one-byte"), SshCommandResult.Ending.DEADLINE, "did not finish within 3000 ms");
        assertCut(run("silence"), SshCommandResult.Ending.DEADLINE, "did not finish within 3000 ms");
    }

    @Test
    public void exactlyTheLimitIsReadWholeAndOneByteMoreIsNot() throws Exception {
        Measured at = run("at-limit");
        assertTrue(at.result.second(), at.result.first());
        assertEquals(LIMIT, at.result.second().length());
        assertCut(run("over-limit"), SshCommandResult.Ending.OUTPUT_LIMIT, "printed more than 4194304 bytes");
    }

    /** UTF-8 is decoded as SshHelper decodes it; a string of wide characters costs no more than the bytes read, twice over. */
    @Test
    public void anOutputOfWideCharactersIsDecodedAndBounded() throws Exception {
        Measured wide = run("wide-at-limit");
        assertTrue(wide.result.second(), wide.result.first());
        assertTrue(wide.result.second().startsWith("node/n\n\u20ac\n\u20ac\n"));
        assertEquals((LIMIT - 7) / 4 * 2 + 7, wide.result.second().length(), 2);
    }

    @Test
    public void tenThousandAndOneLinesAreReadWhole() throws Exception {
        Measured m = run("lines-10001");
        assertTrue(m.result.first());
        assertTrue(m.result.second().startsWith("n1 Ready <none> 1d v1.30.2\nn2 Ready <none> 1d v1.30.2\n"));
        assertTrue(m.result.second().endsWith("\nn10001 Ready <none> 1d v1.30.2\n"));
        assertEquals(10001, m.result.second().split("\n").length);
    }

    @Test
    public void binaryJunkIsDecodedAndTheValidLinesAreThere() throws Exception {
        Measured m = run("binary");
        assertTrue(m.result.first());
        assertTrue(m.result.second().endsWith("node/bad\nnode/real-1\n"));
    }

    @Test
    public void aHugeStderrCountsAgainstTheSameLimit() throws Exception {
        assertCut(run("huge-stderr"), SshCommandResult.Ending.OUTPUT_LIMIT, "printed more than");
    }

    @Test
    public void outputWithoutAFinalNewlineIsWhole() throws Exception {
        assertEquals("node/a\nnode/b", run("no-newline").result.second());
    }

    @Test
    public void stderrWrittenBetweenTheStdoutOfOneLineComesAfterStdoutAsSshHelperJoinsThem() throws Exception {
        Measured m = run("interleaved");
        assertTrue(m.result.second(), m.result.first());
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            expected.append(String.format("node/n%05d\n", i));
        }
        for (int i = 0; i < 2000; i++) {
            expected.append("W ");
        }
        assertEquals(expected.toString(), m.result.second());
    }

    /** A host that never answers the key holds trilead's synchronized authentication: two at once each end at their own deadline. */
    @Test
    public void aHostThatNeverAnswersTheKeyCostsItsOwnDeadlineOnly() throws Exception {
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            long start = System.nanoTime();
            List<Future<SshCommandResult>> runs = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                runs.add(two.submit(() -> SshHelper.sshExecute("127.0.0.1", keyHangsPort, user, clientKey, null, "healthy", LIMIT, TIMEOUT_MS)));
            }
            for (Future<SshCommandResult> run : runs) {
                SshCommandResult result = run.get(TIMEOUT_MS + 10_000, TimeUnit.MILLISECONDS);
                assertEquals(SshCommandResult.Ending.DEADLINE, result.getEnding());
                assertTrue(result.second(), result.second().contains("did not finish within 3000 ms (authenticate)"));
            }
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            System.out.printf("hostile-ssh: key never answered, 2 at once: %d ms%n", millis);
            assertTrue("both within their own deadline: " + millis + " ms", millis < TIMEOUT_MS + SLACK_MS);
        } finally {
            two.shutdownNow();
        }
    }

    @Test
    public void aCommandThatNeverExitsAfterItsOutputEndsAtTheDeadline() throws Exception {
        assertCut(run("never-exits"), SshCommandResult.Ending.DEADLINE, "did not finish within 3000 ms");
        assertCut(run("never-exits-closed"), SshCommandResult.Ending.DEADLINE, "did not finish within 3000 ms");
    }

    @Test
    public void aFailingCommandGivesItsExitStatusAndOutput() throws Exception {
        Measured m = run("fails");
        assertFalse(m.result.first());
        assertFalse(m.result.isCut());
        assertEquals(Integer.valueOf(3), m.result.getExitStatus());
        assertEquals("The connection to the server was refused\n", m.result.second());
    }

    @Test
    public void aHealthyHostsOutputIsTheResult() throws Exception {
        Measured m = run("healthy");
        assertTrue(m.result.first());
        assertEquals("node/prod-control-1\nnode/prod-node-2\n", m.result.second());
    }

    /** The host key the host answered with is in the result as {@code ssh-keygen -l} prints it, for a caller that keeps the address. */
    @Test
    public void theHostKeyTheHostAnsweredWithIsInTheResult() throws Exception {
        assertEquals(keygenFingerprint("host_ed25519.pub"), run("healthy").result.getHostKeyFingerprint());
        int rsaPort = freePort();
        Process rsaOnly = startSshd("sshd_rsa_key", "Port " + rsaPort + "\nHostKey " + dir.resolve("host_rsa") + "\n", rsaPort);
        try {
            SshCommandResult rsa = run("healthy", rsaPort, clientKey).result;
            assertEquals(keygenFingerprint("host_rsa.pub"), rsa.getHostKeyFingerprint());
            assertEquals("a command the deadline cut has it too", keygenFingerprint("host_ed25519.pub"), run("never-exits").result.getHostKeyFingerprint());
        } finally {
            stop(rsaOnly);
        }
    }

    private static String keygenFingerprint(String publicKey) throws Exception {
        Process p = new ProcessBuilder("/usr/bin/ssh-keygen", "-l", "-E", "sha256", "-f", dir.resolve(publicKey).toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(out, 0, p.waitFor());
        return out.split(" ")[1];
    }

    /** What a Kubernetes cluster's node offers (an RSA host key among them, the key exchanges of OpenSSH's defaults) is connected to. */
    @Test
    public void aHostWithOnlyAnRsaHostKeyIsConnectedTo() throws Exception {
        int rsaPort = freePort();
        Process rsaOnly = startSshd("sshd_rsa", "Port " + rsaPort + "\nHostKey " + dir.resolve("host_rsa") + "\n", rsaPort);
        try {
            Measured m = run("healthy", rsaPort, clientKey);
            assertTrue(m.result.second(), m.result.first());
            assertEquals("node/prod-control-1\nnode/prod-node-2\n", m.result.second());
        } finally {
            stop(rsaOnly);
        }
    }

    /**
     * A host that offers only a group exchange, whose prime it chooses (trilead computes with any size it is sent), is not
     * connected to: the key exchange fails at once.
     */
    @Test
    public void aHostOfferingOnlyAKeyExchangeOfItsOwnSizeIsNotConnectedTo() throws Exception {
        int costlyPort = freePort();
        Process costly = startSshd("sshd_costly", "Port " + costlyPort + "\nHostKey " + dir.resolve("host_rsa")
                + "\nKexAlgorithms diffie-hellman-group-exchange-sha256\n", costlyPort);
        try {
            long start = System.nanoTime();
            try {
                SshHelper.sshExecute("127.0.0.1", costlyPort, user, clientKey, null, "healthy", LIMIT, TIMEOUT_MS);
                fail("connected to a host that offers only a group exchange");
            } catch (IOException e) {
                long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                assertTrue("at once: " + ms + " ms", ms < TIMEOUT_MS);
            }
        } finally {
            stop(costly);
        }
    }

    @Test
    public void aKeyTheHostRefusesAndAClosedPortFailFastAsSshHelperFails() throws Exception {
        Path otherKey = dir.resolve("other_rsa");
        HostileSshHost.exec("/usr/bin/ssh-keygen", "-q", "-t", "rsa", "-b", "2048", "-m", "PEM", "-N", "", "-f", otherKey.toString());
        try {
            run("healthy", port, otherKey.toFile());
            fail("a refused key throws");
        } catch (SshException e) {
            assertEquals("Failed to authenticate SSH user " + user + " on host 127.0.0.1", e.getMessage());
        }
        try {
            run("healthy", freePort(), clientKey);
            fail("a closed port throws");
        } catch (IOException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("connect"));
        }
    }

    @Test
    public void aCopyTheHostNeverAnswersEndsAtItsDeadline() throws Exception {
        Path script = dir.resolve("script.sh");
        Files.write(script, "#!/bin/sh\n".getBytes(StandardCharsets.UTF_8));
        long start = System.nanoTime();
        try {
            SshHelper.scpTo("127.0.0.1", port, user, clientKey, null, "~/", script.toString(), "0755", TIMEOUT_MS);
            fail("a copy the host never answers ends at its deadline");
        } catch (SshException e) {
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertTrue(e.getMessage(), e.getMessage().contains("did not finish within 3000 ms"));
            assertTrue(ms + " ms", ms < TIMEOUT_MS + SLACK_MS);
        }
    }
}
