// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package com.cloud.utils;

public class Pair<T, U> {
    public Pair(T t, U u) {
    }

    public T first() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public U second() {
        throw new UnsupportedOperationException("compile-only stub");
    }
}
