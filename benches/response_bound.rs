//! The largest responses a request at the 64 MiB limit can ask for, measured: request and response bytes, the peak
//! of the memory the engine holds (a counting global allocator: parse, check and serialisation of one request), and
//! the time. Asserts the work was done (every cluster answered, the bound of 10 000 reports reached) and that the
//! response stays within its documented bound.
//!
//! Run: `cargo bench --bench response_bound` (a plain `main`, no criterion: each case runs once, about a minute in
//! all). With `-- --write DIR` it also writes each request to `DIR/<case>.json`, for the CLI under
//! `/usr/bin/time -v` (BENCHMARKS.md, "What one response carries").

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use cks_vmmap_check::contract::MAX_REQUEST_BYTES;
use cks_vmmap_check::plan::MAX_NEW_REPORTS_PER_REQUEST;

/// The system allocator, counting the bytes in use and their peak.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded to the system allocator unchanged; only counters are kept beside it.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded as received.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded as received.
        unsafe { System.dealloc(ptr, layout) };
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded as received.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            let now = if new_size >= layout.size() {
                IN_USE.fetch_add(new_size - layout.size(), Ordering::Relaxed) + new_size - layout.size()
            } else {
                IN_USE.fetch_sub(layout.size() - new_size, Ordering::Relaxed) - (layout.size() - new_size)
            };
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

const NOW: i64 = 1_764_676_800_000;
const MIB: f64 = 1024.0 * 1024.0;

/// Appends `item` and a comma to `out` while the whole request (with `tail` still to come) stays within the limit.
fn push_within(out: &mut String, item: &str, tail: usize) -> bool {
    if out.len() + item.len() + 1 + tail > MAX_REQUEST_BYTES {
        return false;
    }
    out.push_str(item);
    out.push(',');
    true
}

fn close(mut out: String, tail: &str) -> Vec<u8> {
    if out.ends_with(',') {
        out.pop();
    }
    out.push_str(tail);
    assert!(out.len() <= MAX_REQUEST_BYTES);
    out.into_bytes()
}

/// One cluster and as many map rows to missing VMs as fit: the review's case (about 2 million findings).
fn missing_rows() -> Vec<u8> {
    let mut out = format!(
        r#"{{"version":1,"now_ms":{NOW},"clusters":[{{"id":1,"uuid":"u","name":"prod","state":"Running","type":"CloudManaged","account_id":7,"zone_id":1}}],"vms":[],"map":["#
    );
    let tail = "]}";
    let mut vm = 1_000_000u64;
    while push_within(&mut out, &format!(r#"{{"cluster_id":1,"vm_id":{vm}}}"#), tail.len()) {
        vm += 1;
    }
    close(out, tail)
}

/// As many clusters as fit, each with 10 000 short node names that match no VM and the plausibility bound lifted:
/// the most findings per request byte (a node line is 12 bytes).
fn ghost_nodes() -> Vec<u8> {
    let mut out =
        format!(r#"{{"version":1,"now_ms":{NOW},"settings":{{"max_unmatched_nodes":4294967295}},"clusters":["#);
    let tail = r#"],"vms":[],"map":[]}"#;
    let output: String = (0..10_000).map(|i| format!("node/g{i:05}\\n")).collect();
    let mut id = 1u64;
    while push_within(
        &mut out,
        &format!(
            r#"{{"id":{id},"uuid":"u","name":"c{id}","state":"Running","type":"CloudManaged","account_id":7,"zone_id":1,"kubectl":{{"ok":true,"output":"{output}"}}}}"#
        ),
        tail.len(),
    ) {
        id += 1;
    }
    close(out, tail)
}

/// As many unmapped VMs as fit, named as nodes of one cluster, past their grace period.
fn unmapped_vms() -> Vec<u8> {
    let mut out = format!(
        r#"{{"version":1,"now_ms":{NOW},"clusters":[{{"id":1,"uuid":"u","name":"prod","state":"Running","type":"CloudManaged","account_id":7,"zone_id":1}}],"map":[],"vms":["#
    );
    let tail = "]}";
    let mut vm = 1u64;
    while push_within(
        &mut out,
        &format!(r#"{{"id":{vm},"name":"prod-node-{vm:x}","account_id":7,"state":"Running","created_ms":0}}"#),
        tail.len(),
    ) {
        vm += 1;
    }
    close(out, tail)
}

fn main() {
    let write_to = std::env::args().skip_while(|a| a != "--write").nth(1);
    println!(
        "{:<14} {:>10} {:>10} {:>7} {:>9} {:>9} {:>8} {:>7}",
        "case", "request", "response", "ratio", "findings", "events", "peak", "time"
    );
    for (name, make) in [
        ("missing_rows", missing_rows as fn() -> Vec<u8>),
        ("ghost_nodes", ghost_nodes),
        ("unmapped_vms", unmapped_vms),
    ] {
        let request = make();
        if let Some(dir) = &write_to {
            std::fs::write(format!("{dir}/{name}.json"), &request).expect("the request is written");
        }
        let base = IN_USE.load(Ordering::Relaxed);
        PEAK.store(base, Ordering::Relaxed);
        let start = Instant::now();
        let response = cks_vmmap_check::check_request(&request).expect("a request within the limit is answered");
        let elapsed = start.elapsed();
        let peak = PEAK.load(Ordering::Relaxed) - base;
        let value: serde_json::Value = serde_json::from_slice(&response).expect("JSON");
        let clusters = value["clusters"].as_array().expect("clusters");
        let count = |field: &str| clusters.iter().map(|c| c[field].as_array().map_or(0, Vec::len)).sum::<usize>();
        let new = clusters
            .iter()
            .flat_map(|c| c["findings"].as_array().into_iter().flatten())
            .filter(|f| f["new"] == true)
            .count();
        // The work was done: every cluster checked, the bound of reports reached exactly.
        assert!(clusters.iter().all(|c| c["status"] == "checked"), "{name}: every cluster is checked");
        assert_eq!(new, MAX_NEW_REPORTS_PER_REQUEST, "{name}: one response reports the bound, no more");
        // The documented bound: 10 000 reports with their events and alerts, and a few hundred bytes per cluster.
        assert!(response.len() < 32 * 1024 * 1024 + clusters.len() * 2_048, "{name}: {} bytes", response.len());
        println!(
            "{name:<14} {:>7.1}MiB {:>7.1}MiB {:>7.3} {:>9} {:>9} {:>5.0}MiB {:>6.2}s",
            request.len() as f64 / MIB,
            response.len() as f64 / MIB,
            response.len() as f64 / request.len() as f64,
            count("findings"),
            count("events"),
            peak as f64 / MIB,
            elapsed.as_secs_f64()
        );
    }
}
