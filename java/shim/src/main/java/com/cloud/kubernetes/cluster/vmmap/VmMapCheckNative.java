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

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The native entry points of libcks_vmmap_check and the one wrapper every call goes through: a result is a status
 * byte followed by the payload, and the two error statuses become a {@link VmMapCheckException} of that kind.
 */
final class VmMapCheckNative {
    static final byte STATUS_OK = 0;
    static final byte STATUS_INVALID_REQUEST = 1;
    static final byte STATUS_INTERNAL_ERROR = 2;

    private VmMapCheckNative() {
    }

    /** One check: request JSON (UTF-8) in; status byte and response JSON or error message out. */
    static native byte[] check(byte[] request);

    /** The engine's name and version, behind a status byte. */
    static native byte[] version();

    /** Unwraps a native result: the payload on success, else the exception of the status's kind. */
    static byte[] unwrap(byte[] result) {
        return Arrays.copyOfRange(checked(result), 1, result.length);
    }

    /**
     * Checks a native result's status: returns the result itself (status byte, then the payload) on success, else
     * throws the exception of the status's kind. Callers that can read the payload in place (from offset 1) avoid
     * the copy {@link #unwrap} makes.
     */
    static byte[] checked(byte[] result) {
        if (result == null || result.length == 0) {
            throw new VmMapCheckException(VmMapCheckException.Kind.INTERNAL_ERROR, "the native engine returned no result");
        }
        switch (result[0]) {
            case STATUS_OK:
                return result;
            case STATUS_INVALID_REQUEST:
                throw new VmMapCheckException(VmMapCheckException.Kind.INVALID_REQUEST, payloadText(result));
            case STATUS_INTERNAL_ERROR:
                throw new VmMapCheckException(VmMapCheckException.Kind.INTERNAL_ERROR, payloadText(result));
            default:
                throw new VmMapCheckException(VmMapCheckException.Kind.INTERNAL_ERROR, "the native engine returned an unknown status " + result[0]);
        }
    }

    private static String payloadText(byte[] result) {
        return new String(result, 1, result.length - 1, StandardCharsets.UTF_8);
    }

    /** Runs a native call; a Java exception thrown by the JNI layer itself becomes an internal error. */
    static byte[] call(Supplier<byte[]> call) {
        return unwrap(callChecked(call));
    }

    /** Like {@link #call}, but returns the whole checked result (status byte at 0, payload from 1): no copy. */
    static byte[] callChecked(Supplier<byte[]> call) {
        byte[] result;
        try {
            result = call.get();
        } catch (VmMapCheckException e) {
            throw e;
        } catch (UnsatisfiedLinkError e) {
            throw new VmMapCheckException(VmMapCheckException.Kind.LIBRARY_UNAVAILABLE, "native entry point missing: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw new VmMapCheckException(VmMapCheckException.Kind.INTERNAL_ERROR, "native call failed: " + e.getMessage(), e);
        }
        return checked(result);
    }
}
