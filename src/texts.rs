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

//! The operator-facing texts: event descriptions, alert subjects and bodies. Every name that goes into a text is
//! sanitised first (no control or bidirectional-override characters, bounded length); node names additionally
//! passed the DNS-1123 validation of the kubectl parser before they got here.

use crate::contract::{ClusterInput, Finding, FindingKind, ReasonKind, CLOUD_MANAGED};
use crate::sanitize::{sanitize, MAX_NAME_CHARS};

/// Longest state or type name put into a text (CloudStack's `kubernetes_cluster.state` is `char(32)`).
const STATE_CHARS: usize = 64;

/// The cluster as texts name it: `Kubernetes cluster prod (id 42)`.
pub fn cluster_label(name: &str, id: u64) -> String {
    format!("Kubernetes cluster {} (id {id})", sanitize(name, MAX_NAME_CHARS))
}

fn vm_label(finding: &Finding) -> String {
    let id = finding.vm_id.unwrap_or_default();
    match &finding.vm_name {
        Some(name) => format!("VM {} (id {id})", sanitize(name, MAX_NAME_CHARS)),
        None => format!("VM with id {id}"),
    }
}

fn state_label(finding: &Finding) -> String {
    format!("state {}", sanitize(finding.state.as_deref().unwrap_or(""), STATE_CHARS))
}

fn node_label(finding: &Finding) -> String {
    format!("Kubernetes node {}", sanitize(finding.node.as_deref().unwrap_or(""), MAX_NAME_CHARS))
}

/// What the subject names: the VM or the node.
fn subject_object(finding: &Finding) -> String {
    match finding.kind {
        FindingKind::NodeWithoutVm => node_label(finding),
        FindingKind::StuckState => state_label(finding),
        FindingKind::AlertReason => "in Alert".to_string(),
        _ => vm_label(finding),
    }
}

/// What is wrong, and what usually causes it, for one finding.
fn what_is_wrong(finding: &Finding) -> String {
    let vm = vm_label(finding);
    match finding.kind {
        FindingKind::MappedVmMissing => format!(
            "the VM map (kubernetes_cluster_vm_map) has a row for {vm}, but no such VM exists in vm_instance. \
             The row is stale, usually left by a database edit or a failed scale-down. While it is there, CKS's \
             status scanner can fail on this cluster every 30 s (a NullPointerException when it reaches the row), \
             and then the cluster's state no longer follows its VMs. No API removes the row: after a database \
             backup, delete it and lower the cluster's node count by one."
        ),
        FindingKind::MappedVmExpunged => format!(
            "{vm} is in the VM map but has been expunged. The map row is stale, usually left by a failed \
             scale-down or a node removed out of band; CKS's status scanner counts the VM as not Running, so it keeps \
             the cluster in Alert while the row is there. No API removes the row: after a database backup, delete \
             it and lower the cluster's node count by one."
        ),
        FindingKind::MappedVmDestroyed => format!(
            "{vm} is in the VM map but is Destroyed. It was usually destroyed out of band or by a failed \
             scale-down; CKS's status scanner keeps the cluster in Alert while it is so. Recover and start the VM \
             (recoverVirtualMachine, startVirtualMachine), or drop the node with removeNodesFromKubernetesCluster."
        ),
        FindingKind::MappedVmError => format!(
            "{vm} is in the VM map but is in Error state. Its deployment or a later operation failed; CKS's status \
             scanner keeps the cluster in Alert while it is so. Drop the node with removeNodesFromKubernetesCluster."
        ),
        FindingKind::UnmappedVm => format!(
            "{vm} is named as a node of this cluster but is in no cluster's VM map. It is usually left over from a \
             failed scale or a manual node rebuild, and CloudStack does not manage it as part of the cluster. \
             Destroy it if it is no node, or add it with addNodesToKubernetesCluster."
        ),
        FindingKind::NodeWithoutVm => format!(
            "{} is registered in Kubernetes but matches no VM of the cluster. Its VM was usually removed without \
             draining and deleting the node (kubectl delete node), or the node was added by hand.",
            node_label(finding)
        ),
        FindingKind::VmNotNode => format!(
            "{vm} is mapped and Running but is not a Kubernetes node. It usually never joined the cluster (a failed \
             node setup) or its node was deleted in Kubernetes. Reboot it so that its kubelet joins again, or drop \
             it with removeNodesFromKubernetesCluster."
        ),
        FindingKind::StuckState => format!(
            "the cluster has stayed in {} past the bound of its state watch; CKS refuses every operation on it \
             meanwhile.",
            state_label(finding)
        ),
        FindingKind::AlertReason => {
            let kind = finding.reason_kind.as_deref().and_then(ReasonKind::from_name);
            format!(
                "the cluster is in Alert, and CKS's status scanner does not bring it back because {}. {}",
                finding.reason.as_deref().unwrap_or("of a reason the check cannot name"),
                kind.map_or("", alert_fix)
            )
        }
    }
}

/// A few words on a reason kind, for alert subjects.
pub fn alert_reason_words(kind: ReasonKind) -> &'static str {
    match kind {
        ReasonKind::VmState => "mapped VMs not Running",
        ReasonKind::MapCount => "VM map rows differ from the node count",
        ReasonKind::NoAddress => "no SSH address for the control node",
        ReasonKind::NodesUnknown => "the Kubernetes nodes cannot be listed",
        ReasonKind::ReadyNodes => "Ready nodes differ from the node count",
        ReasonKind::WaitingOnCks => "waiting on CKS's last checks",
    }
}

/// What an operator can do about a reason with CloudStack 4.22, with the cluster in Alert (GUIDE, "Why a cluster is
/// in Alert").
pub fn alert_fix(kind: ReasonKind) -> &'static str {
    match kind {
        ReasonKind::VmState => {
            "Start a Stopped VM (startVirtualMachine); recover a Destroyed one, then start it (recoverVirtualMachine, \
             startVirtualMachine); for a VM in Error, expunged or missing, follow its VM map mismatch. CKS's scanner \
             brings the cluster back within a minute once every mapped VM runs and its node is Ready, and the map has \
             the node count of rows (the reason says when it does not: then fix that too, as for map_count)."
        }
        ReasonKind::MapCount => {
            "CKS compares the map's rows with the cluster's size (control_node_count + node_count + etcd_node_count); \
             addNodesToKubernetesCluster and removeNodesFromKubernetesCluster change both together, so they do not \
             close the gap, and scaleKubernetesCluster is refused in Alert. After a database backup, set the size to \
             the map's: UPDATE kubernetes_cluster SET node_count = <workers in the map> WHERE id = <cluster id>; (a VM \
             the map lacks is reported as a VM not in the VM map: destroy it if it is no node). CKS's scanner then \
             reconciles the cluster."
        }
        ReasonKind::NoAddress => {
            "CKS reaches the control node through the cluster network's public IP (SSH on port 2222 and up, by \
             port forwarding) or, for a shared network, the control node's own address: check the network's source \
             NAT address and its port forwarding rules."
        }
        ReasonKind::NodesUnknown => {
            "Check that the control node runs and answers SSH on the cluster's address with the management server's \
             key, and that kubectl works there (sudo /opt/bin/kubectl get nodes)."
        }
        ReasonKind::ReadyNodes => {
            "With the cluster's kubeconfig (getKubernetesClusterConfig): kubectl describe node <name> for each node \
             not Ready; reboot its VM (rebootVirtualMachine) when its kubelet is down; reboot a mapped VM with no \
             node so that it joins again; a node joined outside CKS: kubectl drain and kubectl delete node."
        }
        ReasonKind::WaitingOnCks => {
            "CKS checks the API server (port 6443 on the cluster's address), the kubeconfig and the dashboard next; \
             if the cluster stays in Alert, look for it in the management server log and check that the API server \
             answers."
        }
    }
}

/// The WARN event description of a new finding.
pub fn event_description(cluster: &str, finding: &Finding) -> String {
    format!("{cluster}: {}", what_is_wrong(finding))
}

/// The subject of a finding's own alert.
pub fn alert_subject(cluster: &str, finding: &Finding) -> String {
    let problem = match finding.kind {
        FindingKind::AlertReason => {
            finding.reason_kind.as_deref().and_then(ReasonKind::from_name).map_or("why", alert_reason_words)
        }
        kind => short_problem(kind),
    };
    format!("{cluster}: {} - {problem}", subject_object(finding))
}

/// The body of a finding's own alert.
pub fn alert_body(cluster: &str, finding: &Finding) -> String {
    format!(
        "{cluster}: {} Key {}. Found by the VM map check; reported once until it is resolved.",
        what_is_wrong(finding),
        finding.key
    )
}

/// A few words on the problem, for subjects and summaries.
pub fn short_problem(kind: FindingKind) -> &'static str {
    match kind {
        FindingKind::MappedVmMissing => "mapped VM missing",
        FindingKind::MappedVmExpunged => "mapped VM expunged",
        FindingKind::MappedVmDestroyed => "mapped VM destroyed",
        FindingKind::MappedVmError => "mapped VM in Error",
        FindingKind::UnmappedVm => "VM not in the VM map",
        FindingKind::NodeWithoutVm => "node without a VM",
        FindingKind::VmNotNode => "VM is not a Kubernetes node",
        FindingKind::StuckState => "stuck in a transitional state",
        FindingKind::AlertReason => "why it is in Alert",
    }
}

/// Subject of the summary alert for the new findings past the cap.
pub fn summary_subject(cluster: &str, rest: usize) -> String {
    let noun = if rest == 1 { "mismatch" } else { "mismatches" };
    format!("{cluster}: {rest} more VM map {noun}")
}

/// Body of the summary alert: how many, of which kinds.
pub fn summary_body(cluster: &str, alerted: usize, counts: &[(FindingKind, usize)]) -> String {
    let rest: usize = counts.iter().map(|(_, n)| n).sum();
    let parts: Vec<String> = counts.iter().map(|(kind, n)| format!("{n} x {}", short_problem(*kind))).collect();
    format!(
        "{cluster}: besides the {alerted} mismatch(es) alerted separately, {rest} more were found in this check: {}. \
         Each has its own event of type KUBERNETES.CLUSTER.VM.MAP.CHECK.",
        parts.join(", ")
    )
}

/// INFO event when more new mismatches were found than one response reports: they are reported in the next runs.
pub fn waiting_description(cluster: &str, waiting: usize, per_check: usize) -> String {
    let noun = if waiting == 1 { "mismatch" } else { "mismatches" };
    format!(
        "{cluster}: {waiting} more VM map {noun} found in this check are not reported yet: one check reports at most \
         {per_check} new mismatches, so they are reported, each with its own event, in the next checks."
    )
}

/// INFO event when a detail's set becomes empty.
pub fn cleared_description(cluster: &str, detail: crate::contract::DriftDetail) -> String {
    match detail {
        crate::contract::DriftDetail::Vm => format!(
            "{cluster}: the VM map matches the cluster's VMs again; the VM map mismatches reported before are resolved."
        ),
        crate::contract::DriftDetail::Node => format!(
            "{cluster}: the Kubernetes nodes match the cluster's VMs again; the node mismatches reported before are \
             resolved."
        ),
    }
}

// ---- The state watch (SPEC 3.7) ------------------------------------------------------------------------------

/// A duration in words, rounded down, so that "at least" stays true: `45 seconds`, `15 minutes`,
/// `1 hour 5 minutes`, `2 days 3 hours`. Negative durations read as `0 seconds`.
pub fn duration(ms: i128) -> String {
    let seconds = (ms.max(0) / 1000) as u128;
    let unit = |n: u128, one: &str| if n == 1 { format!("1 {one}") } else { format!("{n} {one}s") };
    let pair = |big: u128, big_unit: &str, small: u128, small_unit: &str| {
        if small == 0 {
            unit(big, big_unit)
        } else {
            format!("{} {}", unit(big, big_unit), unit(small, small_unit))
        }
    };
    match seconds {
        s if s < 60 => unit(s, "second"),
        s if s < 3600 => unit(s / 60, "minute"),
        s if s < 86_400 => pair(s / 3600, "hour", s % 3600 / 60, "minute"),
        s => pair(s / 86_400, "day", s % 86_400 / 3600, "hour"),
    }
}

/// The WARN event description of a stuck cluster: what a stuck state means and what to do (the alert's body too).
pub fn stuck_description(cluster: &str, state: &str, held: &str, setting: &str, bound_s: i64) -> String {
    format!(
        "{cluster} has been in state {} for at least {held}, past the bound of {setting} ({bound_s} s). CKS \
         refuses every operation on a cluster in this state, and no operation has moved it out: a management server \
         probably stopped during the operation, or the operation failed without ending its state transition. Check \
         the async jobs and the management server log for this cluster; if no operation is running for it, its \
         state has to be corrected by hand.",
        sanitize(state, STATE_CHARS)
    )
}

/// The subject of a stuck cluster's alert.
pub fn stuck_subject(cluster: &str, state: &str, held: &str) -> String {
    format!("{cluster}: stuck in state {} for at least {held}", sanitize(state, STATE_CHARS))
}

/// The body of a stuck cluster's alert.
pub fn stuck_body(cluster: &str, state: &str, held: &str, setting: &str, bound_s: i64, key: &str) -> String {
    format!(
        "{} Key {key}. Found by the VM map check's state watch; reported once while the cluster stays in this \
         state.",
        stuck_description(cluster, state, held, setting, bound_s)
    )
}

/// INFO event: a cluster reported as stuck has left that state.
pub fn state_left_description(cluster: &str, old_state: &str, new_state: &str, held: &str) -> String {
    format!(
        "{cluster} has left state {}, in which it was reported as stuck; it is now in state {}. It had been in state \
         {} for at least {held}.",
        sanitize(old_state, STATE_CHARS),
        sanitize(new_state, STATE_CHARS),
        sanitize(old_state, STATE_CHARS)
    )
}

/// INFO event: a cluster reported as stuck is no longer CloudManaged, so the state watch lets it go.
pub fn no_longer_cloud_managed_description(cluster: &str, old_state: &str, new_type: &str, held: &str) -> String {
    format!(
        "{cluster} is no longer CloudManaged (its type is now {}), so its state is no longer watched. It had been \
         reported as stuck in state {} after at least {held}.",
        sanitize(new_type, STATE_CHARS),
        sanitize(old_state, STATE_CHARS)
    )
}

/// INFO event: the watch of the state a reported cluster is still in was turned off (bound 0 or less).
pub fn watch_off_description(cluster: &str, state: &str, setting: &str, held: &str) -> String {
    format!(
        "{cluster} is still in state {}, in which it was reported as stuck, but the state watch of {} is now off \
         (the bound from {setting} is 0 or less). It has been in that state for at least {held}.",
        sanitize(state, STATE_CHARS),
        sanitize(state, STATE_CHARS)
    )
}

// ---- Why a cluster is in Alert (SPEC 3.8) ------------------------------------------------------------------------

/// INFO event: a cluster whose Alert reasons were reported has left Alert (or is no longer CloudManaged).
pub fn alert_left_description(label: &str, cluster: &ClusterInput, held: &str) -> String {
    if cluster.cluster_type != CLOUD_MANAGED {
        return format!(
            "{label} is no longer CloudManaged (its type is now {}), so why it is in Alert is no longer followed. It \
             had been in Alert for at least {held}.",
            sanitize(&cluster.cluster_type, STATE_CHARS)
        );
    }
    format!(
        "{label} has left Alert; it is now in state {}. It had been in Alert for at least {held}; the reasons the VM \
         map check reported for it are over.",
        sanitize(&cluster.state, STATE_CHARS)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_are_rounded_down_and_read_as_words() {
        let cases: &[(i128, &str)] = &[
            (-5_000, "0 seconds"),
            (999, "0 seconds"),
            (1_000, "1 second"),
            (59_999, "59 seconds"),
            (60_000, "1 minute"),
            (15 * 60_000 + 59_999, "15 minutes"),
            (3_600_000, "1 hour"),
            (3_600_000 + 5 * 60_000, "1 hour 5 minutes"),
            (2 * 3_600_000 + 60_000, "2 hours 1 minute"),
            (86_400_000, "1 day"),
            (2 * 86_400_000 + 3 * 3_600_000 + 59 * 60_000, "2 days 3 hours"),
        ];
        for (ms, words) in cases {
            assert_eq!(duration(*ms), *words, "{ms} ms");
        }
    }
}
