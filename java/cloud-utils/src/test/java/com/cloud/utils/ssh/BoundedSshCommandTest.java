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
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.security.KeyPairGenerator;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.RSAKeyGenParameterSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.ArgumentMatchers;
import org.mockito.MockedConstruction;
import org.mockito.Mockito;
import org.mockito.junit.MockitoJUnitRunner;

import com.trilead.ssh2.ChannelCondition;
import com.trilead.ssh2.Connection;
import com.trilead.ssh2.Session;
import com.trilead.ssh2.crypto.CryptoWishList;
import com.trilead.ssh2.signature.RSAKeyAlgorithm;
import com.trilead.ssh2.transport.TransportManager;

/**
 * SshHelper's bounded command over trilead's {@link Connection}, mocked: the byte limit, the deadline kept by the
 * watchdog thread (an interrupt and the socket's close, never a call on the connection), and what each ending says.
 * A real OpenSSH server with hostile outputs is {@link SshHelperBoundedCommandTest}.
 */
@RunWith(MockitoJUnitRunner.class)
public class BoundedSshCommandTest {
    private static final File KEY = new File("/var/lib/cloudstack/management/.ssh/id_rsa");
    private final Session session = Mockito.mock(Session.class);
    private final AtomicReference<String> closedBy = new AtomicReference<>();

    /** Every Connection made connects, takes the key, opens {@link #session}, and records who closed it. */
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

    /** A construction mock skips trilead's constructor: the wish list the command narrows is put where trilead puts it. */
    private static void asTrileadMakesIt(Connection connection) throws IllegalAccessException {
        BoundedSshCommand.WISH_LIST.set(connection, new CryptoWishList());
    }

    private static SshCommandResult run(int maxOutputBytes, long timeoutMs) throws Exception {
        return SshHelper.sshExecute("203.0.113.10", 2222, "cloud", KEY, null, "kubectl", maxOutputBytes, timeoutMs);
    }

    private void answers(String stdout, int exitStatus) throws Exception {
        Mockito.when(session.getStdout()).thenReturn(new ByteArrayInputStream(stdout.getBytes(StandardCharsets.UTF_8)));
        Mockito.when(session.getStderr()).thenReturn(new ByteArrayInputStream(new byte[0]));
        Mockito.when(session.waitForCondition(ArgumentMatchers.anyInt(), ArgumentMatchers.anyLong())).thenReturn(ChannelCondition.EOF,
                ChannelCondition.EXIT_STATUS);
        Mockito.when(session.getExitStatus()).thenReturn(exitStatus);
    }

    @Test
    public void theOutputOfACommandThatExitsWithZeroIsTheResult() throws Exception {
        answers("node/prod-control-1\n", 0);
        try (MockedConstruction<Connection> made = connections(true)) {
            SshCommandResult result = run(1024, 5_000);
            assertTrue(result.second(), result.first());
            assertEquals(SshCommandResult.Ending.EXIT_STATUS, result.getEnding());
            assertEquals("node/prod-control-1\n", result.second());
            Mockito.verify(session).execCommand("kubectl");
            Mockito.verify(made.constructed().get(0)).close();
        }
        assertEquals("closed by the caller itself; the watchdog's task was cancelled", Thread.currentThread().getName(), closedBy.get());
    }

    @Test
    public void aFailingCommandIsAFailureWithItsStatusAndOutputAsBefore() throws Exception {
        answers("The connection to the server was refused\n", 3);
        try (MockedConstruction<Connection> made = connections(true)) {
            SshCommandResult result = run(1024, 5_000);
            assertFalse(result.first());
            assertFalse(result.isCut());
            assertEquals(Integer.valueOf(3), result.getExitStatus());
            assertEquals("The connection to the server was refused\n", result.second());
        }
    }

    @Test
    public void nothingPastTheByteLimitIsReadFromAHostThatPrintsWithoutEnd() throws Exception {
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
            SshCommandResult result = run(100_000, 5_000);
            assertFalse(result.first());
            assertEquals(SshCommandResult.Ending.OUTPUT_LIMIT, result.getEnding());
            assertEquals("SSH command on 203.0.113.10:2222 printed more than 100000 bytes; the rest was not read and the connection was closed",
                    result.second());
            assertEquals("the limit and not a byte more: the next byte waiting proves it passed", 100_000, read.get());
            Mockito.verify(session).close();
        }
    }

    @Test
    public void theWatchdogInterruptsTheCallerAtItsDeadlineWhereverTrileadWaits() throws Exception {
        Mockito.when(session.getStdout()).thenReturn(new ByteArrayInputStream(new byte[0]));
        Mockito.when(session.getStderr()).thenReturn(new ByteArrayInputStream(new byte[0]));
        // A host that sends nothing: trilead waits until an interrupt ends the wait.
        Mockito.lenient().when(session.waitForCondition(ArgumentMatchers.anyInt(), ArgumentMatchers.anyLong())).thenAnswer(call -> {
            Thread.sleep(call.<Long>getArgument(1) + 5_000);
            return ChannelCondition.TIMEOUT;
        });
        try (MockedConstruction<Connection> made = connections(true)) {
            long start = System.nanoTime();
            SshCommandResult result = run(1024, 1_000);
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertEquals(SshCommandResult.Ending.DEADLINE, result.getEnding());
            assertEquals("SSH command on 203.0.113.10:2222 did not finish within 1000 ms (run the command); the connection was closed", result.second());
            assertTrue("ended by its deadline: " + ms + " ms", ms < 5_000);
        }
        assertEquals("closed by the caller itself, after the interrupt", Thread.currentThread().getName(), closedBy.get());
        assertFalse("the cut's interrupt does not outlive the command on its (pooled) thread", Thread.currentThread().isInterrupted());
    }

    /**
     * trilead's {@code openSession} and {@code close} are both synchronized on the connection, and {@code openSession}
     * waits there, without end, for a host that never confirms the session. A watchdog that closed the connection would
     * wait with it, and every other command's deadline behind it on that one thread: the cut is an interrupt, so two such
     * commands at once each end at their own deadline.
     */
    @Test
    public void aSessionNeverConfirmedCostsEachCommandItsOwnDeadlineOnly() throws Exception {
        ExecutorService callers = Executors.newFixedThreadPool(2);
        try {
            List<Future<SshCommandResult>> runs = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                // Mockito's construction mocks hold on the thread that makes them: each caller's thread makes its own.
                runs.add(callers.submit(() -> {
                    try (MockedConstruction<Connection> made = sessionNeverConfirmed()) {
                        return run(1024, 500);
                    }
                }));
            }
            for (Future<SshCommandResult> run : runs) {
                assertEquals("SSH command on 203.0.113.10:2222 did not finish within 500 ms (run the command); the connection was closed",
                        run.get(5, TimeUnit.SECONDS).second());
            }
        } finally {
            callers.shutdownNow();
        }
    }

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

    /** A command busy past its deadline (no wait to end) still ends at it, and the cut's interrupt ends with it. */
    @Test
    public void theCutsInterruptDoesNotOutliveTheCommandOnItsThread() throws Exception {
        Mockito.when(session.getStdout()).thenReturn(new ByteArrayInputStream(new byte[0]));
        Mockito.when(session.getStderr()).thenReturn(new ByteArrayInputStream(new byte[0]));
        Mockito.doAnswer(call -> {
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!Thread.currentThread().isInterrupted() && System.nanoTime() < until) {
                Thread.onSpinWait();
            }
            assertTrue("the watchdog interrupted the busy command", Thread.currentThread().isInterrupted());
            return null;
        }).when(session).execCommand("kubectl");
        try (MockedConstruction<Connection> made = connections(true)) {
            assertEquals(SshCommandResult.Ending.DEADLINE, run(1024, 200).getEnding());
        }
        assertFalse("cleared as the command ended", Thread.interrupted());
    }

    /**
     * trilead's close sends a message first: a host that began a key exchange and never ends it holds that in a wait, one
     * that stops reading holds it in a socket write. Either way the command ends at its own deadline, its answer kept.
     */
    @Test
    public void aHostThatHoldsTheCloseInAWaitIsCutAtTheDeadline() throws Exception {
        assertEquals("node/prod-control-1\n", commandWhoseCloseBlocks(closeThatWaits(1)).second());
    }

    /** trilead's close waits again after an interrupt (closeAllChannels takes it and goes on): the cut interrupts until the command ends. */
    @Test
    public void aCloseThatTakesTheInterruptAndWaitsAgainIsCutAgain() throws Exception {
        assertEquals("node/prod-control-1\n", commandWhoseCloseBlocks(closeThatWaits(3)).second());
    }

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
    public void aHostThatHoldsTheCloseInASocketWriteIsCutAtTheDeadline() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                Socket socket = new Socket(server.getInetAddress(), server.getLocalPort());
                Socket peer = server.accept()) {
            // trilead's transport, holding the connection's socket: only closing that socket ends the blocked close.
            TransportManager transport = Mockito.mock(TransportManager.class);
            BoundedSshCommand.SOCKET.set(transport, socket);
            SshCommandResult result = commandWhoseCloseBlocks(connection -> {
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
            assertEquals("node/prod-control-1\n", result.second());
            assertTrue(socket.isClosed());
        }
    }

    private interface Closing {
        void prepare(Connection connection) throws Exception;
    }

    /** A command on a thread of its own, whose connection {@code closing} prepares: a close that never ends fails the test. */
    private SshCommandResult commandWhoseCloseBlocks(Closing closing) throws Exception {
        answers("node/prod-control-1\n", 0);
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try {
            AtomicLong ms = new AtomicLong();
            Future<SshCommandResult> run = thread.submit(() -> {
                try (MockedConstruction<Connection> made = Mockito.mockConstruction(Connection.class, (connection, context) -> {
                    asTrileadMakesIt(connection);
                    Mockito.when(connection.authenticateWithPublicKey("cloud", KEY, null)).thenReturn(true);
                    Mockito.when(connection.openSession()).thenReturn(session);
                    closing.prepare(connection);
                })) {
                    long start = System.nanoTime();
                    SshCommandResult result = run(1024, 500);
                    ms.set(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                    assertFalse("the cut's interrupt ends with the command", Thread.currentThread().isInterrupted());
                    return result;
                }
            });
            SshCommandResult result = run.get(5, TimeUnit.SECONDS);
            assertTrue("ended at its deadline: " + ms + " ms", ms.get() >= 450 && ms.get() < 3_000);
            assertTrue(result.second(), result.first());
            return result;
        } finally {
            thread.shutdownNow();
        }
    }

    /** The cut finds the socket where this trilead keeps it: a trilead that moved it fails here, not on a tenant's node. */
    @Test
    public void theCutFindsTheSocketWhereTrileadKeepsIt() throws Exception {
        assertNotNull("Connection.tm", BoundedSshCommand.TRANSPORT);
        assertNotNull("TransportManager.sock", BoundedSshCommand.SOCKET);
        assertEquals(TransportManager.class, BoundedSshCommand.TRANSPORT.getType());
        assertEquals(Socket.class, BoundedSshCommand.SOCKET.getType());
        assertNull("not connected: no socket, and no throw", BoundedSshCommand.socketOf(new Connection("203.0.113.10", 2222)));
    }

    /** The host cannot choose the size of trilead's key exchange: no group exchange, whose prime is the host's. */
    @Test
    public void aBoundedConnectionOffersKeyExchangesOfFixedSizeAndTheHostKeysOpenSshOffers() throws Exception {
        CryptoWishList offered = (CryptoWishList) BoundedSshCommand.WISH_LIST.get(BoundedSshCommand.boundedConnection("203.0.113.10", 2222));
        assertEquals(Arrays.asList(BoundedSshCommand.KEX_ALGORITHMS), Arrays.asList(offered.kexAlgorithms));
        assertTrue(Arrays.stream(offered.kexAlgorithms).noneMatch(kex -> kex.contains("group-exchange")));
        assertEquals(Arrays.asList(BoundedSshCommand.HOST_KEY_ALGORITHMS), Arrays.asList(offered.serverHostKeyAlgorithms));
        assertTrue("RSA host keys, as a node's OpenSSH has them", Arrays.asList(offered.serverHostKeyAlgorithms).contains("rsa-sha2-512"));
        assertTrue(Arrays.stream(offered.serverHostKeyAlgorithms).noneMatch(key -> key.contains("dss")));
    }

    /** An RSA host key is checked before trilead verifies its signature: a size of the host's choosing is refused. */
    @Test
    public void anRsaHostKeyOfAnOrdinarySizeIsAcceptedAndOneOfTheHostsOwnSizeIsNot() throws Exception {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(3072);
        byte[] ordinary = new RSAKeyAlgorithm().encodePublicKey((RSAPublicKey) generator.generateKeyPair().getPublic());
        assertTrue(BoundedSshCommand.verifyHostKeySize("h", 22, "rsa-sha2-512", ordinary));
        assertTrue("other kinds have a fixed size", BoundedSshCommand.verifyHostKeySize("h", 22, "ssh-ed25519", new byte[0]));
        byte[] wideModulus = rsaHostKey(BigInteger.ONE.shiftLeft(BoundedSshCommand.MAX_RSA_MODULUS_BITS).add(BigInteger.ONE), RSAKeyGenParameterSpec.F4);
        assertFalse(BoundedSshCommand.verifyHostKeySize("h", 22, "ssh-rsa", wideModulus));
        byte[] wideExponent = rsaHostKey(BigInteger.ONE.shiftLeft(4095).add(BigInteger.ONE), BigInteger.ONE.shiftLeft(BoundedSshCommand.MAX_RSA_EXPONENT_BITS).add(BigInteger.ONE));
        assertFalse(BoundedSshCommand.verifyHostKeySize("h", 22, "rsa-sha2-256", wideExponent));
    }

    /** An RSA host key as the SSH wire carries it (RFC 4253 6.6): the name, then e and n as mpints. */
    private static byte[] rsaHostKey(BigInteger modulus, BigInteger exponent) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        for (byte[] field : new byte[][] {"ssh-rsa".getBytes(StandardCharsets.US_ASCII), exponent.toByteArray(), modulus.toByteArray()}) {
            out.writeInt(field.length);
            out.write(field);
        }
        return bytes.toByteArray();
    }

    @Test
    public void aCutThatFiresAfterTheCommandEndedInterruptsNothing() {
        BoundedSshCommand.Cut cut = new BoundedSshCommand.Cut(Thread.currentThread());
        cut.end();
        cut.fire();
        assertFalse(Thread.interrupted());
    }

    /** An interrupt that is not the cut's (a pool shutting down) is thrown as trilead threw it, and an earlier one is kept. */
    @Test
    public void anInterruptThatIsNotTheCutsIsThrownAndOneBeforeTheCutIsKept() throws Exception {
        try (MockedConstruction<Connection> made = Mockito.mockConstruction(Connection.class, (connection, context) -> {
            asTrileadMakesIt(connection);
            Mockito.when(connection.authenticateWithPublicKey("cloud", KEY, null)).thenReturn(true);
            Mockito.when(connection.openSession()).thenThrow(new InterruptedIOException());
        })) {
            run(1024, 5_000);
            fail("an interrupt that is not the cut's is thrown");
        } catch (InterruptedIOException e) {
            assertFalse(Thread.currentThread().isInterrupted());
        }
        BoundedSshCommand.Cut cut = new BoundedSshCommand.Cut(Thread.currentThread());
        Thread.currentThread().interrupt();
        cut.fire();
        cut.end();
        assertTrue("the interrupt that came before the cut is kept", Thread.interrupted());
    }

    @Test
    public void aRefusedKeyThrowsAsSshHelperDoes() throws Exception {
        try (MockedConstruction<Connection> made = connections(false)) {
            run(1024, 5_000);
            fail("a refused key is an SshException");
        } catch (SshException e) {
            assertEquals("Failed to authenticate SSH user cloud on host 203.0.113.10", e.getMessage());
        }
    }

    @Test
    public void aCopyPastItsDeadlineThrowsWithTheReason() throws Exception {
        try (MockedConstruction<Connection> made = Mockito.mockConstruction(Connection.class, (connection, context) -> {
            asTrileadMakesIt(connection);
            Mockito.when(connection.authenticateWithPublicKey("cloud", KEY, null)).thenReturn(true);
            Mockito.when(connection.createSCPClient()).thenAnswer(call -> {
                Thread.sleep(10_000);
                return null;
            });
        })) {
            SshHelper.scpTo("203.0.113.10", 2222, "cloud", KEY, null, "~/", "/etc/hostname", "0755", 300L);
            fail("a copy past its deadline throws");
        } catch (SshException e) {
            assertEquals("SSH command on 203.0.113.10:2222 did not finish within 300 ms (run the command); the connection was closed", e.getMessage());
        }
        assertFalse(Thread.interrupted());
    }
}
