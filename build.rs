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

//! Generates `include/cks_vmmap_check.h` from the C ABI with cbindgen. The header is committed; CI rebuilds
//! and fails when the committed copy differs (`git diff --exit-code include/`). Where the crate has no `include/`
//! folder (its copy inside CloudStack's module, which links the library through JNI only) nothing is written, so the
//! build never changes its source tree.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=src/c_api.rs");
    println!("cargo:rerun-if-changed=cbindgen.toml");
    let crate_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    if !crate_dir.join("include").is_dir() {
        return;
    }
    let config = cbindgen::Config::from_file(crate_dir.join("cbindgen.toml")).expect("cbindgen.toml is valid");
    let header = crate_dir.join("include").join("cks_vmmap_check.h");
    match cbindgen::Builder::new().with_config(config).with_src(crate_dir.join("src/c_api.rs")).generate() {
        // `write_to_file` leaves the file alone when the content is the same.
        Ok(bindings) => {
            bindings.write_to_file(&header);
        }
        Err(e) => panic!("cbindgen could not generate {}: {e}", header.display()),
    }
}
