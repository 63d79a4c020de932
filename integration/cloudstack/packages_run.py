#!/usr/bin/env python3
"""Issue 42's install, upgrade, way back and return, run by packages.sh after it built the two package sets:

    packages_run.py WORK NETNS REPO

WORK holds pristine/debs and patched/debs (and gets mariadb/, pids, run.log); NETNS is the network namespace made here
(only its loopback), where MariaDB, the installed management server and the API's client run; REPO is this project.
The packages are installed with apt-get on this machine (their Debian dependencies from Debian's archive), the
management server run as its systemd unit runs it (read from the installed unit; PID 1 here is not systemd) in NETNS
and in a mount namespace whose /tmp is noexec. Every check prints expected / seen; exit status 0 only when all match.
At the end the packages are purged, what the run changed on this machine is put back, and every process it started
is stopped by PID (packages.sh's trap stops what is left and removes NETNS).
"""
import glob
import gzip
import json
import os
import pwd
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time

WORK, NETNS, REPO = sys.argv[1:4]
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT_PW = "packages-root-pw"
CLOUD_PW = "packages-cloud-pw"
API = "http://127.0.0.1:8080/client/api"
UNIT = "/lib/systemd/system/cloudstack-management.service"
LOG = "/var/log/cloudstack/management/management-server.log"
PACKAGES = ("cloudstack-common", "cloudstack-management", "cloudstack-ui")
CLUSTERS = 3000
ALERT_BUDGET = 50
EVENT_TYPE = "KUBERNETES.CLUSTER.VM.MAP.CHECK"
# The worker's one log line of a sweep (KubernetesClusterVmMapCheckWorker.Summary.toLogLine).
SWEEP_LINE = r"Kubernetes cluster VM map check: (\d+) clusters? checked.*?past the sweep deadline\), (\d+) new mismatch"
STARTED = time.time()
results = []


def say(text):
    print("packages: " + text, flush=True)


def short(value, width=24):
    text = str(value)
    return text if len(text) <= width else text[:width - 3] + "..."


def check(step, what, expected, seen, ok=None):
    ok = (expected == seen) if ok is None else bool(ok)
    results.append((step, what, ok))
    say("%-20s %-56s expected %-24s seen %-24s %s" % (step, what, short(expected), short(seen), "ok" if ok else "DIFFERS"))
    return ok


def in_ns(*argv):
    return ["ip", "netns", "exec", NETNS] + list(argv)


def run(argv, timeout=1800, **kwargs):
    return subprocess.run(argv, check=True, timeout=timeout, **kwargs)


def record_pid(name, pid):
    with open(os.path.join(WORK, "pids"), "a") as f:
        f.write("%s %d\n" % (name, pid))


def stop(name, proc):
    """Stops a process started in its own session: TERM to its group, up to 120 s, then KILL."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, 15)
        except ProcessLookupError:
            pass
        try:
            proc.wait(120)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)
            proc.wait(30)
    pids = os.path.join(WORK, "pids")
    if os.path.exists(pids):
        kept = [line for line in open(pids) if line.split()[:1] != [name]]
        open(pids, "w").writelines(kept)
    say("stopped %s (pid %d)" % (name, proc.pid))


def sql(query, database="cloud"):
    out = subprocess.run(in_ns("mariadb", "--no-defaults", "-uroot", "-p" + ROOT_PW, "-h127.0.0.1", "-P3306", "-N", "-B", database,
                               "-e", query), check=True, capture_output=True, text=True, timeout=300)
    return out.stdout.strip()


def apt_install(debs, *extra):
    """apt-get install of local packages (services not started: a policy-rc.d that refuses, as debian-packages.sh)."""
    policy = "/usr/sbin/policy-rc.d"
    had = os.path.exists(policy)
    if not had:
        with open(policy, "w") as f:
            f.write("#!/bin/sh\nexit 101\n")
        os.chmod(policy, 0o755)
    t0 = time.time()
    try:
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        # Unattended, as operators upgrade: a configuration file they changed (db.properties) is kept.
        out = subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", "-o", "Dpkg::Options::=--force-confdef",
                              "-o", "Dpkg::Options::=--force-confold"] + list(extra) + debs, env=env,
                             capture_output=True, text=True, timeout=1800)
        with open(os.path.join(WORK, "apt.log"), "a") as f:
            f.write(out.stdout + out.stderr)
    finally:
        if not had:
            os.remove(policy)
    return out.returncode, time.time() - t0, out.stdout + out.stderr


def debs(which):
    found = []
    for name in PACKAGES:
        found += glob.glob(os.path.join(WORK, which, "debs", name + "_*_all.deb"))
    if len(found) != len(PACKAGES):
        sys.exit("packages: FAILED: %s/debs lacks one of %s" % (which, ", ".join(PACKAGES)))
    # packages.sh's stand-in for python3-mysql.connector, which Debian 12 does not have.
    standin = glob.glob(os.path.join(WORK, "standins", "python3-mysql.connector_*.deb"))
    if not standin:
        sys.exit("packages: FAILED: no stand-in python3-mysql.connector package in %s/standins" % WORK)
    return sorted(found) + standin


def installed_version(name):
    out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", name], capture_output=True, text=True)
    return out.stdout.strip() if out.returncode == 0 else None


# ---- the management server as its unit runs it ----------------------------------------------------------------------
def read_unit():
    unit = {}
    for line in open(UNIT):
        line = line.strip()
        if "=" in line and not line.startswith(("#", "[")):
            key, value = line.split("=", 1)
            unit[key.strip()] = value.strip()
    return unit


def read_environment_file(path):
    """systemd's EnvironmentFile: KEY=VALUE lines, the value unquoted once; # and ; start comments."""
    env = {}
    for line in open(path):
        line = line.strip()
        if not line or line.startswith(("#", ";")) or "=" not in line:
            continue
        key, value = line.split("=", 1)
        words = shlex.split(value)
        env[key.strip()] = " ".join(words)
    return env


def expand_exec(command, env):
    """systemd's ExecStart expansion: $NAME splits into words at whitespace, ${NAME} is one word; unset names are empty."""
    argv = []
    for word in shlex.split(command):
        m = re.fullmatch(r"\$([A-Za-z_][A-Za-z0-9_]*)", word)
        if m:
            argv += env.get(m.group(1), "").split()
        else:
            argv.append(re.sub(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}", lambda x: env.get(x.group(1), ""), word))
    return argv


def start_server(label):
    """Starts the installed server as cloudstack-management.service would: its User, UMask, EnvironmentFile,
    WorkingDirectory, ExecStartPre and ExecStart, output appended to its files; in NETNS and a mount namespace with a
    noexec /tmp. Returns the process (a session leader) once the API answers a login, or exits."""
    unit = read_unit()
    user = unit["User"]
    home = pwd.getpwnam(user).pw_dir
    env = read_environment_file(unit["EnvironmentFile"].lstrip("-"))
    base = {"HOME": home, "USER": user, "LOGNAME": user, "SHELL": "/usr/sbin/nologin",
            "PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "LANG": "C.UTF-8"}
    base.update(env)
    env_args = ["env", "-i"] + ["%s=%s" % kv for kv in sorted(base.items())]
    pre = expand_exec(unit["ExecStartPre"], base)
    main = expand_exec(unit["ExecStart"], base)
    out = unit["StandardOutput"].split(":", 1)[1]
    err = unit["StandardError"].split(":", 1)[1]
    # sh in a mount namespace of its own: a noexec tmpfs on /tmp, the unit's WorkingDirectory and UMask, then the
    # command as the unit's User with only the unit's environment; $0 is the user, $1 the folder, $2 the umask.
    script = ('mount -t tmpfs -o noexec,nosuid,nodev,mode=1777 tmpfs /tmp && cd "$1" && umask "$2" && shift 2 && '
              'exec setpriv --reuid="$0" --regid="$(id -g "$0")" --init-groups "$@"')
    prefix = ["unshare", "--mount", "--propagation", "private", "sh", "-c"]
    where = [user, unit["WorkingDirectory"], unit.get("UMask", "0022")] + env_args
    log_start = os.path.getsize(LOG) if os.path.exists(LOG) else 0
    # ExecStartPre, as the unit's user (the unit has no "+" prefix on it).
    pre_run = subprocess.run(in_ns(*prefix, script, *where, *pre), capture_output=True, text=True, timeout=120)
    check(label, "ExecStartPre (%s) exit status" % os.path.basename(pre[0]), 0, pre_run.returncode)
    proc = subprocess.Popen(in_ns(*prefix, script + ' >>"$OUT" 2>>"$ERR"', *where, *main), env=dict(os.environ, OUT=out, ERR=err),
                            start_new_session=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    record_pid("management-server", proc.pid)
    say("%s: management server started as %s's unit runs it: %s as %s in %s (pid %d)"
        % (label, os.path.basename(UNIT), " ".join(main[:1] + ["..."] + main[-1:]), user, unit["WorkingDirectory"], proc.pid))
    t0 = time.time()
    while time.time() - t0 < 900:
        if proc.poll() is not None:
            tail = subprocess.run(["tail", "-30", err], capture_output=True, text=True).stdout
            sys.exit("packages: FAILED: %s: the management server exited with %s:\n%s" % (label, proc.returncode, tail))
        if login(quiet=True):
            break
        time.sleep(5)
    else:
        sys.exit("packages: FAILED: %s: the API did not answer a login in 900 s (log %s)" % (label, LOG))
    say("%s: the API answers on 127.0.0.1:8080 (in %s) after %.0f s" % (label, NETNS, time.time() - t0))
    return proc, log_start


# ---- the API, through the installed server --------------------------------------------------------------------------
COOKIES = os.path.join(WORK, "api-cookies")
SESSION = {}


def curl(*args):
    # Five minutes: a listing of 3 000 clusters took 61 s on the pristine server while CKS's scanner passed over them
    # on a machine shared with the end-to-end script and CI (stop 53), past the minute this allowed before.
    out = subprocess.run(in_ns("curl", "-s", "-m", "300", "-b", COOKIES, "-c", COOKIES, *args), capture_output=True, text=True, timeout=330)
    return out.stdout


def login(quiet=False):
    try:
        text = curl("-d", "command=login", "-d", "username=admin", "-d", "password=password", "-d", "domain=/", "-d", "response=json", API)
        SESSION["key"] = json.loads(text)["loginresponse"]["sessionkey"]
        return True
    except (ValueError, KeyError, TypeError, subprocess.TimeoutExpired):
        if not quiet:
            say("login failed")
        return False


def api(command, **params):
    args = ["-G", API, "--data-urlencode", "command=" + command, "--data-urlencode", "response=json",
            "--data-urlencode", "sessionkey=" + SESSION.get("key", "")]
    for key, value in params.items():
        args += ["--data-urlencode", "%s=%s" % (key, value)]
    text = curl(*args)
    try:
        answer = json.loads(text)
    except ValueError:
        return {"errortext": "no answer that reads as JSON in 300 s: %r" % text[:200]}
    return next(iter(answer.values())) if len(answer) == 1 else answer


def log_since(offset):
    with open(LOG, errors="replace") as f:
        f.seek(offset)
        return f.read()


def wait_for_log(offset, pattern, seconds):
    t0 = time.time()
    while time.time() - t0 < seconds:
        m = re.search(pattern, log_since(offset))
        if m:
            return m
        time.sleep(5)
    return None


def java_maps(proc):
    """The memory maps of the server's JVM: proc is the netns/unshare/sh chain, each exec'ing the next."""
    try:
        return open("/proc/%d/maps" % proc.pid).read()
    except OSError:
        return ""


class StopAfterPristine(Exception):
    """PKG_STOP_AFTER=pristine: the run ends after the pristine server's checks."""


# ---- the run --------------------------------------------------------------------------------------------------------
def main():
    # A TERM (packages.sh's trap, or an operator's kill) ends the run through the clean-up below.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    # PKG_STOP_AFTER=pristine (a debugging aid): only the pristine install and run, then the clean-up.
    pristine_only = os.environ.get("PKG_STOP_AFTER") == "pristine"
    for which in ("pristine",) if pristine_only else ("pristine", "patched"):
        debs(which)
    limits = "/etc/security/limits.conf"
    limits_backup = open(limits).read() if os.path.exists(limits) else None
    had_cloud_user = subprocess.run(["getent", "passwd", "cloud"], capture_output=True).returncode == 0
    for name in PACKAGES:
        if installed_version(name):
            sys.exit("packages: FAILED: %s is already installed on this machine: this harness installs and purges it" % name)
    for leftover in ("/etc/cloudstack", "/var/lib/cloudstack", "/var/log/cloudstack", "/usr/share/cloudstack-management"):
        if os.path.exists(leftover):
            sys.exit("packages: FAILED: %s exists: this harness needs a machine without CloudStack installed" % leftover)
    server = None
    mariadb = None
    try:
        # The namespace: its loopback only.
        subprocess.run(["ip", "netns", "delete", NETNS], capture_output=True)
        run(["ip", "netns", "add", NETNS])
        run(in_ns("ip", "link", "set", "lo", "up"))
        say("network namespace %s (its loopback only): MariaDB, the management server and the API's client run in it" % NETNS)
        db = os.path.join(WORK, "mariadb")
        shutil.rmtree(db, ignore_errors=True)
        os.makedirs(os.path.join(db, "data"))
        run(["mariadb-install-db", "--no-defaults", "--user=root", "--datadir=" + os.path.join(db, "data"),
             "--auth-root-authentication-method=normal"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        mariadb = subprocess.Popen(in_ns("mariadbd", "--no-defaults", "--user=root", "--datadir=" + os.path.join(db, "data"),
                                         "--bind-address=127.0.0.1", "--port=3306", "--socket=" + os.path.join(db, "mysqld.sock"),
                                         "--pid-file=" + os.path.join(db, "mysqld.pid"), "--log-error=" + os.path.join(db, "error.log"),
                                         "--max-connections=700", "--innodb-rollback-on-timeout=1", "--innodb-lock-wait-timeout=600",
                                         "--log-bin=" + os.path.join(db, "binlog"), "--binlog-format=ROW", "--server-id=1",
                                         "--character-set-server=utf8mb4"),
                                   start_new_session=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        record_pid("mariadb", mariadb.pid)
        for _ in range(60):
            if subprocess.run(in_ns("mariadb-admin", "--no-defaults", "-uroot", "-h127.0.0.1", "-P3306", "ping"),
                              capture_output=True).returncode == 0:
                break
            time.sleep(1)
        run(in_ns("mariadb", "--no-defaults", "-uroot", "-h127.0.0.1", "-P3306", "-e",
                  "DROP USER IF EXISTS ''@'localhost'; DROP USER IF EXISTS ''@'%s'; ALTER USER root@localhost IDENTIFIED BY '%s'"
                  % (os.uname().nodename, ROOT_PW)))
        say("MariaDB %s on 127.0.0.1:3306 in %s, CloudStack's recommended settings" % (sql("SELECT VERSION()", "mysql"), NETNS))

        # 1. The pristine packages, installed and set up as an operator does.
        subprocess.run(["apt-get", "update", "-qq"], env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"), timeout=600)
        rc, seconds, text = apt_install(debs("pristine"))
        check("pristine install", "apt-get install of %s (pristine)" % ", ".join(PACKAGES), 0, rc)
        if rc:
            sys.exit("packages: FAILED: apt-get install:\n" + text[-3000:])
        say("pristine packages installed in %.0f s: cloudstack-management %s" % (seconds, installed_version("cloudstack-management")))
        setup = subprocess.run(in_ns("cloudstack-setup-databases", "cloud:%s@127.0.0.1" % CLOUD_PW, "--deploy-as=root:" + ROOT_PW),
                               capture_output=True, text=True, timeout=1200)
        open(os.path.join(WORK, "setup-databases.log"), "w").write(setup.stdout + setup.stderr)
        check("setup", "cloudstack-setup-databases (its defaults) exit status", 0, setup.returncode)
        if setup.returncode:
            sys.exit("packages: FAILED: cloudstack-setup-databases:\n" + (setup.stdout + setup.stderr)[-3000:])
        props = open("/etc/cloudstack/management/db.properties").read()
        check("setup", "db.properties: db.cloud.encryption.type", "file",
              (re.search(r"^db\.cloud\.encryption\.type=(.*)$", props, re.M) or [None, None])[1])
        check("setup", "db.properties: db.cloud.password as ENC(...)", True, bool(re.search(r"^db\.cloud\.password=ENC\(", props, re.M)))
        check("setup", "/etc/cloudstack/management/key present", True, os.path.exists("/etc/cloudstack/management/key"))
        mgmt = subprocess.run(["cloudstack-setup-management", "--no-start"], capture_output=True, text=True, timeout=600)
        open(os.path.join(WORK, "setup-management.log"), "w").write(mgmt.stdout + mgmt.stderr)
        check("setup", "cloudstack-setup-management --no-start exit status", 0, mgmt.returncode)

        server, offset = start_server("pristine run")
        # CKS is off in a new cloud (cloud.kubernetes.service.enabled, read at start): the operator turns it on and
        # restarts the server, as CloudStack asks for that setting.
        enabled = api("updateConfiguration", name="cloud.kubernetes.service.enabled", value="true")
        check("pristine run", "updateConfiguration cloud.kubernetes.service.enabled=true", "true",
              (enabled.get("configuration") or {}).get("value"))
        # A zone, as an operator's first step (no hypervisor is added: the clusters and VMs are seeded by SQL in it).
        zone = api("createZone", name="pkg-zone", networktype="Advanced", dns1="127.0.0.53", internaldns1="127.0.0.53")
        check("pristine run", "createZone pkg-zone (Advanced)", True, bool((zone.get("zone") or {}).get("id")))
        stop("management-server", server)
        server, offset = start_server("pristine run")
        # The cloud, once the first start made CloudStack's default offerings: clusters, node VMs and the VM map with
        # drift, by SQL (no hypervisor serves here).
        seed = subprocess.run(in_ns("python3", os.path.join(HERE, "bigcloud.py"), "--clusters", str(CLUSTERS)),
                              env=dict(os.environ, MYSQL_PWD=ROOT_PW), capture_output=True, text=True, timeout=1200)
        if seed.returncode:
            sys.exit("packages: FAILED: bigcloud.py:\n" + seed.stdout + seed.stderr)
        say(seed.stdout.strip().splitlines()[0])

        clusters = api("listKubernetesClusters", listall="true", page="1", pagesize="500")
        check("pristine run", "listKubernetesClusters as admin: clusters", CLUSTERS, clusters.get("count", clusters.get("errortext")))
        check("pristine run", "listApis: getKubernetesClusterVmMapCheckResults (no check)", False,
              bool(api("listApis", name="getKubernetesClusterVmMapCheckResults").get("api")))
        stop("management-server", server)
        server = None
        if pristine_only:
            raise StopAfterPristine()

        # 2. The upgrade: the patched packages over the pristine ones.
        rc, seconds, text = apt_install(debs("patched"))
        check("upgrade", "apt-get install of the patched packages over them", 0, rc)
        if rc:
            sys.exit("packages: FAILED: apt-get install (upgrade):\n" + text[-3000:])
        version = installed_version("cloudstack-management")
        check("upgrade", "cloudstack-management's version", True, "+vmmap" in (version or ""))
        say("upgraded in %.0f s to %s" % (seconds, version))
        # CloudStack's client build shades every plugin into one jar (lib/cloudstack-<version>.jar): the check's
        # classes and its native/ folder are in it.
        entries = []
        for jar in sorted(glob.glob("/usr/share/cloudstack-management/lib/cloudstack-*.jar")):
            listed = subprocess.run(["unzip", "-Z1", jar], capture_output=True, text=True).stdout.split()
            if any(e.startswith("native/") for e in listed):
                entries = listed
                say("the check's library is in the installed %s" % jar)
        natives = sorted(e for e in entries if e.startswith("native/") and e.endswith(".so"))
        check("upgrade", "the installed jar's native libraries", "linux-aarch64, linux-x86_64",
              ", ".join(sorted(e.split("/")[1] for e in natives)))
        check("upgrade", "the installed jar's crate list (native/THIRD-PARTY-LICENSES)", True, "native/THIRD-PARTY-LICENSES" in entries)
        ours = re.findall(r"^        from (\S+ \S+)  ", open(os.path.join(REPO, "THIRD-PARTY-LICENSES"), encoding="utf-8").read(), re.M)
        docs = glob.glob("/usr/share/doc/cloudstack-management/LICENSE*")
        doc = ""
        if docs:
            with (gzip.open(docs[0], "rt", encoding="utf-8") if docs[0].endswith(".gz") else open(docs[0], encoding="utf-8")) as f:
                doc = f.read()
        check("upgrade", "the package's LICENSE: every crate the library links", len(ours),
              sum(1 for crate in ours if re.search(r"^        from %s  " % re.escape(crate), doc, re.M)))
        ui_js = "".join(open(p, errors="replace").read() for p in glob.glob("/usr/share/cloudstack-ui/js/*.js"))
        ui_en = open("/usr/share/cloudstack-ui/locales/en.json").read() if os.path.exists("/usr/share/cloudstack-ui/locales/en.json") else ""
        check("upgrade", "cloudstack-ui: the tab's API call and its labels", True,
              "getKubernetesClusterVmMapCheckResults" in ui_js and '"label.vm.map.check"' in ui_en)
        before_alerts = int(sql("SELECT COALESCE(MAX(id), 0) FROM alert"))
        before_events = int(sql("SELECT COALESCE(MAX(id), 0) FROM event"))
        server, offset = start_server("patched run")
        sweep = wait_for_log(offset, SWEEP_LINE, 900)
        check("patched run", "the first sweep's log line", True, bool(sweep))
        if not sweep:
            sys.exit("packages: FAILED: no sweep in 900 s (log %s)" % LOG)
        new = int(sweep.group(2))
        say("first sweep: " + sweep.group(0))
        maps = java_maps(server)
        # A maps line: address, perms, offset, dev, inode, then the path (the loader removes its extracted copy once
        # loaded: "<path> (deleted)").
        # The loader tries java.io.tmpdir first: on the noexec /tmp the dynamic loader refuses to map the code (its
        # read-only first mapping of that copy stays, never executable), and the copy in user.home is the one loaded.
        fields = [line.split(None, 5) for line in maps.splitlines() if "cks_vmmap_check" in line]
        lib = sorted(set(f[5] for f in fields if len(f) == 6 and "x" in f[1]))
        tried = sorted(set(f[5] for f in fields if len(f) == 6) - set(lib))
        home = pwd.getpwnam("cloud").pw_dir
        check("patched run", "the library's code mapped in the JVM, from the cloud user's home", True,
              bool(lib) and all(path.startswith(home + "/") for path in lib))
        say("the library's code was loaded from %s; also mapped, not executable: %s (/tmp is noexec in the server's mount namespace)"
            % (", ".join(lib), ", ".join(tried) or "nothing"))
        events = int(sql("SELECT COUNT(*) FROM event WHERE id > %d AND type = '%s' AND level = 'WARN'" % (before_events, EVENT_TYPE)))
        check("patched run", "WARN events: one per new mismatch", new, events)
        alerts = int(sql("SELECT COUNT(*) FROM alert WHERE id > %d AND type = 8" % before_alerts))
        check("patched run", "more new mismatches than the budget (it is tried)", True, new > ALERT_BUDGET)
        check("patched run", "alerts: the budget and its summary (SPEC 3.5)", ALERT_BUDGET + 1, alerts)
        check("patched run", "listApis: getKubernetesClusterVmMapCheckResults", True,
              bool(api("listApis", name="getKubernetesClusterVmMapCheckResults").get("api")))
        drifted = sql("SELECT uuid FROM kubernetes_cluster WHERE id = 100005")
        answer = api("getKubernetesClusterVmMapCheckResults", id=drifted)
        kinds = sorted(set(m.get("kind") for m in (answer.get("kubernetesclustervmmapcheckresults", answer).get("mismatch") or [])))
        check("patched run", "getKubernetesClusterVmMapCheckResults: k8s-c5's kinds", True, "mapped_vm_missing" in kinds)
        listed = api("listKubernetesClusters", listall="true", page="1", pagesize="500").get("kubernetescluster", [])
        check("patched run", "listKubernetesClusters: clusters with vmmapmismatches", True,
              sum(1 for c in listed if c.get("vmmapmismatches")) > 0)
        first_events = sql("SELECT CONCAT(resource_id, '|', description) FROM event WHERE id > %d AND type = '%s' AND level = 'WARN'"
                           % (before_events, EVENT_TYPE)).splitlines()
        first_alerts = sql("SELECT subject FROM alert WHERE id > %d AND type = 8" % before_alerts).splitlines()
        details = sql("SELECT COUNT(*) FROM kubernetes_cluster_details WHERE name LIKE 'vmMapCheck%'")
        stop("management-server", server)
        server = None

        # 3. The way back: the pristine packages again.
        rc, seconds, text = apt_install(debs("pristine"), "--allow-downgrades")
        check("way back", "apt-get install --allow-downgrades of the pristine packages", 0, rc)
        check("way back", "cloudstack-management's version", True, "+vmmap" not in (installed_version("cloudstack-management") or "+vmmap"))
        check("way back", "what the check left: its details, its configuration rows", True,
              int(details) > 0 and int(sql("SELECT COUNT(*) FROM configuration WHERE name LIKE 'cloud.kubernetes.cluster.vm.map.check%'")) > 0)
        server, offset = start_server("way back")
        scanner = wait_for_log(offset, r"Running Kubernetes cluster state scanner on Kubernetes cluster", 420)
        t0 = time.time()
        back = api("listKubernetesClusters", listall="true", page="1", pagesize="500")
        say("way back: listKubernetesClusters (500 of the clusters) answered in %.0f s" % (time.time() - t0))
        check("way back", "listKubernetesClusters as admin: clusters", CLUSTERS, back.get("count", back.get("errortext")))
        check("way back", "CKS's state scanner ran", True, bool(scanner))
        errors = [line for line in log_since(offset).splitlines() if " ERROR " in line and re.search(r"(?i)vm.?map.?check", line)]
        check("way back", "ERROR lines about the check's leftovers", 0, len(errors))
        stop("management-server", server)
        server = None

        # 4. The return: the patched packages again; nothing already reported is reported twice.
        rc, seconds, text = apt_install(debs("patched"))
        check("return", "apt-get install of the patched packages again", 0, rc)
        mark_events = int(sql("SELECT COALESCE(MAX(id), 0) FROM event"))
        mark_alerts = int(sql("SELECT COALESCE(MAX(id), 0) FROM alert"))
        server, offset = start_server("return")
        sweep = wait_for_log(offset, SWEEP_LINE, 900)
        check("return", "a sweep's log line", True, bool(sweep))
        again_events = sql("SELECT CONCAT(resource_id, '|', description) FROM event WHERE id > %d AND type = '%s' AND level = 'WARN'"
                           % (mark_events, EVENT_TYPE)).splitlines()
        again_alerts = sql("SELECT subject FROM alert WHERE id > %d AND type = 8" % mark_alerts).splitlines()
        check("return", "WARN events already reported, reported again", 0, len(set(again_events) & set(first_events)))
        check("return", "alerts already sent, sent again", 0, len(set(again_alerts) & set(first_alerts) - {""}))
        say("return sweep: %s; %d new WARN events, %d new alerts%s"
            % (sweep.group(0) if sweep else "none", len(again_events), len(again_alerts),
               " (what changed while the pristine server ran)" if again_events or again_alerts else ""))
        stop("management-server", server)
        server = None
    except StopAfterPristine:
        say("PKG_STOP_AFTER=pristine: stopping after the pristine run")
    finally:
        if server is not None:
            stop("management-server", server)
        # Purge what was installed and put back what the run changed on this machine.
        purged = subprocess.run(["apt-get", "purge", "-y", "-qq"] + list(PACKAGES), env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"),
                                capture_output=True, text=True, timeout=900)
        for leftover in ("/etc/cloudstack", "/var/lib/cloudstack", "/var/log/cloudstack", "/var/cache/cloudstack",
                         "/usr/share/cloudstack-management", "/usr/share/cloudstack-common", "/usr/share/cloudstack-ui",
                         "/var/run/cloudstack-management.pid"):
            if os.path.isdir(leftover):
                if leftover.startswith("/var/log"):
                    shutil.copytree(leftover, os.path.join(WORK, "leftovers", leftover.strip("/").replace("/", "_")),
                                    dirs_exist_ok=True, symlinks=True)
                shutil.rmtree(leftover, ignore_errors=True)
            elif os.path.exists(leftover):
                os.remove(leftover)
        if limits_backup is not None:
            open(limits, "w").write(limits_backup)
        if not had_cloud_user:
            subprocess.run(["deluser", "--quiet", "cloud"], capture_output=True)
        say("packages purged (apt-get purge exit %d), the limits.conf and cloud user as before; the server's logs kept in %s"
            % (purged.returncode, os.path.join(WORK, "leftovers")))
        if mariadb is not None:
            stop("mariadb", mariadb)
    return finish()


def finish():
    failed = [r for r in results if not r[2]]
    say("%d checks, %d differ; %.0f s" % (len(results), len(failed), time.time() - STARTED))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
