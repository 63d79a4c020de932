// Licensed to the Apache Software Foundation (ASF) under one or more contributor license agreements.
// The ASF licenses this file to You under the Apache License, Version 2.0.
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

    /** Thrown by the native bridge's error policy when the JNI layer itself fails: an internal error. */
    public VmMapCheckException(String message) {
        this(Kind.INTERNAL_ERROR, message);
    }

    public VmMapCheckException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public VmMapCheckException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind getKind() {
        return kind;
    }
}
