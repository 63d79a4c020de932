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

//! The C ABI. Request and response cross as UTF-8 byte buffers; every function returns an integer status and
//! never unwinds (each body runs inside [`crate::boundary::guard`] or cannot panic).
//!
//! Ownership: a buffer returned through `out`/`out_len` belongs to the caller, who gives it back with
//! [`cks_vmmap_check_free`]; no other allocator may free it.

use std::ptr;

use crate::boundary::{self, Status};

// The statuses are [`boundary::Status`], the one mapping every front end shares; they are written out as numbers
// here only because cbindgen puts literals into the header. The assertions keep both the same.

/// The call succeeded: `*out` holds the response JSON.
pub const CKS_VMMAP_CHECK_OK: i32 = 0;
/// The request is invalid: `*out` holds one line naming the JSON path of what is wrong.
pub const CKS_VMMAP_CHECK_INVALID_REQUEST: i32 = 1;
/// A bug inside the engine (a caught panic): `*out` holds the message; the next call works.
pub const CKS_VMMAP_CHECK_INTERNAL_ERROR: i32 = 2;
/// The arguments themselves are unusable (a null pointer); nothing was written.
pub const CKS_VMMAP_CHECK_BAD_ARGUMENTS: i32 = 3;

const _: () = assert!(
    CKS_VMMAP_CHECK_OK == Status::Ok as i32
        && CKS_VMMAP_CHECK_INVALID_REQUEST == Status::InvalidRequest as i32
        && CKS_VMMAP_CHECK_INTERNAL_ERROR == Status::InternalError as i32
        && CKS_VMMAP_CHECK_BAD_ARGUMENTS == Status::BadArguments as i32
);

/// Runs one check.
///
/// `request`/`request_len`: the request JSON (UTF-8); `request` may be null only when `request_len` is 0.
/// A `request_len` over the request limit (64 MiB) is refused with status 1 before the pointer is read at all.
/// On return `*out`/`*out_len` hold the response (status 0) or the error message (statuses 1 and 2), to be
/// released with [`cks_vmmap_check_free`].
///
/// # Safety
/// `request` must point to `request_len` readable bytes; `out` and `out_len` must be valid for writes.
#[no_mangle]
pub unsafe extern "C" fn cks_vmmap_check_run(
    request: *const u8,
    request_len: usize,
    out: *mut *mut u8,
    out_len: *mut usize,
) -> i32 {
    if out.is_null() || out_len.is_null() || (request.is_null() && request_len != 0) {
        return CKS_VMMAP_CHECK_BAD_ARGUMENTS;
    }
    // Refused before any slice is made: a length over the limit (up to usize::MAX, beyond isize::MAX) never
    // reaches `from_raw_parts`.
    let result = match crate::contract::check_request_size(request_len) {
        Err(too_big) => Err(too_big),
        Ok(()) if request_len == 0 => boundary::guarded_check(&[]),
        // SAFETY: the caller guarantees `request` points to `request_len` readable bytes, and `request_len` is at
        // most the request limit, far below isize::MAX.
        Ok(()) => boundary::guarded_check(unsafe { std::slice::from_raw_parts(request, request_len) }),
    };
    let (status, bytes) = boundary::status_and_payload(result);
    // SAFETY: `out` and `out_len` were checked for null and the caller guarantees they are writable.
    unsafe { hand_over(bytes, out, out_len) };
    status as i32
}

/// Like [`cks_vmmap_check_run`] but panics inside the guard on purpose: proves that a panic becomes status 2 and
/// the next call works. Only in builds with the `panic-probe` feature.
///
/// # Safety
/// `out` and `out_len` must be valid for writes.
#[cfg(feature = "panic-probe")]
#[no_mangle]
pub unsafe extern "C" fn cks_vmmap_check_panic_probe(out: *mut *mut u8, out_len: *mut usize) -> i32 {
    if out.is_null() || out_len.is_null() {
        return CKS_VMMAP_CHECK_BAD_ARGUMENTS;
    }
    let (status, bytes) = boundary::status_and_payload(boundary::guarded_panic_probe());
    // SAFETY: checked for null above; the caller guarantees they are writable.
    unsafe { hand_over(bytes, out, out_len) };
    status as i32
}

/// Releases a buffer returned by [`cks_vmmap_check_run`]. Null is accepted and ignored.
///
/// # Safety
/// `buf`/`len` must be exactly a pointer and length returned by this library, not yet freed.
#[no_mangle]
pub unsafe extern "C" fn cks_vmmap_check_free(buf: *mut u8, len: usize) {
    if buf.is_null() {
        return;
    }
    // SAFETY: `buf`/`len` came from `hand_over`, which leaked a `Box<[u8]>` of exactly that length.
    drop(unsafe { Box::from_raw(ptr::slice_from_raw_parts_mut(buf, len)) });
}

/// The library's version (`cks-vmmap-check 0.1.0`), a static NUL-terminated string the caller must not free.
#[no_mangle]
pub extern "C" fn cks_vmmap_check_version() -> *const std::ffi::c_char {
    static VERSION: &str = concat!("cks-vmmap-check ", env!("CARGO_PKG_VERSION"), "\0");
    VERSION.as_ptr().cast()
}

/// # Safety
/// `out` and `out_len` must be valid for writes.
unsafe fn hand_over(bytes: Vec<u8>, out: *mut *mut u8, out_len: *mut usize) {
    let boxed = bytes.into_boxed_slice();
    let len = boxed.len();
    let raw = Box::into_raw(boxed).cast::<u8>();
    // SAFETY: guaranteed by the caller.
    unsafe {
        *out = raw;
        *out_len = len;
    }
}
