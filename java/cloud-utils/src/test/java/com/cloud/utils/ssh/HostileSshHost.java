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
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.Assume;

/**
 * A hostile SSH host for tests (a tenant is root on its Kubernetes cluster's nodes): Debian's OpenSSH server on
 * 127.0.0.1 with its own config, port, host keys (Ed25519 and RSA) and a PEM RSA client key in a scratch folder, whose
 * forced command plays one case per requested command ({@link #CASES}); any other command runs the shell line the host
 * was started with. A second port of the same sshd never answers the client's key. In the cloud-utils test-jar, for
 * SshHelper's own tests and for the tests of its callers (CKS's node commands).
 * <p>
 * Without sshd a test using it is skipped, unless {@code -Dcloudstack.ssh.test.sshd=required} (or {@code CI=true})
 * makes a missing sshd a failure.
 */
public final class HostileSshHost implements AutoCloseable {
    /** The byte limit the size cases are built around (CKS's node commands' limit). */
    public static final int LIMIT = 4 * 1024 * 1024;
    /** An endless stream of node lines. */
    public static final String ENDLESS = "exec yes node/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
    /** What a command that is no case does by default: fail, naming it. */
    public static final String UNKNOWN = "echo \"unknown case $SSH_ORIGINAL_COMMAND\" >&2; exit 64";
    static final String KEY_HANGS_COMMAND = "/usr/bin/sleep 86.25";
    static final String[] CASES = {
        "endless) " + ENDLESS,
        "drip) while :; do printf n; sleep 1; done",
        "one-byte) printf n; exec sleep 600",
        "silence) exec sleep 600",
        "at-limit) printf 'node/n\\n'; head -c " + (LIMIT - 7) + " /dev/zero | tr '\\000' ' '",
        "over-limit) printf 'node/n\\n'; head -c " + (LIMIT - 6) + " /dev/zero | tr '\\000' ' '",
        "wide-at-limit) printf 'node/n\\n'; yes '\u20ac' | head -c " + (LIMIT - 7),
        "lines-10001) seq -f 'n%g Ready <none> 1d v1.30.2' 1 10001",
        "binary) head -c 200000 /dev/urandom; printf '\\n\\377\\376node/bad\\nnode/real-1\\n'",
        "huge-stderr) exec yes error-error-error-error-error-error >&2",
        "no-newline) printf 'node/a\\nnode/b'",
        "interleaved) i=0; while [ $i -lt 2000 ]; do printf 'node/n%05d' $i; printf 'W ' >&2; printf '\\n'; i=$((i+1)); done",
        "never-exits) printf 'node/a\\n'; exec sleep 600",
        "never-exits-closed) printf 'node/a\\n'; exec >&- 2>&-; exec sleep 600",
        "fails) echo 'The connection to the server was refused' >&2; exit 3",
        "healthy) printf 'node/prod-control-1\\nnode/prod-node-2\\n'",
        "prod) printf 'prod-control-19a0b1c2d3e Ready control-plane 1d v1.30.2\\nprod-node-19a0b1c2e4f Ready <none> 1d v1.30.2\\n"
                + "ghost-node-1 Ready <none> 1d v1.30.2\\n'",
        "'scp -t '*) exec sleep 600",
    };

    /** The scratch folder: keys, configs, logs. */
    public final Path dir;
    /** The login, this JVM's user. */
    public final String user;
    /** The PEM RSA key the host accepts, as CloudStack's management server key is. */
    public final File clientKey;
    /** Where the cases are played. */
    public final int port;
    /** Where the client's key is never answered (an AuthorizedKeysCommand that hangs). */
    public final int keyHangsPort;
    private final Process sshd;

    private HostileSshHost(Path dir, String anyOtherCommand) throws Exception {
        this.dir = dir;
        user = System.getProperty("user.name");
        for (String type : new String[] {"ed25519", "rsa"}) {
            exec("/usr/bin/ssh-keygen", "-q", "-t", type, "-N", "", "-f", dir.resolve("host_" + type).toString());
        }
        clientKey = dir.resolve("id_rsa").toFile();
        exec("/usr/bin/ssh-keygen", "-q", "-t", "rsa", "-b", "2048", "-m", "PEM", "-N", "", "-f", clientKey.toString());
        Files.copy(dir.resolve("id_rsa.pub"), dir.resolve("authorized_keys"));
        StringBuilder script = new StringBuilder("#!/bin/sh\ncase \"$SSH_ORIGINAL_COMMAND\" in\n");
        for (String c : CASES) {
            script.append("  ").append(c).append(" ;;\n");
        }
        script.append("  *) ").append(anyOtherCommand).append(" ;;\nesac\n");
        Path cases = dir.resolve("cases.sh");
        Files.write(cases, script.toString().getBytes(StandardCharsets.UTF_8));
        assertTrue(cases.toFile().setExecutable(true));
        port = freePort();
        keyHangsPort = freePort();
        new File("/run/sshd").mkdirs();
        sshd = startSshd("sshd", "Port " + port + "\nPort " + keyHangsPort + "\nHostKey " + dir.resolve("host_ed25519") + "\nHostKey "
                + dir.resolve("host_rsa") + "\nMatch LocalPort " + keyHangsPort + "\nAuthorizedKeysFile none\nAuthorizedKeysCommand "
                + KEY_HANGS_COMMAND + "\nAuthorizedKeysCommandUser nobody\n", port);
    }

    /**
     * A host whose commands other than the cases run {@code anyOtherCommand} (a shell line, {@link #UNKNOWN} or
     * {@link #ENDLESS} for example); skips the calling test (or fails it, where sshd is required) without sshd.
     */
    public static HostileSshHost start(String anyOtherCommand) throws Exception {
        boolean present = new File("/usr/sbin/sshd").canExecute() && new File("/usr/bin/ssh-keygen").canExecute();
        if (!present && ("required".equals(System.getProperty("cloudstack.ssh.test.sshd")) || "true".equals(System.getenv("CI")))) {
            throw new AssertionError("the hostile host tests need OpenSSH's server (/usr/sbin/sshd, ssh-keygen): apt-get install openssh-server");
        }
        Assume.assumeTrue("no /usr/sbin/sshd: the hostile host tests are skipped (apt-get install openssh-server)", present);
        return new HostileSshHost(Files.createTempDirectory("ssh-helper-hostile"), anyOtherCommand);
    }

    /** Another sshd of the common settings and {@code specific} ones (its log in {@code name}.log), once it listens on {@code listening}. */
    public Process startSshd(String name, String specific, int listening) throws Exception {
        String config = String.join("\n", "ListenAddress 127.0.0.1", "PidFile " + dir.resolve(name + ".pid"),
                "AuthorizedKeysFile " + dir.resolve("authorized_keys"), "AllowUsers " + user, "PermitRootLogin prohibit-password",
                "PasswordAuthentication no", "KbdInteractiveAuthentication no", "UsePAM no", "StrictModes no", "X11Forwarding no",
                "AllowTcpForwarding no", "PermitTTY no", "ForceCommand " + dir.resolve("cases.sh"), specific);
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

    /** Stops a process this started (an sshd, a forked JVM): TERM, then KILL after 10 s. */
    public static void stop(Process process) throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }

    /** A port on 127.0.0.1 nothing listens on now. */
    public static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

    /** Runs {@code command}, which must succeed. */
    public static void exec(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(out, 0, p.waitFor());
    }

    /** A read of this host in a forked JVM ({@link #fork}); its result is the outcome printed. */
    public interface ForkedRead {
        String run(int port, String user, File key, String[] rest) throws Exception;
    }

    /**
     * Runs {@code reader}'s main in a JVM of its own with {@code heap} (for example {@code -Xmx64m}), on this test's class
     * path, with this host's port, user and key and {@code rest} as arguments; its outcome line ({@link #runForked}), or
     * why there is none. A JVM still running after {@code maxMs} is stopped.
     */
    public String fork(Class<?> reader, String heap, long maxMs, String... rest) throws Exception {
        Path out = Files.createTempFile(dir, "fork-", ".out");
        List<String> command = new ArrayList<>(Arrays.asList(Path.of(System.getProperty("java.home"), "bin", "java").toString(), heap, "-cp",
                System.getProperty("java.class.path"), reader.getName(), String.valueOf(port), user, clientKey.toString()));
        command.addAll(Arrays.asList(rest));
        Process java = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        if (!java.waitFor(maxMs, TimeUnit.MILLISECONDS)) {
            stop(java);
            return "still running after " + maxMs + " ms";
        }
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        return lines.stream().filter(l -> l.startsWith(OUTCOME)).map(l -> l.substring(OUTCOME.length())).findFirst()
                .orElse("no outcome (exit " + java.exitValue() + "): " + String.join(" | ", lines));
    }

    private static final String OUTCOME = "outcome: ";

    /**
     * The forked side of {@link #fork}, for a reader's main: runs {@code read} and prints {@code outcome: <what> after
     * <ms> ms}, where what is the read's result or the simple name of what it threw (on any thread: trilead's receiver
     * may be the one that runs out of heap), then halts the JVM.
     */
    public static void runForked(String[] args, ForkedRead read) {
        long start = System.nanoTime();
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> outcome(e.getClass().getSimpleName(), start));
        try {
            outcome(read.run(Integer.parseInt(args[0]), args[1], new File(args[2]), Arrays.copyOfRange(args, 3, args.length)), start);
        } catch (Throwable e) {
            outcome(e.getClass().getSimpleName(), start);
        }
    }

    private static void outcome(String what, long start) {
        System.out.println(OUTCOME + what + " after " + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) + " ms");
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }

    @Override
    public void close() throws Exception {
        stop(sshd);
        new ProcessBuilder("pkill", "-x", "-f", KEY_HANGS_COMMAND).start().waitFor();
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }
}
