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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * Loads libcks_vmmap_check once per class loader: from the path in the system property
 * {@value #LIBRARY_PATH_PROPERTY} if set; else the copy bundled in the jar under {@code native/<platform>/} (the
 * build puts the library it made there, under the folder of the platform it ran on: {@link #platform()}),
 * extracted to a unique file in the folder named by {@value #TMPDIR_PROPERTY}, or else in the first of
 * {@code java.io.tmpdir} and {@code user.home} (a management server's {@code /var/lib/cloudstack/management}) that
 * allows executable mappings: a hardened server's {@code /tmp} is often mounted noexec. The extracted file is deleted
 * as soon as it is loaded (the mapping stays), so no stop, clean or not, leaves a copy behind. After loading, the library's version must equal the one the jar was built for. Every failure is one
 * {@link VmMapCheckException} of kind {@code LIBRARY_UNAVAILABLE} whose message names the platform, what was looked
 * for and the likely fix; the failure is remembered, so later calls fail fast with the same message.
 */
public final class VmMapCheckLibrary {
    /** An explicit path to the native library, used instead of the bundled copy. */
    public static final String LIBRARY_PATH_PROPERTY = "cks.vmmapcheck.library";
    /** The one folder the bundled library is extracted to, instead of the defaults; it must allow executable mappings (not noexec). */
    public static final String TMPDIR_PROPERTY = "cks.vmmapcheck.tmpdir";
    /** The resource folder of the bundled libraries, one sub-folder per platform. */
    public static final String RESOURCE_ROOT = "/native/";
    /** The library's file name on this platform: {@code libcks_vmmap_check.so}, or {@code .dylib} on macOS. */
    static final String LIBRARY_FILE = System.mapLibraryName("cks_vmmap_check");

    private static volatile String loadedVersion;
    private static volatile VmMapCheckException failure;

    private VmMapCheckLibrary() {
    }

    /** Loads the library if not yet done; throws the (remembered) failure if it cannot be loaded. */
    public static synchronized void load() {
        if (loadedVersion != null) {
            return;
        }
        if (failure != null) {
            throw failure;
        }
        try {
            loadedVersion = loadOnce(System.getProperty(LIBRARY_PATH_PROPERTY), RESOURCE_ROOT + platform() + "/" + LIBRARY_FILE);
        } catch (VmMapCheckException e) {
            failure = e;
            throw e;
        }
    }

    /** True when the library is loaded and usable in this class loader. */
    public static boolean isLoaded() {
        return loadedVersion != null;
    }

    /** The engine version reported by the loaded library. */
    public static String engineVersion() {
        load();
        return loadedVersion;
    }

    /** The engine version this jar was built for ({@code cks-vmmap-check x.y.z}). */
    public static String expectedEngineVersion() {
        Properties properties = new Properties();
        try (InputStream in = VmMapCheckLibrary.class.getResourceAsStream("/cks-vmmap-check.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            return "unknown";
        }
        return properties.getProperty("engine.version", "unknown");
    }

    /** This JVM's platform folder name, e.g. {@code linux-x86_64}, {@code linux-musl-x86_64}, {@code mac-aarch64}. */
    public static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        if (arch.equals("amd64") || arch.equals("x86_64")) {
            arch = "x86_64";
        } else if (arch.equals("arm64")) {
            arch = "aarch64";
        }
        if (os.contains("linux")) {
            boolean musl = new File("/lib/ld-musl-" + arch + ".so.1").exists();
            return (musl ? "linux-musl-" : "linux-") + arch;
        }
        if (os.contains("mac") || os.contains("darwin")) {
            return "mac-" + arch;
        }
        return os.replaceAll("[^a-z0-9]", "") + "-" + arch;
    }

    /** Loads from {@code explicitPath} when given, else from the bundled resource; returns the library's version. */
    static String loadOnce(String explicitPath, String resource) {
        String from;
        if (explicitPath != null && !explicitPath.isEmpty()) {
            Path path = Paths.get(explicitPath).toAbsolutePath();
            if (!Files.isReadable(path)) {
                throw unavailable("the file " + path + " named by -D" + LIBRARY_PATH_PROPERTY + " does not exist or cannot be read",
                        "point -D" + LIBRARY_PATH_PROPERTY + " at " + LIBRARY_FILE + ", or remove it to use the copy in the jar", null);
            }
            from = path.toString();
            try {
                System.load(from);
            } catch (UnsatisfiedLinkError e) {
                throw unavailable("loading " + from + " failed: " + e.getMessage(), fixFor(e.getMessage()), e);
            }
        } else {
            from = loadBundled(resource, extractionFolders());
        }
        String version = new String(VmMapCheckNative.call(VmMapCheckNative::version), StandardCharsets.UTF_8);
        String expected = expectedEngineVersion();
        if (!version.equals(expected)) {
            throw unavailable("the library " + from + " is " + version + " but this jar needs " + expected,
                    "use the " + LIBRARY_FILE + " built with this jar", null);
        }
        return version;
    }

    /**
     * The folders the bundled library may be extracted to, in order: the one named by {@value #TMPDIR_PROPERTY} alone
     * when it is set; else {@code java.io.tmpdir}, then {@code user.home}.
     */
    static List<Path> extractionFolders() {
        String configured = System.getProperty(TMPDIR_PROPERTY);
        if (configured != null && !configured.isEmpty()) {
            return Collections.singletonList(Paths.get(configured));
        }
        List<Path> folders = new ArrayList<>();
        folders.add(Paths.get(System.getProperty("java.io.tmpdir")));
        String home = System.getProperty("user.home");
        if (home != null && !home.isEmpty() && !"?".equals(home)) {
            folders.add(Paths.get(home));
        }
        return folders;
    }

    /**
     * Extracts the bundled library to a unique file in the first folder of {@code folders} where it can be written
     * and mapped executable, loads it from there and deletes the file (the loaded mapping stays); returns the path it
     * was loaded from. A folder that cannot be written or is mounted noexec is passed over for the next one.
     */
    static String loadBundled(String resource, List<Path> folders) {
        String platform = platform();
        byte[] library;
        try (InputStream in = VmMapCheckLibrary.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw unavailable("no native library for platform " + platform + " in the jar (looked for " + resource + ")",
                        "the jar was built without it (-Dcks.vmmap.native.skip=true) or on another platform; build the module with "
                                + "cargo on this platform, or build libcks_vmmap_check for it and set -D" + LIBRARY_PATH_PROPERTY, null);
            }
            library = in.readAllBytes();
        } catch (IOException e) {
            throw unavailable("reading " + resource + " from the jar failed: " + e.getMessage(), "check that the jar is complete", e);
        }
        List<String> passedOver = new ArrayList<>();
        Throwable last = null;
        for (Path folder : folders) {
            Path file = null;
            try {
                Files.createDirectories(folder);
                file = Files.createTempFile(folder, "libcks_vmmap_check-", LIBRARY_FILE.substring(LIBRARY_FILE.lastIndexOf('.')));
                Files.write(file, library);
                System.load(file.toString());
                return file.toString();
            } catch (IOException e) {
                passedOver.add(folder + " (" + e.getMessage() + ")");
                last = e;
            } catch (UnsatisfiedLinkError e) {
                if (!isNotExecutable(e.getMessage())) {
                    throw unavailable("loading " + file + " failed: " + e.getMessage(), fixFor(e.getMessage()), e);
                }
                passedOver.add(folder + " (mounted noexec: " + e.getMessage() + ")");
                last = e;
            } finally {
                deleteQuietly(file);
            }
        }
        throw unavailable("extracting " + resource + " for platform " + platform + " failed in every folder tried: " + String.join("; ", passedOver),
                "set -D" + TMPDIR_PROPERTY + " to a writable folder that is not mounted noexec", last);
    }

    private static void deleteQuietly(Path file) {
        if (file == null) {
            return;
        }
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            file.toFile().deleteOnExit();
        }
    }

    /** True for the loader's answer to a file on a folder mounted noexec. */
    static boolean isNotExecutable(String message) {
        String m = message == null ? "" : message;
        return m.contains("failed to map segment") || m.contains("Operation not permitted") || m.contains("Permission denied");
    }

    private static String fixFor(String message) {
        String m = message == null ? "" : message;
        if (m.contains("GLIBC_")) {
            return "this system's glibc is older than the library needs; use a build made for an older glibc";
        }
        if (isNotExecutable(m)) {
            return "the temp folder is probably mounted noexec; set -D" + TMPDIR_PROPERTY + " to a folder that allows executables";
        }
        if (m.contains("wrong ELF class") || m.contains("invalid ELF header") || m.contains("file too short")) {
            return "the file is not a library for this platform (" + platform() + "): it is truncated or built for another system";
        }
        return "check that the library matches this platform (" + platform() + ")";
    }

    private static VmMapCheckException unavailable(String what, String fix, Throwable cause) {
        return new VmMapCheckException(VmMapCheckException.Kind.LIBRARY_UNAVAILABLE,
                "the VM map check's native library is unavailable on " + platform() + ": " + what + "; " + fix, cause);
    }
}
