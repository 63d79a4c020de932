//! SPEC 3.7, clusters stuck in a transitional state: one test (or table) per rule, through the bytes-in/bytes-out
//! entry. Runs in sequence feed each run's detail changes into the next, as the Java side does.

mod common;

use common::*;
use serde_json::{json, Value};

const DETAIL: &str = "vmMapCheckStateSince";

/// The watched states, the CKS setting each one's bound comes from, and its default in seconds.
const WATCHED: [(&str, &str, i64); 9] = [
    ("Created", "cloud.kubernetes.cluster.start.timeout", 3600),
    ("Starting", "cloud.kubernetes.cluster.start.timeout", 3600),
    ("Stopping", "cloud.kubernetes.cluster.start.timeout", 3600),
    ("Recovering", "cloud.kubernetes.cluster.start.timeout", 3600),
    ("Scaling", "cloud.kubernetes.cluster.scale.timeout", 3600),
    ("ScalingStoppedCluster", "cloud.kubernetes.cluster.scale.timeout", 3600),
    ("Upgrading", "cloud.kubernetes.cluster.upgrade.timeout", 3600),
    ("Importing", "cloud.kubernetes.cluster.add.node.timeout", 3600),
    ("RemovingNodes", "cloud.kubernetes.cluster.remove.node.timeout", 900),
];

/// `prod` (id 42) in `state`, holding `record` in its state detail (if any), at `now`.
fn in_state(state: &str, record: Option<&str>, now: i64) -> Value {
    let mut req = healthy();
    req["now_ms"] = json!(now);
    req["clusters"][0]["state"] = json!(state);
    if let Some(record) = record {
        req["clusters"][0]["details"] = json!({ DETAIL: record });
    }
    req
}

/// The record's changes of the first cluster: `Some(value)` written, `None` removed.
fn record_changes(resp: &Value) -> Vec<Option<String>> {
    detail_changes(resp, DETAIL)
}

fn alerts(resp: &Value) -> Vec<String> {
    first(resp)["alerts"].as_array().expect("alerts").iter().map(|a| text(a, "subject").to_string()).collect()
}

/// The description of the one event of the first cluster, which must be an INFO event with no alert.
fn the_info_event(resp: &Value) -> String {
    let events = events(resp);
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(events[0].0, "INFO");
    assert_eq!(alerts(resp), Vec::<String>::new());
    events[0].1.clone()
}

fn nothing_at_all(resp: &Value) -> bool {
    ["findings", "details", "events", "alerts"].iter().all(|f| first(resp)[*f] == json!([]))
}

// ---- Watched states and their bounds -------------------------------------------------------------------------

#[test]
fn the_first_run_that_sees_a_watched_state_records_it_with_now_and_says_nothing() {
    for (state, _, _) in WATCHED {
        let resp = run(&in_state(state, None, NOW));
        assert_eq!(first(&resp)["status"], "skipped", "{state}");
        assert_eq!(record_changes(&resp), vec![Some(format!("{state}:{NOW}"))], "{state}");
        assert_eq!(findings(&resp), vec![], "{state}");
        assert_eq!(events(&resp), vec![], "{state}");
        assert_eq!(alerts(&resp), Vec::<String>::new(), "{state}");
    }
}

#[test]
fn every_watched_state_is_stuck_at_its_bound_from_cks_settings_and_not_a_millisecond_before() {
    for (state, setting, bound_s) in WATCHED {
        let since = NOW - bound_s * 1000;
        // Just before the bound: the record is kept, nothing is said.
        let resp = run(&in_state(state, Some(&format!("{state}:{}", since + 1)), NOW));
        assert!(nothing_at_all(&resp), "{state} just before its bound: {resp}");

        // At the bound: one finding, one WARN event, one alert, and the record says it was reported.
        let resp = run(&in_state(state, Some(&format!("{state}:{since}")), NOW));
        assert_eq!(findings(&resp), vec![("stuck_state".into(), format!("stuck:{state}"), true)], "{state}");
        assert_eq!(first(&resp)["findings"][0]["state"], state);
        assert_eq!(record_changes(&resp), vec![Some(format!("{state}:{since}:r{bound_s}"))], "{state}");
        let events = events(&resp);
        assert_eq!(events.len(), 1, "{state}");
        assert_eq!(events[0].0, "WARN");
        let held = if bound_s == 900 { "15 minutes" } else { "1 hour" };
        for needle in ["Kubernetes cluster prod (id 42)", &format!("state {state}"), held, setting] {
            assert!(events[0].1.contains(needle), "{state}: event lacks {needle:?}: {}", events[0].1);
        }
        assert_eq!(
            alerts(&resp),
            vec![format!("Kubernetes cluster prod (id 42): stuck in state {state} for at least {held}")]
        );
        let body = text(&first(&resp)["alerts"][0], "body");
        assert!(body.contains(setting) && body.contains(&format!("stuck:{state}")), "{body}");
    }
}

#[test]
fn bounds_come_from_the_request_and_a_state_left_out_or_null_keeps_its_default() {
    let mut req = in_state("Scaling", Some(&format!("Scaling:{}", NOW - 60_000)), NOW);
    req["settings"] = json!({"state_bounds_s": {"Scaling": 60, "RemovingNodes": null}});
    assert_eq!(findings(&run(&req)), vec![("stuck_state".into(), "stuck:Scaling".into(), true)]);

    // RemovingNodes (null) and Upgrading (left out) keep 900 s and 3600 s.
    for (state, default_s) in [("RemovingNodes", 900), ("Upgrading", 3600)] {
        for (age_s, stuck) in [(default_s - 1, false), (default_s, true)] {
            let mut req = in_state(state, Some(&format!("{state}:{}", NOW - age_s * 1000)), NOW);
            req["settings"] = json!({"state_bounds_s": {"Scaling": 60, "RemovingNodes": null}});
            assert_eq!(!findings(&run(&req)).is_empty(), stuck, "{state} after {age_s} s");
        }
    }
}

#[test]
fn a_bound_of_zero_or_less_turns_the_watch_off_for_that_state() {
    for bound in [0, -1, i64::MIN] {
        let bounds = json!({"state_bounds_s": {"Scaling": bound}});
        // No record is made.
        let mut req = in_state("Scaling", None, NOW);
        req["settings"] = bounds.clone();
        assert!(nothing_at_all(&run(&req)), "bound {bound}");

        // A record of an episode not reported goes without a word.
        let mut req = in_state("Scaling", Some(&format!("Scaling:{}", NOW - 2 * HOUR)), NOW);
        req["settings"] = bounds.clone();
        let resp = run(&req);
        assert_eq!(record_changes(&resp), vec![None]);
        assert_eq!(events(&resp), vec![]);
        assert_eq!(findings(&resp), vec![]);

        // A reported one goes with one INFO event saying the watch is off.
        let mut req = in_state("Scaling", Some(&format!("Scaling:{}:r3600", NOW - 2 * HOUR)), NOW);
        req["settings"] = bounds.clone();
        let resp = run(&req);
        assert_eq!(record_changes(&resp), vec![None]);
        let info = the_info_event(&resp);
        assert!(info.contains("state watch of Scaling is now off"), "{info}");

        // The other states are still watched.
        let mut req = in_state("Upgrading", Some(&format!("Upgrading:{}", NOW - 2 * HOUR)), NOW);
        req["settings"] = bounds;
        assert_eq!(findings(&run(&req)).len(), 1);
    }
}

#[test]
fn names_of_states_that_are_not_watched_are_ignored_in_the_bounds() {
    let mut req = in_state("Running", None, NOW);
    req["settings"] = json!({"state_bounds_s": {"Running": 1, "Stopped": 1, "scaling": 1, "SomeFutureState": 5}});
    let resp = run(&req);
    assert_eq!(first(&resp)["status"], "checked");
    assert!(nothing_at_all(&resp));
    // "scaling" is not "Scaling": CloudStack's enum names are compared as they are spelled.
    let mut req = in_state("Scaling", Some(&format!("Scaling:{}", NOW - 60_000)), NOW);
    req["settings"] = json!({"state_bounds_s": {"scaling": 1}});
    assert_eq!(findings(&run(&req)), vec![]);
}

#[test]
fn a_bound_that_is_not_a_whole_number_of_seconds_is_an_invalid_request_naming_its_path() {
    let cases = [
        (json!({"Scaling": "3600"}), "$.settings.state_bounds_s.Scaling"),
        (json!({"Scaling": 1.5}), "$.settings.state_bounds_s.Scaling"),
        (json!({"RemovingNodes": true}), "$.settings.state_bounds_s.RemovingNodes"),
        (json!({"Scaling": 1e30}), "$.settings.state_bounds_s.Scaling"),
        (json!([3600]), "$.settings.state_bounds_s"),
        (json!("3600"), "$.settings.state_bounds_s"),
    ];
    for (bounds, path) in cases {
        let mut req = healthy();
        req["settings"] = json!({ "state_bounds_s": bounds });
        let err = run_err(&serde_json::to_vec(&req).expect("JSON"));
        assert_eq!(err.kind(), "invalid_request");
        assert!(err.to_string().contains(path), "{bounds}: {err}");
    }
    // Null is absent: every default.
    let mut req = in_state("RemovingNodes", Some(&format!("RemovingNodes:{}", NOW - 900_000)), NOW);
    req["settings"] = json!({ "state_bounds_s": null });
    assert_eq!(findings(&run(&req)).len(), 1);
}

// ---- One report per episode -----------------------------------------------------------------------------------

#[test]
fn a_reported_episode_keeps_its_finding_and_says_nothing_more() {
    let resp = run(&in_state("Upgrading", Some(&format!("Upgrading:{}:r3600", NOW - 5 * HOUR)), NOW));
    assert_eq!(findings(&resp), vec![("stuck_state".into(), "stuck:Upgrading".into(), false)]);
    assert_eq!(record_changes(&resp), vec![]);
    assert_eq!(events(&resp), vec![]);
    assert_eq!(alerts(&resp), Vec::<String>::new());
}

#[test]
fn runs_every_five_minutes_report_a_stuck_cluster_exactly_once_then_one_info_when_it_leaves() {
    let five_min = 5 * MIN;
    let mut req = in_state("Scaling", None, NOW);
    let mut warned_at = Vec::new();
    for run_no in 0..30 {
        let now = NOW + run_no * five_min;
        req["now_ms"] = json!(now);
        let resp = run(&req);
        let warns = events(&resp).iter().filter(|(level, _)| level == "WARN").count();
        assert_eq!(warns, alerts(&resp).len());
        if warns > 0 {
            warned_at.push(run_no);
        }
        apply_details(&mut req, &resp);
    }
    // Scaling's bound is 3600 s: the run 60 minutes after the first sighting reports, once.
    assert_eq!(warned_at, vec![12]);
    assert_eq!(req["clusters"][0]["details"][DETAIL], json!(format!("Scaling:{NOW}:r3600")));

    // It leaves for Running: one INFO event, then nothing.
    req["clusters"][0]["state"] = json!("Running");
    req["now_ms"] = json!(NOW + 30 * five_min);
    let resp = run(&req);
    let info = the_info_event(&resp);
    for needle in ["has left state Scaling", "now in state Running", "for at least 1 hour"] {
        assert!(info.contains(needle), "{needle:?}: {info}");
    }
    apply_details(&mut req, &resp);
    req["now_ms"] = json!(NOW + 31 * five_min);
    assert!(nothing_at_all(&run(&req)));
}

#[test]
fn an_episode_that_ends_in_time_leaves_no_event_and_no_alert() {
    let mut req = in_state("RemovingNodes", None, NOW);
    let mut said = Vec::new();
    for (run_no, state) in ["RemovingNodes", "RemovingNodes", "RemovingNodes", "Running", "Running"].iter().enumerate()
    {
        req["clusters"][0]["state"] = json!(state);
        req["now_ms"] = json!(NOW + run_no as i64 * 5 * MIN);
        let resp = run(&req);
        said.extend(events(&resp));
        said.extend(alerts(&resp).into_iter().map(|a| ("alert".to_string(), a)));
        apply_details(&mut req, &resp);
    }
    assert_eq!(said, vec![]);
    assert_eq!(req["clusters"][0]["details"].get(DETAIL), None, "the record went with the episode");
}

#[test]
fn a_new_episode_in_another_watched_state_restarts_the_clock() {
    // Not reported: the new state's record replaces the old one, silently.
    let resp = run(&in_state("Upgrading", Some(&format!("Scaling:{}", NOW - 50 * MIN)), NOW));
    assert_eq!(record_changes(&resp), vec![Some(format!("Upgrading:{NOW}"))]);
    assert_eq!(findings(&resp), vec![]);
    assert_eq!(events(&resp), vec![]);

    // Even long past Scaling's bound, Upgrading starts at zero.
    let resp = run(&in_state("Upgrading", Some(&format!("Scaling:{}", NOW - 10 * HOUR)), NOW));
    assert_eq!(record_changes(&resp), vec![Some(format!("Upgrading:{NOW}"))]);
    assert_eq!(findings(&resp), vec![]);

    // Reported: one INFO event for the episode that ended, and the new one starts at now.
    let resp = run(&in_state("Upgrading", Some(&format!("Scaling:{}:r3700", NOW - 3 * HOUR)), NOW));
    assert_eq!(record_changes(&resp), vec![Some(format!("Upgrading:{NOW}"))]);
    let info = the_info_event(&resp);
    for needle in ["has left state Scaling", "now in state Upgrading", "for at least 1 hour 1 minute"] {
        assert!(info.contains(needle), "{needle:?}: {info}");
    }
    assert_eq!(alerts(&resp), Vec::<String>::new());
}

#[test]
fn leaving_for_stopped_error_destroyed_or_running_removes_the_record_with_an_info_only_if_reported() {
    for exit in ["Stopped", "Error", "Destroyed", "Destroying", "Running", "Alert"] {
        let not_reported = run(&in_state(exit, Some(&format!("Starting:{}", NOW - 30 * MIN)), NOW));
        assert_eq!(record_changes(&not_reported), vec![None], "{exit}");
        assert_eq!(events(&not_reported), vec![], "{exit}");

        let reported = run(&in_state(exit, Some(&format!("Starting:{}:r3600", NOW - 2 * HOUR)), NOW));
        assert_eq!(record_changes(&reported), vec![None], "{exit}");
        let info = the_info_event(&reported);
        for needle in ["Kubernetes cluster prod (id 42) has left state Starting", &format!("now in state {exit}")] {
            assert!(info.contains(needle), "{exit}: {needle:?}: {info}");
        }
        assert_eq!(alerts(&reported), Vec::<String>::new(), "{exit}");
        assert!(first(&reported)["findings"].as_array().expect("f").iter().all(|f| f["kind"] != "stuck_state"));
    }
}

#[test]
fn a_cluster_back_in_running_loses_its_record_and_is_checked_as_before_in_the_same_run() {
    let mut req = in_state("Running", Some(&format!("Scaling:{}:r3600", NOW - 2 * HOUR)), NOW);
    req["map"].as_array_mut().expect("map").push(row(42, 999)); // a mapped VM that is missing
    let resp = run(&req);
    let c = first(&resp);
    assert_eq!(c["status"], "checked");
    assert_eq!(c["node_view"], "available");
    assert_eq!(findings(&resp), vec![("mapped_vm_missing".into(), "mapped:999".into(), true)]);
    assert_eq!(
        c["details"],
        json!([{"name": "vmMapCheckReportedVmDrift", "value": "mapped:999"}, {"name": DETAIL, "value": null}])
    );
    let levels: Vec<String> = events(&resp).into_iter().map(|(level, _)| level).collect();
    assert_eq!(levels, ["WARN", "INFO"], "the mismatch's event, then the end of the stuck episode");
    assert_eq!(alerts(&resp).len(), 1);
    assert!(alerts(&resp)[0].contains("VM with id 999"));

    // Without a record, the same cluster gives the same answer, less the watch's part.
    let mut plain = req.clone();
    plain["clusters"][0]["details"] = Value::Null;
    let plain = run(&plain);
    assert_eq!(first(&plain)["findings"], c["findings"]);
    assert_eq!(first(&plain)["alerts"], c["alerts"]);
    assert_eq!(first(&plain)["events"][0], c["events"][0]);
}

// ---- Unreadable records, other clusters ----------------------------------------------------------------------

#[test]
fn an_unreadable_record_is_no_record_rewritten_in_a_watched_state_and_removed_in_any_other() {
    let far_ahead = format!("Scaling:{}", NOW + 2 * HOUR);
    for garbage in ["", "Scaling", "Scaling since yesterday", "Scaling:1764676800000:reported", "Running:1", &far_ahead]
    {
        let resp = run(&in_state("Scaling", Some(garbage), NOW));
        assert_eq!(record_changes(&resp), vec![Some(format!("Scaling:{NOW}"))], "{garbage:?}");
        assert_eq!(findings(&resp), vec![], "{garbage:?}");
        assert_eq!(events(&resp), vec![], "{garbage:?}");

        let resp = run(&in_state("Running", Some(garbage), NOW));
        assert_eq!(record_changes(&resp), vec![None], "{garbage:?}");
        assert_eq!(events(&resp), vec![], "{garbage:?}");
        assert_eq!(first(&resp)["status"], "checked");
    }
}

#[test]
fn a_record_a_little_ahead_of_now_is_another_servers_clock_and_is_kept() {
    let resp = run(&in_state("Scaling", Some(&format!("Scaling:{}", NOW + 2 * MIN)), NOW));
    assert!(nothing_at_all(&resp));
}

#[test]
fn external_managed_clusters_are_left_alone_and_lose_a_record_they_hold() {
    let external = |record: Option<&str>| {
        let mut req = in_state("Scaling", record, NOW);
        req["clusters"][0]["type"] = json!("ExternalManaged");
        run(&req)
    };
    assert!(nothing_at_all(&external(None)));

    let resp = external(Some(&format!("Scaling:{}", NOW - 5 * HOUR)));
    assert_eq!(record_changes(&resp), vec![None]);
    assert_eq!(events(&resp), vec![]);
    assert_eq!(findings(&resp), vec![]);

    let resp = external(Some(&format!("Scaling:{}:r3600", NOW - 5 * HOUR)));
    assert_eq!(record_changes(&resp), vec![None]);
    let info = the_info_event(&resp);
    assert!(info.contains("no longer CloudManaged (its type is now ExternalManaged)"), "{info}");
}

#[test]
fn a_skipped_cluster_carries_only_the_watchs_part_and_its_dedupe_details_are_never_touched() {
    let mut req = in_state("Scaling", Some(&format!("Scaling:{}", NOW - 2 * HOUR)), NOW);
    req["clusters"][0]["details"]["vmMapCheckReportedVmDrift"] = json!("mapped:5");
    req["clusters"][0]["details"]["vmMapCheckReportedNodeDrift"] = json!("garbage!");
    req["map"].as_array_mut().expect("map").push(row(42, 999));
    let resp = run(&req);
    let c = first(&resp);
    assert_eq!(c["status"], "skipped");
    assert!(text(c, "skip_reason").contains("Scaling"));
    assert_eq!(c["node_view"], Value::Null);
    assert_eq!(findings(&resp), vec![("stuck_state".into(), "stuck:Scaling".into(), true)]);
    let names: Vec<&str> = c["details"].as_array().expect("d").iter().map(|d| text(d, "name")).collect();
    assert_eq!(names, [DETAIL]);
}

#[test]
fn the_stuck_alert_is_sent_even_with_an_alert_cap_of_zero() {
    let mut req = in_state("Scaling", Some(&format!("Scaling:{}", NOW - 2 * HOUR)), NOW);
    req["settings"] = json!({"alert_cap": 0});
    assert_eq!(alerts(&run(&req)).len(), 1);
}

#[test]
fn stuck_texts_follow_the_rules_of_events_and_alerts() {
    let mut req = in_state("Scaling", Some(&format!("Scaling:{}", NOW - 26 * HOUR)), NOW);
    req["clusters"][0]["name"] = json!("prod\u{202e}\u{0007}\u{1F680}");
    req["clusters"][0]["zone_id"] = json!(3);
    let resp = run(&req);
    let event = &first(&resp)["events"][0];
    assert_eq!(event["type"], "KUBERNETES.CLUSTER.VM.MAP.CHECK");
    assert_eq!(event["display"], false);
    assert_eq!(event["resource_id"], 42);
    let description = text(event, "description");
    assert!(description.starts_with("Kubernetes cluster prod??\u{1F680} (id 42) has been in state Scaling"));
    assert!(description.contains("for at least 1 day 2 hours"), "{description}");
    assert!(description.chars().count() < 1024);
    let alert = &first(&resp)["alerts"][0];
    assert_eq!(alert["type"], "ALERT_TYPE_USERVM");
    assert_eq!(alert["zone_id"], 3);
    assert_eq!(
        text(alert, "subject"),
        "Kubernetes cluster prod??? (id 42): stuck in state Scaling for at least 1 day 2 hours"
    );
    for t in [description, text(alert, "subject"), text(alert, "body")] {
        assert!(!t.chars().any(cks_vmmap_check::sanitize::is_unsafe_char), "{t:?}");
    }
}

#[test]
fn the_example_request_shows_each_case() {
    let bytes = std::fs::read("examples/stuck-states.json").expect("example");
    let resp: Value = serde_json::from_slice(&cks_vmmap_check::check_request(&bytes).expect("valid")).expect("JSON");
    let by_id = |id: u64| {
        resp["clusters"].as_array().expect("c").iter().find(|c| c["id"] == id).cloned().expect("cluster in response")
    };
    assert_eq!(by_id(51)["findings"][0]["key"], "stuck:Scaling");
    assert_eq!(by_id(52)["details"][0]["value"], "RemovingNodes:1764676800000");
    assert_eq!(by_id(53)["status"], "checked");
    assert_eq!(by_id(53)["events"][0]["level"], "INFO");
    assert_eq!(by_id(54)["details"][0]["value"], Value::Null);
    assert_eq!(by_id(54)["events"], json!([]));
    assert_eq!(by_id(55)["events"][0]["level"], "INFO");
    assert_eq!(by_id(56)["details"][0]["value"], "Upgrading:1764676800000");
    assert_eq!(by_id(57)["details"], json!([]), "Importing for 80 minutes, under its 7200 s bound");
}

#[test]
fn end_of_episode_texts_are_sanitised_and_every_text_stays_under_the_event_column() {
    // A state CloudStack may add later, with a control character, and a 400-character cluster name.
    let mut req = in_state("Weird\u{7}State", Some(&format!("Scaling:{}:r3600", NOW - 2 * HOUR)), NOW);
    req["clusters"][0]["name"] = json!("n".repeat(400));
    let info = the_info_event(&run(&req));
    assert!(info.contains("now in state Weird?State"), "{info}");
    assert!(info.chars().count() < 1024);

    let mut req = in_state("Scaling", Some(&format!("Scaling:{}", NOW - 2 * HOUR)), NOW);
    req["clusters"][0]["name"] = json!("\u{1F680}".repeat(400));
    let resp = run(&req);
    let c = first(&resp);
    for t in [text(&c["events"][0], "description"), text(&c["alerts"][0], "subject"), text(&c["alerts"][0], "body")] {
        assert!(!t.is_empty() && t.chars().count() < 1024, "{} characters", t.chars().count());
    }
}
