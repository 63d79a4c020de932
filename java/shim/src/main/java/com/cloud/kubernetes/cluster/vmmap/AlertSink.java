// Licensed to the Apache Software Foundation (ASF) under one or more contributor license agreements.
// The ASF licenses this file to You under the Apache License, Version 2.0.
package com.cloud.kubernetes.cluster.vmmap;

import com.cloud.kubernetes.cluster.vmmap.VmMapCheckResponse.Alert;

/** Sends alerts (AlertManager in CloudStack). */
public interface AlertSink {
    /** Sends one alert of type ALERT_TYPE_USERVM in the alert's zone. */
    void send(Alert alert);
}
