//! Builders for requests, shared by the integration tests. Times are relative to `NOW`.
#![allow(dead_code)]

use serde_json::{json, Value};

pub const NOW: i64 = 1_764_676_800_000;
pub const MIN: i64 = 60_000;
pub const HOUR: i64 = 60 * MIN;
pub const GRACE_MS: i64 = 900_000;

pub fn vm(id: u64, name: &str, state: &str) -> Value {
    json!({"id": id, "uuid": format!("vm-uuid-{id}"), "name": name, "account_id": 7, "state": state,
           "created_ms": NOW - 48 * HOUR, "state_changed_ms": NOW - 47 * HOUR, "removed_ms": null})
}

pub fn running(id: u64, name: &str) -> Value {
    vm(id, name, "Running")
}

pub fn row(cluster_id: u64, vm_id: u64) -> Value {
    json!({"cluster_id": cluster_id, "vm_id": vm_id, "control": false, "etcd": false, "external": false})
}

pub fn nodes(names: &[&str]) -> Value {
    let output: String = names.iter().map(|n| format!("node/{n}\n")).collect();
    json!({"ok": true, "output": output})
}

pub fn cluster(id: u64, name: &str) -> Value {
    json!({"id": id, "uuid": format!("8b0c{id:04}-1f2e-4d3c-9b8a-7e6f5d4c0000"), "name": name,
           "state": "Running", "type": "CloudManaged", "account_id": 7, "zone_id": 1})
}

/// A request with one cluster `prod` (id 42) and the given VMs, map rows and kubectl result.
pub fn request(vms: Vec<Value>, map: Vec<Value>, kubectl: Value) -> Value {
    let mut c = cluster(42, "prod");
    c["kubectl"] = kubectl;
    json!({"version": 1, "now_ms": NOW, "clusters": [c], "vms": vms, "map": map})
}

/// A healthy `prod`: control 101 and workers 102, 103, all mapped, running and nodes.
pub fn healthy() -> Value {
    request(
        vec![
            running(101, "prod-control-19a0b1c2d3e"),
            running(102, "prod-node-19a0b1c2e4f"),
            running(103, "prod-node-19a0b1c2f50"),
        ],
        vec![row(42, 101), row(42, 102), row(42, 103)],
        nodes(&["prod-control-19a0b1c2d3e", "prod-node-19a0b1c2e4f", "prod-node-19a0b1c2f50"]),
    )
}

pub fn run(request: &Value) -> Value {
    let bytes = serde_json::to_vec(request).expect("serialisable");
    let out = cks_vmmap_check::check_request(&bytes).unwrap_or_else(|e| panic!("request refused: {e}"));
    serde_json::from_slice(&out).expect("response is JSON")
}

pub fn run_err(request: &[u8]) -> cks_vmmap_check::EngineError {
    match cks_vmmap_check::check_request(request) {
        Ok(out) => panic!("expected an error, got {}", String::from_utf8_lossy(&out)),
        Err(e) => e,
    }
}

/// The first cluster of a response.
pub fn first(response: &Value) -> &Value {
    &response["clusters"][0]
}

/// `(kind, key, new)` of each finding of the first cluster.
pub fn findings(response: &Value) -> Vec<(String, String, bool)> {
    first(response)["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| {
            (
                f["kind"].as_str().unwrap_or("").to_string(),
                f["key"].as_str().unwrap_or("").to_string(),
                f["new"].as_bool().unwrap_or(false),
            )
        })
        .collect()
}

pub fn keys(response: &Value) -> Vec<String> {
    findings(response).into_iter().map(|(_, k, _)| k).collect()
}

/// Applies the response's detail changes to the request's clusters, as the Java side would, through the library's
/// own [`cks_vmmap_check::contract::apply_detail_changes`] on the typed request and response.
pub fn apply_details(request: &mut Value, response: &Value) {
    let mut typed: cks_vmmap_check::Request = serde_json::from_value(request.clone()).expect("a valid request");
    let answer: cks_vmmap_check::Response = serde_json::from_value(response.clone()).expect("a response");
    cks_vmmap_check::contract::apply_detail_changes(&mut typed, &answer);
    *request = serde_json::to_value(&typed).expect("serialisable");
}

/// The string at `field` of `value`, or "" when absent.
pub fn text<'a>(value: &'a Value, field: &str) -> &'a str {
    value[field].as_str().unwrap_or("")
}

/// The changes of detail `name` of the first cluster: `Some(value)` written, `None` removed.
pub fn detail_changes(resp: &Value, name: &str) -> Vec<Option<String>> {
    first(resp)["details"]
        .as_array()
        .expect("details")
        .iter()
        .filter(|d| d["name"] == name)
        .map(|d| d["value"].as_str().map(str::to_string))
        .collect()
}

/// `(level, description)` of each event of the first cluster.
pub fn events(resp: &Value) -> Vec<(String, String)> {
    first(resp)["events"]
        .as_array()
        .expect("events")
        .iter()
        .map(|e| (text(e, "level").to_string(), text(e, "description").to_string()))
        .collect()
}
