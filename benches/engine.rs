//! Criterion benchmarks through the entry the JNI and C front ends use (bytes in, bytes out):
//! one typical cluster, one owner's batch of 100 such clusters, and large kubectl outputs; and the node path
//! (which nodes match no VM, which mapped VM is no node) before and after issue 25, side by side on hostile node
//! lists, with both answers asserted equal.
//! Run: `cargo bench --bench engine`. Figures: BENCHMARKS.md.

use std::collections::{BTreeSet, HashSet};
use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use serde_json::{json, Value};

const NOW: i64 = 1_764_676_800_000;

/// `clusters` clusters of one owner, each with 3 control and 20 worker VMs mapped, Running, all 23 of them nodes
/// (one worker registered under its FQDN), and `other_vms` further VMs of the owner that are no nodes.
fn owner_request(clusters: u64, other_vms: u64, extra_output: &str) -> Vec<u8> {
    let mut vms = Vec::new();
    let mut map = Vec::new();
    let mut cluster_list = Vec::new();
    let mut vm_id = 1000;
    for c in 0..clusters {
        let name = format!("team{c}");
        let mut output =
            String::from("Warning: Permanently added '[203.0.113.10]:2222' (ED25519) to the list of known hosts.\n");
        for n in 0..23u64 {
            let role = if n < 3 { "control" } else { "node" };
            let host = format!("{name}-{role}-{:x}", 0x019a_0b1c_2000_u64 + n);
            vms.push(json!({"id": vm_id, "uuid": format!("uuid-{vm_id}"), "name": host, "account_id": 7,
                            "state": "Running", "created_ms": NOW - 86_400_000, "state_changed_ms": NOW - 86_000_000}));
            map.push(json!({"cluster_id": c + 1, "vm_id": vm_id, "control": n < 3, "etcd": false, "external": false}));
            if n == 22 {
                output.push_str(&format!("node/{host}.cluster.local\n"));
            } else {
                output.push_str(&format!("node/{host}\n"));
            }
            vm_id += 1;
        }
        output.push_str(extra_output);
        cluster_list.push(json!({"id": c + 1, "uuid": format!("c-uuid-{c}"), "name": name, "state": "Running",
            "type": "CloudManaged", "account_id": 7, "zone_id": 1, "kubectl": {"ok": true, "output": output},
            "details": {"vmMapCheckReportedVmDrift": "mapped:1", "vmMapCheckReportedNodeDrift": "node:gone-1"}}));
    }
    for i in 0..other_vms {
        vms.push(json!({"id": 900_000 + i, "name": format!("app-server-{i}"), "account_id": 7, "state": "Running",
                        "created_ms": NOW - 86_400_000}));
    }
    let request: Value = json!({"version": 1, "now_ms": NOW, "clusters": cluster_list, "vms": vms, "map": map});
    serde_json::to_vec(&request).expect("serialisable")
}

fn bench_engine(c: &mut Criterion) {
    let mut group = c.benchmark_group("check_request");
    group.sample_size(30).measurement_time(Duration::from_secs(4)).warm_up_time(Duration::from_secs(1));

    let typical = owner_request(1, 177, "");
    group.throughput(Throughput::Elements(1));
    group.bench_with_input(
        BenchmarkId::new("typical_cluster", format!("{} bytes", typical.len())),
        &typical,
        |b, r| b.iter(|| cks_vmmap_check::check_request(black_box(r)).expect("valid")),
    );

    let batch = owner_request(100, 177, "");
    group.throughput(Throughput::Elements(100));
    group.bench_with_input(
        BenchmarkId::new("owner_batch_100_clusters", format!("{} bytes", batch.len())),
        &batch,
        |b, r| b.iter(|| cks_vmmap_check::check_request(black_box(r)).expect("valid")),
    );

    // 5 MB of kubectl output: over the 4 MiB limit, so the node view is unavailable; the cost is JSON parsing.
    let junk_line = "W1202 12:00:00.000000   12345 reflector.go:123] some warning text that is long enough\n";
    let five_mb = junk_line.repeat(5_000_000 / junk_line.len());
    let big = owner_request(1, 177, &five_mb);
    group.throughput(Throughput::Bytes(big.len() as u64));
    group.bench_with_input(BenchmarkId::new("kubectl_output_5MB", format!("{} bytes", big.len())), &big, |b, r| {
        b.iter(|| cks_vmmap_check::check_request(black_box(r)).expect("valid"))
    });

    // Just under the limit: 10 000 node lines to parse and match, in about 4 MB.
    let mut many_nodes = String::new();
    for i in 0..9_977 {
        many_nodes.push_str(&format!("node/stray-node-{i:06}-{}\n", "x".repeat(360)));
    }
    let near = owner_request(1, 177, &many_nodes);
    group.throughput(Throughput::Bytes(near.len() as u64));
    group.bench_with_input(
        BenchmarkId::new("kubectl_output_10000_nodes", format!("{} bytes", near.len())),
        &near,
        |b, r| b.iter(|| cks_vmmap_check::check_request(black_box(r)).expect("valid")),
    );
    group.finish();

    let mut parse = c.benchmark_group("kubectl_parse");
    parse.sample_size(30).measurement_time(Duration::from_secs(3)).warm_up_time(Duration::from_secs(1));
    parse.throughput(Throughput::Bytes(many_nodes.len() as u64));
    parse.bench_function("parse_node_names_10000", |b| {
        b.iter(|| cks_vmmap_check::kubectl::parse_node_names(black_box(&many_nodes)))
    });
    parse.finish();
}

/// The node path as it was before issue 25, kept here to be measured beside the new one: every node's name and each
/// of its dot-prefixes hashed against the VMs' names, a finding (with its formatted key) built for every node that
/// matches none, before the plausibility bound looked at their count; then every dot-prefix of every node hashed
/// into a set to test the few mapped VMs. Returns the unmatched nodes' keys and, per VM name, whether it is a node.
fn node_path_before(nodes: &BTreeSet<String>, vm_names: &HashSet<&str>, mapped: &[&str]) -> (Vec<String>, Vec<bool>) {
    fn candidates(node: &str) -> impl Iterator<Item = &str> {
        std::iter::once(node).chain(node.match_indices('.').map(move |(i, _)| &node[..i]))
    }
    let mut unmatched = Vec::new();
    for node in nodes {
        if !candidates(node).any(|c| vm_names.contains(c)) {
            unmatched.push(format!("node:{node}"));
        }
    }
    let host_names: HashSet<&str> = nodes.iter().flat_map(|n| candidates(n)).collect();
    (unmatched, mapped.iter().map(|name| host_names.contains(name)).collect())
}

/// The node path now (`cks_vmmap_check::diff`): the count of unmatched nodes from the VMs' side first; keys only
/// for a list within the bound; each mapped VM looked up by binary search.
fn node_path_after(nodes: &BTreeSet<String>, vm_names: &HashSet<&str>, mapped: &[&str]) -> (Vec<String>, Vec<bool>) {
    use cks_vmmap_check::diff::{nodes_matched_by, nodes_matching_no_vm};
    let sorted: Vec<&str> = nodes.iter().map(String::as_str).collect();
    let unmatched = nodes_matching_no_vm(&sorted, vm_names.iter().copied());
    let keys = if unmatched.len() > 100 { Vec::new() } else { unmatched.iter().map(|n| format!("node:{n}")).collect() };
    (keys, mapped.iter().map(|name| nodes_matched_by(&sorted, name).next().is_some()).collect())
}

/// The hostile lists: 10 000 names of 252 characters with 123 dots each (the most dot-prefixes a valid name under
/// the 4 MiB output limit can carry, all different), and 9 990 made-up names without a dot (the flood of
/// `tests/hostile_input.rs`); then an honest list for comparison. Each with the 23 VMs of a typical cluster.
fn bench_node_path(c: &mut Criterion) {
    let vm_names: Vec<String> = (0..23u64)
        .map(|n| format!("team0-{}-{:x}", if n < 3 { "control" } else { "node" }, 0x019a_0b1c_2000_u64 + n))
        .collect();
    let names: HashSet<&str> = vm_names.iter().map(String::as_str).collect();
    let mapped: Vec<&str> = vm_names.iter().map(String::as_str).collect();
    let dotted: BTreeSet<String> = (0..10_000).map(|i| format!("n{i:05}{}", ".a".repeat(123))).collect();
    let flood: BTreeSet<String> = (0..9_990).map(|i| format!("fake0-{i:05}")).collect();
    let honest: BTreeSet<String> = vm_names.iter().cloned().collect();
    assert!(dotted.iter().all(|n| n.len() == 252 && cks_vmmap_check::names::is_dns1123_subdomain(n)));

    let mut group = c.benchmark_group("node_path");
    group.sample_size(20).measurement_time(Duration::from_secs(4)).warm_up_time(Duration::from_secs(1));
    for (label, nodes) in [("dotted_10000x123_dots", &dotted), ("flood_9990", &flood), ("honest_23", &honest)] {
        let before = node_path_before(nodes, &names, &mapped);
        let after = node_path_after(nodes, &names, &mapped);
        // The same answer: the same VMs are nodes, the same count of unmatched nodes, the same keys when believed.
        assert_eq!(before.1, after.1, "{label}: which VMs are nodes");
        let count = before.0.len();
        assert!(after.0.len() == count || (count > 100 && after.0.is_empty()), "{label}: unmatched nodes");
        group.throughput(Throughput::Elements(nodes.len() as u64));
        group.bench_with_input(BenchmarkId::new("before", label), nodes, |b, n| {
            b.iter(|| node_path_before(black_box(n), &names, &mapped))
        });
        group.bench_with_input(BenchmarkId::new("after", label), nodes, |b, n| {
            b.iter(|| node_path_after(black_box(n), &names, &mapped))
        });
    }
    group.finish();

    // End to end, the whole check of one cluster whose control node prints 9 977 of the dotted names beside its 23
    // real nodes (10 000 node lines, the most the node view takes).
    let output: String = dotted.iter().take(9_977).map(|n| format!("node/{n}\n")).collect();
    let hostile = owner_request(1, 177, &output);
    let mut e2e = c.benchmark_group("check_request");
    e2e.sample_size(20).measurement_time(Duration::from_secs(4)).warm_up_time(Duration::from_secs(1));
    let answer = cks_vmmap_check::check_request(&hostile).expect("valid");
    assert!(String::from_utf8_lossy(&answer).contains("implausible node list: 9977 of 10000 nodes"));
    e2e.throughput(Throughput::Bytes(hostile.len() as u64));
    e2e.bench_with_input(
        BenchmarkId::new("kubectl_output_10000_dotted", format!("{} bytes", hostile.len())),
        &hostile,
        |b, r| b.iter(|| cks_vmmap_check::check_request(black_box(r)).expect("valid")),
    );
    e2e.finish();
}

criterion_group!(benches, bench_engine, bench_node_path);
criterion_main!(benches);
