// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package com.cloud.kubernetes.cluster.actionworkers;

import java.io.File;

import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.KubernetesClusterManagerImpl;
import com.cloud.uservm.UserVm;
import com.cloud.utils.Pair;

public class KubernetesClusterActionWorker {
    public static final String CLUSTER_NODE_VM_USER = "cloud";
    public static final int DEFAULT_SSH_PORT = 22;
    public static final int CLUSTER_NODES_DEFAULT_START_SSH_PORT = 2222;

    protected KubernetesCluster kubernetesCluster;

    protected KubernetesClusterActionWorker(final KubernetesCluster kubernetesCluster, final KubernetesClusterManagerImpl clusterManager) {
    }

    protected String getControlNodeLoginUser() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    protected File getManagementServerSshPublicKeyFile() {
        throw new UnsupportedOperationException("compile-only stub");
    }

    protected Pair<String, Integer> getKubernetesClusterServerIpSshPort(UserVm controlVm) {
        throw new UnsupportedOperationException("compile-only stub");
    }
}
