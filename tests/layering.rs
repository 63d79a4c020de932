//! The modules of `src/` form layers: each uses only the modules of the layers below it, so there is no circle and
//! `contract` sits below everything that decides (names and sanitising are leaves under it). This test reads the
//! sources and fails on any `crate::<module>` use that goes up or sideways.

use std::fs;
use std::path::Path;

/// Bottom first. A module may use any module of a lower layer; modules of one layer do not use each other.
const LAYERS: &[&[&str]] = &[
    &["sanitize", "names"],
    &["error"],
    &["contract"],
    &["kubectl", "diff", "dedupe", "texts", "report"],
    &["state_watch", "alert_reason"],
    &["plan"],
    // `check_request` lives in lib.rs, over plan.
    &["lib"],
    &["boundary"],
    &["c_api", "jni_bridge"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

fn used_modules(source: &str) -> Vec<String> {
    let mut used = Vec::new();
    for (i, _) in source.match_indices("crate::") {
        let rest = &source[i + "crate::".len()..];
        let name: String = rest.chars().take_while(|c| c.is_ascii_lowercase() || *c == '_').collect();
        // `crate::check_request` is the function in lib.rs.
        let name = if name == "check_request" { "lib".to_string() } else { name };
        if !name.is_empty() && !used.contains(&name) {
            used.push(name);
        }
    }
    used
}

#[test]
fn every_module_uses_only_lower_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut checked = 0;
    let mut wrong = Vec::new();
    for entry in fs::read_dir(&src).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("rs") {
            continue;
        }
        let module = path.file_stem().and_then(|s| s.to_str()).expect("a file name").to_string();
        let Some(own) = layer_of(&module) else {
            panic!("src/{module}.rs is in no layer of this test: add it where it belongs");
        };
        let source = fs::read_to_string(&path).expect("a readable source file");
        for used in used_modules(&source) {
            match layer_of(&used) {
                Some(layer) if layer < own || used == module => {}
                _ => wrong.push(format!("{module} uses crate::{used}")),
            }
        }
        checked += 1;
    }
    assert!(checked >= 14, "only {checked} modules found in src/");
    assert!(wrong.is_empty(), "uses that go up or sideways: {wrong:?}");
}

#[test]
fn the_check_itself_finds_a_use_that_goes_up() {
    assert_eq!(used_modules("use crate::texts::sanitize; crate::plan::x()"), vec!["texts", "plan"]);
    assert!(layer_of("plan") > layer_of("contract"));
}
