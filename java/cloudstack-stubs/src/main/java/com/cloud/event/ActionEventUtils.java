// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package com.cloud.event;

public class ActionEventUtils {
    public static Long onCompletedActionEvent(Long userId, Long accountId, String level, String type, boolean eventDisplayEnabled,
            String description, Long resourceId, String resourceType, long startEventId) {
        throw new UnsupportedOperationException("compile-only stub");
    }
}
