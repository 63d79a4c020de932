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

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.function.Predicate;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;

/**
 * The native engine: a {@link VmMapCheckRequest} in, a {@link VmMapCheckResponse} out, as UTF-8 JSON bytes across
 * JNI. The library's errors arrive as a thrown {@link VmMapCheckException} of the engine's kind.
 *
 * <p>The library is loaded once per class loader: from the path in {@value #LIBRARY_PATH_PROPERTY} if set; else the
 * copy the build put in the jar under {@code native/<platform>/}, extracted to a new file in the folder named by
 * {@value #TMPDIR_PROPERTY}, or else in the first of {@code java.io.tmpdir} and {@code user.home} that allows
 * executable mappings (a hardened server's {@code /tmp} is often noexec), and deleted once loaded. Its version must
 * be the jar's. A failure to load is remembered and thrown again.
 */
public class VmMapCheckEngine {
    /** An explicit path to the native library, used instead of the bundled copy. */
    public static final String LIBRARY_PATH_PROPERTY = "cks.vmmapcheck.library";
    /** The one folder the bundled library is extracted to; it must allow executable mappings (not noexec). */
    public static final String TMPDIR_PROPERTY = "cks.vmmapcheck.tmpdir";
    static final String LIBRARY_FILE = System.mapLibraryName("cks_vmmap_check");
    static final Gson GSON = new GsonBuilder().setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES).disableHtmlEscaping().create();

    private static String loadedVersion;
    private static VmMapCheckException failure;

    /** Loads the native library (once per class loader); throws {@link VmMapCheckException} if it cannot. */
    public VmMapCheckEngine() {
        load();
    }

    private static native byte[] nativeCheck(byte[] request);

    private static native byte[] nativeVersion();

    /** Runs one check. Throws {@link VmMapCheckException} for an invalid request or an engine failure. */
    public VmMapCheckResponse check(VmMapCheckRequest request) {
        byte[] response = checkJson(GSON.toJson(request).getBytes(StandardCharsets.UTF_8));
        try (Reader in = new InputStreamReader(new ByteArrayInputStream(response), StandardCharsets.UTF_8)) {
            return GSON.fromJson(in, VmMapCheckResponse.class);
        } catch (IOException | JsonParseException e) {
            throw new VmMapCheckException(VmMapCheckException.Kind.INTERNAL_ERROR, "the engine's response could not be read: " + e.getMessage(), e);
        }
    }

    /** Runs one check on request bytes (the contract's JSON) and returns the response bytes. */
    public byte[] checkJson(byte[] request) {
        byte[] response = nativeCheck(request);
        if (response == null) {
            throw new VmMapCheckException(VmMapCheckException.Kind.INTERNAL_ERROR, "the native engine returned no result", null);
        }
        return response;
    }

    /** The engine's name and version, e.g. {@code cks-vmmap-check 0.1.0}. */
    public String version() {
        return loadedVersion;
    }

    static synchronized void load() {
        if (loadedVersion != null) {
            return;
        }
        if (failure != null) {
            throw failure;
        }
        try {
            loadedVersion = loadFrom(System.getProperty(LIBRARY_PATH_PROPERTY), "/native/" + platform() + "/" + LIBRARY_FILE);
        } catch (VmMapCheckException e) {
            failure = e;
            throw e;
        }
    }

    /** The engine version this jar was built for ({@code cks-vmmap-check x.y.z}). */
    static String expectedEngineVersion() {
        Properties properties = new Properties();
        try (InputStream in = VmMapCheckEngine.class.getResourceAsStream("/cks-vmmap-check.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            return "unknown";
        }
        return properties.getProperty("engine.version", "unknown");
    }

    /** This JVM's platform folder, as the module's build names it: {@code linux-x86_64}, {@code linux-musl-aarch64}, {@code mac-aarch64}. */
    static String platform() {
        return platform(System.getProperty("os.name", ""), System.getProperty("os.arch", ""), file -> Files.exists(Paths.get(file)));
    }

    /** The platform folder for these {@code os.name} and {@code os.arch}; {@code exists} says whether a file (musl's loader) is there. */
    static String platform(String osName, String osArch, Predicate<String> exists) {
        String os = osName.toLowerCase(Locale.ROOT);
        String arch = osArch.toLowerCase(Locale.ROOT).replace("amd64", "x86_64").replace("arm64", "aarch64");
        if (os.contains("linux")) {
            return (exists.test("/lib/ld-musl-" + arch + ".so.1") ? "linux-musl-" : "linux-") + arch;
        }
        return (os.contains("mac") ? "mac" : os.replaceAll("[^a-z0-9]", "")) + "-" + arch;
    }

    /** Loads from {@code explicitPath} when given, else from the bundled {@code resource}; returns the library's version. */
    static String loadFrom(String explicitPath, String resource) {
        String from;
        if (explicitPath != null && !explicitPath.isEmpty()) {
            from = Paths.get(explicitPath).toAbsolutePath().toString();
            try {
                System.load(from);
            } catch (UnsatisfiedLinkError e) {
                throw unavailable("loading " + from + " (-D" + LIBRARY_PATH_PROPERTY + ") failed: " + e.getMessage(), "point -D" + LIBRARY_PATH_PROPERTY
                        + " at the " + LIBRARY_FILE + " built with this jar for this platform, or remove it to use the copy in the jar", e);
            }
        } else {
            from = loadBundled(resource, extractionFolders());
        }
        String version;
        try {
            version = new String(nativeVersion(), StandardCharsets.UTF_8);
        } catch (UnsatisfiedLinkError e) {
            throw unavailable("the library " + from + " is not cks-vmmap-check's: " + e.getMessage(), "use the " + LIBRARY_FILE + " built with this jar", e);
        }
        String expected = expectedEngineVersion();
        if (!version.equals(expected)) {
            throw unavailable("the library " + from + " is " + version + " but this jar needs " + expected, "use the " + LIBRARY_FILE + " built with this jar", null);
        }
        return version;
    }

    /** Where the bundled library may be extracted, in order: {@value #TMPDIR_PROPERTY} alone when set; else {@code java.io.tmpdir}, {@code user.home}. */
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
     * Extracts the bundled library to a new file in the first of {@code folders} where it can be written and mapped
     * executable, loads it and deletes the file (the mapping stays); returns the path it was loaded from.
     */
    static String loadBundled(String resource, List<Path> folders) {
        byte[] library;
        try (InputStream in = VmMapCheckEngine.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw unavailable("no native library for this platform in the jar (looked for " + resource + ")", "the jar was built without it "
                        + "(-Dcks.vmmap.native.skip=true) or on another platform; build the module on this platform, or set -D" + LIBRARY_PATH_PROPERTY, null);
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
                    throw unavailable("loading " + file + " failed: " + e.getMessage(), "use a " + LIBRARY_FILE
                            + " built for this platform and its C library, or set -D" + LIBRARY_PATH_PROPERTY, e);
                }
                passedOver.add(folder + " (mounted noexec: " + e.getMessage() + ")");
                last = e;
            } finally {
                if (file != null && !file.toFile().delete() && file.toFile().exists()) {
                    file.toFile().deleteOnExit();
                }
            }
        }
        throw unavailable("extracting " + resource + " failed in every folder tried: " + String.join("; ", passedOver),
                "set -D" + TMPDIR_PROPERTY + " to a writable folder that is not mounted noexec", last);
    }

    /** The dynamic loader's answer for a file on a folder mounted noexec. */
    static boolean isNotExecutable(String message) {
        String m = String.valueOf(message);
        return m.contains("failed to map segment") || m.contains("Operation not permitted") || m.contains("Permission denied");
    }

    private static VmMapCheckException unavailable(String what, String fix, Throwable cause) {
        return new VmMapCheckException(VmMapCheckException.Kind.LIBRARY_UNAVAILABLE,
                "the VM map check's native library is unavailable on " + platform() + ": " + what + "; " + fix, cause);
    }
}
