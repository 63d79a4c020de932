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

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.lang.reflect.Field;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.trilead.ssh2.ChannelCondition;
import com.trilead.ssh2.Connection;
import com.trilead.ssh2.Session;
import com.trilead.ssh2.crypto.CryptoWishList;
import com.trilead.ssh2.transport.KexManager;
import com.trilead.ssh2.transport.TransportManager;

/**
 * One command over SSH with trilead (CloudStack's SSH library) within limits the remote side cannot stretch (SPEC 5):
 * at most {@code maxOutputBytes} of stdout and stderr read, returned as {@code SshHelper} joins them (stdout, then
 * stderr), and one wall-clock deadline for the whole run, teardown included, at which the watchdog interrupts the
 * listing's thread and closes the connection's socket.
 * ({@code SshHelper.sshExecute} reads to EOF into an unbounded buffer, and its timeout restarts with every byte.) Every
 * outcome is a {@link Kubectl}: the output, or why it failed.
 */
public final class BoundedSshCommand {
    /** SPEC 3.2: over 4 MiB makes the node view unavailable. */
    public static final int MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
    public static final long DEFAULT_TIMEOUT_MS = 30_000L;
    static final int CONNECT_TIMEOUT_MS = 5_000;
    static final int KEX_TIMEOUT_MS = 10_000;
    private static final int READ_CHUNK = 8192;
    /**
     * The key exchanges and host keys whose cost the control node cannot choose: fixed curves and one fixed group.
     * trilead checks none of the sizes a server sends, so a group exchange's prime or an RSA or DSA host key of the
     * server's making keeps trilead's receiver thread computing for hours, beyond any deadline or closed socket.
     * curve25519 only after ECDH (the client's order decides): this trilead drops a leading zero of the server's key and
     * refuses it, about one exchange in 250, so only a server without ECDH gets it.
     */
    static final String[] KEX_ALGORITHMS = {"ecdh-sha2-nistp256", "ecdh-sha2-nistp384", "ecdh-sha2-nistp521", "curve25519-sha256",
        "curve25519-sha256@libssh.org", "diffie-hellman-group14-sha1"};
    static final String[] HOST_KEY_ALGORITHMS = {"ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521"};
    /** What trilead keeps private and offers no setter for (BoundedSshCommandTest pins them against the trilead CloudStack ships). */
    static final Field TRANSPORT = accessible(Connection.class, "tm");
    static final Field SOCKET = accessible(TransportManager.class, "sock");
    static final Field WISH_LIST = accessible(Connection.class, "cryptoWishList");

    private final String host;
    private final int port;
    private final String user;
    private final File privateKey;
    private final int maxOutputBytes;
    private final long timeoutMs;
    private final ScheduledExecutorService watchdog;

    /** {@code watchdog} interrupts a run whose deadline passed. */
    public BoundedSshCommand(String host, int port, String user, File privateKey, int maxOutputBytes, long timeoutMs,
            ScheduledExecutorService watchdog) {
        this.host = host;
        this.port = port;
        this.user = user;
        this.privateKey = privateKey;
        this.maxOutputBytes = maxOutputBytes;
        this.timeoutMs = timeoutMs;
        this.watchdog = watchdog;
    }

    public BoundedSshCommand(String host, int port, String user, File privateKey, ScheduledExecutorService watchdog) {
        this(host, port, user, privateKey, MAX_OUTPUT_BYTES, DEFAULT_TIMEOUT_MS, watchdog);
    }

    private String where() {
        return host + ":" + port;
    }

    /** Runs {@code command}; never throws, never takes longer than the timeout. */
    public Kubectl run(String command) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        Connection connection = boundedConnection(host, port);
        if (connection == null) {
            return Kubectl.failed("SSH to " + where() + " was not started: this trilead cannot be held to key exchanges of bounded cost");
        }
        Cut cut = new Cut(Thread.currentThread(), watchdog);
        try {
            cut.schedule(timeoutMs);
        } catch (RejectedExecutionException e) {
            return Kubectl.failed("SSH to " + where() + " was not started: the check is stopping");
        }
        String step = "connect";
        boolean stopping = false;
        try {
            connection.connect(null, (int) Math.min(CONNECT_TIMEOUT_MS, remainingMs(deadline)),
                    (int) Math.min(KEX_TIMEOUT_MS, remainingMs(deadline)));
            cut.arm(socketOf(connection));
            step = "authenticate as " + user;
            if (!connection.authenticateWithPublicKey(user, privateKey, null)) {
                return Kubectl.failed("SSH to " + where() + ": the control node refused the key of user " + user);
            }
            step = "run the command";
            Session session = connection.openSession();
            try {
                session.execCommand(command);
                step = "read the output";
                return read(session, deadline);
            } finally {
                session.close();
            }
        } catch (InterruptedException | IOException | RuntimeException e) {
            if (cut.fired || remainingMs(deadline) <= 0) {
                return timedOut(step);
            }
            stopping = isInterrupt(e);
            return stopping ? Kubectl.failed("SSH to " + where() + " was interrupted (" + step + "): the check is stopping")
                    : Kubectl.failed("SSH to " + where() + " failed (" + step + "): " + e.getMessage());
        } finally {
            // Under the cut: a control node that holds the close (a key exchange it began and never ends, a socket it
            // stops reading) is cut at the deadline too.
            connection.close();
            cut.end();
            if (stopping) {
                Thread.currentThread().interrupt(); // the pool's, as the check stops: kept for the thread's owner
            }
        }
    }

    /** An interrupt that is not the cut's: trilead's form of it, as such or as the cause of what it threw (a timeout is not one). */
    private static boolean isInterrupt(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof InterruptedException || t.getClass() == InterruptedIOException.class) {
                return true;
            }
        }
        return false;
    }

    /** A connection that offers only {@link #KEX_ALGORITHMS} and {@link #HOST_KEY_ALGORITHMS}; null if this trilead cannot be told. */
    static Connection boundedConnection(String host, int port) {
        Connection connection = new Connection(host, port);
        try {
            connection.setServerHostKeyAlgorithms(HOST_KEY_ALGORITHMS);
            KexManager.checkKexAlgorithmList(KEX_ALGORITHMS);
            ((CryptoWishList) WISH_LIST.get(connection)).kexAlgorithms = KEX_ALGORITHMS.clone();
            return connection;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
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

    /**
     * The deadline's cut: the watchdog interrupts the listing's thread, which ends every wait of trilead's, and closes the
     * connection's socket, which ends every read and write on it (trilead's own hard close, as on a transport failure).
     * It takes no lock of trilead's: {@code Connection.close()}, {@code authenticateWithPublicKey} and
     * {@code openSession} are synchronized on the connection, which a control node that stops answering holds.
     */
    static final class Cut {
        /** Between two interrupts of a listing that outlives its cut: a wait of trilead's may take one and wait again. */
        static final long AGAIN_MS = 100;
        private final Thread listing;
        private final ScheduledExecutorService watchdog;
        private boolean ended;
        private volatile boolean fired;
        private Socket socket;
        private ScheduledFuture<?> next;

        Cut(Thread listing, ScheduledExecutorService watchdog) {
            this.listing = listing;
            this.watchdog = watchdog;
        }

        synchronized void schedule(long delayMs) {
            next = watchdog.schedule(this::fire, delayMs, TimeUnit.MILLISECONDS);
        }

        /** The connection's socket, once connected: closed at once if the cut came first. */
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
            fired = true;
            listing.interrupt();
            closeSocket();
            try {
                schedule(AGAIN_MS);
            } catch (RejectedExecutionException e) {
                // The watchdog is stopping with the check: the pool's interrupt follows.
            }
        }

        private void closeSocket() {
            if (socket != null) {
                try {
                    socket.close();
                } catch (IOException e) {
                    // Closed all the same, or closing already: the interrupt has been given.
                }
            }
        }

        /** Called by the listing as it ends: no interrupt after this, and the cut's own is cleared from its (pooled) thread. */
        synchronized void end() {
            ended = true;
            if (next != null) {
                next.cancel(false);
            }
            if (fired) {
                Thread.interrupted();
            }
        }
    }

    private Kubectl read(Session session, long deadline) throws IOException, InterruptedException {
        Kept stdout = new Kept(session.getStdout());
        Kept stderr = new Kept(session.getStderr());
        while (true) {
            // trilead's available() is the number of bytes buffered; 0 both while none came yet and after EOF.
            int fromStdout = stdout.in.available();
            int fromStderr = stderr.in.available();
            if (fromStdout <= 0 && fromStderr <= 0) {
                int conditions = await(session, ChannelCondition.STDOUT_DATA | ChannelCondition.STDERR_DATA | ChannelCondition.EOF
                        | ChannelCondition.CLOSED, deadline);
                if ((conditions & ChannelCondition.TIMEOUT) != 0 || remainingMs(deadline) <= 0) {
                    return timedOut("read the output");
                }
                if ((conditions & (ChannelCondition.STDOUT_DATA | ChannelCondition.STDERR_DATA)) == 0) {
                    break; // EOF or closed, and nothing left to read
                }
                continue;
            }
            // At most maxOutputBytes are ever held, both streams together: a byte waiting past them proves the limit passed.
            if (stdout.length + stderr.length >= maxOutputBytes) {
                return Kubectl.failed("kubectl output on " + where() + " passed the limit of " + maxOutputBytes
                        + " bytes; the rest was not read and the session was closed");
            }
            Kept from = fromStdout > 0 ? stdout : stderr;
            int room = maxOutputBytes - (from == stdout ? stderr : stdout).length;
            from.read(Math.min(Math.min(fromStdout > 0 ? fromStdout : fromStderr, READ_CHUNK), room - from.length), room);
        }
        int conditions = await(session, ChannelCondition.EXIT_STATUS | ChannelCondition.CLOSED, deadline);
        Integer exitStatus = session.getExitStatus();
        if (exitStatus == null) {
            if ((conditions & ChannelCondition.TIMEOUT) != 0 || remainingMs(deadline) <= 0) {
                return timedOut("wait for the command to exit");
            }
            return Kubectl.failed("kubectl on " + where() + " ended without an exit status");
        }
        if (exitStatus != 0) {
            return Kubectl.failed("kubectl exited with status " + exitStatus + " on " + where());
        }
        // stdout then stderr, in stdout's array when it has the room (no third copy of a large output).
        byte[] joined = stdout.bytes.length >= stdout.length + stderr.length ? stdout.bytes : Arrays.copyOf(stdout.bytes, stdout.length + stderr.length);
        System.arraycopy(stderr.bytes, 0, joined, stdout.length, stderr.length);
        // ASCII, one character a byte, a byte of UTF-8 each: the node lines SPEC 3.2 counts are ASCII, so they read the same,
        // and the library's 4 MiB counts what was read (no decoding makes an output larger, in the heap or in the request).
        int length = stdout.length + stderr.length;
        for (int i = 0; i < length; i++) {
            if (joined[i] < 0) {
                joined[i] = '?';
            }
        }
        return Kubectl.ok(new String(joined, 0, length, StandardCharsets.US_ASCII));
    }

    /** Waits for {@code conditions} until the deadline; the watchdog's interrupt, which comes at the deadline, reads as its timeout. */
    private static int await(Session session, int conditions, long deadline) throws InterruptedException {
        long left = remainingMs(deadline);
        if (left <= 0) {
            return ChannelCondition.TIMEOUT;
        }
        try {
            return session.waitForCondition(conditions, left);
        } catch (InterruptedException e) {
            if (remainingMs(deadline) <= 0) {
                return ChannelCondition.TIMEOUT;
            }
            throw e;
        }
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

    private Kubectl timedOut(String step) {
        return Kubectl.failed("SSH to " + where() + " did not finish within " + timeoutMs + " ms (" + step
                + "); the session was closed");
    }

    /** Milliseconds left, rounded up: 0 only once the deadline has passed. */
    private static long remainingMs(long deadlineNanos) {
        long leftNanos = deadlineNanos - System.nanoTime();
        return leftNanos <= 0 ? 0 : (leftNanos + 999_999L) / 1_000_000L;
    }
}
