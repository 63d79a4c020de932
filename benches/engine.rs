//! Criterion benchmarks through the entry the JNI and C front ends use (bytes in, bytes out):
//! one typical cluster, one owner's batch of 100 such clusters, and large kubectl outputs.
//! Run: `cargo bench --bench engine`. Figures: BENCHMARKS.md.

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

criterion_group!(benches, bench_engine);
criterion_main!(benches);
