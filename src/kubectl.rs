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

//! Parsing the node listing (SPEC 3.2, 3.8): `kubectl get nodes -o name`, or `kubectl get nodes --no-headers`,
//! which also gives each node's STATUS. The text comes from inside a tenant's VM and is treated as hostile: only a
//! line of the exact form `node/<DNS-1123 subdomain>`, or of the table's form (a DNS-1123 name, a STATUS of letters
//! and commas, a ROLES and an AGE column, a VERSION that starts with `v` and a digit, nothing else), is a node.
//!
//! # Readiness as CKS counts it
//!
//! CKS's Alert reconcile counts the Ready nodes with `kubectl get nodes | grep -w 'Ready' | wc -l`
//! (`KubernetesClusterUtil.getKubernetesClusterReadyNodesCount`), over SSH: a line counts when `Ready` stands in it as
//! a whole word, each line once, duplicates too; and since `SshHelper` appends the command's stderr to its stdout,
//! anything kubectl or sudo print on stderr makes the answer no number, and CKS's `Integer.parseInt` fails.
//! [`ckss_ready_count`] is that count on the check's own listing (the same kubectl, `--no-headers`): the lines in the
//! table's shape counted as `grep -w` counts them, and any other non-blank line (what stderr adds) an unreadable
//! count. `tests/readiness_agrees_with_cks.rs` runs CKS's own command, read from its source, on the same outputs,
//! stderr included. [`is_ready_status`] names the nodes that are not Ready by their STATUS.

use std::collections::{BTreeMap, BTreeSet};

use crate::contract::{KubectlFormat, KubectlInput};
use crate::names::is_dns1123_subdomain;

/// Longest STATUS accepted (`Ready,SchedulingDisabled` is 24).
pub const MAX_STATUS_CHARS: usize = 64;
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
    view_of(kubectl.output.as_deref().unwrap_or(""), kubectl.format)
}

/// Parses the output of `kubectl get nodes -o name`. Blank lines, warnings and any other line are ignored; a
/// trailing `\r` (CRLF output) and surrounding spaces or tabs are tolerated.
pub fn parse_node_names(output: &str) -> NodeViewResult {
    view_of(output, KubectlFormat::Name)
}

/// The node view of a listing of `format`: its node names, or why it is not used.
fn view_of(output: &str, format: KubectlFormat) -> NodeViewResult {
    match parse_nodes(output, format) {
        Ok(nodes) => NodeViewResult::Available(nodes.into_keys().collect()),
        Err(reason) => NodeViewResult::Unavailable(reason),
    }
}

/// Parses a node listing of `format` into node name -> STATUS (`None` in the name form, which has none). Lines that
/// are not nodes are ignored; a name listed twice keeps its first STATUS. `Err` says why the listing is not used:
/// over [`MAX_OUTPUT_BYTES`], or more than [`MAX_NODE_LINES`] node lines.
pub fn parse_nodes(output: &str, format: KubectlFormat) -> Result<BTreeMap<String, Option<String>>, String> {
    if output.len() > MAX_OUTPUT_BYTES {
        return Err(format!("kubectl output is {} bytes, over the limit of {MAX_OUTPUT_BYTES} bytes", output.len()));
    }
    let mut nodes = BTreeMap::new();
    let mut node_lines = 0usize;
    for line in output.split('\n') {
        let parsed = match format {
            KubectlFormat::Name => name_line(line).map(|name| (name, None)),
            KubectlFormat::Table => table_line(line).map(|(name, status)| (name, Some(status))),
        };
        let Some((name, status)) = parsed else {
            continue;
        };
        node_lines += 1;
        if node_lines > MAX_NODE_LINES {
            return Err(format!("kubectl output has more than {MAX_NODE_LINES} node lines"));
        }
        nodes.entry(name.to_string()).or_insert_with(|| status.map(str::to_string));
    }
    Ok(nodes)
}

/// The node of a `node/<name>` line.
fn name_line(line: &str) -> Option<&str> {
    let name = line.trim_matches([' ', '\t', '\r']).strip_prefix("node/")?;
    is_dns1123_subdomain(name).then_some(name)
}

/// The node and STATUS of a `--no-headers` table line: `NAME STATUS ROLES AGE VERSION`, separated by blanks, and
/// nothing after VERSION. kubectl's own warnings (`error: ...`, `The connection to the server ... was refused`) and
/// the header (`NAME`) are no such line.
fn table_line(line: &str) -> Option<(&str, &str)> {
    let mut fields = fields(line);
    let (name, status, _roles, _age, version) =
        (fields.next()?, fields.next()?, fields.next()?, fields.next()?, fields.next()?);
    let version_ok = version.strip_prefix('v').is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
    let status_ok = status.len() <= MAX_STATUS_CHARS
        && status.split(',').all(|word| !word.is_empty() && word.bytes().all(|b| b.is_ascii_alphabetic()));
    (fields.next().is_none() && version_ok && status_ok && is_dns1123_subdomain(name)).then_some((name, status))
}

/// Whether a STATUS says Ready: `Ready` is one of its comma-separated words (`Ready`, `Ready,SchedulingDisabled`).
pub fn is_ready_status(status: &str) -> bool {
    status.split(',').any(|word| word == "Ready")
}

/// CKS's Ready count on the same kubectl's output, as its command and `Integer.parseInt` read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReadyCount {
    /// The node lines in which `Ready` stands as a whole word (`grep -w 'Ready' | wc -l`).
    Count(u64),
    /// Lines besides the node lines (stderr, as SSH appends it): CKS's answer is no number.
    Unreadable {
        /// How many such lines.
        other_lines: u64,
    },
}

/// CKS's Ready count on a `--no-headers` listing (see the module's documentation), or why CKS cannot read it.
pub fn ckss_ready_count(output: &str) -> ReadyCount {
    let (mut ready, mut other) = (0u64, 0u64);
    for line in output.split('\n') {
        if fields(line).next().is_none() {
            continue;
        }
        if !looks_like_a_row(line) {
            other += 1;
        } else if has_word(line, "Ready") {
            ready += 1;
        }
    }
    if other > 0 {
        ReadyCount::Unreadable { other_lines: other }
    } else {
        ReadyCount::Count(ready)
    }
}

/// Whether a line is one kubectl's table would print on stdout: a DNS-1123 name and at least four more fields. Looser
/// than a node line (a VERSION the kubelet reports without its `v`, a STATUS of other words): CKS's `grep -w` counts
/// such a row all the same. kubectl's and sudo's messages on stderr (`Warning: ...`, `sudo: ...`, `E1207 ...`,
/// `The connection to the server ...`) start with no such name.
fn looks_like_a_row(line: &str) -> bool {
    let mut fields = fields(line);
    fields.next().is_some_and(is_dns1123_subdomain) && fields.count() >= 4
}

/// The blank-separated fields of a table line (spaces, tabs, a CRLF's `\r`).
fn fields(line: &str) -> impl Iterator<Item = &str> {
    line.split([' ', '\t', '\r']).filter(|f| !f.is_empty())
}

/// A STATUS kubectl prints: `Ready`, `NotReady` or `Unknown`, then `SchedulingDisabled` when cordoned. Any other
/// STATUS is the tenant's own text and is not repeated in a reason.
pub fn is_kubectl_status(status: &str) -> bool {
    let mut words = status.split(',');
    matches!(words.next(), Some("Ready" | "NotReady" | "Unknown")) && words.all(|word| word == "SchedulingDisabled")
}

/// `grep -w WORD`: WORD somewhere in LINE with no word character (letter, digit, `_`) right before or after it.
fn has_word(line: &str, word: &str) -> bool {
    let is_word = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_');
    let bytes = line.as_bytes();
    line.match_indices(word)
        .any(|(at, _)| !is_word(at.checked_sub(1).and_then(|i| bytes.get(i))) && !is_word(bytes.get(at + word.len())))
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
    fn the_table_form_gives_each_node_its_status() {
        let out = "prod-control-1a   Ready                      control-plane   10d   v1.28.4\n\
                   prod-node-2b      NotReady                   <none>          10d   v1.28.4\r\n\
                   prod-node-3c      Ready,SchedulingDisabled   <none>          3h2m  v1.28.4\n\
                   prod-node-4d\tUnknown\t<none>\t5m\tv1.28.4\n";
        let nodes = parse_nodes(out, KubectlFormat::Table).expect("within the limits");
        let status = |n: &str| nodes.get(n).cloned().flatten();
        assert_eq!(status("prod-control-1a").as_deref(), Some("Ready"));
        assert_eq!(status("prod-node-2b").as_deref(), Some("NotReady"));
        assert_eq!(status("prod-node-3c").as_deref(), Some("Ready,SchedulingDisabled"));
        assert_eq!(status("prod-node-4d").as_deref(), Some("Unknown"));
        assert_eq!(nodes.len(), 4);
        let ready: Vec<bool> = ["Ready", "NotReady", "Ready,SchedulingDisabled", "Unknown"].map(is_ready_status).into();
        assert_eq!(ready, [true, false, true, false]);
    }

    #[test]
    fn table_lines_that_are_no_node_are_ignored() {
        let out = "NAME STATUS ROLES AGE VERSION\n\
                   the connection to the server localhost:8080 was refused\n\
                   error: You must be logged in to the server (Unauthorized)\n\
                   ok-1 Ready <none> 1d v1.30.0\n\
                   short Ready <none> 1d\n\
                   extra Ready <none> 1d v1.30.0 more\n\
                   nover Ready <none> 1d 1.30.0\n\
                   Upper Ready <none> 1d v1.30.0\n\
                   bad-status Re@dy <none> 1d v1.30.0\n\
                   comma Ready, <none> 1d v1.30.0\n\
                   node/ok-2\n";
        let nodes = parse_nodes(out, KubectlFormat::Table).expect("within the limits");
        assert_eq!(nodes.keys().collect::<Vec<_>>(), ["ok-1"]);
        let long_status = format!("x {} <none> 1d v1.30.0", "Ready,".repeat(11) + "Ready");
        assert!(parse_nodes(&long_status, KubectlFormat::Table).expect("read").is_empty());
        // Each form reads only its own lines.
        assert_eq!(parse_nodes(out, KubectlFormat::Name).expect("read").keys().collect::<Vec<_>>(), ["ok-2"]);
    }

    #[test]
    fn ckss_count_is_grep_w_over_the_lines_and_anything_else_makes_it_unreadable() {
        let rows =
            "a Ready <none> 1d v1.30.0\nb NotReady <none> 1d v1.30.0\nc Ready,SchedulingDisabled <none> 1d v1.30.0\n\
                    d Unknown <none> 1d v1.30.0\na Ready <none> 1d v1.30.0\n\n";
        assert_eq!(ckss_ready_count(rows), ReadyCount::Count(3), "duplicates count, as wc -l counts them");
        assert_eq!(ckss_ready_count(""), ReadyCount::Count(0));
        let with_stderr = format!("{rows}sudo: unable to resolve host node-1: Name or service not known\n");
        assert_eq!(ckss_ready_count(&with_stderr), ReadyCount::Unreadable { other_lines: 1 });
        // The word anywhere in a line counts, as grep -w finds it; a word that merely contains it does not.
        assert_eq!(
            ckss_ready_count("e NotReady Ready 1d v1.30.0\nf NotReady x_Ready 1d v1.30.0\n"),
            ReadyCount::Count(1)
        );
        assert!(has_word("Ready", "Ready") && has_word("x,Ready,", "Ready") && !has_word("NotReady", "Ready"));
        assert!(!has_word("Ready9", "Ready") && !has_word("_Ready", "Ready"));
    }

    #[test]
    fn the_table_form_has_the_same_limits() {
        let at: String = (0..MAX_NODE_LINES).map(|i| format!("n{i} Ready <none> 1d v1.30.0\n")).collect();
        assert_eq!(parse_nodes(&at, KubectlFormat::Table).map(|n| n.len()), Ok(MAX_NODE_LINES));
        let over = format!("{at}one-more Ready <none> 1d v1.30.0\n");
        assert!(parse_nodes(&over, KubectlFormat::Table).is_err_and(|r| r.contains("10000")));
        let big = " ".repeat(MAX_OUTPUT_BYTES + 1);
        assert!(parse_nodes(&big, KubectlFormat::Table).is_err_and(|r| r.contains("over the limit")));
    }

    #[test]
    fn kubectl_not_run_or_failed_is_unavailable() {
        assert_eq!(node_view(None), NodeViewResult::Unavailable("kubectl was not run".into()));
        let failed = KubectlInput { ok: false, reason: Some("SSH timed out".into()), ..KubectlInput::default() };
        assert_eq!(node_view(Some(&failed)), NodeViewResult::Unavailable("kubectl failed: SSH timed out".into()));
    }
}
