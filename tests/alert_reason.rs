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

//! SPEC 3.8: why a cluster is in Alert, rule by rule.

mod common;

use common::*;
use serde_json::{json, Value};

const DETAIL: &str = "vmMapCheckAlertReason";
const GRACE_MS: i64 = 900_000;
const CONTROL: &str = "prod-control-19a0b1c2d3e";
const NODE_1: &str = "prod-node-19a0b1c2e4f";
const NODE_2: &str = "prod-node-19a0b1c2f50";

/// One `kubectl get nodes --no-headers` line.
fn line(name: &str, status: &str) -> String {
    format!("{name}   {status}   <none>   12d   v1.28.4\n")
}

/// A table listing of `(name, status)` nodes.
fn table(nodes: &[(&str, &str)]) -> Value {
    let output: String = nodes.iter().map(|(n, s)| line(n, s)).collect();
    json!({"ok": true, "output": output, "format": "table"})
}

fn all_ready() -> Value {
    table(&[(CONTROL, "Ready"), (NODE_1, "Ready"), (NODE_2, "Ready")])
}

/// The healthy `prod` (1 control, 2 workers, all mapped, Running and Ready) in Alert, with its node counts.
fn in_alert() -> Value {
    let mut req = healthy();
    req["clusters"][0]["state"] = json!("Alert");
    req["clusters"][0]["node_counts"] = json!({"control": 1, "workers": 2, "etcd": 0});
    req["clusters"][0]["kubectl"] = all_ready();
    req
}

fn set_vm_state(req: &mut Value, vm_id: u64, state: &str) {
    for vm in req["vms"].as_array_mut().expect("vms") {
        if vm["id"] == vm_id {
            vm["state"] = json!(state);
        }
    }
}

/// The `alert_reason` finding of the first cluster, if any.
fn reason(resp: &Value) -> Option<Value> {
    first(resp)["findings"].as_array().expect("findings").iter().find(|f| f["kind"] == "alert_reason").cloned()
}

fn reason_kind(resp: &Value) -> String {
    reason(resp).map(|r| text(&r, "reason_kind").to_string()).unwrap_or_default()
}

/// The record's changes of the first cluster: `Some(value)` written, `None` removed.
fn record_changes(resp: &Value) -> Vec<Option<String>> {
    detail_changes(resp, DETAIL)
}

fn alerts(resp: &Value) -> Vec<(String, String)> {
    first(resp)["alerts"]
        .as_array()
        .expect("alerts")
        .iter()
        .map(|a| (text(a, "subject").to_string(), text(a, "body").to_string()))
        .collect()
}

/// Runs `req`, applies its detail changes, and moves the clock on by `ms` for the next run.
fn step(req: &mut Value, ms: i64) -> Value {
    let resp = run(req);
    apply_details(req, &resp);
    req["now_ms"] = json!(req["now_ms"].as_i64().expect("now") + ms);
    resp
}

// ---- The conditions, first failing first ---------------------------------------------------------------------

#[test]
fn a_stopped_worker_is_the_reason_with_its_name_id_and_state() {
    let mut req = in_alert();
    set_vm_state(&mut req, 102, "Stopped");
    let resp = run(&req);
    let r = reason(&resp).expect("a reason");
    assert_eq!(text(&r, "key"), "alert:vm_state");
    assert_eq!(text(&r, "reason"), format!("1 of 3 mapped VMs is not Running: {NODE_1} (id 102) is Stopped"));
    assert_eq!(r["explained"], json!(null), "a Stopped VM is no mismatch of SPEC 3.3");
    assert!(text(&r, "description").contains("startVirtualMachine"), "{r}");
}

#[test]
fn every_mapped_vm_stopped_is_no_blocker_ckss_scanner_stops_the_cluster() {
    let mut req = in_alert();
    for id in [101, 102, 103] {
        set_vm_state(&mut req, id, "Stopped");
    }
    let resp = run(&req);
    assert_eq!(reason_kind(&resp), "waiting_on_cks");
    assert!(text(&reason(&resp).expect("reason"), "reason").contains("moves the cluster to Stopped"));
}

#[test]
fn a_destroyed_mapped_vm_is_explained_by_its_own_mismatch() {
    let mut req = in_alert();
    set_vm_state(&mut req, 103, "Destroyed");
    let resp = run(&req);
    assert_eq!(reason_kind(&resp), "vm_state");
    assert_eq!(reason(&resp).expect("reason")["explained"], json!(true));
    assert!(keys(&resp).contains(&"mapped:103".to_string()));
}

#[test]
fn a_missing_mapped_vm_is_named_by_its_id() {
    let mut req = in_alert();
    req["map"].as_array_mut().expect("map").push(row(42, 999));
    let resp = run(&req);
    let r = reason(&resp).expect("reason");
    assert_eq!(text(&r, "reason_kind"), "vm_state");
    assert!(text(&r, "reason").contains("VM id 999 is missing"), "{r}");
    assert_eq!(r["explained"], json!(true));
}

#[test]
fn a_map_row_more_than_the_node_count_is_the_reason_when_every_vm_runs() {
    // A partial scale that made and mapped a VM but left the cluster's size (CloudStack issue #12123).
    let mut req = in_alert();
    req["vms"].as_array_mut().expect("vms").push(running(104, "prod-node-19a0b1c2f61"));
    req["map"].as_array_mut().expect("map").push(row(42, 104));
    req["clusters"][0]["kubectl"] =
        table(&[(CONTROL, "Ready"), (NODE_1, "Ready"), (NODE_2, "Ready"), ("prod-node-19a0b1c2f61", "Ready")]);
    let resp = run(&req);
    let r = reason(&resp).expect("reason");
    assert_eq!(text(&r, "reason_kind"), "map_count");
    assert!(
        text(&r, "reason").starts_with(
            "the VM map has 4 rows, 1 more than the node count: the cluster's size is 3 (1 control, 2 workers, 0 etcd)"
        ),
        "{r}"
    );
    assert_eq!(r["explained"], json!(null));
}

#[test]
fn a_stopped_vm_in_a_map_short_of_rows_names_both() {
    // CKS trips on the count first; SPEC 3.8 names the VM first: the text says the map needs fixing too.
    let mut req = in_alert();
    set_vm_state(&mut req, 102, "Stopped");
    req["clusters"][0]["node_counts"] = json!({"control": 1, "workers": 3, "etcd": 0});
    let resp = run(&req);
    let r = reason(&resp).expect("reason");
    assert_eq!(text(&r, "reason_kind"), "vm_state");
    assert!(
        text(&r, "reason").starts_with(
            "1 of 3 mapped VMs is not Running (and the VM map has 3 rows for a node count of 4, which CKS also needs \
             equal): "
        ),
        "{r}"
    );
    // Said before the names, which the text's bound may cut.
    for id in [101, 102, 103] {
        set_vm_state(&mut req, id, "Error");
        let vm = req["vms"].as_array_mut().expect("vms").iter_mut().find(|v| v["id"] == id).expect("vm");
        vm["name"] = json!(format!("n{id}.{}", "a".repeat(240)));
    }
    let said = text(&reason(&run(&req)).expect("reason"), "reason").to_string();
    assert!(said.contains("3 rows for a node count of 4"), "{said}");
    // With as many rows as nodes, the VMs alone.
    req["clusters"][0]["node_counts"] = json!({"control": 1, "workers": 2, "etcd": 0});
    assert!(!text(&reason(&run(&req)).expect("reason"), "reason").contains("VM map"));
}

#[test]
fn a_destroyed_vm_in_a_short_map_is_not_explained_by_the_vms_mismatch_alone() {
    // The VM's own mismatch explains the VM; nothing explains the row missing: the reason keeps its alert.
    let mut req = in_alert();
    set_vm_state(&mut req, 102, "Destroyed");
    req["clusters"][0]["node_counts"] = json!({"control": 1, "workers": 3, "etcd": 0});
    let r = reason(&run(&req)).expect("reason");
    assert_eq!(text(&r, "reason_kind"), "vm_state");
    assert_eq!(r["explained"], json!(null), "{r}");
    req["clusters"][0]["node_counts"] = json!({"control": 1, "workers": 2, "etcd": 0});
    assert_eq!(reason(&run(&req)).expect("reason")["explained"], json!(true));
}

#[test]
fn an_empty_map_and_a_size_of_zero_say_so() {
    let mut req = in_alert();
    req["map"] = json!([]);
    req["clusters"][0]["node_counts"] = json!({"control": 0, "workers": 0, "etcd": 0});
    let r = reason(&run(&req)).expect("reason");
    assert_eq!(
        text(&r, "reason"),
        "the VM map has no rows and the cluster's size is 0 (0 control, 0 workers, 0 etcd): CKS reconciles only a \
         cluster whose map has rows"
    );
}

#[test]
fn duplicate_rows_count_as_ckss_scanner_counts_them() {
    let mut req = in_alert();
    req["map"].as_array_mut().expect("map").push(row(42, 103));
    let resp = run(&req);
    let r = reason(&resp).expect("reason");
    assert_eq!(text(&r, "reason_kind"), "map_count");
    assert!(text(&r, "reason").contains("4 rows (1 of them duplicates), 1 more"), "{r}");
}

#[test]
fn fewer_rows_than_nodes_is_explained_by_the_unmapped_vm() {
    let mut req = in_alert();
    req["map"].as_array_mut().expect("map").retain(|r| r["vm_id"] != 103);
    let resp = run(&req);
    let r = reason(&resp).expect("reason");
    assert_eq!(text(&r, "reason_kind"), "map_count");
    assert!(text(&r, "reason").contains("2 rows, 1 fewer"), "{r}");
    assert!(keys(&resp).contains(&"unmapped:103".to_string()));
    assert_eq!(r["explained"], json!(true));
}

#[test]
fn no_ssh_address_comes_next() {
    let mut req = in_alert();
    req["clusters"][0]["kubectl"] = json!({"ok": false, "reason": "no SSH address", "no_address": true});
    assert_eq!(reason_kind(&run(&req)), "no_address");
}

#[test]
fn a_listing_the_check_cannot_read_is_unknown_never_not_ready() {
    let cases = [
        json!({"ok": false, "reason": "SSH timed out after 30 s"}),
        json!({"ok": true, "output": "x".repeat(4 * 1024 * 1024 + 1), "format": "table"}),
        json!({"ok": true, "output": "node/prod-control-19a0b1c2d3e\n"}),
    ];
    // A listing that failed, one kubectl answered and the check did not believe (over its bounds), one without STATUS:
    // each says so in its own fixed words.
    let said = ["could not be listed over SSH", "not believed", "carries no STATUS"];
    for (kubectl, said) in cases.iter().zip(said) {
        let mut req = in_alert();
        req["clusters"][0]["kubectl"] = kubectl.clone();
        let resp = run(&req);
        assert_eq!(reason_kind(&resp), "nodes_unknown", "{kubectl:.80}");
        let text = text(&reason(&resp).expect("reason"), "reason").to_string();
        assert!(text.contains(said), "{said}: {text}");
        // Whether CKS's own count (another command) fails too, the check cannot know: it does not say.
        assert!(!text.contains("CKS cannot count"), "{text}");
    }
    // A list not believed (SPEC 3.2) is unknown too.
    let mut req = in_alert();
    req["settings"] = json!({"max_unmatched_nodes": 2});
    let strays: Vec<(String, &str)> = (0..3).map(|i| (format!("stray-{i}"), "NotReady")).collect();
    let mut nodes: Vec<(&str, &str)> = vec![(CONTROL, "Ready"), (NODE_1, "Ready"), (NODE_2, "Ready")];
    nodes.extend(strays.iter().map(|(n, s)| (n.as_str(), *s)));
    req["clusters"][0]["kubectl"] = table(&nodes);
    let resp = run(&req);
    assert_eq!(reason_kind(&resp), "nodes_unknown");
    let said = text(&reason(&resp).expect("reason"), "reason").to_string();
    assert!(said.contains("not believed") && !said.contains("stray"), "a fixed phrase, no tenant text: {said}");
}

#[test]
fn nodes_not_ready_are_named_with_their_status() {
    let mut req = in_alert();
    req["clusters"][0]["kubectl"] = table(&[(CONTROL, "Ready"), (NODE_1, "NotReady"), (NODE_2, "Unknown")]);
    let resp = run(&req);
    let r = reason(&resp).expect("reason");
    assert_eq!(text(&r, "reason_kind"), "ready_nodes");
    assert_eq!(
        text(&r, "reason"),
        format!(
            "1 of the 3 Kubernetes nodes CKS expects (control and workers) are Ready; not Ready: {NODE_1} is \
             NotReady, {NODE_2} is Unknown"
        )
    );
    assert_eq!(r["explained"], json!(null));
}

#[test]
fn a_status_kubectl_does_not_print_is_not_repeated() {
    // The kubelet's words are the tenant's: only kubectl's own STATUS words reach a reason, an alert and the list.
    let mut req = in_alert();
    req["clusters"][0]["kubectl"] =
        table(&[(CONTROL, "Ready"), (NODE_1, "NotReady,CallSupportOnPlusOneNineHundredNow"), (NODE_2, "NotReady")]);
    let resp = run(&req);
    let said = text(&reason(&resp).expect("reason"), "reason").to_string();
    assert!(
        said.ends_with(&format!("not Ready: {NODE_1} is of a STATUS kubectl does not print, {NODE_2} is NotReady")),
        "{said}"
    );
    assert!(!said.contains("CallSupport"), "{said}");
    // kubectl's own words, cordoned or not, are shown as they are.
    req["clusters"][0]["kubectl"] =
        table(&[(CONTROL, "Ready"), (NODE_1, "NotReady,SchedulingDisabled"), (NODE_2, "Unknown")]);
    let said = text(&reason(&run(&req)).expect("reason"), "reason").to_string();
    assert!(said.contains(&format!("{NODE_1} is NotReady,SchedulingDisabled, {NODE_2} is Unknown")), "{said}");
}

#[test]
fn a_cordoned_node_is_ready_as_ckss_grep_counts_it() {
    let mut req = in_alert();
    req["clusters"][0]["kubectl"] =
        table(&[(CONTROL, "Ready,SchedulingDisabled"), (NODE_1, "Ready"), (NODE_2, "Ready,SchedulingDisabled")]);
    assert_eq!(reason_kind(&run(&req)), "waiting_on_cks");
}

#[test]
fn a_mapped_vm_with_no_node_is_named_and_explained_once_it_is_a_mismatch() {
    let mut req = in_alert();
    req["clusters"][0]["kubectl"] = table(&[(CONTROL, "Ready"), (NODE_1, "Ready")]);
    let resp = run(&req);
    let r = reason(&resp).expect("reason");
    assert_eq!(text(&r, "reason_kind"), "ready_nodes");
    assert!(text(&r, "reason").ends_with(&format!("mapped VMs with no node: {NODE_2} (id 103)")), "{r}");
    // healthy()'s VMs were created long ago, so vm_not_node is a mismatch already.
    assert!(keys(&resp).contains(&"notnode:103".to_string()));
    assert_eq!(r["explained"], json!(true));
}

#[test]
fn etcd_nodes_count_as_ready_as_cks_adds_them() {
    let mut req = in_alert();
    req["clusters"][0]["node_counts"] = json!({"control": 1, "workers": 2, "etcd": 1});
    req["vms"].as_array_mut().expect("vms").push(running(104, "prod-etcd-1-19a0b1c2f72"));
    req["map"].as_array_mut().expect("map").push(json!({"cluster_id": 42, "vm_id": 104, "etcd": true}));
    assert_eq!(reason_kind(&run(&req)), "waiting_on_cks");
}

#[test]
fn more_ready_nodes_than_the_size_is_a_reason_too() {
    let mut req = in_alert();
    req["clusters"][0]["kubectl"] =
        table(&[(CONTROL, "Ready"), (NODE_1, "Ready"), (NODE_2, "Ready"), ("hand-made", "Ready")]);
    let resp = run(&req);
    let r = reason(&resp).expect("reason");
    assert_eq!(text(&r, "reason_kind"), "ready_nodes");
    assert!(text(&r, "reason").contains("4 of the 3") && text(&r, "reason").contains("1 more"), "{r}");
    assert!(keys(&resp).contains(&"node:hand-made".to_string()));
    assert_eq!(r["explained"], json!(true));
}

#[test]
fn when_all_four_hold_it_waits_on_ckss_last_checks() {
    let resp = run(&in_alert());
    let r = reason(&resp).expect("reason");
    assert_eq!(text(&r, "key"), "alert:waiting_on_cks");
    assert!(text(&r, "reason").contains("API server, kubeconfig, dashboard"), "{r}");
}

#[test]
fn a_running_cluster_or_one_without_counts_gets_no_reason() {
    let resp = run(&healthy());
    assert_eq!(reason(&resp), None);
    let mut req = in_alert();
    req["clusters"][0]["node_counts"] = json!(null);
    let resp = run(&req);
    assert_eq!(reason(&resp), None);
    assert_eq!(record_changes(&resp), Vec::<Option<String>>::new());
}

// ---- The episode: once per kind, after the grace period, INFO on leaving ----------------------------------------

#[test]
fn the_first_run_records_the_episode_and_reports_after_the_grace_period_once() {
    let mut req = in_alert();
    set_vm_state(&mut req, 102, "Stopped");
    let first_run = step(&mut req, GRACE_MS - 1);
    let text_now = format!("1 of 3 mapped VMs is not Running: {NODE_1} (id 102) is Stopped");
    assert_eq!(record_changes(&first_run), vec![Some(format!("{NOW};;v;{text_now}"))]);
    assert_eq!(reason(&first_run).expect("reason")["new"], json!(false));
    assert_eq!(events(&first_run), vec![]);
    // Within the grace period: nothing, not even a write.
    let within = step(&mut req, 1);
    assert_eq!(record_changes(&within), Vec::<Option<String>>::new());
    assert_eq!(events(&within), vec![]);
    // At the grace period: one WARN event, one alert, the kind recorded as reported.
    let due = step(&mut req, 300_000);
    assert_eq!(record_changes(&due), vec![Some(format!("{NOW};v;v;{text_now}"))]);
    assert_eq!(reason(&due).expect("reason")["new"], json!(true));
    let evs = events(&due);
    assert_eq!(evs.len(), 1, "{evs:?}");
    assert_eq!(evs[0].0, "WARN");
    assert!(evs[0].1.starts_with("Kubernetes cluster prod (id 42): the cluster is in Alert"), "{evs:?}");
    let al = alerts(&due);
    assert_eq!(al.len(), 1);
    assert_eq!(al[0].0, "Kubernetes cluster prod (id 42): in Alert - mapped VMs not Running");
    assert!(al[0].1.contains("Key alert:vm_state"), "{al:?}");
    // Later runs: nothing more.
    for _ in 0..3 {
        let later = step(&mut req, 300_000);
        assert_eq!((events(&later), alerts(&later), record_changes(&later)), (vec![], vec![], vec![]));
    }
}

#[test]
fn a_new_kind_within_the_episode_is_reported_once_more_an_old_one_not() {
    let mut req = in_alert();
    set_vm_state(&mut req, 102, "Stopped");
    step(&mut req, GRACE_MS);
    assert_eq!(events(&step(&mut req, 300_000)).len(), 1);
    // The VM is started; its node is not Ready yet.
    set_vm_state(&mut req, 102, "Running");
    req["clusters"][0]["kubectl"] = table(&[(CONTROL, "Ready"), (NODE_1, "NotReady"), (NODE_2, "Ready")]);
    // The first run that finds the new kind records it and reports nothing: a restarted node's kubelet is often not
    // Ready yet.
    let first = step(&mut req, 300_000);
    assert_eq!(reason_kind(&first), "ready_nodes");
    assert_eq!((events(&first), alerts(&first)), (vec![], vec![]));
    let record = record_changes(&first).pop().flatten().expect("a record");
    assert!(record.starts_with(&format!("{NOW};v+r;r;")), "{record}");
    // Found again by the next run: reported once.
    let next = step(&mut req, 300_000);
    assert_eq!(reason_kind(&next), "ready_nodes");
    assert_eq!((events(&next).len(), alerts(&next).len()), (1, 1));
    let record = record_changes(&next).pop().flatten().expect("a record");
    assert!(record.starts_with(&format!("{NOW};vr;r;")), "{record}");
    // Stopped again: a kind already reported in this episode says nothing, only the record follows.
    set_vm_state(&mut req, 102, "Stopped");
    let again = step(&mut req, 300_000);
    assert_eq!((events(&again), alerts(&again)), (vec![], vec![]));
    assert!(record_changes(&again).pop().flatten().expect("a record").starts_with(&format!("{NOW};vr;v;")));
}

#[test]
fn two_later_kinds_that_take_turns_are_each_reported_the_second_time_they_are_found() {
    // A node that flaps after the fix: Ready nodes short, then all Ready (CKS's last checks), and again.
    let mut req = in_alert();
    set_vm_state(&mut req, 102, "Stopped");
    step(&mut req, GRACE_MS);
    assert_eq!(events(&step(&mut req, 300_000)).len(), 1, "vm_state reported");
    set_vm_state(&mut req, 102, "Running");
    let flapping = table(&[(CONTROL, "Ready"), (NODE_1, "NotReady"), (NODE_2, "Ready")]);
    let mut reported = Vec::new();
    let mut records = Vec::new();
    for run in 0..4 {
        req["clusters"][0]["kubectl"] = if run % 2 == 0 { flapping.clone() } else { all_ready() };
        let resp = step(&mut req, 300_000);
        reported.push((reason_kind(&resp), events(&resp).len(), alerts(&resp).len()));
        records.push(record_changes(&resp).pop().flatten().map(|r| r.split(';').take(3).collect::<Vec<_>>().join(";")));
    }
    assert_eq!(
        reported,
        vec![
            ("ready_nodes".to_string(), 0, 0),
            ("waiting_on_cks".to_string(), 0, 0),
            ("ready_nodes".to_string(), 1, 1),
            ("waiting_on_cks".to_string(), 1, 1),
        ]
    );
    assert_eq!(records, [";v+r;r", ";v+rw;w", ";vr+w;r", ";vrw;w"].map(|tail| Some(format!("{NOW}{tail}"))).to_vec());
}

#[test]
fn leaving_alert_removes_the_record_with_an_info_event_when_something_was_reported() {
    let mut req = in_alert();
    set_vm_state(&mut req, 102, "Stopped");
    step(&mut req, GRACE_MS);
    step(&mut req, 300_000);
    set_vm_state(&mut req, 102, "Running");
    req["clusters"][0]["state"] = json!("Running");
    let left = step(&mut req, 0);
    assert_eq!(record_changes(&left), vec![None]);
    let evs = events(&left);
    assert_eq!(evs.len(), 1, "{evs:?}");
    assert_eq!(evs[0].0, "INFO");
    assert_eq!(
        evs[0].1,
        "Kubernetes cluster prod (id 42) has left Alert; it is now in state Running. It had been in Alert for at \
         least 20 minutes; the reasons the VM map check reported for it are over."
    );
    assert_eq!(alerts(&left), vec![]);
}

#[test]
fn an_episode_shorter_than_the_grace_period_ends_without_a_word() {
    let mut req = in_alert();
    set_vm_state(&mut req, 102, "Stopped");
    step(&mut req, 60_000);
    req["clusters"][0]["state"] = json!("Stopped");
    let left = step(&mut req, 0);
    assert_eq!(first(&left)["status"], "skipped");
    assert_eq!(record_changes(&left), vec![None]);
    assert_eq!(events(&left), vec![]);
}

#[test]
fn a_skipped_or_no_longer_cloud_managed_cluster_ends_its_episode_too() {
    for (state, kind, says) in [
        ("Stopped", "CloudManaged", "now in state Stopped"),
        ("Alert", "ExternalManaged", "no longer CloudManaged (its type is now ExternalManaged)"),
    ] {
        let mut req = in_alert();
        req["clusters"][0]["details"] = json!({ DETAIL: format!("{};v;v;old", NOW - 3_600_000) });
        req["clusters"][0]["state"] = json!(state);
        req["clusters"][0]["type"] = json!(kind);
        let resp = run(&req);
        assert_eq!(record_changes(&resp), vec![None], "{state} {kind}");
        let evs = events(&resp);
        assert_eq!(evs.len(), 1, "{evs:?}");
        assert!(evs[0].1.contains(says) && evs[0].1.contains("at least 1 hour"), "{evs:?}");
    }
}

#[test]
fn an_unreadable_record_starts_a_new_episode_now_without_an_event() {
    let mut req = in_alert();
    req["clusters"][0]["details"] = json!({ DETAIL: "hand-edited" });
    let resp = run(&req);
    assert_eq!(record_changes(&resp).pop().flatten().map(|v| v.starts_with(&format!("{NOW};;w;"))), Some(true));
    assert_eq!(events(&resp), vec![]);
}

#[test]
fn an_answer_from_the_database_alone_shows_the_vm_side_now_and_the_node_side_as_stored() {
    let mut req = in_alert();
    req["clusters"][0]["details"] = json!({ DETAIL: format!("{};r;r;1 of the 3 nodes are Ready", NOW - GRACE_MS) });
    req["clusters"][0]["kubectl"] = json!(null);
    let resp = run(&req);
    let r = reason(&resp).expect("reason");
    assert_eq!((text(&r, "reason_kind"), text(&r, "reason")), ("ready_nodes", "1 of the 3 nodes are Ready"));
    assert_eq!((record_changes(&resp), events(&resp)), (vec![], vec![]));
    set_vm_state(&mut req, 102, "Stopped");
    let resp = run(&req);
    assert_eq!(reason_kind(&resp), "vm_state");
    assert_eq!(reason(&resp).expect("reason")["new"], json!(false));
    assert_eq!((record_changes(&resp), events(&resp)), (vec![], vec![]));
}

// ---- Alerts: caps and texts ------------------------------------------------------------------------------------

#[test]
fn an_explained_reason_gets_its_event_and_no_alert_of_its_own() {
    let mut req = in_alert();
    set_vm_state(&mut req, 103, "Destroyed");
    req["clusters"][0]["details"] = json!({ DETAIL: format!("{};;v;x", NOW - GRACE_MS) });
    let resp = run(&req);
    let evs = events(&resp);
    assert_eq!(evs.len(), 2, "the destroyed VM's event and the reason's: {evs:?}");
    let al = alerts(&resp);
    assert_eq!(al.len(), 1, "only the destroyed VM's alert: {al:?}");
    assert!(al[0].0.contains("mapped VM destroyed"), "{al:?}");
}

#[test]
fn the_reason_counts_against_the_clusters_alert_cap() {
    let mut req = in_alert();
    req["settings"] = json!({"alert_cap": 1});
    set_vm_state(&mut req, 102, "Stopped");
    req["clusters"][0]["details"] = json!({ DETAIL: format!("{};;v;x", NOW - GRACE_MS) });
    // One unmapped VM: a mismatch with its own alert, then the reason goes into the summary.
    req["vms"].as_array_mut().expect("vms").push(running(104, "prod-node-19a0b1c2f61"));
    let resp = run(&req);
    let al = alerts(&resp);
    assert_eq!(al.len(), 2, "{al:?}");
    assert!(al[0].0.contains("VM not in the VM map"), "{al:?}");
    assert!(al[1].1.contains("1 x why it is in Alert"), "{al:?}");
}

#[test]
fn reason_texts_are_bounded_and_safe_whatever_the_names() {
    let mut req = in_alert();
    req["clusters"][0]["name"] = json!("prod\u{202e}\u{1b}[31m\u{1F600}");
    let mut nodes: Vec<(String, &str)> = (0..50).map(|i| (format!("n{i}.{}", "a".repeat(60)), "NotReady")).collect();
    nodes.push(("x".repeat(253), "Unknown"));
    let listed: Vec<(&str, &str)> = nodes.iter().map(|(n, s)| (n.as_str(), *s)).collect();
    req["clusters"][0]["kubectl"] = table(&listed);
    req["settings"] = json!({"max_unmatched_nodes": 1000});
    req["clusters"][0]["details"] = json!({ DETAIL: format!("{};;r;x", NOW - GRACE_MS) });
    let resp = run(&req);
    let r = reason(&resp).expect("reason");
    let short = text(&r, "reason");
    assert!(short.chars().count() <= 400, "{}", short.len());
    assert!(short.contains("and 48 more"), "{short}");
    // The stray nodes' alerts up to the cap, then the summary that counts the reason: none may be empty of texts.
    assert!(!alerts(&resp).is_empty(), "alerts are sent, and read below");
    for (subject, body) in alerts(&resp) {
        for t in [subject, body] {
            assert!(t.chars().all(|c| !c.is_control() && (c as u32) < 0x10000 && c != '\u{202e}'), "{t:?}");
        }
    }
    let value = record_changes(&resp).pop().flatten().expect("record");
    assert!(value.chars().count() <= 10240 && value.chars().all(|c| !c.is_control()));
}

#[test]
fn the_response_carries_the_stored_reason_for_the_cluster_list() {
    let mut req = in_alert();
    req["clusters"][0]["details"] = json!({ DETAIL: format!("{};v;v;1 of 3 mapped VMs is not Running", NOW - 60_000) });
    req["clusters"][0]["kubectl"] = json!({"ok": false, "reason": "the cluster list reads the details only"});
    assert_eq!(first(&run(&req))["alert_reason"], "1 of 3 mapped VMs is not Running");
    assert_eq!(first(&run(&req))["alert_reason_kind"], "vm_state", "the list's short label names the kind");
    req["clusters"][0]["details"] = json!({ DETAIL: format!("{};m;r;2 of 3 nodes are Ready", NOW - 60_000) });
    assert_eq!(first(&run(&req))["alert_reason_kind"], "ready_nodes", "the current kind, not the reported ones");
    req["clusters"][0]["details"] = json!({ DETAIL: "garbage" });
    assert_eq!(first(&run(&req))["alert_reason"], json!(null));
    assert_eq!(first(&run(&req))["alert_reason_kind"], json!(null));
    req["clusters"][0]["state"] = json!("Running");
    req["clusters"][0]["details"] = json!({ DETAIL: format!("{};v;v;old", NOW - 60_000) });
    assert_eq!(first(&run(&req))["alert_reason"], json!(null));
    assert_eq!(first(&run(&req))["alert_reason_kind"], json!(null));
}

#[test]
fn a_negative_count_from_a_database_edit_is_a_fact_not_a_refused_request() {
    let mut req = in_alert();
    req["clusters"][0]["node_counts"] = json!({"control": 1, "workers": -1, "etcd": 0});
    let resp = run(&req);
    let r = reason(&resp).expect("reason");
    assert_eq!(text(&r, "reason_kind"), "map_count");
    assert!(text(&r, "reason").contains("the cluster's size is 0 (1 control, -1 workers, 0 etcd)"), "{r}");
}

#[test]
fn messages_on_stderr_make_ckss_count_unreadable_and_that_is_the_reason() {
    // SshHelper appends stderr to stdout: CKS's Integer.parseInt of "3\nsudo: ..." fails, so CKS never reconciles.
    let mut req = in_alert();
    let mut output = all_ready()["output"].as_str().expect("output").to_string();
    output.push_str("sudo: unable to resolve host alrt-control: Name or service not known\n");
    req["clusters"][0]["kubectl"] = json!({"ok": true, "output": output, "format": "table"});
    let resp = run(&req);
    let r = reason(&resp).expect("reason");
    assert_eq!(text(&r, "reason_kind"), "ready_nodes");
    assert!(
        text(&r, "reason").starts_with("CKS cannot read its Ready count: the control node prints 1 line(s)"),
        "{r}"
    );
    assert!(!text(&r, "reason").contains("sudo: unable"), "no tenant text in the reason: {r}");
}

#[test]
fn a_listing_the_check_itself_did_not_make_keeps_the_last_node_side_reason_and_reports_nothing() {
    let mut req = in_alert();
    let since = NOW - 2 * GRACE_MS;
    req["clusters"][0]["details"] = json!({ DETAIL: format!("{since};r;r;1 of the 3 nodes are Ready") });
    req["clusters"][0]["kubectl"] = json!({"ok": false, "reason": "the sweep's deadline passed", "not_listed": true});
    let resp = run(&req);
    let r = reason(&resp).expect("reason");
    assert_eq!((text(&r, "reason_kind"), text(&r, "reason")), ("ready_nodes", "1 of the 3 nodes are Ready"));
    assert_eq!((record_changes(&resp), events(&resp), alerts(&resp)), (vec![], vec![], vec![]));
    // The VM side needs no listing: a Stopped VM is the reason, recorded, and reported once a second run finds it
    // (a kind after the episode's first report).
    set_vm_state(&mut req, 102, "Stopped");
    let resp = run(&req);
    assert_eq!(reason_kind(&resp), "vm_state");
    assert_eq!(reason(&resp).expect("reason")["new"], json!(false));
    let record = record_changes(&resp).pop().flatten().expect("a record");
    assert!(record.starts_with(&format!("{since};r+v;v;")), "{record}");
    req["clusters"][0]["details"] = json!({ DETAIL: record });
    let resp = run(&req);
    assert_eq!(reason(&resp).expect("reason")["new"], json!(true));
    assert_eq!(record_changes(&resp).len(), 1);
}

#[test]
fn an_empty_map_is_the_map_count_reason_even_with_a_size_of_zero() {
    // CKS's reconcile stops on an empty map (CollectionUtils.isEmpty) whatever the size.
    let mut req = in_alert();
    req["map"] = json!([]);
    req["clusters"][0]["node_counts"] = json!({"control": 0, "workers": 0, "etcd": 0});
    assert_eq!(reason_kind(&run(&req)), "map_count");
}

#[test]
fn null_reads_as_absent_in_the_new_fields() {
    let mut req = in_alert();
    req["clusters"][0]["kubectl"]["no_address"] = json!(null);
    req["clusters"][0]["kubectl"]["not_listed"] = json!(null);
    req["clusters"][0]["node_counts"]["etcd"] = json!(null);
    assert_eq!(reason_kind(&run(&req)), "waiting_on_cks");
    req["clusters"][0]["kubectl"]["format"] = json!(null);
    assert_eq!(reason_kind(&run(&req)), "nodes_unknown", "the default form, -o name, has no STATUS");
}
