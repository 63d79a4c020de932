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

/**
 * The one exception type of the VM map check: every failure of the native engine or its loading, with a kind.
 */
public class VmMapCheckException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** What went wrong. */
    public enum Kind {
        /** The request does not follow the contract; the message names the JSON path. */
        INVALID_REQUEST,
        /** A bug inside the engine (a caught panic) or at the JNI boundary; the next call works. */
        INTERNAL_ERROR,
        /** The native library could not be loaded on this management server; the check stays off. */
        LIBRARY_UNAVAILABLE
    }

    private final Kind kind;

    /** Thrown by the native bridge: {@code kind} is the engine's name of it ({@code invalid_request}, {@code internal_error}). */
    public VmMapCheckException(String kind, String message) {
        this("invalid_request".equals(kind) ? Kind.INVALID_REQUEST : Kind.INTERNAL_ERROR, message, null);
    }

    public VmMapCheckException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind getKind() {
        return kind;
    }
}
