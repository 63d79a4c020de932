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

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.junit.AfterClass;
import org.junit.Assume;
import org.junit.BeforeClass;
import org.junit.Test;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.ClusterRecord;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.ClusterResult;
import com.cloud.kubernetes.cluster.vmmap.demo.DemoExecutors;
import com.cloud.kubernetes.cluster.vmmap.demo.InMemoryCloudStack;

/**
 * The node listing against a real, hostile control node: Debian's OpenSSH server on 127.0.0.1 with its own config,
 * port, host keys and client key in a scratch folder, whose forced command plays one case per requested command. Each
 * case prints one line {@code hostile-ssh: <case> <ms> ms, <bytes> allocated, <reason>} (time from the wall clock,
 * allocation from the JVM's per-thread counter), and the surefire JVM runs with {@code -Xmx256m}: the unbounded read
 * this replaces fails there with OutOfMemoryError on the endless stream. Without sshd the tests are skipped, except
 * under {@code CI=true}, where a missing sshd fails.
 */
public class HostileControlNodeTest {
    /** The listing's wall-clock limit in these tests (production: {@link BoundedSshCommand#DEFAULT_TIMEOUT_MS}). */
    private static final long TIMEOUT_MS = 3_000L;
    /** How much later than its deadline a listing may end: the watchdog's reaction and the session's close. */
    private static final long SLACK_MS = 1_500L;
    /** Bytes a listing may allocate: the kept output (at most the limit, grown by doubling) plus trilead's buffers. */
    private static final long MAX_ALLOCATED_BYTES = 48L * 1024 * 1024;
    private static final long NOW = 1_764_676_800_000L;

    /** The listings' watchdog, as the check owns it; shut down with the control node. */
    static final ScheduledExecutorService WATCHDOG = Executors.newSingleThreadScheduledExecutor();
    private static Path dir;
    private static Process sshd;
    private static int port;
    /** The same sshd on another port, where the key is never answered: its AuthorizedKeysCommand hangs. */
    private static int keyHangsPort;
    /** That command; its processes are killed when the control node stops. */
    private static final String KEY_HANGS_COMMAND = "/usr/bin/sleep 86.25";
    private static File clientKey;
    private static String user;

    private static final String CASES = String.join("\n",
            "#!/bin/sh",
            "case \"$SSH_ORIGINAL_COMMAND\" in",
            "  endless) exec yes node/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa ;;",
            "  drip) while :; do printf n; sleep 1; done ;;",
            "  one-byte) printf n; exec sleep 600 ;;",
            "  silence) exec sleep 600 ;;",
            "  at-limit) printf 'node/n\\n'; head -c " + (BoundedSshCommand.MAX_OUTPUT_BYTES - 7) + " /dev/zero | tr '\\000' ' ' ;;",
            "  over-limit) printf 'node/n\\n'; head -c " + (BoundedSshCommand.MAX_OUTPUT_BYTES - 6) + " /dev/zero | tr '\\000' ' ' ;;",
            "  wide-at-limit) printf 'node/n\\n'; yes '\u20ac' | head -c " + (BoundedSshCommand.MAX_OUTPUT_BYTES - 7) + " ;;",
            "  lines-10001) seq -f 'node/n%g' 1 10001 ;;",
            "  binary) head -c 200000 /dev/urandom; printf '\\n\\377\\376node/bad\\nnode/real-1\\n' ;;",
            "  huge-stderr) exec yes error-error-error-error-error-error >&2 ;;",
            "  no-newline) printf 'node/a\\nnode/b' ;;",
            "  interleaved) i=0; while [ $i -lt 2000 ]; do printf 'node/n%05d' $i; printf 'W ' >&2; printf '\\n'; i=$((i+1)); done ;;",
            "  never-exits) printf 'node/a\\n'; exec sleep 600 ;;",
            "  never-exits-closed) printf 'node/a\\n'; exec >&- 2>&-; exec sleep 600 ;;",
            "  fails) echo 'The connection to the server was refused' >&2; exit 3 ;;",
            "  healthy) printf 'node/prod-control-19a0b1c2d3e\\nnode/prod-node-19a0b1c2e4f\\nnode/ghost-node-1\\n' ;;",
            "  *) echo \"unknown case $SSH_ORIGINAL_COMMAND\" >&2; exit 64 ;;",
            "esac", "");

    @BeforeClass
    public static void startControlNode() throws Exception {
        boolean present = new File("/usr/sbin/sshd").canExecute() && new File("/usr/bin/ssh-keygen").canExecute();
        if (!present && "true".equals(System.getenv("CI"))) {
            throw new AssertionError("CI=true: the hostile control-node tests need Debian's openssh-server (/usr/sbin/sshd); .ci/run installs it");
        }
        Assume.assumeTrue("no /usr/sbin/sshd: the hostile control-node tests are skipped (apt-get install openssh-server)", present);
        dir = Files.createTempDirectory("cks-vmmap-hostile-ssh");
        user = System.getProperty("user.name");
        for (String type : new String[] {"ed25519", "rsa"}) {
            exec("/usr/bin/ssh-keygen", "-q", "-t", type, "-N", "", "-f", dir.resolve("host_" + type).toString());
        }
        // A PEM RSA key, as CloudStack's management server key is.
        clientKey = dir.resolve("id_rsa").toFile();
        exec("/usr/bin/ssh-keygen", "-q", "-t", "rsa", "-b", "2048", "-m", "PEM", "-N", "", "-f", clientKey.toString());
        Files.copy(dir.resolve("id_rsa.pub"), dir.resolve("authorized_keys"));
        Path cases = dir.resolve("cases.sh");
        Files.write(cases, CASES.getBytes(StandardCharsets.UTF_8));
        assertTrue(cases.toFile().setExecutable(true));
        port = freePort();
        keyHangsPort = freePort();
        String config = String.join("\n", "Port " + port, "Port " + keyHangsPort, "ListenAddress 127.0.0.1", "HostKey " + dir.resolve("host_ed25519"),
                "HostKey " + dir.resolve("host_rsa"), "PidFile " + dir.resolve("sshd.pid"), "AuthorizedKeysFile " + dir.resolve("authorized_keys"),
                "AllowUsers " + user, "PermitRootLogin prohibit-password", "PasswordAuthentication no", "KbdInteractiveAuthentication no",
                "UsePAM no", "StrictModes no", "X11Forwarding no", "AllowTcpForwarding no", "PermitTTY no", "ForceCommand " + cases,
                "Match LocalPort " + keyHangsPort, "AuthorizedKeysFile none", "AuthorizedKeysCommand " + KEY_HANGS_COMMAND,
                "AuthorizedKeysCommandUser nobody", "");
        new File("/run/sshd").mkdirs();
        sshd = startSshd("sshd", config, port);
    }

    /** An sshd of {@code config} (written to {@code name}_config, its log to {@code name}.log), once it listens on {@code listening}. */
    private static Process startSshd(String name, String config, int listening) throws Exception {
        Files.write(dir.resolve(name + "_config"), config.getBytes(StandardCharsets.UTF_8));
        Process started = new ProcessBuilder("/usr/sbin/sshd", "-D", "-e", "-f", dir.resolve(name + "_config").toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve(name + ".log").toFile()).start();
        long until = System.currentTimeMillis() + 10_000;
        while (true) {
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress("127.0.0.1", listening), 200);
                return started;
            } catch (IOException e) {
                if (!started.isAlive() || System.currentTimeMillis() > until) {
                    started.destroyForcibly();
                    throw new AssertionError(name + " did not start: " + new String(Files.readAllBytes(dir.resolve(name + ".log")), StandardCharsets.UTF_8));
                }
                Thread.sleep(50);
            }
        }
    }

    @AfterClass
    public static void stopControlNode() throws Exception {
        WATCHDOG.shutdownNow();
        if (sshd != null) {
            sshd.destroy();
            if (!sshd.waitFor(10, TimeUnit.SECONDS)) {
                sshd.destroyForcibly().waitFor();
            }
            new ProcessBuilder("pkill", "-x", "-f", KEY_HANGS_COMMAND).start().waitFor();
        }
        if (dir != null) {
            try (java.util.stream.Stream<Path> files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

    static int port() {
        return port;
    }

    static String user() {
        return user;
    }

    static File clientKey() {
        return clientKey;
    }

    private static void exec(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(out, 0, p.waitFor());
    }

    private static BoundedSshCommand listing() {
        return new BoundedSshCommand("127.0.0.1", port, user, clientKey, BoundedSshCommand.MAX_OUTPUT_BYTES, TIMEOUT_MS, WATCHDOG);
    }

    /** One listing's result and wall time (its allocation is asserted and printed where it is measured). */
    private static final class Measured {
        final Kubectl result;
        final long millis;
        final long allocated;

        Measured(Kubectl result, long millis, long allocated) {
            this.result = result;
            this.millis = millis;
            this.allocated = allocated;
        }
    }

    private static Measured run(String hostileCase) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long allocatedBefore = threads.getThreadAllocatedBytes(thread);
        long start = System.nanoTime();
        Kubectl result = listing().run(hostileCase);
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        long allocated = threads.getThreadAllocatedBytes(thread) - allocatedBefore;
        System.out.printf("hostile-ssh: %-19s %6d ms, %,12d bytes allocated, %s%n", hostileCase, millis, allocated,
                result.ok ? "ok, " + result.output.length() + " chars" : result.reason);
        assertTrue(hostileCase + " allocated " + allocated + " bytes", allocated < MAX_ALLOCATED_BYTES);
        assertTrue(hostileCase + " took " + millis + " ms", millis < TIMEOUT_MS + SLACK_MS);
        return new Measured(result, millis, allocated);
    }

    private static void assertUnavailable(Measured m, String reasonPart) {
        assertFalse(m.result.ok);
        assertTrue(m.result.reason, m.result.reason.contains(reasonPart));
    }

    private static ClusterResult engineView(Kubectl kubectl) {
        VmMapCheckRequest request = new VmMapCheckRequest(NOW);
        request.clusters.add(new VmMapCheckRequest.Cluster(new ClusterRecord(1, "u", "prod", "Running", "CloudManaged", 7, 1), kubectl));
        return new VmMapCheckEngine().check(request).clusters.get(0);
    }

    @Test
    public void anEndlessStreamIsCutAtTheByteLimit() {
        Measured m = run("endless");
        assertUnavailable(m, "passed the limit of 4194304 bytes; the rest was not read");
    }

    @Test
    public void aSlowDripEndsAtTheDeadline() {
        Measured m = run("drip");
        assertUnavailable(m, "did not finish within 3000 ms (read the output)");
        assertTrue(m.millis >= TIMEOUT_MS);
    }

    @Test
    public void oneByteThenSilenceEndsAtTheDeadline() {
        assertUnavailable(run("one-byte"), "did not finish within 3000 ms (read the output)");
    }

    @Test
    public void silenceEndsAtTheDeadline() {
        assertUnavailable(run("silence"), "did not finish within 3000 ms");
    }

    @Test
    public void exactlyTheLimitIsReadWholeAndOneByteMoreIsNot() {
        Measured at = run("at-limit");
        assertTrue(at.result.reason, at.result.ok);
        assertEquals(BoundedSshCommand.MAX_OUTPUT_BYTES, at.result.output.length());
        assertTrue(engineView(at.result).isNodeViewAvailable());
        assertUnavailable(run("over-limit"), "passed the limit of 4194304 bytes");
    }

    /**
     * Bytes that UTF-8 decodes to characters beyond Latin-1 (a euro sign, here) cost what ASCII costs: one character a
     * byte, and the library weighs the output as it was read (decoded as UTF-8, 4 MiB of them made a 16-bit string and
     * its trimmed copy for a moment; as Latin-1, 7 MiB of UTF-8 in the request, over the library's limit).
     */
    @Test
    public void anOutputOfWideCharactersCostsWhatAsciiCosts() {
        Measured wide = run("wide-at-limit");
        Measured ascii = run("at-limit");
        assertTrue(wide.result.reason, wide.result.ok);
        assertEquals("one character a byte", BoundedSshCommand.MAX_OUTPUT_BYTES, wide.result.output.length());
        assertTrue("within the library's limit as it was within the listing's", engineView(wide.result).isNodeViewAvailable());
        assertTrue("wide " + wide.allocated + " bytes against ASCII's " + ascii.allocated, wide.allocated < ascii.allocated + 2L * 1024 * 1024);
    }

    @Test
    public void tenThousandAndOneLinesAreReadAndTheEngineCallsTheViewUnavailable() {
        Measured m = run("lines-10001");
        assertTrue(m.result.ok);
        ClusterResult view = engineView(m.result);
        assertFalse(view.isNodeViewAvailable());
        assertTrue(view.nodeViewReason, view.nodeViewReason.contains("more than 10000 node lines"));
    }

    @Test
    public void binaryJunkIsOneCharacterAByteAndTheValidLineCounts() {
        Measured m = run("binary");
        assertTrue(m.result.ok);
        assertEquals("200 000 random bytes and 24 more, a character each", 200_024, m.result.output.length());
        assertTrue("ASCII: a byte past it is a '?'", m.result.output.chars().allMatch(c -> c < 0x80));
        ClusterResult view = engineView(m.result);
        assertTrue(view.isNodeViewAvailable());
        List<String> nodes = view.findings.stream().map(f -> f.node).collect(Collectors.toList());
        assertTrue(nodes.toString(), nodes.contains("real-1"));
    }

    @Test
    public void aHugeStderrCountsAgainstTheSameLimit() {
        assertUnavailable(run("huge-stderr"), "passed the limit");
    }

    @Test
    public void outputWithoutAFinalNewlineIsWhole() {
        Measured m = run("no-newline");
        assertTrue(m.result.ok);
        assertEquals("node/a\nnode/b", m.result.output);
    }

    @Test
    public void stderrWrittenBetweenTheStdoutOfOneLineComesAfterStdoutAsSshHelperJoinsThem() {
        Measured m = run("interleaved");
        assertTrue(m.result.reason, m.result.ok);
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            expected.append(String.format("node/n%05d\n", i));
        }
        for (int i = 0; i < 2000; i++) {
            expected.append("W ");
        }
        assertEquals(expected.toString(), m.result.output);
    }

    /**
     * trilead's {@code authenticateWithPublicKey}, {@code openSession} and {@code close} are synchronized on the
     * connection: a control node that stops answering mid-authentication holds the listing there, and a watchdog that
     * closed the connection would wait for it, as would every other listing's deadline behind it on that one thread.
     * Two such listings at once both end at their own deadline, which the watchdog keeps by interrupting them.
     */
    @Test
    public void aControlNodeThatNeverAnswersTheKeyCostsItsOwnTimeoutOnlyAndLeavesTheWatchdogFree() throws Exception {
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            long start = System.nanoTime();
            List<java.util.concurrent.Future<Kubectl>> listings = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                listings.add(two.submit(() -> new BoundedSshCommand("127.0.0.1", keyHangsPort, user, clientKey, BoundedSshCommand.MAX_OUTPUT_BYTES,
                        TIMEOUT_MS, WATCHDOG).run("healthy")));
            }
            for (java.util.concurrent.Future<Kubectl> listing : listings) {
                Kubectl result = listing.get(TIMEOUT_MS + 10_000, TimeUnit.MILLISECONDS);
                assertFalse(result.ok);
                assertTrue(result.reason, result.reason.contains("did not finish within 3000 ms (authenticate as " + user + ")"));
            }
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            System.out.printf("hostile-ssh: key never answered, 2 at once: %d ms%n", millis);
            assertTrue("both within their own deadline: " + millis + " ms", millis < TIMEOUT_MS + SLACK_MS);
        } finally {
            two.shutdownNow();
        }
    }

    @Test
    public void aCommandThatNeverExitsAfterItsOutputEndsAtTheDeadline() {
        assertUnavailable(run("never-exits"), "did not finish within 3000 ms (read the output)");
        assertUnavailable(run("never-exits-closed"), "did not finish within 3000 ms (wait for the command to exit)");
    }

    @Test
    public void aFailingKubectlGivesItsExitStatus() {
        assertUnavailable(run("fails"), "kubectl exited with status 3");
    }

    /**
     * A control node that offers only what makes trilead compute at the server's choice of size (a group exchange, whose
     * prime the server picks; an RSA host key, whose modulus and exponent it picks) is not connected to: the listing
     * fails at its key exchange at once (before stop 36 it connected and listed).
     */
    @Test
    public void aControlNodeOfferingOnlyKeyExchangesOfItsOwnSizeIsNotConnectedTo() throws Exception {
        int costlyPort = freePort();
        String config = String.join("\n", "Port " + costlyPort, "ListenAddress 127.0.0.1", "HostKey " + dir.resolve("host_rsa"),
                "KexAlgorithms diffie-hellman-group-exchange-sha256", "PidFile " + dir.resolve("sshd-costly.pid"),
                "AuthorizedKeysFile " + dir.resolve("authorized_keys"), "AllowUsers " + user, "PasswordAuthentication no",
                "KbdInteractiveAuthentication no", "UsePAM no", "StrictModes no", "PermitTTY no", "ForceCommand " + dir.resolve("cases.sh"), "");
        Process costly = startSshd("sshd_costly", config, costlyPort);
        try {
            long start = System.nanoTime();
            Kubectl result = new BoundedSshCommand("127.0.0.1", costlyPort, user, clientKey, BoundedSshCommand.MAX_OUTPUT_BYTES, TIMEOUT_MS, WATCHDOG)
                    .run("healthy");
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertFalse("never listed: " + result.output, result.ok);
            assertTrue(result.reason, result.reason.contains("failed (connect)"));
            assertTrue("at once: " + ms + " ms", ms < 3_000);
        } finally {
            costly.destroy();
            if (!costly.waitFor(10, TimeUnit.SECONDS)) {
                costly.destroyForcibly().waitFor();
            }
        }
    }

    @Test
    public void aKeyTheNodeRefusesAndAClosedPortFailFast() throws Exception {
        Path otherKey = dir.resolve("other_rsa");
        exec("/usr/bin/ssh-keygen", "-q", "-t", "rsa", "-b", "2048", "-m", "PEM", "-N", "", "-f", otherKey.toString());
        Kubectl refused = new BoundedSshCommand("127.0.0.1", port, user, otherKey.toFile(), BoundedSshCommand.MAX_OUTPUT_BYTES, TIMEOUT_MS, WATCHDOG).run("healthy");
        assertFalse(refused.ok);
        assertTrue(refused.reason, refused.reason.contains("refused the key"));
        int closed;
        try (ServerSocket probe = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = probe.getLocalPort();
        }
        Kubectl noServer = new BoundedSshCommand("127.0.0.1", closed, user, clientKey, BoundedSshCommand.MAX_OUTPUT_BYTES, TIMEOUT_MS, WATCHDOG).run("healthy");
        assertFalse(noServer.ok);
        assertTrue(noServer.reason, noServer.reason.contains("failed (connect)"));
    }

    /**
     * One sweep of the real worker and library: four hostile clusters (endless, drip, silence, huge stderr) beside an
     * honest one, over a listing pool of 2. The honest cluster is checked with its findings; each hostile one has its
     * node view unavailable with its reason, and the sweep ends within two listing deadlines.
     */
    @Test
    public void aHealthyClusterListedInTheSameSweepIsCheckedWithItsFindings() {
        InMemoryCloudStack cs = new InMemoryCloudStack(NOW);
        cs.sshParallelism = 2;
        String[] hostile = {"endless", "drip", "silence", "huge-stderr"};
        for (int i = 0; i < hostile.length; i++) {
            long id = 10 + i;
            cs.addCluster(id, "tenant" + i, "Running", "CloudManaged", 8, 1);
            String hostileCase = hostile[i];
            cs.kubectl.put(id, c -> listing().run(hostileCase));
        }
        cs.addCluster(1, "prod", "Running", "CloudManaged", 7, 1);
        cs.addVm(101, "prod-control-19a0b1c2d3e", 7, "Running", NOW - 3_600_000L);
        cs.addVm(102, "prod-node-19a0b1c2e4f", 7, "Running", NOW - 3_600_000L);
        cs.addVm(103, "prod-node-19a0b1c2f50", 7, "Destroyed", NOW - 3_600_000L);
        cs.map(1, 101, true);
        cs.map(1, 102, false);
        cs.map(1, 103, false);
        cs.kubectl.put(1L, c -> listing().run("healthy"));
        ExecutorService sweepThread = Executors.newSingleThreadExecutor();
        try {
            KubernetesClusterVmMapCheckWorker worker = new KubernetesClusterVmMapCheckWorker(cs, VmMapCheckEngine::new, sweepThread, DemoExecutors::newListingPool, task -> task);
            long start = System.nanoTime();
            KubernetesClusterVmMapCheckWorker.SweepSummary summary = worker.runCheck();
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            System.out.println("hostile-ssh: sweep of 4 hostile + 1 honest clusters, pool 2: " + millis + " ms; " + summary.toLogLine());
            assertNotNull(summary);
            assertEquals(5, summary.checked);
            assertEquals(4, summary.nodeViewsUnavailable);
            assertTrue(millis + " ms", millis < 2 * TIMEOUT_MS + 2 * SLACK_MS);
            List<String> honest = new ArrayList<>();
            cs.events.stream().filter(e -> e.clusterId == 1).forEach(e -> honest.add(e.event.description));
            assertEquals(honest.toString(), 2, honest.size());
            assertTrue(honest.toString(), honest.stream().anyMatch(d -> d.contains("Kubernetes node ghost-node-1")));
            assertTrue(honest.toString(), honest.stream().anyMatch(d -> d.contains("(id 103) is in the VM map but is Destroyed")));
            assertTrue(cs.events.stream().noneMatch(e -> e.clusterId != 1));
        } finally {
            sweepThread.shutdownNow();
        }
    }

    /**
     * One tenant with 60 control nodes, each printing 4 MiB: the listings of one owner are held until all of them are in,
     * so without the sweep's budget for large outputs they would hold 240 MiB in this 256 MiB heap. Sixteen are kept
     * (64 Mi characters), the rest are unavailable with the budget's reason, and another owner's cluster is checked with
     * its findings.
     */
    @Test
    public void oneTenantsManyLargeOutputsAreHeldWithinTheSweepsBudget() {
        InMemoryCloudStack cs = new InMemoryCloudStack(NOW);
        cs.sshParallelism = 4;
        int tenantClusters = 60;
        for (int i = 0; i < tenantClusters; i++) {
            long id = 100 + i;
            cs.addCluster(id, "tenant" + i, "Running", "CloudManaged", 8, 1);
            cs.kubectl.put(id, c -> listing().run("at-limit"));
        }
        cs.addCluster(1, "prod", "Running", "CloudManaged", 7, 1);
        cs.addVm(101, "prod-control-19a0b1c2d3e", 7, "Running", NOW - 3_600_000L);
        cs.map(1, 101, true);
        cs.kubectl.put(1L, c -> listing().run("healthy"));
        ExecutorService sweepThread = Executors.newSingleThreadExecutor();
        List<java.lang.management.MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(pool -> pool.getType() == java.lang.management.MemoryType.HEAP).collect(Collectors.toList());
        try {
            KubernetesClusterVmMapCheckWorker worker = new KubernetesClusterVmMapCheckWorker(cs, VmMapCheckEngine::new, sweepThread, DemoExecutors::newListingPool, task -> task);
            System.gc();
            heap.forEach(java.lang.management.MemoryPoolMXBean::resetPeakUsage);
            long start = System.nanoTime();
            KubernetesClusterVmMapCheckWorker.SweepSummary summary = worker.runCheck();
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            long peak = heap.stream().mapToLong(pool -> pool.getPeakUsage().getUsed()).sum();
            System.out.printf("hostile-ssh: sweep of %d clusters of one tenant printing 4 MiB each + 1 honest, pool 4: %d ms, heap pools' peak %d MiB "
                    + "(-Xmx256m); %s%n", tenantClusters, millis, peak >> 20, summary.toLogLine());
            long kept = KubernetesClusterVmMapCheckWorker.MAX_HELD_OUTPUT_CHARS / BoundedSshCommand.MAX_OUTPUT_BYTES;
            assertEquals(tenantClusters + 1, summary.checked);
            assertEquals("all but the " + kept + " outputs the budget holds", tenantClusters - kept, summary.nodeViewsUnavailable);
            List<String> honest = cs.events.stream().filter(e -> e.clusterId == 1).map(e -> e.event.description).collect(Collectors.toList());
            assertTrue(honest.toString(), honest.stream().anyMatch(d -> d.contains("Kubernetes node ghost-node-1")));
        } finally {
            sweepThread.shutdownNow();
        }
    }
}
