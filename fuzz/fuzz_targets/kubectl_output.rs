//! The kubectl output parser on hostile text: only valid DNS-1123 names come out, within the limits.
#![no_main]

use cks_vmmap_check::kubectl::{parse_node_names, NodeViewResult, MAX_NODE_LINES};
use cks_vmmap_check::names::is_dns1123_subdomain;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|output: &str| {
    if let NodeViewResult::Available(nodes) = parse_node_names(output) {
        assert!(nodes.len() <= MAX_NODE_LINES);
        for node in &nodes {
            assert!(is_dns1123_subdomain(node), "{node:?} passed the parser");
            assert!(output.contains(&format!("node/{node}")));
        }
    }
});
