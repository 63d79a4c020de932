//! Valid requests built from arbitrary data, so that the fuzzer reaches the rules rather than the JSON parser:
//! names drawn from a few clusters' node-name patterns, VMs in every state, map rows pointing at real and missing
//! VMs, kubectl outputs made of those names, junk and FQDNs, stored details from earlier runs or garbage, clusters in
//! every watched state with state records of any age, reported or not, and bounds from the request; clusters in Alert
//! with node counts, listings with STATUS, no SSH address, and Alert records written or garbage (SPEC 3.8).
#![no_main]

use arbitrary::Arbitrary;
use cks_vmmap_check::names::{current_prefix, etcd_prefix, legacy_prefix};
use libfuzzer_sys::fuzz_target;
use serde_json::{json, Value};

/// Cluster names, some of whose patterns overlap (SPEC 3.3, "One VM, one report"): `prod`/`Prod`, `prod`/`prod_`
/// (`prod-etcd`), and three names over 40 characters sharing their first 40 (legacy and etcd prefixes).
const NAMES: [&str; 9] = [
    "prod",
    "Prod",
    "my_cluster",
    "K8S-Legacy",
    "a-very-long-cluster-name-that-is-cut-at-forty-three",
    "%%",
    "prod_",
    "a-very-long-cluster-name-that-is-cut-at-forty-four",
    "a-very-long-cluster-name-that-is-cut-at-f",
];
const STATES: [&str; 9] =
    ["Running", "Stopped", "Destroyed", "Expunging", "Error", "Starting", "Stopping", "Migrating", "Shutdown"];
const CLUSTER_STATES: [&str; 14] = [
    "Running",
    "Alert",
    "Scaling",
    "Stopped",
    "Error",
    "RemovingNodes",
    "Upgrading",
    "Starting",
    "ScalingStoppedCluster",
    "Created",
    "Recovering",
    "Importing",
    "Stopping",
    "Destroyed",
];
const NOW: i64 = 1_764_676_800_000;
/// Node STATUS values kubectl prints, and one it does not.
const STATUSES: [&str; 6] =
    ["Ready", "NotReady", "Unknown", "Ready,SchedulingDisabled", "NotReady,SchedulingDisabled", "Re@dy"];

#[derive(Arbitrary, Debug)]
struct FuzzVm {
    cluster_name: u8,
    role: u8,
    suffix: u16,
    state: u8,
    other_owner: bool,
    age_min: u16,
    changed_min: Option<u16>,
    removed: bool,
    display: u8,
}

#[derive(Arbitrary, Debug)]
struct FuzzCluster {
    name: u8,
    state: u8,
    external: bool,
    kubectl: u8,
    nodes: Vec<u8>,
    extra_nodes: Vec<u16>,
    fqdn: bool,
    vm_detail: Option<String>,
    node_detail: Option<String>,
    state_record: Option<FuzzRecord>,
    node_counts: Option<(i8, i8, i8)>,
    statuses: Vec<u8>,
    alert_record: Option<FuzzAlertRecord>,
}

/// The Alert episode's detail (SPEC 3.8): a record this engine writes or garbage.
#[derive(Arbitrary, Debug)]
enum FuzzAlertRecord {
    Written { age_min: u16, reported: u8, current: u8, text: String },
    Garbage(String),
}

/// The state watch's detail: a record this engine writes (a state, an age, reported or not) or garbage.
#[derive(Arbitrary, Debug)]
enum FuzzRecord {
    Written { state: u8, age_min: u16, reported: Option<u16> },
    Garbage(String),
}

#[derive(Arbitrary, Debug)]
struct FuzzRequest {
    grace_min: u16,
    alert_cap: u8,
    detail_max_chars: u16,
    max_unmatched_nodes: u8,
    state_bounds_min: Vec<(u8, i8)>,
    clusters: Vec<FuzzCluster>,
    vms: Vec<FuzzVm>,
    map: Vec<(u8, u8, bool, bool)>,
}

fn host_name(vm: &FuzzVm) -> String {
    let name = NAMES[vm.cluster_name as usize % NAMES.len()];
    let hex = format!("{:x}", 0x19a_0000_0000u64 + u64::from(vm.suffix));
    match vm.role % 5 {
        0 => format!("{}-control-{hex}", current_prefix(name, "u")),
        1 => format!("{}-node-{hex}", current_prefix(name, "u")),
        2 => format!("{}-node-{hex}", legacy_prefix(name, "u")),
        3 => format!("{}-{}-{hex}", etcd_prefix(name, "u"), 1 + vm.suffix % 3),
        _ => format!("app-{hex}"),
    }
}

/// The display name: absent, null, the host name, or a name of its own (an external node's, which Kubernetes may know
/// it by, lower-cased or not).
fn display_name(vm: &FuzzVm) -> Option<Value> {
    match vm.display % 5 {
        0 => None,
        1 => Some(Value::Null),
        2 => Some(json!(host_name(vm))),
        3 => Some(json!(format!("Ext-Worker-{}", vm.suffix))),
        _ => Some(json!(format!("ext-worker-{}", vm.suffix))),
    }
}

/// Bounds for a few states, in minutes (0 or less turns the watch off), any state name of the list included.
fn state_bounds(input: &FuzzRequest) -> Value {
    let bounds: serde_json::Map<String, Value> = input
        .state_bounds_min
        .iter()
        .take(8)
        .map(|(state, minutes)| {
            (CLUSTER_STATES[*state as usize % CLUSTER_STATES.len()].to_string(), json!(i64::from(*minutes) * 60))
        })
        .collect();
    Value::Object(bounds)
}

fn build(input: &FuzzRequest) -> Value {
    let vms: Vec<Value> = input
        .vms
        .iter()
        .enumerate()
        .take(64)
        .map(|(i, vm)| {
            let mut v = json!({"id": 100 + i, "name": host_name(vm), "account_id": if vm.other_owner { 8 } else { 7 },
                   "state": STATES[vm.state as usize % STATES.len()], "created_ms": NOW - i64::from(vm.age_min) * 60_000,
                   "state_changed_ms": vm.changed_min.map(|m| NOW - i64::from(m) * 60_000),
                   "removed_ms": if vm.removed { json!(NOW - 60_000) } else { Value::Null }});
            if let Some(display) = display_name(vm) {
                v["display_name"] = display;
            }
            v
        })
        .collect();
    // Names nodes are drawn from: each VM's host name and, where it has one of its own, its display name.
    let names: Vec<String> = input
        .vms
        .iter()
        .take(64)
        .flat_map(|vm| {
            let display = display_name(vm).and_then(|d| d.as_str().map(str::to_string));
            std::iter::once(host_name(vm)).chain(display)
        })
        .collect();
    let clusters: Vec<Value> = input
        .clusters
        .iter()
        .take(6)
        .enumerate()
        .map(|(i, c)| {
            // kubectl: not run, failed, no address, `-o name`, or the `--no-headers` table with STATUS.
            let table = c.kubectl % 6 >= 4;
            let status = |k: usize| STATUSES[c.statuses.get(k).copied().unwrap_or(0) as usize % STATUSES.len()];
            let line = |node: &str, k: usize| {
                if table {
                    format!("{node}   {}   <none>   3d   v1.30.2\n", status(k))
                } else {
                    format!("node/{node}\n")
                }
            };
            let mut output = String::from("Warning: Permanently added the host key.\r\n");
            for (k, n) in c.nodes.iter().enumerate() {
                if let Some(name) = names.get(*n as usize % names.len().max(1)) {
                    let node = name.to_lowercase();
                    output.push_str(&if c.fqdn { line(&format!("{node}.cluster.local"), k) } else { line(&node, k) });
                }
            }
            for (k, x) in c.extra_nodes.iter().enumerate() {
                output.push_str(&line(&format!("ghost-{x}"), k));
            }
            let kubectl = match c.kubectl % 6 {
                0 => Value::Null,
                1 => json!({"ok": false, "reason": "SSH failed"}),
                2 => json!({"ok": false, "reason": "no SSH address", "no_address": true}),
                3 => json!({"ok": true, "output": output}),
                _ => json!({"ok": true, "output": output, "format": "table"}),
            };
            let mut details = serde_json::Map::new();
            if let Some(v) = &c.vm_detail {
                details.insert("vmMapCheckReportedVmDrift".into(), json!(v));
            }
            if let Some(v) = &c.node_detail {
                details.insert("vmMapCheckReportedNodeDrift".into(), json!(v));
            }
            if let Some(record) = &c.state_record {
                let value = match record {
                    FuzzRecord::Written { state, age_min, reported } => {
                        let state = CLUSTER_STATES[*state as usize % CLUSTER_STATES.len()];
                        let since = NOW - i64::from(*age_min) * 60_000;
                        match reported {
                            Some(held) => format!("{state}:{since}:r{held}"),
                            None => format!("{state}:{since}"),
                        }
                    }
                    FuzzRecord::Garbage(text) => text.clone(),
                };
                details.insert("vmMapCheckStateSince".into(), json!(value));
            }
            if let Some(record) = &c.alert_record {
                let value = match record {
                    FuzzAlertRecord::Written { age_min, reported, current, text } => {
                        let codes: String = "vmaurw"
                            .chars()
                            .enumerate()
                            .filter(|(i, _)| reported & (1 << i) != 0)
                            .map(|(_, c)| c)
                            .collect();
                        let current = "vmaurw".chars().nth(*current as usize % 6).unwrap_or('v');
                        format!("{};{codes};{current};{text}", NOW - i64::from(*age_min) * 60_000)
                    }
                    FuzzAlertRecord::Garbage(text) => text.clone(),
                };
                details.insert("vmMapCheckAlertReason".into(), json!(value));
            }
            let counts = c.node_counts.map(
                |(control, workers, etcd)| json!({"control": control % 4, "workers": workers % 8, "etcd": etcd % 3}),
            );
            json!({"id": i + 1, "uuid": "u", "name": NAMES[c.name as usize % NAMES.len()],
                   "state": CLUSTER_STATES[c.state as usize % CLUSTER_STATES.len()],
                   "type": if c.external { "ExternalManaged" } else { "CloudManaged" },
                   "account_id": 7, "zone_id": 1, "kubectl": kubectl, "details": details, "node_counts": counts})
        })
        .collect();
    let map: Vec<Value> = input
        .map
        .iter()
        .take(128)
        .map(|(c, v, etcd, control)| {
            json!({"cluster_id": 1 + u64::from(*c % 7), "vm_id": 100 + u64::from(*v % 70),
                                             "etcd": etcd, "control": control})
        })
        .collect();
    json!({"version": 1, "now_ms": NOW,
           "settings": {"grace_period_s": u64::from(input.grace_min) * 60, "alert_cap": input.alert_cap % 8,
                        "detail_max_chars": 46 + u32::from(input.detail_max_chars) % 10_195,
                        "max_unmatched_nodes": input.max_unmatched_nodes % 8,
                        "state_bounds_s": state_bounds(input)},
           "clusters": clusters, "vms": vms, "map": map})
}

fuzz_target!(|input: FuzzRequest| {
    let request = build(&input);
    let bytes = serde_json::to_vec(&request).expect("serialisable");
    match cks_vmmap_check::check_request(&bytes) {
        Ok(response) => fuzz_invariants::check_accepted(&bytes, &response),
        Err(e) => panic!("a request built from the contract was refused: {e}"),
    }
});
