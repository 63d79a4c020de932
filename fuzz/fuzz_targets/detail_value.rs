//! The detail value decoder on any stored text: never a panic; a readable plain value re-encodes to the same keys.
#![no_main]

use cks_vmmap_check::contract::DriftDetail;
use cks_vmmap_check::dedupe::{encode, StoredKeys};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|value: &str| {
    for detail in [DriftDetail::Vm, DriftDetail::Node] {
        let stored = StoredKeys::decode(Some(value), detail);
        if let StoredKeys::Keys(keys) = &stored {
            let mut sorted: Vec<String> = keys.iter().cloned().collect();
            sorted.sort();
            let again = encode(&sorted, 10240).expect("a readable value has keys");
            let decoded = StoredKeys::decode(Some(&again), detail);
            let known = decoded.known(&sorted);
            assert!(known.iter().all(|k| *k), "re-encoded keys stay known");
        }
        let probe = vec!["mapped:1".to_string(), "node:a".to_string()];
        assert_eq!(stored.known(&probe).len(), probe.len());
    }
});
