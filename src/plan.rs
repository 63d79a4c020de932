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

//! From findings to what CloudStack must do: dedupe against the two details (SPEC 3.4), detail changes, events
//! and alerts with the alert cap (SPEC 3.5), and the whole request → response (SPEC 4).

use crate::contract::{
    effective_settings, Alert, ClusterInput, ClusterResult, ClusterStatus, DetailChange, DriftDetail, Event, Finding,
    FindingKind, KubectlFormat, NodeView, ReportedCounts, Request, Response, Settings, CONTRACT_VERSION,
};
use std::collections::HashSet;

use crate::alert_reason::{self, NodeLook};
use crate::dedupe::{encode_reported, StoredKeys};
use crate::diff::{find_mismatches, node_finding, vm_finding, Grace, NamedGroup, NamedGroups, RequestIndex};
use crate::kubectl::{ckss_ready_count, node_view, parse_nodes, NodeViewResult};
use crate::sanitize::{bmp_only, sanitize};
use crate::texts;

pub use crate::contract::{ALERT_TYPE, CLOUD_MANAGED, EVENT_TYPE, LEVEL_INFO, LEVEL_WARN};
/// Cluster states that are checked.
pub const CHECKED_STATES: [&str; 2] = ["Running", "Alert"];
/// Longest reason text (node view, skip) in a response.
const MAX_REASON_CHARS: usize = 500;
/// New mismatches one response reports (event, alert rules, key stored), over all its clusters. Past it, a new
/// mismatch is left out of the response and out of the details: nothing is lost, the next runs report it (at this
/// rate), and its cluster gets one INFO event that says how many wait. Bounds the response at the 64 MiB request
/// limit (docs/DECISIONS.md, "What one response carries"; figures in BENCHMARKS.md).
pub const MAX_NEW_REPORTS_PER_REQUEST: usize = 10_000;
/// Mismatches reported in earlier runs that one response lists (with `new: false`), over all its clusters. Past it
/// they are left out of `findings` only: they are reported already, and their keys stay in the details.
pub const MAX_KNOWN_LISTED_PER_REQUEST: usize = 10_000;

/// What is left of a response's bounds while its clusters are answered, in request order.
struct Budget {
    new_reports: usize,
    known_listed: usize,
}

impl Budget {
    fn take(left: &mut usize) -> bool {
        let ok = *left > 0;
        *left = left.saturating_sub(1);
        ok
    }
}

/// The engine's name and version, as the response's `engine`.
pub fn engine_name() -> String {
    format!("cks-vmmap-check {}", env!("CARGO_PKG_VERSION"))
}

/// Answers a validated request.
pub fn check(request: &Request) -> Response {
    let settings = effective_settings(request);
    let index = RequestIndex::new(request);
    let groups = NamedGroups::new(&index, request.clusters.iter().filter(|c| skip_reason(c).is_none()));
    let grace = Grace::new(request.now_ms, settings.grace_period_s);
    let mut budget = Budget { new_reports: MAX_NEW_REPORTS_PER_REQUEST, known_listed: MAX_KNOWN_LISTED_PER_REQUEST };
    let clusters = request
        .clusters
        .iter()
        .map(|cluster| match groups.of(cluster) {
            Some(group) => check_cluster(&index, cluster, &groups, group, &settings, grace, &mut budget),
            None => skipped(cluster, skip_reason(cluster).unwrap_or_default()),
        })
        .collect();
    let mut response = Response { version: CONTRACT_VERSION, engine: engine_name(), clusters };
    // SPEC 3.7, for checked and skipped clusters alike.
    crate::state_watch::add_to(&mut response, request, &settings);
    for (cluster, result) in request.clusters.iter().zip(response.clusters.iter_mut()) {
        // SPEC 3.8: a skipped cluster is no longer in Alert (or no longer CloudManaged); its episode ends.
        if result.status == ClusterStatus::Skipped {
            let episode = alert_reason::episode(cluster, &settings, request.now_ms, false, |_| None);
            result.details.extend(episode.detail);
            result.events.extend(episode.ended);
        }
        let held = |detail: DriftDetail| StoredKeys::decode(cluster.detail(detail.name()), detail).count();
        result.reported = ReportedCounts { vm: held(DriftDetail::Vm), node: held(DriftDetail::Node) };
        if let Some((kind, text)) = alert_reason::stored_reason(cluster, request.now_ms) {
            result.alert_reason_kind = Some(kind.as_str().to_string());
            result.alert_reason = Some(text);
        }
    }
    response
}

/// Why a cluster is not checked, if it is not.
pub fn skip_reason(cluster: &ClusterInput) -> Option<String> {
    if cluster.cluster_type != CLOUD_MANAGED {
        return Some(format!(
            "cluster type is {}; only CloudManaged clusters are checked",
            sanitize(&cluster.cluster_type, 64)
        ));
    }
    if !CHECKED_STATES.contains(&cluster.state.as_str()) {
        return Some(format!(
            "cluster state is {}; only Running and Alert clusters are checked",
            sanitize(&cluster.state, 64)
        ));
    }
    None
}

fn skipped(cluster: &ClusterInput, reason: String) -> ClusterResult {
    ClusterResult {
        id: cluster.id,
        label: texts::cluster_label(&cluster.name, cluster.id),
        status: ClusterStatus::Skipped,
        skip_reason: Some(reason),
        node_view: None,
        node_view_reason: None,
        findings: Vec::new(),
        details: Vec::new(),
        events: Vec::new(),
        alerts: Vec::new(),
        reported: ReportedCounts::default(),
        alert_reason: None,
        alert_reason_kind: None,
    }
}

fn check_cluster(
    index: &RequestIndex<'_>,
    cluster: &ClusterInput,
    groups: &NamedGroups<'_>,
    group: &NamedGroup<'_>,
    settings: &Settings,
    grace: Grace,
    budget: &mut Budget,
) -> ClusterResult {
    let parsed = node_view(cluster.kubectl.as_ref());
    let listed = match &parsed {
        NodeViewResult::Available(nodes) => Some(nodes),
        NodeViewResult::Unavailable(_) => None,
    };
    let mismatches = find_mismatches(index, cluster, groups, group, listed, grace, settings.max_unmatched_nodes);
    let mut findings = mismatches.findings;
    let view = match mismatches.implausible {
        Some(reason) => NodeViewResult::Unavailable(reason),
        None => parsed,
    };
    let nodes = match &view {
        NodeViewResult::Available(nodes) => Some(nodes),
        NodeViewResult::Unavailable(_) => None,
    };
    let label = texts::cluster_label(&cluster.name, cluster.id);

    let mut details = Vec::new();
    let mut cleared_events = Vec::new();
    let mut waiting: HashSet<String> = HashSet::new();
    let evaluated: &[DriftDetail] =
        if nodes.is_some() { &[DriftDetail::Vm, DriftDetail::Node] } else { &[DriftDetail::Vm] };
    for &detail in evaluated {
        let stored_value = cluster.detail(detail.name());
        let stored = StoredKeys::decode(stored_value, detail);
        let positions: Vec<usize> =
            (0..findings.len()).filter(|&i| findings[i].kind.detail() == Some(detail)).collect();
        let mut keys: Vec<String> = positions.iter().map(|&i| findings[i].key.clone()).collect();
        sort_keys_canonically(&mut keys);
        keys.dedup();
        // Held after this run: known before, or reported now while the response's bound allows (in key order, so
        // that the reported ones are the head of the set and the prefix form can hold them).
        let mut held = stored.known(&keys);
        let mut reported: HashSet<&str> = HashSet::new();
        for (key, held) in keys.iter().zip(held.iter_mut()) {
            if *held {
                continue;
            }
            if Budget::take(&mut budget.new_reports) {
                *held = true;
                reported.insert(key.as_str());
            } else {
                waiting.insert(key.clone());
            }
        }
        for &i in &positions {
            findings[i].new = reported.contains(findings[i].key.as_str());
        }
        let value = match encode_reported(&keys, &held, settings.detail_max_chars as usize) {
            Some(value) => value,
            None => stored_value.map(str::to_string),
        };
        if value.as_deref() != stored_value {
            if keys.is_empty() && stored.held_reports() {
                cleared_events.push(event(LEVEL_INFO, cluster.id, texts::cleared_description(&label, detail)));
            }
            if value.is_some() || stored_value.is_some() {
                details.push(DetailChange { name: detail.name().to_string(), value });
            }
        }
    }
    if cluster.kubectl.is_none() {
        // Not looked at (SPEC 6's answer from the database): the node side as the last check stored it.
        let stored = StoredKeys::decode(cluster.detail(DriftDetail::Node.name()), DriftDetail::Node);
        findings.extend(stored_node_findings(index, &stored));
    }
    // SPEC 3.8: why a cluster in Alert stays there, from this run's findings (all of them, before the listing bound
    // below) and its node listing.
    let episode = alert_reason::episode(cluster, settings, grace.now_ms(), cluster.kubectl.is_none(), |counts| {
        let look = match (&cluster.kubectl, &view) {
            (None, _) => NodeLook::NotLookedAt,
            (Some(kubectl), _) if kubectl.not_listed => NodeLook::NotLookedAt,
            (Some(kubectl), _) if !kubectl.ok && kubectl.no_address => NodeLook::NoAddress,
            (Some(kubectl), NodeViewResult::Unavailable(_)) if kubectl.ok => NodeLook::NotBelieved,
            (_, NodeViewResult::Unavailable(_)) => NodeLook::Unavailable,
            (Some(kubectl), NodeViewResult::Available(_)) => {
                let output = kubectl.output.as_deref().unwrap_or("");
                match parse_nodes(output, kubectl.format) {
                    Ok(nodes) => NodeLook::Listed {
                        nodes,
                        ready: (kubectl.format == KubectlFormat::Table).then(|| ckss_ready_count(output)),
                    },
                    Err(_) => NodeLook::NotBelieved,
                }
            }
        };
        alert_reason::reason(index, cluster, counts, &findings, &look)
    });
    // Within the response's bounds: mismatches that wait for a later run are not listed, nor known ones past the
    // listing bound.
    findings.retain(|f| f.new || (!waiting.contains(&f.key) && Budget::take(&mut budget.known_listed)));
    if !waiting.is_empty() {
        cleared_events.push(event(
            LEVEL_INFO,
            cluster.id,
            texts::waiting_description(&label, waiting.len(), MAX_NEW_REPORTS_PER_REQUEST),
        ));
    }

    findings.extend(episode.finding);
    details.extend(episode.detail);
    cleared_events.extend(episode.ended);

    for finding in &mut findings {
        finding.description = texts::event_description(&label, finding);
    }
    let new: Vec<&Finding> = findings.iter().filter(|f| f.new).collect();
    let mut events: Vec<Event> = new.iter().map(|f| event(LEVEL_WARN, cluster.id, f.description.clone())).collect();
    events.extend(cleared_events);
    // A reason whose every fact is a mismatch of its own gets its event and no alert (SPEC 3.8).
    let alerted: Vec<&Finding> = new.into_iter().filter(|f| !f.explained).collect();
    let alerts = alerts_for(&label, cluster.zone_id, &alerted, settings.alert_cap as usize);

    ClusterResult {
        id: cluster.id,
        label,
        status: ClusterStatus::Checked,
        skip_reason: None,
        node_view: Some(if nodes.is_some() { NodeView::Available } else { NodeView::Unavailable }),
        node_view_reason: match view {
            NodeViewResult::Available(_) => None,
            NodeViewResult::Unavailable(reason) => Some(sanitize(&reason, MAX_REASON_CHARS)),
        },
        findings,
        details,
        events,
        alerts,
        reported: ReportedCounts::default(),
        alert_reason: None,
        alert_reason_kind: None,
    }
}

/// The node side as the last check stored it (SPEC 6's answer without a fresh check, where kubectl is not run): a
/// finding, already reported, for each key of the node detail while it holds its keys as they are; none for a detail
/// in a digest form, whose keys cannot be read back.
pub fn stored_node_findings(index: &RequestIndex<'_>, stored: &StoredKeys) -> Vec<Finding> {
    let StoredKeys::Keys(keys) = stored else {
        return Vec::new();
    };
    let mut keys: Vec<String> = keys.iter().cloned().collect();
    sort_keys_canonically(&mut keys);
    keys.iter()
        .filter_map(|key| {
            if let Some(node) = key.strip_prefix("node:") {
                return Some(node_finding(node));
            }
            let vm_id = key.strip_prefix("notnode:")?.parse::<u64>().ok()?;
            let vm_name = index.vm_name(vm_id);
            Some(vm_finding(FindingKind::VmNotNode, "notnode", vm_id, vm_name))
        })
        .collect()
}

/// Sorts keys into the order they are stored in, independent of the kind that produced them, so that a mapped VM
/// moving from Destroyed to expunged does not rewrite an unchanged set: by tag, then numeric id or node name.
pub fn sort_keys_canonically(keys: &mut [String]) {
    keys.sort_by_cached_key(|k| {
        let (tag, rest) = k.split_once(':').unwrap_or((k.as_str(), ""));
        (tag.to_string(), rest.parse::<u64>().ok(), rest.to_string())
    });
}

fn event(level: &str, cluster_id: u64, description: String) -> Event {
    Event::on_cluster(level, cluster_id, description)
}

/// One alert per new finding up to `cap`, then one summary alert for the rest (how many, of which kinds).
fn alerts_for(label: &str, zone_id: u64, new: &[&Finding], cap: usize) -> Vec<Alert> {
    // alert.subject and alert.content are utf8mb3 (SPEC 3.5).
    let alert = |subject, body| Alert {
        alert_type: ALERT_TYPE.to_string(),
        zone_id,
        subject: bmp_only(subject),
        body: bmp_only(body),
    };
    let mut alerts: Vec<Alert> =
        new.iter().take(cap).map(|f| alert(texts::alert_subject(label, f), texts::alert_body(label, f))).collect();
    if new.len() > cap {
        let rest = &new[cap..];
        let counts: Vec<(FindingKind, usize)> = FindingKind::ALL
            .iter()
            .map(|&kind| (kind, rest.iter().filter(|f| f.kind == kind).count()))
            .filter(|(_, n)| *n > 0)
            .collect();
        alerts.push(alert(texts::summary_subject(label, rest.len()), texts::summary_body(label, cap, &counts)));
    }
    alerts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_stored_by_tag_then_numeric_id_or_node_name() {
        let mut keys: Vec<String> =
            ["unmapped:7", "mapped:101", "mapped:99", "notnode:3", "node:b", "node:a.x", "mapped:1000"]
                .iter()
                .map(|k| k.to_string())
                .collect();
        sort_keys_canonically(&mut keys);
        assert_eq!(keys, ["mapped:99", "mapped:101", "mapped:1000", "node:a.x", "node:b", "notnode:3", "unmapped:7"]);
    }

    #[test]
    fn skip_reasons_name_the_state_or_type() {
        let mut c: ClusterInput = serde_json::from_value(serde_json::json!({"id": 1, "uuid": "u", "name": "n",
            "state": "Running", "type": "CloudManaged", "account_id": 1, "zone_id": 1}))
        .expect("cluster");
        assert_eq!(skip_reason(&c), None);
        c.state = "Upgrading".into();
        assert!(skip_reason(&c).is_some_and(|r| r.contains("Upgrading")));
        c.cluster_type = "ExternalManaged".into();
        assert!(skip_reason(&c).is_some_and(|r| r.contains("ExternalManaged")));
    }
}
