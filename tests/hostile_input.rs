//! Hostile and broken input (issue: hardening), each with a named test and a defined outcome.

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use common::*;
use serde_json::{json, Value};

fn texts(response: &Value) -> Vec<String> {
    let c = first(response);
    let mut out: Vec<String> = vec![c["node_view_reason"].as_str().unwrap_or("").to_string()];
    for e in c["events"].as_array().expect("events") {
        out.push(text(e, "description").to_string());
    }
    for a in c["alerts"].as_array().expect("alerts") {
        out.push(text(a, "subject").to_string());
        out.push(text(a, "body").to_string());
    }
    out
}

#[test]
fn a_200_mb_request_is_refused_after_reading_at_most_the_limit() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cks-vmmap-check"))
        .args(["check", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let chunk = vec![b' '; 1024 * 1024];
    let mut written = 0usize;
    for _ in 0..200 {
        if stdin.write_all(&chunk).is_err() {
            break; // the CLI stopped reading: it refused the request
        }
        written += chunk.len();
    }
    drop(stdin);
    let out = child.wait_with_output().expect("the CLI ends");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("over the limit"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        written < cks_vmmap_check::contract::MAX_REQUEST_BYTES + 2 * 1024 * 1024,
        "the CLI read {written} bytes: it must stop just past the {} byte limit",
        cks_vmmap_check::contract::MAX_REQUEST_BYTES
    );
}

#[test]
fn numbers_at_the_edges_of_their_range() {
    for (now, created, grace) in [(i64::MAX, i64::MIN, u64::MAX), (i64::MIN, i64::MAX, 0), (0, 0, 0), (-1, -1, 1)] {
        let mut req = healthy();
        req["now_ms"] = json!(now);
        req["settings"] = json!({"grace_period_s": grace});
        req["vms"].as_array_mut().expect("vms").push(json!({"id": u64::MAX, "name": "prod-node-abc", "account_id": u64::MAX,
                                                            "state": "Running", "created_ms": created, "state_changed_ms": i64::MIN}));
        req["map"].as_array_mut().expect("map").push(json!({"cluster_id": u64::MAX, "vm_id": 0}));
        let resp = run(&req);
        assert_eq!(first(&resp)["status"], "checked");
    }
}

#[test]
fn a_vm_created_after_now_is_never_past_its_grace_period() {
    let mut req = healthy();
    req["vms"].as_array_mut().expect("vms").push(json!({"id": 120, "name": "prod-node-abc", "account_id": 7,
                                                        "state": "Running", "created_ms": NOW + HOUR}));
    req["settings"] = json!({"grace_period_s": 0});
    assert_eq!(keys(&run(&req)), Vec::<String>::new());
}

#[test]
fn nul_control_and_bidi_characters_in_every_string_field_never_reach_a_text() {
    let hostile = "x\u{0}\u{1}\u{1b}[2J\u{7f}\u{85}\u{202e}\u{2066}\u{200f}\u{feff}y\r\n";
    let mut req = healthy();
    let c = &mut req["clusters"][0];
    c["name"] = json!(hostile);
    c["uuid"] = json!(hostile);
    c["details"] = json!({"vmMapCheckReportedVmDrift": hostile, "vmMapCheckReportedNodeDrift": hostile});
    c["kubectl"] = json!({"ok": false, "reason": hostile});
    req["vms"].as_array_mut().expect("vms").push(json!({"id": 120, "uuid": hostile, "name": hostile, "account_id": 7,
                                                        "state": "Error", "created_ms": 0}));
    req["map"].as_array_mut().expect("map").push(row(42, 120));
    let resp = run(&req);
    let all = texts(&resp);
    assert!(all.len() >= 3);
    for t in all {
        assert!(
            !t.chars().any(|ch| ch.is_control() || ('\u{2000}'..='\u{206f}').contains(&ch) || ch == '\u{feff}'),
            "{t:?}"
        );
    }
    // The state and type are not checked-state names, so such a cluster is skipped with a clean reason.
    let mut skipped = healthy();
    skipped["clusters"][0]["state"] = json!(hostile);
    let resp = run(&skipped);
    assert!(!text(first(&resp), "skip_reason").chars().any(char::is_control));
}

#[test]
fn invalid_surrogates_are_an_invalid_request_naming_the_field() {
    let base = serde_json::to_string(&healthy()).expect("JSON");
    let bad = base.replacen("\"prod\"", "\"pr\\ud800od\"", 1);
    let err = run_err(bad.as_bytes());
    assert!(err.to_string().contains("$.clusters[0].name"), "{err}");
    let bad = base.replacen("\"Running\"", "\"\\udc00\"", 1);
    assert!(run_err(bad.as_bytes()).to_string().contains("surrogate"));
}

#[test]
fn kubectl_output_with_100000_node_lines_makes_the_node_view_unavailable() {
    let output: String = (0..100_000).map(|i| format!("node/n{i}\n")).collect();
    let mut req = healthy();
    req["clusters"][0]["kubectl"] = json!({"ok": true, "output": output});
    req["clusters"][0]["details"] = json!({"vmMapCheckReportedNodeDrift": "node:ghost"});
    let resp = run(&req);
    assert_eq!(first(&resp)["node_view"], "unavailable");
    assert!(text(first(&resp), "node_view_reason").contains("10000 node lines"));
    assert_eq!(first(&resp)["details"], json!([]), "the node detail is kept as it was");
}

#[test]
fn one_10_mb_line_of_kubectl_output_makes_the_node_view_unavailable() {
    let mut req = healthy();
    req["clusters"][0]["kubectl"] = json!({"ok": true, "output": format!("node/{}", "a".repeat(10 * 1024 * 1024))});
    let resp = run(&req);
    assert_eq!(first(&resp)["node_view"], "unavailable");
    assert!(text(first(&resp), "node_view_reason").contains("over the limit"));
}

#[test]
fn kubectl_output_with_ansi_escapes_and_crlf() {
    let mut req = healthy();
    let output = "node/prod-control-19a0b1c2d3e\r\n\u{1b}[0m\r\nnode/prod-node-19a0b1c2e4f\r\nnode/prod-node-19a0b1c2f50\r\n\u{1b}[31mnode/ghost\u{1b}[0m\r\n";
    req["clusters"][0]["kubectl"] = json!({"ok": true, "output": output});
    assert_eq!(keys(&run(&req)), Vec::<String>::new(), "escaped lines are junk; CRLF lines are nodes");
}

#[test]
fn node_names_of_253_characters_are_reported_and_stored() {
    let label = "a".repeat(63);
    let long = format!("{label}.{label}.{label}.{}", "b".repeat(61));
    let mut req = healthy();
    let output =
        format!("node/prod-control-19a0b1c2d3e\nnode/prod-node-19a0b1c2e4f\nnode/prod-node-19a0b1c2f50\nnode/{long}\n");
    req["clusters"][0]["kubectl"] = json!({"ok": true, "output": output});
    let resp = run(&req);
    assert_eq!(keys(&resp), vec![format!("node:{long}")]);
    let d = &first(&resp)["details"][0];
    assert_eq!(d["value"], json!(format!("node:{long}")));
    assert!(text(&first(&resp)["alerts"][0], "subject").contains(&long));
}

#[test]
fn a_detail_value_exactly_at_the_limit_is_read_and_written() {
    // Two keys of 23 characters plus the comma: 47 characters, with detail_max_chars 47.
    let mut req = healthy();
    req["settings"] = json!({"detail_max_chars": 47});
    req["map"].as_array_mut().expect("map").extend([row(42, 1_000_000_000_000_000), row(42, 2_000_000_000_000_000)]);
    let resp = run(&req);
    let value = first(&resp)["details"][0]["value"].as_str().expect("written").to_string();
    assert_eq!(value.len(), 47);
    assert_eq!(
        value,
        "mapped:1000000000000000000,mapped:2000000000000000000".replace("000000000000000000", "000000000000000")
    );
    req["clusters"][0]["details"] = json!({"vmMapCheckReportedVmDrift": value});
    let again = run(&req);
    assert!(findings(&again).iter().all(|f| !f.2), "a value at the limit is read back");
    assert_eq!(first(&again)["details"], json!([]));
}

#[test]
fn a_truncated_digest_value_is_unreadable_and_reported_again() {
    let mut req = healthy();
    req["settings"] = json!({"detail_max_chars": 80});
    for i in 0..10u64 {
        req["map"].as_array_mut().expect("map").push(row(42, 1000 + i));
    }
    let r1 = run(&req);
    let value = first(&r1)["details"][0]["value"].as_str().expect("written").to_string();
    assert!(value.starts_with("#d"));
    req["clusters"][0]["details"] = json!({"vmMapCheckReportedVmDrift": &value[..value.len() - 1]});
    let r2 = run(&req);
    assert!(findings(&r2).iter().all(|f| f.2), "a cut digest list cannot be read: everything is reported once more");
}

/// A cluster whose control node prints `count` made-up node names (each a valid DNS name matching no VM).
fn flooding_cluster(id: u64, name: &str, count: usize, tag: &str) -> Value {
    let output: String = (0..count).map(|i| format!("node/{tag}-{i:05}\n")).collect();
    let mut c = cluster(id, name);
    c["kubectl"] = json!({"ok": true, "output": output});
    c
}

#[test]
fn a_tenant_printing_9990_changing_node_names_floods_nothing() {
    for run_no in 0..3 {
        let req = json!({"version": 1, "now_ms": NOW, "vms": [], "map": [],
                         "clusters": [flooding_cluster(42, "prod", 9_990, &format!("fake{run_no}"))]});
        let resp = run(&req);
        let c = first(&resp);
        assert_eq!(c["node_view"], "unavailable");
        assert!(text(c, "node_view_reason").starts_with("implausible node list: 9990 of 9990 nodes"));
        assert_eq!(c["events"].as_array().map(Vec::len), Some(0), "run {run_no}");
        assert_eq!(c["alerts"].as_array().map(Vec::len), Some(0));
        assert_eq!(c["details"].as_array().map(Vec::len), Some(0));
    }
}

#[test]
fn a_flooding_cluster_never_hides_the_drift_of_another_cluster_in_its_request() {
    let mut honest = cluster(43, "honest");
    honest["kubectl"] = nodes(&["honest-control-1a", "ghost"]);
    let req = json!({"version": 1, "now_ms": NOW, "vms": [running(1, "honest-control-1a")], "map": [row(43, 1), row(43, 2)],
                     "clusters": [flooding_cluster(42, "prod", 9_990, "fake"), honest]});
    let resp = run(&req);
    let keys: Vec<&str> = resp["clusters"][1]["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .filter_map(|f| f["key"].as_str())
        .collect();
    assert_eq!(keys, vec!["mapped:2", "node:ghost"]);
}

#[test]
fn three_hundred_same_named_clusters_report_each_vm_once_and_the_response_grows_linearly() {
    let size = |clusters: usize| {
        let vms: Vec<Value> =
            (0..3_000u64).map(|i| running(10_000 + i, &format!("prod-node-{:x}", 0x1000 + i))).collect();
        let mut list = Vec::new();
        for id in 0..clusters as u64 {
            let mut c = cluster(1 + id, "prod");
            c["kubectl"] = nodes(&[]);
            list.push(c);
        }
        let req = json!({"version": 1, "now_ms": NOW, "vms": vms, "map": [], "clusters": list});
        let resp = run(&req);
        let events: usize = resp["clusters"]
            .as_array()
            .expect("clusters")
            .iter()
            .map(|c| c["events"].as_array().map_or(0, Vec::len))
            .sum();
        (events, serde_json::to_vec(&resp).expect("JSON").len())
    };
    let (events_1, bytes_1) = size(1);
    let (events_300, bytes_300) = size(300);
    assert_eq!(events_1, 3_000);
    assert_eq!(events_300, 3_000, "each unmapped VM reported once, under the lowest cluster id");
    // 299 more clusters with nothing to report add a few hundred bytes each, not 3 000 findings each.
    assert!(bytes_300 < bytes_1 + 299 * 1_000, "{bytes_1} bytes for 1 cluster, {bytes_300} for 300");
}
