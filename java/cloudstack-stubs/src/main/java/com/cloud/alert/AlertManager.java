// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package com.cloud.alert;

import org.apache.cloudstack.alert.AlertService;

public interface AlertManager extends AlertService {
    void sendAlert(AlertType alertType, long dataCenterId, Long podId, String subject, String body);
}
