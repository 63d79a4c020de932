#!/usr/bin/env python3
"""The end-to-end test's second part: two management servers on one MariaDB (issue 16). integration/cloudstack/e2e.sh
starts server A on this host and server B in a network namespace of its own (10.231.0.2), and calls:

    e2e_multi.py vms STATE                    before server B starts: six owners with one control VM each (API), their
                                              control nodes' node lists (each with one node without a VM) and delay;
                                              the listing parallelism set to 1
    e2e_multi.py clusters STATE LOG_A LOG_B   right after a sweep, make the six clusters (SQL, one transaction), their
                                              control nodes at 127.0.1.1-6:2222
    e2e_multi.py kill STATE LOG_A LOG_B       wait for the next sweep to start listing them, and once it has applied
                                              some of them (but not all), kill -9 the server that sweeps; writes the
                                              killed server's name (a or b) to STATE's folder, file killed
    e2e_multi.py expect STEP STATE LOG_A LOG_B  wait for the next sweep (on either server) and check STEP:
                 after-kill       the other server sweeps; every mismatch has exactly one WARN event
                 restarted        the killed server is back; nothing new is reported
                 fault            inserts into `event` fail for the check's type (a trigger): nothing half-applied
                 after-fault      the trigger dropped: the two new mismatches reported once each
    e2e_multi.py fault-on STATE LOG_A LOG_B   right after a sweep: two new ghost nodes, and the trigger
    e2e_multi.py fault-off                    drop the trigger
    e2e_multi.py setting-off-on-b STATE LOG_A LOG_B SECONDS  turn the check off through server B's API, check that
                                              neither server sweeps for SECONDS, turn it on again through B's API
    e2e_multi.py intervals STATE LOG_A LOG_B  every sweep of this part on both servers: one per interval in total
    e2e_multi.py duplicates STATE             no event and no alert of the check twice, across both servers

Results go to the same state file as e2e.py's, so e2e.py summary prints one table for the whole run.
"""
import datetime
import os
import re
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e  # noqa: E402  (the single-server steps' helpers: API, SQL, state, results)

API_B = "http://10.231.0.2:8096/client/api"
MULTI_DIR = os.environ.get("E2E_MULTI_SSH_DIR", "/tmp/cks-vmmap-e2e/sshd-multi")
WORK = os.environ.get("E2E_WORK", "/tmp/cks-vmmap-e2e")
CLUSTERS = 6
DELAY_S = 8
INTERVAL_S = 300
CONFIG_CACHE_S = 31
TIME = re.compile(r"^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}),(\d{3})")
DURATION = re.compile(r" in (\d+) ms[ (]")


def address(i):
    return "127.0.1.%d" % i


def write_nodes(i, names):
    with open(os.path.join(MULTI_DIR, "nodes-" + address(i)), "w") as f:
        f.write("".join("%s   Ready   <none>   1d   v1.30.2\n" % n for n in names))


def commands(server):
    path = os.path.join(MULTI_DIR, "commands-" + server)
    if not os.path.exists(path):
        return 0
    with open(path) as f:
        return sum(1 for line in f if line.strip())


def sweeps(log_path):
    """(start, end, line) of every sweep in a server's log; start is the end less the sweep's own duration."""
    out = []
    for line in e2e.sweep_lines(log_path):
        t, d = TIME.search(line), DURATION.search(line)
        if t and d:
            end = datetime.datetime.strptime(t.group(1), "%Y-%m-%d %H:%M:%S") + datetime.timedelta(milliseconds=int(t.group(2)))
            out.append((end - datetime.timedelta(milliseconds=int(d.group(1))), end, line))
    return out


def wait_for_any_sweep(logs, timeout_s=900):
    """Waits for the next sweep line on either server; returns (server, line)."""
    seen = {name: len(e2e.sweep_lines(path)) for name, path in logs.items()}
    deadline = time.time() + timeout_s
    while time.time() < deadline:
        for name, path in logs.items():
            lines = e2e.sweep_lines(path)
            if len(lines) > seen[name]:
                time.sleep(3)
                return name, lines[-1]
        time.sleep(5)
    raise RuntimeError("no sweep on either server within %d s" % timeout_s)


def multi_ids(state):
    return ",".join(str(c) for c in state["multi"]["clusters"])


def warn_events(state, after=0):
    """The six clusters' WARN events of VM map mismatches. SPEC 3.8's reasons (none while the clusters stay Running, as
    they are made to) are left out here and checked on their own (reason_events, duplicates)."""
    return e2e.sql("SELECT id, resource_id, description FROM event WHERE type = '%s' AND level = 'WARN' AND resource_id IN (%s) "
                   "AND id > %d AND description NOT LIKE '%%%s%%' ORDER BY id" % (e2e.EVENT_TYPE, multi_ids(state), after, e2e.REASON_EVENT))


def reason_events(state):
    """The six clusters' WARN events of SPEC 3.8 (why a cluster is in Alert), as (cluster id, description)."""
    return e2e.sql("SELECT resource_id, description FROM event WHERE type = '%s' AND level = 'WARN' AND resource_id IN (%s) "
                   "AND description LIKE '%%%s%%' ORDER BY id" % (e2e.EVENT_TYPE, multi_ids(state), e2e.REASON_EVENT))


def node_details(state):
    return dict((int(r[0]), r[1]) for r in e2e.sql(
        "SELECT cluster_id, value FROM kubernetes_cluster_details WHERE cluster_id IN (%s) AND name = 'vmMapCheckReportedNodeDrift'"
        % multi_ids(state)))


def max_event_id():
    return int(e2e.sql1("SELECT COALESCE(MAX(id), 0) FROM event"))


def logs_of(log_a, log_b):
    return {"a": log_a, "b": log_b}


def load_or_new(state_path):
    if os.path.exists(state_path):
        return e2e.load(state_path)
    # E2E_PHASES=multi: the first part did not run
    return {"zone_id": int(e2e.sql1("SELECT id FROM data_center WHERE name = 'e2e-zone'")), "results": [],
            "marks": {"event": 0, "alert": 0}}


def vms(state_path):
    """Before server B starts: six owners (accounts) and one control VM each, deployed with server A's API."""
    state = load_or_new(state_path)
    zone = e2e.api("listZones", name="e2e-zone")["zone"][0]
    template = [t for t in e2e.call("listTemplates", templatefilter="all", zoneid=zone["id"])["template"]
                if t.get("isready") and "Simulator" in t["name"] and "SystemVM" not in t["name"]][0]
    offering = e2e.sql1("SELECT uuid FROM service_offering WHERE system_use = 0 AND removed IS NULL ORDER BY id LIMIT 1")
    domain = e2e.api("listDomains", name="ROOT")["domain"][0]
    owners, controls = [], []
    for i in range(1, CLUSTERS + 1):
        user = "multi-owner-%d" % i
        e2e.api("createAccount", accounttype=0, domainid=domain["id"], username=user, password="e2e-%d-password" % i,
                email="%s@localhost" % user, firstname="Multi", lastname="Owner %d" % i)
        name = "m%d-control-19a0b1c5%03d" % (i, i)
        vm = e2e.api("deployVirtualMachine", zoneid=zone["id"], templateid=template["id"], serviceofferingid=offering, name=name,
                     displayname=name, account=user, domainid=domain["id"])["virtualmachine"]
        owners.append(int(e2e.sql1("SELECT id FROM account WHERE account_name = '%s'" % user)))
        controls.append(int(e2e.sql1("SELECT id FROM vm_instance WHERE uuid = '%s'" % vm["id"])))
        write_nodes(i, [name, "ghost-m%d" % i])
    # As in the first part: the VMs back-dated past the 15-minute grace period.
    e2e.sql("UPDATE vm_instance SET created = NOW() - INTERVAL 1 HOUR, update_time = NOW() - INTERVAL 1 HOUR WHERE id IN (%s)"
            % ",".join(str(v) for v in controls))
    with open(os.path.join(MULTI_DIR, "delay"), "w") as f:
        f.write(str(DELAY_S))
    e2e.api("updateConfiguration", name="cloud.kubernetes.cluster.vm.map.check.ssh.parallelism", value="1")
    state["multi_setup"] = {"owners": owners, "controls": controls}
    e2e.save(state_path, state)
    print("e2e: six owners, each with its control VM (API); their control nodes will answer after %d s; parallelism 1" % DELAY_S)


def clusters(state_path, log_a, log_b):
    state = e2e.load(state_path)
    owners, controls = state["multi_setup"]["owners"], state["multi_setup"]["controls"]
    server, _ = wait_for_any_sweep(logs_of(log_a, log_b))
    network_id = int(e2e.sql1("SELECT id FROM networks WHERE name = 'e2e-guest'"))
    statements = ["START TRANSACTION"]
    # Each cluster is its control node alone (control 1, workers 0: one map row for a node count of one), so CKS's status
    # scanner keeps it Running and part 2 is about two servers, not SPEC 3.8's Alert reasons (the first part's).
    for i, (owner, vm_id) in enumerate(zip(owners, controls), start=1):
        statements += [
            "INSERT INTO kubernetes_cluster (uuid, name, description, zone_id, network_id, control_node_count, node_count, account_id, "
            "domain_id, state, cores, memory, created, gc, cluster_type) VALUES (UUID(), 'm%d', 'm%d', %d, %d, 1, 0, %d, 1, 'Running', 1, "
            "512, NOW(), 1, 'CloudManaged')" % (i, i, state["zone_id"], network_id, owner),
            "SET @cid = LAST_INSERT_ID()",
            "INSERT INTO kubernetes_cluster_vm_map (cluster_id, vm_id, control_node) VALUES (@cid, %d, 1)" % vm_id,
            "INSERT INTO kubernetes_cluster_details (cluster_id, name, value, display) VALUES (@cid, 'externalloadbalanceripaddress', "
            "'%s', 1)" % address(i),
            "INSERT INTO vm_instance_details (vm_id, name, value, display) VALUES (%d, 'controlNodeLoginUser', '%s', 1)"
            % (vm_id, os.environ.get("E2E_LOGIN_USER", "root"))]
    statements.append("COMMIT")
    e2e.sql("; ".join(statements) + ";")
    ids = [int(e2e.sql1("SELECT id FROM kubernetes_cluster WHERE name = 'm%d' AND removed IS NULL" % i)) for i in range(1, CLUSTERS + 1)]
    state["multi"] = {"clusters": ids, "started": time.strftime("%Y-%m-%d %H:%M:%S"), "event_mark": max_event_id()}
    e2e.save(state_path, state)
    print("e2e: right after a sweep on server %s: %d clusters m1-m%d (ids %s), each of its own owner, each with one node without "
          "a VM; their control nodes answer after %d s; parallelism 1" % (server.upper(), CLUSTERS, CLUSTERS, multi_ids(state), DELAY_S))


def kill(state_path, log_a, log_b):
    state = e2e.load(state_path)
    before = {s: commands(s) for s in ("a", "b")}
    deadline = time.time() + 900
    sweeping = None
    while time.time() < deadline and sweeping is None:
        for s in ("a", "b"):
            if commands(s) > before[s]:
                sweeping = s
        time.sleep(0.5)
    if sweeping is None:
        raise RuntimeError("no server listed the clusters within 900 s")
    while time.time() < deadline:
        applied = len(warn_events(state))
        if applied >= 1:
            break
        time.sleep(0.5)
    pid = None
    with open(os.path.join(WORK, "pids")) as f:
        for line in f:
            name, p = line.split()
            if name == ("management-server" if sweeping == "a" else "management-server-b"):
                pid = int(p)
    os.killpg(pid, signal.SIGKILL)
    applied = len(warn_events(state))
    with open(os.path.join(WORK, "killed"), "w") as f:
        f.write(sweeping)
    e2e.record(state, "kill -9 mid-sweep", "the sweeping server's process is gone", True, gone(pid))
    e2e.record(state, "kill -9 mid-sweep", "clusters applied before the kill (1 to 5 of 6)", True, 1 <= applied < CLUSTERS)
    state["multi"]["killed"] = sweeping
    state["multi"]["applied_before_kill"] = applied
    e2e.save(state_path, state)
    print("e2e: kill -9 of server %s (pid group %d) in the middle of its sweep, after %d of %d clusters were applied"
          % (sweeping.upper(), pid, applied, CLUSTERS))


def expect(step, state_path, log_a, log_b):
    state = e2e.load(state_path)
    multi = state["multi"]
    mark = multi.get("step_mark", multi["event_mark"])
    server, line = wait_for_any_sweep(logs_of(log_a, log_b))
    new = warn_events(state, mark)
    everything = warn_events(state)
    details = node_details(state)
    ids = multi["clusters"]
    if step == "after-kill":
        other = "b" if multi["killed"] == "a" else "a"
        e2e.record(state, step, "the next sweep ran on the other server", other, server)
        e2e.record(state, step, "WARN events of the six clusters in all", CLUSTERS, len(everything))
        per_cluster = sorted(sum(1 for e in everything if int(e[1]) == c) for c in ids)
        e2e.record(state, step, "WARN events per cluster", [1] * CLUSTERS, per_cluster)
        e2e.record(state, step, "every event names its ghost node", True,
                   all(("ghost-m%d" % (ids.index(int(e[1])) + 1)) in e[2] for e in everything))
        e2e.record(state, step, "node details of the six clusters", CLUSTERS,
                   sum(1 for i, c in enumerate(ids) if details.get(c) == "node:ghost-m%d" % (i + 1)))
    elif step == "restarted":
        e2e.record(state, step, "new WARN events", 0, len(new))
        e2e.record(state, step, "WARN events of the six clusters in all", CLUSTERS, len(everything))
        e2e.record(state, step, "the killed server is back (API answers)", True, api_up(multi["killed"]))
    elif step == "fault":
        e2e.record(state, step, "new WARN events while inserts into event fail", 0, len(new))
        e2e.record(state, step, "m1, m2 node details unchanged (nothing half-applied)", "node:ghost-m1|node:ghost-m2",
                   "%s|%s" % (details.get(ids[0]), details.get(ids[1])))
        failed = sum(text_count(path, "Could not store the VM map check details and events of") for path in (log_a, log_b))
        e2e.record(state, step, "\"Could not store the VM map check details and events\" logged (m1, m2)", 2, failed)
        e2e.record(state, step, "sweep log line: not stored", "2 not stored", e2e.in_line(r"\d+ not stored", line))
    elif step == "after-fault":
        e2e.record(state, step, "new WARN events (ghost-m1b, ghost-m2b)", 2, len(new))
        e2e.record(state, step, "they name the new ghost nodes", "ghost-m1b,ghost-m2b",
                   ",".join(sorted(n for n in ("ghost-m1b", "ghost-m2b") if any(n in e[2] for e in new))))
        e2e.record(state, step, "m1, m2 node details", "node:ghost-m1,node:ghost-m1b|node:ghost-m2,node:ghost-m2b",
                   "%s|%s" % (details.get(ids[0]), details.get(ids[1])))
    else:
        raise SystemExit("unknown step " + step)
    multi["step_mark"] = max([int(e[0]) for e in everything] or [mark])
    state["multi"] = multi
    e2e.save(state_path, state)
    print("e2e: %s: sweep on server %s: %s" % (step, server.upper(), line.split(e2e.SWEEP_LINE, 1)[1][:110]))


def gone(pid, wait_s=30):
    for _ in range(wait_s * 2):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.5)
    return False


def text_count(path, text):
    with open(path, errors="replace") as f:
        return f.read().count(text)


def api_up(server):
    url = (API_B if server == "b" else e2e.API) + "?command=listCapabilities&response=json"
    try:
        with e2e.urllib.request.urlopen(url, timeout=10) as r:
            return r.status == 200
    except OSError:
        return False


TRIGGER = ("CREATE TRIGGER e2e_event_fault BEFORE INSERT ON event FOR EACH ROW BEGIN IF NEW.type = '%s' THEN "
           "SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'e2e: injected fault on the check''s event inserts'; END IF; END" % e2e.EVENT_TYPE)


def fault_on(state_path, log_a, log_b):
    state = e2e.load(state_path)
    wait_for_any_sweep(logs_of(log_a, log_b))
    names = [e2e.sql1("SELECT name FROM vm_instance WHERE id = (SELECT vm_id FROM kubernetes_cluster_vm_map WHERE cluster_id = %d)" % c)
             for c in state["multi"]["clusters"][:2]]
    write_nodes(1, [names[0], "ghost-m1", "ghost-m1b"])
    write_nodes(2, [names[1], "ghost-m2", "ghost-m2b"])
    # The trigger's body has its own semicolons: sent as a script with another delimiter, as the mariadb client reads it.
    subprocess.run(["mariadb", "--no-defaults", "-uroot", "-h127.0.0.1", "-P3306", "cloud"], check=True, universal_newlines=True,
                   input="DELIMITER //\n%s //\nDELIMITER ;\n" % TRIGGER)
    present = e2e.sql1("SELECT COUNT(*) FROM information_schema.triggers WHERE trigger_schema = 'cloud' AND trigger_name = 'e2e_event_fault'")
    if present != "1":
        raise RuntimeError("the fault trigger was not created")
    print("e2e: right after a sweep: ghost-m1b and ghost-m2b added to m1's and m2's nodes; a trigger makes every insert of a %s "
          "event fail" % e2e.EVENT_TYPE)


def setting_off_on_b(state_path, log_a, log_b, seconds):
    state = e2e.load(state_path)
    saved = e2e.API
    e2e.API = API_B
    try:
        e2e.api("updateConfiguration", name="cloud.kubernetes.cluster.vm.map.check.enabled", value="false")
        print("e2e: the check turned off through server B's API (10.231.0.2:8096)")
        # Server A reads the setting through CloudStack's configuration cache, which keeps a value up to 30 s.
        time.sleep(CONFIG_CACHE_S)
        before = {s: len(e2e.sweep_lines(p)) for s, p in logs_of(log_a, log_b).items()}
        time.sleep(seconds)
        after = {s: len(e2e.sweep_lines(p)) for s, p in logs_of(log_a, log_b).items()}
        e2e.record(state, "setting off on B", "sweeps on A / on B in %d s from %d s after the change" % (seconds, CONFIG_CACHE_S), "0/0",
                   "%d/%d" % (after["a"] - before["a"], after["b"] - before["b"]))
        e2e.api("updateConfiguration", name="cloud.kubernetes.cluster.vm.map.check.enabled", value="true")
    finally:
        e2e.API = saved
    e2e.save(state_path, state)


def intervals(state_path, log_a, log_b):
    state = e2e.load(state_path)
    since = datetime.datetime.strptime(state["multi"]["started"], "%Y-%m-%d %H:%M:%S")
    all_sweeps = sorted([(s, e, name) for name, path in logs_of(log_a, log_b).items() for s, e, _ in sweeps(path) if e >= since])
    gaps = [(b[0] - a[0]).total_seconds() for a, b in zip(all_sweeps, all_sweeps[1:])]
    order = "".join(name.upper() for _, _, name in all_sweeps)
    e2e.record(state, "one sweep per interval", "sweeps logged in this part (servers in order: %s)" % order, ">= 3", ">= 3"
               if len(all_sweeps) >= 3 else len(all_sweeps))
    e2e.record(state, "one sweep per interval", "least time between two sweeps' starts >= %d s" % INTERVAL_S, True,
               bool(gaps) and min(gaps) >= INTERVAL_S - 1)
    e2e.save(state_path, state)
    print("e2e: %d sweeps in this part, in order %s, %s s apart" % (len(all_sweeps), order, ", ".join("%.0f" % g for g in gaps)))


def duplicates(state_path):
    state = e2e.load(state_path)
    twice = e2e.sql1("SELECT COUNT(*) FROM (SELECT resource_id, description FROM event WHERE type = '%s' AND level = 'WARN' "
                     "GROUP BY resource_id, description HAVING COUNT(*) > 1) d" % e2e.EVENT_TYPE)
    alerts_twice = e2e.sql1("SELECT COUNT(*) FROM (SELECT subject FROM alert WHERE type = 8 AND subject LIKE 'Kubernetes cluster %% (id %%): %%' "
                            "GROUP BY subject HAVING COUNT(*) > 1) d")
    e2e.record(state, "across both servers", "a WARN event twice (same cluster, same text)", 0, int(twice))
    e2e.record(state, "across both servers", "an alert of the check twice (same subject)", 0, int(alerts_twice))
    # SPEC 3.8 across both servers and the kill: each cluster in Alert told its reason (the map's rows) at most once.
    reasons = reason_events(state)
    per_cluster = [sum(1 for r in reasons if int(r[0]) == c) for c in state["multi"]["clusters"]]
    e2e.record(state, "across both servers", "SPEC 3.8: the six clusters' Alert reasons, each told at most once (map_count)", True,
               max(per_cluster or [0]) <= 1 and all("VM map has" in r[1] for r in reasons))
    e2e.save(state_path, state)


def failed(state_path, step, message):
    """Records a step that could not run (an exception, a server that did not start), so that the summary shows it."""
    state = load_or_new(state_path)
    e2e.record(state, step, "the step ran to its end", "yes", message[:200])
    e2e.save(state_path, state)


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "failed":
        failed(args[0], args[1], args[2])
    elif cmd == "vms":
        vms(args[0])
    elif cmd == "clusters":
        clusters(*args)
    elif cmd == "kill":
        kill(*args)
    elif cmd == "expect":
        expect(*args)
    elif cmd == "fault-on":
        fault_on(*args)
    elif cmd == "fault-off":
        e2e.sql("DROP TRIGGER IF EXISTS e2e_event_fault")
        print("e2e: the trigger dropped")
    elif cmd == "setting-off-on-b":
        setting_off_on_b(args[0], args[1], args[2], int(args[3]))
    elif cmd == "intervals":
        intervals(*args)
    elif cmd == "duplicates":
        duplicates(args[0])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
