// Licensed to the Apache Software Foundation (ASF) under one
// or more contributor license agreements.  See the NOTICE file
// distributed with this work for additional information
// regarding copyright ownership.  The ASF licenses this file
// to you under the Apache License, Version 2.0 (the
// "License"); you may not use this file except in compliance
// with the License.  You may obtain a copy of the License at
//
//   http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing,
// software distributed under the License is distributed on an
// "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY
// KIND, either express or implied.  See the License for the
// specific language governing permissions and limitations
// under the License.
package com.cloud.kubernetes.cluster.vmmap;

/**
 * How many node listings a sweep runs at once: as many as it takes to finish the listings left within a share of the
 * time left to the sweep deadline, at the mean listing time measured, between a floor and the setting (a ceiling).
 * The sweep sizes its pool when it starts, from the last sweep's mean, and grows it while it runs, from the listings of
 * this sweep (finished ones by their time, running ones by their time so far, so that hung control nodes count).
 */
public final class ListingPoolSizer {
    /** The listings left should end within this share of the time left to the deadline. */
    public static final double TARGET_SHARE = 0.75;
    /** The smallest pool (unless the ceiling is smaller): one hung control node never holds up all the others. */
    public static final int FLOOR = 4;
    /** The mean listing time assumed before any listing was measured (a first sweep after start). */
    public static final long UNMEASURED_LISTING_MS = 2_000L;
    /** A running sweep looks at its listings again this many times over its deadline (every 2 s of the 4 minutes). */
    public static final int LOOKS_PER_DEADLINE = 120;

    private ListingPoolSizer() {
    }

    /**
     * The pool for {@code listingsLeft} listings of {@code meanListingMs} each when {@code msLeft} ms are left to the
     * deadline: {@code ceil(listingsLeft * meanListingMs / (msLeft * TARGET_SHARE))}, at least
     * {@code min(FLOOR, ceiling)}, at most {@code ceiling}. With no time left it is the ceiling.
     */
    public static int size(long listingsLeft, double meanListingMs, long msLeft, int ceiling) {
        int cap = Math.max(1, ceiling);
        int floor = Math.min(FLOOR, cap);
        if (listingsLeft <= 0) {
            return floor;
        }
        if (msLeft <= 0) {
            return cap;
        }
        double needed = Math.ceil(listingsLeft * Math.max(0.0, meanListingMs) / (msLeft * TARGET_SHARE));
        if (needed >= cap) {
            return cap;
        }
        return Math.max(floor, (int) needed);
    }

    /** How often a running sweep looks at its listings again to grow its pool: its deadline over {@link #LOOKS_PER_DEADLINE}, at least 10 ms. */
    public static long resizeEveryMs(long deadlineMs) {
        return Math.max(10, deadlineMs / LOOKS_PER_DEADLINE);
    }

    /** The mean of what is known: {@code totalMs} over {@code count} listings, or {@code fallbackMs} when none. */
    public static double mean(long totalMs, long count, double fallbackMs) {
        return count > 0 ? (double) totalMs / count : fallbackMs;
    }
}
