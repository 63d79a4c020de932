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

import java.util.Objects;

/**
 * How to reach a cluster's control node over SSH (address, port, login user, the management server's private key),
 * resolved from the database on the sweep thread, or why it cannot be reached. The listing tasks get it as plain data,
 * so that they touch no DAO and hold no database connection while they wait on SSH (SPEC 5).
 */
public final class SshEndpoint {
    private final String address;
    private final int port;
    private final String user;
    private final String keyFile;
    private final String unreachableReason;

    private SshEndpoint(String address, int port, String user, String keyFile, String unreachableReason) {
        this.address = address;
        this.port = port;
        this.user = user;
        this.keyFile = keyFile;
        this.unreachableReason = unreachableReason;
    }

    /** A control node reachable at {@code address:port} as {@code user} with the private key in {@code keyFile}. */
    public static SshEndpoint of(String address, int port, String user, String keyFile) {
        if (address == null || address.isEmpty()) {
            return unreachable("no SSH address for the control node");
        }
        return new SshEndpoint(address, port, user, keyFile, null);
    }

    /** A control node that cannot be reached, and why (the node view is unavailable with this reason). */
    public static SshEndpoint unreachable(String reason) {
        return new SshEndpoint(null, 0, null, null, Objects.requireNonNull(reason, "reason"));
    }

    public boolean isReachable() {
        return unreachableReason == null;
    }

    public String getAddress() {
        return address;
    }

    public int getPort() {
        return port;
    }

    public String getUser() {
        return user;
    }

    public String getKeyFile() {
        return keyFile;
    }

    /** Why the control node cannot be reached; null when it can. */
    public String getUnreachableReason() {
        return unreachableReason;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SshEndpoint)) {
            return false;
        }
        SshEndpoint e = (SshEndpoint) o;
        return port == e.port && Objects.equals(address, e.address) && Objects.equals(user, e.user) && Objects.equals(keyFile, e.keyFile)
                && Objects.equals(unreachableReason, e.unreachableReason);
    }

    @Override
    public int hashCode() {
        return Objects.hash(address, port, user, keyFile, unreachableReason);
    }

    @Override
    public String toString() {
        return isReachable() ? user + "@" + address + ":" + port + " (key " + keyFile + ")" : "unreachable: " + unreachableReason;
    }
}
