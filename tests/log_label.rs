//! The cluster's label in the response (issue 26): the Java side's log lines about a cluster take its text from the
//! library, made safe by the library's own rule (SPEC 3.5).

mod common;

use common::*;
use serde_json::json;

#[test]
fn every_cluster_answer_carries_its_label_made_safe_by_the_librarys_rule() {
    let resp = run(&healthy());
    assert_eq!(text(first(&resp), "label"), "Kubernetes cluster prod (id 42)");

    let mut hostile = healthy();
    hostile["clusters"][0]["name"] = json!("pr\u{ad}od\u{202e}\u{e0041}\n\u{1f680}");
    let resp = run(&hostile);
    assert_eq!(text(first(&resp), "label"), "Kubernetes cluster pr?od???\u{1f680} (id 42)");

    let mut skipped = healthy();
    skipped["clusters"][0]["state"] = json!("Stopped");
    let resp = run(&skipped);
    assert!(!text(first(&resp), "skip_reason").is_empty());
    assert_eq!(text(first(&resp), "label"), "Kubernetes cluster prod (id 42)", "a skipped cluster is labelled too");
}
