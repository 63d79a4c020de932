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

//! What an operator reads: a plain-text rendering of a [`Response`], used by `cks-vmmap-check report`.

use std::collections::HashMap;
use std::fmt::Write;

use crate::contract::{ClusterStatus, FindingKind, NodeView, Request, Response};
use crate::sanitize::{sanitize, MAX_NAME_CHARS};

/// Renders `response` (the answer to `request`) for a person: per cluster, checked or skipped, the node view,
/// each mismatch (new or known), a stuck state (SPEC 3.7), why a cluster is in Alert (SPEC 3.8) and the detail
/// changes, events and alerts that would be applied.
pub fn render(request: &Request, response: &Response) -> String {
    let mut out = String::new();
    let display_names: HashMap<u64, &str> = request
        .vms
        .iter()
        .filter_map(|vm| vm.display_name.as_deref().filter(|d| !d.is_empty() && *d != vm.name).map(|d| (vm.id, d)))
        .collect();
    let _ = writeln!(out, "{} - {} cluster(s)", response.engine, response.clusters.len());
    for (cluster, result) in request.clusters.iter().zip(&response.clusters) {
        let _ = writeln!(
            out,
            "\ncluster {} (id {}, {} {}):",
            sanitize(&cluster.name, MAX_NAME_CHARS),
            result.id,
            sanitize(&cluster.cluster_type, 64),
            sanitize(&cluster.state, 64)
        );
        if result.status == ClusterStatus::Skipped {
            let _ = writeln!(out, "  skipped: {}", result.skip_reason.as_deref().unwrap_or(""));
            let watched = !(result.findings.is_empty() && result.details.is_empty() && result.events.is_empty());
            if !watched {
                continue;
            }
            // Only the state watch (SPEC 3.7) and the end of an Alert episode (SPEC 3.8) decide anything for a skipped
            // cluster.
            let _ = writeln!(out, "  state watch:");
        }
        match (result.node_view, &result.node_view_reason) {
            (None, _) => {}
            (Some(NodeView::Available), _) => {
                let _ = writeln!(out, "  checked; node view available");
            }
            (_, reason) => {
                let _ = writeln!(
                    out,
                    "  checked; node view unavailable ({}): node findings not evaluated, node detail kept",
                    reason.as_deref().unwrap_or("no reason")
                );
            }
        }
        let new = result.findings.iter().filter(|f| f.new).count();
        if result.findings.is_empty() {
            if result.status == ClusterStatus::Checked {
                let _ = writeln!(out, "  mismatches: none");
            }
        } else {
            let _ = writeln!(out, "  mismatches: {} ({new} new)", result.findings.len());
        }
        for f in &result.findings {
            let what = match (&f.node, f.vm_id, &f.vm_name) {
                _ if f.kind == FindingKind::AlertReason => format!("in Alert: {}", f.reason.as_deref().unwrap_or("")),
                _ if f.state.is_some() => format!("state {}", sanitize(f.state.as_deref().unwrap_or(""), 64)),
                (Some(node), _, _) => format!("node {node}"),
                (None, Some(id), Some(name)) => match display_names.get(&id) {
                    Some(display) => format!(
                        "VM {} (id {id}, display name {})",
                        sanitize(name, MAX_NAME_CHARS),
                        sanitize(display, MAX_NAME_CHARS)
                    ),
                    None => format!("VM {} (id {id})", sanitize(name, MAX_NAME_CHARS)),
                },
                (None, Some(id), None) => format!("VM id {id}"),
                (None, None, _) => String::new(),
            };
            let _ = writeln!(
                out,
                "    {:<5} {:<20} {:<28} {what}",
                if f.new { "NEW" } else { "known" },
                f.kind.as_str(),
                f.key
            );
        }
        if result.details.is_empty() {
            let _ = writeln!(out, "  detail changes: none");
        } else {
            let _ = writeln!(out, "  detail changes:");
            for d in &result.details {
                match &d.value {
                    Some(v) if v.chars().count() > 120 => {
                        let _ =
                            writeln!(out, "    set {} = {} ({} chars)", d.name, sanitize(v, 100), v.chars().count());
                    }
                    Some(v) => {
                        let _ = writeln!(out, "    set {} = {v}", d.name);
                    }
                    None => {
                        let _ = writeln!(out, "    remove {}", d.name);
                    }
                }
            }
        }
        let _ = writeln!(out, "  events: {}", result.events.len());
        for e in &result.events {
            let _ = writeln!(out, "    {} {}: {}", e.level, e.event_type, e.description);
        }
        let _ = writeln!(out, "  alerts: {}", result.alerts.len());
        for a in &result.alerts {
            let _ = writeln!(out, "    [{} zone {}] {}", a.alert_type, a.zone_id, a.subject);
        }
    }
    out
}
