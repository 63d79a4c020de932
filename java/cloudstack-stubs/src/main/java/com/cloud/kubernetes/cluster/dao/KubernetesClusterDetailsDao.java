// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package com.cloud.kubernetes.cluster.dao;

import com.cloud.kubernetes.cluster.KubernetesClusterDetailsVO;
import com.cloud.utils.db.GenericDao;

public interface KubernetesClusterDetailsDao extends GenericDao<KubernetesClusterDetailsVO, Long> {
    KubernetesClusterDetailsVO findDetail(long resourceId, String name);

    void removeDetail(long resourceId, String key);

    void addDetail(long resourceId, String key, String value, boolean display);
}
