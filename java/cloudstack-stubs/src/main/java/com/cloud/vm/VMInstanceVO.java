// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package com.cloud.vm;

import java.util.Date;

public class VMInstanceVO implements VirtualMachine {
    protected VMInstanceVO() {
    }

    public long getId() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public String getUuid() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public String getHostName() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public long getAccountId() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public State getState() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public Date getCreated() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public Date getUpdateTime() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public Date getRemoved() {
        throw new UnsupportedOperationException("compile-only stub");
    }
}
