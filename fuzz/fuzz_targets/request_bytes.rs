//! The whole entry, bytes in: any input is answered or refused as an invalid request, never a panic; answered
//! inputs keep every invariant.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match cks_vmmap_check::boundary::guarded_check(data) {
        Ok(response) => fuzz_invariants::check_accepted(data, &response),
        Err(e) => assert_eq!(e.kind(), "invalid_request", "only invalid requests are refused: {e}"),
    }
});
