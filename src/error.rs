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

//! The one error type of the engine and the rules for its text.

use std::fmt;

/// Why a request was not answered. Every front end (C ABI, JNI, CLI) maps these two kinds to its own
/// error form; nothing else can go wrong inside the engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineError {
    /// The request is not what the contract asks for. `path` is a JSON path (`$.clusters[0].id`).
    InvalidRequest {
        /// JSON path of the offending value (`$` for the document itself).
        path: String,
        /// What is wrong there, in plain words.
        message: String,
    },
    /// A bug in the engine (a caught panic). The request may be fine; the next call works.
    Internal {
        /// The panic message, sanitised.
        message: String,
    },
}

impl EngineError {
    /// An invalid-request error at `path`; both parts are sanitised for logs.
    pub fn invalid(path: impl Into<String>, message: impl Into<String>) -> Self {
        EngineError::InvalidRequest {
            path: crate::sanitize::sanitize(&path.into(), MAX_ERROR_PART_CHARS),
            message: crate::sanitize::sanitize(&message.into(), MAX_ERROR_PART_CHARS),
        }
    }

    /// An internal error with a sanitised message.
    pub fn internal(message: impl Into<String>) -> Self {
        EngineError::Internal { message: crate::sanitize::sanitize(&message.into(), MAX_ERROR_PART_CHARS) }
    }

    /// A stable, lower-case name of the kind, shared by every front end.
    pub fn kind(&self) -> &'static str {
        match self {
            EngineError::InvalidRequest { .. } => "invalid_request",
            EngineError::Internal { .. } => "internal_error",
        }
    }
}

/// Error texts echo parts of the request; they are cut so that a hostile request cannot make a huge log line.
const MAX_ERROR_PART_CHARS: usize = 300;

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::InvalidRequest { path, message } => {
                write!(f, "invalid request at {path}: {message}")
            }
            EngineError::Internal { message } => {
                write!(f, "internal error in cks-vmmap-check: {message}")
            }
        }
    }
}

impl std::error::Error for EngineError {}
