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
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNotSame;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

import org.apache.logging.log4j.LogManager;
import org.junit.Assume;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.junit.MockitoJUnitRunner;

import com.google.gson.Gson;

/**
 * The loader and the boundary across class loaders: each test that needs fresh loader state loads the project's
 * classes again in a class loader of its own, as a second plugin or a redeploy would.
 */
@RunWith(MockitoJUnitRunner.class)
public class VmMapCheckLibraryTest {
    private static final String PKG = "com.cloud.kubernetes.cluster.vmmap.";
    private static final byte[] VALID = ("{\"version\":1,\"now_ms\":0,\"clusters\":[],\"vms\":[],\"map\":[]}").getBytes(StandardCharsets.UTF_8);

    /** A class loader that loads this project's classes (and Gson, log4j-api) anew. */
    private static ClassLoader isolatedLoader() throws Exception {
        URL[] urls = {
            VmMapCheckEngine.class.getProtectionDomain().getCodeSource().getLocation(),
            VmMapCheckNativeProbe.class.getProtectionDomain().getCodeSource().getLocation(),
            Gson.class.getProtectionDomain().getCodeSource().getLocation(),
            LogManager.class.getProtectionDomain().getCodeSource().getLocation(),
        };
        return new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
    }

    private static Object invokeStatic(ClassLoader loader, String cls, String method, Class<?>[] types, Object... args) throws Throwable {
        Method m = Class.forName(PKG + cls, true, loader).getDeclaredMethod(method, types);
        m.setAccessible(true);
        try {
            return m.invoke(null, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /**
     * The kind of a {@code VmMapCheckException} thrown by code of {@code loader}: the exception's class must be that
     * loader's {@code VmMapCheckException} itself (the one its callers catch), not a class of the same name from
     * another loader.
     */
    private static String kindOf(ClassLoader loader, Throwable t) throws Exception {
        Class<?> expected = Class.forName(PKG + "VmMapCheckException", false, loader);
        assertSame("the exception is " + loader + "'s VmMapCheckException, not " + t.getClass().getClassLoader() + "'s: " + t, expected, t.getClass());
        return String.valueOf(t.getClass().getMethod("getKind").invoke(t));
    }

    private static <T> T withProperty(String name, String value, ThrowingSupplier<T> body) throws Throwable {
        String old = System.getProperty(name);
        System.setProperty(name, value);
        try {
            return body.get();
        } finally {
            if (old == null) {
                System.clearProperty(name);
            } else {
                System.setProperty(name, old);
            }
        }
    }

    private interface ThrowingSupplier<T> {
        T get() throws Throwable;
    }

    @Test
    public void theLibraryLoadsInTwoClassLoadersAtOnce() throws Throwable {
        new VmMapCheckEngine();
        ClassLoader second = isolatedLoader();
        invokeStatic(second, "VmMapCheckEngine", "load", new Class<?>[0]);
        byte[] out = (byte[]) invokeStatic(second, "VmMapCheckEngine", "nativeCheck", new Class<?>[] {byte[].class}, (Object) VALID);
        assertTrue(new String(out, StandardCharsets.UTF_8).startsWith("{\"version\":1"));
        assertNotNull(new VmMapCheckEngine().checkJson(VALID));
    }

    @Test
    public void anInvalidRequestInAChildClassLoaderThrowsThatLoadersException() throws Throwable {
        // The application class loader has its VmMapCheckException and its copy of the library too, and it is this
        // thread's context class loader: the child's exception must come from neither.
        new VmMapCheckEngine();
        assertSame(VmMapCheckEngine.class.getClassLoader(), Thread.currentThread().getContextClassLoader());
        ClassLoader child = isolatedLoader();
        Object engine = Class.forName(PKG + "VmMapCheckEngine", true, child).getConstructor().newInstance();
        Method checkJson = engine.getClass().getMethod("checkJson", byte[].class);
        try {
            checkJson.invoke(engine, (Object) "{\"version\":1,\"clusters\":[],\"vms\":[],\"map\":[]}".getBytes(StandardCharsets.UTF_8));
            fail("a request without now_ms is invalid");
        } catch (InvocationTargetException wrapped) {
            Throwable e = wrapped.getCause();
            assertEquals("INVALID_REQUEST", kindOf(child, e));
            assertNotSame(VmMapCheckException.class, e.getClass());
            assertTrue(e.getMessage(), e.getMessage().contains("$.now_ms"));
        }
    }

    @Test
    public void theShippedLibraryHasNoPanicProbe() {
        new VmMapCheckEngine();
        try {
            VmMapCheckNativeProbe.panicProbe();
            fail("the shipped library must not export the panic probe");
        } catch (UnsatisfiedLinkError e) {
            assertTrue(e.getMessage(), e.getMessage().contains("panicProbe"));
        }
    }

    @Test
    public void aPanicBecomesOurExceptionAndTheNextCallWorks() throws Throwable {
        String probe = System.getProperty("cks.vmmapcheck.test.probeLibrary");
        assertNotNull("the pom names the panic-probe build of the library", probe);
        assertTrue("the panic-probe library was built: " + probe, new File(probe).canRead());
        ClassLoader loader = isolatedLoader();
        withProperty(VmMapCheckEngine.LIBRARY_PATH_PROPERTY, probe, () -> invokeStatic(loader, "VmMapCheckEngine", "load", new Class<?>[0]));
        for (int i = 0; i < 3; i++) {
            try {
                invokeStatic(loader, "VmMapCheckNativeProbe", "panicProbe", new Class<?>[0]);
                fail("the probe panics");
            } catch (RuntimeException e) {
                assertEquals("INTERNAL_ERROR", kindOf(loader, e));
                assertTrue(e.getMessage(), e.getMessage().contains("deliberate panic from the panic probe"));
            }
            byte[] out = (byte[]) invokeStatic(loader, "VmMapCheckEngine", "nativeCheck", new Class<?>[] {byte[].class}, (Object) VALID);
            assertTrue("the call after a panic works", new String(out, StandardCharsets.UTF_8).contains("\"clusters\":[]"));
            try {
                invokeStatic(loader, "VmMapCheckNativeProbe", "policyProbe", new Class<?>[0]);
                fail("the policy probe panics outside the guard");
            } catch (RuntimeException e) {
                assertEquals("a panic outside the guard is our exception too", "INTERNAL_ERROR", kindOf(loader, e));
                assertTrue(e.getMessage(), e.getMessage().contains("deliberate panic outside the guard"));
            }
        }
    }

    @Test
    public void anExplicitPathThatDoesNotExistIsNamedWithTheFix() throws Throwable {
        ClassLoader loader = isolatedLoader();
        try {
            withProperty(VmMapCheckEngine.LIBRARY_PATH_PROPERTY, "/nonexistent/libcks_vmmap_check.so",
                    () -> invokeStatic(loader, "VmMapCheckEngine", "load", new Class<?>[0]));
            fail("expected the library to be unavailable");
        } catch (RuntimeException e) {
            assertEquals("LIBRARY_UNAVAILABLE", kindOf(loader, e));
            assertTrue(e.getMessage(), e.getMessage().contains("/nonexistent/libcks_vmmap_check.so"));
            assertTrue(e.getMessage(), e.getMessage().contains(VmMapCheckEngine.LIBRARY_PATH_PROPERTY));
            assertTrue(e.getMessage(), e.getMessage().contains(VmMapCheckEngine.platform()));
        }
        try {
            invokeStatic(loader, "VmMapCheckEngine", "load", new Class<?>[0]);
            fail("the failure is remembered");
        } catch (RuntimeException e) {
            assertEquals("LIBRARY_UNAVAILABLE", kindOf(loader, e));
        }
    }

    @Test
    public void aPlatformWithoutABundledLibraryIsSaidInOneLine() {
        Predicate<String> glibc = file -> false;
        for (String platform : new String[] {VmMapCheckEngine.platform("Linux", "ppc64le", glibc),
            VmMapCheckEngine.platform("Linux", "aarch64", "/lib/ld-musl-aarch64.so.1"::equals), VmMapCheckEngine.platform("Mac OS X", "arm64", glibc)}) {
            String resource = "/native/" + platform + "/" + VmMapCheckEngine.LIBRARY_FILE;
            assertNull("the jar carries no library for " + platform, VmMapCheckEngine.class.getResource(resource));
            try {
                VmMapCheckEngine.loadFrom(null, resource);
                fail("no such resource");
            } catch (VmMapCheckException e) {
                assertEquals(VmMapCheckException.Kind.LIBRARY_UNAVAILABLE, e.getKind());
                assertTrue(e.getMessage(), e.getMessage().contains("no native library for this platform in the jar (looked for " + resource + ")"));
                assertTrue("names the build property that leaves it out: " + e.getMessage(), e.getMessage().contains("-Dcks.vmmap.native.skip=true"));
                assertTrue("and how to name a library built elsewhere: " + e.getMessage(), e.getMessage().contains("-D" + VmMapCheckEngine.LIBRARY_PATH_PROPERTY));
                assertEquals(1, e.getMessage().split("\n").length);
            }
        }
    }

    @Test
    public void anUnwritableTempFolderIsNamedWithTheFix() throws Throwable {
        Path file = Files.createTempFile("not-a-folder", ".txt");
        ClassLoader loader = isolatedLoader();
        try {
            withProperty(VmMapCheckEngine.TMPDIR_PROPERTY, file.resolve("sub").toString(),
                    () -> invokeStatic(loader, "VmMapCheckEngine", "load", new Class<?>[0]));
            fail("extraction must fail");
        } catch (RuntimeException e) {
            assertEquals("LIBRARY_UNAVAILABLE", kindOf(loader, e));
            assertTrue(e.getMessage(), e.getMessage().contains(VmMapCheckEngine.TMPDIR_PROPERTY));
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Test
    public void aFileThatIsNoLibraryIsRefusedWithAHint() throws Throwable {
        Path bogus = Files.createTempFile("libbogus", ".so");
        Files.write(bogus, "not an ELF file".getBytes(StandardCharsets.UTF_8));
        ClassLoader loader = isolatedLoader();
        try {
            withProperty(VmMapCheckEngine.LIBRARY_PATH_PROPERTY, bogus.toString(),
                    () -> invokeStatic(loader, "VmMapCheckEngine", "load", new Class<?>[0]));
            fail("a text file is no library");
        } catch (RuntimeException e) {
            assertEquals("LIBRARY_UNAVAILABLE", kindOf(loader, e));
            assertTrue(e.getMessage(), e.getMessage().contains(bogus.toString()) && e.getMessage().contains("built with this jar for this platform"));
        } finally {
            Files.deleteIfExists(bogus);
        }
    }

    @Test
    public void aLoadFailureOtherThanNoexecStopsAtTheFirstFolderWithTheLoadersWordsAndLeavesNoFile() throws Throwable {
        Path first = Files.createTempDirectory("cks-vmmap-first");
        Path second = Files.createTempDirectory("cks-vmmap-second");
        ClassLoader loader = isolatedLoader();
        try {
            // A resource of the jar that is no library: the dynamic loader refuses it wherever it is written.
            invokeStatic(loader, "VmMapCheckEngine", "loadBundled", new Class<?>[] {String.class, List.class}, "/cks-vmmap-check.properties",
                    Arrays.asList(first, second));
            fail("a properties file is no library");
        } catch (RuntimeException e) {
            assertEquals("LIBRARY_UNAVAILABLE", kindOf(loader, e));
            assertTrue(e.getMessage(), e.getMessage().contains("loading " + first));
            assertTrue("the loader's own words: " + e.getMessage(), e.getMessage().contains("ELF") || e.getMessage().contains("too short"));
            assertTrue(e.getMessage(), e.getMessage().contains("built for this platform and its C library"));
            assertTrue("not taken for a noexec folder: " + e.getMessage(), !e.getMessage().contains("noexec"));
            assertEquals("the first folder is left empty", Collections.emptyList(), filesIn(first));
            assertEquals("the second is never tried", Collections.emptyList(), filesIn(second));
        } finally {
            Files.deleteIfExists(first);
            Files.deleteIfExists(second);
        }
    }

    @Test
    public void theNoexecAnswerOfTheLoaderIsRecognised() {
        assertTrue(VmMapCheckEngine.isNotExecutable("/tmp/libcks.so: failed to map segment from shared object"));
        assertTrue(VmMapCheckEngine.isNotExecutable("/tmp/libcks.so: Operation not permitted"));
        assertTrue(!VmMapCheckEngine.isNotExecutable("/tmp/libcks.so: invalid ELF header"));
        assertTrue(!VmMapCheckEngine.isNotExecutable(null));
    }

    @Test
    public void thePlatformOfThisMachineIsBundled() {
        assertEquals("linux-x86_64", VmMapCheckEngine.platform());
        assertNotNull(VmMapCheckEngine.class.getResource("/native/linux-x86_64/" + VmMapCheckEngine.LIBRARY_FILE));
    }

    @Test
    public void theLoaderPicksItsArchitecturesFolderAndTheJarCarriesBothLinuxOnesEachBuiltForItsMachine() throws Exception {
        Predicate<String> glibc = file -> false;
        // os.arch as JVMs name it, and the ELF header's e_machine of the library the folder must hold (62 x86-64, 183 AArch64).
        String[][] cases = {{"amd64", "linux-x86_64", "62"}, {"x86_64", "linux-x86_64", "62"}, {"aarch64", "linux-aarch64", "183"}, {"arm64", "linux-aarch64", "183"}};
        for (String[] c : cases) {
            String platform = VmMapCheckEngine.platform("Linux", c[0], glibc);
            assertEquals("os.arch " + c[0], c[1], platform);
            byte[] elf;
            try (InputStream in = VmMapCheckEngine.class.getResourceAsStream("/native/" + platform + "/" + VmMapCheckEngine.LIBRARY_FILE)) {
                assertNotNull("the jar carries a library for " + platform, in);
                elf = in.readNBytes(20);
            }
            assertEquals("the library under " + platform + " is an ELF shared object", "\u007fELF", new String(elf, 0, 4, StandardCharsets.ISO_8859_1));
            assertEquals("the library under " + platform + " is built for its machine", Integer.parseInt(c[2]), (elf[18] & 0xff) | (elf[19] & 0xff) << 8);
        }
        assertEquals("musl's loader for the machine makes it musl", "linux-musl-aarch64", VmMapCheckEngine.platform("Linux", "arm64", "/lib/ld-musl-aarch64.so.1"::equals));
        assertEquals("another machine's musl loader does not", "linux-x86_64", VmMapCheckEngine.platform("Linux", "amd64", "/lib/ld-musl-aarch64.so.1"::equals));
        assertEquals("mac-aarch64", VmMapCheckEngine.platform("Mac OS X", "aarch64", glibc));
        assertEquals("mac-x86_64", VmMapCheckEngine.platform("Mac OS X", "x86_64", glibc));
    }

    private static final String BUNDLED = "/native/" + VmMapCheckEngine.platform() + "/" + VmMapCheckEngine.LIBRARY_FILE;

    private static List<Path> filesIn(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.collect(java.util.stream.Collectors.toList());
        }
    }

    /** A folder mounted noexec, as a hardened server's /tmp is: java/build.sh mounts one when it runs as root (always under CI). */
    private static Path noexecFolder() {
        String dir = System.getProperty("cks.vmmapcheck.test.noexecDir", "");
        Assume.assumeFalse("no noexec folder mounted for this run (java/build.sh test mounts one as root)", dir.isEmpty());
        return Paths.get(dir);
    }

    @Test
    public void theExtractedCopyIsDeletedOnceLoadedSoNoStopLeavesOneBehind() throws Throwable {
        Path folder = Files.createTempDirectory("cks-vmmap-extract");
        try {
            ClassLoader loader = isolatedLoader();
            withProperty(VmMapCheckEngine.TMPDIR_PROPERTY, folder.toString(), () -> invokeStatic(loader, "VmMapCheckEngine", "load", new Class<?>[0]));
            assertEquals("nothing left in the folder it was extracted to", Collections.emptyList(), filesIn(folder));
            byte[] out = (byte[]) invokeStatic(loader, "VmMapCheckEngine", "nativeCheck", new Class<?>[] {byte[].class}, (Object) VALID);
            assertTrue("and the library works", new String(out, StandardCharsets.UTF_8).startsWith("{\"version\":1"));
        } finally {
            Files.deleteIfExists(folder);
        }
    }

    @Test
    public void theDefaultFoldersAreTheTempFolderThenTheServiceUsersHome() {
        String configured = System.clearProperty(VmMapCheckEngine.TMPDIR_PROPERTY);
        try {
            assertEquals(Arrays.asList(Paths.get(System.getProperty("java.io.tmpdir")), Paths.get(System.getProperty("user.home"))),
                    VmMapCheckEngine.extractionFolders());
            System.setProperty(VmMapCheckEngine.TMPDIR_PROPERTY, "/var/lib/cloudstack/management/native");
            assertEquals("a folder set by the operator is the only one tried", Collections.singletonList(Paths.get("/var/lib/cloudstack/management/native")),
                    VmMapCheckEngine.extractionFolders());
        } finally {
            if (configured == null) {
                System.clearProperty(VmMapCheckEngine.TMPDIR_PROPERTY);
            } else {
                System.setProperty(VmMapCheckEngine.TMPDIR_PROPERTY, configured);
            }
        }
    }

    @Test
    public void aNoexecTempFolderIsPassedOverForTheNextFolder() throws Throwable {
        Path noexec = noexecFolder();
        Path next = Files.createTempDirectory("cks-vmmap-exec");
        try {
            ClassLoader loader = isolatedLoader();
            String from = (String) invokeStatic(loader, "VmMapCheckEngine", "loadBundled", new Class<?>[] {String.class, List.class}, BUNDLED,
                    Arrays.asList(noexec, next));
            assertTrue("loaded from the folder that allows executables: " + from, from.startsWith(next.toString()));
            assertEquals("no copy left in the noexec folder", Collections.emptyList(), filesIn(noexec));
            assertEquals("nor in the one it was loaded from", Collections.emptyList(), filesIn(next));
            byte[] out = (byte[]) invokeStatic(loader, "VmMapCheckEngine", "nativeCheck", new Class<?>[] {byte[].class}, (Object) VALID);
            assertTrue(new String(out, StandardCharsets.UTF_8).startsWith("{\"version\":1"));
        } finally {
            Files.deleteIfExists(next);
        }
    }

    @Test
    public void whenEveryFolderIsNoexecTheMessageNamesThemAndTheFix() throws Throwable {
        Path noexec = noexecFolder();
        ClassLoader loader = isolatedLoader();
        try {
            invokeStatic(loader, "VmMapCheckEngine", "loadBundled", new Class<?>[] {String.class, List.class}, BUNDLED, Collections.singletonList(noexec));
            fail("a noexec folder cannot hold the library");
        } catch (RuntimeException e) {
            assertEquals("LIBRARY_UNAVAILABLE", kindOf(loader, e));
            assertTrue(e.getMessage(), e.getMessage().contains(noexec + " (mounted noexec: "));
            assertTrue(e.getMessage(), e.getMessage().contains("-D" + VmMapCheckEngine.TMPDIR_PROPERTY));
            assertEquals(1, e.getMessage().split("\n").length);
            assertEquals(Collections.emptyList(), filesIn(noexec));
        }
    }
}
