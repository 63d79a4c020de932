//! SPEC section 4: an invalid request is answered with one error naming the JSON path, and nothing else.

mod common;

use cks_vmmap_check::EngineError;
use common::*;
use serde_json::{json, Value};

fn path_of(err: &EngineError) -> &str {
    match err {
        EngineError::InvalidRequest { path, .. } => path,
        EngineError::Internal { message } => {
            panic!("expected an invalid request, got internal error {message}")
        }
    }
}

fn invalid(request: &Value) -> EngineError {
    run_err(&serde_json::to_vec(request).expect("serialisable"))
}

#[test]
fn not_utf8() {
    let err = run_err(b"{\"version\":1,\"name\":\"\xff\xfe\"}");
    assert_eq!(path_of(&err), "$");
    assert!(err.to_string().contains("not valid UTF-8"), "{err}");
}

#[test]
fn not_json() {
    for bad in [&b""[..], b"   ", b"{", b"[]", b"null", b"42", b"{\"version\":1,}", b"{} trailing"] {
        let err = run_err(bad);
        assert!(err.to_string().starts_with("invalid request at $"), "{err}");
    }
}

#[test]
fn wrong_or_missing_version() {
    for (version, expected_path) in [
        (json!(2), "$.version"),
        (json!(0), "$.version"),
        (json!("1"), "$.version"),
        (json!(1.5), "$.version"),
        (json!(-1), "$.version"),
    ] {
        let mut req = healthy();
        req["version"] = version.clone();
        let err = invalid(&req);
        assert_eq!(path_of(&err), expected_path, "{version}");
        assert!(err.to_string().contains("version"), "{err}");
    }
    // A future version with another shape is named as a version problem, not as a field problem.
    let err = run_err(br#"{"version": 2, "requests": []}"#);
    assert_eq!(path_of(&err), "$.version");
    let mut req = healthy();
    req.as_object_mut().expect("object").remove("version");
    assert_eq!(path_of(&invalid(&req)), "$.version");
}

#[test]
fn required_fields_missing_are_named_by_path() {
    type Mutation = fn(&mut Value);
    let cases: Vec<(Mutation, &str)> = vec![
        (|r| drop(r.as_object_mut().map(|o| o.remove("now_ms"))), "$.now_ms"),
        (|r| drop(r.as_object_mut().map(|o| o.remove("clusters"))), "$.clusters"),
        (|r| drop(r.as_object_mut().map(|o| o.remove("vms"))), "$.vms"),
        (|r| drop(r.as_object_mut().map(|o| o.remove("map"))), "$.map"),
        (|r| drop(r["clusters"][0].as_object_mut().map(|o| o.remove("name"))), "$.clusters[0].name"),
        (|r| drop(r["clusters"][0].as_object_mut().map(|o| o.remove("type"))), "$.clusters[0].type"),
        (|r| drop(r["clusters"][0].as_object_mut().map(|o| o.remove("zone_id"))), "$.clusters[0].zone_id"),
        (|r| drop(r["map"][2].as_object_mut().map(|o| o.remove("vm_id"))), "$.map[2].vm_id"),
        (|r| r["clusters"][0]["kubectl"] = json!({"ok": true}), "$.clusters[0].kubectl.output"),
        (|r| r["clusters"][0]["kubectl"] = json!({"output": "node/a"}), "$.clusters[0].kubectl.ok"),
    ];
    for (mutate, path) in cases {
        let mut req = healthy();
        mutate(&mut req);
        let err = invalid(&req);
        assert_eq!(path_of(&err), path, "{err}");
        assert!(err.to_string().contains("missing"), "{err}");
    }
}

#[test]
fn wrong_types_and_out_of_range_numbers_are_named_by_path() {
    let cases: Vec<(&str, Value, &str)> = vec![
        ("/vms/0/id", json!("101"), "$.vms[0].id"),
        ("/vms/0/id", json!(-101), "$.vms[0].id"),
        ("/vms/0/id", json!(1.5), "$.vms[0].id"),
        ("/vms/0/id", json!(18446744073709551616u128 as f64), "$.vms[0].id"),
        ("/vms/0/state", json!(3), "$.vms[0].state"),
        ("/vms/0/removed_ms", json!("yesterday"), "$.vms[0].removed_ms"),
        ("/now_ms", json!("now"), "$.now_ms"),
        ("/clusters/0/account_id", json!(null), "$.clusters[0].account_id"),
        (
            "/clusters/0/details",
            json!({"vmMapCheckReportedVmDrift": 5}),
            "$.clusters[0].details.vmMapCheckReportedVmDrift",
        ),
        ("/clusters/0/kubectl", json!("ok"), "$.clusters[0].kubectl"),
        ("/map/0/etcd", json!("yes"), "$.map[0].etcd"),
        ("/settings", json!({"alert_cap": -1}), "$.settings.alert_cap"),
        ("/settings", json!({"grace_period_s": "15m"}), "$.settings.grace_period_s"),
        ("/settings", json!({"detail_max_chars": 45}), "$.settings.detail_max_chars"),
        ("/settings", json!({"detail_max_chars": 10241}), "$.settings.detail_max_chars"),
        ("/clusters", json!({}), "$.clusters"),
    ];
    for (pointer, value, path) in cases {
        let mut req = healthy();
        req["clusters"][0]["details"] = json!({});
        if pointer == "/settings" {
            req["settings"] = value.clone();
        } else {
            *req.pointer_mut(pointer).unwrap_or_else(|| panic!("{pointer}")) = value.clone();
        }
        let err = invalid(&req);
        assert_eq!(path_of(&err), path, "{pointer} = {value}: {err}");
    }
}

#[test]
fn duplicates_that_would_be_applied_twice_are_refused() {
    let mut req = healthy();
    let again = req["clusters"][0].clone();
    req["clusters"].as_array_mut().expect("clusters").push(again);
    assert_eq!(path_of(&invalid(&req)), "$.clusters[1].id");
    let mut req = healthy();
    let again = req["vms"][0].clone();
    req["vms"].as_array_mut().expect("vms").push(again);
    assert_eq!(path_of(&invalid(&req)), "$.vms[3].id");
    // A duplicate field inside one object is a JSON error at that object.
    let err = run_err(br#"{"version":1,"version":1,"now_ms":0,"clusters":[],"vms":[],"map":[]}"#);
    assert!(err.to_string().contains("duplicate field"), "{err}");
}

#[test]
fn deeply_nested_json_is_refused_without_overflowing_the_stack() {
    let depth = 100_000;
    let nested = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    let text = format!(r#"{{"version":1,"now_ms":0,"clusters":{nested},"vms":[],"map":[]}}"#);
    let err = run_err(text.as_bytes());
    assert!(path_of(&err).starts_with("$.clusters[0]"), "refused at the first value of the wrong shape: {err}");
    // Deep nesting inside an unknown field is skipped without recursion and the request is answered.
    let text = format!(r#"{{"version":1,"now_ms":0,"clusters":[],"vms":[],"map":[],"x":{nested}}}"#);
    assert!(cks_vmmap_check::check_request(text.as_bytes()).is_ok());
}

#[test]
fn an_oversized_request_is_refused_before_parsing() {
    let big = vec![b' '; cks_vmmap_check::contract::MAX_REQUEST_BYTES + 1];
    let err = run_err(&big);
    assert_eq!(path_of(&err), "$");
    assert!(err.to_string().contains("over the limit"), "{err}");
}

#[test]
fn the_error_is_one_line_without_control_characters() {
    let err = run_err("{\"version\":1,\"now_ms\":\"\u{1b}[31m\\n\\u0000evil\"}".as_bytes());
    let text = err.to_string();
    assert!(!text.chars().any(char::is_control), "{text:?}");
}
