// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package com.cloud.kubernetes.cluster;

public interface KubernetesCluster {
    enum ClusterType {
        CloudManaged, ExternalManaged
    }

    enum State {
        Created, Starting, Running, Stopping, Stopped, Scaling, ScalingStoppedCluster, Upgrading, Importing, RemovingNodes, Alert,
        Recovering, Destroyed, Destroying, Error
    }

    long getId();

    String getUuid();

    String getName();

    long getZoneId();

    long getAccountId();

    State getState();

    ClusterType getClusterType();
}
