// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package com.cloud.kubernetes.cluster;

public class KubernetesClusterVO implements KubernetesCluster {
    public KubernetesClusterVO() {
    }

    @Override
    public long getId() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    @Override
    public String getUuid() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    @Override
    public String getName() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    @Override
    public long getZoneId() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    @Override
    public long getAccountId() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    @Override
    public State getState() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    @Override
    public ClusterType getClusterType() {
        throw new UnsupportedOperationException("compile-only stub");
    }
}
