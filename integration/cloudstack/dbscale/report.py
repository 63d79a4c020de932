#!/usr/bin/env python3
"""The database scale harness's table: today's main and this change side by side, from the driver's DBSCALE lines
(dbscale.sh); with --check, the targets of issue 15 are asserted on this change's figures (exit status 1 if one fails).

    report.py RESULTS.jsonl --clusters N --hung H --before REV [--transitional PCT --statewatch FILE] [--check]

With --statewatch (dbscale.sh --transitional), the state watch's records read back from the database after each side's
sweep (statewatch.py) are printed, and this change's are asserted with or without --check: every record as SPEC 3.7
asks, and (when today's sweep did none of that work) its extra events and alerts those of the stuck reports (a WARN
event and an alert each) and of the reported episodes ended (an INFO event each).
"""
import argparse
import json
import re
import sys


def main():
    p = argparse.ArgumentParser()
    p.add_argument("results")
    p.add_argument("--clusters", type=int, required=True)
    p.add_argument("--hung", type=int, required=True)
    p.add_argument("--before", required=True)
    p.add_argument("--transitional", type=float, default=None)
    p.add_argument("--statewatch")
    p.add_argument("--check", action="store_true")
    a = p.parse_args()
    runs = {}
    with open(a.results, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                runs[r["label"]] = r
    today, change = runs["today-refused"], runs["change-refused"]
    today_hung, change_hung = runs["today-hung"], runs["change-hung"]
    # The kept sweeps: the first after a start resolves a bounded number of endpoints, the next ones the rest, the last is
    # the steady sweep (every endpoint kept).
    def series(prefix):
        return [runs[k] for k in sorted((k for k in runs if re.fullmatch(prefix + r"-\d+", k)), key=lambda k: int(k.rsplit("-", 1)[1]))]
    kept = series("change-kept")
    cold, warm = kept[0], kept[-1]
    n = a.clusters

    def ratio(x, y):
        return "%.1f x" % (x / y) if y else "-"

    rows = [
        ("clusters checked", today["checked"], change["checked"], None),
        ("clusters in the sweep's requests (checked or skipped)", today["clusters"], change["clusters"], None),
        ("events / alerts (counted, not stored)", "%d / %d" % (today["events_counted"], today["alerts_counted"]),
         "%d / %d" % (change["events_counted"], change["alerts_counted"]), None),
        ("rows written (Com_insert / Com_update / Com_delete)", "%d / %d / %d" % (today["com_insert"], today["com_update"], today["com_delete"]),
         "%d / %d / %d" % (change["com_insert"], change["com_update"], change["com_delete"]), None),
        ("statements of the check's user (performance_schema)", today["statements"], change["statements"], ratio),
        ("SELECTs (Com_select)", today["com_select"], change["com_select"], ratio),
        ("SELECTs per cluster", round(today["com_select"] / n, 2), round(change["com_select"] / n, 2), None),
        ("bytes sent by MariaDB (Bytes_sent)", today["bytes_sent"], change["bytes_sent"], ratio),
        ("rows examined (performance_schema)", today["rows_examined"], change["rows_examined"], ratio),
        ("rows sent (performance_schema)", today["rows_sent"], change["rows_sent"], ratio),
        ("rows read (Rows_read)", today["rows_read"], change["rows_read"], ratio),
        ("rows read by full scans (Handler_read_rnd_next)", today["handler_read_rnd_next"], change["handler_read_rnd_next"], ratio),
        ("full table scans (Select_scan)", today["select_scan"], change["select_scan"], ratio),
        ("statements that used no index", today["statements_without_index"], change["statements_without_index"], ratio),
        ("server statement time, ms (performance_schema)", today["server_statement_ms"], change["server_statement_ms"], ratio),
        ("sweep, ms (listings refused at once)", today["sweep_ms"], change["sweep_ms"], ratio),
        ("the sweep's database time, ms (its log line)", today["worker_database_ms"] if today["worker_database_ms"] >= 0 else "-",
         change["worker_database_ms"], ratio),
        ("most connections at once (MariaDB Max_used_connections)", today["max_connections_mariadb"], change["max_connections_mariadb"], None),
        ("most pool connections borrowed at once (HikariCP)", today["max_pool_active"], change["max_pool_active"], None),
        ("with %d control nodes hung: listings in flight at once" % a.hung, today_hung["max_listings_in_flight"],
         change_hung["max_listings_in_flight"], None),
        ("with %d control nodes hung: pool connections borrowed at once" % a.hung, today_hung["max_pool_active"], change_hung["max_pool_active"],
         None),
        ("with %d control nodes hung: pool connections while the sweep waits on them" % a.hung, today_hung.get("max_pool_active_while_waiting", "-"),
         change_hung["max_pool_active_while_waiting"], None),
        ("a read on the sweep thread, then the seam's release: pool connections before / after the read / after the release",
         "/".join(str(v) for v in today.get("connections_read_then_released", [])) or "-",
         "/".join(str(v) for v in change.get("connections_read_then_released", [])) or "-", None),
        ("with %d control nodes hung: MariaDB connections at once" % a.hung, today_hung["max_connections_mariadb"],
         change_hung["max_connections_mariadb"], None),
        ("with %d control nodes hung: node views unavailable" % a.hung, today_hung["node_views_unavailable"], change_hung["node_views_unavailable"],
         None),
    ]
    print()
    title = "%d clusters, %d owners" % (n, n // 10)
    if a.transitional is not None:
        title += ", %g %% in watched states" % a.transitional
    print("| %s | today's main (%s) | this change | today / change |" % (title, a.before))
    print("|---|---:|---:|---:|")
    for label, t, c, r in rows:
        print("| %s | %s | %s | %s |" % (label, fmt(t), fmt(c), r(t, c) if r and isinstance(t, (int, float)) else ""))
    print()
    print("| this change, endpoints from CKS's action worker (listings answered by the harness) | first sweep after a start "
          "| the next (endpoints kept) | first / next |")
    print("|---|---:|---:|---:|")
    for label, key in (("SELECTs (Com_select)", "com_select"), ("statements of the check's user", "statements"),
                       ("bytes sent by MariaDB (Bytes_sent; SPEC 5: 42 MB)", "bytes_sent"),
                       ("rows examined (performance_schema)", "rows_examined"),
                       ("rows read by full scans (Handler_read_rnd_next; SPEC 5: 100 000)", "handler_read_rnd_next"),
                       ("server statement time, ms", "server_statement_ms"), ("the sweep's database time, ms (SPEC 5: 15 000)", "worker_database_ms"),
                       ("sweep, ms", "sweep_ms")):
        print("| %s | %s | %s | %s |" % (label, fmt(cold[key]), fmt(warm[key]), ratio(cold[key], warm[key])))
    print()
    for name, r in (("today's main", today), ("this change", change), ("this change, endpoints kept", warm)):
        print("%s, statements by kind:" % name)
        for d in r["by_event"][:6]:
            print("  %8d %-32s %10d rows examined %9d sent %6d without index %6d ms"
                  % (d["calls"], d["event"], d["rows_examined"], d["rows_sent"], d["no_index_used"], d["ms"]))
    by_statement = {}
    logged = [("today's main", today), ("this change, the first sweep after a start", change), ("this change, endpoints kept", warm)]
    logged += [(name, runs[k]) for name, k in (("today's main, CKS's scanner beside", "today-beside"),
                                               ("this change, endpoints kept, CKS's scanner beside", (series("change-beside") or [{}])[-1].get("label")),
                                               ("this change, first sweep after a start, CKS's scanner beside", "change-beside-1")) if k in runs]
    for name, r in logged:
        stats = slow_log_statements(r.get("slow_log"))
        by_statement[r["label"]] = stats
        if stats:
            print("%s, each statement of the check's user (MariaDB's slow query log at long_query_time 0), by rows examined:" % name)
            for st in stats[:12]:
                print("  %7d calls %10d examined %9d sent %11d bytes %5d full scans %6d ms  %s"
                      % (st["calls"], st["examined"], st["sent"], st["bytes"], st["full_scans"], st["ms"], st["sql"][:140]))
    beside_sweeps = series("change-beside")
    beside = [runs.get("today-beside")] + ([beside_sweeps[0], beside_sweeps[-1]] if beside_sweeps else [None, None])
    scanners = [runs.get(k) for k in ("scanner-today-beside", "scanner-change-beside")]
    if all(beside):
        print_beside(beside, scanners, by_statement, n, a.before)
    failures = []

    def need(ok, what):
        print("check: %s %s" % ("ok  " if ok else "FAIL", what))
        if not ok:
            failures.append(what)

    if a.statewatch:
        watch = {}
        with open(a.statewatch, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    r = json.loads(line)
                    watch[r["label"]] = r
        print()
        print("the state watch's records after each sweep (statewatch.py; done = as SPEC 3.7 asks, missed = not):")
        for label in ("today-refused", "change-refused"):
            r = watch[label]
            print("  %-15s done %s, missed %s" % (label, r["done"], r["missed"]))
            for line in r["first_missed"]:
                print("      missed: " + line)
        w = watch["change-refused"]
        if a.transitional:
            done = w["done"]
            # Each cluster's record as the seed asks (missed 0); a seed of 5 000 clusters at 2 % asks for all four kinds, a small
            # one for fewer (200 clusters at 2 %: 4 written, 1 removed).
            need(w["missed_total"] == 0 and done.get("written", 0) > 0,
                 "this change's sweep did the state watch's work: %d records written, %d stuck episodes reported, %d ended episodes' "
                 "records removed, %d kept; %d missed" % (done.get("written", 0), done.get("reported", 0), done.get("removed", 0),
                                                          done.get("kept (in time)", 0) + done.get("kept (already reported)", 0), w["missed_total"]))
            t = watch["today-refused"]["done"]
            if t.get("written", 0) + t.get("reported", 0) + t.get("removed", 0) == 0:
                extra_events = change["events_counted"] - today["events_counted"]
                extra_alerts = change["alerts_counted"] - today["alerts_counted"]
                need(extra_events == done.get("reported", 0) + done.get("removed", 0) and extra_alerts == done.get("reported", 0),
                     "this change's extra events and alerts are the state watch's: %d events (%d WARN stuck + %d INFO ended), %d alerts "
                     "(%d stuck)" % (extra_events, done.get("reported", 0), done.get("removed", 0), extra_alerts, done.get("reported", 0)))
    if not a.check:
        if failures:
            print("dbscale: FAILED: the state watch's work", file=sys.stderr)
            return 1
        return 0

    need(change["checked"] > 0 and change["checked"] == today["checked"], "both sweeps checked the same clusters (%d, %d)"
         % (today["checked"], change["checked"]))
    need(change["failed"] == 0 and change["not_stored"] == 0, "this change's sweep: 0 failed, 0 not stored")
    need(all(r["bytes_sent"] <= 42_000_000 for r in [change] + kept),
         "SPEC 5: at most 42 MB sent by a sweep, each after a start included (%s)" % ", ".join(fmt(r["bytes_sent"]) for r in [change] + kept))
    need(warm["com_select"] <= 2 * n and warm["statements"] <= 2 * n, "at most 2 queries per cluster with the endpoints kept (%.2f SELECTs, "
         "%.2f statements; the first sweep after a start %.2f, %.2f)" % (warm["com_select"] / n, warm["statements"] / n, cold["com_select"] / n,
                                                                          cold["statements"] / n))
    need(warm["handler_read_rnd_next"] <= 100_000 and cold["handler_read_rnd_next"] <= 100_000,
         "SPEC 5: at most 100 000 rows read by full scans (%s kept, %s the first after a start)" % (fmt(warm["handler_read_rnd_next"]),
                                                                                                fmt(cold["handler_read_rnd_next"])))
    owners = n // 10
    batches = -(-n // 1000)
    scans_allowed = 10 + 2 * batches
    need(change["select_scan"] <= scans_allowed and change["statements_without_index"] <= scans_allowed,
         "no full scan per owner or per cluster: %d full scans (Select_scan), %d statements without an index, for %d owners and %d batches "
         "of 1 000 clusters (at most 10 per sweep + 2 per batch; today %d, %d)"
         % (change["select_scan"], change["statements_without_index"], owners, batches, today["select_scan"], today["statements_without_index"]))
    need(max(r["worker_database_ms"] for r in [change] + kept) <= 15000,
         "SPEC 5: the sweep's database time at most 15 s (%d ms refused; after a start, sweep by sweep: %s ms)"
         % (change["worker_database_ms"], ", ".join(str(r["worker_database_ms"]) for r in kept)))
    need(change_hung["max_pool_active"] <= 2, "at most 2 connections while %d listings hang (%d; today %d)"
         % (a.hung, change_hung["max_pool_active"], today_hung["max_pool_active"]))
    held = change.get("connections_read_then_released", [])
    need(len(held) == 3 and held[1] == held[0] + 1 and held[2] == held[0],
         "a read holds a pooled connection until the sweep gives it back before it waits (SPEC 5; %s)" % "/".join(str(v) for v in held))
    need(change_hung["max_listings_in_flight"] >= a.hung and change_hung["node_views_unavailable"] >= a.hung,
         "%d listings waited at once; %d node views unavailable (%d cut off by the sweep deadline)"
         % (change_hung["max_listings_in_flight"], change_hung["node_views_unavailable"], change_hung["past_deadline"]))
    need(cold["checked"] == change["checked"] and warm["checked"] == change["checked"] and warm["failed"] == 0,
         "the sweeps with the listings answered checked the same clusters (%d, %d)" % (cold["checked"], warm["checked"]))
    # Issue 43, from MariaDB's own counter of index reads (Handler_read_next, which counts the entries an index merge or
    # a pushed-down condition reads and the slow log's Rows_examined does not): the kept sweep, alone on the server,
    # reads at most 2 index rows per row it is sent, plus 1 per statement.
    for r in (warm, change):
        need(r["handler_read_next"] <= 2 * r["rows_sent"] + r["statements"],
             "%s: index rows read (Handler_read_next) at most 2 per row sent, plus 1 per statement (%s read, %s sent, %s statements)"
             % (r["label"], fmt(r["handler_read_next"]), fmt(r["rows_sent"]), fmt(r["statements"])))
    # Issue 43: a statement that uses an index reads at most 2 index rows per row it returns, plus one per execution
    # (a lookup that finds nothing); the full scans are bounded above, per sweep.
    for label in ("change-refused", warm["label"]) + ((beside_sweeps[-1]["label"],) if beside_sweeps else ()):
        stats = by_statement.get(label) or []
        over = [st for st in stats if st["full_scans"] == 0 and st["examined"] > 2 * st["sent"] + st["calls"]]
        need(stats and not over, "%s: each indexed statement examines at most 2 rows per row it sends, plus 1 per call (%d statements; %s)"
             % (label, len(stats), "; ".join("%d examined for %d sent in %d calls: %s" % (st["examined"], st["sent"], st["calls"], st["sql"][:90])
                                            for st in over[:3]) or "none over"))
    # Issue 43: the same targets with CKS's status scanner beside the sweep, from the check's own database user's counters.
    if all(beside):
        for r in beside_sweeps:
            own = r["by_user"].get("cloud", {})
            full = full_scan_rows(by_statement.get(r["label"]) or slow_log_statements(r.get("slow_log")))
            need(own.get("rows_read", -1) >= 0 and own["rows_read"] <= 2 * own["rows_sent"] + r["statements"],
                 "%s, CKS's scanner beside: the check's user read at most 2 rows per row sent, plus 1 per statement (%s read, %s sent, %s "
                 "statements; MariaDB's USER_STATISTICS)" % (r["label"], fmt(own.get("rows_read", -1)), fmt(own.get("rows_sent", -1)), fmt(r["statements"])))
            need(own.get("bytes_sent", 1 << 62) <= 42_000_000, "%s, CKS's scanner beside: the check's user was sent at most 42 MB (%s)"
                 % (r["label"], fmt(own.get("bytes_sent", -1))))
            need(full <= 100_000, "%s, CKS's scanner beside: the check's full scans read at most 100 000 rows (%s)" % (r["label"], fmt(full)))
            need(r["worker_database_ms"] <= 15000, "%s, CKS's scanner beside: the sweep's database time at most 15 s (%d ms)"
                 % (r["label"], r["worker_database_ms"]))
        overlaps = [scanner_overlap_ms(r, scanners[0] if r["label"].startswith("today") else scanners[1]) for r in beside]
        need(all(o > 0 for o in overlaps), "CKS's scanner worked during each sweep (%s ms of the sweeps' %s ms)"
             % (", ".join(str(o) for o in overlaps), ", ".join(str(r["wall_ms"]) for r in beside)))
    if failures:
        print("dbscale: FAILED: %d of the targets" % len(failures), file=sys.stderr)
        return 1
    print("dbscale: every target holds")
    return 0


def full_scan_rows(stats):
    """Rows examined by the executions that ran as full scans (the slow log's Full_scan), the check's user only."""
    return sum(st["full_scan_examined"] for st in stats)


def scanner_overlap_ms(run, scanner):
    """How long CKS's scanner was in a pass during the sweep's window (a pass still running when it was stopped counts to
    the sweep's end)."""
    if not scanner or "start_epoch_ms" not in run:
        return 0
    start, end = run["start_epoch_ms"], run["end_epoch_ms"]
    return sum(max(0, min(end, e if e is not None else end) - max(start, s)) for s, e in scanner["spans"])


def print_beside(beside, scanners, by_statement, n, before):
    """(issue 43) The sweeps with CKS's status scanner beside them: the check's database user and the scanner's, from
    MariaDB's per-user counters (USER_STATISTICS) over each sweep's window, and the global counters for both."""
    print()
    print("| %d clusters, CKS's status scanner beside the sweep (its own database user) | today's main (%s) | this change: first sweep "
          "after a start | this change: endpoints kept |" % (n, before))
    print("|---|---:|---:|---:|")

    def user(r, name, key):
        return r["by_user"].get(name, {}).get(key, "-")

    rows = [
        ("the check's user: statements (performance_schema)", lambda r: r["statements"]),
        ("the check's user: rows read by the engine, index and scans (USER_STATISTICS)", lambda r: user(r, "cloud", "rows_read")),
        ("the check's user: rows sent", lambda r: user(r, "cloud", "rows_sent")),
        ("the check's user: rows read per row sent", lambda r: round(user(r, "cloud", "rows_read") / max(1, user(r, "cloud", "rows_sent")), 2)
         if isinstance(user(r, "cloud", "rows_read"), int) else "-"),
        ("the check's user: bytes sent (SPEC 5: 42 MB)", lambda r: user(r, "cloud", "bytes_sent")),
        ("the check's user: rows read by its full scans (slow log; SPEC 5: 100 000)", lambda r: full_scan_rows(by_statement.get(r["label"]) or [])),
        ("the check's user: connections busy, ms", lambda r: user(r, "cloud", "busy_time")),
        ("the sweep's database time, ms (its log line; target 15 000)", lambda r: r["worker_database_ms"]),
        ("sweep, ms", lambda r: r["sweep_ms"]),
        ("CKS's scanner in a pass during the sweep, ms", lambda r: scanner_overlap_ms(r, scanners[0] if r["label"].startswith("today") else scanners[1])),
        ("CKS's scanner's user in the same window: rows read", lambda r: user(r, "scanner", "rows_read")),
        ("CKS's scanner's user: rows sent / bytes sent", lambda r: "%s / %s" % (fmt(user(r, "scanner", "rows_sent")), fmt(user(r, "scanner", "bytes_sent")))),
        ("CKS's scanner's user: SELECTs / updates", lambda r: "%s / %s" % (fmt(user(r, "scanner", "select_commands")), fmt(user(r, "scanner", "update_commands")))),
        ("CKS's scanner's user: connections busy, ms", lambda r: user(r, "scanner", "busy_time")),
        ("both: rows read through an index (Handler_read_next, global)", lambda r: r.get("handler_read_next", "-")),
        ("both: rows read by full scans (Handler_read_rnd_next, global)", lambda r: r.get("handler_read_rnd_next", "-")),
        ("both: bytes sent (Bytes_sent, global)", lambda r: r["bytes_sent"]),
    ]
    for label, value in rows:
        print("| %s | %s |" % (label, " | ".join(fmt(value(r)) for r in beside)))
    for sc in scanners:
        if sc:
            ms = sorted(sc["pass_ms"])
            print("%s: %d passes, each %s ms (median %d); Running / Alert clusters after each: %s"
                  % (sc["label"], sc["passes"], ms, ms[len(ms) // 2], sc["running_alert"][:6]))


def normalized(sql):
    """A statement's shape: literals as ?, an IN list as IN (...), whitespace collapsed."""
    sql = re.sub(r"'(?:[^'\\]|\\.)*'", "?", sql)
    sql = re.sub(r"\b\d+(\.\d+)?\b", "?", sql)
    sql = re.sub(r"\(\s*\?(\s*,\s*\?)*\s*\)", "(...)", sql)
    return re.sub(r"\s+", " ", sql).strip().rstrip(";")


def slow_log_statements(path):
    """MariaDB's slow query log of one sweep (every statement, long_query_time 0), the check's user's statements summed by
    shape: calls, rows examined and sent, bytes sent, full scans, time; by rows examined, most first."""
    if not path:
        return []
    try:
        text = open(path, encoding="utf-8", errors="replace").read()
    except OSError:
        return []
    stats = {}
    for entry in re.split(r"^# User@Host: ", text, flags=re.M)[1:]:
        if not entry.startswith("cloud["):
            continue
        head = dict(re.findall(r"(\w+): (\S+)", "\n".join(l for l in entry.splitlines() if l.startswith("# "))))
        sql = " ".join(l for l in entry.splitlines()[1:] if not l.startswith("#") and not l.startswith("SET timestamp=")
                       and not l.startswith("use ") and not l.startswith("# Time:"))
        if not sql.strip():
            continue
        st = stats.setdefault(normalized(sql), {"calls": 0, "examined": 0, "sent": 0, "bytes": 0, "full_scans": 0, "full_scan_examined": 0,
                                                 "ms": 0.0})
        st["calls"] += 1
        st["examined"] += int(head.get("Rows_examined", 0))
        st["full_scan_examined"] += int(head.get("Rows_examined", 0)) if head.get("Full_scan") == "Yes" else 0
        st["sent"] += int(head.get("Rows_sent", 0))
        st["bytes"] += int(head.get("Bytes_sent", 0))
        st["full_scans"] += 1 if head.get("Full_scan") == "Yes" else 0
        st["ms"] += float(head.get("Query_time", 0)) * 1000
    out = [dict(v, sql=k, ms=int(v["ms"])) for k, v in stats.items()]
    return sorted(out, key=lambda v: -v["examined"])


def fmt(v):
    if isinstance(v, int) and abs(v) >= 10000:
        return "{:,}".format(v).replace(",", " ")
    return str(v)


if __name__ == "__main__":
    sys.exit(main())
