// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package com.cloud.utils.ssh;

import java.io.File;

import com.cloud.utils.Pair;

public class SshHelper {
    public static Pair<Boolean, String> sshExecute(String host, int port, String user, File pemKeyFile, String password, String command,
            int connectTimeoutInMs, int kexTimeoutInMs, int waitResultTimeoutInMs) throws Exception {
        throw new UnsupportedOperationException("compile-only stub");
    }
}
