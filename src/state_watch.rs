// Licensed to the Apache Software Foundation (ASF) under one
// or more contributor license agreements.  See the NOTICE file
// distributed with this work for additional information
// regarding copyright ownership.  The ASF licenses this file
// to you under the Apache License, Version 2.0 (the
// "License"); you may not use this file except in compliance
// with the License.  You may obtain a copy of the License at
//
//   http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing,
// software distributed under the License is distributed on an
// "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY
// KIND, either express or implied.  See the License for the
// specific language governing permissions and limitations
// under the License.

//! The state watch (SPEC 3.7): CloudManaged clusters left in a transitional state for good.
//!
//! The first run that sees a cluster in a watched state records the state and `now_ms` in the cluster detail
//! [`DETAIL_STATE_SINCE`]; once the cluster has been in that state for its bound, it is reported once (a
//! `stuck_state` finding, a WARN event and an alert) and the record says so. When the cluster is found in any other
//! state, or is no longer CloudManaged, the record is removed, with an INFO event if the episode had been reported.
//!
//! # The record
//!
//! `<State>:<since_ms>` while not reported, `<State>:<since_ms>:r<held_s>` once reported, where `<State>` is one of
//! the nine watched state names as CloudStack spells them, `<since_ms>` the `now_ms` of the run that first saw the
//! cluster in it (a signed decimal, as Java's `Long.toString` prints it) and `<held_s>` the whole seconds the cluster
//! had been in it when the run reported it (at least the bound then), which the INFO event at the end of the episode
//! gives as "at least". Examples: `Scaling:1764676800000`, `Scaling:1764676800000:r3605`. Any other value
//! (hand-edited, cut, a since more than [`FUTURE_TOLERANCE_MS`] after `now_ms`) is unreadable: treated as no record,
//! it is rewritten (watched state) or removed (any other), without an event. A value is at most
//! [`MAX_RECORD_CHARS`] characters, within the smallest `detail_max_chars` accepted.

use crate::contract::{
    Alert, ClusterInput, ClusterResult, DetailChange, Event, Finding, FindingKind, Request, Response, Settings,
    ALERT_TYPE, CLOUD_MANAGED, DETAIL_STATE_SINCE, LEVEL_INFO, LEVEL_WARN, MIN_DETAIL_MAX_CHARS,
};
use crate::sanitize::bmp_only;
use crate::texts;

/// One watched state, the CKS setting its bound comes from, and that setting's default in seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WatchedState {
    /// `KubernetesCluster.State` name.
    pub state: &'static str,
    /// The CKS global setting (`KubernetesClusterService`) whose value the Java side sends as this state's bound.
    pub setting: &'static str,
    /// That setting's default, in seconds, used when the request gives no bound for the state.
    pub default_bound_s: i64,
}

const START_TIMEOUT: &str = "cloud.kubernetes.cluster.start.timeout";
const SCALE_TIMEOUT: &str = "cloud.kubernetes.cluster.scale.timeout";
const UPGRADE_TIMEOUT: &str = "cloud.kubernetes.cluster.upgrade.timeout";
const ADD_NODE_TIMEOUT: &str = "cloud.kubernetes.cluster.add.node.timeout";
const REMOVE_NODE_TIMEOUT: &str = "cloud.kubernetes.cluster.remove.node.timeout";

/// The watched states of SPEC 3.7 with their settings and defaults (`KubernetesClusterService`'s ConfigKeys).
pub const WATCHED_STATES: [WatchedState; 9] = [
    WatchedState { state: "Created", setting: START_TIMEOUT, default_bound_s: 3600 },
    WatchedState { state: "Starting", setting: START_TIMEOUT, default_bound_s: 3600 },
    WatchedState { state: "Stopping", setting: START_TIMEOUT, default_bound_s: 3600 },
    WatchedState { state: "Recovering", setting: START_TIMEOUT, default_bound_s: 3600 },
    WatchedState { state: "Scaling", setting: SCALE_TIMEOUT, default_bound_s: 3600 },
    WatchedState { state: "ScalingStoppedCluster", setting: SCALE_TIMEOUT, default_bound_s: 3600 },
    WatchedState { state: "Upgrading", setting: UPGRADE_TIMEOUT, default_bound_s: 3600 },
    WatchedState { state: "Importing", setting: ADD_NODE_TIMEOUT, default_bound_s: 3600 },
    WatchedState { state: "RemovingNodes", setting: REMOVE_NODE_TIMEOUT, default_bound_s: 900 },
];

/// A record's since may lie this far after `now_ms` and still be read (management servers' clocks differ a little);
/// further ahead, the record is unreadable.
pub const FUTURE_TOLERANCE_MS: i64 = 10 * 60 * 1000;

/// The longest record: the longest state name (21), `:`, the longest `i64` (20), `:r` and at least two digits.
pub const MAX_RECORD_CHARS: usize = 46;
const _: () = assert!(MAX_RECORD_CHARS <= MIN_DETAIL_MAX_CHARS as usize);

/// The watched state of this name, if it is one.
pub fn watched(state: &str) -> Option<&'static WatchedState> {
    WATCHED_STATES.iter().find(|w| w.state == state)
}

/// The bound of a watched state in seconds: the request's, else the default. `None` when the watch is off for it
/// (a bound of 0 or less) or the state is not watched.
pub fn bound_s(settings: &Settings, state: &str) -> Option<i64> {
    let watched = watched(state)?;
    let given = settings.state_bounds_s.as_ref().and_then(|bounds| bounds.get(state).copied().flatten());
    Some(given.unwrap_or(watched.default_bound_s)).filter(|&b| b > 0)
}

/// A readable record of [`DETAIL_STATE_SINCE`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Record {
    /// The watched state.
    pub state: &'static WatchedState,
    /// `now_ms` of the run that first saw the cluster in it.
    pub since_ms: i64,
    /// When reported: the whole seconds the cluster had been in the state at that run, at least.
    pub reported_held_s: Option<u64>,
}

impl Record {
    /// Reads a stored value; `None` when it is not a record this encoding writes (each record has one spelling),
    /// or its since lies more than [`FUTURE_TOLERANCE_MS`] after `now_ms`.
    pub fn decode(value: &str, now_ms: i64) -> Option<Record> {
        let mut parts = value.split(':');
        let state = watched(parts.next()?)?;
        let since_text = parts.next()?;
        let since_ms: i64 = since_text.parse().ok()?;
        if since_ms.to_string() != since_text
            || i128::from(since_ms) > i128::from(now_ms) + i128::from(FUTURE_TOLERANCE_MS)
        {
            return None;
        }
        let reported_held_s = match parts.next() {
            None => None,
            Some(marker) => {
                let held_text = marker.strip_prefix('r')?;
                let held: u64 = held_text.parse().ok()?;
                if held.to_string() != held_text {
                    return None;
                }
                Some(held)
            }
        };
        if parts.next().is_some() {
            return None;
        }
        Some(Record { state, since_ms, reported_held_s })
    }

    /// The stored value; never longer than `max_chars` (at least [`MAX_RECORD_CHARS`]), never empty. A held time
    /// too long to fit is stored smaller (it is a lower bound, so a smaller one stays true).
    pub fn encode(&self, max_chars: usize) -> String {
        let base = format!("{}:{}", self.state.state, self.since_ms);
        match self.reported_held_s {
            None => base,
            Some(held) => {
                // 20 digits hold every u64, so a value within the limit is never cut.
                let room = max_chars.max(MAX_RECORD_CHARS).saturating_sub(base.len() + 2).min(20);
                let largest = u64::try_from(10u128.pow(room as u32) - 1).unwrap_or(u64::MAX);
                format!("{base}:r{}", held.min(largest))
            }
        }
    }
}

/// What the state watch decided for one cluster: at most one finding, one change of [`DETAIL_STATE_SINCE`], one
/// event and one alert.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Watch {
    /// The `stuck_state` finding, while the cluster is stuck (new in the run that reports it).
    pub finding: Option<Finding>,
    /// The change of the record.
    pub detail: Option<DetailChange>,
    /// The WARN event of a new report, or the INFO event at the end of a reported episode.
    pub event: Option<Event>,
    /// The alert of a new report.
    pub alert: Option<Alert>,
}

impl Watch {
    /// Adds the watch's decisions after the cluster's own, keeping the response's order (details, events, alerts).
    pub fn merge_into(self, result: &mut ClusterResult) {
        result.findings.extend(self.finding);
        result.details.extend(self.detail);
        result.events.extend(self.event);
        result.alerts.extend(self.alert);
    }
}

/// Adds the state watch's decisions to each cluster's entry of `response` (the answer to `request`), after the
/// entry's own: a checked cluster (back in Running or Alert) may lose its record in the same run, a skipped one
/// carries only what the watch decided.
pub fn add_to(response: &mut Response, request: &Request, settings: &Settings) {
    for (cluster, result) in request.clusters.iter().zip(response.clusters.iter_mut()) {
        watch(cluster, settings, request.now_ms).merge_into(result);
    }
}

/// The state watch of one cluster at `now_ms` (SPEC 3.7).
pub fn watch(cluster: &ClusterInput, settings: &Settings, now_ms: i64) -> Watch {
    let stored = cluster.detail(DETAIL_STATE_SINCE);
    let record = stored.and_then(|value| Record::decode(value, now_ms));
    let label = texts::cluster_label(&cluster.name, cluster.id);
    let max_chars = settings.detail_max_chars as usize;
    let set = |record: Record| {
        Some(DetailChange { name: DETAIL_STATE_SINCE.to_string(), value: Some(record.encode(max_chars)) })
    };
    let remove = || stored.map(|_| DetailChange { name: DETAIL_STATE_SINCE.to_string(), value: None });

    let watched_now = if cluster.cluster_type == CLOUD_MANAGED {
        watched(&cluster.state).and_then(|state| Some((state, bound_s(settings, &cluster.state)?)))
    } else {
        None
    };
    match (watched_now, record) {
        // The same episode goes on.
        (Some((state, bound)), Some(record)) if record.state == state => {
            let held_ms = i128::from(now_ms) - i128::from(record.since_ms);
            let stuck = held_ms >= i128::from(bound) * 1000;
            let held = texts::duration(held_ms);
            let description = texts::stuck_description(&label, state.state, &held, state.setting, bound);
            let finding = |new| stuck_finding(state, record.since_ms, bound, new, description.clone());
            match record.reported_held_s {
                Some(_) => Watch { finding: Some(finding(false)), ..Watch::default() },
                None if stuck => {
                    let held_s = u64::try_from(held_ms / 1000).unwrap_or(u64::MAX);
                    let key = stuck_key(state);
                    Watch {
                        finding: Some(finding(true)),
                        detail: set(Record { reported_held_s: Some(held_s), ..record }),
                        event: Some(event(LEVEL_WARN, cluster.id, description.clone())),
                        alert: Some(Alert {
                            alert_type: ALERT_TYPE.to_string(),
                            zone_id: cluster.zone_id,
                            subject: bmp_only(texts::stuck_subject(&label, state.state, &held)),
                            body: bmp_only(texts::stuck_body(&label, state.state, &held, state.setting, bound, &key)),
                        }),
                    }
                }
                None => Watch::default(),
            }
        }
        // A new episode: first sighting, another watched state, or an unreadable record.
        (Some((state, _)), previous) => Watch {
            detail: set(Record { state, since_ms: now_ms, reported_held_s: None }),
            event: previous.and_then(|p| ended_event(cluster, &label, settings, p)),
            ..Watch::default()
        },
        // Not watched now: the record, readable or not, goes.
        (None, previous) => Watch {
            detail: remove(),
            event: previous.and_then(|p| ended_event(cluster, &label, settings, p)),
            ..Watch::default()
        },
    }
}

/// The INFO event at the end of a reported episode; none for an episode that was not reported.
fn ended_event(cluster: &ClusterInput, label: &str, settings: &Settings, record: Record) -> Option<Event> {
    let held_s = record.reported_held_s?;
    let held = texts::duration(i128::from(held_s) * 1000);
    let description = if cluster.cluster_type != CLOUD_MANAGED {
        texts::no_longer_cloud_managed_description(label, record.state.state, &cluster.cluster_type, &held)
    } else if cluster.state == record.state.state && bound_s(settings, &cluster.state).is_none() {
        texts::watch_off_description(label, record.state.state, record.state.setting, &held)
    } else {
        texts::state_left_description(label, record.state.state, &cluster.state, &held)
    };
    Some(event(LEVEL_INFO, cluster.id, description))
}

/// The finding's key: `stuck:<State>`.
pub fn stuck_key(state: &WatchedState) -> String {
    format!("stuck:{}", state.state)
}

fn stuck_finding(state: &WatchedState, since_ms: i64, bound_s: i64, new: bool, description: String) -> Finding {
    Finding {
        state: Some(state.state.to_string()),
        since_ms: Some(since_ms),
        bound_s: Some(bound_s),
        setting: Some(state.setting.to_string()),
        new,
        description,
        ..Finding::of(FindingKind::StuckState, stuck_key(state))
    }
}

fn event(level: &str, cluster_id: u64, description: String) -> Event {
    Event::on_cluster(level, cluster_id, description)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_764_676_800_000;

    #[test]
    fn a_record_is_the_state_and_since_then_the_reported_marker() {
        let scaling = watched("Scaling").expect("watched");
        let fresh = Record { state: scaling, since_ms: NOW, reported_held_s: None };
        assert_eq!(fresh.encode(10240), "Scaling:1764676800000");
        let reported = Record { reported_held_s: Some(3605), ..fresh };
        assert_eq!(reported.encode(10240), "Scaling:1764676800000:r3605");
        for record in [fresh, reported] {
            assert_eq!(Record::decode(&record.encode(10240), NOW), Some(record));
        }
    }

    #[test]
    fn the_longest_record_fits_the_smallest_detail() {
        let longest = watched("ScalingStoppedCluster").expect("watched");
        let record = Record { state: longest, since_ms: i64::MIN, reported_held_s: Some(u64::MAX) };
        let value = record.encode(MIN_DETAIL_MAX_CHARS as usize);
        assert_eq!(value, "ScalingStoppedCluster:-9223372036854775808:r99");
        assert!(value.len() <= MAX_RECORD_CHARS);
        // Cut, the held time is still a lower bound, and the value still reads.
        assert_eq!(Record::decode(&value, i64::MAX).map(|r| r.reported_held_s), Some(Some(99)));
    }

    #[test]
    fn every_readable_value_is_the_one_spelling_of_its_record() {
        let value = format!("Upgrading:{}:r{}", i64::MIN, u64::MAX);
        let record = Record::decode(&value, NOW).expect("readable");
        assert_eq!(record.encode(10240), value);
    }

    #[test]
    fn anything_else_is_unreadable() {
        for value in [
            "",
            "Scaling",
            "Scaling:",
            "scaling:1764676800000",
            "Running:1764676800000",
            "Scaling:01764676800000",
            "Scaling:+1764676800000",
            "Scaling:1764676800000:",
            "Scaling:1764676800000:reported",
            "Scaling:1764676800000:r",
            "Scaling:1764676800000:r007",
            "Scaling:1764676800000:r5:x",
            "Scaling: 1764676800000",
            "Scaling:99999999999999999999",
        ] {
            assert_eq!(Record::decode(value, NOW), None, "{value:?}");
        }
    }

    #[test]
    fn a_since_a_little_ahead_of_now_reads_and_far_ahead_does_not() {
        let ahead = |ms: i64| format!("Scaling:{}", NOW + ms);
        assert!(Record::decode(&ahead(FUTURE_TOLERANCE_MS), NOW).is_some());
        assert!(Record::decode(&ahead(FUTURE_TOLERANCE_MS + 1), NOW).is_none());
    }

    #[test]
    fn bounds_come_from_the_request_else_the_defaults_and_zero_or_less_is_off() {
        let mut settings = Settings::default();
        assert_eq!(bound_s(&settings, "RemovingNodes"), Some(900));
        assert_eq!(bound_s(&settings, "Running"), None);
        settings.state_bounds_s = Some(
            [("Scaling".to_string(), Some(60)), ("Upgrading".to_string(), Some(0)), ("Starting".to_string(), None)]
                .into_iter()
                .collect(),
        );
        assert_eq!(bound_s(&settings, "Scaling"), Some(60));
        assert_eq!(bound_s(&settings, "Upgrading"), None);
        assert_eq!(bound_s(&settings, "Starting"), Some(3600));
    }
}
