//! The rules of SPEC section 3, one test (or table) per rule, through the bytes-in/bytes-out entry.

mod common;

use common::*;
use serde_json::{json, Value};

fn details_of(response: &Value) -> Vec<(String, Value)> {
    first(response)["details"]
        .as_array()
        .expect("details")
        .iter()
        .map(|d| (d["name"].as_str().unwrap_or("").to_string(), d["value"].clone()))
        .collect()
}

// ---- 3: which clusters are checked -------------------------------------------------------------------------

#[test]
fn running_and_alert_cloud_managed_clusters_are_checked() {
    for state in ["Running", "Alert"] {
        let mut req = healthy();
        req["clusters"][0]["state"] = json!(state);
        let resp = run(&req);
        assert_eq!(first(&resp)["status"], "checked", "{state}");
        assert_eq!(first(&resp)["skip_reason"], Value::Null);
        assert_eq!(first(&resp)["node_view"], "available");
    }
}

#[test]
fn every_other_state_and_external_clusters_are_skipped_with_no_changes_whatever_their_details() {
    let states = [
        "Created",
        "Starting",
        "Stopping",
        "Stopped",
        "Scaling",
        "ScalingStoppedCluster",
        "Upgrading",
        "Importing",
        "RemovingNodes",
        "Recovering",
        "Destroyed",
        "Destroying",
        "Error",
        "SomeFutureState",
    ];
    let drift = |req: &mut Value| {
        // Drift that would be reported if checked, and details that would be cleared.
        req["map"].as_array_mut().expect("map").push(row(42, 999));
        req["clusters"][0]["details"] =
            json!({"vmMapCheckReportedVmDrift": "mapped:5", "vmMapCheckReportedNodeDrift": "garbage!"});
    };
    for state in states {
        let mut req = healthy();
        req["clusters"][0]["state"] = json!(state);
        drift(&mut req);
        let resp = run(&req);
        let c = first(&resp);
        assert_eq!(c["status"], "skipped", "{state}");
        assert!(text(c, "skip_reason").contains(state));
        for field in ["findings", "events", "alerts"] {
            assert_eq!(c[field], json!([]), "{state}: {field}");
        }
        // The one exception (SPEC 3.7): a watched state's first sighting is recorded; the dedupe details stay.
        let recorded = matches!(
            state,
            "Created"
                | "Starting"
                | "Stopping"
                | "Scaling"
                | "ScalingStoppedCluster"
                | "Upgrading"
                | "Importing"
                | "RemovingNodes"
                | "Recovering"
        );
        let expected = if recorded {
            json!([{"name": "vmMapCheckStateSince", "value": format!("{state}:{NOW}")}])
        } else {
            json!([])
        };
        assert_eq!(c["details"], expected, "{state}: details");
        assert_eq!(c["node_view"], Value::Null);
    }
    let mut req = healthy();
    req["clusters"][0]["type"] = json!("ExternalManaged");
    drift(&mut req);
    let resp = run(&req);
    assert_eq!(first(&resp)["status"], "skipped");
    assert!(first(&resp)["skip_reason"].as_str().expect("reason").contains("ExternalManaged"));
    assert_eq!(first(&resp)["details"], json!([]));
}

#[test]
fn a_healthy_cluster_has_no_findings_and_no_changes() {
    let resp = run(&healthy());
    assert_eq!(findings(&resp), vec![]);
    assert_eq!(details_of(&resp), vec![]);
    assert_eq!(first(&resp)["events"], json!([]));
    assert_eq!(first(&resp)["alerts"], json!([]));
}

// ---- 3.3: mapped VMs ---------------------------------------------------------------------------------------

#[test]
fn mapped_vm_states_table() {
    let mut expunged = vm(104, "prod-node-19a0b1c3001", "Expunging");
    expunged["removed_ms"] = json!(NOW - HOUR);
    let mut removed_but_running = running(104, "prod-node-19a0b1c3001");
    removed_but_running["removed_ms"] = json!(NOW - HOUR);
    let cases: Vec<(Option<Value>, Option<&str>)> = vec![
        (None, Some("mapped_vm_missing")),
        (Some(expunged), Some("mapped_vm_expunged")),
        (Some(removed_but_running), Some("mapped_vm_expunged")),
        (Some(vm(104, "prod-node-19a0b1c3001", "Destroyed")), Some("mapped_vm_destroyed")),
        (Some(vm(104, "prod-node-19a0b1c3001", "Error")), Some("mapped_vm_error")),
        (Some(vm(104, "prod-node-19a0b1c3001", "Stopped")), None),
        (Some(vm(104, "prod-node-19a0b1c3001", "Starting")), None),
        (Some(vm(104, "prod-node-19a0b1c3001", "Expunging")), None),
    ];
    for (vm104, expected) in cases {
        let mut req = healthy();
        req["map"].as_array_mut().expect("map").push(row(42, 104));
        if let Some(v) = &vm104 {
            req["vms"].as_array_mut().expect("vms").push(v.clone());
        }
        // No node view, so only the VM rules speak.
        req["clusters"][0]["kubectl"] = Value::Null;
        let resp = run(&req);
        let got: Vec<(String, String, bool)> = findings(&resp);
        match expected {
            Some(kind) => assert_eq!(got, vec![(kind.to_string(), "mapped:104".to_string(), true)], "{vm104:?}"),
            None => assert_eq!(got, vec![], "{vm104:?}"),
        }
    }
}

#[test]
fn a_mapped_vm_keeps_one_key_from_destroyed_to_expunged_to_missing() {
    let mut req = healthy();
    req["map"].as_array_mut().expect("map").push(row(42, 104));
    req["vms"].as_array_mut().expect("vms").push(vm(104, "prod-node-19a0b1c3001", "Destroyed"));
    let resp = run(&req);
    assert_eq!(findings(&resp), vec![("mapped_vm_destroyed".into(), "mapped:104".into(), true)]);
    assert_eq!(first(&resp)["events"].as_array().expect("events").len(), 1);
    apply_details(&mut req, &resp);

    // Expunged: same key, not new, detail not rewritten, nothing sent.
    let vms = req["vms"].as_array_mut().expect("vms");
    let last = vms.len() - 1;
    vms[last]["state"] = json!("Expunging");
    vms[last]["removed_ms"] = json!(NOW - MIN);
    let resp = run(&req);
    assert_eq!(findings(&resp), vec![("mapped_vm_expunged".into(), "mapped:104".into(), false)]);
    assert_eq!(details_of(&resp), vec![]);
    assert_eq!(first(&resp)["events"], json!([]));
    assert_eq!(first(&resp)["alerts"], json!([]));

    // Gone from vm_instance: still the same key.
    req["vms"].as_array_mut().expect("vms").pop();
    let resp = run(&req);
    assert_eq!(findings(&resp), vec![("mapped_vm_missing".into(), "mapped:104".into(), false)]);
    assert_eq!(details_of(&resp), vec![]);
    assert_eq!(first(&resp)["alerts"], json!([]));
}

#[test]
fn duplicate_map_rows_count_once() {
    let mut req = healthy();
    for _ in 0..3 {
        req["map"].as_array_mut().expect("map").push(row(42, 104));
    }
    req["map"].as_array_mut().expect("map").push(row(42, 101));
    let resp = run(&req);
    assert_eq!(keys(&resp), vec!["mapped:104"]);
    assert_eq!(first(&resp)["events"].as_array().expect("events").len(), 1);
    assert_eq!(details_of(&resp), vec![("vmMapCheckReportedVmDrift".into(), json!("mapped:104"))]);
}

// ---- 3.3: unmapped VMs -------------------------------------------------------------------------------------

fn with_extra_vm(extra: Value) -> Value {
    let mut req = healthy();
    req["vms"].as_array_mut().expect("vms").push(extra);
    req
}

#[test]
fn unmapped_vm_named_as_a_node_is_reported_after_the_grace_period() {
    let mut orphan = running(120, "prod-node-19a0b1c3506");
    orphan["created_ms"] = json!(NOW - GRACE_MS);
    let resp = run(&with_extra_vm(orphan.clone()));
    // The orphan is also not a node in kubectl, but only mapped VMs can be vm_not_node.
    assert_eq!(findings(&resp), vec![("unmapped_vm".into(), "unmapped:120".into(), true)]);

    orphan["created_ms"] = json!(NOW - GRACE_MS + 1);
    assert_eq!(findings(&run(&with_extra_vm(orphan))), vec![], "one millisecond inside the grace period");
}

#[test]
fn a_vm_without_a_creation_time_counts_as_created_now_and_waits_its_grace_period() {
    for absent in [Value::Null, json!("absent")] {
        let mut orphan = running(120, "prod-node-19a0b1c3506");
        if absent.is_null() {
            orphan["created_ms"] = Value::Null;
        } else {
            orphan.as_object_mut().expect("vm").remove("created_ms");
        }
        assert_eq!(findings(&run(&with_extra_vm(orphan.clone()))), vec![], "inside its grace period: {absent}");
        let mut no_grace = with_extra_vm(orphan);
        no_grace["settings"] = json!({"grace_period_s": 0});
        assert_eq!(
            findings(&run(&no_grace)),
            vec![("unmapped_vm".into(), "unmapped:120".into(), true)],
            "grace 0: {absent}"
        );
    }
}

#[test]
fn unmapped_vm_rules_table() {
    let named = "prod-node-19a0b1c3506";
    let mut other_owner = running(120, named);
    other_owner["account_id"] = json!(8);
    let mut stopped = vm(120, named, "Stopped");
    stopped["state_changed_ms"] = json!(NOW);
    let cases: Vec<(&str, Value, bool)> = vec![
        ("running", running(120, named), true),
        ("stopped", stopped, true),
        ("starting", vm(120, named, "Starting"), true),
        ("destroyed", vm(120, named, "Destroyed"), false),
        ("expunging", vm(120, named, "Expunging"), false),
        ("error", vm(120, named, "Error"), false),
        ("another owner's", other_owner, false),
        ("legacy prefix", running(120, "PROD-control-19a0b1c3506"), true),
        ("etcd name", running(120, "prod-etcd-1-19a0b1c3506"), true),
        ("name with a tail", running(120, "prod-node-19a0b1c3506-old"), false),
        ("another cluster's name", running(120, "stage-node-19a0b1c3506"), false),
    ];
    for (what, extra, reported) in cases {
        let resp = run(&with_extra_vm(extra));
        let expected = if reported { vec!["unmapped:120".to_string()] } else { vec![] };
        assert_eq!(keys(&resp), expected, "{what} VM");
    }
}

#[test]
fn a_vm_in_the_map_of_another_cluster_is_not_unmapped() {
    let mut req = with_extra_vm(running(120, "prod-node-19a0b1c3506"));
    req["map"].as_array_mut().expect("map").push(row(77, 120));
    assert_eq!(keys(&run(&req)), Vec::<String>::new());
}

#[test]
fn a_removed_vm_is_never_unmapped() {
    let mut gone = vm(120, "prod-node-19a0b1c3506", "Expunging");
    gone["removed_ms"] = json!(NOW - HOUR);
    assert_eq!(keys(&run(&with_extra_vm(gone))), Vec::<String>::new());
}

#[test]
fn project_clusters_use_the_project_account() {
    let mut req = with_extra_vm(running(120, "prod-node-19a0b1c3506"));
    req["clusters"][0]["account_id"] = json!(31);
    for v in req["vms"].as_array_mut().expect("vms") {
        v["account_id"] = json!(31);
    }
    assert_eq!(keys(&run(&req)), vec!["unmapped:120"]);
}

// ---- 3.2 / 3.3: nodes --------------------------------------------------------------------------------------

fn with_nodes(list: &[&str]) -> Value {
    let mut req = healthy();
    req["clusters"][0]["kubectl"] = nodes(list);
    req
}

const ALL: [&str; 3] = ["prod-control-19a0b1c2d3e", "prod-node-19a0b1c2e4f", "prod-node-19a0b1c2f50"];

#[test]
fn a_node_that_matches_no_vm_is_reported() {
    let mut list = ALL.to_vec();
    list.push("prod-node-19a0aaaaaaa");
    let resp = run(&with_nodes(&list));
    assert_eq!(findings(&resp), vec![("node_without_vm".into(), "node:prod-node-19a0aaaaaaa".into(), true)]);
    let f = &first(&resp)["findings"][0];
    assert_eq!(f["node"], "prod-node-19a0aaaaaaa");
    assert_eq!(f["vm_id"], Value::Null);
}

#[test]
fn a_node_registered_under_its_vms_fqdn_matches() {
    let resp = run(&with_nodes(&[
        "prod-control-19a0b1c2d3e.cluster.local",
        "prod-node-19a0b1c2e4f.a.b",
        "prod-node-19a0b1c2f50",
    ]));
    assert_eq!(keys(&resp), Vec::<String>::new());
    // A name that merely starts with the VM's name is not its FQDN.
    let resp = run(&with_nodes(&["prod-control-19a0b1c2d3e", "prod-node-19a0b1c2e4fx", "prod-node-19a0b1c2f50"]));
    assert_eq!(keys(&resp), vec!["node:prod-node-19a0b1c2e4fx", "notnode:102"]);
}

#[test]
fn a_node_may_match_a_named_vm_in_any_state_but_not_another_clusters_vm() {
    let mut req = with_nodes(&[
        "prod-control-19a0b1c2d3e",
        "prod-node-19a0b1c2e4f",
        "prod-node-19a0b1c2f50",
        "prod-node-19a0b1c3001",
        "stage-node-19a0b1c3002",
    ]);
    req["vms"].as_array_mut().expect("vms").push(vm(104, "prod-node-19a0b1c3001", "Stopped"));
    req["vms"].as_array_mut().expect("vms").push(running(105, "stage-node-19a0b1c3002"));
    req["map"].as_array_mut().expect("map").push(row(43, 105));
    req["map"].as_array_mut().expect("map").push(row(43, 104));
    let resp = run(&req);
    assert_eq!(keys(&resp), vec!["node:stage-node-19a0b1c3002"]);
}

/// An external node added with addVirtualMachinesToKubernetesCluster (4.21+): its own host name, and a display name under which
/// Kubernetes knows it (CloudStack names a VM's node by its lower-cased display name).
fn with_external_node(display_name: Value, node: &str) -> Value {
    let mut req = with_nodes(&[ALL[0], ALL[1], ALL[2], node]);
    let mut ext = running(104, "i-7-104-VM");
    ext["display_name"] = display_name;
    req["vms"].as_array_mut().expect("vms").push(ext);
    let mut r = row(42, 104);
    r["external"] = json!(true);
    req["map"].as_array_mut().expect("map").push(r);
    req
}

#[test]
fn a_node_matches_a_vm_by_its_display_name_lower_cased() {
    assert_eq!(keys(&run(&with_external_node(json!("GPU-Worker-1"), "gpu-worker-1"))), Vec::<String>::new());
    // ... or by the display name's FQDN.
    assert_eq!(
        keys(&run(&with_external_node(json!("gpu-worker-1"), "gpu-worker-1.dc1.example.com"))),
        Vec::<String>::new()
    );
}

#[test]
fn without_the_display_name_the_external_node_is_two_mismatches() {
    for absent in [json!(null), json!("")] {
        assert_eq!(keys(&run(&with_external_node(absent, "gpu-worker-1"))), vec!["node:gpu-worker-1", "notnode:104"]);
    }
    let mut req = with_external_node(json!(null), "gpu-worker-1");
    req["vms"][3].as_object_mut().expect("vm").remove("display_name");
    assert_eq!(keys(&run(&req)), vec!["node:gpu-worker-1", "notnode:104"]);
}

#[test]
fn a_name_that_merely_starts_like_a_display_name_is_no_match() {
    assert_eq!(
        keys(&run(&with_external_node(json!("gpu-worker-1"), "gpu-worker-10"))),
        vec!["node:gpu-worker-10", "notnode:104"]
    );
}

#[test]
fn only_mapped_and_named_vms_lend_their_display_names() {
    // A VM of the owner that is neither mapped to the cluster nor named as its node: its display name matches nothing.
    let mut req = with_nodes(&[ALL[0], ALL[1], ALL[2], "build-box"]);
    let mut other = running(104, "build-box-vm");
    other["display_name"] = json!("build-box");
    req["vms"].as_array_mut().expect("vms").push(other);
    assert_eq!(keys(&run(&req)), vec!["node:build-box"]);
    // A VM named as a node of the cluster (not mapped, so itself reported) lends its display name, as it lends its
    // host name: the node is no second mismatch.
    let mut req = with_nodes(&[ALL[0], ALL[1], ALL[2], "renamed-by-hand"]);
    let mut named = vm(104, "prod-node-19a0b1c3001", "Stopped");
    named["display_name"] = json!("Renamed-By-Hand");
    req["vms"].as_array_mut().expect("vms").push(named);
    assert_eq!(keys(&run(&req)), vec!["unmapped:104"]);
}

#[test]
fn a_display_name_does_not_make_a_vm_named_as_a_node() {
    // SPEC 3.1 names nodes by host name only: a display name shaped like a node name does not make an unmapped VM.
    let mut req = healthy();
    let mut vm = running(104, "i-7-104-VM");
    vm["display_name"] = json!("prod-node-19a0b1c3001");
    req["vms"].as_array_mut().expect("vms").push(vm);
    assert_eq!(keys(&run(&req)), Vec::<String>::new());
}

#[test]
fn a_mixed_case_legacy_vm_matches_its_lower_case_node() {
    let mut req = healthy();
    req["clusters"][0]["name"] = json!("K8S-Prod");
    req["vms"] = json!([running(101, "K8S-Prod-control-19a0b1c2d3e"), running(102, "K8S-Prod-node-19a0b1c2e4f")]);
    req["map"] = json!([row(42, 101), row(42, 102)]);
    req["clusters"][0]["kubectl"] = nodes(&["k8s-prod-control-19a0b1c2d3e", "k8s-prod-node-19a0b1c2e4f"]);
    assert_eq!(keys(&run(&req)), Vec::<String>::new());
}

#[test]
fn kubectl_junk_is_ignored_and_never_reaches_a_text() {
    let mut req = healthy();
    let output = format!(
        "Warning: Permanently added '[203.0.113.10]:2222' to the list of known hosts.\r\n{}node/EVIL\u{1b}[2J\nnode/evil\u{202e}txt\nnode/../../etc\n\n",
        ALL.iter().map(|n| format!("node/{n}\r\n")).collect::<String>()
    );
    req["clusters"][0]["kubectl"] = json!({"ok": true, "output": output});
    let resp = run(&req);
    assert_eq!(keys(&resp), Vec::<String>::new());
    assert_eq!(first(&resp)["node_view"], "available");
}

#[test]
fn a_mapped_running_vm_that_is_not_a_node_is_reported_after_both_grace_periods() {
    let base = |created: i64, changed: Value| {
        let mut req = with_nodes(&ALL[..2]);
        req["vms"][2]["created_ms"] = json!(created);
        req["vms"][2]["state_changed_ms"] = changed;
        req
    };
    assert_eq!(keys(&run(&base(NOW - GRACE_MS, json!(NOW - GRACE_MS)))), vec!["notnode:103"]);
    assert_eq!(keys(&run(&base(NOW - GRACE_MS + 1, json!(NOW - HOUR)))), Vec::<String>::new(), "created inside grace");
    assert_eq!(keys(&run(&base(NOW - HOUR, json!(NOW - GRACE_MS + 1)))), Vec::<String>::new(), "changed inside grace");
    assert_eq!(keys(&run(&base(NOW - HOUR, Value::Null))), vec!["notnode:103"], "no state change recorded");
}

#[test]
fn vm_not_node_leaves_out_etcd_stopped_and_removed_vms() {
    let mut req = with_nodes(&ALL);
    let v = req["vms"].as_array_mut().expect("vms");
    v.push(running(108, "prod-etcd-1-19a0b1c3405"));
    v.push(running(109, "prod-node-19a0b1c3506"));
    v.push(vm(110, "prod-node-19a0b1c3607", "Stopped"));
    let m = req["map"].as_array_mut().expect("map");
    m.push(row(42, 108));
    let mut etcd_row = row(42, 109);
    etcd_row["etcd"] = json!(true);
    m.push(etcd_row);
    m.push(row(42, 110));
    assert_eq!(keys(&run(&req)), Vec::<String>::new());
}

#[test]
fn a_cluster_with_no_nodes_reports_every_mapped_running_vm() {
    let resp = run(&with_nodes(&[]));
    assert_eq!(keys(&resp), vec!["notnode:101", "notnode:102", "notnode:103"]);
}

// ---- 3.3: node view unavailable ----------------------------------------------------------------------------

#[test]
fn without_a_node_view_only_vm_rules_run_and_the_node_detail_is_kept_exactly() {
    for kubectl in [
        Value::Null,
        json!({"ok": false, "reason": "no SSH address"}),
        json!({"ok": false}),
        json!({"ok": true, "output": "node/x\n".repeat(10_001)}),
        json!({"ok": true, "output": " ".repeat(4 * 1024 * 1024 + 1)}),
    ] {
        let mut req = with_nodes(&[]);
        req["clusters"][0]["kubectl"] = kubectl.clone();
        req["map"].as_array_mut().expect("map").push(row(42, 104));
        req["clusters"][0]["details"] = json!({"vmMapCheckReportedNodeDrift": "node:ghost,notnode:101"});
        let resp = run(&req);
        let c = first(&resp);
        assert_eq!(c["node_view"], "unavailable");
        assert!(c["node_view_reason"].as_str().is_some_and(|r| !r.is_empty()));
        // Not run at all (SPEC 6's answer from the database): the node side as last stored, already reported.
        let expected: &[&str] =
            if kubectl.is_null() { &["mapped:104", "node:ghost", "notnode:101"] } else { &["mapped:104"] };
        assert_eq!(keys(&resp), expected, "{kubectl}");
        let new: Vec<bool> = c["findings"].as_array().expect("findings").iter().map(|f| f["new"] == true).collect();
        assert!(new[0], "the mapped VM is new");
        assert!(new[1..].iter().all(|n| !n), "the stored node findings are known: {new:?}");
        assert_eq!(details_of(&resp), vec![("vmMapCheckReportedVmDrift".into(), json!("mapped:104"))]);
        assert_eq!(c["events"].as_array().expect("events").len(), 1);
    }
    // Even an unreadable node detail is left alone.
    let mut req = healthy();
    req["clusters"][0]["kubectl"] = Value::Null;
    req["clusters"][0]["details"] = json!({"vmMapCheckReportedNodeDrift": "#garbage"});
    assert_eq!(details_of(&run(&req)), vec![]);
}

// ---- 6: what an operator can ask ---------------------------------------------------------------------------

#[test]
fn every_finding_new_or_known_carries_the_text_of_its_event() {
    let mut req = drifted();
    let first_run = run(&req);
    let reported = first(&first_run)["events"].as_array().expect("events").clone();
    for (name, value) in details_of(&first_run) {
        req["clusters"][0]["details"][name] = value;
    }
    let again = run(&req);
    let findings = first(&again)["findings"].as_array().expect("findings").clone();
    assert!(!findings.is_empty());
    assert!(first(&again)["events"].as_array().expect("events").is_empty(), "nothing new");
    for f in &findings {
        assert_eq!(f["new"], false);
        assert!(
            reported.iter().any(|e| e["description"] == f["description"]),
            "{} has the text its event had: {}",
            f["key"],
            f["description"]
        );
    }
}

#[test]
fn not_looked_at_the_node_side_is_the_stored_one_and_a_digest_form_lists_nothing() {
    let mut req = healthy();
    req["clusters"][0]["kubectl"] = Value::Null;
    req["clusters"][0]["details"] =
        json!({"vmMapCheckReportedNodeDrift": "node:b.example,node:a,notnode:101,notnode:999"});
    let resp = run(&req);
    assert_eq!(keys(&resp), vec!["node:a", "node:b.example", "notnode:101", "notnode:999"]);
    let f = &first(&resp)["findings"];
    assert_eq!(f[0]["kind"], "node_without_vm");
    assert_eq!(f[0]["node"], "a");
    assert_eq!(f[2]["kind"], "vm_not_node");
    assert_eq!(f[2]["vm_name"], "prod-control-19a0b1c2d3e", "a VM of the request is named");
    assert_eq!(f[3]["vm_name"], Value::Null, "a VM not in the request is not");
    assert!(details_of(&resp).is_empty(), "nothing about the node side changes");
    assert!(first(&resp)["events"].as_array().expect("events").is_empty());
    // Stored as digests, the keys cannot be read back: none is listed.
    let many: Vec<String> = (0..2000).map(|i| format!("node:n{i}")).collect();
    let mut big = with_nodes(&many.iter().map(|k| &k[5..]).collect::<Vec<_>>());
    big["settings"] = json!({"max_unmatched_nodes": 5000});
    let stored = details_of(&run(&big));
    let node_detail =
        stored.iter().find(|(n, _)| n == "vmMapCheckReportedNodeDrift").expect("the node detail").1.clone();
    assert!(node_detail.as_str().is_some_and(|v| v.starts_with('#')), "a digest form: {node_detail}");
    big["clusters"][0]["kubectl"] = Value::Null;
    big["clusters"][0]["details"] = json!({"vmMapCheckReportedNodeDrift": node_detail});
    assert!(keys(&run(&big)).iter().all(|k| !k.starts_with("node:")));
}

#[test]
fn every_cluster_says_how_many_mismatches_its_details_hold_whatever_its_status() {
    let mut req = healthy();
    req["clusters"][0]["details"] =
        json!({"vmMapCheckReportedVmDrift": "mapped:1,unmapped:2", "vmMapCheckReportedNodeDrift": "node:a"});
    assert_eq!(first(&run(&req))["reported"], json!({"vm": 2, "node": 1}));
    req["clusters"][0]["state"] = json!("Stopped");
    assert_eq!(first(&run(&req))["reported"], json!({"vm": 2, "node": 1}), "a skipped cluster too");
    req["clusters"][0]["details"] = json!({"vmMapCheckReportedVmDrift": "#garbage"});
    assert_eq!(first(&run(&req))["reported"], json!({"vm": 0, "node": 0}), "unreadable counts as empty");
    // Past the plain form: each key a digest, still counted; past that, the whole set's digest keeps no count.
    let many: Vec<String> = (0..1400).map(|i| format!("n{i}")).collect();
    let mut big = with_nodes(&many.iter().map(String::as_str).collect::<Vec<_>>());
    big["settings"] = json!({"max_unmatched_nodes": 5000});
    let stored = details_of(&run(&big));
    assert!(stored[0].1.as_str().is_some_and(|v| v.starts_with("#d")), "the per-key digest form");
    big["clusters"][0]["details"] = json!({"vmMapCheckReportedNodeDrift": stored[0].1.clone()});
    // 1 400 nodes without a VM, and the three VMs that are no node.
    assert_eq!(first(&run(&big))["reported"]["node"], 1403);
    big["clusters"][0]["details"] = json!({"vmMapCheckReportedNodeDrift": format!("#s:{}", "A".repeat(43))});
    assert_eq!(first(&run(&big))["reported"]["node"], Value::Null);
}

// ---- 3.4: dedupe -------------------------------------------------------------------------------------------

fn drifted() -> Value {
    let mut req = with_nodes(&["prod-control-19a0b1c2d3e", "prod-node-19a0b1c2e4f", "ghost-1"]);
    req["map"].as_array_mut().expect("map").push(row(42, 104));
    req
}

#[test]
fn a_mismatch_is_reported_once() {
    let mut req = drifted();
    let first_run = run(&req);
    assert_eq!(
        findings(&first_run),
        vec![
            ("mapped_vm_missing".into(), "mapped:104".into(), true),
            ("node_without_vm".into(), "node:ghost-1".into(), true),
            ("vm_not_node".into(), "notnode:103".into(), true),
        ]
    );
    assert_eq!(
        details_of(&first_run),
        vec![
            ("vmMapCheckReportedVmDrift".into(), json!("mapped:104")),
            ("vmMapCheckReportedNodeDrift".into(), json!("node:ghost-1,notnode:103")),
        ]
    );
    apply_details(&mut req, &first_run);
    let second = run(&req);
    assert!(findings(&second).iter().all(|(_, _, new)| !new));
    assert_eq!(details_of(&second), vec![]);
    assert_eq!(first(&second)["events"], json!([]));
    assert_eq!(first(&second)["alerts"], json!([]));
}

#[test]
fn when_the_set_changes_only_the_new_ones_are_reported() {
    let mut req = drifted();
    let r1 = run(&req);
    apply_details(&mut req, &r1);
    req["map"].as_array_mut().expect("map").push(row(42, 105));
    let r2 = run(&req);
    let new: Vec<String> = findings(&r2).into_iter().filter(|f| f.2).map(|f| f.1).collect();
    assert_eq!(new, vec!["mapped:105"]);
    assert_eq!(details_of(&r2), vec![("vmMapCheckReportedVmDrift".into(), json!("mapped:104,mapped:105"))]);
    assert_eq!(first(&r2)["alerts"].as_array().expect("alerts").len(), 1);
}

#[test]
fn a_cleared_detail_is_removed_with_an_info_event_and_a_returning_mismatch_is_new_again() {
    let mut req = drifted();
    let r1 = run(&req);
    apply_details(&mut req, &r1);
    let drifted_req = req.clone();
    // Everything fixed.
    req["map"].as_array_mut().expect("map").pop();
    req["clusters"][0]["kubectl"] = nodes(&ALL);
    let r2 = run(&req);
    assert_eq!(keys(&r2), Vec::<String>::new());
    assert_eq!(
        details_of(&r2),
        vec![("vmMapCheckReportedVmDrift".into(), Value::Null), ("vmMapCheckReportedNodeDrift".into(), Value::Null)]
    );
    let events = first(&r2)["events"].as_array().expect("events").clone();
    assert_eq!(events.len(), 2);
    assert!(events
        .iter()
        .all(|e| e["level"] == "INFO" && e["type"] == "KUBERNETES.CLUSTER.VM.MAP.CHECK" && e["display"] == false));
    assert!(events[0]["description"].as_str().unwrap_or("").contains("matches the cluster's VMs again"));
    assert_eq!(first(&r2)["alerts"], json!([]));
    apply_details(&mut req, &r2);
    assert!(req["clusters"][0]["details"].as_object().is_some_and(|d| d.is_empty()));
    // Nothing more next time.
    assert_eq!(details_of(&run(&req)), vec![]);
    // It comes back: new again.
    let mut back = drifted_req;
    back["clusters"][0]["details"] = json!({});
    assert!(findings(&run(&back)).iter().all(|f| f.2));
}

#[test]
fn an_unreadable_detail_is_treated_as_empty_and_rewritten() {
    for garbage in ["", "#future-encoding:v9", "mapped:10x", "mapped:104,", "#d6:abc", "hand edited", "node:ghost-1"] {
        let mut req = drifted();
        req["clusters"][0]["kubectl"] = Value::Null;
        req["clusters"][0]["details"] = json!({"vmMapCheckReportedVmDrift": garbage});
        let resp = run(&req);
        assert_eq!(findings(&resp), vec![("mapped_vm_missing".into(), "mapped:104".into(), true)], "{garbage:?}");
        assert_eq!(details_of(&resp), vec![("vmMapCheckReportedVmDrift".into(), json!("mapped:104"))], "{garbage:?}");
    }
    // Garbage and nothing found: the detail is removed without an INFO event (nothing readable was resolved).
    let mut req = healthy();
    req["clusters"][0]["details"] = json!({"vmMapCheckReportedVmDrift": "#???"});
    let resp = run(&req);
    assert_eq!(details_of(&resp), vec![("vmMapCheckReportedVmDrift".into(), Value::Null)]);
    assert_eq!(first(&resp)["events"], json!([]));
}

fn many_orphans(n: u64, max_chars: u32) -> Value {
    let mut req = healthy();
    req["settings"] = json!({"detail_max_chars": max_chars, "alert_cap": 5});
    let vms = req["vms"].as_array_mut().expect("vms");
    for i in 0..n {
        vms.push(running(10_000 + i, &format!("prod-node-{:x}", 0x019a_0000_0000_u64 + i)));
    }
    req
}

#[test]
fn many_keys_are_stored_as_per_key_digests_and_stay_exact() {
    let mut req = many_orphans(1500, 10240);
    let r1 = run(&req);
    let value = details_of(&r1)[0].1.as_str().expect("value").to_string();
    assert!(value.starts_with("#d6:"), "1500 keys need 6-character digests");
    assert!(value.len() <= 10240);
    assert_eq!(first(&r1)["events"].as_array().expect("events").len(), 1500, "every new mismatch has its event");
    assert_eq!(first(&r1)["alerts"].as_array().expect("alerts").len(), 6, "5 alerts and one summary");
    apply_details(&mut req, &r1);
    // One VM more: exactly one new finding.
    req["vms"].as_array_mut().expect("vms").push(running(99_999, "prod-node-19affffffff"));
    let r2 = run(&req);
    let new: Vec<String> = findings(&r2).into_iter().filter(|f| f.2).map(|f| f.1).collect();
    assert_eq!(new, vec!["unmapped:99999"]);
    // Back under the plain limit: the known keys stay known and the detail returns to plain keys.
    let mut small = req.clone();
    small["vms"].as_array_mut().expect("vms").truncate(3 + 20);
    let r3 = run(&small);
    assert!(findings(&r3).iter().all(|f| !f.2));
    assert!(details_of(&r3)[0].1.as_str().is_some_and(|v| v.starts_with("unmapped:")));
}

#[test]
fn past_the_digest_capacity_one_whole_set_digest_makes_any_change_report_the_whole_set() {
    let mut req = many_orphans(120, 100);
    let r1 = run(&req);
    let value = details_of(&r1)[0].1.as_str().expect("value").to_string();
    assert!(value.starts_with("#s:") && value.len() <= 100);
    apply_details(&mut req, &r1);
    let r2 = run(&req);
    assert!(findings(&r2).iter().all(|f| !f.2), "unchanged set: nothing new");
    assert_eq!(details_of(&r2), vec![]);
    req["vms"].as_array_mut().expect("vms").pop();
    let r3 = run(&req);
    assert_eq!(findings(&r3).iter().filter(|f| f.2).count(), 119, "a changed set reports the whole current set");
    assert_eq!(first(&r3)["alerts"].as_array().expect("alerts").len(), 6, "still under the alert cap");
}

// ---- 3.5: events and alerts --------------------------------------------------------------------------------

#[test]
fn events_and_alerts_carry_the_contract_fields() {
    let mut req = drifted();
    req["clusters"][0]["zone_id"] = json!(3);
    let resp = run(&req);
    let c = first(&resp);
    let events = c["events"].as_array().expect("events");
    assert_eq!(events.len(), 3);
    for e in events {
        assert_eq!(e["level"], "WARN");
        assert_eq!(e["type"], "KUBERNETES.CLUSTER.VM.MAP.CHECK");
        assert_eq!(e["display"], false);
        assert_eq!(e["resource_id"], 42);
        assert!(text(e, "description").contains("Kubernetes cluster prod (id 42)"));
    }
    assert!(text(&events[0], "description").contains("VM with id 104"));
    assert!(text(&events[1], "description").contains("ghost-1"));
    assert!(text(&events[2], "description").contains("prod-node-19a0b1c2f50 (id 103)"));
    let alerts = c["alerts"].as_array().expect("alerts");
    assert_eq!(alerts.len(), 3);
    for a in alerts {
        assert_eq!(a["type"], "ALERT_TYPE_USERVM");
        assert_eq!(a["zone_id"], 3);
        assert!(text(a, "subject").starts_with("Kubernetes cluster prod (id 42): "));
    }
    assert!(text(&alerts[1], "subject").contains("ghost-1"));
    assert!(text(&alerts[2], "subject").contains("prod-node-19a0b1c2f50 (id 103)"));
}

fn orphans_with_cap(n: u64, cap: u32) -> Value {
    let mut req = many_orphans(n, 10240);
    req["settings"]["alert_cap"] = json!(cap);
    run(&req)
}

#[test]
fn alert_cap_at_exactly_the_cap_and_one_over() {
    let at = orphans_with_cap(5, 5);
    assert_eq!(first(&at)["alerts"].as_array().expect("alerts").len(), 5);
    assert_eq!(first(&at)["events"].as_array().expect("events").len(), 5);

    let over = orphans_with_cap(6, 5);
    let alerts = first(&over)["alerts"].as_array().expect("alerts");
    assert_eq!(alerts.len(), 6);
    assert_eq!(first(&over)["events"].as_array().expect("events").len(), 6);
    let summary = &alerts[5];
    assert!(text(summary, "subject").contains("1 more VM map mismatch"));
    assert!(text(summary, "body").contains("1 x VM not in the VM map"));
    // The first five are the first five in the stable order.
    assert!(text(&alerts[0], "subject").contains("(id 10000)"));
    assert!(text(&alerts[4], "subject").contains("(id 10004)"));

    let none = orphans_with_cap(3, 0);
    let alerts = first(&none)["alerts"].as_array().expect("alerts");
    assert_eq!(alerts.len(), 1, "a cap of 0 sends only the summary");
}

#[test]
fn the_summary_counts_each_kind() {
    let mut req = many_orphans(3, 10240);
    req["settings"]["alert_cap"] = json!(1);
    req["map"].as_array_mut().expect("map").extend([row(42, 500), row(42, 501)]);
    req["clusters"][0]["kubectl"] =
        nodes(&["prod-control-19a0b1c2d3e", "prod-node-19a0b1c2e4f", "prod-node-19a0b1c2f50", "ghost-a", "ghost-b"]);
    let resp = run(&req);
    let alerts = first(&resp)["alerts"].as_array().expect("alerts");
    assert_eq!(alerts.len(), 2);
    assert!(text(&alerts[0], "subject").contains("VM with id 500"));
    let body = alerts[1]["body"].as_str().expect("body");
    assert!(body.contains("6 more"), "{body}");
    assert!(body.contains("1 x mapped VM missing, 3 x VM not in the VM map, 2 x node without a VM"), "{body}");
}

#[test]
fn texts_carry_no_control_characters_even_from_hostile_names() {
    let mut req = drifted();
    req["clusters"][0]["name"] = json!("prod\n\u{1b}[31mEVIL\u{202e}\u{0}");
    req["vms"].as_array_mut().expect("vms").push(running(120, "k8s-prod31mevil-node-1\r\n"));
    req["map"].as_array_mut().expect("map").push(row(42, 120));
    req["clusters"][0]["kubectl"] = json!({"ok": false, "reason": "exit 1: \u{1b}[2Jbad\nthings"});
    let resp = run(&req);
    let c = first(&resp);
    let mut texts: Vec<String> = vec![c["node_view_reason"].as_str().unwrap_or("").to_string()];
    for e in c["events"].as_array().expect("events") {
        texts.push(e["description"].as_str().unwrap_or("").to_string());
    }
    for a in c["alerts"].as_array().expect("alerts") {
        texts.push(a["subject"].as_str().unwrap_or("").to_string());
        texts.push(a["body"].as_str().unwrap_or("").to_string());
    }
    assert!(texts.len() > 3);
    for t in texts {
        assert!(!t.chars().any(|ch| ch.is_control() || ch == '\u{202e}'), "{t:?}");
        assert!(t.chars().count() <= 1024, "texts stay short enough for CloudStack's columns");
    }
}

// ---- 4: the response ---------------------------------------------------------------------------------------

#[test]
fn one_entry_per_cluster_in_request_order() {
    let mut req = healthy();
    let mut c2 = cluster(7, "zeta");
    c2["state"] = json!("Stopped");
    let c3 = cluster(3, "alpha");
    req["clusters"].as_array_mut().expect("clusters").extend([c2, c3]);
    let resp = run(&req);
    assert_eq!(resp["version"], 1);
    assert_eq!(resp["engine"], format!("cks-vmmap-check {}", env!("CARGO_PKG_VERSION")));
    let ids: Vec<u64> =
        resp["clusters"].as_array().expect("clusters").iter().map(|c| c["id"].as_u64().unwrap_or(0)).collect();
    assert_eq!(ids, vec![42, 7, 3]);
}

#[test]
fn the_response_has_every_field_of_the_contract() {
    let resp = run(&drifted());
    let c = first(&resp);
    for field in
        ["id", "status", "skip_reason", "node_view", "node_view_reason", "findings", "details", "events", "alerts"]
    {
        assert!(c.get(field).is_some(), "missing {field}");
    }
    for f in c["findings"].as_array().expect("findings") {
        for field in ["kind", "key", "vm_id", "vm_name", "node", "new"] {
            assert!(f.get(field).is_some(), "finding misses {field}");
        }
    }
}

#[test]
fn settings_and_optional_fields_take_their_defaults() {
    let minimal = json!({
        "version": 1, "now_ms": NOW,
        "clusters": [{"id": 1, "uuid": "u", "name": "prod", "state": "Running", "type": "CloudManaged",
                      "account_id": 7, "zone_id": 1, "future_field": [1, 2]}],
        "vms": [{"id": 120, "name": "prod-node-abc", "account_id": 7, "state": "Running", "created_ms": NOW - GRACE_MS}],
        "map": [{"cluster_id": 1, "vm_id": 5}],
        "something_new": {"x": 1}
    });
    let resp = run(&minimal);
    assert_eq!(keys(&resp), vec!["mapped:5", "unmapped:120"], "default grace of 900 s applies");
    assert_eq!(first(&resp)["node_view_reason"], "kubectl was not run");
    let mut young = minimal.clone();
    young["vms"][0]["created_ms"] = json!(NOW - GRACE_MS + 1);
    assert_eq!(keys(&run(&young)), vec!["mapped:5"]);
    let mut null_settings = minimal;
    null_settings["settings"] = Value::Null;
    assert_eq!(keys(&run(&null_settings)), vec!["mapped:5", "unmapped:120"]);
}

// ---- 3.2: plausibility of the node list ---------------------------------------------------------------------

/// `healthy()` with `ghosts` extra nodes that match no VM, and a mapped VM in Error (a VmDrift finding).
fn with_ghost_nodes(ghosts: usize) -> Value {
    let mut names: Vec<String> = ["prod-control-19a0b1c2d3e", "prod-node-19a0b1c2e4f", "prod-node-19a0b1c2f50"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    names.extend((0..ghosts).map(|i| format!("ghost-{i:05}")));
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut req = healthy();
    req["clusters"][0]["kubectl"] = nodes(&refs);
    req["vms"].as_array_mut().expect("vms").push(vm(104, "prod-node-19a0b1c2f51", "Error"));
    req["map"].as_array_mut().expect("map").push(row(42, 104));
    req
}

#[test]
fn up_to_max_unmatched_nodes_every_node_without_a_vm_is_reported() {
    let resp = run(&with_ghost_nodes(100));
    assert_eq!(first(&resp)["node_view"], "available");
    let node_findings = findings(&resp).iter().filter(|(k, _, _)| k == "node_without_vm").count();
    assert_eq!(node_findings, 100);
}

#[test]
fn more_than_max_unmatched_nodes_make_the_node_view_unavailable_and_leave_the_node_detail_alone() {
    let mut req = with_ghost_nodes(101);
    req["clusters"][0]["details"] = json!({"vmMapCheckReportedNodeDrift": "node:old-ghost"});
    let resp = run(&req);
    let c = first(&resp);
    assert_eq!(c["node_view"], "unavailable");
    assert_eq!(
        text(c, "node_view_reason"),
        "implausible node list: 101 of 104 nodes match no VM; more than 100 are not believed"
    );
    // Only the VM kinds: the Error VM; no node finding, the node detail neither cleared nor rewritten.
    assert_eq!(findings(&resp), vec![("mapped_vm_error".to_string(), "mapped:104".to_string(), true)]);
    assert!(details_of(&resp).iter().all(|(name, _)| name != "vmMapCheckReportedNodeDrift"));
    assert_eq!(c["events"].as_array().expect("events").len(), 1);
}

#[test]
fn max_unmatched_nodes_is_a_setting() {
    let mut req = with_ghost_nodes(3);
    req["settings"] = json!({"max_unmatched_nodes": 2});
    let resp = run(&req);
    assert_eq!(first(&resp)["node_view"], "unavailable");
    assert!(text(first(&resp), "node_view_reason").starts_with("implausible node list: 3 of 6 nodes"));
    req["settings"] = json!({"max_unmatched_nodes": 3});
    assert_eq!(first(&run(&req))["node_view"], "available");
}

// ---- 3.1 with names CloudStack does not keep unique ---------------------------------------------------------

#[test]
fn same_named_clusters_of_one_owner_report_each_unmapped_vm_once_under_the_lowest_id() {
    let mut vms = vec![];
    for i in 0..20u64 {
        vms.push(running(500 + i, &format!("prod-node-{:x}", 0xa00 + i)));
    }
    let mut clusters = vec![];
    for id in [45u64, 43, 44] {
        let mut c = cluster(id, "prod");
        c["kubectl"] = nodes(&[]);
        clusters.push(c);
    }
    let req = json!({"version": 1, "now_ms": NOW, "clusters": clusters, "vms": vms, "map": []});
    let resp = run(&req);
    let per_cluster: Vec<(u64, usize)> = resp["clusters"]
        .as_array()
        .expect("clusters")
        .iter()
        .map(|c| {
            let unmapped =
                c["findings"].as_array().expect("findings").iter().filter(|f| f["kind"] == "unmapped_vm").count();
            (c["id"].as_u64().unwrap_or(0), unmapped)
        })
        .collect();
    assert_eq!(per_cluster, vec![(45, 0), (43, 20), (44, 0)]);
    // The same-named clusters still match their nodes against those VMs: no node is reported without a VM.
    let mut c = cluster(44, "prod");
    c["kubectl"] = nodes(&["prod-node-a00"]);
    let req = json!({"version": 1, "now_ms": NOW, "clusters": [cluster(43, "prod"), c], "vms": [running(500, "prod-node-a00")],
                     "map": []});
    let resp = run(&req);
    assert!(resp["clusters"][1]["findings"].as_array().expect("findings").is_empty());
}

#[test]
fn a_skipped_same_named_cluster_never_takes_the_report_from_a_checked_one() {
    let mut scaling = cluster(40, "prod");
    scaling["state"] = json!("Scaling");
    let mut c = cluster(41, "prod");
    c["kubectl"] = nodes(&[]);
    let req = json!({"version": 1, "now_ms": NOW, "clusters": [scaling, c], "vms": [running(500, "prod-node-a00")], "map": []});
    let resp = run(&req);
    assert_eq!(resp["clusters"][1]["findings"][0]["key"], "unmapped:500");
}

// ---- 3.5: characters in texts ---------------------------------------------------------------------------------

#[test]
fn alerts_carry_no_character_outside_the_bmp_while_events_keep_them() {
    let mut req = healthy();
    req["clusters"][0]["name"] = json!("prod \u{1F680}\u{ad}\u{E0041}");
    req["map"].as_array_mut().expect("map").push(row(42, 999));
    let resp = run(&req);
    let c = first(&resp);
    let event = text(&c["events"][0], "description");
    assert!(event.starts_with("Kubernetes cluster prod \u{1F680}?? (id 42)"), "{event}");
    for alert in c["alerts"].as_array().expect("alerts") {
        for field in ["subject", "body"] {
            let t = text(alert, field);
            assert!(t.starts_with("Kubernetes cluster prod ??? (id 42)"), "{t}");
            assert!(t.chars().all(|ch| (ch as u32) <= 0xFFFF), "{t}");
        }
    }
}

// ---- 3.3: one VM, one report, when the patterns of several clusters overlap ----------------------------------

/// Per cluster of a response: `(id, unmapped VM ids it reports, WARN events, alerts)`.
fn unmapped_per_cluster(response: &Value) -> Vec<(u64, Vec<u64>, usize, usize)> {
    response["clusters"]
        .as_array()
        .expect("clusters")
        .iter()
        .map(|c| {
            let ids = c["findings"]
                .as_array()
                .expect("findings")
                .iter()
                .filter(|f| f["kind"] == "unmapped_vm")
                .filter_map(|f| f["vm_id"].as_u64())
                .collect();
            let warn = c["events"].as_array().expect("events").iter().filter(|e| e["level"] == "WARN").count();
            (c["id"].as_u64().unwrap_or(0), ids, warn, c["alerts"].as_array().expect("alerts").len())
        })
        .collect()
}

/// Checked clusters `(id, name)` of owner 7 with an empty node list, and the given VMs, none of them mapped.
fn overlapping(clusters: &[(u64, &str)], vms: Vec<Value>) -> Value {
    let clusters: Vec<Value> = clusters
        .iter()
        .map(|&(id, name)| {
            let mut c = cluster(id, name);
            c["kubectl"] = nodes(&[]);
            c
        })
        .collect();
    json!({"version": 1, "now_ms": NOW, "clusters": clusters, "vms": vms, "map": []})
}

#[test]
fn clusters_whose_names_share_40_characters_report_each_vm_of_the_shared_legacy_prefix_once() {
    // The review's case: five clusters whose names differ only after the 40th character share their legacy prefix
    // `payments-platform-production-cluster-eu-` (and their etcd prefix); ten VMs carry it.
    let names: Vec<String> = (1..=5).map(|i| format!("payments-platform-production-cluster-eu-{i:02}")).collect();
    let legacy = &names[0][..40];
    assert!(names.iter().all(|n| &n[..40] == legacy));
    let vms = (0..10u64).map(|i| running(700 + i, &format!("{legacy}-node-{:x}", 0xa0 + i))).collect();
    let clusters: Vec<(u64, &str)> = names.iter().enumerate().map(|(i, n)| (60 - i as u64, n.as_str())).collect();
    let resp = run(&overlapping(&clusters, vms));
    let per_cluster = unmapped_per_cluster(&resp);
    let all: Vec<u64> = (700..710).collect();
    assert_eq!(
        per_cluster,
        vec![(60, vec![], 0, 0), (59, vec![], 0, 0), (58, vec![], 0, 0), (57, vec![], 0, 0), (56, all, 10, 6)],
        "the lowest id (56) reports each of the ten VMs once: 10 events, not 50; 5 alerts and a summary"
    );
    // The clusters that do not report them still know them as VMs of their own: no node is without a VM.
    let node = format!("{legacy}-node-a0");
    let mut req = overlapping(&[(56, &names[0]), (57, &names[1])], vec![running(700, &node)]);
    req["clusters"][1]["kubectl"] = nodes(&[&node]);
    assert!(run(&req)["clusters"][1]["findings"].as_array().expect("findings").is_empty());
}

#[test]
fn each_cluster_keeps_the_vms_of_its_own_current_prefix() {
    // Names of 42 characters: the current prefixes (43) differ, the legacy prefixes (40) do not.
    let a = "payments-platform-production-cluster-eu-01";
    let b = "payments-platform-production-cluster-eu-02";
    let vms = vec![running(801, &format!("{a}-node-1a")), running(802, &format!("{b}-node-1b"))];
    let resp = run(&overlapping(&[(71, b), (70, a)], vms));
    assert_eq!(unmapped_per_cluster(&resp), vec![(71, vec![802], 1, 1), (70, vec![801], 1, 1)]);
}

#[test]
fn x_and_x_underscore_share_the_etcd_prefix_and_its_vm_is_reported_once() {
    // `prod_` is no valid label: its prefixes are `k8s-prod` (current and legacy) and `prod-etcd` (etcd), the
    // same etcd prefix as `prod`.
    let vms = vec![running(901, "prod-etcd-1-1a"), running(902, "k8s-prod-node-1b"), running(903, "prod-node-1c")];
    let resp = run(&overlapping(&[(31, "prod_"), (30, "prod")], vms));
    assert_eq!(unmapped_per_cluster(&resp), vec![(31, vec![902], 1, 1), (30, vec![901, 903], 2, 2)]);
    let resp = run(&overlapping(&[(30, "prod_"), (31, "prod")], vec![running(901, "prod-etcd-1-1a")]));
    assert_eq!(unmapped_per_cluster(&resp), vec![(30, vec![901], 1, 1), (31, vec![], 0, 0)]);
}

#[test]
fn identical_names_report_each_vm_once_under_the_lowest_id() {
    let vms = vec![running(501, "prod-node-1a"), running(502, "prod-etcd-2-1b")];
    let resp = run(&overlapping(&[(12, "prod"), (11, "prod"), (13, "PROD")], vms));
    assert_eq!(unmapped_per_cluster(&resp), vec![(12, vec![], 0, 0), (11, vec![501, 502], 2, 2), (13, vec![], 0, 0)]);
}

#[test]
fn when_the_lowest_matching_cluster_is_skipped_the_lowest_checked_one_reports() {
    let long = "payments-platform-production-cluster-eu-";
    let mut req = overlapping(
        &[(20, &format!("{long}01")), (21, &format!("{long}02")), (22, &format!("{long}03"))],
        vec![running(601, &format!("{long}-node-1a"))],
    );
    req["clusters"][0]["state"] = json!("Scaling");
    let resp = run(&req);
    assert_eq!(resp["clusters"][0]["status"], "skipped");
    assert_eq!(unmapped_per_cluster(&resp)[1..], [(21, vec![601], 1, 1), (22, vec![], 0, 0)]);
    // An ExternalManaged cluster is skipped too.
    req["clusters"][0]["state"] = json!("Running");
    req["clusters"][0]["type"] = json!("ExternalManaged");
    assert_eq!(unmapped_per_cluster(&run(&req))[1].1, vec![601]);
}

#[test]
fn many_overlapping_clusters_and_vms_give_one_event_per_vm_and_alerts_within_the_cap() {
    // Eight clusters of one owner sharing 40 characters, and 50 unmapped VMs of the shared legacy prefix: the
    // review measured 400 events and 48 alerts; the rule gives 50 events, and 5 alerts and a summary.
    let long = "payments-platform-production-cluster-eu-";
    let names: Vec<String> = (1..=8).map(|i| format!("{long}{i:02}")).collect();
    let clusters: Vec<(u64, &str)> = names.iter().enumerate().map(|(i, n)| (100 + i as u64, n.as_str())).collect();
    let vms = (0..50u64).map(|i| running(2_000 + i, &format!("{long}-node-{:x}", 0x100 + i))).collect();
    let resp = run(&overlapping(&clusters, vms));
    let per_cluster = unmapped_per_cluster(&resp);
    let events: usize = per_cluster.iter().map(|c| c.2).sum();
    let alerts: usize = per_cluster.iter().map(|c| c.3).sum();
    assert_eq!(events, 50, "events = unmapped VMs");
    assert_eq!(alerts, 6, "the cap of 5 and one summary");
    assert_eq!(per_cluster[0].1, (2_000..2_050).collect::<Vec<u64>>());
}

// ---- 4: what one response carries ------------------------------------------------------------------------------

/// Two clusters of one owner with `a` and `b` map rows to VMs that do not exist.
fn missing_rows(a: u64, b: u64) -> Value {
    let mut map = Vec::new();
    map.extend((0..a).map(|i| row(1, 1_000_000 + i)));
    map.extend((0..b).map(|i| row(2, 2_000_000 + i)));
    json!({"version": 1, "now_ms": NOW, "clusters": [cluster(1, "a"), cluster(2, "b")], "vms": [], "map": map})
}

/// Per cluster: `(new findings, listed known findings, WARN events, INFO events)`.
fn counts(response: &Value) -> Vec<(usize, usize, usize, usize)> {
    response["clusters"]
        .as_array()
        .expect("clusters")
        .iter()
        .map(|c| {
            let findings = c["findings"].as_array().expect("findings");
            let events = c["events"].as_array().expect("events");
            let level = |l: &str| events.iter().filter(|e| e["level"] == l).count();
            let new = findings.iter().filter(|f| f["new"] == true).count();
            (new, findings.len() - new, level("WARN"), level("INFO"))
        })
        .collect()
}

#[test]
fn one_response_reports_at_most_10000_new_mismatches_and_the_rest_in_the_next_runs_each_once() {
    let max = cks_vmmap_check::plan::MAX_NEW_REPORTS_PER_REQUEST;
    assert_eq!(max, 10_000);
    let mut req = missing_rows(6_000, 4_100);
    let first_run = run(&req);
    assert_eq!(counts(&first_run), vec![(6_000, 0, 6_000, 0), (4_000, 0, 4_000, 1)]);
    let waiting = text(&first_run["clusters"][1]["events"][4_000], "description");
    assert!(waiting.contains("100 more VM map mismatches found in this check are not reported yet"), "{waiting}");
    assert!(waiting.contains("at most 10000 new mismatches"), "{waiting}");
    // The alert cap still holds per cluster: 5 alerts and one summary each.
    assert!(first_run["clusters"]
        .as_array()
        .expect("c")
        .iter()
        .all(|c| c["alerts"].as_array().map(Vec::len) == Some(6)));
    apply_details(&mut req, &first_run);

    let second_run = run(&req);
    // The 100 that waited are reported now, once; the known ones are listed up to 10 000 in all.
    assert_eq!(counts(&second_run), vec![(0, 6_000, 0, 0), (100, 4_000, 100, 0)]);
    let reported_now: Vec<u64> = second_run["clusters"][1]["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .filter(|f| f["new"] == true)
        .filter_map(|f| f["vm_id"].as_u64())
        .collect();
    assert_eq!(reported_now, (2_004_000..2_004_100).collect::<Vec<u64>>(), "the ones that waited, in key order");
    apply_details(&mut req, &second_run);

    let third_run = run(&req);
    let (new, known): (usize, usize) = counts(&third_run).iter().fold((0, 0), |(n, k), c| (n + c.0, k + c.1));
    assert_eq!((new, known), (0, cks_vmmap_check::plan::MAX_KNOWN_LISTED_PER_REQUEST), "nothing new; 10 000 listed");
    assert!(third_run["clusters"].as_array().expect("c").iter().all(|c| c["details"] == json!([])));
}
