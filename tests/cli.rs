//! The command-line tool: `check` prints the response, `report` what an operator reads; invalid requests give one
//! line on stderr, nothing on stdout and exit status 2.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn cli(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cks-vmmap-check"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI starts");
    if let Some(input) = stdin {
        child.stdin.take().expect("stdin").write_all(input).expect("write stdin");
    } else {
        drop(child.stdin.take());
    }
    child.wait_with_output().expect("the CLI ends")
}

#[test]
fn check_prints_the_response_json_for_every_example() {
    for example in
        ["healthy", "drifted", "owner-batch", "kubectl-failed", "external-nodes", "hostile-tenant", "stuck-states"]
    {
        let path = format!("examples/{example}.json");
        let out = cli(&["check", &path], None);
        assert_eq!(out.status.code(), Some(0), "{example}: {}", String::from_utf8_lossy(&out.stderr));
        let response: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
        let request: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&path).expect("example")).expect("example is JSON");
        assert_eq!(response["clusters"].as_array().map(Vec::len), request["clusters"].as_array().map(Vec::len));
        assert!(out.stderr.is_empty());
    }
}

#[test]
fn check_reads_stdin_and_matches_the_library() {
    let input = std::fs::read("examples/drifted.json").expect("example");
    let out = cli(&["check", "-"], Some(&input));
    assert_eq!(out.status.code(), Some(0));
    let expected = cks_vmmap_check::check_request(&input).expect("valid");
    assert_eq!(out.stdout.strip_suffix(b"\n").expect("ends in a newline"), expected.as_slice());
}

#[test]
fn report_names_what_an_operator_needs() {
    let out = cli(&["report", "examples/drifted.json"], None);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    for needle in [
        "cluster prod (id 42, CloudManaged Alert)",
        "node view available",
        "NEW   mapped_vm_missing",
        "known mapped_vm_destroyed",
        "set vmMapCheckReportedVmDrift = mapped:104,mapped:105,mapped:106,mapped:109,unmapped:120",
        "WARN KUBERNETES.CLUSTER.VM.MAP.CHECK",
        "[ALERT_TYPE_USERVM zone 1]",
        "1 more VM map mismatch",
    ] {
        assert!(text.contains(needle), "report lacks {needle:?}:\n{text}");
    }
    let batch = String::from_utf8(cli(&["report", "examples/owner-batch.json"], None).stdout).expect("UTF-8");
    assert!(batch.contains("skipped: cluster state is Scaling"));
    assert!(batch.contains("remove vmMapCheckReportedVmDrift"));
    let failed = String::from_utf8(cli(&["report", "examples/kubectl-failed.json"], None).stdout).expect("UTF-8");
    assert!(failed.contains("node view unavailable (kubectl failed: SSH to 203.0.113.10:2222 failed"));
    // External nodes: the one Kubernetes knows by its display name matches; the report shows the display name of the
    // one that is no node.
    let external = String::from_utf8(cli(&["report", "examples/external-nodes.json"], None).stdout).expect("UTF-8");
    assert!(external.contains("mismatches: 1 (1 new)"), "{external}");
    assert!(external.contains("VM i-7-111-VM (id 111, display name gpu-worker-2)"), "{external}");
    // A tenant whose control node prints 150 made-up nodes: not believed, its node detail kept; the VM kinds and the
    // honest cluster beside it are reported; the alert carries no character outside the BMP.
    let hostile = String::from_utf8(cli(&["report", "examples/hostile-tenant.json"], None).stdout).expect("UTF-8");
    assert!(
        hostile.contains("implausible node list: 150 of 151 nodes match no VM; more than 100 are not believed"),
        "{hostile}"
    );
    assert!(hostile.contains("NEW   mapped_vm_destroyed  mapped:202"), "{hostile}");
    assert!(hostile.contains("NEW   node_without_vm      node:ghost-node-1"), "{hostile}");
    assert!(hostile.contains("[ALERT_TYPE_USERVM zone 1] Kubernetes cluster tenant ?? (id 61)"), "{hostile}");
    // The state watch (SPEC 3.7): a skipped cluster shows what the watch decided for it.
    let stuck = String::from_utf8(cli(&["report", "examples/stuck-states.json"], None).stdout).expect("UTF-8");
    for needle in [
        "skipped: cluster state is Scaling",
        "state watch:",
        "NEW   stuck_state          stuck:Scaling",
        "set vmMapCheckStateSince = Scaling:1764669600000:r7200",
        "[ALERT_TYPE_USERVM zone 1] Kubernetes cluster prod (id 51): stuck in state Scaling for at least 2 hours",
        "set vmMapCheckStateSince = RemovingNodes:1764676800000",
        "INFO KUBERNETES.CLUSTER.VM.MAP.CHECK: Kubernetes cluster dev (id 53) has left state Upgrading",
    ] {
        assert!(stuck.contains(needle), "report lacks {needle:?}:\n{stuck}");
    }
}

#[test]
fn an_invalid_request_gives_one_line_on_stderr_and_exit_2() {
    for command in ["check", "report"] {
        let out = cli(&[command, "-"], Some(br#"{"version":1,"now_ms":0,"clusters":[{"id":"x"}],"vms":[],"map":[]}"#));
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty());
        let err = String::from_utf8(out.stderr).expect("UTF-8");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("$.clusters[0].id"), "{err}");
    }
}

#[test]
fn usage_and_unreadable_files() {
    assert_eq!(cli(&[], None).status.code(), Some(2));
    assert_eq!(cli(&["frobnicate", "x"], None).status.code(), Some(2));
    let missing = cli(&["check", "no/such/file.json"], None);
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no/such/file.json"));
    let version = cli(&["version"], None);
    assert_eq!(
        String::from_utf8_lossy(&version.stdout).trim(),
        format!("cks-vmmap-check {}", env!("CARGO_PKG_VERSION"))
    );
}

/// The request exactly as SPEC section 2 shows it (with its `…` placeholders), through `check`.
#[test]
fn the_spec_example_request_behaves_as_the_spec_says() {
    let spec_request = r#"{
      "version": 1,
      "now_ms": 1764676800000,
      "settings": { "grace_period_s": 900, "alert_cap": 5, "detail_max_chars": 10240 },
      "clusters": [
        {
          "id": 42, "uuid": "8b0c…", "name": "prod",
          "state": "Running", "type": "CloudManaged",
          "account_id": 7, "zone_id": 1,
          "kubectl": { "ok": true, "output": "node/prod-control-19a0b1c2d3e\nnode/prod-node-19a0b1c2e4f\n" },
          "details": { "vmMapCheckReportedVmDrift": "…", "vmMapCheckReportedNodeDrift": "…" }
        }
      ],
      "vms": [
        { "id": 101, "uuid": "…", "name": "prod-control-19a0b1c2d3e", "account_id": 7, "state": "Running",
          "created_ms": 1764670000000, "state_changed_ms": 1764670100000, "removed_ms": null }
      ],
      "map": [ { "cluster_id": 42, "vm_id": 101, "control": true, "etcd": false, "external": false } ]
    }"#;
    let out = cli(&["check", "-"], Some(spec_request.as_bytes()));
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let c = &r["clusters"][0];
    assert_eq!(r["version"], 1);
    assert_eq!(c["id"], 42);
    assert_eq!(c["status"], "checked");
    assert_eq!(c["node_view"], "available");
    // The worker node is known to Kubernetes but has no VM: the one mismatch. The `…` details cannot be read, so
    // they count as empty: the node finding is new, and the VM detail (nothing found) is removed.
    assert_eq!(
        c["findings"],
        serde_json::json!([{"kind": "node_without_vm", "key": "node:prod-node-19a0b1c2e4f", "vm_id": null,
                            "vm_name": null, "node": "prod-node-19a0b1c2e4f", "new": true,
                            "description": "Kubernetes cluster prod (id 42): Kubernetes node prod-node-19a0b1c2e4f is registered in \
                                            Kubernetes but matches no VM of the cluster. Its VM was usually removed without \
                                            draining and deleting the node (kubectl delete node), or the node was added by hand."}])
    );
    assert_eq!(c["events"][0]["description"], c["findings"][0]["description"], "the finding carries its event's text");
    assert_eq!(
        c["details"],
        serde_json::json!([{"name": "vmMapCheckReportedVmDrift", "value": null},
                           {"name": "vmMapCheckReportedNodeDrift", "value": "node:prod-node-19a0b1c2e4f"}])
    );
    assert_eq!(c["events"].as_array().map(Vec::len), Some(1));
    assert_eq!(c["events"][0]["level"], "WARN");
    assert_eq!(c["events"][0]["resource_id"], 42);
    assert_eq!(c["alerts"].as_array().map(Vec::len), Some(1));
    assert_eq!(c["alerts"][0]["zone_id"], 1);
    assert!(c["alerts"][0]["subject"]
        .as_str()
        .is_some_and(|s| s.contains("prod") && s.contains("prod-node-19a0b1c2e4f")));
}
