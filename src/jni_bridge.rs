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

//! The JNI bridge for the Java shim (`com.cloud.kubernetes.cluster.vmmap.VmMapCheckEngine`).
//!
//! Each entry point is a thin wrapper: `EnvUnowned::with_env` around one call of the pure core, behind
//! [`crate::boundary::guard`]. Requests and responses cross as UTF-8 `byte[]` (no modified-UTF-8 string
//! round trip for large JSON). An answer is the response JSON itself; an error of the engine, a failure of the JNI
//! calls themselves (no memory for the result array) or a panic outside the engine's guard is thrown as the shim's
//! `VmMapCheckException(kind, message)` by our one error policy, [`ThrowVmMapCheckException`]: the kind is the
//! engine's (`invalid_request`, `internal_error`), and nothing unwinds into the JVM.

use jni::errors::ErrorPolicy;
use jni::objects::{JByteArray, JClass, JThrowable};
use jni::refs::{LoaderContext, Reference};
use jni::sys::{jint, JNI_VERSION_1_8};
use jni::{jni_sig, jni_str, Env, EnvUnowned};

use crate::boundary;
use crate::error::EngineError;

/// Called by the JVM when the library is loaded: installs the panic hook that keeps guarded panics off the
/// JVM's stderr (their text goes into the exception instead).
///
/// # Safety
/// Called by the JVM only.
#[no_mangle]
pub extern "system" fn JNI_OnLoad(_vm: *mut jni::sys::JavaVM, _reserved: *mut std::ffi::c_void) -> jint {
    boundary::install_panic_hook();
    JNI_VERSION_1_8
}

/// The Java `byte[]` of an answer, copied once from Rust into the Java array.
fn byte_array<'local>(env: &mut Env<'local>, payload: &[u8]) -> jni::errors::Result<JByteArray<'local>> {
    let array = JByteArray::new(env, payload.len())?;
    // SAFETY: u8 and i8 have the same size and alignment; only the bit pattern is forwarded.
    let signed: &[i8] = unsafe { std::slice::from_raw_parts(payload.as_ptr().cast::<i8>(), payload.len()) };
    array.set_region(env, 0, signed)?;
    Ok(array)
}

/// The bridge's one error policy: an engine error, a JNI failure or a panic outside the engine's guard throws
/// `VmMapCheckException(String kind, String message)` unless an exception is already pending, and the native
/// method returns null. The exception class is resolved through the class loader of the class whose native method
/// was called (its `jclass`, the policy's capture), never by name through the thread's context class loader: in
/// CloudStack's hierarchy of class loaders that could be another `VmMapCheckException`, which the caller's `catch`
/// would not catch.
pub struct ThrowVmMapCheckException;

/// The kind of a failure outside the engine, as the engine names its internal errors.
const INTERNAL_ERROR: &str = "internal_error";

/// The Java exception class every failure becomes, by its binary name.
const EXCEPTION_CLASS: &jni::strings::JNIStr = jni_str!("com.cloud.kubernetes.cluster.vmmap.VmMapCheckException");

impl ThrowVmMapCheckException {
    /// Throws `VmMapCheckException(kind, message)`; the native method then returns `T::default()` (null).
    fn throw<T: Default>(env: &mut Env<'_>, caller: &JClass<'_>, kind: &str, message: &str) -> jni::errors::Result<T> {
        if !env.exception_check() {
            // If this fails, the JVM has an exception pending (for example OutOfMemoryError) or none can be thrown;
            // either way the native method returns null and Java sees a failure.
            let _ = Self::throw_new(env, caller, kind, &crate::sanitize::sanitize(message, 1000));
        }
        Ok(T::default())
    }

    fn throw_new(env: &mut Env<'_>, caller: &JClass<'_>, kind: &str, message: &str) -> jni::errors::Result<()> {
        let class = Self::exception_class(env, caller)?;
        let kind = env.new_string(kind)?;
        let message = env.new_string(message)?;
        let exception = env.new_object(
            &class,
            jni_sig!("(Ljava/lang/String;Ljava/lang/String;)V"),
            &[(&kind).into(), (&message).into()],
        )?;
        let exception = env.cast_local::<JThrowable>(exception)?;
        env.throw(exception)
    }

    /// `VmMapCheckException` as the caller's class loader sees it.
    fn exception_class<'local>(env: &mut Env<'local>, caller: &JClass<'_>) -> jni::errors::Result<JClass<'local>> {
        let loader = caller.get_class_loader(env)?;
        if loader.is_null() {
            // Only a class of the bootstrap loader has none; ours never is one. FindClass from a native method
            // then uses that method's class's loader.
            return env.find_class(jni_str!("com/cloud/kubernetes/cluster/vmmap/VmMapCheckException"));
        }
        LoaderContext::Loader(&loader).load_class(env, EXCEPTION_CLASS, false)
    }
}

impl<T: Default> ErrorPolicy<T, jni::errors::Error> for ThrowVmMapCheckException {
    type Captures<'unowned_env_local: 'native_method, 'native_method> = &'native_method JClass<'unowned_env_local>;

    fn on_error<'unowned_env_local: 'native_method, 'native_method>(
        env: &mut Env<'unowned_env_local>,
        caller: &mut Self::Captures<'unowned_env_local, 'native_method>,
        err: jni::errors::Error,
    ) -> jni::errors::Result<T> {
        Self::throw(env, caller, INTERNAL_ERROR, &format!("internal error in cks-vmmap-check: JNI call failed: {err}"))
    }

    fn on_panic<'unowned_env_local: 'native_method, 'native_method>(
        env: &mut Env<'unowned_env_local>,
        caller: &mut Self::Captures<'unowned_env_local, 'native_method>,
        payload: Box<dyn std::any::Any + Send + 'static>,
    ) -> jni::errors::Result<T> {
        let message = boundary::panic_message(payload.as_ref());
        // Dropping a payload can itself panic; leak it instead of risking that inside a native frame.
        std::mem::forget(payload);
        Self::throw(env, caller, INTERNAL_ERROR, &format!("internal error in cks-vmmap-check: {message}"))
    }
}

/// Runs `f` in the native method's JNI frame with our error policy, and with panics kept off the JVM's stderr:
/// a JNI failure or a panic in `f` becomes a thrown `VmMapCheckException` of the caller's class loader, never an
/// unwind into the JVM.
fn in_jni_frame<'local>(
    unowned: &mut EnvUnowned<'local>,
    caller: &JClass<'local>,
    f: impl FnOnce(&mut Env<'local>) -> jni::errors::Result<JByteArray<'local>>,
) -> JByteArray<'local> {
    boundary::with_quiet_panics(|| unowned.with_env(f).resolve_with::<ThrowVmMapCheckException, _>(|| caller))
}

/// Runs `body` inside the engine's guard: its answer is returned to Java, its error thrown with the engine's kind;
/// everything else that can fail is left to [`ThrowVmMapCheckException`].
fn bridge<'local>(
    unowned: &mut EnvUnowned<'local>,
    caller: &JClass<'local>,
    body: impl FnOnce(&mut Env<'local>) -> Result<Vec<u8>, EngineError>,
) -> JByteArray<'local> {
    in_jni_frame(unowned, caller, |env| match boundary::guard(|| body(env)) {
        Ok(answer) => byte_array(env, &answer),
        Err(error) => ThrowVmMapCheckException::throw(env, caller, error.kind(), &error.to_string()),
    })
}

/// `static native byte[] nativeCheck(byte[] request)`: one check, request JSON in, response JSON out.
///
/// The array's length is checked against the request limit before anything is copied: an oversized array is an
/// invalid request that costs no allocation of its size (a failed allocation would abort the whole JVM).
#[no_mangle]
pub extern "system" fn Java_com_cloud_kubernetes_cluster_vmmap_VmMapCheckEngine_nativeCheck<'local>(
    mut unowned: EnvUnowned<'local>,
    class: JClass<'local>,
    request: JByteArray<'local>,
) -> JByteArray<'local> {
    bridge(&mut unowned, &class, |env| {
        if request.is_null() {
            return Err(EngineError::invalid("$", "the request byte[] is null"));
        }
        let len = request
            .len(env)
            .map_err(|e| EngineError::invalid("$", format!("the request byte[] could not be read: {e}")))?;
        crate::contract::check_request_size(len)?;
        let bytes = env
            .convert_byte_array(&request)
            .map_err(|e| EngineError::invalid("$", format!("the request byte[] could not be read: {e}")))?;
        crate::check_request(&bytes)
    })
}

/// `static native byte[] nativeVersion()`: the engine's name and version (`cks-vmmap-check 0.1.0`), so the Java
/// side can check that the library matches the jar.
#[no_mangle]
pub extern "system" fn Java_com_cloud_kubernetes_cluster_vmmap_VmMapCheckEngine_nativeVersion<'local>(
    mut unowned: EnvUnowned<'local>,
    class: JClass<'local>,
) -> JByteArray<'local> {
    bridge(&mut unowned, &class, |_| Ok(crate::plan::engine_name().into_bytes()))
}

/// `VmMapCheckNativeProbe.panicProbe()` (a class of the Java tests only): panics inside the guard on purpose. Only in builds with the
/// `panic-probe` feature; in a shipped library the symbol does not exist.
#[cfg(feature = "panic-probe")]
#[no_mangle]
pub extern "system" fn Java_com_cloud_kubernetes_cluster_vmmap_VmMapCheckNativeProbe_panicProbe<'local>(
    mut unowned: EnvUnowned<'local>,
    class: JClass<'local>,
) -> JByteArray<'local> {
    bridge(&mut unowned, &class, |_| -> Result<Vec<u8>, EngineError> {
        panic!("deliberate panic from the panic probe")
    })
}

/// `VmMapCheckNativeProbe.policyProbe()` (Java tests only): panics outside the engine's guard, inside the JNI frame, so that the
/// error policy itself is exercised. Only in builds with the `panic-probe` feature.
#[cfg(feature = "panic-probe")]
#[no_mangle]
pub extern "system" fn Java_com_cloud_kubernetes_cluster_vmmap_VmMapCheckNativeProbe_policyProbe<'local>(
    mut unowned: EnvUnowned<'local>,
    class: JClass<'local>,
) -> JByteArray<'local> {
    in_jni_frame(&mut unowned, &class, |_| panic!("deliberate panic outside the guard from the policy probe"))
}
