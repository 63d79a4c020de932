// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package org.apache.cloudstack.alert;

public interface AlertService {
    class AlertType {
        public static final AlertType ALERT_TYPE_USERVM = new AlertType((short) 8, "ALERT.USERVM", true, true);

        private AlertType(short type, String name, boolean isDefault, boolean isRepetitionAllowed) {
        }

        public short getType() {
            throw new UnsupportedOperationException("compile-only stub");
        }

        public String getName() {
            throw new UnsupportedOperationException("compile-only stub");
        }
    }

    boolean generateAlert(AlertType alertType, long dataCenterId, Long podId, String msg);
}
