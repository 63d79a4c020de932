//! The detail value decoders on any stored text: never a panic; a readable plain value re-encodes to the same keys;
//! a readable state record (SPEC 3.7) is the one spelling of its record and fits the smallest detail.
#![no_main]

use cks_vmmap_check::contract::DriftDetail;
use cks_vmmap_check::dedupe::{encode, StoredKeys};
use cks_vmmap_check::state_watch::{Record, MAX_RECORD_CHARS};
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
    if let Some(record) = Record::decode(value, i64::MAX) {
        assert_eq!(record.encode(10240), value, "one spelling per record");
        let smallest = record.encode(MAX_RECORD_CHARS);
        assert!(!smallest.is_empty() && smallest.len() <= MAX_RECORD_CHARS);
        let again = Record::decode(&smallest, i64::MAX).expect("the smallest spelling reads");
        assert_eq!((again.state, again.since_ms), (record.state, record.since_ms));
        assert!(again.reported_held_s <= record.reported_held_s, "a cut held time is a smaller lower bound");
    }
});
