// Compile-only stub of an Apache CloudStack type (4.22 line): the signatures the VM map check binding uses, with
// CloudStack's package and names. Never packaged or run; see java/cloudstack-stubs/README.md for the source of each.
package com.cloud.vm.dao;

import java.util.List;

import com.cloud.utils.db.GenericDao;
import com.cloud.vm.VMInstanceVO;

public interface VMInstanceDao extends GenericDao<VMInstanceVO, Long> {
    List<VMInstanceVO> listByAccountId(long accountId);

    List<VMInstanceVO> listByIdsIncludingRemoved(List<Long> ids);
}
