//! Property tests over generated requests: determinism, idempotence of the detail changes, detail values within
//! the limit and never empty, and no panic on arbitrary input.

mod common;

use common::{apply_details, NOW};
use proptest::prelude::*;
use serde_json::{json, Value};

const STATES: [&str; 8] =
    ["Running", "Stopped", "Destroyed", "Expunging", "Error", "Starting", "Stopping", "Migrating"];
const CLUSTER_STATES: [&str; 5] = ["Running", "Alert", "Scaling", "Stopped", "Running"];
/// Cluster names whose patterns overlap (SPEC 3.3, "One VM, one report"): `prod` and `Prod` are the same name to
/// the patterns, `prod` and `prod_` share `prod-etcd`, and the three long names (over 40 characters) share their
/// legacy and etcd prefixes while their current prefixes (43) differ.
const NAMES: [&str; 9] = [
    "prod",
    "Prod",
    "p_x",
    "stage",
    "K8S-Legacy",
    "prod_",
    "payments-platform-production-cluster-eu-01",
    "payments-platform-production-cluster-eu-02",
    "payments-platform-production-cluster-eu-03-with-a-longer-tail",
];

fn vm_name() -> impl Strategy<Value = String> {
    (0usize..NAMES.len(), 0usize..5, 0u64..40).prop_map(|(n, role, suffix)| {
        let name = NAMES[n];
        let current = cks_vmmap_check::names::current_prefix(name, "u");
        let legacy = cks_vmmap_check::names::legacy_prefix(name, "u");
        let etcd = cks_vmmap_check::names::etcd_prefix(name, "u");
        match role {
            0 => format!("{current}-control-{:x}", 0x019a_0000_0000_u64 + suffix),
            1 => format!("{current}-node-{:x}", 0x019a_0000_0000_u64 + suffix),
            2 => format!("{etcd}-1-{:x}", 0x019a_0000_0000_u64 + suffix),
            3 => format!("{legacy}-node-{:x}", 0x019a_0000_0000_u64 + suffix),
            _ => format!("jump-{suffix}"),
        }
    })
}

prop_compose! {
    fn arb_vm(id: u64)(name in vm_name(), state in 0usize..8, account in 7u64..9, age_min in 0i64..40,
                      changed_min in proptest::option::of(0i64..40), removed in any::<bool>()) -> Value {
        json!({"id": id, "name": name, "account_id": account, "state": STATES[state],
               "created_ms": NOW - age_min * 60_000,
               "state_changed_ms": changed_min.map(|m| NOW - m * 60_000),
               "removed_ms": if removed { json!(NOW - 60_000) } else { Value::Null }})
    }
}

fn arb_kubectl(node_names: Vec<String>) -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        Just(json!({"ok": false, "reason": "SSH failed"})),
        Just(json!({"ok": false, "reason": "no SSH address", "no_address": true})),
        proptest::sample::subsequence(node_names.clone(), 0..=node_names.len()).prop_map(|names| {
            let out: String = names.iter().map(|n| format!("node/{}\n", n.to_lowercase())).collect();
            json!({"ok": true, "output": format!("{out}node/ghost-1\nWarning: junk\n")})
        }),
        (proptest::sample::subsequence(node_names.clone(), 0..=node_names.len()), any::<u64>()).prop_map(
            |(names, ready_bits)| {
                let out: String = names
                    .iter()
                    .enumerate()
                    .map(|(i, n)| {
                        let status = if ready_bits & (1 << (i % 64)) != 0 { "Ready" } else { "NotReady" };
                        format!("{} {status} <none> 2d v1.30.2\n", n.to_lowercase())
                    })
                    .collect();
                json!({"ok": true, "output": format!("{out}ghost-1 Ready <none> 1d v1.30.2\n"), "format": "table"})
            }
        ),
    ]
}

fn arb_request() -> impl Strategy<Value = Value> {
    let vms = (1usize..30).prop_flat_map(|n| (0..n as u64).map(|i| arb_vm(100 + i)).collect::<Vec<_>>());
    (vms, 0u32..4, prop::sample::select(vec![46u32, 60, 120, 10240]), 0u64..1200)
        .prop_flat_map(|(vms, cap, max_chars, grace)| {
            let names: Vec<String> = vms.iter().filter_map(|v| v["name"].as_str().map(String::from)).collect();
            // Map rows point at the generated VMs and at 999, a VM that does not exist.
            let mut ids: Vec<u64> = vms.iter().filter_map(|v| v["id"].as_u64()).collect();
            ids.push(999);
            let map = proptest::collection::vec((1u64..4, prop::sample::select(ids), any::<bool>()), 0..25);
            let clusters = proptest::collection::vec(
                (0usize..NAMES.len(), 0usize..5, arb_kubectl(names), (0u64..3, 0u64..5, 0u64..2)),
                1..5,
            );
            (Just(vms), map, clusters, Just(cap), Just(max_chars), Just(grace))
        })
        .prop_map(|(vms, map, clusters, cap, max_chars, grace)| {
            let clusters: Vec<Value> = clusters
                .into_iter()
                .enumerate()
                .map(|(i, (name, state, kubectl, (control, workers, etcd)))| {
                    json!({"id": i as u64 + 1, "uuid": "u", "name": NAMES[name], "state": CLUSTER_STATES[state],
                           "type": "CloudManaged", "account_id": 7, "zone_id": 1, "kubectl": kubectl,
                           "node_counts": {"control": control, "workers": workers, "etcd": etcd}})
                })
                .collect();
            let map: Vec<Value> =
                map.into_iter().map(|(c, v, etcd)| json!({"cluster_id": c, "vm_id": v, "etcd": etcd})).collect();
            json!({"version": 1, "now_ms": NOW,
                   "settings": {"grace_period_s": grace, "alert_cap": cap, "detail_max_chars": max_chars},
                   "clusters": clusters, "vms": vms, "map": map})
        })
}

fn run(request: &Value) -> Value {
    common::run(request)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn the_same_request_always_gives_the_same_response(req in arb_request()) {
        let bytes = serde_json::to_vec(&req).expect("serialisable");
        let a = cks_vmmap_check::check_request(&bytes).expect("valid");
        let b = cks_vmmap_check::check_request(&bytes).expect("valid");
        prop_assert_eq!(a, b);
    }

    #[test]
    fn feeding_the_detail_changes_back_gives_no_new_mismatch_and_no_change(req in arb_request()) {
        let mut req = req;
        let first = run(&req);
        apply_details(&mut req, &first);
        let second = run(&req);
        for c in second["clusters"].as_array().expect("clusters") {
            prop_assert_eq!(&c["details"], &json!([]));
            prop_assert_eq!(&c["alerts"], &json!([]));
            prop_assert_eq!(&c["events"], &json!([]));
            prop_assert!(c["findings"].as_array().expect("findings").iter().all(|f| f["new"] == false));
        }
        // The findings themselves do not depend on the details.
        for (a, b) in first["clusters"].as_array().expect("c").iter().zip(second["clusters"].as_array().expect("c")) {
            let keys = |c: &Value| c["findings"].as_array().expect("f").iter().map(|f| f["key"].clone()).collect::<Vec<_>>();
            prop_assert_eq!(keys(a), keys(b));
        }
    }

    #[test]
    fn an_unmapped_vm_is_reported_by_the_lowest_checked_cluster_whose_patterns_match_it_and_no_other(
            req in arb_request()) {
        let resp = run(&req);
        let mut reported: Vec<(u64, u64)> = Vec::new();
        for c in resp["clusters"].as_array().expect("clusters") {
            for f in c["findings"].as_array().expect("findings").iter().filter(|f| f["kind"] == "unmapped_vm") {
                reported.push((f["vm_id"].as_u64().expect("a VM id"), c["id"].as_u64().expect("an id")));
            }
        }
        let mut vm_ids: Vec<u64> = reported.iter().map(|(vm, _)| *vm).collect();
        vm_ids.sort_unstable();
        vm_ids.dedup();
        prop_assert_eq!(vm_ids.len(), reported.len(), "one VM, one report: {:?}", reported);
        for (vm_id, by) in reported {
            let vm = req["vms"].as_array().expect("vms").iter().find(|v| v["id"] == vm_id).expect("a VM of the request");
            let host = vm["name"].as_str().expect("a name").to_lowercase();
            let lowest = req["clusters"].as_array().expect("clusters").iter()
                .filter(|c| c["state"] == "Running" || c["state"] == "Alert")
                .filter(|c| c["account_id"] == vm["account_id"])
                .filter(|c| {
                    let names = cks_vmmap_check::names::ClusterNodeNames::new(
                        c["name"].as_str().expect("a name"), c["uuid"].as_str().expect("a uuid"));
                    names.role_of(&host).is_some()
                })
                .filter_map(|c| c["id"].as_u64())
                .min();
            prop_assert_eq!(lowest, Some(by), "VM {} ({}) reported by {}", vm_id, host, by);
        }
    }

    #[test]
    fn detail_values_stay_within_the_limit_and_are_never_empty(req in arb_request()) {
        let max = req["settings"]["detail_max_chars"].as_u64().expect("set") as usize;
        let resp = run(&req);
        for c in resp["clusters"].as_array().expect("clusters") {
            for d in c["details"].as_array().expect("details") {
                if let Some(v) = d["value"].as_str() {
                    prop_assert!(!v.is_empty());
                    prop_assert!(v.chars().count() <= max, "{} > {}", v.len(), max);
                }
            }
            let cap = req["settings"]["alert_cap"].as_u64().expect("set") as usize;
            let new = c["findings"].as_array().expect("f").iter().filter(|f| f["new"] == true).count();
            let alerts = c["alerts"].as_array().expect("a").len();
            prop_assert_eq!(alerts, if new > cap { cap + 1 } else { new });
            let warn = c["events"].as_array().expect("e").iter().filter(|e| e["level"] == "WARN").count();
            prop_assert_eq!(warn, new);
        }
    }

    #[test]
    fn a_node_list_is_believed_exactly_when_at_most_max_unmatched_nodes_match_no_vm(
            ghosts in 0usize..40, bound in 0u32..40, name in "\\PC{0,30}") {
        let output: String = std::iter::once("node/prod-control-1a\n".to_string())
            .chain((0..ghosts).map(|i| format!("node/ghost-{i}\n"))).collect();
        let req = json!({"version": 1, "now_ms": NOW, "settings": {"max_unmatched_nodes": bound},
            "clusters": [{"id": 1, "uuid": "u", "name": "prod", "state": "Running", "type": "CloudManaged",
                          "account_id": 7, "zone_id": 1, "kubectl": {"ok": true, "output": output}}],
            "vms": [{"id": 5, "name": "prod-control-1a", "display_name": name, "account_id": 7, "state": "Running",
                     "created_ms": 0}],
            "map": [{"cluster_id": 1, "vm_id": 5}]});
        let resp = run(&req);
        let c = &resp["clusters"][0];
        let reported = c["findings"].as_array().expect("f").iter().filter(|f| f["kind"] == "node_without_vm").count();
        if ghosts > bound as usize {
            prop_assert_eq!(&c["node_view"], "unavailable");
            prop_assert_eq!(reported, 0);
        } else {
            prop_assert_eq!(&c["node_view"], "available");
            prop_assert_eq!(reported, ghosts);
        }
        let texts = c["events"].as_array().expect("e").iter().map(|e| e["description"].as_str().unwrap_or("").to_string());
        for t in texts {
            prop_assert!(!t.chars().any(cks_vmmap_check::sanitize::is_unsafe_char));
        }
    }

    #[test]
    fn a_node_matches_a_vm_name_exactly_when_it_is_that_name_or_starts_with_it_and_a_dot(
            nodes in proptest::collection::btree_set("[ab.-]{1,6}", 0..40),
            names in proptest::collection::hash_set("[ab.-]{0,4}", 0..6)) {
        let sorted: Vec<&str> = nodes.iter().map(String::as_str).collect();
        let unmatched = cks_vmmap_check::diff::nodes_matching_no_vm(&sorted, names.iter().map(String::as_str));
        let by_definition: Vec<&str> = sorted
            .iter()
            .copied()
            .filter(|node| !names.iter().any(|n| *node == n || node.starts_with(&format!("{n}."))))
            .collect();
        prop_assert_eq!(unmatched, by_definition);
    }

    #[test]
    fn no_panic_on_arbitrary_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        let _ = cks_vmmap_check::boundary::guarded_check(&bytes).map_err(|e| {
            assert_eq!(e.kind(), "invalid_request", "arbitrary bytes are invalid, never a panic: {e}");
        });
    }

    #[test]
    fn no_panic_on_arbitrary_strings_in_every_field(name in ".{0,80}", vm in ".{0,80}", out in ".{0,400}",
                                                     detail in ".{0,120}", state in ".{0,12}", now in any::<i64>(),
                                                     created in any::<i64>(), grace in any::<u64>()) {
        let req = json!({"version": 1, "now_ms": now, "settings": {"grace_period_s": grace},
            "clusters": [{"id": 1, "uuid": name.clone(), "name": name, "state": "Running", "type": "CloudManaged",
                          "account_id": 7, "zone_id": 1, "kubectl": {"ok": true, "output": out},
                          "details": {"vmMapCheckReportedVmDrift": detail.clone(), "vmMapCheckReportedNodeDrift": detail.clone(),
                                      "vmMapCheckStateSince": detail}}],
            "vms": [{"id": 5, "name": vm, "account_id": 7, "state": state, "created_ms": created}],
            "map": [{"cluster_id": 1, "vm_id": 5}, {"cluster_id": 1, "vm_id": 6}]});
        let resp = run(&req);
        for d in resp["clusters"][0]["details"].as_array().expect("details") {
            prop_assert!(d["value"].as_str().is_none_or(|v| !v.is_empty() && v.len() <= 10240));
        }
    }
}

// ---- SPEC 3.7: the state watch over sequences of runs fed their own detail changes ----------------------------

const WATCH_STATES: [&str; 8] =
    ["Scaling", "Upgrading", "RemovingNodes", "Starting", "Running", "Alert", "Stopped", "Error"];

/// What the model expects of one run: (WARN events, INFO events).
fn watch_model(
    episode: &mut Option<(usize, i64, bool)>,
    state: usize,
    now: i64,
    bound_s: &dyn Fn(usize) -> Option<i64>,
    cloud_managed: bool,
) -> (usize, usize) {
    let ended_reported = |e: &Option<(usize, i64, bool)>| usize::from(e.is_some_and(|(_, _, reported)| reported));
    match (cloud_managed.then(|| bound_s(state)).flatten(), *episode) {
        (Some(bound), Some((s, since, reported))) if s == state => {
            if !reported && i128::from(now) - i128::from(since) >= i128::from(bound) * 1000 {
                *episode = Some((s, since, true));
                (1, 0)
            } else {
                (0, 0)
            }
        }
        (Some(_), previous) => {
            *episode = Some((state, now, false));
            (0, ended_reported(&previous))
        }
        (None, previous) => {
            *episode = None;
            (0, ended_reported(&previous))
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Each episode in a watched state is reported exactly once if it lasts its bound and never otherwise; a reported
    /// episode ends with one INFO event, one that ended in time with none; nothing else is said about a healthy
    /// cluster.
    #[test]
    fn the_state_watch_follows_its_model_over_runs_fed_their_own_details(
            steps in proptest::collection::vec((0usize..8, 0i64..40), 1..40),
            bounds in proptest::collection::vec(prop_oneof![Just(None), Just(Some(0i64)), (-5i64..5_000).prop_map(Some)], 4),
            cloud_managed in prop_oneof![9 => Just(true), 1 => Just(false)]) {
        let mut req = common::healthy();
        let mut state_bounds = serde_json::Map::new();
        for (state, bound) in WATCH_STATES.iter().zip(&bounds) {
            state_bounds.insert(state.to_string(), json!(bound));
        }
        req["settings"] = json!({"state_bounds_s": state_bounds});
        if !cloud_managed {
            req["clusters"][0]["type"] = json!("ExternalManaged");
        }
        let defaults = [3600i64, 3600, 900, 3600];
        let bound_s = |state: usize| -> Option<i64> {
            if state >= 4 { return None; }
            Some(bounds[state].unwrap_or(defaults[state])).filter(|&b| b > 0)
        };
        let mut episode = None;
        let mut now = NOW;
        let mut reports = 0;
        for (state, advance_min) in steps {
            now += advance_min * 5 * 60_000;
            req["now_ms"] = json!(now);
            req["clusters"][0]["state"] = json!(WATCH_STATES[state]);
            let resp = run(&req);
            let c = &resp["clusters"][0];
            let level = |l: &str| c["events"].as_array().expect("e").iter().filter(|e| e["level"] == l).count();
            let expected = watch_model(&mut episode, state, now, &bound_s, cloud_managed);
            prop_assert_eq!((level("WARN"), level("INFO")), expected, "{} at {}: {}", WATCH_STATES[state], now, c);
            prop_assert_eq!(c["alerts"].as_array().expect("a").len(), expected.0);
            reports += expected.0;
            for d in c["details"].as_array().expect("d") {
                prop_assert_eq!(&d["name"], "vmMapCheckStateSince");
                prop_assert!(d["value"].as_str().is_none_or(|v| !v.is_empty() && v.len() <= 46));
            }
            apply_details(&mut req, &resp);
        }
        if !cloud_managed {
            prop_assert_eq!(reports, 0);
        }
    }
}
