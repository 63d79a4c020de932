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
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;

/**
 * The Java API over the native engine: a {@link VmMapCheckRequest} in, a {@link VmMapCheckResponse} out. Gson does
 * the JSON; the bytes cross JNI as UTF-8.
 */
public class VmMapCheckEngine {
    static final Gson GSON = new GsonBuilder()
            .setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_UNDERSCORES)
            .disableHtmlEscaping()
            .create();

    /** Loads the native library (once per class loader); throws {@link VmMapCheckException} if it cannot. */
    public VmMapCheckEngine() {
        VmMapCheckLibrary.load();
    }

    /** Runs one check. Throws {@link VmMapCheckException} for an invalid request or an engine failure. */
    public VmMapCheckResponse check(VmMapCheckRequest request) {
        byte[] requestBytes = GSON.toJson(request).getBytes(StandardCharsets.UTF_8);
        // The response is read in place, from offset 1 of the native result: no copy of it, and no String of it.
        byte[] result = VmMapCheckNative.callChecked(() -> VmMapCheckNative.check(requestBytes));
        try (Reader in = new InputStreamReader(new ByteArrayInputStream(result, 1, result.length - 1), StandardCharsets.UTF_8)) {
            return GSON.fromJson(in, VmMapCheckResponse.class);
        } catch (IOException | JsonParseException e) {
            throw new VmMapCheckException(VmMapCheckException.Kind.INTERNAL_ERROR, "the engine's response could not be read: " + e.getMessage(), e);
        }
    }

    /** Runs one check on request bytes (the contract's JSON) and returns the response bytes. */
    public byte[] checkJson(byte[] request) {
        return VmMapCheckNative.call(() -> VmMapCheckNative.check(request));
    }

    /** The engine's name and version, e.g. {@code cks-vmmap-check 0.1.0}. */
    public String version() {
        return VmMapCheckLibrary.engineVersion();
    }
}
