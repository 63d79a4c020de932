#!/usr/bin/env python3
"""The state watch's work, read back from the database (issue 27): what a sweep did to vmMapCheckStateSince, against
what the seed (bigcloud.py --transitional) asks of it. dbscale.sh takes a snapshot of the records after each seed and
reads them back after the sweep; report.py asserts this change's side.

    statewatch.py snapshot --port P
    statewatch.py verify --port P --label L --not-before-ms T     (one JSON line on stdout)

For each cluster in one of the nine watched states (CloudManaged) or holding a record before or after the sweep, what
SPEC 3.7 asks of the sweep, from the record the seed left and CKS's default bounds (3600 s; RemovingNodes 900 s; the
harness sets none): no record -> written ("<State>:<since_ms>", since_ms between the snapshot and now); a record of its
state past the bound, not reported -> reported (the same since, ":r<held_s>" added, held_s >= the bound); a record in
time or already reported -> kept as it is; a record on a cluster in no watched state (the seed's Stopped ones) ->
removed. Each cluster counts as done (the record is as asked) or missed (it is not).
"""
import argparse
import json
import re
import subprocess
import sys
import time

BOUNDS = {"Created": 3600, "Starting": 3600, "Stopping": 3600, "Recovering": 3600, "Scaling": 3600, "ScalingStoppedCluster": 3600,
          "Upgrading": 3600, "Importing": 3600, "RemovingNodes": 900}
NAME = "vmMapCheckStateSince"


def sql(args, query):
    return subprocess.run(["mariadb", "--no-defaults", "-uroot", "-h" + args.host, "-P" + str(args.port), "-N", "-B", "-e", query],
                          stdout=subprocess.PIPE, universal_newlines=True, check=True).stdout


def main():
    p = argparse.ArgumentParser()
    p.add_argument("action", choices=["snapshot", "verify"])
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--label", default="")
    p.add_argument("--not-before-ms", type=int, default=0)
    a = p.parse_args()
    if a.action == "snapshot":
        sql(a, "DROP DATABASE IF EXISTS dbscale_seed; CREATE DATABASE dbscale_seed; CREATE TABLE dbscale_seed.records AS "
               "SELECT cluster_id, value FROM cloud.kubernetes_cluster_details WHERE name = '%s'" % NAME)
        return 0
    now_ms = int(time.time() * 1000)
    watched_in = ", ".join("'%s'" % s for s in BOUNDS)
    rows = sql(a, "SELECT k.id, k.state, k.cluster_type, IFNULL(s.value, ''), IFNULL(d.value, '') FROM cloud.kubernetes_cluster k "
                  "LEFT JOIN dbscale_seed.records s ON s.cluster_id = k.id "
                  "LEFT JOIN cloud.kubernetes_cluster_details d ON d.cluster_id = k.id AND d.name = '%s' "
                  "WHERE k.removed IS NULL AND (k.state IN (%s) OR s.cluster_id IS NOT NULL OR d.cluster_id IS NOT NULL)" % (NAME, watched_in))
    done = {}
    missed = {}
    examples = []
    for line in rows.splitlines():
        cid, state, ctype, before, after = (line.split("\t") + [""] * 5)[:5]
        if state in BOUNDS and ctype == "CloudManaged":
            bound = BOUNDS[state]
            if not before:
                want = "written"
                m = re.fullmatch(re.escape(state) + r":(-?\d+)", after)
                ok = bool(m) and a.not_before_ms <= int(m.group(1)) <= now_ms
            elif re.fullmatch(re.escape(state) + r":-?\d+:r\d+", before):
                want, ok = "kept (already reported)", after == before
            elif re.fullmatch(re.escape(state) + r":-?\d+", before) and now_ms - int(before.split(":")[1]) >= bound * 1000:
                want = "reported"
                m = re.fullmatch(re.escape(before) + r":r(\d+)", after)
                ok = bool(m) and int(m.group(1)) >= bound
            elif re.fullmatch(re.escape(state) + r":-?\d+", before):
                want, ok = "kept (in time)", after == before
            else:
                want = "rewritten (not its state's record)"
                m = re.fullmatch(re.escape(state) + r":(-?\d+)", after)
                ok = bool(m) and a.not_before_ms <= int(m.group(1)) <= now_ms
        elif before or after:
            want, ok = "removed", after == ""
        else:
            continue
        (done if ok else missed)[want] = (done if ok else missed).get(want, 0) + 1
        if not ok and len(examples) < 5:
            examples.append("cluster %s (%s): %s, record before %r, after %r" % (cid, state, want, before, after))
    print(json.dumps({"label": a.label, "done": done, "missed": missed, "done_total": sum(done.values()),
                      "missed_total": sum(missed.values()), "first_missed": examples}, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
