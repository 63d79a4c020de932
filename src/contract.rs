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

//! The request and response of the contract (SPEC sections 2 and 4), and the parsing that turns bytes into a
//! validated [`Request`] or an [`EngineError`] naming the JSON path of what is wrong.

use std::collections::{BTreeMap, HashSet};

use serde::{Deserialize, Serialize};

use crate::error::EngineError;

/// The only request and response version this engine speaks.
pub const CONTRACT_VERSION: u32 = 1;

/// Requests larger than this are refused before parsing, so that memory stays bounded. One owner's batch of
/// 100 clusters with 23 nodes each is about 100 KiB; a kubectl output is at most 4 MiB before the engine calls the
/// node view unavailable, and the Java side never sends one longer (it stops reading at that limit).
pub const MAX_REQUEST_BYTES: usize = 64 * 1024 * 1024;

/// The cluster detail that holds the keys of the VM-side mismatches already reported.
pub const DETAIL_VM_DRIFT: &str = "vmMapCheckReportedVmDrift";
/// The cluster detail that holds the keys of the node-side mismatches already reported.
pub const DETAIL_NODE_DRIFT: &str = "vmMapCheckReportedNodeDrift";
/// The cluster detail of the state watch (SPEC 3.7): the watched state a cluster was first seen in, since when, and
/// whether it was reported as stuck (encoding in `state_watch`).
pub const DETAIL_STATE_SINCE: &str = "vmMapCheckStateSince";
/// The cluster detail of an Alert episode (SPEC 3.8): since when the cluster is in Alert, the reason kinds already
/// reported in the episode, the current reason's kind and its short text (encoding in `alert_reason`). The cluster
/// list shows the text from here, with no query of its own.
pub const DETAIL_ALERT_REASON: &str = "vmMapCheckAlertReason";

/// The event type of every event the check records.
pub const EVENT_TYPE: &str = "KUBERNETES.CLUSTER.VM.MAP.CHECK";
/// The alert type of every alert the check sends.
pub const ALERT_TYPE: &str = "ALERT_TYPE_USERVM";
/// Level of a new mismatch's event, and of a stuck cluster's.
pub const LEVEL_WARN: &str = "WARN";
/// Level of a "matches again" event, and of a reported stuck state that ended.
pub const LEVEL_INFO: &str = "INFO";
/// Cluster type that is checked.
pub const CLOUD_MANAGED: &str = "CloudManaged";

/// Default grace period: 15 minutes.
pub const DEFAULT_GRACE_PERIOD_S: u64 = 900;
/// Default number of alerts of their own per cluster and run.
pub const DEFAULT_ALERT_CAP: u32 = 5;
/// Default of [`Settings::max_unmatched_nodes`]: no honest CKS cluster has a hundred nodes without a VM.
pub const DEFAULT_MAX_UNMATCHED_NODES: u32 = 100;
/// Default (and largest) detail value length: `kubernetes_cluster_details.value` is `varchar(10240)`.
pub const DEFAULT_DETAIL_MAX_CHARS: u32 = 10240;
/// The smallest `detail_max_chars` accepted: the whole-set form (`#s:` and a 43-character SHA-256 in base64url) must
/// always fit.
pub const MIN_DETAIL_MAX_CHARS: u32 = 46;

/// One check request: the views of one or more clusters of one owner (SPEC section 2).
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
pub struct Request {
    /// Contract version; must be [`CONTRACT_VERSION`].
    pub version: u32,
    /// The time of the check, epoch milliseconds. The engine has no clock.
    pub now_ms: i64,
    /// Tunables; absent or null means all defaults.
    #[serde(default)]
    pub settings: Option<Settings>,
    /// The clusters to check, answered in this order.
    pub clusters: Vec<ClusterInput>,
    /// Every not-removed VM of each cluster's owner and every VM a map row refers to that still has a row.
    pub vms: Vec<VmInput>,
    /// Every map row of the requested clusters and every other row whose VM is in `vms`.
    pub map: Vec<MapRowInput>,
}

/// Tunables of one request. Each field may be left out.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
#[serde(default)]
pub struct Settings {
    /// How long a new VM may stay out of the map, or a mapped VM out of the nodes, before it is reported.
    pub grace_period_s: u64,
    /// New mismatches per cluster and run that get an alert of their own; the rest share one summary alert.
    pub alert_cap: u32,
    /// Longest value written to a detail, in characters. Between [`MIN_DETAIL_MAX_CHARS`] and
    /// [`DEFAULT_DETAIL_MAX_CHARS`].
    pub detail_max_chars: u32,
    /// More Kubernetes nodes than this that match no VM make a node list implausible (SPEC 3.2): the node view is
    /// unavailable for that run instead of reporting each name.
    pub max_unmatched_nodes: u32,
    /// The state watch's bounds (SPEC 3.7): CKS cluster state name -> seconds a cluster may stay in it before it is
    /// reported as stuck. A watched state left out (or null) takes its default from CKS's own timeout setting; a
    /// bound of 0 or less turns the watch off for that state; names of states that are not watched are ignored.
    pub state_bounds_s: Option<BTreeMap<String, Option<i64>>>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            grace_period_s: DEFAULT_GRACE_PERIOD_S,
            alert_cap: DEFAULT_ALERT_CAP,
            detail_max_chars: DEFAULT_DETAIL_MAX_CHARS,
            max_unmatched_nodes: DEFAULT_MAX_UNMATCHED_NODES,
            state_bounds_s: None,
        }
    }
}

/// One Kubernetes cluster as CloudStack records it, with the kubectl result and its two details.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
pub struct ClusterInput {
    /// `kubernetes_cluster.id`.
    pub id: u64,
    /// `kubernetes_cluster.uuid`.
    pub uuid: String,
    /// `kubernetes_cluster.name`.
    pub name: String,
    /// `KubernetesCluster.State` name (`Running`, `Alert`, ...).
    pub state: String,
    /// `KubernetesCluster.ClusterType` name (`CloudManaged`, `ExternalManaged`).
    #[serde(rename = "type")]
    pub cluster_type: String,
    /// Owner account (a project's account for a project cluster).
    pub account_id: u64,
    /// Zone of the cluster; alerts go there.
    pub zone_id: u64,
    /// Result of `kubectl get nodes -o name`; absent or null means it was not run.
    #[serde(default)]
    pub kubectl: Option<KubectlInput>,
    /// Current values of the check's details (the two dedupe details, the state watch's and the Alert episode's); a
    /// missing or null key means the detail is absent.
    #[serde(default)]
    pub details: Option<BTreeMap<String, Option<String>>>,
    /// The cluster's node counts (`kubernetes_cluster.control_node_count`, `node_count`, `etcd_node_count`), which
    /// CKS's Alert reconcile compares the map and the Ready nodes with (SPEC 3.8). Absent: no Alert reason is given.
    #[serde(default)]
    pub node_counts: Option<NodeCounts>,
}

/// A cluster's node counts as CKS keeps them; their sum is `KubernetesClusterVO.getTotalNodeCount()`. Signed, as Java's
/// `long` columns are: a count made negative by a database edit is a fact to report, never a request refused (which
/// would leave the owner's other clusters unchecked).
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
pub struct NodeCounts {
    /// `control_node_count`.
    #[serde(default, deserialize_with = "null_as_default")]
    pub control: i64,
    /// `node_count`: the workers.
    #[serde(default, deserialize_with = "null_as_default")]
    pub workers: i64,
    /// `etcd_node_count` (null reads as 0, as `getEtcdNodeCount()` reads it).
    #[serde(default, deserialize_with = "null_as_default")]
    pub etcd: i64,
}

impl NodeCounts {
    /// `getTotalNodeCount()`: control + workers + etcd, without overflow.
    pub fn total(&self) -> i128 {
        i128::from(self.control) + i128::from(self.workers) + i128::from(self.etcd)
    }
}

impl ClusterInput {
    /// The current value of a detail, if present.
    pub fn detail(&self, name: &str) -> Option<&str> {
        self.details.as_ref()?.get(name)?.as_deref()
    }
}

/// How running kubectl went.
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq, Eq)]
pub struct KubectlInput {
    /// True when the command ran and exited with status 0.
    pub ok: bool,
    /// stdout and stderr as `SshHelper` returns them; required when `ok` is true.
    #[serde(default)]
    pub output: Option<String>,
    /// Why it did not run or failed; used when `ok` is false.
    #[serde(default)]
    pub reason: Option<String>,
    /// Which listing ran: `kubectl get nodes -o name` (the default) or `kubectl get nodes --no-headers`, which also
    /// gives each node's STATUS (SPEC 3.8). Null means the default.
    #[serde(default, deserialize_with = "null_as_default")]
    pub format: KubectlFormat,
    /// True when it did not run because the control node has no SSH address (CKS's Alert reconcile stops there too).
    #[serde(default, deserialize_with = "null_as_default")]
    pub no_address: bool,
    /// True when the check itself did not list the nodes (its sweep's deadline or output budget, its stop, another
    /// host key than before): the node view is unavailable, and it says nothing of the control node, so SPEC 3.8's
    /// node-side reason stays as the last listing found it.
    #[serde(default, deserialize_with = "null_as_default")]
    pub not_listed: bool,
}

/// A field whose null means the same as its absence: its default.
fn null_as_default<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Default + Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Option::unwrap_or_default)
}

/// The two node listings the engine reads.
#[derive(Debug, Clone, Copy, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum KubectlFormat {
    /// `kubectl get nodes -o name`: one `node/<name>` a line; no readiness.
    #[default]
    Name,
    /// `kubectl get nodes --no-headers`: `NAME STATUS ROLES AGE VERSION` a line, blank-separated, the STATUS
    /// `Ready`, `NotReady`, `Unknown`, optionally followed by `,SchedulingDisabled`.
    Table,
}

/// One VM (`vm_instance` row).
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
pub struct VmInput {
    /// `vm_instance.id`.
    pub id: u64,
    /// `vm_instance.uuid`, for the operator's texts only.
    #[serde(default)]
    pub uuid: Option<String>,
    /// `vm_instance.name`: the host name CKS gave the node.
    pub name: String,
    /// `user_vm.display_name` (`UserVmVO.getDisplayName()`), or null/absent when unknown. A node may carry it
    /// (lower-cased) as its name: CloudStack itself names a VM's Kubernetes node so.
    #[serde(default)]
    pub display_name: Option<String>,
    /// Owner account.
    pub account_id: u64,
    /// `VirtualMachine.State` name.
    pub state: String,
    /// `vm_instance.created`, epoch milliseconds; absent or null when unknown, which counts as created at `now_ms`
    /// (so such a VM is never reported before its grace period).
    #[serde(default)]
    pub created_ms: Option<i64>,
    /// `vm_instance.update_time` (last state transition), epoch milliseconds, or null.
    #[serde(default)]
    pub state_changed_ms: Option<i64>,
    /// `vm_instance.removed`, epoch milliseconds, or null while not expunged.
    #[serde(default)]
    pub removed_ms: Option<i64>,
}

/// One `kubernetes_cluster_vm_map` row.
#[derive(Debug, Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
pub struct MapRowInput {
    /// `cluster_id`.
    pub cluster_id: u64,
    /// `vm_id`.
    pub vm_id: u64,
    /// `control_node`.
    #[serde(default)]
    pub control: bool,
    /// `etcd_node`.
    #[serde(default)]
    pub etcd: bool,
    /// `external_node`.
    #[serde(default)]
    pub external: bool,
}

/// The answer to one request (SPEC section 4).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Response {
    /// Always [`CONTRACT_VERSION`].
    pub version: u32,
    /// `cks-vmmap-check <crate version>`.
    pub engine: String,
    /// One entry per requested cluster, in request order.
    pub clusters: Vec<ClusterResult>,
}

/// Whether a cluster was checked.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ClusterStatus {
    /// CloudManaged and Running or Alert: all rules were applied.
    Checked,
    /// Anything else: no findings and no changes, except those of the state watch (SPEC 3.7).
    Skipped,
}

/// Whether the Kubernetes node view could be used.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum NodeView {
    /// kubectl ran and its output was within the limits.
    Available,
    /// Node rules were not evaluated; the NodeDrift detail was left as it was.
    Unavailable,
}

/// What the check decided for one cluster.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct ClusterResult {
    /// The cluster's id.
    pub id: u64,
    /// How texts name the cluster, "Kubernetes cluster <name> (id <id>)", its name made safe by the rule of SPEC 3.5:
    /// the Java side's log lines about the cluster take it from here, so no copy of the rule is needed there.
    pub label: String,
    /// Checked or skipped.
    pub status: ClusterStatus,
    /// Why it was skipped; null when checked.
    pub skip_reason: Option<String>,
    /// The node view; null for a skipped cluster (not evaluated).
    pub node_view: Option<NodeView>,
    /// Why the node view is unavailable; null otherwise.
    pub node_view_reason: Option<String>,
    /// Every mismatch found in this run, new or not, in the stable order.
    pub findings: Vec<Finding>,
    /// Detail changes to make: a value to write, or null to remove the detail.
    pub details: Vec<DetailChange>,
    /// Events to record, in order.
    pub events: Vec<Event>,
    /// Alerts to send, in order, after the detail changes are applied.
    pub alerts: Vec<Alert>,
    /// How many mismatches the cluster's two details held when the request was made, whatever its status (SPEC 6:
    /// the cluster list's count).
    #[serde(default)]
    pub reported: ReportedCounts,
    /// The Alert reason the cluster's `vmMapCheckAlertReason` held when the request was made, for a CloudManaged
    /// cluster in Alert (SPEC 6: the cluster list's column, from the details alone); null otherwise.
    #[serde(default)]
    pub alert_reason: Option<String>,
    /// The kind of that stored reason (one of [`ReasonKind::ALL`]'s names), for the list's short label; null when
    /// `alert_reason` is.
    #[serde(default)]
    pub alert_reason_kind: Option<String>,
}

/// The number of mismatch keys each of a cluster's two details holds.
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize, PartialEq, Eq)]
pub struct ReportedCounts {
    /// Keys in `vmMapCheckReportedVmDrift`; null when it holds the digest of a whole set, which keeps no count.
    pub vm: Option<u64>,
    /// Keys in `vmMapCheckReportedNodeDrift`; null likewise.
    pub node: Option<u64>,
}

/// The seven kinds of mismatch, in their stable order (SPEC 3.3 table order), and the state watch's stuck cluster
/// (SPEC 3.7).
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(rename_all = "snake_case")]
pub enum FindingKind {
    /// A map row whose VM has no `vm_instance` row.
    MappedVmMissing,
    /// A mapped VM with `removed` set.
    MappedVmExpunged,
    /// A mapped VM in state Destroyed.
    MappedVmDestroyed,
    /// A mapped VM in state Error.
    MappedVmError,
    /// A VM named as a node of the cluster that no map row refers to.
    UnmappedVm,
    /// A Kubernetes node that matches no VM of the cluster.
    NodeWithoutVm,
    /// A mapped running VM that is not a Kubernetes node.
    VmNotNode,
    /// A CloudManaged cluster that stayed in a watched transitional state past its bound (SPEC 3.7).
    StuckState,
    /// Why a CloudManaged cluster in Alert stays there: the first of CKS's reconcile conditions that fails (SPEC 3.8).
    AlertReason,
}

impl FindingKind {
    /// All kinds in their stable order.
    pub const ALL: [FindingKind; 9] = [
        FindingKind::MappedVmMissing,
        FindingKind::MappedVmExpunged,
        FindingKind::MappedVmDestroyed,
        FindingKind::MappedVmError,
        FindingKind::UnmappedVm,
        FindingKind::NodeWithoutVm,
        FindingKind::VmNotNode,
        FindingKind::StuckState,
        FindingKind::AlertReason,
    ];

    /// The contract's name of the kind.
    pub fn as_str(self) -> &'static str {
        match self {
            FindingKind::MappedVmMissing => "mapped_vm_missing",
            FindingKind::MappedVmExpunged => "mapped_vm_expunged",
            FindingKind::MappedVmDestroyed => "mapped_vm_destroyed",
            FindingKind::MappedVmError => "mapped_vm_error",
            FindingKind::UnmappedVm => "unmapped_vm",
            FindingKind::NodeWithoutVm => "node_without_vm",
            FindingKind::VmNotNode => "vm_not_node",
            FindingKind::StuckState => "stuck_state",
            FindingKind::AlertReason => "alert_reason",
        }
    }

    /// The dedupe detail that keeps this kind's keys; none for [`FindingKind::StuckState`], whose report is kept in
    /// [`DETAIL_STATE_SINCE`], and [`FindingKind::AlertReason`], kept in [`DETAIL_ALERT_REASON`].
    pub fn detail(self) -> Option<DriftDetail> {
        match self {
            FindingKind::NodeWithoutVm | FindingKind::VmNotNode => Some(DriftDetail::Node),
            FindingKind::StuckState | FindingKind::AlertReason => None,
            _ => Some(DriftDetail::Vm),
        }
    }
}

/// The kinds of reason, in the order of CKS's conditions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ReasonKind {
    /// Mapped VMs neither all Running nor all Stopped.
    VmState,
    /// The map's row count differs from the node count.
    MapCount,
    /// The control node has no SSH address.
    NoAddress,
    /// The nodes could not be listed, or the listing is not believed.
    NodesUnknown,
    /// The Ready nodes plus etcd differ from the node count.
    ReadyNodes,
    /// Every condition the check can see holds.
    WaitingOnCks,
}

impl ReasonKind {
    /// All kinds, in condition order.
    pub const ALL: [ReasonKind; 6] = [
        ReasonKind::VmState,
        ReasonKind::MapCount,
        ReasonKind::NoAddress,
        ReasonKind::NodesUnknown,
        ReasonKind::ReadyNodes,
        ReasonKind::WaitingOnCks,
    ];

    /// The contract's name (the finding's `reason_kind`, the key's tail).
    pub fn as_str(self) -> &'static str {
        match self {
            ReasonKind::VmState => "vm_state",
            ReasonKind::MapCount => "map_count",
            ReasonKind::NoAddress => "no_address",
            ReasonKind::NodesUnknown => "nodes_unknown",
            ReasonKind::ReadyNodes => "ready_nodes",
            ReasonKind::WaitingOnCks => "waiting_on_cks",
        }
    }

    /// The kind of a contract name.
    pub fn from_name(name: &str) -> Option<ReasonKind> {
        ReasonKind::ALL.into_iter().find(|k| k.as_str() == name)
    }
}

/// The two dedupe details.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DriftDetail {
    /// `vmMapCheckReportedVmDrift`: mapped and unmapped VM keys.
    Vm,
    /// `vmMapCheckReportedNodeDrift`: node and not-a-node keys.
    Node,
}

impl DriftDetail {
    /// The detail's name in `kubernetes_cluster_details`.
    pub fn name(self) -> &'static str {
        match self {
            DriftDetail::Vm => DETAIL_VM_DRIFT,
            DriftDetail::Node => DETAIL_NODE_DRIFT,
        }
    }
}

/// One mismatch.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Finding {
    /// What is wrong.
    pub kind: FindingKind,
    /// The dedupe key (`mapped:101`, `node:prod-node-1`, ...).
    pub key: String,
    /// The VM concerned, if any.
    pub vm_id: Option<u64>,
    /// The VM's host name, when the VM is known.
    pub vm_name: Option<String>,
    /// The Kubernetes node concerned, for `node_without_vm`.
    pub node: Option<String>,
    /// The cluster state, for `stuck_state` only (left out of the JSON for the other kinds).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub state: Option<String>,
    /// For `stuck_state` and `alert_reason`: when the episode began (the record's `now_ms`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub since_ms: Option<i64>,
    /// For `stuck_state` only: the bound it passed, in seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bound_s: Option<i64>,
    /// For `stuck_state` only: the CKS setting that gives the bound.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setting: Option<String>,
    /// For `alert_reason` only: the reason's kind (`vm_state`, `map_count`, `no_address`, `nodes_unknown`,
    /// `ready_nodes`, `waiting_on_cks`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason_kind: Option<String>,
    /// For `alert_reason` only: the reason in one short text with its facts (what the cluster list shows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// For `alert_reason` only: true when every fact of the reason is already a mismatch of SPEC 3.3, so it gets
    /// its event and no alert of its own.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub explained: bool,
    /// True when this run reports it (its key was not in the detail).
    pub new: bool,
    /// The text of the finding's WARN event, for every finding, new or already reported (SPEC 6: what an operator
    /// reads beside it).
    #[serde(default)]
    pub description: String,
}

impl Finding {
    /// A finding of `kind` with `key` and nothing else yet: not new, no VM, node or state, no text.
    pub fn of(kind: FindingKind, key: String) -> Finding {
        Finding {
            kind,
            key,
            vm_id: None,
            vm_name: None,
            node: None,
            state: None,
            since_ms: None,
            bound_s: None,
            setting: None,
            reason_kind: None,
            reason: None,
            explained: false,
            new: false,
            description: String::new(),
        }
    }
}

/// One change to a cluster detail.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct DetailChange {
    /// The detail's name.
    pub name: String,
    /// The value to write (display = false), or null to remove the detail.
    pub value: Option<String>,
}

/// One event to record with `ActionEventUtils`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Event {
    /// `WARN` for a new mismatch, `INFO` for a part of the cluster that matches again, a reported stuck state that
    /// ended or a reported Alert that ended.
    pub level: String,
    /// Always `KUBERNETES.CLUSTER.VM.MAP.CHECK`.
    #[serde(rename = "type")]
    pub event_type: String,
    /// Always false: only root admins see these events.
    pub display: bool,
    /// The cluster's id (resource type `KubernetesCluster`).
    pub resource_id: u64,
    /// What is wrong, in plain words.
    pub description: String,
}

impl Event {
    /// An event of the check ([`EVENT_TYPE`], display = false) on the cluster `cluster_id`.
    pub fn on_cluster(level: &str, cluster_id: u64, description: String) -> Event {
        Event {
            level: level.to_string(),
            event_type: EVENT_TYPE.to_string(),
            display: false,
            resource_id: cluster_id,
            description,
        }
    }
}

/// One alert to send with `AlertManager.sendAlert`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Alert {
    /// Always `ALERT_TYPE_USERVM`.
    #[serde(rename = "type")]
    pub alert_type: String,
    /// The cluster's zone.
    pub zone_id: u64,
    /// Names the cluster and the VM or node.
    pub subject: String,
    /// What is wrong and what usually causes it.
    pub body: String,
}

/// Parses and validates request bytes. Errors name the JSON path of what is wrong.
pub fn parse_request(bytes: &[u8]) -> Result<Request, EngineError> {
    check_request_size(bytes.len())?;
    let text = std::str::from_utf8(bytes).map_err(|e| {
        EngineError::invalid("$", format!("request is not valid UTF-8 (first bad byte at offset {})", e.valid_up_to()))
    })?;
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let parsed: Result<Request, _> = serde_path_to_error::deserialize(&mut deserializer);
    let request = match parsed {
        Ok(request) => request,
        Err(err) => {
            // A request of another version may have another shape: say so rather than name a field.
            if let Some(version_error) = probe_version(text) {
                return Err(version_error);
            }
            return Err(path_error(err));
        }
    };
    deserializer
        .end()
        .map_err(|e| EngineError::invalid("$", format!("unexpected data after the request object ({e})")))?;
    validate(&request)?;
    Ok(request)
}

/// Refuses a request of `len` bytes over [`MAX_REQUEST_BYTES`]. The front ends call it with the length alone, before
/// they copy or even look at the bytes (a JNI `byte[]`, a C pointer), so an oversized request costs no allocation.
pub fn check_request_size(len: usize) -> Result<(), EngineError> {
    if len > MAX_REQUEST_BYTES {
        return Err(EngineError::invalid(
            "$",
            format!("request is {len} bytes, over the limit of {MAX_REQUEST_BYTES} bytes"),
        ));
    }
    Ok(())
}

/// The settings of a request, with defaults filled in.
pub fn effective_settings(request: &Request) -> Settings {
    request.settings.clone().unwrap_or_default()
}

fn version_error(found: &serde_json::Value) -> EngineError {
    EngineError::invalid(
        "$.version",
        format!("unsupported version {found}; this engine speaks version {CONTRACT_VERSION}"),
    )
}

/// Looks only at `version` of a request that failed to parse.
fn probe_version(text: &str) -> Option<EngineError> {
    #[derive(Deserialize)]
    struct VersionProbe {
        version: Option<serde_json::Value>,
    }
    let probe: VersionProbe = serde_json::from_str(text).ok()?;
    match probe.version {
        Some(v) if v.as_u64() != Some(u64::from(CONTRACT_VERSION)) && !v.is_null() => Some(version_error(&v)),
        _ => None,
    }
}

fn path_error(err: serde_path_to_error::Error<serde_json::Error>) -> EngineError {
    let mut path = json_path(err.path());
    let inner = err.into_inner();
    let mut message = inner.to_string();
    // serde names a missing field in the message and points at its parent: point at the field itself.
    if let Some(rest) = message.strip_prefix("missing field `") {
        if let Some(field) = rest.split('`').next() {
            path = if path == "$" { format!("$.{field}") } else { format!("{path}.{field}") };
            message = "required field is missing".to_string();
        }
    } else if let Some(pos) = message.find(" at line ") {
        // Keep the position: it helps with syntax errors. serde_json puts it at the end.
        let (what, position) = message.split_at(pos);
        message = format!("{what} ({})", position.trim_start());
    }
    EngineError::invalid(path, message)
}

fn json_path(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut out = String::from("$");
    for segment in path.iter() {
        match segment {
            Segment::Seq { index } => out.push_str(&format!("[{index}]")),
            Segment::Map { key } => {
                if key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && !key.is_empty() {
                    out.push('.');
                    out.push_str(key);
                } else {
                    out.push_str(&format!("[{}]", serde_json::Value::String(key.clone())));
                }
            }
            Segment::Enum { variant } => {
                out.push('.');
                out.push_str(variant);
            }
            Segment::Unknown => out.push_str(".?"),
        }
    }
    out
}

fn validate(request: &Request) -> Result<(), EngineError> {
    if request.version != CONTRACT_VERSION {
        return Err(version_error(&serde_json::Value::from(request.version)));
    }
    if let Some(settings) = &request.settings {
        let min = MIN_DETAIL_MAX_CHARS;
        if settings.detail_max_chars < min || settings.detail_max_chars > DEFAULT_DETAIL_MAX_CHARS {
            return Err(EngineError::invalid(
                "$.settings.detail_max_chars",
                format!(
                    "{} is out of range: it must be between {min} (the whole-set digest) and {DEFAULT_DETAIL_MAX_CHARS} \
                     (the length of kubernetes_cluster_details.value)",
                    settings.detail_max_chars
                ),
            ));
        }
    }
    let mut cluster_ids = HashSet::with_capacity(request.clusters.len());
    for (i, cluster) in request.clusters.iter().enumerate() {
        if !cluster_ids.insert(cluster.id) {
            return Err(EngineError::invalid(
                format!("$.clusters[{i}].id"),
                format!("cluster {} appears more than once in the request", cluster.id),
            ));
        }
        if let Some(kubectl) = &cluster.kubectl {
            if kubectl.ok && kubectl.output.is_none() {
                return Err(EngineError::invalid(
                    format!("$.clusters[{i}].kubectl.output"),
                    "required field is missing: kubectl.ok is true, so its output must be given",
                ));
            }
        }
    }
    let mut vm_ids = HashSet::with_capacity(request.vms.len());
    for (i, vm) in request.vms.iter().enumerate() {
        if !vm_ids.insert(vm.id) {
            return Err(EngineError::invalid(
                format!("$.vms[{i}].id"),
                format!("VM {} appears more than once in the request", vm.id),
            ));
        }
    }
    Ok(())
}

/// Applies the detail changes of `response` to the clusters of `request`, as the Java side does after a check:
/// a value is written, `null` removes the detail. Used to prove that a second check of the same state reports
/// nothing new (property tests, fuzzing).
pub fn apply_detail_changes(request: &mut Request, response: &Response) {
    for (cluster, result) in request.clusters.iter_mut().zip(&response.clusters) {
        for change in &result.details {
            let details = cluster.details.get_or_insert_with(BTreeMap::new);
            match &change.value {
                Some(value) => {
                    details.insert(change.name.clone(), Some(value.clone()));
                }
                None => {
                    details.remove(&change.name);
                }
            }
        }
    }
}
