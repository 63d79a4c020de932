// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package com.cloud.utils.db;

import com.cloud.utils.db.SearchCriteria.Op;

public class GenericSearchBuilder<T, K> {
    protected GenericSearchBuilder() {
    }

    public GenericSearchBuilder<T, K> and(String name, Object field, Op op) {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public T entity() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public SearchCriteria<K> create() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public synchronized void done() {
        throw new UnsupportedOperationException("compile-only stub");
    }
}
