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

//! Where CKS's `getKubernetesClusterReadyNodesCount` would count N Ready nodes, the check counts N (SPEC 3.8): CKS's
//! own command, read from CloudStack's source beside this checkout (`../shared/cloudstack`), runs under `sh` on
//! kubectl's table (header included, as CKS runs `kubectl get nodes`), and the library reads the same rows as the
//! `--no-headers` listing the Java side runs.

use std::io::Write;
use std::path::PathBuf;
use std::process::Command;

use cks_vmmap_check::contract::KubectlFormat;
use cks_vmmap_check::kubectl::{is_ready_status, parse_nodes};

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

/// CKS's count on `table` (with kubectl's header), and the etcd nodes it adds, as its Java code does.
fn ckss_count(command: &str, table: &str, etcd: u64) -> u64 {
    let mut file = tempfile_in_target();
    file.1.write_all(table.as_bytes()).expect("the listing is written");
    let script = command.replace(KUBECTL, &format!("cat '{}'", file.0.display()));
    let out = Command::new("sh").arg("-c").arg(&script).output().expect("sh runs");
    assert!(out.status.success(), "{script}: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    // Integer.parseInt(result.second().trim().replace("\"", "")) + kubernetesCluster.getEtcdNodeCount()
    text.trim().replace('"', "").parse::<u64>().expect("a number") + etcd
}

fn tempfile_in_target() -> (PathBuf, std::fs::File) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join(format!("listing-{}-{:?}.txt", std::process::id(), std::thread::current().id()));
    let file = std::fs::File::create(&path).expect("a scratch file");
    (path, file)
}

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
                let header =
                    "NAME                             STATUS                       ROLES            AGE   VERSION\n";
                let cks = ckss_count(&command, &format!("{header}{rows}"), etcd);
                let nodes = parse_nodes(&rows, KubectlFormat::Table).expect("within the limits");
                assert_eq!(nodes.len(), n as usize, "every row is a node: {rows}");
                let ours = nodes.values().flatten().filter(|s| is_ready_status(s)).count() as u64 + etcd;
                assert_eq!(ours, cks, "on\n{rows}");
                compared += 1;
            }
        }
    }
    assert_eq!(compared, 2 * (5 + 25 + 125 + 625));
}
