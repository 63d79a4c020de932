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

//! Where CKS's `getKubernetesClusterReadyNodesCount` would count N Ready nodes, the check counts N, and where CKS
//! cannot read its count the check says so (SPEC 3.8): CKS's own command, read from CloudStack's source beside this
//! checkout (`../shared/cloudstack`), runs under `sh` on kubectl's table (header included, as CKS runs `kubectl get
//! nodes`) and its stderr, the answer read as `SshHelper` returns it (stdout, then stderr) and as CKS parses it
//! (`Integer.parseInt` of the trimmed text, plus the etcd count); the library reads the same rows and stderr as the
//! `--no-headers` listing the Java side runs.

use std::io::Write;
use std::path::PathBuf;
use std::process::Command;

use cks_vmmap_check::contract::KubectlFormat;
use cks_vmmap_check::kubectl::{ckss_ready_count, parse_nodes, ReadyCount};

const UTIL: &str = "source/plugins/integrations/kubernetes-service/src/main/java/com/cloud/kubernetes/cluster/utils/\
                    KubernetesClusterUtil.java";
const KUBECTL: &str = "sudo /opt/bin/kubectl get nodes";

/// The command `getKubernetesClusterReadyNodesCount` runs, from CloudStack's source.
fn ckss_ready_command() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/cloudstack").join(UTIL);
    let source = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("CloudStack's source is read from {} beside the checkout: {e}", path.display()));
    let method = source
        .find("getKubernetesClusterReadyNodesCount(")
        .unwrap_or_else(|| panic!("{UTIL} has no getKubernetesClusterReadyNodesCount"));
    let body = &source[method..];
    let at = body.find(KUBECTL).expect("the method runs kubectl get nodes");
    let start = body[..at].rfind('"').expect("a string literal") + 1;
    let end = at + body[at..].find('"').expect("the literal ends");
    body[start..end].to_string()
}

/// CKS's count on `table` (with kubectl's header) and `stderr`, plus the etcd nodes, as its Java code reads them:
/// `None` where `Integer.parseInt` throws (and the reconcile returns false).
fn ckss_count(command: &str, table: &str, stderr: &str, etcd: u64) -> Option<u64> {
    let out_file = scratch("stdout", table);
    let err_file = scratch("stderr", stderr);
    let kubectl = format!("{{ cat '{}'; cat '{}' >&2; }}", out_file.display(), err_file.display());
    let script = command.replace(KUBECTL, &kubectl);
    let out = Command::new("sh").arg("-c").arg(&script).output().expect("sh runs");
    assert!(out.status.success(), "{script}: {}", String::from_utf8_lossy(&out.stderr));
    // SshHelper: stdout, then stderr; then Integer.parseInt(result.second().trim().replace("\"", "")) + etcd.
    let answer = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    answer.trim().replace('"', "").parse::<u64>().ok().map(|n| n + etcd)
}

fn scratch(what: &str, text: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join(format!("listing-{what}-{}-{:?}.txt", std::process::id(), std::thread::current().id()));
    std::fs::File::create(&path).and_then(|mut f| f.write_all(text.as_bytes())).expect("a scratch file");
    path
}

/// The library's count on the `--no-headers` listing (the same rows) and stderr, as SshHelper returns them.
fn ours(rows: &str, stderr: &str, etcd: u64) -> Option<u64> {
    match ckss_ready_count(&format!("{rows}{stderr}")) {
        ReadyCount::Count(n) => Some(n + etcd),
        ReadyCount::Unreadable { .. } => None,
    }
}

const HEADER: &str = "NAME                             STATUS                       ROLES            AGE   VERSION\n";

fn row(name: &str, status: &str, roles: &str) -> String {
    format!("{name:<32} {status:<28} {roles:<16} 12d   v1.28.4\n")
}

#[test]
fn the_ready_count_is_ckss_on_the_same_outputs() {
    let command = ckss_ready_command();
    assert!(command.contains("grep") || command.contains("awk"), "CKS counts with a filter: {command}");
    let statuses = ["Ready", "NotReady", "Unknown", "Ready,SchedulingDisabled", "NotReady,SchedulingDisabled"];
    let mut compared = 0;
    // Every combination of up to four nodes' statuses, a control node first.
    for n in 1..=4u32 {
        for combo in 0..statuses.len().pow(n) {
            let mut rows = String::new();
            let mut c = combo;
            for i in 0..n {
                let status = statuses[c % statuses.len()];
                c /= statuses.len();
                let (name, roles) = if i == 0 {
                    ("prod-control-19a0b1c2d3e".to_string(), "control-plane")
                } else {
                    (format!("prod-node-19a0b1c2e4{i}"), "<none>")
                };
                rows.push_str(&row(&name, status, roles));
            }
            for etcd in [0, 1] {
                let cks = ckss_count(&command, &format!("{HEADER}{rows}"), "", etcd);
                let nodes = parse_nodes(&rows, KubectlFormat::Table).expect("within the limits");
                assert_eq!(nodes.len(), n as usize, "every row is a node: {rows}");
                assert!(cks.is_some(), "CKS reads a clean table: {rows}");
                assert_eq!(ours(&rows, "", etcd), cks, "on\n{rows}");
                compared += 1;
            }
        }
    }
    assert_eq!(compared, 2 * (5 + 25 + 125 + 625));
}

#[test]
fn stderr_makes_both_unreadable_and_the_word_counts_where_grep_finds_it() {
    let command = ckss_ready_command();
    let rows = "a   Ready      <none>   1d   v1.30.2\nb   NotReady   <none>   1d   v1.30.2\n";
    let cases: &[(&str, &str, &str)] = &[
        ("clean", rows, ""),
        ("sudo on stderr", rows, "sudo: unable to resolve host a: Name or service not known\n"),
        ("kubectl's warning on stderr", rows, "Warning: v1 ComponentStatus is deprecated\n"),
        ("nothing but stderr", "", "The connection to the server localhost:8080 was refused\n"),
        (
            "a duplicate row counts twice, as wc -l counts it",
            "a Ready <none> 1d v1.30.2\na Ready <none> 1d v1.30.2\n",
            "",
        ),
        ("the word in ROLES counts, as grep -w finds it", "c NotReady Ready 1d v1.30.2\n", ""),
        (
            "a row the check takes for no node (a VERSION without its v) still counts, as grep finds it",
            "a Ready <none> 1d 1.30.2\nb Ready,Whatever <none> 1d v1.30.2\nc NotReady <none> 1d v1.30.2\n",
            "",
        ),
        (
            "kubectl's klog line on stderr",
            "a Ready <none> 1d v1.30.2\n",
            "E1207 03:40:00.000000 123 memcache.go:265] couldn't get\n",
        ),
        ("no rows", "", ""),
    ];
    for (what, rows, stderr) in cases {
        for etcd in [0, 2] {
            let cks = ckss_count(&command, &format!("{HEADER}{rows}"), stderr, etcd);
            assert_eq!(ours(rows, stderr, etcd), cks, "{what} (etcd {etcd})");
        }
    }
}
