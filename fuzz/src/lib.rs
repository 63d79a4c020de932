//! Invariants the fuzz targets check on every input that the engine answers: the response is the contract's JSON
//! with one entry per requested cluster, each unmapped VM is reported by one cluster only, detail values stay within the limit and are never empty, and feeding the
//! detail changes back into the same request gives no new mismatch and no change.

use cks_vmmap_check::alert_reason::{self, MAX_REASON_CHARS};
use cks_vmmap_check::contract::{
    apply_detail_changes, effective_settings, ClusterInput, ClusterStatus, FindingKind, NodeView, ReasonKind, Request,
    Response, DETAIL_ALERT_REASON, DETAIL_STATE_SINCE,
};
use cks_vmmap_check::names::ClusterNodeNames;
use cks_vmmap_check::sanitize::is_unsafe_char;
use cks_vmmap_check::state_watch::{watched, Record};
use cks_vmmap_check::{check_request, parse_request};

/// Checks every invariant for `request_bytes` (which the engine must have accepted).
pub fn check_accepted(request_bytes: &[u8], response_bytes: &[u8]) {
    let request = parse_request(request_bytes).expect("the engine answered, so the request parses");
    let response: Response = serde_json::from_slice(response_bytes).expect("the response is the contract's JSON");
    check_response(&request, &response);
    check_one_report(&request, &response);
    check_feedback(request, &response);
}

/// The response's shape and limits.
pub fn check_response(request: &Request, response: &Response) {
    assert_eq!(response.version, 1);
    assert_eq!(response.clusters.len(), request.clusters.len(), "one entry per requested cluster");
    let max = effective_settings(request).detail_max_chars as usize;
    for (cluster, result) in request.clusters.iter().zip(&response.clusters) {
        assert_eq!(cluster.id, result.id, "request order");
        let stuck = result.findings.iter().filter(|f| f.kind == FindingKind::StuckState).count();
        assert!(stuck <= 1, "at most one stuck finding per cluster");
        let reasons: Vec<_> = result.findings.iter().filter(|f| f.kind == FindingKind::AlertReason).collect();
        assert!(reasons.len() <= 1, "at most one Alert reason per cluster");
        if !reasons.is_empty() {
            assert_eq!((cluster.state.as_str(), cluster.cluster_type.as_str()), ("Alert", "CloudManaged"));
        }
        for reason in &reasons {
            let text = reason.reason.as_deref().expect("a reason has its text");
            assert!(!text.is_empty() && text.chars().count() <= MAX_REASON_CHARS, "a bounded reason: {text:?}");
            assert!(!text.chars().any(is_unsafe_char), "a safe reason: {text:?}");
            let kind = reason.reason_kind.as_deref().expect("a reason has its kind");
            assert_eq!(reason.key, format!("alert:{kind}"));
        }
        // The list's short label: a kind exactly when there is a stored reason, and one of the six names.
        assert_eq!(result.alert_reason.is_some(), result.alert_reason_kind.is_some());
        if let Some(kind) = &result.alert_reason_kind {
            assert!(ReasonKind::from_name(kind).is_some(), "a kind the UI has a label for: {kind:?}");
        }
        for change in result.details.iter().filter(|d| d.name == DETAIL_ALERT_REASON) {
            if let Some(value) = &change.value {
                let record = alert_reason::Record::decode(value, request.now_ms).expect("a written record reads back");
                assert_eq!(cluster.state, "Alert", "an Alert episode is recorded only in Alert");
                assert_eq!(Some(record.current.as_str()), reasons.first().and_then(|r| r.reason_kind.as_deref()));
            }
        }
        if result.status == ClusterStatus::Skipped {
            // Only the state watch (SPEC 3.7) speaks for a skipped cluster: its finding, its detail, one event; and
            // the end of an Alert episode (SPEC 3.8): the record removed, one INFO event.
            assert!(result.findings.iter().all(|f| f.kind == FindingKind::StuckState));
            assert!(
                result
                    .details
                    .iter()
                    .all(|d| d.name == DETAIL_STATE_SINCE || (d.name == DETAIL_ALERT_REASON && d.value.is_none())),
                "dedupe details of a skipped cluster"
            );
            assert!(result.events.len() <= 2);
        } else {
            assert_eq!(stuck, 0, "a checked cluster is in Running or Alert, which are not watched");
        }
        for change in result.details.iter().filter(|d| d.name == DETAIL_STATE_SINCE) {
            if let Some(value) = &change.value {
                let record = Record::decode(value, request.now_ms).expect("a written record reads back");
                assert_eq!(record.state.state, cluster.state, "a record names the cluster's state");
                assert_eq!(cluster.cluster_type, "CloudManaged", "only CloudManaged clusters are watched");
            }
        }
        for change in &result.details {
            if let Some(value) = &change.value {
                assert!(!value.is_empty(), "a detail value is never empty");
                assert!(value.chars().count() <= max, "a detail value stays within {max} characters");
            }
        }
        let new = result.findings.iter().filter(|f| f.new).count();
        let warn = result.events.iter().filter(|e| e.level == "WARN").count();
        assert_eq!(warn, new, "one WARN event per new mismatch");
        let cap = effective_settings(request).alert_cap as usize;
        let new_stuck = result.findings.iter().filter(|f| f.new && f.kind == FindingKind::StuckState).count();
        let new_explained = result.findings.iter().filter(|f| f.new && f.explained).count();
        let new_map = new - new_stuck - new_explained;
        assert_eq!(
            result.alerts.len(),
            (if new_map > cap { cap + 1 } else { new_map }) + new_stuck,
            "the alert cap (a stuck cluster's alert is outside it; an explained Alert reason has none)"
        );
        for text in result
            .events
            .iter()
            .map(|e| &e.description)
            .chain(result.findings.iter().map(|f| &f.description))
            .chain(result.alerts.iter().flat_map(|a| [&a.subject, &a.body]))
        {
            assert!(!text.chars().any(is_unsafe_char), "no character of Cc, Cf, Cs, Co, Cn, Zl, Zp in texts: {text:?}");
        }
        for text in result.alerts.iter().flat_map(|a| [&a.subject, &a.body]) {
            assert!(text.chars().all(|c| (c as u32) <= 0xFFFF), "alerts stay in the Basic Multilingual Plane");
        }
        let is_node = |f: &&cks_vmmap_check::contract::Finding| {
            matches!(f.kind, FindingKind::NodeWithoutVm | FindingKind::VmNotNode)
        };
        let unmatched = result.findings.iter().filter(|f| f.new && f.kind == FindingKind::NodeWithoutVm).count();
        let bound = effective_settings(request).max_unmatched_nodes as usize;
        assert!(unmatched <= bound, "{unmatched} nodes without a VM reported, over the plausibility bound {bound}");
        for finding in result.findings.iter() {
            assert!(!finding.description.is_empty(), "every finding carries its event's text");
        }
        if result.node_view == Some(NodeView::Unavailable) {
            // Not looked at (no kubectl, SPEC 6): the node side as stored, already reported; otherwise none at all.
            let node_findings: Vec<_> = result.findings.iter().filter(is_node).collect();
            assert!(node_findings.iter().all(|f| !f.new), "no new node finding without a node view");
            assert!(cluster.kubectl.is_none() || node_findings.is_empty(), "no node finding when kubectl failed");
            assert!(
                result.details.iter().all(|d| d.name != cks_vmmap_check::contract::DETAIL_NODE_DRIFT),
                "the node detail is left as it was without a node view"
            );
        }
    }
}

/// One VM, one report (SPEC 3.3): an unmapped VM is reported by one cluster only, the lowest id among the checked
/// clusters of its owner whose patterns match it.
pub fn check_one_report(request: &Request, response: &Response) {
    let mut seen = std::collections::HashSet::new();
    for result in &response.clusters {
        for finding in result.findings.iter().filter(|f| f.kind == FindingKind::UnmappedVm) {
            let vm_id = finding.vm_id.expect("an unmapped VM finding names its VM");
            assert!(seen.insert(vm_id), "VM {vm_id} reported as unmapped by more than one cluster");
            let vm = request.vms.iter().find(|v| v.id == vm_id).expect("a VM of the request");
            let host = vm.name.to_lowercase();
            let lowest = request
                .clusters
                .iter()
                .filter(|c| c.account_id == vm.account_id && cks_vmmap_check::plan::skip_reason(c).is_none())
                .filter(|c| ClusterNodeNames::new(&c.name, &c.uuid).role_of(&host).is_some())
                .map(|c| c.id)
                .min();
            assert_eq!(lowest, Some(result.id), "VM {vm_id} must be reported by the lowest matching checked cluster");
        }
    }
}

/// Applying the detail changes and checking again reports nothing new and changes nothing, but for SPEC 3.8's later
/// reason kinds: a kind found after the episode's first report is told the second time the episode finds it, so the
/// second check may tell it (its WARN event, an alert at most, the record); a third check changes nothing.
pub fn check_feedback(mut request: Request, response: &Response) {
    apply_detail_changes(&mut request, response);
    check_later_runs(request.clone(), response);
    let again = run(&request);
    for result in &again.clusters {
        let told = result.findings.iter().filter(|f| f.new).count();
        assert!(
            result.findings.iter().all(|f| !f.new || f.kind == FindingKind::AlertReason) && told <= 1,
            "no new mismatch on the second check, at most one later Alert reason kind"
        );
        assert!(
            result.details.iter().all(|d| d.name == DETAIL_ALERT_REASON && told == 1),
            "no detail change on the second check but the told reason's record"
        );
        assert!(
            result.events.len() == told && result.alerts.len() <= told,
            "nothing reported on the second check but that reason"
        );
    }
    apply_detail_changes(&mut request, &again);
    let third = run(&request);
    for result in &third.clusters {
        assert!(result.details.is_empty(), "no detail change on the third check");
        assert!(result.alerts.is_empty() && result.events.is_empty(), "nothing reported on the third check");
        assert!(result.findings.iter().all(|f| !f.new), "no new mismatch on the third check");
    }
}

/// The library's answer to `request`, which stays valid.
fn run(request: &Request) -> Response {
    let bytes = serde_json::to_vec(request).expect("a request serialises");
    serde_json::from_slice(&check_request(&bytes).expect("still valid")).expect("JSON")
}

/// Runs the request (its details already those `first` left) again 5 minutes, 1 hour, 2 hours and 2 days later, each
/// fed the details of the run before: per cluster, at most one stuck report over all runs, the first included, and
/// none for a cluster that is not CloudManaged.
fn check_later_runs(mut request: Request, first: &Response) {
    // Only the state watch and the Alert episode depend on time passing with the same views: skip requests they
    // have nothing to follow in.
    let watched = |c: &ClusterInput| {
        watched(&c.state).is_some()
            || c.detail(DETAIL_STATE_SINCE).is_some()
            || c.state == "Alert"
            || c.detail(DETAIL_ALERT_REASON).is_some()
    };
    if !request.clusters.iter().any(watched) {
        return;
    }
    // A stuck report, or an Alert reason, counts per cluster: the views do not change, so neither does the kind.
    let stuck_reports = |response: &Response| -> Vec<usize> {
        response
            .clusters
            .iter()
            .map(|c| {
                c.findings
                    .iter()
                    .filter(|f| f.new && matches!(f.kind, FindingKind::StuckState | FindingKind::AlertReason))
                    .count()
            })
            .collect()
    };
    let mut reports = stuck_reports(first);
    let start = request.now_ms;
    for later_ms in [5 * 60_000i64, 3_600_000, 7_200_000, 172_800_000] {
        request.now_ms = start.saturating_add(later_ms);
        let bytes = serde_json::to_vec(&request).expect("a request serialises");
        let response: Response = serde_json::from_slice(&check_request(&bytes).expect("still valid")).expect("JSON");
        check_response(&request, &response);
        for (total, now) in reports.iter_mut().zip(stuck_reports(&response)) {
            *total += now;
        }
        apply_detail_changes(&mut request, &response);
    }
    for (cluster, total) in request.clusters.iter().zip(reports) {
        assert!(total <= 1, "cluster {} reported stuck or its Alert reason {total} times in one episode", cluster.id);
        if cluster.cluster_type != "CloudManaged" {
            assert_eq!(total, 0, "an ExternalManaged cluster is never reported stuck");
        }
    }
}
