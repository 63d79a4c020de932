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
package com.cloud.kubernetes.cluster.vmmap.sim;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.EnumSet;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.Test;
import org.junit.runner.RunWith;
import org.mockito.junit.MockitoJUnitRunner;

import com.cloud.kubernetes.cluster.vmmap.sim.CksSimulator.Mutant;

/**
 * Detection truth: seeded CKS lifecycles against the real worker and engine score recall 100 %, no false alert, no
 * duplicate and no missed clear; for the state watch (SPEC 3.7), every stuck episode reported once by the first sweep
 * past its bound, none that ended in time, every exit of a reported one cleared with an INFO event; each deliberate
 * fault makes the score it breaks fail, so the scores can fail.
 */
@RunWith(MockitoJUnitRunner.class)
public class CksSimulatorTest {
    private static final int OPERATIONS = 3000;

    private static final Pattern STATE_WATCH = Pattern.compile("state watch: seed \\d+, (\\d+) episodes, (\\d+) ended in time \\((\\d+) just "
            + "inside their bound\\), (\\d+) left by a killed management server, (\\d+) stuck, (\\d+) reported, (\\d+) exits cleared \\(INFO\\), "
            + "\\d+ past their bound but gone before a sweep found them so, false 0, duplicate 0, missed 0, missed exits 0, record errors 0; "
            + "\\d+ re-entered their state unseen between two sweeps: \\d+ reported early, \\d+ stuck again unreported");

    private static void assertClean(long seed) {
        CksSimulator sim = new CksSimulator(seed, OPERATIONS);
        String line = sim.run();
        String watch = sim.stateWatchLine();
        String alert = sim.alertReasonLine();
        System.out.println(line);
        System.out.println(watch);
        System.out.println(alert);
        assertTrue(String.join("\n\n", sim.failures()), sim.failures().isEmpty());
        assertTrue(line, line.matches("simulation: seed " + seed + ", \\d+ operations, \\d+ injected drifts, recall 100%, false alerts 0, "
                + "duplicate alerts 0, missed clears 0"));
        Matcher m = STATE_WATCH.matcher(watch);
        assertTrue(watch, m.matches());
        int stuck = Integer.parseInt(m.group(5));
        assertTrue("stuck episodes happened: " + watch, stuck >= 5);
        assertEquals("every stuck episode reported: " + watch, stuck, Integer.parseInt(m.group(6)));
        assertEquals("every reported episode's exit cleared with an INFO event: " + watch, stuck, Integer.parseInt(m.group(7)));
        assertTrue("operations ended just inside their bound: " + watch, Integer.parseInt(m.group(3)) >= 5);
        assertTrue("most episodes are ordinary operations that end in time: " + watch, Integer.parseInt(m.group(2)) > 10 * stuck);
        // SPEC 3.8: every Alert reason reported in Alert, the right kind first, once per kind and episode, INFO on leaving.
        assertEquals(alert, 0, sim.alertReasonErrors());
        for (String kind : new String[] {"vm_state", "map_count", "ready_nodes"}) {
            assertTrue("seed " + seed + " reported " + kind + ": " + alert, sim.alertReports().getOrDefault(kind, 0) > 0);
        }
        assertTrue("Alert exits cleared with an INFO event: " + alert, alert.matches(".* [1-9]\\d* exits \\(INFO\\).*"));
        Map<String, Integer> stats = sim.stats();
        for (String exercised : new String[] {"op: create", "op: scale up", "op: scale down", "op: upgrade", "op: stop and start",
            "op: VM reboot", "op: HA restart", "op: add external node", "op: remove external node", "op: delete", "op started mid-sweep",
            "management server restart", "lock held elsewhere", "SSH flakes", "SSH hangs", "repair", "sweep by A", "sweep by B",
            "drift: VM destroyed by hand", "drift: VM expunged by hand", "drift: VM in Error", "drift: map row deleted by hand",
            "drift: map row pointing at nothing", "drift: VM made by hand with a node name", "drift: node deleted in Kubernetes",
            "drift: ghost node left behind", "sweep: clusters not applied (changed during the check)", "sweep: node views unavailable",
            "op: scale up (management server killed mid-scale)", "op: scale down (management server killed mid-scale)",
            "op: upgrade (management server killed mid-upgrade)", "op: stop and start (management server killed mid-stop)",
            "op: scale up (ends just inside its bound)", "op: upgrade (ends just inside its bound)", "op: stop and start (ends just inside its bound)",
            "management server killed mid-operation", "op: scale up that fails half-way (VM left Stopped)",
            "op: scale up that fails half-way (VM not mapped)", "op: scale up that fails half-way (VM mapped, size unchanged)",
            "alert path: node VM stopped by its owner", "alert path: a node stops being Ready", "alert path: etcd node lost",
            "alert repair: vm_state", "alert repair: map_count", "alert repair: ready_nodes"}) {
            assertTrue("seed " + seed + " exercised " + exercised + ": " + stats, stats.getOrDefault(exercised, 0) > 0);
        }
    }

    @Test
    public void seed1HasFullRecallAndNoFalseDuplicateOrMissedReport() {
        assertClean(1);
    }

    @Test
    public void seed2HasFullRecallAndNoFalseDuplicateOrMissedReport() {
        assertClean(2);
    }

    @Test
    public void seed3HasFullRecallAndNoFalseDuplicateOrMissedReport() {
        assertClean(3);
    }

    /**
     * Seed 12 has a sweep that clears a cluster's VM detail, with its INFO event, just before an operation starts on
     * that cluster mid-sweep: that sweep does not observe the cluster, and a scorer that credited INFO events only in
     * the sweep that observes a cluster counted a missed clear that was none (found by the 10 000-operation runs). That
     * was with the operation mix before issue 27 (whose new operations change every seed's run); kept as a clean run.
     */
    @Test
    public void aClearAppliedJustBeforeAMidSweepOperationIsCredited() {
        CksSimulator sim = new CksSimulator(12, 1000);
        String line = sim.run();
        assertTrue(String.join("\n\n", sim.failures()), sim.failures().isEmpty());
        assertTrue(line, line.endsWith("missed clears 0"));
        assertTrue(sim.stats().getOrDefault("op started mid-sweep", 0) > 0);
    }

    @Test
    public void theSameSeedGivesTheSameRun() {
        CksSimulator a = new CksSimulator(11, 600);
        CksSimulator b = new CksSimulator(11, 600);
        assertEquals(a.run(), b.run());
        assertEquals(a.stateWatchLine(), b.stateWatchLine());
    }

    /** Issue 27: a sweep that sends only the Running and Alert clusters leaves every stuck cluster unreported. */
    @Test
    public void withoutTheWatchedClustersStuckClustersAreMissed() {
        CksSimulator sim = new CksSimulator(1, 800, EnumSet.of(Mutant.NO_WATCHED_CLUSTERS));
        sim.run();
        assertTrue(sim.stateWatchLine(), sim.stuckMissed() > 0);
        assertTrue(sim.stateWatchLine(), sim.stateWatchLine().contains(" stuck, 0 reported, "));
    }

    @Test
    public void withoutDisplayNamesExternalNodesGiveFalseAlerts() {
        CksSimulator sim = new CksSimulator(1, 1500, EnumSet.of(Mutant.NO_DISPLAY_NAMES));
        sim.run();
        assertTrue("the external nodes' two false alerts each are found", sim.falseAlerts() > 0);
        assertTrue(String.join("\n", sim.failures()).contains("notnode:"));
    }

    @Test
    public void forgettingWhatWasReportedGivesDuplicates() {
        CksSimulator sim = new CksSimulator(1, 800, EnumSet.of(Mutant.FORGET_REPORTED));
        sim.run();
        assertTrue(sim.duplicates() > 0);
        assertTrue("a check that loses its Alert record never reports a reason: " + sim.alertReasonLine(), sim.alertReasonLine().matches(".*missed [1-9].*"));
    }

    @Test
    public void aCheckThatNeverTellsALaterReasonIsCaughtMissingIt() {
        CksSimulator sim = new CksSimulator(1, 1500, EnumSet.of(Mutant.NO_LATER_REASONS));
        sim.run();
        assertTrue("a later kind in an Alert episode that is never told is a missed reason: " + sim.alertReasonLine(),
                sim.alertReasonLine().matches(".*missed [1-9].*"));
    }

    @Test
    public void anEndlessGracePeriodMissesDrift() {
        CksSimulator sim = new CksSimulator(1, 800, EnumSet.of(Mutant.ENDLESS_GRACE));
        String line = sim.run();
        assertTrue(sim.missed() > 0);
        assertTrue(line, !line.contains("recall 100%"));
    }

    @Test
    public void droppedInfoEventsAreMissedClears() {
        CksSimulator sim = new CksSimulator(1, 800, EnumSet.of(Mutant.NO_INFO_EVENTS));
        sim.run();
        assertTrue(sim.missedClears() > 0);
        assertTrue("an Alert left without its INFO event is a missed exit: " + sim.alertReasonLine(), sim.alertReasonLine().matches(".*missed exits [1-9].*"));
    }

    @Test
    public void tickedAfterTheScannersChangesFewerClustersAreLeftUnapplied() {
        // Issue 16: with the check started at the top of the scanner's run, that run's Running/Alert changes land while
        // the sweep works and those clusters are not applied; started after them, they are. Pooled over seeds 21-23
        // (1 500 operations each): 103 clusters not applied before, 21 after. (The first-sweep share of drifts, this
        // test's measure before SPEC 3.8's Alert paths, now moves with the operation mix more than with the fix:
        // 97.5 % before and 96.7 % after on these seeds; the simulator's line still reports it.)
        int notAppliedBefore = 0;
        int notAppliedAfter = 0;
        for (int i = 0; i < 3; i++) {
            CksSimulator before = new CksSimulator(21 + i, 1500, EnumSet.of(Mutant.CHECK_AT_SCANNER_TOP));
            before.run();
            CksSimulator after = new CksSimulator(21 + i, 1500);
            String line = after.run();
            assertTrue(String.join("\n\n", after.failures()), after.failures().isEmpty());
            assertTrue(line, line.contains("recall 100%, false alerts 0, duplicate alerts 0, missed clears 0"));
            notAppliedBefore += before.stats().getOrDefault("sweep: clusters not applied (changed during the check)", 0);
            notAppliedAfter += after.stats().getOrDefault("sweep: clusters not applied (changed during the check)", 0);
        }
        System.out.println("issue 16: clusters not applied, " + notAppliedBefore + " before, " + notAppliedAfter + " after");
        assertTrue("not applied: " + notAppliedBefore + " before, " + notAppliedAfter + " after", 2 * notAppliedAfter <= notAppliedBefore);
    }

}
