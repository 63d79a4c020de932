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

//! Parsing `kubectl get nodes -o name` output (SPEC 3.2). The text comes from inside a tenant's VM and is
//! treated as hostile: only lines of the exact form `node/<DNS-1123 subdomain>` become node names.

use std::collections::BTreeSet;

use crate::contract::KubectlInput;
use crate::names::is_dns1123_subdomain;

/// Output longer than this (bytes) makes the node view unavailable.
pub const MAX_OUTPUT_BYTES: usize = 4 * 1024 * 1024;
/// More node lines than this make the node view unavailable.
pub const MAX_NODE_LINES: usize = 10_000;
/// The Kubernetes node view of one cluster.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NodeViewResult {
    /// kubectl ran and the output was within the limits: the node names, each validated, without duplicates.
    Available(BTreeSet<String>),
    /// The node rules cannot be evaluated, and why.
    Unavailable(String),
}

/// Turns the kubectl result of a cluster into its node view.
pub fn node_view(kubectl: Option<&KubectlInput>) -> NodeViewResult {
    let Some(kubectl) = kubectl else {
        return NodeViewResult::Unavailable("kubectl was not run".to_string());
    };
    if !kubectl.ok {
        let reason = kubectl.reason.as_deref().unwrap_or("no reason given");
        return NodeViewResult::Unavailable(format!("kubectl failed: {reason}"));
    }
    parse_node_names(kubectl.output.as_deref().unwrap_or(""))
}

/// Parses the output of `kubectl get nodes -o name`. Blank lines, warnings and any other line are ignored; a
/// trailing `\r` (CRLF output) and surrounding spaces or tabs are tolerated.
pub fn parse_node_names(output: &str) -> NodeViewResult {
    if output.len() > MAX_OUTPUT_BYTES {
        return NodeViewResult::Unavailable(format!(
            "kubectl output is {} bytes, over the limit of {MAX_OUTPUT_BYTES} bytes",
            output.len()
        ));
    }
    let mut nodes = BTreeSet::new();
    let mut node_lines = 0usize;
    for line in output.split('\n') {
        let Some(name) = line.trim_matches([' ', '\t', '\r']).strip_prefix("node/") else {
            continue;
        };
        if !is_dns1123_subdomain(name) {
            continue;
        }
        node_lines += 1;
        if node_lines > MAX_NODE_LINES {
            return NodeViewResult::Unavailable(format!("kubectl output has more than {MAX_NODE_LINES} node lines"));
        }
        nodes.insert(name.to_string());
    }
    NodeViewResult::Available(nodes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(output: &str) -> Vec<String> {
        match parse_node_names(output) {
            NodeViewResult::Available(n) => n.into_iter().collect(),
            NodeViewResult::Unavailable(r) => panic!("unexpectedly unavailable: {r}"),
        }
    }

    #[test]
    fn plain_output() {
        assert_eq!(
            names("node/prod-control-19a0b1c2d3e\nnode/prod-node-19a0b1c2e4f\n"),
            vec!["prod-control-19a0b1c2d3e", "prod-node-19a0b1c2e4f"]
        );
    }

    #[test]
    fn empty_output_is_an_available_view_with_no_nodes() {
        assert!(names("").is_empty());
        assert!(names("\n\n").is_empty());
    }

    #[test]
    fn junk_lines_are_ignored() {
        let out = "Warning: Permanently added '10.1.1.1' (ECDSA) to the list of known hosts.\r\n\
                   node/ok-1\r\n\
                   \n\
                   node/\n\
                   node/UPPER\n\
                   node/under_score\n\
                   node/-lead\n\
                   node/trail-\n\
                   node/a..b\n\
                   node/\u{1b}[31mred\u{1b}[0m\n\
                   node/ok-2 extra\n\
                   nodes/ok-3\n\
                   pod/ok-4\n\
                   garbage node/ok-5\n\
                   \tnode/ok-6.example.com  \n\
                   node/ok-1\n";
        assert_eq!(names(out), vec!["ok-1", "ok-6.example.com"]);
    }

    #[test]
    fn dns1123_limits() {
        let label = "a".repeat(63);
        let name253 = format!("{label}.{label}.{label}.{}", "b".repeat(61));
        assert_eq!(name253.len(), 253);
        assert!(is_dns1123_subdomain(&name253));
        let name254 = format!("{name253}c");
        assert!(!is_dns1123_subdomain(&name254));
        assert!(is_dns1123_subdomain("0abc"));
        assert!(!is_dns1123_subdomain(""));
        assert!(!is_dns1123_subdomain(".abc"));
        assert!(!is_dns1123_subdomain("abc."));
        assert_eq!(names(&format!("node/{name254}\nnode/{name253}\n")), vec![name253]);
    }

    #[test]
    fn output_at_and_over_four_mib() {
        let line = "node/n\n";
        let mut at_limit = line.to_string();
        at_limit.push_str(&" ".repeat(MAX_OUTPUT_BYTES - at_limit.len()));
        assert_eq!(at_limit.len(), MAX_OUTPUT_BYTES);
        assert!(matches!(parse_node_names(&at_limit), NodeViewResult::Available(_)));
        let over = format!("{at_limit} ");
        assert!(matches!(parse_node_names(&over), NodeViewResult::Unavailable(r) if r.contains("over the limit")));
    }

    #[test]
    fn node_line_limit_at_and_over() {
        let at: String = (0..MAX_NODE_LINES).map(|i| format!("node/n{i}\n")).collect();
        assert!(matches!(parse_node_names(&at), NodeViewResult::Available(n) if n.len() == MAX_NODE_LINES));
        let over = format!("{at}node/one-more\n");
        assert!(matches!(parse_node_names(&over), NodeViewResult::Unavailable(r) if r.contains("10000")));
    }

    #[test]
    fn kubectl_not_run_or_failed_is_unavailable() {
        assert_eq!(node_view(None), NodeViewResult::Unavailable("kubectl was not run".into()));
        let failed = KubectlInput { ok: false, output: None, reason: Some("SSH timed out".into()) };
        assert_eq!(node_view(Some(&failed)), NodeViewResult::Unavailable("kubectl failed: SSH timed out".into()));
    }
}
