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

//! The guard every front end goes through: a panic inside the engine becomes [`EngineError::Internal`] with the
//! panic's message, never an unwind across a C or JNI frame, and the next call works (the engine keeps no state
//! that a panic could leave half-changed).
//!
//! While a guarded call runs on a thread, the process's panic hook stays silent for that thread (the message goes
//! into the error instead of the JVM's or the caller's stderr); panics elsewhere in the process are passed to the
//! hook that was installed before.

use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

use crate::error::EngineError;

thread_local! {
    static IN_GUARDED_CALL: Cell<bool> = const { Cell::new(false) };
    /// Where the last quiet panic on this thread happened (`src/plan.rs:42:7`): the hook sees the location, the
    /// code that catches the panic only its payload, so the hook leaves it here for [`panic_message`].
    static LAST_PANIC_LOCATION: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The outcome of a call as every front end reports it: the one mapping from a result to a status (C ABI return
/// value, first byte of a JNI result) and to the CLI's exit status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Status {
    /// Answered: the payload is the response JSON.
    Ok = 0,
    /// An invalid request: the payload is one line naming the JSON path.
    InvalidRequest = 1,
    /// A bug inside the engine (a caught panic): the payload is the message; the next call works.
    InternalError = 2,
    /// The arguments themselves are unusable (a null pointer through the C ABI); no payload.
    BadArguments = 3,
}

impl Status {
    /// The status of an error.
    pub fn of(error: &EngineError) -> Status {
        match error {
            EngineError::InvalidRequest { .. } => Status::InvalidRequest,
            EngineError::Internal { .. } => Status::InternalError,
        }
    }

    /// The CLI's exit status for this outcome (1 is the CLI's own "input not readable").
    pub fn exit_code(self) -> u8 {
        match self {
            Status::Ok => 0,
            Status::InvalidRequest | Status::BadArguments => 2,
            Status::InternalError => 3,
        }
    }
}

/// A result as the front ends hand it over: its status, and the response JSON or the error's message.
pub fn status_and_payload(result: Result<Vec<u8>, EngineError>) -> (Status, Vec<u8>) {
    match result {
        Ok(bytes) => (Status::Ok, bytes),
        Err(error) => (Status::of(&error), error.to_string().into_bytes()),
    }
}

static INSTALL_HOOK: Once = Once::new();

/// Installs (once per process) the panic hook that keeps guarded panics quiet. Called by every guarded entry and
/// by `JNI_OnLoad`; calling it again does nothing.
pub fn install_panic_hook() {
    INSTALL_HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if IN_GUARDED_CALL.with(Cell::get) {
                let location = info.location().map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column()));
                LAST_PANIC_LOCATION.with(|last| *last.borrow_mut() = location);
            } else {
                previous(info);
            }
        }));
    });
}

/// Runs `f` with the panic hook silent on this thread: a panic inside `f` is reported by whoever catches it
/// (here, or in the JNI bridge's error policy), never printed to the host's stderr.
pub fn with_quiet_panics<R>(f: impl FnOnce() -> R) -> R {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            IN_GUARDED_CALL.with(|g| g.set(self.0));
        }
    }
    install_panic_hook();
    let _restore = Restore(IN_GUARDED_CALL.with(|g| g.replace(true)));
    f()
}

/// Runs `f` so that a panic becomes [`EngineError::Internal`], whose message says what and where
/// (`panic at src/plan.rs:42:7: ...`).
pub fn guard<T>(f: impl FnOnce() -> Result<T, EngineError>) -> Result<T, EngineError> {
    let outcome = with_quiet_panics(|| panic::catch_unwind(AssertUnwindSafe(f)));
    match outcome {
        Ok(result) => result,
        Err(payload) => Err(EngineError::internal(panic_message(payload.as_ref()))),
    }
}

/// [`crate::check_request`] behind [`guard`]: the entry of the C ABI, the JNI bridge and the CLI.
pub fn guarded_check(request: &[u8]) -> Result<Vec<u8>, EngineError> {
    guard(|| crate::check_request(request))
}

/// What a caught panic says, and where it happened when the quiet hook saw it: `panic at <file:line:column>:
/// <text>` (the text of a `&str` or `String` payload, or a placeholder).
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    let text = if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_string()
    };
    match LAST_PANIC_LOCATION.with(|last| last.borrow_mut().take()) {
        Some(location) => format!("panic at {location}: {text}"),
        None => format!("panic: {text}"),
    }
}

/// A request that makes the engine panic on purpose, for the boundary tests of the front ends. Only built with
/// the `panic-probe` feature, never in a shipped library.
#[cfg(feature = "panic-probe")]
pub fn guarded_panic_probe() -> Result<Vec<u8>, EngineError> {
    guard(|| -> Result<Vec<u8>, EngineError> { panic!("deliberate panic from the panic probe") })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_an_internal_error_and_the_next_call_works() {
        let line = line!() + 1;
        let err = guard(|| -> Result<(), EngineError> { panic!("boom {}", 42) }).unwrap_err();
        assert_eq!(err, EngineError::internal(format!("panic at src/boundary.rs:{line}:57: boom 42")));
        assert_eq!(err.kind(), "internal_error");
        let ok = guarded_check(br#"{"version":1,"now_ms":0,"clusters":[],"vms":[],"map":[]}"#);
        assert!(ok.is_ok());
        assert!(!IN_GUARDED_CALL.with(Cell::get));
    }

    #[test]
    fn panic_payloads_of_any_type() {
        let err = guard(|| -> Result<(), EngineError> { std::panic::panic_any(7u8) }).unwrap_err();
        assert!(err.to_string().ends_with(": a panic without a message"), "{err}");
        assert!(err.to_string().contains("panic at src/boundary.rs:"), "the location is kept: {err}");
    }

    #[test]
    fn one_status_per_outcome_and_the_cli_exit_status_of_each() {
        let cases = [
            (Ok(b"{}".to_vec()), Status::Ok, 0u8, 0u8),
            (Err(EngineError::invalid("$.x", "bad")), Status::InvalidRequest, 1, 2),
            (Err(EngineError::internal("boom")), Status::InternalError, 2, 3),
        ];
        for (result, status, code, exit) in cases {
            let (got, payload) = status_and_payload(result.clone());
            assert_eq!((got, got as u8, got.exit_code()), (status, code, exit));
            match result {
                Ok(bytes) => assert_eq!(payload, bytes),
                Err(e) => assert_eq!(payload, e.to_string().into_bytes()),
            }
        }
        assert_eq!((Status::BadArguments as u8, Status::BadArguments.exit_code()), (3, 2));
    }
}
