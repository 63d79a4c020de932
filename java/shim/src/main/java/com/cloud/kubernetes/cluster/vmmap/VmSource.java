// Licensed to the Apache Software Foundation (ASF) under one or more contributor license agreements.
// The ASF licenses this file to You under the Apache License, Version 2.0.
package com.cloud.kubernetes.cluster.vmmap;

import java.util.Collection;
import java.util.List;

/** Reads vm_instance (VMInstanceDao in CloudStack). */
public interface VmSource {
    /** Every VM of the account that is not removed. */
    List<VmRecord> listByAccountId(long accountId);

    /** The VMs with these ids that still have a row, removed or not. */
    List<VmRecord> listByIdsIncludingRemoved(Collection<Long> vmIds);
}
