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

import static org.junit.Assert.assertEquals;

import org.junit.Test;

/** How many node listings a sweep runs at once: enough to end before the deadline, between the floor and the ceiling. */
public class ListingPoolSizerTest {

    @Test
    public void fiveThousandClustersAtOneSecondWithTwoPercentHungNeedFortySevenListingsAtOnce() {
        // 98 % at 1 s, 2 % hung until the 35 s listing bound: a mean of 1.68 s; 5 000 of them in 3/4 of 240 s.
        double mean = 0.98 * 1_000 + 0.02 * 35_000;
        assertEquals(47, ListingPoolSizer.size(5_000, mean, 240_000, 64));
        assertEquals("the ceiling holds", 16, ListingPoolSizer.size(5_000, mean, 240_000, 16));
    }

    @Test
    public void aFewFastListingsTakeTheFloorAndAFloorAboveTheCeilingIsTheCeiling() {
        assertEquals(ListingPoolSizer.FLOOR, ListingPoolSizer.size(50, 200, 240_000, 64));
        assertEquals(2, ListingPoolSizer.size(50, 200, 240_000, 2));
        assertEquals(1, ListingPoolSizer.size(50, 200, 240_000, 0));
    }

    @Test
    public void noListingLeftTakesTheFloorAndNoTimeLeftTakesTheCeiling() {
        assertEquals(ListingPoolSizer.FLOOR, ListingPoolSizer.size(0, 5_000, 240_000, 64));
        assertEquals(64, ListingPoolSizer.size(10, 5_000, 0, 64));
        assertEquals(64, ListingPoolSizer.size(10, 5_000, -3, 64));
    }

    @Test
    public void theSizeIsTheWorkOverTheTimeRoundedUp() {
        // 100 listings of 300 ms in 3/4 of 4 s: 30 s of work over 3 s.
        assertEquals(10, ListingPoolSizer.size(100, 300, 4_000, 64));
        assertEquals(11, ListingPoolSizer.size(101, 300, 4_000, 64));
    }

    @Test
    public void aSweepLooksAgainEveryHundredAndTwentiethOfItsDeadline() {
        assertEquals(2_000, ListingPoolSizer.resizeEveryMs(KubernetesClusterVmMapCheckCloud.DEFAULT_SWEEP_DEADLINE_MS));
        assertEquals(50, ListingPoolSizer.resizeEveryMs(6_000));
        assertEquals(10, ListingPoolSizer.resizeEveryMs(100));
    }

    @Test
    public void theMeanFallsBackWhenNothingWasMeasured() {
        assertEquals(2_000.0, ListingPoolSizer.mean(0, 0, 2_000), 0.0);
        assertEquals(150.0, ListingPoolSizer.mean(300, 2, 2_000), 0.0);
    }
}
