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

//! The three-way comparison of SPEC 3.3: the VM map, the VMs named as nodes, and the Kubernetes nodes.
//! Everything here is a pure function of the request; the index is built once per request so that a batch of
//! many clusters of one owner costs one pass over the VMs and map rows.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use crate::contract::{ClusterInput, Finding, FindingKind, MapRowInput, Request, VmInput};
use crate::names::{node_name_readings, ClusterNodeNames, NodeNameRole};

/// VM state names the rules look at (`VirtualMachine.State`).
pub mod vm_state {
    /// `Running`.
    pub const RUNNING: &str = "Running";
    /// `Destroyed` (recoverable, not removed).
    pub const DESTROYED: &str = "Destroyed";
    /// `Expunging`.
    pub const EXPUNGING: &str = "Expunging";
    /// `Error`.
    pub const ERROR: &str = "Error";
}

/// The flags of a cluster's map rows for one VM; duplicate rows count once (their flags are combined).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MappedFlags {
    /// Any row has `etcd_node` set.
    pub etcd: bool,
}

/// One owner's not-removed VMs by the prefix their host name carries, with the role of that reading.
type NamedVms<'a> = HashMap<String, Vec<(&'a VmInput, NodeNameRole)>>;

/// Lookups over one request, built once.
pub struct RequestIndex<'a> {
    vms_by_id: HashMap<u64, &'a VmInput>,
    /// The names a Kubernetes node of each VM may carry, lower-cased, by VM id: the host name, and the display name
    /// when it is known and differs.
    node_names: HashMap<u64, VmNodeNames>,
    /// Not-removed VMs by owner account, then by the prefix their host name carries (one entry per reading of
    /// the name, see [`node_name_readings`]).
    named_by_account: HashMap<u64, NamedVms<'a>>,
    /// Every VM id in any map row of any cluster.
    mapped_anywhere: HashSet<u64>,
    /// Map rows by cluster, then VM.
    map_by_cluster: HashMap<u64, BTreeMap<u64, MappedFlags>>,
}

impl<'a> RequestIndex<'a> {
    /// Indexes the VMs and map rows of `request`.
    pub fn new(request: &'a Request) -> Self {
        let mut vms_by_id = HashMap::with_capacity(request.vms.len());
        let mut node_names = HashMap::with_capacity(request.vms.len());
        let mut named_by_account: HashMap<u64, NamedVms<'a>> = HashMap::new();
        for vm in &request.vms {
            vms_by_id.insert(vm.id, vm);
            let lower = vm.name.to_lowercase();
            if vm.removed_ms.is_none() {
                for (head, role) in node_name_readings(&lower).into_iter().flatten() {
                    named_by_account
                        .entry(vm.account_id)
                        .or_default()
                        .entry(head.to_string())
                        .or_default()
                        .push((vm, role));
                }
            }
            node_names.insert(vm.id, VmNodeNames::new(lower, vm.display_name.as_deref()));
        }
        let mut mapped_anywhere = HashSet::with_capacity(request.map.len());
        let mut map_by_cluster: HashMap<u64, BTreeMap<u64, MappedFlags>> = HashMap::new();
        for MapRowInput { cluster_id, vm_id, etcd, .. } in &request.map {
            mapped_anywhere.insert(*vm_id);
            let flags = map_by_cluster.entry(*cluster_id).or_default().entry(*vm_id).or_default();
            flags.etcd |= *etcd;
        }
        RequestIndex { vms_by_id, node_names, named_by_account, mapped_anywhere, map_by_cluster }
    }

    fn node_names(&self, vm: &VmInput) -> &VmNodeNames {
        static NONE: VmNodeNames = VmNodeNames { host: String::new(), display: None };
        self.node_names.get(&vm.id).unwrap_or(&NONE)
    }
}

/// The names a Kubernetes node of one VM may carry (SPEC 3.2), lower-cased: its host name, and its display name
/// when that is known and differs (CloudStack names a VM's node by its lower-cased display name).
#[derive(Debug)]
struct VmNodeNames {
    host: String,
    display: Option<String>,
}

impl VmNodeNames {
    fn new(lower_host: String, display_name: Option<&str>) -> Self {
        let display = display_name.map(str::to_lowercase).filter(|d| !d.is_empty() && *d != lower_host);
        VmNodeNames { host: lower_host, display }
    }

    fn iter(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.host.as_str()).chain(self.display.as_deref())
    }
}

/// Whether a moment lies at least the grace period before now.
#[derive(Debug, Clone, Copy)]
pub struct Grace {
    now_ms: i64,
    grace_ms: i128,
}

impl Grace {
    /// Grace of `grace_period_s` seconds at `now_ms`.
    pub fn new(now_ms: i64, grace_period_s: u64) -> Self {
        Grace { now_ms, grace_ms: i128::from(grace_period_s) * 1000 }
    }

    /// True when `at_ms` is at least the grace period ago (exactly the grace period counts as past).
    pub fn has_passed_since(&self, at_ms: i64) -> bool {
        i128::from(self.now_ms) - i128::from(at_ms) >= self.grace_ms
    }
}

/// The owner's VMs named as nodes of clusters that share one set of name patterns (SPEC 3.1), computed once per
/// request for all those clusters: CloudStack does not keep cluster names unique, and 300 clusters of one owner
/// named `prod` would otherwise each collect, and report, the same VMs.
#[derive(Debug)]
pub struct NamedGroup<'i> {
    /// The cluster that reports the group's unmapped VMs: the lowest id among the checked clusters in the request
    /// with these patterns and this owner.
    pub reporting_cluster: u64,
    /// The VMs named as nodes, with the role of the reading that matched.
    named: Vec<(&'i VmInput, NodeNameRole)>,
    /// The names a Kubernetes node of any of them may carry.
    names: HashSet<&'i str>,
}

/// The name-pattern groups of one request (owner and patterns: lower-cased prefixes and etcd prefix), and the group
/// of each checked cluster.
pub struct NamedGroups<'i> {
    groups: Vec<NamedGroup<'i>>,
    by_cluster: HashMap<u64, usize>,
}

impl<'i> NamedGroups<'i> {
    /// The groups of the checked clusters `checked`; each group's VMs are looked up once.
    pub fn new<'c>(index: &'i RequestIndex<'_>, checked: impl Iterator<Item = &'c ClusterInput>) -> Self {
        let mut keys: HashMap<(u64, Vec<String>), usize> = HashMap::new();
        let mut groups: Vec<NamedGroup<'i>> = Vec::new();
        let mut by_cluster = HashMap::new();
        for cluster in checked {
            let names = ClusterNodeNames::new(&cluster.name, &cluster.uuid);
            let at = *keys.entry(group_key(cluster.account_id, &names)).or_insert_with(|| {
                let named = named_vms(index, cluster.account_id, &names);
                let names = named.iter().flat_map(|(vm, _)| index.node_names(vm).iter()).collect();
                groups.push(NamedGroup { reporting_cluster: cluster.id, named, names });
                groups.len() - 1
            });
            let group = &mut groups[at];
            group.reporting_cluster = group.reporting_cluster.min(cluster.id);
            by_cluster.insert(cluster.id, at);
        }
        NamedGroups { groups, by_cluster }
    }

    /// The group of a checked cluster given to [`NamedGroups::new`]; none for any other cluster.
    pub fn of(&self, cluster: &ClusterInput) -> Option<&NamedGroup<'i>> {
        self.by_cluster.get(&cluster.id).map(|&at| &self.groups[at])
    }
}

fn group_key(account_id: u64, names: &ClusterNodeNames) -> (u64, Vec<String>) {
    let mut key = names.node_prefixes().to_vec();
    key.push(names.etcd_prefix().to_string());
    (account_id, key)
}

/// The owner's not-removed VMs named as nodes of a cluster with patterns `names` (by host name only, SPEC 3.1).
fn named_vms<'i>(
    index: &'i RequestIndex<'_>,
    account_id: u64,
    names: &ClusterNodeNames,
) -> Vec<(&'i VmInput, NodeNameRole)> {
    let mut named = Vec::new();
    if let Some(by_head) = index.named_by_account.get(&account_id) {
        let heads = names.node_prefixes().iter().map(String::as_str).chain([names.etcd_prefix()]);
        let mut seen_heads = HashSet::new();
        for head in heads.filter(|h| seen_heads.insert(*h)) {
            for (vm, role) in by_head.get(head).into_iter().flatten() {
                if names.claims(head, *role) {
                    named.push((*vm, *role));
                }
            }
        }
    }
    named
}

/// The findings of one checked cluster before dedupe, and whether its node list was believed.
#[derive(Debug)]
pub struct Mismatches {
    /// The findings in the stable order (kind, then VM id or node name). Without node kinds when the node list is
    /// implausible.
    pub findings: Vec<Finding>,
    /// Set when more than `max_unmatched_nodes` nodes match no VM (SPEC 3.2): the node view is unavailable, and why.
    pub implausible: Option<String>,
}

/// The findings of one checked cluster, before dedupe. `group` is the cluster's name-pattern group; `nodes` is
/// its node view when available. A node list with more than `max_unmatched_nodes` nodes that match no VM is not
/// believed: no node kind is evaluated and [`Mismatches::implausible`] says why.
pub fn find_mismatches(
    index: &RequestIndex<'_>,
    cluster: &ClusterInput,
    group: &NamedGroup<'_>,
    nodes: Option<&BTreeSet<String>>,
    grace: Grace,
    max_unmatched_nodes: u32,
) -> Mismatches {
    let names = ClusterNodeNames::new(&cluster.name, &cluster.uuid);
    let empty = BTreeMap::new();
    let mapped = index.map_by_cluster.get(&cluster.id).unwrap_or(&empty);

    let mut findings = Vec::new();
    for &vm_id in mapped.keys() {
        let kind = match index.vms_by_id.get(&vm_id) {
            None => Some(FindingKind::MappedVmMissing),
            Some(vm) if vm.removed_ms.is_some() => Some(FindingKind::MappedVmExpunged),
            Some(vm) if vm.state == vm_state::DESTROYED => Some(FindingKind::MappedVmDestroyed),
            Some(vm) if vm.state == vm_state::ERROR => Some(FindingKind::MappedVmError),
            Some(_) => None,
        };
        if let Some(kind) = kind {
            let vm_name = index.vms_by_id.get(&vm_id).map(|vm| vm.name.clone());
            findings.push(vm_finding(kind, "mapped", vm_id, vm_name));
        }
    }
    if group.reporting_cluster == cluster.id {
        for (vm, _) in &group.named {
            let excluded_state =
                matches!(vm.state.as_str(), vm_state::DESTROYED | vm_state::EXPUNGING | vm_state::ERROR);
            if !excluded_state && !index.mapped_anywhere.contains(&vm.id) && grace.has_passed_since(vm.created_ms) {
                findings.push(vm_finding(FindingKind::UnmappedVm, "unmapped", vm.id, Some(vm.name.clone())));
            }
        }
    }

    let mut implausible = None;
    if let Some(nodes) = nodes {
        let node_findings = node_mismatches(index, &names, mapped, &group.names, nodes, grace);
        let unmatched = node_findings.iter().filter(|f| f.kind == FindingKind::NodeWithoutVm).count();
        if unmatched > max_unmatched_nodes as usize {
            implausible = Some(format!(
                "implausible node list: {unmatched} of {} nodes match no VM; more than {max_unmatched_nodes} are not \
                 believed",
                nodes.len()
            ));
        } else {
            findings.extend(node_findings);
        }
    }
    findings.sort_by(|a, b| (a.kind, a.vm_id, &a.node).cmp(&(b.kind, b.vm_id, &b.node)));
    Mismatches { findings, implausible }
}

/// The node kinds of SPEC 3.3 for an available node view.
fn node_mismatches(
    index: &RequestIndex<'_>,
    names: &ClusterNodeNames,
    mapped: &BTreeMap<u64, MappedFlags>,
    named_names: &HashSet<&str>,
    nodes: &BTreeSet<String>,
    grace: Grace,
) -> Vec<Finding> {
    let mut findings = Vec::new();
    // Names a node may carry: those of the mapped VMs that exist and of the VMs named as nodes, in any state.
    let mapped_names: HashSet<&str> =
        mapped.keys().filter_map(|id| index.vms_by_id.get(id)).flat_map(|vm| index.node_names(vm).iter()).collect();
    for node in nodes {
        if !node_matches_any(node, &mapped_names) && !node_matches_any(node, named_names) {
            findings.push(Finding {
                kind: FindingKind::NodeWithoutVm,
                key: format!("node:{node}"),
                vm_id: None,
                vm_name: None,
                node: Some(node.clone()),
                state: None,
                new: false,
            });
        }
    }
    // The names a VM may have to be one of these nodes: each node and each of its dot-prefixes.
    let node_host_names: HashSet<&str> = nodes.iter().flat_map(|n| host_name_candidates(n)).collect();
    for (&vm_id, flags) in mapped {
        let Some(vm) = index.vms_by_id.get(&vm_id) else {
            continue;
        };
        let vm_node_names = index.node_names(vm);
        let is_etcd = flags.etcd || names.role_of(&vm_node_names.host) == Some(NodeNameRole::Etcd);
        let settled =
            grace.has_passed_since(vm.created_ms) && vm.state_changed_ms.is_none_or(|t| grace.has_passed_since(t));
        if vm.removed_ms.is_none()
            && vm.state == vm_state::RUNNING
            && !is_etcd
            && settled
            && !vm_node_names.iter().any(|name| node_host_names.contains(name))
        {
            findings.push(vm_finding(FindingKind::VmNotNode, "notnode", vm_id, Some(vm.name.clone())));
        }
    }
    findings
}

fn vm_finding(kind: FindingKind, tag: &str, vm_id: u64, vm_name: Option<String>) -> Finding {
    Finding { kind, key: format!("{tag}:{vm_id}"), vm_id: Some(vm_id), vm_name, node: None, state: None, new: false }
}

/// The node name itself and every part of it before a `.` (`a.b.c` gives `a.b.c`, `a`, `a.b`): a node matches a
/// VM whose lower-cased host name is one of these (a node registered under its VM's FQDN).
fn host_name_candidates(node: &str) -> impl Iterator<Item = &str> {
    std::iter::once(node).chain(node.match_indices('.').map(move |(i, _)| &node[..i]))
}

fn node_matches_any(node: &str, vm_names: &HashSet<&str>) -> bool {
    host_name_candidates(node).any(|candidate| vm_names.contains(candidate))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fqdn_candidates() {
        let c: Vec<&str> = host_name_candidates("a.b.c").collect();
        assert_eq!(c, vec!["a.b.c", "a", "a.b"]);
        let c: Vec<&str> = host_name_candidates("plain").collect();
        assert_eq!(c, vec!["plain"]);
    }

    #[test]
    fn grace_boundary_is_inclusive() {
        let g = Grace::new(1_000_000, 900);
        assert!(g.has_passed_since(100_000));
        assert!(!g.has_passed_since(100_001));
        assert!(Grace::new(i64::MIN, u64::MAX).has_passed_since(i64::MIN) == (0 >= i128::from(u64::MAX) * 1000));
        assert!(!Grace::new(i64::MIN, 1).has_passed_since(i64::MAX));
    }
}
