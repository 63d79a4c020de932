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

//! Why a cluster is in Alert (SPEC 3.8): the first of CKS 4.22's reconcile conditions that fails, with its facts,
//! reported once per Alert episode and reason kind.
//!
//! # The conditions, in the order of SPEC 3.8
//!
//! 1. `vm_state`: every mapped VM is Running, or every one Stopped (`isClusterVMsInDesiredState`). Every one Stopped
//!    with at least the node count of rows is no blocker: CKS's scanner moves such a cluster to Stopped at its next
//!    run, so the reason is `waiting_on_cks`.
//! 2. `map_count`: the map has exactly `getTotalNodeCount()` rows (control + workers + etcd), duplicates counted as
//!    CKS's `listByClusterId` counts them.
//! 3. `no_address`: the control node has an SSH address (`getKubernetesClusterServerIpSshPort`).
//! 4. `ready_nodes`: the Ready nodes plus the etcd count equal the node count (`getKubernetesClusterReadyNodesCount`,
//!    Ready as [`crate::kubectl::is_ready_status`] says). A listing that failed (CKS counts with its own command) or
//!    that the engine does not believe (CKS counts its lines, the check cannot say which nodes) is `nodes_unknown`:
//!    the check never calls a node it cannot read NotReady.
//! 5. `waiting_on_cks`: all four hold; CKS's last checks (API server, kubeconfig, dashboard) remain.
//!
//! # The episode and its record
//!
//! The first run that sees a CloudManaged cluster in Alert writes [`DETAIL_ALERT_REASON`]:
//! `<since_ms>;<reported>[+<seen>];<current>;<text>`, where `<since_ms>` is that run's `now_ms` (a signed decimal),
//! `<reported>` the one-letter codes of the kinds reported in the episode in [`ReasonKind::ALL`] order (`v m a u r w`,
//! possibly none), `<seen>` those found once since the first report and not reported yet, `<current>` the current
//! reason's code and `<text>` its short text (what the cluster list shows), cut to fit `detail_max_chars`. Example:
//! `1764676800000;v;v;1 of 3 mapped VMs is not Running: prod-node-2b (id 17) is Stopped`.
//! A reason is reported (WARN event, and an alert unless it is [`Reason::explained`]) once the episode has lasted the
//! grace period and its kind is not yet in `<reported>`, so a cluster that CKS brings back within minutes (a node
//! VM restarted by HA) sends nothing. A kind after the episode's first report is reported the second time the
//! episode finds it (by a sweep or a fresh check; in a row or not): what follows a fix for a minute or two (a
//! restarted node's kubelet not yet Ready, CKS's next pass not yet run) sends nothing, and two kinds that take turns
//! are both reported. The record is written only when it changes. When the cluster is found in any
//! other state, or no longer CloudManaged, the record is removed, with an INFO event when something was reported.
//! An unreadable value starts a new episode at `now_ms`, without an event.

use std::collections::BTreeMap;

use crate::contract::{
    ClusterInput, DetailChange, Event, Finding, FindingKind, NodeCounts, ReasonKind, Settings, VmInput, CLOUD_MANAGED,
    DETAIL_ALERT_REASON, LEVEL_INFO,
};
use crate::diff::{vm_state, Grace, MappedFlags, RequestIndex};
use crate::kubectl::{is_kubectl_status, is_ready_status, ReadyCount};
use crate::sanitize::{sanitize, MAX_NAME_CHARS};
use crate::texts;

/// The cluster state whose reason the engine gives.
pub const ALERT: &str = "Alert";
/// Longest short text of a reason, in characters.
pub const MAX_REASON_CHARS: usize = 400;
/// VMs or nodes a reason names before it says "and N more".
pub const NAMED_IN_A_REASON: usize = 3;
/// A record's since may lie this far after `now_ms` and still be read (management servers' clocks differ a little).
pub const FUTURE_TOLERANCE_MS: i64 = 10 * 60 * 1000;

/// A kind's one-letter code in the record.
fn code(kind: ReasonKind) -> char {
    match kind {
        ReasonKind::VmState => 'v',
        ReasonKind::MapCount => 'm',
        ReasonKind::NoAddress => 'a',
        ReasonKind::NodesUnknown => 'u',
        ReasonKind::ReadyNodes => 'r',
        ReasonKind::WaitingOnCks => 'w',
    }
}

fn from_code(c: char) -> Option<ReasonKind> {
    ReasonKind::ALL.into_iter().find(|&k| code(k) == c)
}

/// Whether the check can tell this reason only by listing the nodes (SSH): a look without SSH keeps it as the last
/// sweep found it.
fn needs_the_nodes(kind: ReasonKind) -> bool {
    !matches!(kind, ReasonKind::VmState | ReasonKind::MapCount)
}

/// One reason: its kind, its facts in a short text, and whether every fact is already a mismatch of SPEC 3.3.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reason {
    /// Which condition fails.
    pub kind: ReasonKind,
    /// The facts, safe and at most [`MAX_REASON_CHARS`] characters.
    pub text: String,
    /// Every fact is a finding of SPEC 3.3 already: the reason gets its event, no alert of its own.
    pub explained: bool,
}

/// What the check saw of the control node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NodeLook {
    /// The nodes were not listed: an answer from the database alone, or the check's own bounds stopped the listing.
    NotLookedAt,
    /// kubectl did not run: the control node has no SSH address.
    NoAddress,
    /// The listing failed (SSH, kubectl); its reason is the node view's, not repeated here (it may hold text a tenant
    /// chose).
    Unavailable,
    /// kubectl answered, and the listing was not believed (SPEC 3.2: too long, too many nodes); CKS counts its Ready
    /// lines all the same.
    NotBelieved,
    /// The nodes, each with its STATUS (`None` in a listing without one), and CKS's Ready count on the same output
    /// (`None` for a listing without STATUS).
    Listed {
        /// Node name -> STATUS.
        nodes: BTreeMap<String, Option<String>>,
        /// What CKS's own count would read.
        ready: Option<ReadyCount>,
    },
}

/// The reason of a CloudManaged cluster in Alert, or `None` when it depends on the nodes and they were not looked at.
/// `findings` are the cluster's findings of SPEC 3.3 in this run (new or not).
pub fn reason(
    index: &RequestIndex<'_>,
    cluster: &ClusterInput,
    counts: NodeCounts,
    findings: &[Finding],
    look: &NodeLook,
) -> Option<Reason> {
    let has = |key: String| findings.iter().any(|f| f.key == key);
    let total = counts.total();
    let rows = index.map_rows(cluster.id) as i128;
    let mapped: Vec<(u64, Option<&VmInput>, MappedFlags)> =
        index.mapped(cluster.id).map(|(id, flags)| (id, index.vm(id), flags)).collect();

    // 1. Every mapped VM Running, or every one Stopped.
    let not_running: Vec<_> = mapped.iter().filter(|(_, vm, _)| state_of(*vm) != vm_state::RUNNING).collect();
    let all_stopped = !mapped.is_empty() && mapped.iter().all(|(_, vm, _)| state_of(*vm) == vm_state::STOPPED);
    // A map short of rows is explained when at least as many VMs named as its nodes are unmapped (their own mismatch).
    let unmapped = findings.iter().filter(|f| f.kind == FindingKind::UnmappedVm).count() as i128;
    let short_map_explained = rows < total && unmapped >= total - rows;
    if !not_running.is_empty() && !all_stopped {
        let named: Vec<String> =
            not_running.iter().map(|(id, vm, _)| format!("{} is {}", vm_label(*id, *vm), state_of(*vm))).collect();
        // CKS trips on a short map first, and on any other count in its reconcile: said before the names (which the
        // text's bound may cut), so that the operator fixes both.
        let map = if rows != total {
            format!(" (and the VM map has {rows} rows for a node count of {total}, which CKS also needs equal)")
        } else {
            String::new()
        };
        let text = format!(
            "{} of {} mapped VMs {} not Running{map}: {}",
            not_running.len(),
            mapped.len(),
            if not_running.len() == 1 { "is" } else { "are" },
            first_names(&named)
        );
        // Explained when every VM is a mismatch of its own and so is what the count lacks (unmapped VMs) or has too
        // many of (rows of those VMs, which go with them).
        let vms_explained = not_running.iter().all(|(id, _, _)| has(format!("mapped:{id}")));
        let map_explained = match rows.cmp(&total) {
            std::cmp::Ordering::Equal => true,
            std::cmp::Ordering::Less => short_map_explained,
            std::cmp::Ordering::Greater => not_running.len() as i128 >= rows - total,
        };
        let explained = vms_explained && map_explained;
        return Some(reason_of(ReasonKind::VmState, text, explained));
    }
    // 2. The map's rows against the node count.
    let size = format!(
        "the cluster's size is {total} ({} control, {} workers, {} etcd)",
        counts.control, counts.workers, counts.etcd
    );
    if all_stopped && rows >= total {
        let text = "every mapped VM is Stopped: CKS's status scanner moves the cluster to Stopped at its next run";
        return Some(reason_of(ReasonKind::WaitingOnCks, text.to_string(), false));
    }
    if rows != total || rows == 0 {
        let duplicates = rows - mapped.len() as i128;
        let duplicates = if duplicates > 0 { format!(" ({duplicates} of them duplicates)") } else { String::new() };
        let (by, what) = if rows > total { (rows - total, "more") } else { (total - rows, "fewer") };
        let text = if rows == total {
            format!("the VM map has no rows and {size}: CKS reconciles only a cluster whose map has rows")
        } else {
            format!(
                "the VM map has {rows} rows{duplicates}, {by} {what} than the node count: {size}; CKS reconciles \
                 only when they are equal"
            )
        };
        return Some(reason_of(ReasonKind::MapCount, text, short_map_explained));
    }
    // 3. and 4.: the control node and its nodes.
    let (nodes, ready) = match look {
        NodeLook::NotLookedAt => return None,
        NodeLook::NoAddress => {
            let text = "CKS finds no address to reach the control node over SSH, so it cannot count the Ready nodes";
            return Some(reason_of(ReasonKind::NoAddress, text.to_string(), false));
        }
        NodeLook::Unavailable => {
            let text = "the Kubernetes nodes could not be listed over SSH (the node view's reason says why), so the \
                        check cannot tell which are Ready; CKS counts them with its own command over the same SSH";
            return Some(reason_of(ReasonKind::NodesUnknown, text.to_string(), false));
        }
        NodeLook::NotBelieved => {
            let text = "the control node's node listing was not believed (the node view's reason says why), so the \
                        check cannot tell which nodes are Ready; CKS counts the Ready lines of the same output, and \
                        that count is not the node count or the cluster would have left Alert";
            return Some(reason_of(ReasonKind::NodesUnknown, text.to_string(), false));
        }
        NodeLook::Listed { ready: None, .. } => {
            let text = "the node listing carries no STATUS (kubectl get nodes -o name), so readiness is unknown";
            return Some(reason_of(ReasonKind::NodesUnknown, text.to_string(), false));
        }
        NodeLook::Listed { ready: Some(ReadyCount::Unreadable { other_lines }), .. } => {
            let text = format!(
                "CKS cannot read its Ready count: the control node prints {other_lines} line(s) besides the node list \
                 (kubectl's or sudo's messages on stderr, which CKS reads as part of the count)"
            );
            return Some(reason_of(ReasonKind::ReadyNodes, text, false));
        }
        NodeLook::Listed { nodes, ready: Some(ReadyCount::Count(ready)) } => (nodes, i128::from(*ready)),
    };
    let expected = total - i128::from(counts.etcd);
    if ready == expected {
        let text = format!(
            "all {expected} Kubernetes nodes CKS expects are Ready and the VM map matches the node count; CKS waits on \
             its last checks (API server, kubeconfig, dashboard), or an error before them (the management server log \
             says which)"
        );
        return Some(reason_of(ReasonKind::WaitingOnCks, text, false));
    }
    let not_ready: Vec<String> = nodes
        .iter()
        .filter_map(|(name, status)| {
            let status = status.as_deref()?;
            let shown = if is_kubectl_status(status) { status } else { "of a STATUS kubectl does not print" };
            (!is_ready_status(status)).then(|| format!("{} is {shown}", sanitize(name, MAX_NAME_CHARS)))
        })
        .collect();
    let sorted: Vec<&str> = nodes.keys().map(String::as_str).collect();
    let without_node: Vec<(u64, String)> = mapped
        .iter()
        .filter_map(|(id, vm, flags)| {
            let vm = (*vm)?;
            let counted = vm.state == vm_state::RUNNING && !index.is_etcd(cluster, vm, *flags);
            (counted && !index.vm_has_node(vm, &sorted)).then(|| (*id, vm_label(*id, Some(vm))))
        })
        .collect();
    let mut text = format!("{ready} of the {expected} Kubernetes nodes CKS expects (control and workers) are Ready");
    if ready > expected {
        text.push_str(&format!("; {} more than the cluster's size: a node joined outside CKS", ready - expected));
    }
    if !not_ready.is_empty() {
        text.push_str(&format!("; not Ready: {}", first_names(&not_ready)));
    }
    if !without_node.is_empty() {
        let names: Vec<String> = without_node.iter().map(|(_, label)| label.clone()).collect();
        text.push_str(&format!("; mapped VMs with no node: {}", first_names(&names)));
    }
    let explained = if ready > expected {
        let strays = findings.iter().filter(|f| f.kind == FindingKind::NodeWithoutVm).count() as i128;
        strays >= ready - expected
    } else {
        not_ready.is_empty()
            && !without_node.is_empty()
            && without_node.iter().all(|(id, _)| has(format!("notnode:{id}")))
    };
    Some(reason_of(ReasonKind::ReadyNodes, text, explained))
}

fn reason_of(kind: ReasonKind, text: String, explained: bool) -> Reason {
    Reason { kind, text: sanitize(&text, MAX_REASON_CHARS), explained }
}

fn vm_label(id: u64, vm: Option<&VmInput>) -> String {
    match vm {
        Some(vm) => format!("{} (id {id})", sanitize(&vm.name, MAX_NAME_CHARS)),
        None => format!("VM id {id}"),
    }
}

/// The first [`NAMED_IN_A_REASON`] items, then how many more.
fn first_names(items: &[String]) -> String {
    let mut text = items.iter().take(NAMED_IN_A_REASON).cloned().collect::<Vec<_>>().join(", ");
    if items.len() > NAMED_IN_A_REASON {
        text.push_str(&format!(" and {} more", items.len() - NAMED_IN_A_REASON));
    }
    text
}

/// A mapped VM's state as CKS's scanner sees it; `missing` for a row without its VM.
fn state_of(vm: Option<&VmInput>) -> &str {
    vm.map_or("missing", |vm| vm.state.as_str())
}

/// A readable record of [`DETAIL_ALERT_REASON`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// `now_ms` of the run that first saw the cluster in Alert.
    pub since_ms: i64,
    /// The kinds reported in this episode, in [`ReasonKind::ALL`] order, each once.
    pub reported: Vec<ReasonKind>,
    /// The kinds found once since the episode's first report and not reported yet, in [`ReasonKind::ALL`] order.
    pub seen: Vec<ReasonKind>,
    /// The current reason's kind.
    pub current: ReasonKind,
    /// The current reason's short text.
    pub text: String,
}

impl Record {
    /// Reads a stored value; `None` when this encoding does not write it, or its since lies more than
    /// [`FUTURE_TOLERANCE_MS`] after `now_ms`.
    pub fn decode(value: &str, now_ms: i64) -> Option<Record> {
        let mut parts = value.splitn(4, ';');
        let since_text = parts.next()?;
        let since_ms: i64 = since_text.parse().ok()?;
        if since_ms.to_string() != since_text
            || i128::from(since_ms) > i128::from(now_ms) + i128::from(FUTURE_TOLERANCE_MS)
        {
            return None;
        }
        let kinds = parts.next()?;
        let (reported, seen) = match kinds.split_once('+') {
            Some((reported, seen)) => (codes_of(reported)?, codes_of(seen)?),
            None => (codes_of(kinds)?, Vec::new()),
        };
        // What encode writes: kinds seen only after a first report, never empty after the `+`, none of them reported.
        if kinds.contains('+') && (reported.is_empty() || seen.is_empty())
            || seen.iter().any(|kind| reported.contains(kind))
        {
            return None;
        }
        let mut current = parts.next()?.chars();
        let current = match (current.next().and_then(from_code), current.next()) {
            (Some(kind), None) => kind,
            _ => return None,
        };
        let text = parts.next()?;
        if sanitize(text, MAX_REASON_CHARS) != text {
            return None;
        }
        Some(Record { since_ms, reported, seen, current, text: text.to_string() })
    }

    /// The stored value, the text cut so that it fits `max_chars` (at least the contract's smallest).
    pub fn encode(&self, max_chars: usize) -> String {
        let mut codes: String = self.reported.iter().map(|&k| code(k)).collect();
        if !self.seen.is_empty() {
            codes.push('+');
            codes.extend(self.seen.iter().map(|&k| code(k)));
        }
        let head = format!("{};{codes};{};", self.since_ms, code(self.current));
        let room = max_chars.saturating_sub(head.chars().count());
        let text: String = self.text.chars().take(room).collect();
        // A text cut here may end in a blank: trimmed, so that the list shows none.
        format!("{head}{}", text.trim_end())
    }
}

/// Kind codes in [`ReasonKind::ALL`] order, each once; `None` for anything else.
fn codes_of(text: &str) -> Option<Vec<ReasonKind>> {
    let kinds: Vec<ReasonKind> = text.chars().map(from_code).collect::<Option<_>>()?;
    kinds.windows(2).all(|pair| pair[0] < pair[1]).then_some(kinds)
}

/// The current reason a cluster's record holds, its kind and its short text (what the cluster list shows), when the
/// cluster is a CloudManaged cluster in Alert and the record reads.
pub fn stored_reason(cluster: &ClusterInput, now_ms: i64) -> Option<(ReasonKind, String)> {
    if cluster.cluster_type != CLOUD_MANAGED || cluster.state != ALERT {
        return None;
    }
    Record::decode(cluster.detail(DETAIL_ALERT_REASON)?, now_ms).map(|r| (r.current, r.text))
}

/// What the Alert episode decided for one cluster in one run.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Episode {
    /// The `alert_reason` finding of a cluster in Alert (new in the run that reports it).
    pub finding: Option<Finding>,
    /// The change of the record.
    pub detail: Option<DetailChange>,
    /// The INFO event when a reported episode ended (the WARN event of a new reason comes with the finding).
    pub ended: Option<Event>,
}

/// The Alert episode of one cluster at `now_ms`. `reason` is called only for a CloudManaged cluster in Alert with
/// its node counts; it gives `None` when the reason depends on the nodes and they were not listed. `answer_only`: the
/// database's answer without kubectl (SPEC 6), which shows the reason and changes nothing.
pub fn episode(
    cluster: &ClusterInput,
    settings: &Settings,
    now_ms: i64,
    answer_only: bool,
    reason: impl FnOnce(NodeCounts) -> Option<Reason>,
) -> Episode {
    let stored = cluster.detail(DETAIL_ALERT_REASON);
    let record = stored.and_then(|value| Record::decode(value, now_ms));
    let label = texts::cluster_label(&cluster.name, cluster.id);
    if cluster.cluster_type != CLOUD_MANAGED || cluster.state != ALERT {
        return Episode {
            detail: stored.map(|_| DetailChange { name: DETAIL_ALERT_REASON.to_string(), value: None }),
            ended: record.filter(|r| !r.reported.is_empty()).map(|r| {
                let held = texts::duration(i128::from(now_ms) - i128::from(r.since_ms));
                Event::on_cluster(LEVEL_INFO, cluster.id, texts::alert_left_description(&label, cluster, &held))
            }),
            ..Episode::default()
        };
    }
    let Some(counts) = cluster.node_counts else {
        return Episode::default();
    };
    let since_ms = record.as_ref().map_or(now_ms, |r| r.since_ms);
    let last_listed = || {
        let r = record.as_ref().filter(|r| needs_the_nodes(r.current))?;
        Some(Reason { kind: r.current, text: r.text.clone(), explained: false })
    };
    let found = reason(counts);
    if answer_only || found.is_none() {
        // The database's answer (nothing is applied), or a reason that depends on nodes not listed: the VM side as it is
        // now, the node side as the last listing found it; no change, no report.
        let finding = found.or_else(last_listed).map(|reason| finding(&reason, since_ms, false));
        return Episode { finding, ..Episode::default() };
    }
    let Some(found) = found else {
        return Episode::default();
    };
    let mut reported = record.as_ref().map(|r| r.reported.clone()).unwrap_or_default();
    let mut seen = record.as_ref().map(|r| r.seen.clone()).unwrap_or_default();
    let due = Grace::new(now_ms, settings.grace_period_s).has_passed_since(since_ms);
    // A kind after the episode's first report: reported the second time the episode finds it (this run's or an earlier
    // one's), so the passing states of the minutes after a fix send nothing, and two kinds that take turns both do.
    let found_before = record.as_ref().is_some_and(|r| r.current == found.kind) || seen.contains(&found.kind);
    let later = !reported.is_empty();
    let new = due && !reported.contains(&found.kind) && (!later || found_before);
    if new {
        reported.push(found.kind);
        reported.sort_unstable();
        seen.retain(|&kind| kind != found.kind);
    } else if later && !reported.contains(&found.kind) && !seen.contains(&found.kind) {
        seen.push(found.kind);
        seen.sort_unstable();
    }
    let value = Record { since_ms, reported, seen, current: found.kind, text: found.text.clone() }
        .encode(settings.detail_max_chars as usize);
    Episode {
        detail: (stored != Some(value.as_str()))
            .then(|| DetailChange { name: DETAIL_ALERT_REASON.to_string(), value: Some(value) }),
        finding: Some(finding(&found, since_ms, new)),
        ended: None,
    }
}

fn finding(reason: &Reason, since_ms: i64, new: bool) -> Finding {
    Finding {
        since_ms: Some(since_ms),
        reason_kind: Some(reason.kind.as_str().to_string()),
        reason: Some(reason.text.clone()),
        explained: reason.explained,
        new,
        ..Finding::of(FindingKind::AlertReason, format!("alert:{}", reason.kind.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_764_676_800_000;

    #[test]
    fn a_record_is_since_reported_current_and_text() {
        let record = Record {
            since_ms: NOW,
            reported: vec![ReasonKind::VmState, ReasonKind::ReadyNodes],
            seen: vec![],
            current: ReasonKind::ReadyNodes,
            text: "2 of the 3 nodes; a;b".to_string(),
        };
        let value = record.encode(10240);
        assert_eq!(value, "1764676800000;vr;r;2 of the 3 nodes; a;b");
        assert_eq!(Record::decode(&value, NOW), Some(record));
        let none =
            Record { reported: vec![], current: ReasonKind::WaitingOnCks, ..Record::decode(&value, NOW).unwrap() };
        assert_eq!(none.encode(10240), "1764676800000;;w;2 of the 3 nodes; a;b");
        assert_eq!(Record::decode(&none.encode(10240), NOW), Some(none));
        let seen = Record {
            reported: vec![ReasonKind::VmState],
            seen: vec![ReasonKind::ReadyNodes, ReasonKind::WaitingOnCks],
            ..Record::decode(&value, NOW).unwrap()
        };
        assert_eq!(seen.encode(10240), "1764676800000;v+rw;r;2 of the 3 nodes; a;b");
        assert_eq!(Record::decode(&seen.encode(10240), NOW), Some(seen));
    }

    #[test]
    fn the_longest_head_fits_the_smallest_detail_and_the_text_is_cut() {
        let record = Record {
            since_ms: i64::MIN,
            reported: ReasonKind::ALL[..3].to_vec(),
            seen: ReasonKind::ALL[3..].to_vec(),
            current: ReasonKind::WaitingOnCks,
            text: "x ".repeat(300),
        };
        let value = record.encode(crate::contract::MIN_DETAIL_MAX_CHARS as usize);
        assert!(value.chars().count() <= crate::contract::MIN_DETAIL_MAX_CHARS as usize, "{value}");
        assert!(value.starts_with("-9223372036854775808;vma+urw;w;x"), "{value}");
        assert_eq!(Record::decode(&value, NOW).map(|r| (r.reported.len(), r.seen.len())), Some((3, 3)));
    }

    #[test]
    fn anything_else_is_unreadable() {
        for value in [
            "",
            "1764676800000",
            "1764676800000;v",
            "1764676800000;v;v",
            "01764676800000;v;v;t",
            "1764676800000;x;v;t",
            "1764676800000;vv;v;t",
            "1764676800000;rv;v;t",
            "1764676800000;v;vm;t",
            "1764676800000;v;;t",
            "1764676800000;v;v;bad\u{7}text",
            "1764676800000;v+;v;t",
            "1764676800000;+v;v;t",
            "1764676800000;v+v;v;t",
            "1764676800000;v+ur+w;v;t",
            "1764676800000;v+ru;v;t",
            "99999999999999999;v;v;t",
        ] {
            assert_eq!(Record::decode(value, NOW), None, "{value:?}");
        }
        assert!(Record::decode(&format!("{};;v;t", NOW + FUTURE_TOLERANCE_MS), NOW).is_some());
        assert!(Record::decode(&format!("{};;v;t", NOW + FUTURE_TOLERANCE_MS + 1), NOW).is_none());
    }

    #[test]
    fn kinds_have_one_name_and_one_code() {
        for kind in ReasonKind::ALL {
            assert_eq!(ReasonKind::from_name(kind.as_str()), Some(kind));
            assert_eq!(from_code(code(kind)), Some(kind));
        }
    }
}
