//! Generates `include/cks_vmmap_check.h` from the C ABI with cbindgen. The header is committed; CI rebuilds
//! and fails when the committed copy differs (`git diff --exit-code include/`).

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=src/c_api.rs");
    println!("cargo:rerun-if-changed=cbindgen.toml");
    let crate_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
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
