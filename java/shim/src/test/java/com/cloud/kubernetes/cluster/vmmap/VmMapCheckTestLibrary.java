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

import org.junit.Assume;

/**
 * For the tests that call the native library: in a build made with {@code -D}{@value #SKIP_PROPERTY}{@code =true} (no
 * cargo there) they are skipped with a message; in every other build the library must load, and they fail if it does not.
 */
public final class VmMapCheckTestLibrary {
    /** The build property (passed on to the tests by the module's pom) that builds the module without the library. */
    public static final String SKIP_PROPERTY = "cks.vmmap.native.skip";

    private VmMapCheckTestLibrary() {
    }

    /** Skips the calling test class when the build made no library; call it from a {@code @BeforeClass} method. */
    public static void assumeBuilt() {
        Assume.assumeFalse("skipped: the VM map check's native library was not built (-D" + SKIP_PROPERTY + "=true)",
                Boolean.getBoolean(SKIP_PROPERTY));
    }
}
