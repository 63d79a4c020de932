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
    /// `Stopped`.
    pub const STOPPED: &str = "Stopped";
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
    /// Map rows by cluster as given, duplicates included (CKS's `listByClusterId` counts each row).
    rows_by_cluster: HashMap<u64, usize>,
}

impl<'a> RequestIndex<'a> {
    /// The host name of a VM of the request.
    pub fn vm_name(&self, vm_id: u64) -> Option<String> {
        self.vms_by_id.get(&vm_id).map(|vm| vm.name.clone())
    }

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
        let mut rows_by_cluster: HashMap<u64, usize> = HashMap::new();
        for MapRowInput { cluster_id, vm_id, etcd, .. } in &request.map {
            mapped_anywhere.insert(*vm_id);
            let flags = map_by_cluster.entry(*cluster_id).or_default().entry(*vm_id).or_default();
            flags.etcd |= *etcd;
            *rows_by_cluster.entry(*cluster_id).or_default() += 1;
        }
        RequestIndex { vms_by_id, node_names, named_by_account, mapped_anywhere, map_by_cluster, rows_by_cluster }
    }

    /// A VM of the request.
    pub fn vm(&self, vm_id: u64) -> Option<&'a VmInput> {
        self.vms_by_id.get(&vm_id).copied()
    }

    /// The VMs a cluster's map rows refer to, each once, with their rows' flags, by VM id.
    pub fn mapped(&self, cluster_id: u64) -> impl Iterator<Item = (u64, MappedFlags)> + '_ {
        self.map_by_cluster.get(&cluster_id).into_iter().flatten().map(|(&id, &flags)| (id, flags))
    }

    /// The number of a cluster's map rows, duplicates included.
    pub fn map_rows(&self, cluster_id: u64) -> usize {
        self.rows_by_cluster.get(&cluster_id).copied().unwrap_or(0)
    }

    /// Whether a VM is an etcd node of the cluster: a map row says so, or its host name carries the etcd prefix.
    pub fn is_etcd(&self, cluster: &ClusterInput, vm: &VmInput, flags: MappedFlags) -> bool {
        flags.etcd
            || ClusterNodeNames::new(&cluster.name, &cluster.uuid).role_of(&self.node_names(vm).host)
                == Some(NodeNameRole::Etcd)
    }

    /// Whether any node of `sorted_nodes` (sorted, without duplicates) matches the VM (SPEC 3.2).
    pub fn vm_has_node(&self, vm: &VmInput, sorted_nodes: &[&str]) -> bool {
        self.node_names(vm).iter().any(|name| nodes_matched_by(sorted_nodes, name).next().is_some())
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

    /// The time of the check.
    pub fn now_ms(&self) -> i64 {
        self.now_ms
    }

    /// True when `at_ms` is at least the grace period ago (exactly the grace period counts as past).
    pub fn has_passed_since(&self, at_ms: i64) -> bool {
        i128::from(self.now_ms) - i128::from(at_ms) >= self.grace_ms
    }
}

/// The owner's VMs named as nodes of clusters that share one set of name patterns (SPEC 3.1), computed once per
/// request for all those clusters: CloudStack does not keep cluster names unique, and 300 clusters of one owner
/// named `prod` would otherwise each collect the same VMs.
#[derive(Debug)]
pub struct NamedGroup<'i> {
    /// The VMs named as nodes, with the role of the reading that matched.
    named: Vec<(&'i VmInput, NodeNameRole)>,
    /// The names a Kubernetes node of any of them may carry.
    names: HashSet<&'i str>,
}

/// The name-pattern groups of one request (owner and patterns: lower-cased prefixes and etcd prefix), the group
/// of each checked cluster, and the one cluster that reports each VM named as a node (SPEC 3.3, "One VM, one
/// report").
pub struct NamedGroups<'i> {
    groups: Vec<NamedGroup<'i>>,
    by_cluster: HashMap<u64, usize>,
    /// For each VM named as a node of at least one checked cluster: the lowest id among the checked clusters whose
    /// patterns match it. Groups with different patterns can match the same VM (the prefixes are cut to 43 and 40
    /// characters, and `prod` and `prod_` share `prod-etcd`), so this is decided over all groups, not per group.
    reporter: HashMap<u64, u64>,
}

impl<'i> NamedGroups<'i> {
    /// The groups of the checked clusters `checked`; each group's VMs are looked up once.
    pub fn new<'c>(index: &'i RequestIndex<'_>, checked: impl Iterator<Item = &'c ClusterInput>) -> Self {
        let mut keys: HashMap<(u64, Vec<String>), usize> = HashMap::new();
        let mut groups: Vec<NamedGroup<'i>> = Vec::new();
        let mut lowest_in_group: Vec<u64> = Vec::new();
        let mut by_cluster = HashMap::new();
        for cluster in checked {
            let names = ClusterNodeNames::new(&cluster.name, &cluster.uuid);
            let at = *keys.entry(group_key(cluster.account_id, &names)).or_insert_with(|| {
                let named = named_vms(index, cluster.account_id, &names);
                let names = named.iter().flat_map(|(vm, _)| index.node_names(vm).iter()).collect();
                groups.push(NamedGroup { named, names });
                lowest_in_group.push(cluster.id);
                groups.len() - 1
            });
            lowest_in_group[at] = lowest_in_group[at].min(cluster.id);
            by_cluster.insert(cluster.id, at);
        }
        // One pass over what the groups already hold: a VM is in as many groups as there are distinct patterns of
        // checked clusters that match it, so this costs no more than building the groups did.
        let mut reporter: HashMap<u64, u64> = HashMap::new();
        for (group, &lowest) in groups.iter().zip(&lowest_in_group) {
            for (vm, _) in &group.named {
                reporter.entry(vm.id).and_modify(|id| *id = (*id).min(lowest)).or_insert(lowest);
            }
        }
        NamedGroups { groups, by_cluster, reporter }
    }

    /// The group of a checked cluster given to [`NamedGroups::new`]; none for any other cluster.
    pub fn of(&self, cluster: &ClusterInput) -> Option<&NamedGroup<'i>> {
        self.by_cluster.get(&cluster.id).map(|&at| &self.groups[at])
    }

    /// The cluster that reports `vm_id` when it is unmapped: the lowest id among the checked clusters whose
    /// patterns match it; none when no checked cluster's patterns match it.
    pub fn reporter_of(&self, vm_id: u64) -> Option<u64> {
        self.reporter.get(&vm_id).copied()
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
    groups: &NamedGroups<'_>,
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
    for (vm, _) in &group.named {
        // One VM, one report (SPEC 3.3): only the lowest checked cluster whose patterns match the VM reports it.
        if groups.reporter_of(vm.id) != Some(cluster.id) {
            continue;
        }
        let excluded_state = matches!(vm.state.as_str(), vm_state::DESTROYED | vm_state::EXPUNGING | vm_state::ERROR);
        if !excluded_state
            && !index.mapped_anywhere.contains(&vm.id)
            && grace.has_passed_since(vm.created_ms.unwrap_or(grace.now_ms))
        {
            findings.push(vm_finding(FindingKind::UnmappedVm, "unmapped", vm.id, Some(vm.name.clone())));
        }
    }

    let mut implausible = None;
    if let Some(nodes) = nodes {
        // The bound first: count the nodes that match no VM without building anything, and build findings only
        // for a list that is believed (SPEC 3.2).
        let sorted: Vec<&str> = nodes.iter().map(String::as_str).collect();
        let mapped_names: HashSet<&str> =
            mapped.keys().filter_map(|id| index.vms_by_id.get(id)).flat_map(|vm| index.node_names(vm).iter()).collect();
        let unmatched = nodes_matching_no_vm(&sorted, mapped_names.iter().chain(&group.names).copied());
        if unmatched.len() > max_unmatched_nodes as usize {
            implausible = Some(format!(
                "implausible node list: {} of {} nodes match no VM; more than {max_unmatched_nodes} are not believed",
                unmatched.len(),
                nodes.len()
            ));
        } else {
            findings.extend(unmatched.into_iter().map(node_finding));
            findings.extend(vms_not_nodes(index, &names, mapped, &sorted, grace));
        }
    }
    findings.sort_by(|a, b| (a.kind, a.vm_id, &a.node).cmp(&(b.kind, b.vm_id, &b.node)));
    Mismatches { findings, implausible }
}

/// `vm_not_node` (SPEC 3.3) for an available node view: the mapped Running VMs, past both grace periods, not etcd,
/// that no node of `sorted_nodes` matches.
fn vms_not_nodes(
    index: &RequestIndex<'_>,
    names: &ClusterNodeNames,
    mapped: &BTreeMap<u64, MappedFlags>,
    sorted_nodes: &[&str],
    grace: Grace,
) -> Vec<Finding> {
    let mut findings = Vec::new();
    for (&vm_id, flags) in mapped {
        let Some(vm) = index.vms_by_id.get(&vm_id) else {
            continue;
        };
        let vm_node_names = index.node_names(vm);
        let is_etcd = flags.etcd || names.role_of(&vm_node_names.host) == Some(NodeNameRole::Etcd);
        let settled = grace.has_passed_since(vm.created_ms.unwrap_or(grace.now_ms))
            && vm.state_changed_ms.is_none_or(|t| grace.has_passed_since(t));
        if vm.removed_ms.is_none()
            && vm.state == vm_state::RUNNING
            && !is_etcd
            && settled
            && !vm_node_names.iter().any(|name| nodes_matched_by(sorted_nodes, name).next().is_some())
        {
            findings.push(vm_finding(FindingKind::VmNotNode, "notnode", vm_id, Some(vm.name.clone())));
        }
    }
    findings
}

/// The finding of a Kubernetes node that matches no VM.
pub fn node_finding(node: &str) -> Finding {
    Finding { node: Some(node.to_string()), ..Finding::of(FindingKind::NodeWithoutVm, format!("node:{node}")) }
}

/// The positions in `sorted_nodes` (sorted, without duplicates) of the nodes that the VM name `name` matches
/// (SPEC 3.2): the node equal to it, and the nodes that start with it followed by a `.` (a node registered under
/// its VM's FQDN). The latter sort as one block from `name.` on; the former may sit apart from it (`name-x` sorts
/// between `name` and `name.`). Two binary searches and a third over the block, whatever the node names hold.
pub fn nodes_matched_by(sorted_nodes: &[&str], name: &str) -> impl Iterator<Item = usize> {
    let exact = sorted_nodes.binary_search(&name).ok();
    // `node < name + "."`, without making that string: compare the common length, then the byte after `name`.
    let below_name_dot = |node: &&str| {
        let (node, name) = (node.as_bytes(), name.as_bytes());
        let common = node.len().min(name.len());
        match node[..common].cmp(&name[..common]) {
            std::cmp::Ordering::Equal => node.len() <= name.len() || node[name.len()] < b'.',
            other => other == std::cmp::Ordering::Less,
        }
    };
    let start = sorted_nodes.partition_point(below_name_dot);
    let block = sorted_nodes[start..].partition_point(|node| {
        node.as_bytes().starts_with(name.as_bytes()) && node.as_bytes().get(name.len()) == Some(&b'.')
    });
    exact.into_iter().chain(start..start + block)
}

/// The nodes of `sorted_nodes` (sorted, without duplicates), in that order, that match none of `vm_names` (SPEC
/// 3.2). The work goes from the few names of the cluster's VMs to the nodes, never from each node's dot-prefixes to
/// the names: a hostile list of 10 000 names with 126 dots each costs a few binary searches per VM, not 1.27
/// million hashed prefixes.
pub fn nodes_matching_no_vm<'n, 'v>(sorted_nodes: &[&'n str], vm_names: impl Iterator<Item = &'v str>) -> Vec<&'n str> {
    let mut matched = vec![false; sorted_nodes.len()];
    for name in vm_names {
        for at in nodes_matched_by(sorted_nodes, name) {
            matched[at] = true;
        }
    }
    sorted_nodes.iter().zip(matched).filter(|(_, matched)| !matched).map(|(node, _)| *node).collect()
}

/// The finding of a VM, keyed `<tag>:<vm_id>`.
pub fn vm_finding(kind: FindingKind, tag: &str, vm_id: u64, vm_name: Option<String>) -> Finding {
    Finding { vm_id: Some(vm_id), vm_name, ..Finding::of(kind, format!("{tag}:{vm_id}")) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_vm_name_matches_the_equal_node_and_the_nodes_under_it_followed_by_a_dot() {
        let nodes = ["a", "a,b", "a-b", "a.b", "a.b.c", "a.c", "a/b", "ab", "ab.c", "b.a"];
        let mut sorted = nodes.to_vec();
        sorted.sort_unstable();
        let matched = |name: &str| -> Vec<&str> { nodes_matched_by(&sorted, name).map(|at| sorted[at]).collect() };
        assert_eq!(matched("a"), vec!["a", "a.b", "a.b.c", "a.c"]);
        assert_eq!(matched("a.b"), vec!["a.b", "a.b.c"]);
        assert_eq!(matched("ab"), vec!["ab", "ab.c"]);
        assert_eq!(matched("b"), vec!["b.a"]);
        assert_eq!(matched("c"), Vec::<&str>::new());
        assert_eq!(nodes_matching_no_vm(&sorted, ["a", "b"].into_iter()), vec!["a,b", "a-b", "a/b", "ab", "ab.c"]);
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
