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

//! The host names CKS gives node VMs (SPEC 3.1), reproduced from CloudStack's own code:
//! `KubernetesClusterResourceModifierActionWorker.getKubernetesClusterNodeNamePrefix()` (4.20.2 and later, after
//! PR #10778), the same method before #10778 (the legacy prefix), and `getEtcdNodeNameForCluster()`.
//!
//! Java counts string lengths in UTF-16 code units and lower-cases with Unicode rules; both are followed here so
//! that a name such as `\u{212A}ube` (KELVIN SIGN, which Java lower-cases to `k`) gives the same prefixes.

use once_cell::sync::Lazy;
use regex::Regex;

/// Longest current prefix (`MAX_CLUSTER_PREFIX_LENGTH` in CloudStack).
pub const CURRENT_PREFIX_MAX: usize = 43;
/// Longest legacy prefix (before PR #10778) and longest etcd prefix.
pub const LEGACY_PREFIX_MAX: usize = 40;
/// Most hex digits in the time suffix CKS appends (`Long.toHexString(System.currentTimeMillis())`).
pub const MAX_HEX_SUFFIX: usize = 16;

/// CloudStack's `NetUtils.verifyDomainNameLabel(name, true)`: 1 to 63 UTF-16 units, only letters, digits and `-`
/// once lower-cased, not starting or ending with `-`, not starting with a digit.
pub fn is_valid_host_label(name: &str) -> bool {
    let units = name.encode_utf16().count();
    if !(1..=63).contains(&units) {
        return false;
    }
    if !name.to_lowercase().chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
        return false;
    }
    if name.starts_with('-') || name.ends_with('-') {
        return false;
    }
    !name.starts_with(|c: char| c.is_ascii_digit())
}

/// Java's `StringUtils.truncate(s, max)` / `s.substring(0, max)`: cut to `max` UTF-16 units (never inside a
/// character here: every prefix that can reach the cut is made of BMP characters).
fn truncate_utf16(s: &str, max: usize) -> String {
    let mut units = 0;
    let mut out = String::with_capacity(s.len().min(max * 3));
    for c in s.chars() {
        units += c.len_utf16();
        if units > max {
            break;
        }
        out.push(c);
    }
    out
}

/// The prefix CloudStack 4.20.2 and later give node VMs: `lower(name)` when it is a valid label, else `k8s-` and
/// the lower-cased name stripped to `[a-z0-9-]` (or the UUID when nothing is left), cut to 43 units.
pub fn current_prefix(name: &str, uuid: &str) -> String {
    let lower = name.to_lowercase();
    if is_valid_host_label(&lower) {
        return truncate_utf16(&lower, CURRENT_PREFIX_MAX);
    }
    let stripped: String =
        lower.chars().filter(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-').collect();
    let base = if stripped.is_empty() { uuid } else { stripped.as_str() };
    truncate_utf16(&format!("k8s-{base}"), CURRENT_PREFIX_MAX)
}

/// The prefix before PR #10778: the name as it is when it is a valid label, else `k8s-` and the name stripped to
/// `[a-zA-Z0-9-]` (or the UUID), cut to 40 units. Case is kept.
pub fn legacy_prefix(name: &str, uuid: &str) -> String {
    if is_valid_host_label(name) {
        return truncate_utf16(name, LEGACY_PREFIX_MAX);
    }
    let base = stripped_mixed_case(name, uuid);
    truncate_utf16(&format!("k8s-{base}"), LEGACY_PREFIX_MAX)
}

/// The etcd node prefix: the name when it is a valid label, else the name stripped to `[a-zA-Z0-9-]` (or the UUID),
/// then `-etcd`, cut to 40 units. No `k8s-`, case kept.
pub fn etcd_prefix(name: &str, uuid: &str) -> String {
    let base = if is_valid_host_label(name) { name.to_string() } else { stripped_mixed_case(name, uuid) };
    truncate_utf16(&format!("{base}-etcd"), LEGACY_PREFIX_MAX)
}

fn stripped_mixed_case(name: &str, uuid: &str) -> String {
    let stripped: String = name.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
    if stripped.is_empty() {
        uuid.to_string()
    } else {
        stripped
    }
}

/// How a VM's host name relates to a cluster's node names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NodeNameRole {
    /// `<P or L>-control-<hex>`.
    Control,
    /// `<P or L>-node-<hex>`.
    Worker,
    /// `<E>-<n>-<hex>`.
    Etcd,
}

/// The node-name patterns of one cluster: the lower-cased prefixes its node VMs may carry.
#[derive(Debug, Clone)]
pub struct ClusterNodeNames {
    /// Lower-cased current prefix `P` and, when different, legacy prefix `L`.
    prefixes: Vec<String>,
    /// Lower-cased etcd prefix `E`.
    etcd: String,
}

impl ClusterNodeNames {
    /// The patterns of the cluster named `name` with UUID `uuid`.
    pub fn new(name: &str, uuid: &str) -> Self {
        let current = current_prefix(name, uuid).to_lowercase();
        let legacy = legacy_prefix(name, uuid).to_lowercase();
        let mut prefixes = vec![current];
        if !prefixes.contains(&legacy) {
            prefixes.push(legacy);
        }
        ClusterNodeNames { prefixes, etcd: etcd_prefix(name, uuid).to_lowercase() }
    }

    /// The control/worker prefixes (`P`, and `L` when it differs), lower-cased.
    pub fn node_prefixes(&self) -> &[String] {
        &self.prefixes
    }

    /// The etcd prefix `E`, lower-cased.
    pub fn etcd_prefix(&self) -> &str {
        &self.etcd
    }

    /// True when `head` read as `role` (see [`node_name_readings`]) names a node of this cluster.
    pub fn claims(&self, head: &str, role: NodeNameRole) -> bool {
        match role {
            NodeNameRole::Etcd => head == self.etcd,
            NodeNameRole::Control | NodeNameRole::Worker => self.prefixes.iter().any(|p| p == head),
        }
    }

    /// The role a host name has in this cluster, if it is named as one of its nodes. `lower_host_name` must be
    /// the host name lower-cased (`str::to_lowercase`), so that case is ignored.
    pub fn role_of(&self, lower_host_name: &str) -> Option<NodeNameRole> {
        node_name_readings(lower_host_name)
            .into_iter()
            .flatten()
            .find(|(head, role)| self.claims(head, *role))
            .map(|(_, role)| role)
    }
}

/// The ways a lower-cased host name can be read as a node name, whatever the cluster: `(prefix, role)` for
/// `<prefix>-control-<hex>`, `<prefix>-node-<hex>` and `<prefix>-<n>-<hex>` (etcd). At most two readings apply
/// (a control or worker reading, and an etcd reading). Indexing VMs by these readings lets a batch of many
/// clusters find each cluster's VMs with a hash lookup instead of testing every VM against every cluster.
pub fn node_name_readings(lower_host_name: &str) -> [Option<(&str, NodeNameRole)>; 2] {
    let Some((before, hex)) = lower_host_name.rsplit_once('-') else {
        return [None, None];
    };
    if !is_hex_suffix(hex) {
        return [None, None];
    }
    let node = if let Some(head) = before.strip_suffix("-control") {
        Some((head, NodeNameRole::Control))
    } else {
        before.strip_suffix("-node").map(|head| (head, NodeNameRole::Worker))
    };
    let etcd = before
        .rsplit_once('-')
        .filter(|(_, index)| is_positive_decimal(index))
        .map(|(head, _)| (head, NodeNameRole::Etcd));
    [node, etcd]
}

/// 1 to 16 lower-case hex digits, nothing else.
fn is_hex_suffix(s: &str) -> bool {
    (1..=MAX_HEX_SUFFIX).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// A positive decimal number as CloudStack prints it: no sign, no leading zero.
fn is_positive_decimal(s: &str) -> bool {
    !s.is_empty() && !s.starts_with('0') && s.bytes().all(|b| b.is_ascii_digit())
}

/// Longest DNS-1123 subdomain (a Kubernetes node name).
pub const MAX_NODE_NAME_LEN: usize = 253;

/// Kubernetes' DNS-1123 subdomain (`IsDNS1123Subdomain`): dot-separated labels of lower-case letters, digits and
/// `-`, each starting and ending with a letter or digit.
static DNS1123_SUBDOMAIN: Lazy<Regex> = Lazy::new(|| {
    Regex::new(r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$")
        .unwrap_or_else(|e| unreachable!("constant pattern: {e}"))
});

/// True when `name` is a valid DNS-1123 subdomain of at most 253 characters.
pub fn is_dns1123_subdomain(name: &str) -> bool {
    !name.is_empty() && name.len() <= MAX_NODE_NAME_LEN && DNS1123_SUBDOMAIN.is_match(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    const UUID: &str = "8b0c5d1e-0000-4000-8000-0123456789ab";

    #[test]
    fn valid_label_follows_netutils() {
        for good in ["prod", "Prod", "a", "a-b", "K8S-Prod", &"a".repeat(63), "\u{212A}ube"] {
            assert!(is_valid_host_label(good), "{good:?} should be a valid label");
        }
        for bad in ["", "-prod", "prod-", "1prod", "prod_1", "prod.x", "prod x", "prödd", &"a".repeat(64), "İx"] {
            assert!(!is_valid_host_label(bad), "{bad:?} should not be a valid label");
        }
    }

    #[test]
    fn current_prefix_table() {
        let long = "a".repeat(50);
        let stripped_long = "ab_".repeat(20);
        let cases: &[(&str, String)] = &[
            ("prod", "prod".into()),
            ("K8S-Prod", "k8s-prod".into()),
            ("my_cluster", "k8s-mycluster".into()),
            ("My Cluster!", "k8s-mycluster".into()),
            ("1st", "k8s-1st".into()),
            ("___", format!("k8s-{UUID}")),
            (&long, "a".repeat(43)),
            (stripped_long.as_str(), format!("k8s-{}", "ab".repeat(20))[..43].to_string()),
            ("\u{212A}ube", "kube".into()),
        ];
        for (name, expected) in cases {
            assert_eq!(&current_prefix(name, UUID), expected, "current prefix of {name:?}");
        }
    }

    #[test]
    fn legacy_prefix_table() {
        let cases: &[(&str, String)] = &[
            ("prod", "prod".into()),
            ("K8S-Prod", "K8S-Prod".into()),
            ("My_Cluster", "k8s-MyCluster".into()),
            ("1st", "k8s-1st".into()),
            ("%%%", format!("k8s-{UUID}")[..40].to_string()),
            (&"b".repeat(50), "b".repeat(40)),
        ];
        for (name, expected) in cases {
            assert_eq!(&legacy_prefix(name, UUID), expected, "legacy prefix of {name:?}");
        }
    }

    #[test]
    fn etcd_prefix_table() {
        let cases: &[(&str, String)] = &[
            ("prod", "prod-etcd".into()),
            ("Prod", "Prod-etcd".into()),
            ("my_cluster", "mycluster-etcd".into()),
            ("!!", format!("{UUID}-etcd")[..40].to_string()),
            (&"c".repeat(50), "c".repeat(40)),
        ];
        for (name, expected) in cases {
            assert_eq!(&etcd_prefix(name, UUID), expected, "etcd prefix of {name:?}");
        }
    }

    fn role(cluster: &str, host: &str) -> Option<NodeNameRole> {
        ClusterNodeNames::new(cluster, UUID).role_of(&host.to_lowercase())
    }

    #[test]
    fn host_names_that_match() {
        let cases = [
            ("prod", "prod-control-19a0b1c2d3e", NodeNameRole::Control),
            ("prod", "prod-node-19a0b1c2e4f", NodeNameRole::Worker),
            ("prod", "PROD-NODE-19A0B1C2E4F", NodeNameRole::Worker),
            ("prod", "prod-node-1", NodeNameRole::Worker),
            ("prod", "prod-node-ffffffffffffffff", NodeNameRole::Worker),
            ("prod", "prod-etcd-1-19a0b1c2d3e", NodeNameRole::Etcd),
            ("prod", "prod-etcd-12-abc", NodeNameRole::Etcd),
            ("K8S-Prod", "K8S-Prod-node-197eb5e9290", NodeNameRole::Worker),
            ("K8S-Prod", "k8s-prod-node-197eb5e9290", NodeNameRole::Worker),
            ("my_cluster", "k8s-mycluster-control-197eb5404af", NodeNameRole::Control),
            ("my_cluster", "mycluster-etcd-2-197eb5404af", NodeNameRole::Etcd),
        ];
        for (cluster, host, expected) in cases {
            assert_eq!(role(cluster, host), Some(expected), "{host} in cluster {cluster}");
        }
    }

    #[test]
    fn legacy_forty_and_current_forty_three_both_match() {
        let name = "a".repeat(45);
        assert_eq!(role(&name, &format!("{}-node-abc", "a".repeat(43))), Some(NodeNameRole::Worker));
        assert_eq!(role(&name, &format!("{}-node-abc", "a".repeat(40))), Some(NodeNameRole::Worker));
        assert_eq!(role(&name, &format!("{}-node-abc", "a".repeat(41))), None);
    }

    #[test]
    fn host_names_that_do_not_match() {
        let cases = [
            ("prod", "prod-node-1a2b-extra"),
            ("prod", "prod-node-"),
            ("prod", "prod-node-xyz"),
            ("prod", "prod-node-10000000000000000"),
            ("prod", "prod-worker-abc"),
            ("prod", "prod-control"),
            ("prod", "prodx-node-abc"),
            ("prod", "other-node-abc"),
            ("prod", "prod-etcd-0-abc"),
            ("prod", "prod-etcd-01-abc"),
            ("prod", "prod-etcd-x-abc"),
            ("prod", "prod-etcd-1-"),
            ("prod", "prod-etcd-1-abc-def"),
            ("prod", "prod-node-+1"),
            ("prod", " prod-node-1"),
            ("prod", "prod-node-1 "),
            ("prod", "k8s-prod-node-1"),
        ];
        for (cluster, host) in cases {
            assert_eq!(role(cluster, host), None, "{host:?} must not match cluster {cluster}");
        }
    }
}
