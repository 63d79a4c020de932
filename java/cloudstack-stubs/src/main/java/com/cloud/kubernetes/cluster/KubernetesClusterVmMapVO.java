// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package com.cloud.kubernetes.cluster;

public class KubernetesClusterVmMapVO {
    public KubernetesClusterVmMapVO() {
    }

    public long getId() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public long getClusterId() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public long getVmId() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public boolean isControlNode() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public boolean isEtcdNode() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    public boolean isExternalNode() {
        throw new UnsupportedOperationException("compile-only stub");
    }
}
