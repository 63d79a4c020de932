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

//! # cks-vmmap-check
//!
//! A drift check for Apache CloudStack's Kubernetes Service (CKS): for each CloudManaged cluster in Running or
//! Alert, it compares the VM map (`kubernetes_cluster_vm_map`), the owner's VMs named as the cluster's nodes, and
//! the Kubernetes nodes from `kubectl get nodes`, and says what to report, once each. It also watches CloudManaged
//! clusters in a transitional state and reports, once, one that stays there past CKS's own timeout, and says why a
//! cluster in Alert stays there.
//!
//! The crate is a pure function of one JSON request (see `SPEC.md`): no clock, no I/O, no global mutable state.
//! [`check_request`] is the one entry every front end uses — the C ABI ([`c_api`]), the JNI bridge
//! ([`jni_bridge`]) and the command-line tool — through [`boundary::guarded_check`], which turns a panic into an
//! [`EngineError::Internal`].
//!
//! Modules, one concern each, in layers (a module uses only those above it in this list):
//! - [`sanitize`]: making request text safe to show (a leaf);
//! - [`names`]: the host names CKS gives node VMs, and the DNS-1123 names Kubernetes gives nodes (a leaf);
//! - [`error`]: the one error type;
//! - [`contract`]: request and response types, parsing and validation with JSON-path errors;
//! - [`kubectl`]: parsing kubectl's output, which is hostile text;
//! - [`diff`]: the seven kinds of mismatch;
//! - [`dedupe`]: the keys kept in the two cluster details and their encoding;
//! - [`texts`]: what operators read;
//! - [`state_watch`]: clusters stuck in a transitional state (SPEC 3.7) and the detail that records their episode;
//! - [`alert_reason`]: why a cluster is in Alert (SPEC 3.8) and the detail that records its episode;
//! - [`plan`]: dedupe, detail changes, events, alerts and the alert cap, and the state watch's part of each entry;
//! - [`report`]: the human-readable report of a response;
//! - [`boundary`], [`c_api`], [`jni_bridge`]: the front ends' shared guard and the two foreign interfaces.

#![deny(missing_docs)]

pub mod alert_reason;
pub mod boundary;
pub mod c_api;
pub mod contract;
pub mod dedupe;
pub mod diff;
pub mod error;
pub mod jni_bridge;
pub mod kubectl;
pub mod names;
pub mod plan;
pub mod report;
pub mod sanitize;
pub mod state_watch;
pub mod texts;

pub use contract::{parse_request, Request, Response};
pub use error::EngineError;

/// Request bytes in, response bytes out: parses and validates the request, runs the check and serialises the
/// response. Invalid requests give [`EngineError::InvalidRequest`] naming the JSON path; nothing else is returned
/// with an error.
pub fn check_request(request: &[u8]) -> Result<Vec<u8>, EngineError> {
    let request = parse_request(request)?;
    let response = plan::check(&request);
    serde_json::to_vec(&response).map_err(|e| EngineError::internal(format!("cannot serialise the response: {e}")))
}
