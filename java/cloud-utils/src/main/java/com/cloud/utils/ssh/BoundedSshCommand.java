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

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.math.BigInteger;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import com.cloud.utils.concurrency.NamedThreadFactory;
import com.trilead.ssh2.ChannelCondition;
import com.trilead.ssh2.Connection;
import com.trilead.ssh2.Session;
import com.trilead.ssh2.crypto.CryptoWishList;
import com.trilead.ssh2.packets.TypesReader;
import com.trilead.ssh2.transport.TransportManager;

/**
 * SSH on a host whose root is not the operator's (a Kubernetes cluster's node is its tenant's) within bounds the host
 * cannot stretch: at most {@code maxOutputBytes} of stdout and stderr are read, and one wall-clock deadline covers the
 * whole run, close included. At the deadline a watchdog thread interrupts the caller's thread and closes the
 * connection's socket; it takes no lock of trilead's, whose connection methods a silent host holds.
 * <p>
 * trilead computes whatever sizes the host sends: a group exchange's prime, or a host key of the host's making, keeps
 * its receiver thread in {@code modPow} for hours after any deadline. So a bounded connection offers only key exchanges
 * of fixed size and checks an RSA host key's size before trilead uses it.
 */
final class BoundedSshCommand {
    static final String[] KEX_ALGORITHMS = {"ecdh-sha2-nistp256", "ecdh-sha2-nistp384", "ecdh-sha2-nistp521", "curve25519-sha256",
        "curve25519-sha256@libssh.org", "diffie-hellman-group14-sha1"};
    static final String[] HOST_KEY_ALGORITHMS = {"ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521",
        "rsa-sha2-512", "rsa-sha2-256", "ssh-rsa"};
    /** OpenSSH's own largest RSA key, and a public exponent far above the 65537 every key generator uses. */
    static final int MAX_RSA_MODULUS_BITS = 16384;
    static final int MAX_RSA_EXPONENT_BITS = 64;
    /** Between two interrupts of a run that outlives its deadline: a wait of trilead's may take one and wait again. */
    static final long AGAIN_MS = 100;
    /** What trilead keeps private and offers no setter for (BoundedSshCommandTest pins each). */
    static final Field TRANSPORT = accessible(Connection.class, "tm");
    static final Field SOCKET = accessible(TransportManager.class, "sock");
    static final Field WISH_LIST = accessible(Connection.class, "cryptoWishList");
    private static final ScheduledThreadPoolExecutor WATCHDOG = watchdog();

    /** One step on an authenticated connection, before the deadline. */
    interface Step {
        SshCommandResult run(Connection connection, long deadlineNanos) throws IOException, InterruptedException;
    }

    private BoundedSshCommand() {
    }

    static SshCommandResult execute(String host, int port, String user, File pemKeyFile, String password, String command, int maxOutputBytes,
            long timeoutMs) throws Exception {
        return run(host, port, user, pemKeyFile, password, timeoutMs, (connection, deadline) -> {
            Session session = connection.openSession();
            try {
                session.execCommand(command);
                return read(session, maxOutputBytes, deadline, host + ":" + port);
            } finally {
                session.close();
            }
        });
    }

    /** Connects, authenticates and runs {@code step}, all before the deadline; the deadline's result if it passed. */
    static SshCommandResult run(String host, int port, String user, File pemKeyFile, String password, long timeoutMs, Step step) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        Connection connection = boundedConnection(host, port);
        Cut cut = new Cut(Thread.currentThread());
        cut.schedule(timeoutMs);
        String doing = "connect";
        String[] hostKey = new String[1];
        try {
            int left = (int) Math.min(Integer.MAX_VALUE, remainingMs(deadline));
            connection.connect((h, p, algorithm, key) -> {
                hostKey[0] = fingerprint(key);
                return verifyHostKeySize(h, p, algorithm, key);
            }, left, left);
            cut.arm(socketOf(connection));
            doing = "authenticate";
            boolean accepted = pemKeyFile == null ? connection.authenticateWithPassword(user, password)
                    : connection.authenticateWithPublicKey(user, pemKeyFile, password);
            if (!accepted) {
                throw new SshException("Failed to authenticate SSH user " + user + " on host " + host);
            }
            doing = "run the command";
            return step.run(connection, deadline).withHostKeyFingerprint(hostKey[0]);
        } catch (InterruptedException | IOException | RuntimeException e) {
            if (cut.fired || remainingMs(deadline) <= 0) {
                return deadlinePassed(host, port, timeoutMs, doing).withHostKeyFingerprint(hostKey[0]);
            }
            throw e;
        } finally {
            // Under the cut: a host that holds the close (a key exchange it began and never ends, a socket it stops
            // reading) is cut at the deadline too.
            connection.close();
            cut.end();
        }
    }

    private static SshCommandResult deadlinePassed(String host, int port, long timeoutMs, String doing) {
        return SshCommandResult.cut(SshCommandResult.Ending.DEADLINE, "SSH command on " + host + ":" + port + " did not finish within "
                + timeoutMs + " ms (" + doing + "); the connection was closed");
    }

    /** A connection that offers only {@link #KEX_ALGORITHMS} and {@link #HOST_KEY_ALGORITHMS}. */
    static Connection boundedConnection(String host, int port) throws IOException {
        Connection connection = new Connection(host, port);
        connection.setServerHostKeyAlgorithms(HOST_KEY_ALGORITHMS);
        try {
            ((CryptoWishList) WISH_LIST.get(connection)).kexAlgorithms = KEX_ALGORITHMS.clone();
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IOException("this trilead cannot be held to key exchanges of bounded cost", e);
        }
        return connection;
    }

    /**
     * trilead's host key callback, called before it verifies the key's signature: an RSA key's size bounds that work. The
     * key is read as the wire carries it (RFC 4253 6.6), not through the JDK's key factory, which throws for the sizes
     * this refuses.
     */
    static boolean verifyHostKeySize(String host, int port, String algorithm, byte[] hostKey) throws IOException {
        if (!algorithm.contains("rsa")) {
            return true;
        }
        TypesReader key = new TypesReader(hostKey);
        key.readString();
        BigInteger exponent = key.readMPINT();
        BigInteger modulus = key.readMPINT();
        return modulus.bitLength() <= MAX_RSA_MODULUS_BITS && exponent.bitLength() <= MAX_RSA_EXPONENT_BITS;
    }

    /** A host key as OpenSSH's {@code ssh-keygen -l} prints it: {@code SHA256:} and the unpadded base64 of its digest. */
    static String fingerprint(byte[] hostKey) {
        try {
            return "SHA256:" + Base64.getEncoder().withoutPadding().encodeToString(MessageDigest.getInstance("SHA-256").digest(hostKey));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Field accessible(Class<?> type, String name) {
        try {
            Field field = type.getDeclaredField(name);
            field.setAccessible(true);
            return field;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    /** The connected socket of {@code connection}, or null if this trilead hides it otherwise (then the cut only interrupts). */
    static Socket socketOf(Connection connection) {
        try {
            Object transport = TRANSPORT.get(connection);
            return transport == null ? null : (Socket) SOCKET.get(transport);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    private static ScheduledThreadPoolExecutor watchdog() {
        NamedThreadFactory named = new NamedThreadFactory("SshHelper-Deadline");
        ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, runnable -> {
            Thread thread = named.newThread(runnable);
            thread.setDaemon(true);
            return thread;
        });
        executor.setRemoveOnCancelPolicy(true);
        return executor;
    }

    /**
     * The deadline's cut: it interrupts the caller's thread, which ends every wait of trilead's, and closes the socket,
     * which ends every read and write on it (trilead's own hard close). It interrupts again until the run ends.
     */
    static final class Cut {
        private final Thread caller;
        private boolean ended;
        private boolean interruptedBefore;
        volatile boolean fired;
        private Socket socket;
        private ScheduledFuture<?> next;

        Cut(Thread caller) {
            this.caller = caller;
        }

        synchronized void schedule(long delayMs) {
            next = WATCHDOG.schedule(this::fire, delayMs, TimeUnit.MILLISECONDS);
        }

        synchronized void arm(Socket connected) {
            socket = connected;
            if (fired) {
                closeSocket();
            }
        }

        synchronized void fire() {
            if (ended) {
                return;
            }
            if (!fired) {
                interruptedBefore = caller.isInterrupted();
            }
            fired = true;
            caller.interrupt();
            closeSocket();
            schedule(AGAIN_MS);
        }

        private void closeSocket() {
            if (socket != null) {
                try {
                    socket.close();
                } catch (IOException e) {
                    // closed all the same, or closing already: the interrupt has been given
                }
            }
        }

        /** Called as the run ends: no interrupt after this, and the cut's own is cleared (one that came before it is kept). */
        synchronized void end() {
            ended = true;
            if (next != null) {
                next.cancel(false);
            }
            if (fired && !interruptedBefore) {
                Thread.interrupted();
            }
        }
    }

    /** Reads stdout and stderr, at most {@code maxOutputBytes} together, until the command exits or the deadline passes. */
    static SshCommandResult read(Session session, int maxOutputBytes, long deadline, String where) throws IOException, InterruptedException {
        Kept stdout = new Kept(session.getStdout());
        Kept stderr = new Kept(session.getStderr());
        while (true) {
            // trilead's available() is the number of bytes buffered: 0 both while none came yet and after EOF.
            int fromStdout = stdout.in.available();
            int fromStderr = stderr.in.available();
            if (fromStdout <= 0 && fromStderr <= 0) {
                int conditions = await(session, ChannelCondition.STDOUT_DATA | ChannelCondition.STDERR_DATA | ChannelCondition.EOF
                        | ChannelCondition.CLOSED, deadline);
                if ((conditions & ChannelCondition.TIMEOUT) != 0 || remainingMs(deadline) <= 0) {
                    throw new InterruptedException("deadline");
                }
                if ((conditions & (ChannelCondition.STDOUT_DATA | ChannelCondition.STDERR_DATA)) == 0) {
                    break; // EOF or closed, and nothing left to read
                }
                continue;
            }
            // At most maxOutputBytes are ever held: a byte waiting past them proves the limit passed.
            if (stdout.length + stderr.length >= maxOutputBytes) {
                return SshCommandResult.cut(SshCommandResult.Ending.OUTPUT_LIMIT, "SSH command on " + where + " printed more than "
                        + maxOutputBytes + " bytes; the rest was not read and the connection was closed");
            }
            Kept from = fromStdout > 0 ? stdout : stderr;
            int room = maxOutputBytes - (from == stdout ? stderr : stdout).length;
            from.read(Math.min(Math.min(fromStdout > 0 ? fromStdout : fromStderr, 8192), room - from.length), room);
        }
        // The deadline's cut closes the channel too: a CLOSED that comes with it is the deadline's, not the command's.
        int conditions = await(session, ChannelCondition.EXIT_STATUS | ChannelCondition.CLOSED, deadline);
        if ((conditions & ChannelCondition.TIMEOUT) != 0 || remainingMs(deadline) <= 0) {
            throw new InterruptedException("deadline");
        }
        // stdout then stderr, as SshHelper joins them, in stdout's array when it has the room.
        int length = stdout.length + stderr.length;
        byte[] joined = stdout.bytes.length >= length ? stdout.bytes : Arrays.copyOf(stdout.bytes, length);
        System.arraycopy(stderr.bytes, 0, joined, stdout.length, stderr.length);
        return SshCommandResult.exited(session.getExitStatus(), new String(joined, 0, length, StandardCharsets.UTF_8));
    }

    /** Waits for {@code conditions} until the deadline (the watchdog's interrupt comes then too). */
    private static int await(Session session, int conditions, long deadline) throws InterruptedException {
        long left = remainingMs(deadline);
        return left <= 0 ? ChannelCondition.TIMEOUT : session.waitForCondition(conditions, left);
    }

    /** One stream's bytes as they are read, in an array grown by doubling up to what the other stream leaves of the limit. */
    private static final class Kept {
        final InputStream in;
        byte[] bytes = new byte[0];
        int length;

        Kept(InputStream in) {
            this.in = in;
        }

        void read(int want, int most) throws IOException {
            if (length + want > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.min(most, Math.max(Math.max(bytes.length * 2, 8192), length + want)));
            }
            int n = in.read(bytes, length, want);
            if (n > 0) {
                length += n;
            }
        }
    }

    /** Milliseconds left, rounded up: 0 only once the deadline has passed. */
    static long remainingMs(long deadlineNanos) {
        long leftNanos = deadlineNanos - System.nanoTime();
        return leftNanos <= 0 ? 0 : (leftNanos + 999_999L) / 1_000_000L;
    }
}
