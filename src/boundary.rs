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

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

use crate::error::EngineError;

thread_local! {
    static IN_GUARDED_CALL: Cell<bool> = const { Cell::new(false) };
}

static INSTALL_HOOK: Once = Once::new();

/// Installs (once per process) the panic hook that keeps guarded panics quiet. Called by every guarded entry and
/// by `JNI_OnLoad`; calling it again does nothing.
pub fn install_panic_hook() {
    INSTALL_HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !IN_GUARDED_CALL.with(Cell::get) {
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

/// Runs `f` so that a panic becomes [`EngineError::Internal`].
pub fn guard<T>(f: impl FnOnce() -> Result<T, EngineError>) -> Result<T, EngineError> {
    let outcome = with_quiet_panics(|| panic::catch_unwind(AssertUnwindSafe(f)));
    match outcome {
        Ok(result) => result,
        Err(payload) => Err(EngineError::internal(format!("panic: {}", panic_message(payload.as_ref())))),
    }
}

/// [`crate::check_request`] behind [`guard`]: the entry of the C ABI, the JNI bridge and the CLI.
pub fn guarded_check(request: &[u8]) -> Result<Vec<u8>, EngineError> {
    guard(|| crate::check_request(request))
}

/// The text of a panic payload (`&str` or `String`), or a placeholder.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_string()
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
        let err = guard(|| -> Result<(), EngineError> { panic!("boom {}", 42) }).unwrap_err();
        assert_eq!(err, EngineError::internal("panic: boom 42"));
        assert_eq!(err.kind(), "internal_error");
        let ok = guarded_check(br#"{"version":1,"now_ms":0,"clusters":[],"vms":[],"map":[]}"#);
        assert!(ok.is_ok());
        assert!(!IN_GUARDED_CALL.with(Cell::get));
    }

    #[test]
    fn panic_payloads_of_any_type() {
        let err = guard(|| -> Result<(), EngineError> { std::panic::panic_any(7u8) }).unwrap_err();
        assert_eq!(err, EngineError::internal("panic: a panic without a message"));
    }
}
