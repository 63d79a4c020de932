// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package org.apache.cloudstack.framework.config;

public class ConfigKey<T> {
    public static final String CATEGORY_ADVANCED = "Advanced";

    public ConfigKey(String category, Class<T> type, String name, String defaultValue, String description, boolean isDynamic,
            String parent) {
    }

    public String key() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public T value() {
        throw new UnsupportedOperationException("compile-only stub");
    }
}
