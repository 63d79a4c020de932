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

use crate::contract::{Finding, FindingKind};
use crate::sanitize::{sanitize, MAX_NAME_CHARS};

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

fn node_label(finding: &Finding) -> String {
    format!("Kubernetes node {}", sanitize(finding.node.as_deref().unwrap_or(""), MAX_NAME_CHARS))
}

/// What the subject names: the VM or the node.
fn subject_object(finding: &Finding) -> String {
    match finding.kind {
        FindingKind::NodeWithoutVm => node_label(finding),
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
             and then the cluster's state no longer follows its VMs. Remove the row."
        ),
        FindingKind::MappedVmExpunged => format!(
            "{vm} is in the VM map but has been expunged. The map row is stale, usually left by a failed \
             scale-down or a node removed out of band; CKS's status scanner counts the VM as not Running, so it keeps \
             the cluster in Alert while the row is there. Remove the row."
        ),
        FindingKind::MappedVmDestroyed => format!(
            "{vm} is in the VM map but is Destroyed. It was usually destroyed out of band or by a failed \
             scale-down; CKS's status scanner keeps the cluster in Alert while it is so. Recover the VM or remove \
             the node from the cluster."
        ),
        FindingKind::MappedVmError => format!(
            "{vm} is in the VM map but is in Error state. Its deployment or a later operation failed; CKS's status \
             scanner keeps the cluster in Alert until the VM is fixed or the node is removed."
        ),
        FindingKind::UnmappedVm => format!(
            "{vm} is named as a node of this cluster but is in no cluster's VM map. It is usually left over from a \
             failed scale or a manual node rebuild, and CloudStack does not manage it as part of the cluster."
        ),
        FindingKind::NodeWithoutVm => format!(
            "{} is registered in Kubernetes but matches no VM of the cluster. Its VM was usually removed without \
             draining and deleting the node (kubectl delete node), or the node was added by hand.",
            node_label(finding)
        ),
        FindingKind::VmNotNode => format!(
            "{vm} is mapped and Running but is not a Kubernetes node. It usually never joined the cluster (a failed \
             node setup) or its node was deleted in Kubernetes."
        ),
    }
}

/// The WARN event description of a new finding.
pub fn event_description(cluster: &str, finding: &Finding) -> String {
    format!("{cluster}: {}", what_is_wrong(finding))
}

/// The subject of a finding's own alert.
pub fn alert_subject(cluster: &str, finding: &Finding) -> String {
    format!("{cluster}: {} - {}", subject_object(finding), short_problem(finding.kind))
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
