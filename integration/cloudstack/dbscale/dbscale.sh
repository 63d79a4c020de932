#!/usr/bin/env bash
# The database scale harness (issue 15): one sweep of the VM map check over CloudStack's real DAOs and real schema on
# MariaDB, seeded as a big cloud, today's main and this change side by side in one run, measured by MariaDB itself.
#
#   integration/cloudstack/dbscale/dbscale.sh [--clusters N] [--transitional PCT] [--before REV] [--hung H] [--check] [BUNDLE]
#
#   --clusters N   the big cloud (bigcloud.py): N clusters over N/10 owners, 3-10 node VMs each with CKS's cloud-init as
#                  user data, 20 N other VMs, every kind of endpoint (default 5000)
#   --transitional PCT  PCT % of the clusters in SPEC 3.7's nine watched states, some holding vmMapCheckStateSince (fresh,
#                  stuck, already reported), and some Stopped clusters holding a reported one (bigcloud.py); 0: none in a
#                  watched state. Then the records are read back after each side's sweep (statewatch.py) and this
#                  change's must be what SPEC 3.7 asks (written, reported, kept, removed), its extra events and alerts
#                  those of the stuck reports and ended episodes: asserted with or without --check. Without the option
#                  the seed is as before (one cluster in fifty in Scaling, no record).
#   --before REV   the commit that is "today's main" (default 46fe3fe, the last commit before issue 15's reads)
#   --hung H       control nodes that accept TCP and never answer, for the connection measurement (default 64)
#   --check        assert the issue's targets on this change's figures (the test command runs --clusters 200 --check)
#
# Steps: builds the plugin jar of REV and of the working tree the way verify.sh does (apply.py into the pristine
# module, CloudStack's Maven build with cargo), cached by patch; starts MariaDB (Debian's) on 127.0.0.1 with its own
# data folder and performance_schema; loads CloudStack's schema (dbscale/cloud-schema.sql, dumped from the schema
# CloudStack's own -Ddeploydb made in the end-to-end run) and seeds it (bigcloud.py); then, each on a freshly seeded
# database: today's sweep, this change's sweep (every listing refused at once: database cost only); then H control nodes
# made to hang and one sweep of each (connections held while listings wait); then two sweeps of this change with the
# listings answered by the harness: the first after a start (every endpoint from CKS's action worker), the second with
# the endpoints kept; then (issue 43) each side's sweeps again with CKS's own status scanner running beside them on the
# same database, under its own database user. Prints the tables and writes $DBSCALE_WORK/dbscale-N.jsonl.
# MariaDB and the hang server are stopped by PID; nothing is left running.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cs_dir=$(cd "$here/.." && pwd)
repo=$(cd "$here/../../.." && pwd)
clusters=5000
before_rev=46fe3fe
hung=64
check=0
transitional=""
bundle=""
while [ $# -gt 0 ]; do
  case "$1" in
    --clusters) clusters=$2; shift 2 ;;
    --transitional) transitional=$2; shift 2 ;;
    --before) before_rev=$2; shift 2 ;;
    --hung) hung=$2; shift 2 ;;
    --check) check=1; shift ;;
    -*) echo "dbscale: unknown option $1" >&2; exit 2 ;;
    *) bundle=$1; shift ;;
  esac
done
bundle=${bundle:-${CKS_CLOUDSTACK_BUNDLE:-$repo/../shared/cloudstack}}
plugin=plugins/integrations/kubernetes-service
# shellcheck source=integration/cloudstack/bundle-check.sh
source "$cs_dir/bundle-check.sh"
require_bundle dbscale "$bundle" m2/org/apache/cloudstack "source/$plugin/pom.xml" cloudstack-src.tar.gz
# shellcheck source=integration/cloudstack/cloud-utils.sh
source "$cs_dir/cloud-utils.sh"
bundle=$(cd "$bundle" && pwd)
need=()
command -v mariadbd >/dev/null 2>&1 || need+=(mariadb-server)
command -v mariadb >/dev/null 2>&1 || need+=(mariadb-client)
# shellcheck source=integration/cloudstack/debian-packages.sh
source "$cs_dir/debian-packages.sh"
install_debian_packages dbscale "${need[@]}"
for tool in mariadbd mariadb-install-db mariadb mvn javac cargo python3; do
  command -v "$tool" >/dev/null 2>&1 || { echo "dbscale: $tool is needed (mariadb-server, maven, a JDK, cargo, python3)" >&2; exit 1; }
done
work=${DBSCALE_WORK:-/tmp/cks-vmmap-dbscale}
mkdir -p "$work/builds"
cs_flags=(-B -o --no-transfer-progress -Dstyle.color=never -Dcs.opensaml.version=2.6.4)
local_repo=${MAVEN_LOCAL_REPOSITORY:-$HOME/.m2/repository}
mkdir -p "$local_repo"
cp -rn "$bundle/m2/." "$local_repo/"
say() { echo "dbscale: $*"; }
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$pid" 2>/dev/null || true
  done
}
trap cleanup EXIT

# ---- 1. the two plugin jars, as CloudStack's build makes them ------------------------------------------------------
# build NAME APPLY_PY: the pristine module + that apply.py, packaged (cargo builds the library); cached by the patch.
build() {
  local name=$1 apply=$2 scratch key
  scratch=$(mktemp -d "$work/builds/tmp.XXXXXX")
  cp -r "$bundle/source" "$scratch/tree"; chmod -R u+w "$scratch/tree"
  python3 "$apply" "$scratch/tree" --patch "$scratch/change.patch" >/dev/null
  key=$(sha256sum "$scratch/change.patch" | cut -c1-16)
  if [ -f "$work/builds/$key/plugin.jar" ]; then
    rm -rf "$scratch"
    echo "$work/builds/$key"
    return
  fi
  python3 "$apply" "$scratch/tree" >/dev/null
  if ! (cd "$scratch/tree/$plugin" && mvn "${cs_flags[@]}" -Dmaven.test.skip=true -Dcheckstyle.skip -Drat.skip package) >"$scratch/build.log" 2>&1; then
    tail -40 "$scratch/build.log" >&2
    echo "dbscale: FAILED: building $name's plugin jar (log $scratch/build.log)" >&2
    exit 1
  fi
  mkdir -p "$work/builds/$key"
  cp "$scratch/tree/$plugin"/target/cloud-plugin-integrations-kubernetes-service-*.jar "$work/builds/$key/plugin.jar"
  (cd "$scratch/tree/$plugin" && mvn "${cs_flags[@]}" -q dependency:build-classpath -Dmdep.outputFile="$work/builds/$key/classpath.txt") >/dev/null
  rm -rf "$scratch"
  echo "$work/builds/$key"
}
t0=$(date +%s)
# The module with the change compiles against cloud-utils with the change (SshHelper's bounded overloads); verify.sh
# builds and tests it, here it is built without tests when the installed one is not of these sources. Today's main
# compiles against it as against 4.22's: the change only adds to cloud-utils.
utils_tree=$(mktemp -d "$work/builds/utils.XXXXXX")
tar -xzf "$bundle/cloudstack-src.tar.gz" -C "$utils_tree"
python3 "$cs_dir/apply.py" "$utils_tree" >/dev/null
if cloud_utils_current "$utils_tree"; then
  say "cloud-utils with the change: already installed"
else
  install_cloud_utils "$utils_tree" "$work/builds/utils.log" -DskipTests -Dcheckstyle.skip || exit 1
  say "cloud-utils with the change: built and installed ($(( $(date +%s) - t0 )) s)"
fi
rm -rf "$utils_tree"
before_src=$(mktemp -d "$work/builds/src.XXXXXX")
git -C "$repo" archive "$before_rev" | tar -x -C "$before_src"
today=$(build "today ($before_rev)" "$before_src/integration/cloudstack/apply.py")
rm -rf "$before_src"
change=$(build "this change" "$cs_dir/apply.py")
say "plugin jars: today's main ($before_rev) $today/plugin.jar, this change $change/plugin.jar ($(( $(date +%s) - t0 )) s)"
# The JDBC driver CloudStack's management server ships (the root pom's cs.mysql.version; the plugin does not depend on it).
mysql_version=$(sed -n 's:.*<cs.mysql.version>\(.*\)</cs.mysql.version>.*:\1:p' "$bundle/source/pom.xml")
connector="$local_repo/com/mysql/mysql-connector-j/$mysql_version/mysql-connector-j-$mysql_version.jar"
[ -f "$connector" ] || mvn -B -q --no-transfer-progress dependency:get -Dartifact="com.mysql:mysql-connector-j:$mysql_version" -Dtransitive=false >/dev/null
[ -f "$connector" ] || { echo "dbscale: FAILED: no $connector" >&2; exit 1; }
for dir in "$today" "$change"; do grep -q "mysql-connector-j" "$dir/classpath.txt" || printf ':%s' "$connector" >>"$dir/classpath.txt"; done
# CloudStack's own JVM flags (the root pom's argLine: the --add-opens its DAOs' cglib needs).
read -r -a jvm_flags <<<"$(python3 - "$bundle/source/pom.xml" <<'PY'
import sys
import xml.etree.ElementTree as ET
ns = {"m": "http://maven.apache.org/POM/4.0.0"}
print(" ".join(ET.parse(sys.argv[1]).getroot().find("m:properties/m:argLine", ns).text.split()))
PY
)"
driver="$work/driver"
rm -rf "$driver"; mkdir -p "$driver"
if ! javac -nowarn -d "$driver" -cp "$change/plugin.jar:$(cat "$change/classpath.txt")" $(find "$here/src" -name '*.java') >"$work/javac.log" 2>&1; then
  cat "$work/javac.log" >&2
  echo "dbscale: FAILED: compiling the driver" >&2
  exit 1
fi

# ---- 2. MariaDB on 127.0.0.1, its own data folder, performance_schema on -------------------------------------------
port=${DBSCALE_PORT:-3316}
db="$work/mariadb"
rm -rf "$db"; mkdir -p "$db/data"
mariadb-install-db --no-defaults --user="$(id -un)" --datadir="$db/data" --auth-root-authentication-method=normal >"$db/install.log" 2>&1 \
  || { tail -20 "$db/install.log"; exit 1; }
setsid mariadbd --no-defaults --user="$(id -un)" --datadir="$db/data" --bind-address=127.0.0.1 --port="$port" \
  --socket="$db/mysqld.sock" --pid-file="$db/mysqld.pid" --log-error="$db/error.log" --max-connections=700 \
  --performance-schema=ON --long-query-time=0 --slow-query-log=OFF --log-slow-verbosity=query_plan \
  --innodb-buffer-pool-size=2G --character-set-server=utf8mb4 --max-allowed-packet=256M --userstat=1 </dev/null >/dev/null 2>&1 &
pids+=($!)
sql() { mariadb --no-defaults -uroot -h127.0.0.1 -P"$port" "$@"; }
for _ in $(seq 1 60); do mariadb-admin --no-defaults -uroot -h127.0.0.1 -P"$port" ping >/dev/null 2>&1 && break; sleep 0.5; done
mariadb-admin --no-defaults -uroot -h127.0.0.1 -P"$port" ping >/dev/null || { tail -20 "$db/error.log"; exit 1; }
sql -e "DROP USER IF EXISTS ''@'localhost'; DROP USER IF EXISTS ''@'$(hostname)';
        CREATE USER 'cloud'@'127.0.0.1' IDENTIFIED BY 'cloud'; CREATE USER 'cloud'@'localhost' IDENTIFIED BY 'cloud';
        GRANT ALL ON *.* TO 'cloud'@'127.0.0.1'; GRANT ALL ON *.* TO 'cloud'@'localhost';
        CREATE USER 'scanner'@'127.0.0.1' IDENTIFIED BY 'scanner'; CREATE USER 'scanner'@'localhost' IDENTIFIED BY 'scanner';
        GRANT ALL ON *.* TO 'scanner'@'127.0.0.1'; GRANT ALL ON *.* TO 'scanner'@'localhost';"
say "MariaDB $(sql -N -e 'SELECT VERSION()') on 127.0.0.1:$port (pid ${pids[0]}), performance_schema on"

seed() {
  sql -e "DROP DATABASE IF EXISTS cloud; CREATE DATABASE cloud; DROP DATABASE IF EXISTS cloud_usage; CREATE DATABASE cloud_usage;"
  sql cloud <"$here/cloud-schema.sql"
  sql cloud <"$here/cloud-seed-base.sql"
  python3 "$cs_dir/bigcloud.py" --clusters "$clusters" ${transitional:+--transitional "$transitional"} --port "$port" \
    --module "$bundle/source/$plugin" | sed 's/^/dbscale: /'
  if [ -n "$transitional" ]; then
    python3 "$here/statewatch.py" snapshot --port "$port"
    seeded_ms=$(date +%s%3N)
  fi
}
# statewatch LABEL: the state watch's records after that sweep, against what SPEC 3.7 asks (statewatch.py)
statewatch() {
  [ -n "$transitional" ] || return 0
  python3 "$here/statewatch.py" verify --port "$port" --label "$1" --not-before-ms "$seeded_ms" | tee -a "$statewatch_results" | sed 's/^/dbscale: state watch: /' | cut -c1-400
}
# run VARIANT_DIR LABEL [ARGS]: one driver run; its DBSCALE line is appended to $results
suffix=$clusters${transitional:+-t$transitional}
rm -rf "$work/slow"; mkdir -p "$work/slow"
results="$work/dbscale-$suffix.jsonl"
statewatch_results="$work/statewatch-$suffix.jsonl"
: >"$results"
: >"$statewatch_results"
run() {
  local dir=$1 label=$2; shift 2
  local out
  out=$(java "${jvm_flags[@]}" -Xmx4g -cp "$driver:$dir/plugin.jar:$(cat "$dir/classpath.txt")" -Dlog4j2.configurationFile="$here/log4j2.xml" \
        com.cloud.kubernetes.cluster.vmmap.DbScaleDriver --port "$port" --label "$label" --slow-log "$work/slow" "$@" 2>"$work/$label.log") \
    || { tail -30 "$work/$label.log" >&2; echo "dbscale: FAILED: $label" >&2; exit 1; }
  grep '^DBSCALE' <<<"$out" | sed 's/^DBSCALE[^ ]* //' >>"$results"
  # The first line, cut (grep -m1 ends on its own: no SIGPIPE under pipefail, whatever the lines' length)
  grep -m1 '^DBSCALE' <<<"$out" | cut -c1-400
}

# ---- 3. the database cost: every listing refused at once ------------------------------------------------------------
seed
run "$today" "today-refused"
statewatch "today-refused"
seed
run "$change" "change-refused"
statewatch "change-refused"
# ---- 4. connections while listings hang: H control nodes accept TCP on 127.2.0.1:2222 and never answer ---------------
python3 - "$hung" <<'PYEOF' &
import socket, sys, time
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.2.0.1", 2222)); s.listen(1024)
held = []
while True:
    c, _ = s.accept(); held.append(c)
PYEOF
pids+=($!)
sql cloud -e "UPDATE user_ip_address SET public_ip_address = '127.2.0.1' WHERE id IN (SELECT id FROM (SELECT i.id FROM user_ip_address i
              JOIN kubernetes_cluster k ON k.network_id = i.network_id WHERE i.source_nat = 1 AND k.state IN ('Running', 'Alert')
              ORDER BY i.id LIMIT $hung) x)"
# A short deadline, past the first sweep's endpoint resolution (CKS's action worker for every cluster: about 5 ms a
# cluster here) and 8 s more: H listings wait together; their node views end unavailable (the listing's own 30 s, or
# the sweep deadline, cuts them off).
hung_deadline_ms=$(( 8000 + 8 * clusters ))
run "$change" "change-hung" --ceiling "$hung" --deadline-ms "$hung_deadline_ms"
run "$today" "today-hung" --ceiling "$hung" --deadline-ms "$hung_deadline_ms"
# The sweeps after a start until every endpoint is kept: a sweep resolves at most 1 000 through CKS's action worker
# (KubernetesClusterVmMapCheck.MAX_ENDPOINTS_RESOLVED_PER_SWEEP), then one steady sweep.
kept_sweeps=$(( (clusters + 999) / 1000 + 1 ))
# ---- 5. the endpoints kept between sweeps: the harness answers the listings (a refused SSH connection drops the kept
# endpoint), two sweeps: the first resolves every endpoint through CKS's action worker, the second only what changed ----
seed
run "$change" "change-kept" --kept --sweeps "$kept_sweeps"

# ---- 6. CKS's own status scanner beside the sweep (issue 43): on each side's freshly seeded database, the scanner
# (DbScaleScanner: CKS 4.22's KubernetesClusterStatusScanner, its 30 s delay, its own database user "scanner") runs from
# before the sweep to after it, as on a real server, where at this scale its pass outlasts its delay; the sweep starts
# once its first pass has ended (the scanner's state changes made, as they are on a server that has been up). MariaDB's
# per-user counters (userstat) and the slow log's user tell the check's statements from the scanner's. ----------------
# beside VARIANT_DIR LABEL [ARGS]: one driver run with the scanner running beside it
beside() {
  local dir=$1 label=$2 out="$work/scanner-$2.out" scanner_pid
  shift 2
  java "${jvm_flags[@]}" -Xmx2g -cp "$driver:$change/plugin.jar:$(cat "$change/classpath.txt")" -Dlog4j2.configurationFile="$here/log4j2.xml" \
    com.cloud.kubernetes.cluster.vmmap.DbScaleScanner --port "$port" --db-user scanner >"$out" 2>"$work/scanner-$label.log" &
  scanner_pid=$!
  pids+=("$scanner_pid")
  for _ in $(seq 1 1200); do grep -q '^SCANNER pass 1 ' "$out" && break; kill -0 "$scanner_pid" 2>/dev/null || break; sleep 0.5; done
  grep -q '^SCANNER pass 1 ' "$out" || { tail -30 "$work/scanner-$label.log" >&2; echo "dbscale: FAILED: CKS's scanner's first pass ($label)" >&2; exit 1; }
  say "CKS's scanner beside ($label): $(grep '^SCANNER pass 1 ' "$out")"
  # Each sweep starts as the scanner starts its next pass (the driver waits for it): the two work at once, as they do on
  # a server at this scale, where a pass outlasts the delay.
  run "$dir" "$label" "$@" --with-scanner "$out"
  kill "$scanner_pid"
  for _ in $(seq 1 50); do kill -0 "$scanner_pid" 2>/dev/null || break; sleep 0.2; done
  kill -9 "$scanner_pid" 2>/dev/null || true
  wait "$scanner_pid" 2>/dev/null || true
  python3 - "$out" "$label" >>"$results" <<'PY'
import json, sys
lines = [l.split() for l in open(sys.argv[1]) if l.startswith("SCANNER ")]
passes = [p for p in lines if p[1] == "pass"]
# Each pass as [start, end] (epoch ms); one still running when the scanner was stopped has no end.
ended = {int(p[2]): int(p[4]) for p in passes}
spans = [[int(p[3]), ended.get(int(p[2]))] for p in lines if p[1] == "start"]
print(json.dumps({"label": "scanner-" + sys.argv[2], "passes": len(passes), "spans": spans,
                  "pass_ms": [int(p[4]) - int(p[3]) for p in passes], "running_alert": [[int(p[6]), int(p[8])] for p in passes]}))
PY
  say "CKS's scanner beside ($label): $(grep -c '^SCANNER pass ' "$out") passes"
}
seed
beside "$today" "today-beside"
seed
beside "$change" "change-beside" --kept --sweeps "$kept_sweeps"

python3 "$here/report.py" "$results" --clusters "$clusters" --hung "$hung" --before "$before_rev" \
  ${transitional:+--transitional "$transitional" --statewatch "$statewatch_results"} $([ "$check" = 1 ] && echo --check)
say "done in $(( $(date +%s) - t0 )) s; results in $results"
