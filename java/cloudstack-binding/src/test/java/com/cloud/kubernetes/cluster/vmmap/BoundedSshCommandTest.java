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
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.InterruptedIOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.After;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentMatchers;
import org.mockito.MockedConstruction;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckRequest.Kubectl;
import com.cloud.utils.concurrency.NamedThreadFactory;
import com.trilead.ssh2.ChannelCondition;
import com.trilead.ssh2.Connection;
import com.trilead.ssh2.Session;
import com.trilead.ssh2.crypto.CryptoWishList;
import com.trilead.ssh2.transport.TransportManager;

/**
 * The bounded read over trilead's {@link Connection}, mocked: the byte limit, the deadline kept by the check's watchdog
 * thread (an interrupt, never a call on the connection), and what each outcome says. A real OpenSSH control node with hostile outputs is java/node-listing's
 * HostileControlNodeTest.
 */
@RunWith(MockitoJUnitRunner.class)
public class BoundedSshCommandTest {
    private static final File KEY = new File("/var/lib/cloudstack/management/.ssh/id_rsa");
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(new NamedThreadFactory("Kubernetes-Cluster-VmMap-Ssh-Watchdog"));
    private final Session session = Mockito.mock(Session.class);
    private final AtomicReference<String> closedBy = new AtomicReference<>();

    @After
    public void tearDown() {
        watchdog.shutdownNow();
    }

    /** Every Connection made in {@code run} connects, takes the key, opens {@link #session}, and records who closed it. */
    private MockedConstruction<Connection> connections(boolean keyAccepted) {
        return Mockito.mockConstruction(Connection.class, (connection, context) -> {
            asTrileadMakesIt(connection);
            Mockito.lenient().when(connection.authenticateWithPublicKey("cloud", KEY, null)).thenReturn(keyAccepted);
            Mockito.lenient().when(connection.openSession()).thenReturn(session);
            Mockito.lenient().doAnswer(call -> {
                closedBy.compareAndSet(null, Thread.currentThread().getName());
                return null;
            }).when(connection).close();
        });
    }

    /** A construction mock skips trilead's constructor: the wish list the listing narrows is put where trilead puts it. */
    private static void asTrileadMakesIt(Connection connection) throws IllegalAccessException {
        BoundedSshCommand.WISH_LIST.set(connection, new CryptoWishList());
    }

    private BoundedSshCommand listing(int maxOutputBytes, long timeoutMs) {
        return new BoundedSshCommand("203.0.113.10", 2222, "cloud", KEY, maxOutputBytes, timeoutMs, watchdog);
    }

    @Test
    public void theOutputOfACommandThatExitsWithZeroIsTheResult() throws Exception {
        Mockito.when(session.getStdout()).thenReturn(new ByteArrayInputStream("node/prod-control-1\n".getBytes(StandardCharsets.UTF_8)));
        Mockito.when(session.getStderr()).thenReturn(new ByteArrayInputStream(new byte[0]));
        Mockito.when(session.waitForCondition(ArgumentMatchers.anyInt(), ArgumentMatchers.anyLong())).thenReturn(ChannelCondition.EOF,
                ChannelCondition.EXIT_STATUS);
        Mockito.when(session.getExitStatus()).thenReturn(0);
        try (MockedConstruction<Connection> made = connections(true)) {
            Kubectl result = listing(1024, 5_000).run("sudo /opt/bin/kubectl get nodes -o name");
            assertTrue(result.reason, result.ok);
            assertEquals("node/prod-control-1\n", result.output);
            Mockito.verify(session).execCommand("sudo /opt/bin/kubectl get nodes -o name");
            Mockito.verify(made.constructed().get(0)).close();
        }
        assertEquals("closed by the listing itself; the watchdog's task was cancelled", Thread.currentThread().getName(), closedBy.get());
    }

    @Test
    public void nothingPastTheByteLimitIsReadFromAControlNodeThatPrintsWithoutEnd() throws Exception {
        AtomicLong read = new AtomicLong();
        InputStream endless = new InputStream() {
            @Override
            public int available() {
                return 8192;
            }

            @Override
            public int read() {
                read.incrementAndGet();
                return 'x';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                read.addAndGet(len);
                return len;
            }
        };
        Mockito.when(session.getStdout()).thenReturn(endless);
        Mockito.when(session.getStderr()).thenReturn(new ByteArrayInputStream(new byte[0]));
        try (MockedConstruction<Connection> made = connections(true)) {
            Kubectl result = listing(100_000, 5_000).run("kubectl");
            assertFalse(result.ok);
            assertTrue(result.reason, result.reason.contains("passed the limit of 100000 bytes"));
            assertEquals("the limit and not a byte more: the next byte waiting proves it passed", 100_000, read.get());
            Mockito.verify(session).close();
        }
    }

    @Test
    public void theWatchdogThreadInterruptsTheListingAtItsDeadlineWhereverTrileadWaits() throws Exception {
        Mockito.when(session.getStdout()).thenReturn(new ByteArrayInputStream(new byte[0]));
        Mockito.when(session.getStderr()).thenReturn(new ByteArrayInputStream(new byte[0]));
        // A control node that sends nothing: trilead waits until an interrupt ends the wait (lenient: a slow test machine
        // may reach the read after the deadline, which ends the run as well).
        Mockito.lenient().when(session.waitForCondition(ArgumentMatchers.anyInt(), ArgumentMatchers.anyLong())).thenAnswer(call -> {
            Thread.sleep(call.<Long>getArgument(1) + 5_000);
            return ChannelCondition.TIMEOUT;
        });
        try (MockedConstruction<Connection> made = connections(true)) {
            long start = System.nanoTime();
            Kubectl result = listing(1024, 1_000).run("kubectl");
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertFalse(result.ok);
            assertTrue(result.reason, result.reason.contains("did not finish within 1000 ms (read the output)"));
            assertTrue("ended by its deadline: " + ms + " ms", ms < 5_000);
        }
        assertEquals("closed by the listing itself, after the interrupt", Thread.currentThread().getName(), closedBy.get());
        assertFalse("the cut's interrupt does not outlive the listing on its (pooled) thread", Thread.currentThread().isInterrupted());
    }

    /**
     * trilead's {@code openSession} and {@code close} are both synchronized on the connection, and {@code openSession}
     * waits there, without end, for a control node that never confirms the session. A watchdog that closed the
     * connection would wait with it, and every other listing's deadline behind it on that one thread: the cut is an
     * interrupt, so two such listings at once each end at their own deadline.
     */
    @Test
    public void aSessionNeverConfirmedCostsEachListingItsOwnDeadlineOnly() throws Exception {
        ExecutorService listings = Executors.newFixedThreadPool(2);
        try {
            List<Future<Kubectl>> runs = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                // Mockito's construction mocks hold on the thread that makes them: each listing's thread makes its own.
                runs.add(listings.submit(() -> {
                    try (MockedConstruction<Connection> made = sessionNeverConfirmed()) {
                        return listing(1024, 500).run("kubectl");
                    }
                }));
            }
            // A watchdog held by the first listing's close would never cut the second: its get times out.
            for (Future<Kubectl> run : runs) {
                Kubectl result = run.get(5, TimeUnit.SECONDS);
                assertEquals("SSH to 203.0.113.10:2222 did not finish within 500 ms (run the command); the session was closed", result.reason);
            }
        } finally {
            listings.shutdownNow();
        }
    }

    /**
     * Connections whose {@code openSession} waits as trilead's does: holding the connection's monitor, which its
     * {@code close} needs too, it waits on the channel until interrupted (both objects stand apart from the mock,
     * whose own {@code wait} Mockito answers).
     */
    private static MockedConstruction<Connection> sessionNeverConfirmed() {
        return Mockito.mockConstruction(Connection.class, (connection, context) -> {
            asTrileadMakesIt(connection);
            Object monitor = new Object();
            Object channel = new Object();
            Mockito.when(connection.authenticateWithPublicKey("cloud", KEY, null)).thenReturn(true);
            Mockito.when(connection.openSession()).thenAnswer(call -> {
                synchronized (monitor) {
                    synchronized (channel) {
                        try {
                            while (true) {
                                channel.wait();
                            }
                        } catch (InterruptedException e) {
                            throw new InterruptedIOException();
                        }
                    }
                }
            });
            Mockito.doAnswer(call -> {
                synchronized (monitor) {
                    return null;
                }
            }).when(connection).close();
        });
    }

    /** A listing busy past its deadline (no wait to end) still ends as timed out, and the cut's interrupt ends with it. */
    @Test
    public void theCutsInterruptDoesNotOutliveTheListingOnItsThread() throws Exception {
        Mockito.when(session.getStdout()).thenReturn(new ByteArrayInputStream(new byte[0]));
        Mockito.when(session.getStderr()).thenReturn(new ByteArrayInputStream(new byte[0]));
        Mockito.doAnswer(call -> {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!Thread.currentThread().isInterrupted() && System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            assertTrue("the watchdog interrupted the busy listing", Thread.currentThread().isInterrupted());
            return null;
        }).when(session).execCommand("kubectl");
        try (MockedConstruction<Connection> made = connections(true)) {
            Kubectl result = listing(1024, 200).run("kubectl");
            assertEquals("SSH to 203.0.113.10:2222 did not finish within 200 ms (read the output); the session was closed", result.reason);
        }
        assertFalse("cleared as the listing ended", Thread.interrupted());
    }

    /**
     * trilead's close sends a message first: a control node that began a key exchange and never ends it holds that in
     * a wait, one that stops reading holds it in a socket write. Either way the listing ends at its own deadline, its
     * answer kept: the cut covers the teardown, and it closes the socket.
     */
    @Test
    public void aControlNodeThatHoldsTheCloseInAWaitIsCutAtTheDeadline() throws Exception {
        assertEquals("node/prod-control-1\n", listingWhoseCloseBlocks(closeThatWaits(1)).output);
    }

    /** trilead's close waits again after an interrupt (closeAllChannels takes it and goes on): the cut interrupts until the listing ends. */
    @Test
    public void aCloseThatTakesTheInterruptAndWaitsAgainIsCutAgain() throws Exception {
        assertEquals("node/prod-control-1\n", listingWhoseCloseBlocks(closeThatWaits(3)).output);
    }

    /** A close that waits for a key exchange never ended, {@code waits} times, each ended only by an interrupt it takes. */
    private static Closing closeThatWaits(int waits) {
        Object keyExchange = new Object();
        return connection -> Mockito.doAnswer(call -> {
            for (int wait = 0; wait < waits; wait++) {
                synchronized (keyExchange) {
                    try {
                        keyExchange.wait();
                    } catch (InterruptedException e) {
                        // trilead's close takes what ends its wait
                    }
                }
            }
            return null;
        }).when(connection).close();
    }

    @Test
    public void aControlNodeThatHoldsTheCloseInASocketWriteIsCutAtTheDeadline() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                Socket socket = new Socket(server.getInetAddress(), server.getLocalPort());
                Socket peer = server.accept()) {
            // trilead's transport, holding the connection's socket: only closing that socket ends the blocked close.
            TransportManager transport = Mockito.mock(TransportManager.class);
            BoundedSshCommand.SOCKET.set(transport, socket);
            Kubectl result = listingWhoseCloseBlocks(connection -> {
                BoundedSshCommand.TRANSPORT.set(connection, transport);
                Mockito.doAnswer(call -> {
                    byte[] chunk = new byte[64 * 1024];
                    try {
                        while (true) {
                            // The peer never reads: once the buffers are full the write blocks, as trilead's send does.
                            socket.getOutputStream().write(chunk);
                        }
                    } catch (SocketException e) {
                        assertTrue("the cut closed it", socket.isClosed());
                    }
                    return null;
                }).when(connection).close();
            });
            assertEquals("node/prod-control-1\n", result.output);
            assertTrue(socket.isClosed());
        }
    }

    /** Connections prepared by {@code closing}, on a thread of their own, so that a close that never ends fails the test. */
    private interface Closing {
        void prepare(Connection connection) throws Exception;
    }

    private Kubectl listingWhoseCloseBlocks(Closing closing) throws Exception {
        Mockito.when(session.getStdout()).thenReturn(new ByteArrayInputStream("node/prod-control-1\n".getBytes(StandardCharsets.UTF_8)));
        Mockito.when(session.getStderr()).thenReturn(new ByteArrayInputStream(new byte[0]));
        Mockito.when(session.waitForCondition(ArgumentMatchers.anyInt(), ArgumentMatchers.anyLong())).thenReturn(ChannelCondition.EOF,
                ChannelCondition.EXIT_STATUS);
        Mockito.when(session.getExitStatus()).thenReturn(0);
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try {
            AtomicLong ms = new AtomicLong();
            Future<Kubectl> run = thread.submit(() -> {
                try (MockedConstruction<Connection> made = Mockito.mockConstruction(Connection.class, (connection, context) -> {
                    asTrileadMakesIt(connection);
                    Mockito.when(connection.authenticateWithPublicKey("cloud", KEY, null)).thenReturn(true);
                    Mockito.when(connection.openSession()).thenReturn(session);
                    closing.prepare(connection);
                })) {
                    long start = System.nanoTime();
                    Kubectl kubectl = listing(1024, 500).run("kubectl");
                    ms.set(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                    assertFalse("the cut's interrupt ends with the listing", Thread.currentThread().isInterrupted());
                    return kubectl;
                }
            });
            Kubectl result = run.get(5, TimeUnit.SECONDS);
            assertTrue("ended at its deadline: " + ms + " ms", ms.get() >= 450 && ms.get() < 3_000);
            assertTrue(result.reason, result.ok);
            return result;
        } finally {
            thread.shutdownNow();
        }
    }

    /** The cut finds the socket where this trilead keeps it: a trilead that moved it fails here, not in a tenant's sweep. */
    @Test
    public void theCutFindsTheSocketWhereTrileadKeepsIt() throws Exception {
        assertNotNull("Connection.tm", BoundedSshCommand.TRANSPORT);
        assertNotNull("TransportManager.sock", BoundedSshCommand.SOCKET);
        assertEquals(TransportManager.class, BoundedSshCommand.TRANSPORT.getType());
        assertEquals(Socket.class, BoundedSshCommand.SOCKET.getType());
        assertNull("not connected: no socket, and no throw", BoundedSshCommand.socketOf(new Connection("203.0.113.10", 2222)));
    }

    /** The control node cannot choose what trilead computes: no group exchange, no RSA or DSA host key (their sizes are the server's). */
    @Test
    public void aListingOffersOnlyKeyExchangesAndHostKeysOfFixedSize() throws Exception {
        CryptoWishList offered = (CryptoWishList) BoundedSshCommand.WISH_LIST.get(BoundedSshCommand.boundedConnection("203.0.113.10", 2222));
        assertEquals(Arrays.asList(BoundedSshCommand.KEX_ALGORITHMS), Arrays.asList(offered.kexAlgorithms));
        assertEquals(Arrays.asList(BoundedSshCommand.HOST_KEY_ALGORITHMS), Arrays.asList(offered.serverHostKeyAlgorithms));
        assertTrue(Arrays.stream(offered.kexAlgorithms).noneMatch(kex -> kex.contains("group-exchange")));
        assertTrue(Arrays.stream(offered.serverHostKeyAlgorithms).noneMatch(key -> key.contains("rsa") || key.contains("dss")));
    }

    @Test
    public void aCutThatFiresAfterTheListingEndedInterruptsNothing() {
        BoundedSshCommand.Cut cut = new BoundedSshCommand.Cut(Thread.currentThread(), watchdog);
        cut.end();
        cut.fire();
        assertFalse(Thread.interrupted());
    }

    /** An interrupt that is not the cut's (the pool's, as the check stops) says so and is kept for the thread's owner. */
    @Test
    public void anInterruptFromTheStoppingCheckSaysSoAndStaysSet() throws Exception {
        try (MockedConstruction<Connection> made = Mockito.mockConstruction(Connection.class, (connection, context) -> {
            asTrileadMakesIt(connection);
            Mockito.when(connection.authenticateWithPublicKey("cloud", KEY, null)).thenReturn(true);
            Mockito.when(connection.openSession()).thenThrow(new InterruptedIOException());
        })) {
            Kubectl result = listing(1024, 5_000).run("kubectl");
            assertEquals("SSH to 203.0.113.10:2222 was interrupted (run the command): the check is stopping", result.reason);
        }
        assertTrue("the interrupt is kept", Thread.interrupted());
    }

    @Test
    public void aRefusedKeyAFailedCommandAndAStoppedCheckEachSayWhy() throws Exception {
        try (MockedConstruction<Connection> made = connections(false)) {
            Kubectl refused = listing(1024, 5_000).run("kubectl");
            assertEquals("SSH to 203.0.113.10:2222: the control node refused the key of user cloud", refused.reason);
        }
        Mockito.when(session.getStdout()).thenReturn(new ByteArrayInputStream(new byte[0]));
        Mockito.when(session.getStderr()).thenReturn(new ByteArrayInputStream(new byte[0]));
        Mockito.when(session.waitForCondition(ArgumentMatchers.anyInt(), ArgumentMatchers.anyLong())).thenReturn(ChannelCondition.EOF,
                ChannelCondition.EXIT_STATUS);
        Mockito.when(session.getExitStatus()).thenReturn(1);
        try (MockedConstruction<Connection> made = connections(true)) {
            assertEquals("kubectl exited with status 1 on 203.0.113.10:2222", listing(1024, 5_000).run("kubectl").reason);
        }
        watchdog.shutdownNow();
        try (MockedConstruction<Connection> made = connections(true)) {
            assertEquals("SSH to 203.0.113.10:2222 was not started: the check is stopping", listing(1024, 5_000).run("kubectl").reason);
            Mockito.verify(made.constructed().get(0), Mockito.never()).connect(ArgumentMatchers.any(), ArgumentMatchers.anyInt(), ArgumentMatchers.anyInt());
        }
    }
}
