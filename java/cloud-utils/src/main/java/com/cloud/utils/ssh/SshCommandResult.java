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

import com.cloud.utils.Pair;

/**
 * What a bounded SSH command returned, read as every caller of {@code SshHelper.sshExecute} reads its pair (success, then
 * the output), and what ended it. When a bound ended it, {@link #second()} is the reason, never the remote side's output.
 */
public class SshCommandResult extends Pair<Boolean, String> {
    private static final long serialVersionUID = 1L;

    /** What ended a bounded command. */
    public enum Ending {
        /** The command exited (its status may be missing when the channel closed without one). */
        EXIT_STATUS,
        /** Its stdout and stderr together passed the byte limit: the rest was not read. */
        OUTPUT_LIMIT,
        /** The wall-clock deadline passed (connecting, authenticating, running, reading or closing). */
        DEADLINE
    }

    private final Ending ending;
    private final Integer exitStatus;
    private String hostKeyFingerprint;

    private SshCommandResult(Ending ending, Integer exitStatus, boolean success, String outputOrReason) {
        super(success, outputOrReason);
        this.ending = ending;
        this.exitStatus = exitStatus;
    }

    static SshCommandResult exited(Integer exitStatus, String output) {
        return new SshCommandResult(Ending.EXIT_STATUS, exitStatus, exitStatus != null && exitStatus == 0, output);
    }

    static SshCommandResult cut(Ending ending, String reason) {
        return new SshCommandResult(ending, null, false, reason);
    }

    public Ending getEnding() {
        return ending;
    }

    /** The command's exit status; null if a bound ended it or the channel closed without one. */
    public Integer getExitStatus() {
        return exitStatus;
    }

    /**
     * The host key the host answered with, as OpenSSH prints it ({@code SHA256:} and the base64 of its SHA-256); null if
     * the connection ended before the key exchange. Callers that keep a host's address can tell when another host answers.
     */
    public String getHostKeyFingerprint() {
        return hostKeyFingerprint;
    }

    SshCommandResult withHostKeyFingerprint(String fingerprint) {
        hostKeyFingerprint = fingerprint;
        return this;
    }

    /** Whether a bound (the output limit or the deadline) ended the command. */
    public boolean isCut() {
        return ending != Ending.EXIT_STATUS;
    }
}
