// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package com.cloud.kubernetes.cluster.dao;

import java.util.List;

import com.cloud.kubernetes.cluster.KubernetesCluster;
import com.cloud.kubernetes.cluster.KubernetesClusterVO;
import com.cloud.utils.db.GenericDao;

public interface KubernetesClusterDao extends GenericDao<KubernetesClusterVO, Long> {
    List<KubernetesClusterVO> findManagedKubernetesClustersInState(KubernetesCluster.State state);
}
