#!/usr/bin/env bash
# The VM map check end to end in a running CloudStack management server: integration/cloudstack/e2e.sh [BUNDLE]
#
# BUNDLE is the CloudStack bundle verify.sh uses (default ../shared/cloudstack beside this checkout, or
# $CKS_CLOUDSTACK_BUNDLE); this script needs its cloudstack-src.tar.gz (the whole CloudStack tree) and m2/.
#
#  1. installs what is missing from Debian's packages (MariaDB, OpenSSH's server) without starting their services;
#  2. extracts the CloudStack tree to a scratch folder, applies the change with the patch `apply.py --patch` writes,
#     and builds the management server with the simulator hypervisor as the bundle's README says (a tree already built
#     from the same patch in the scratch folder is reused);
#  3. runs MariaDB on 127.0.0.1:3306 with its own data folder, deploys the schema (-Ddeploydb, -Ddeploydb-simulator),
#     and turns the database encryption on as `cloudstack-setup-databases` does by default (`-e file`): the servers'
#     db.properties get db.cloud.encryption.type=file, db.cloud.encrypt.secret=ENC(...), db.cloud.encryptor.version=V2
#     and the two database passwords as ENC(...), made by CloudStack's own EncryptionCLI from the built tree's
#     cloud-utils bundled jar (the jar a package installs as cloudstack-utils.jar) with a management server key made
#     for the run, and that key is written to a file named `key` in client/target/conf, the folder jetty:run puts on the
#     webapp's classpath (where the server finds db.properties too); an installed server finds it in
#     /etc/cloudstack/management, which is on its classpath. The Hidden and Secure configuration rows the developer
#     deploy wrote in plain text (it runs without encryption) are encrypted with the database key, as the installed
#     server would have written them. E2E_DB_ENCRYPTION=0 leaves it off (the developer template as it is);
#  4. runs an OpenSSH server on 127.0.0.1:2222 (its own config, host keys and authorized keys) that stands in for the
#     cluster's control node: CKS reaches a cluster behind an external load balancer at that detail's address, port
#     2222; the login is the management server's own key, and the only command it runs is
#     `sudo /opt/bin/kubectl get nodes --no-headers`, which prints the node list this script controls;
#  5. starts the management server (jetty:run -Dsimulator), makes a zone with CloudStack's API, deploys the VMs, makes
#     the cluster and its map rows by SQL (no API makes a hand-made cluster), and plays the timeline below, checking
#     each sweep by SQL on event, alert and kubernetes_cluster_details and by the server's log line:
#       encryption on     the effective db.properties, the key file, the server's log line, a Secure and a Hidden
#                         configuration row stored encrypted (decrypted with the database key by EncryptionCLI -d)
#       first sweep       every kind of mismatch reported once: WARN event, alert, alert cap with its summary, details
#       the API           (issue 28) getKubernetesClusterVmMapCheckResults as root admin (integration port): each
#                         mismatch by kind, reported, its event's text, the VMs' uuid, name and state; the list's
#                         vmmapmismatches; errors 431 for no such cluster and an ExternalManaged one; refused to a
#                         domain admin and a user (accounts made with the API, calls signed with their keys on 8080),
#                         whose cluster lists carry no check column
#       the UI            (issue 28) ui-test.sh builds the UI with the change meanwhile (CKS_UI_BUILD); e2e_browser.py
#                         serves it on 127.0.0.1:5050 in front of the server and drives Debian's chromium, headless,
#                         over its DevTools pipe: logs in as admin, opens the cluster's "VM map check" tab, reads the
#                         mismatches, clicks "Run a fresh check", opens the cluster list; screenshots in
#                         $E2E_WORK/screenshots (their paths in the summary)
#       kubectl failing   nothing reported again, the node detail kept exactly, the reason logged once
#       repair + fresh    (issue 28) the VM side repaired, then a fresh check through the API: the INFO event at once,
#                         the VM detail gone, the list's count down to the nodes' three, no sweep in between
#       restart           the server restarted between sweeps: nothing reported again (dedupe lives in the details)
#       setting off       updateConfiguration turns the check off without a restart: no sweep for 330 s
#       setting on        turned on again: the next status-scanner run sweeps, and reports nothing new
#       hostile tenant    a second cluster whose control node (a second OpenSSH server, 127.0.0.2:2222) prints node
#                         lines without end, beside the honest cluster with one more ghost node: the server's heap,
#                         sampled with jcmd during the sweep, stays under 1 GiB (-Xmx2g), the honest cluster's new
#                         mismatch is reported, the tenant's node view is unavailable with its reason logged once, and
#                         the tenant gets no event, alert or detail; then one more sweep changes nothing
#       hostile reconcile (issue 38) the tenant's cluster put where CKS's status scanner reconciles it (Alert, its VM
#                         Running, map rows = node count): over a check sweep and at least three scanner passes the
#                         scanner's ready count reaches the tenant's node and is cut at 4 MiB (a WARN line with the
#                         reason each time), the heap stays under 1 GiB, no OutOfMemoryError, the tenant stays in Alert,
#                         the honest cluster is unaffected; then the tenant is set Running again
#       speed             (issue 28) at the end, right after a sweep: the API's answer from the database for a
#                         cluster of 50 VMs, and listKubernetesClusters' page of 500 clusters as root admin with the
#                         check on and off and as a domain admin: time and MariaDB's Com_select and Bytes_sent per call
#       fixes             (issue 40) every fix the GUIDE names, as an operator runs it on a cluster in Alert with a
#                         mismatch of each kind: recover and start a destroyed VM, the SQL for rows no API reaches,
#                         destroy (expunge) an Error VM once unmapped and an unmapped VM, kubectl delete node and a
#                         node rejoining after rebootVirtualMachine (the stand-in's list: the simulator has no
#                         kubelet); each accepted and gone at the fresh check after it, an INFO event per side; then
#                         the cluster stuck in Scaling (scale timeout 1 s) and startKubernetesCluster, its way back
#       browser states    (issue 40) in chromium, on that cluster: the tab with the check off (432) and with a
#                         sweep holding the check's lock (534: another database session holds it, GET_LOCK), each an
#                         inline message with the API's text; the cluster list at 1280 and 1440 px, names on one line
#       Marvin            (issue 39) last, the change's test in CloudStack's integration suite
#                         (test/integration/smoke/test_kubernetes_cluster_vm_map_check.py), Marvin built from the tree's
#                         tools/marvin against this server, run with nosetests --with-marvin: a clean answer, a map row
#                         pointed at no VM reported (an event hidden from users, an alert) and cleared with its INFO
#                         event, Scaling past a scale timeout of 1 s reported and left, a domain admin and a user refused
#       after every sweep the last-sweep row (configuration, Hidden) holds no plain decimal but a value that decrypts
#                         to the sweep's start; at the end: at least 3 sweeps in a row 5 minutes apart, and no warning
#                         that the row could not be read
#       stuck states      (issue 27, folded into the sweeps above) a cluster in Scaling, with
#                         cloud.kubernetes.cluster.scale.timeout set to 60 s through the API: recorded at the first
#                         sweep, reported once (WARN event, alert) at the next, nothing at the one after (across the
#                         restart), then set Running by SQL: one INFO event, the record gone, its planted ghost node
#                         reported by the map check; and a cluster in Upgrading for one sweep only (bound 3600 s), then
#                         Running: no event, no alert, no record left
#  6. two management servers on the one MariaDB (issue 16): server B runs from a copy of the built tree in a network
#     namespace the script makes (cks-e2e-ms2, 10.231.0.2, joined to this host's 10.231.0.1 by a veth pair; MariaDB
#     also listens on 10.231.0.1; B has its own OpenSSH control nodes on its own loopback), both with the check on:
#       six clusters      each of its own owner, each with one node without a VM, control nodes that answer in 8 s
#       kill -9           the server that sweeps, once it has applied some of the six (not all): the other server
#                         sweeps at the next interval and every mismatch has exactly one WARN event; the killed server
#                         restarts and reports nothing new
#       database fault    a trigger makes inserts into `event` fail for the check's type: nothing half-applied; the
#                         trigger dropped, each new mismatch reported once
#       setting off on B  updateConfiguration through B's API: neither server sweeps for 330 s
#       intervals         over the whole part, no two sweeps (on either server) started less than 5 minutes apart
#       duplicates        no WARN event and no alert of the check twice, across both servers
#  7. prints the summary table (expected vs seen per check), stops every process it started (by PID), removes the
#     namespace and checks that nothing it started is still listening. Exit status 0 only when every check matched.
#
# E2E_PHASES: "single,multi" (default), "single" or "multi" (the zone and the two servers without the first part), or
# "speed" (the first part's setup and its last step, the operator's view's speed, alone), "reconcile" (the first
# part's setup and its hostile reconcile step, alone), "alert" (issue 41's step on why a cluster is in Alert, after
# the VMs alone), "fixes" (issue 40's fixes and browser states alone, on the zone) or "marvin" (issue 39's Marvin test alone, on the
# zone); the first part ends with those two. Phases combine: E2E_PHASES=fixes,marvin.
# Environment: E2E_WORK scratch folder (default /tmp/cks-vmmap-e2e; the built tree is kept there for the next run);
# E2E_KEEP_RUNNING=1 leaves the servers up at the end (for a look by hand; stop them with `e2e.sh stop`);
# E2E_DB_ENCRYPTION=0 runs the servers without database encryption (the developer default), for comparison.
# Without a bundle it skips with a message, except under CI=true, where a missing bundle is a failure.
set -euo pipefail
# The whole script is one block, read before it runs: bash reads a script as it goes, and this one runs for half an
# hour, so an edit of the file meanwhile would otherwise change what the running test does.
{
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
work=${E2E_WORK:-/tmp/cks-vmmap-e2e}
plugin=plugins/integrations/kubernetes-service
cs_flags=(-B --no-transfer-progress -Dstyle.color=never -Dcs.opensaml.version=2.6.4)
ports=(3306 2222 8080 8096 8250 9090 5050 6443)
phases=${E2E_PHASES:-single,multi}
has_phase() { [[ ",$phases," == *",$1,"* ]]; }
started_at=$(date +%s)

say() { printf 'e2e: %s\n' "$*"; }
elapsed() { echo "$(( $(date +%s) - started_at )) s"; }

# ---- stopping what this script started: by PID, recorded in $work/pids -------------------------------------------
pid_of() { awk -v n="$1" '$1 == n {print $2}' "$work/pids" 2>/dev/null | tail -1; }

# shellcheck source=integration/cloudstack/pids.sh
source "$here/pids.sh"

netns=cks-e2e-ms2
stop_all() {
  stop_recorded
  if ip netns list 2>/dev/null | grep -qw "$netns"; then
    ip netns delete "$netns"
    say "removed the network namespace $netns"
  fi
  ip link delete cks-e2e-a 2>/dev/null || true
}

stop_one() {
  local pid
  pid=$(pid_of "$1")
  [ -n "$pid" ] || return 0
  stop_pid "$1" "$pid"
  awk -v n="$1" '$1 != n' "$work/pids" >"$work/pids.new" && mv "$work/pids.new" "$work/pids"
}

# A listener on the port at an address this test uses: any address for the servers' ports; for 2222 the wildcard
# and the control nodes' 127.0.0.1-7 only (another test's SSH server on another loopback address does not collide).
listening_on() {
  if [ "$1" = 2222 ]; then
    ss -ltnH "( sport = :$1 )" 2>/dev/null | awk '{print $4}' | grep -qE '^(0\.0\.0\.0|\*|\[::\]|127\.0\.0\.[1-7]):2222$'
  else
    ss -ltnH "( sport = :$1 )" 2>/dev/null | grep -q .
  fi
}

if [ "${1:-}" = stop ]; then
  stop_all
  exit 0
fi

# Both parts: one run each, each with a database of its own. In one database the first part's VMs (the speed step's
# 50 among them) left the simulator's zone no room for the second part's six control VMs: deployVirtualMachine failed
# with error 533, "No destination found" (stop 34).
if [ "$phases" = single,multi ]; then
  set +e
  E2E_PHASES=single bash "$0" "$@"
  single_status=$?
  E2E_PHASES=multi bash "$0" "$@"
  multi_status=$?
  say "both parts: the first part's run ended with status $single_status, the second's with $multi_status; $(elapsed) in all"
  exit $(( single_status != 0 || multi_status != 0 ))
fi

bundle=${1:-${CKS_CLOUDSTACK_BUNDLE:-$repo/../shared/cloudstack}}
# shellcheck source=integration/cloudstack/bundle-check.sh
source "$here/bundle-check.sh"
require_bundle e2e "$bundle" cloudstack-src.tar.gz m2/org/apache/cloudstack "source/$plugin/pom.xml"
bundle=$(cd "$bundle" && pwd)

# ---- 1. packages ----------------------------------------------------------------------------------------------------
need=()
command -v mariadbd >/dev/null 2>&1 || need+=(mariadb-server)
command -v mariadb >/dev/null 2>&1 || need+=(mariadb-client)
[ -x /usr/sbin/sshd ] || need+=(openssh-server)
command -v ssh-keygen >/dev/null 2>&1 || need+=(openssh-client)
command -v ss >/dev/null 2>&1 || need+=(iproute2)
command -v curl >/dev/null 2>&1 || need+=(curl)
# The browser step (issue 28): Debian's chromium, and node/npm for the UI's build (ui-test.sh) when missing.
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v npm >/dev/null 2>&1 || need+=(nodejs npm)
# shellcheck source=integration/cloudstack/debian-packages.sh
source "$here/debian-packages.sh"
install_debian_packages e2e "${need[@]}"

for port in "${ports[@]}"; do
  if listening_on "$port"; then
    echo "e2e: FAILED: something already listens on port $port; this test needs ports ${ports[*]} free" >&2
    exit 1
  fi
done

mkdir -p "$work"
stop_all
if [ "${E2E_KEEP_RUNNING:-0}" != 1 ]; then
  trap 'stop_all' EXIT
fi

# ---- 2. the CloudStack tree with the change, built ----------------------------------------------------------------
say "writing the change's patch (source only: CloudStack's build makes the library with cargo)"
pristine=$(mktemp -d "${TMPDIR:-/tmp}/cks-vmmap-e2e-pristine.XXXXXX")
# The whole tree: the change reaches beyond the module (cloud-utils' SshHelper, the UI).
tar -xzf "$bundle/cloudstack-src.tar.gz" -C "$pristine"
python3 "$here/apply.py" "$pristine" --patch "$work/change.patch" | tail -1
rm -rf "$pristine"
patch_sum=$(sha256sum "$work/change.patch" | cut -c1-16)
# The UI's part of the change alone (the diffs of ui/...): a UI built from the same part is reused by the browser states.
ui_sum=$(python3 -c 'import re, sys, hashlib; t = open(sys.argv[1], errors="replace").read()
print(hashlib.sha256("".join(p for p in re.split(r"^(?=diff --git )", t, flags=re.M) if p.startswith("diff --git a/ui/")).encode()).hexdigest()[:16])' \
  "$work/change.patch")
tree="$work/cloudstack"
local_repo=${MAVEN_LOCAL_REPOSITORY:-$HOME/.m2/repository}
mkdir -p "$local_repo"
cp -rn "$bundle/m2/." "$local_repo/"
chmod -R u+w "$local_repo/org/apache/cloudstack" "$local_repo/org/jenkins-ci" 2>/dev/null || true
# Which files two patches change differently (each file's diff compared whole): the names, one a line.
patch_differs() {
  python3 - "$1" "$2" <<'PY'
import re, sys
def files(path):
    text = open(path, errors="replace").read()
    parts = re.split(r"^(?=diff --git )", text, flags=re.M)
    return {re.match(r"diff --git a/(\S+)", p).group(1): p for p in parts if p.startswith("diff --git ")}
a, b = files(sys.argv[1]), files(sys.argv[2])
for name in sorted(set(a) | set(b)):
    if a.get(name) != b.get(name):
        print(name)
PY
}
# The built tree's patch taken back and this one applied in its place (the tree's build outputs kept).
exchange_patch() {
  (cd "$tree" && git apply -R --check "$tree/.e2e-patch" && git apply -R "$tree/.e2e-patch" && git apply --check "$work/change.patch" \
    && git apply "$work/change.patch") || { echo "e2e: FAILED: could not exchange the patch in $tree (remove it to build anew)" >&2; exit 1; }
}
if [ -f "$tree/.e2e-built" ] && [ "$(cat "$tree/.e2e-built")" = "$patch_sum" ]; then
  say "reusing the management server built from the same patch ($patch_sum) in $tree"
  [ -f "$tree/.e2e-patch" ] || cp "$work/change.patch" "$tree/.e2e-patch"
elif [ -f "$tree/.e2e-built" ] && [ -f "$tree/.e2e-patch" ] && [ -n "$(patch_differs "$tree/.e2e-patch" "$work/change.patch")" ] \
    && ! patch_differs "$tree/.e2e-patch" "$work/change.patch" | grep -qv -e "^ui/" -e "^test/integration/"; then
  # Only the UI (built apart, by ui-test.sh) and Marvin's tests differ: no Maven build step reads either, so the patch
  # is exchanged and nothing is built.
  changed=$(patch_differs "$tree/.e2e-patch" "$work/change.patch" | wc -l)
  exchange_patch
  cp "$work/change.patch" "$tree/.e2e-patch"
  echo "$patch_sum" >"$tree/.e2e-built"
  say "the tree in $tree was built from a patch that differs only in ui/ and test/integration ($changed files): patch exchanged, nothing to build"
elif [ -f "$tree/.e2e-built" ] && [ -f "$tree/.e2e-patch" ] && [ -n "$(patch_differs "$tree/.e2e-patch" "$work/change.patch")" ] \
    && ! patch_differs "$tree/.e2e-patch" "$work/change.patch" | grep -qv -e "^$plugin/" -e "^test/integration/"; then
  # A tree built from a patch that differs from this one only inside the kubernetes-service module (and in Marvin's
  # tests under test/integration/, which no build step reads): that patch is
  # taken back, this one applied, and the module built again from clean (cargo builds its library anew in
  # target/rust), then the client module, whose shaded cloud-client-ui jar (on jetty:run's extraClasspath) carries
  # every plugin's classes: without it the server runs the module's old classes. The rest of the tree is what the
  # same patch would have built.
  changed=$(patch_differs "$tree/.e2e-patch" "$work/change.patch" | wc -l)
  exchange_patch
  rm -f "$tree/.e2e-built"
  cp "$work/change.patch" "$tree/.e2e-patch"
  say "the tree in $tree was built from another patch that differs only in $plugin and test/integration ($changed files): patch exchanged;"
  say "  building that module again (mvn -pl $plugin clean install), then the client (mvn -Pdeveloper -Dsimulator -pl client install)"
  t0=$(date +%s)
  if ! (cd "$tree" && mvn "${cs_flags[@]}" -o -DskipTests -Dcheckstyle.skip -Drat.skip -pl "$plugin" clean install \
      && mvn "${cs_flags[@]}" -o -Pdeveloper -Dsimulator -DskipTests -Ddownload.plugin.skip=true -Dcheckstyle.skip -Drat.skip \
        -pl client install) >"$work/build.log" 2>&1; then
    grep -E "ERROR|BUILD" "$work/build.log" | head -40
    echo "e2e: FAILED: CloudStack's build of $plugin and the client (log: $work/build.log)" >&2
    exit 1
  fi
  echo "$patch_sum" >"$tree/.e2e-built"
  say "module built in $(( $(date +%s) - t0 )) s"
else
  rm -rf "$tree"
  mkdir -p "$tree"
  tar -xzf "$bundle/cloudstack-src.tar.gz" -C "$tree"
  (cd "$tree" && git apply --check "$work/change.patch" && git apply "$work/change.patch")
  say "CloudStack tree extracted and the patch applied ($(grep -c '^diff --git ' "$work/change.patch") files)"
  # The bundle's README: engine/schema downloads system VM checksums while it builds; that download is skipped.
  mkdir -p "$tree/engine/schema/dist/systemvm-templates"
  : >"$tree/engine/schema/dist/systemvm-templates/sha512sum.txt"
  say "building the management server with the simulator (mvn -Pdeveloper -Dsimulator -pl client,developer -am install; about 12 minutes)"
  t0=$(date +%s)
  if ! (cd "$tree" && mvn "${cs_flags[@]}" -T 2 -Pdeveloper -Dsimulator -DskipTests -Ddownload.plugin.skip=true -Dcheckstyle.skip \
      -Drat.skip -pl client,developer -am install) >"$work/build.log" 2>&1; then
    grep -E "ERROR|BUILD" "$work/build.log" | head -40
    echo "e2e: FAILED: CloudStack's build of the management server (log: $work/build.log)" >&2
    exit 1
  fi
  echo "$patch_sum" >"$tree/.e2e-built"
  cp "$work/change.patch" "$tree/.e2e-patch"
  say "built in $(( $(date +%s) - t0 )) s"
fi

# jetty:run (-pl client) loads the plugins from the local Maven repository: the kubernetes-service jar there must be
# this tree's (another build, bundle.sh on a pristine checkout for one, may have installed its own since).
artifact=cloud-plugin-integrations-kubernetes-service
built_jar=$(find "$tree/$plugin/target" -maxdepth 1 -name "$artifact-*.jar" ! -name '*-tests.jar' | head -1)
version=$(basename "$built_jar" .jar)
version=${version#"$artifact-"}
installed_jar="$local_repo/org/apache/cloudstack/$artifact/$version/$artifact-$version.jar"
if ! cmp -s "$built_jar" "$installed_jar"; then
  mkdir -p "$(dirname "$installed_jar")"
  cp "$built_jar" "$installed_jar"
  say "the local Maven repository had another $artifact $version: replaced with this tree's"
fi
# The same for cloud-utils, whose SshHelper gains the bounded overloads the module calls (issue 38).
utils_built=$(find "$tree/utils/target" -maxdepth 1 -name "cloud-utils-$version.jar" | head -1)
utils_installed="$local_repo/org/apache/cloudstack/cloud-utils/$version/cloud-utils-$version.jar"
if [ -n "$utils_built" ] && ! cmp -s "$utils_built" "$utils_installed"; then
  cp "$utils_built" "$utils_installed"
  say "the local Maven repository had another cloud-utils $version: replaced with this tree's"
fi
if ! python3 -m zipfile -l "$utils_installed" | grep "com/cloud/utils/ssh/SshCommandResult.class" >/dev/null; then
  echo "e2e: FAILED: $utils_installed does not carry SshHelper's bounded overloads" >&2
  exit 1
fi
if ! python3 -m zipfile -l "$installed_jar" | grep "native/linux-x86_64/libcks_vmmap_check.so" >/dev/null; then
  echo "e2e: FAILED: $installed_jar does not carry the VM map check" >&2
  exit 1
fi
if grep -q '^GIT binary patch' "$work/change.patch" || ! grep -q "Compiling cks-vmmap-check v0.1.0 ($tree/$plugin/src/main/rust)" "$work/build.log" 2>/dev/null; then
  echo "e2e: FAILED: the management server's library was not built by CloudStack's build from the patch's sources" >&2
  exit 1
fi
say "the plugin's library was built by cargo inside CloudStack's build from the patch's src/main/rust (no prebuilt library)"
# jetty:run also has the client's shaded jar on its class path, with every plugin's classes in it: it must hold this
# module's (a client built before the module would run the old check).
client_jar=$(find "$tree/client/target" -maxdepth 1 -name 'cloud-client-ui-*.jar' ! -name 'original-*' | head -1)
check_class=com/cloud/kubernetes/cluster/vmmap/KubernetesClusterVmMapCheck.class
if [ -z "$client_jar" ] || ! cmp -s <(unzip -p "$built_jar" "$check_class") <(unzip -p "$client_jar" "$check_class"); then
  echo "e2e: FAILED: the client's shaded jar (${client_jar:-missing}) does not carry this build's $check_class" >&2
  exit 1
fi

# ---- 3. MariaDB, its own data folder, on loopback (and on the namespace's link for server B) ------------------------
bind=127.0.0.1
if has_phase multi; then
  # Server B's network namespace: its own loopback and ports (CloudStack's 8096 and 8250 come from the shared database,
  # so two servers on one host need two network stacks), joined to this host by a veth pair on 10.231.0.0/30.
  ip netns add "$netns"
  ip link add cks-e2e-a type veth peer name cks-e2e-b
  ip link set cks-e2e-b netns "$netns"
  ip addr add 10.231.0.1/30 dev cks-e2e-a
  ip link set cks-e2e-a up
  ip netns exec "$netns" ip addr add 10.231.0.2/30 dev cks-e2e-b
  ip netns exec "$netns" ip link set cks-e2e-b up
  ip netns exec "$netns" ip link set lo up
  bind=127.0.0.1,10.231.0.1
  say "network namespace $netns for server B: 10.231.0.2, this host 10.231.0.1 (veth cks-e2e-a/cks-e2e-b)"
fi
db="$work/mariadb"
rm -rf "$db"
mkdir -p "$db/data"
mariadb-install-db --no-defaults --user="$(id -un)" --datadir="$db/data" --auth-root-authentication-method=normal \
  >"$db/install.log" 2>&1 || { tail -20 "$db/install.log"; exit 1; }
# CloudStack's recommended server settings (its installation guide), and nothing but loopback.
setsid mariadbd --no-defaults --user="$(id -un)" --datadir="$db/data" --bind-address="$bind" --port=3306 \
  --socket="$db/mysqld.sock" --pid-file="$db/mysqld.pid" --log-error="$db/error.log" --max-connections=700 \
  --innodb-rollback-on-timeout=1 --innodb-lock-wait-timeout=600 --log-bin="$db/binlog" --binlog-format=ROW \
  --server-id=1 --character-set-server=utf8mb4 </dev/null >/dev/null 2>&1 &
echo "mariadb $!" >>"$work/pids"
for _ in $(seq 1 60); do
  mariadb-admin --no-defaults -uroot -h127.0.0.1 -P3306 ping >/dev/null 2>&1 && break
  sleep 1
done
mariadb-admin --no-defaults -uroot -h127.0.0.1 -P3306 ping >/dev/null || { tail -20 "$db/error.log"; exit 1; }
# mariadb-install-db makes anonymous users, which would shadow CloudStack's 'cloud'@'%' on some hosts.
mariadb --no-defaults -uroot -h127.0.0.1 -P3306 -e "DROP USER IF EXISTS ''@'localhost'; DROP USER IF EXISTS ''@'$(hostname)';"
say "MariaDB $(mariadb --no-defaults -uroot -h127.0.0.1 -N -e 'SELECT VERSION()') on 127.0.0.1:3306, data in $db/data"
t0=$(date +%s)
for profile in deploydb deploydb-simulator; do
  if ! (cd "$tree" && mvn "${cs_flags[@]}" -Pdeveloper -pl developer "-D$profile") >"$work/$profile.log" 2>&1; then
    grep -E "ERROR|Exception" "$work/$profile.log" | head -30
    echo "e2e: FAILED: mvn -Pdeveloper -pl developer -D$profile (log: $work/$profile.log)" >&2
    exit 1
  fi
done
say "schema deployed (-Ddeploydb, -Ddeploydb-simulator) in $(( $(date +%s) - t0 )) s"
# The developer prefill sets expunge.delay to 20 s; CloudStack's expunge task then removes Destroyed and Error VMs
# (UserVmDaoImpl.findDestroyedVms) within a minute, before the first sweep could see them in those states. The
# production default (one day) keeps them as they are for the test.
mariadb --no-defaults -uroot -h127.0.0.1 -P3306 cloud -e "UPDATE configuration SET value = '86400' WHERE name = 'expunge.delay'"
say "expunge.delay set to CloudStack's default, 86400 s (the developer prefill has 20 s)"

# ---- 3b. database encryption, as cloudstack-setup-databases leaves an installed server (its default, -e file) ---------
# CloudStack reads db.properties with PropertiesUtil.findConfigFile("db.properties") and the key as the classpath
# resource "key" (EncryptionSecretKeyChecker, encryption type file): an installed server has /etc/cloudstack/management
# on its classpath (packaging/systemd/cloudstack-management.default), where cloud-setup-databases writes both. jetty:run
# puts client/target/conf/ first on the webapp's classpath (client/pom.xml, extraClasspath) and regenerates
# client/target/conf/db.properties from client/conf/db.properties.in at every start (the antrun copy, in
# generate-resources, replacing @DBPW@ and the other tokens), so the settings go into the template and the key into
# client/target/conf/key, which that copy leaves alone. No setting names another path for the key.
encryption=${E2E_DB_ENCRYPTION:-1}
template="$tree/client/conf/db.properties.in"
key_file="$tree/client/target/conf/key"
[ -f "$template" ] || { echo "e2e: FAILED: $template is missing: is this CloudStack's tree?" >&2; exit 1; }
# The template as the tarball has it, kept beside it: every run starts from it (the tree is reused between runs).
[ -f "$template.e2e-pristine" ] || cp "$template" "$template.e2e-pristine"
cp "$template.e2e-pristine" "$template"
rm -f "$key_file"
utils_jar=$(find "$tree/utils/target" -maxdepth 1 -name 'cloud-utils-*-bundled.jar' | head -1)
db_secret=""
if [ "$encryption" = 1 ]; then
  [ -n "$utils_jar" ] || { echo "e2e: FAILED: no cloud-utils bundled jar in $tree/utils/target (CloudStack's cloudstack-utils.jar)" >&2; exit 1; }
  # What cloud-setup-databases runs for each value: java -classpath cloudstack-utils.jar com.cloud.utils.crypt.EncryptionCLI
  # -i VALUE -p KEY --encryptorversion V2 (its default -g V2); -d decrypts.
  cs_crypt() {
    local out
    out=$(java -classpath "$utils_jar" com.cloud.utils.crypt.EncryptionCLI "$@" 2>>"$work/encryption-cli.log") || return 1
    out=$(printf '%s\n' "$out" | tail -1)
    [ -n "$out" ] || return 1
    printf '%s\n' "$out"
  }
  # The two keys of cloud-setup-databases (-m: the management server's key, -k: the database's); its defaults are both
  # "password", an installation passes its own: one made for this run.
  ms_key=$(python3 -c 'import secrets; print(secrets.token_hex(16))')
  db_secret=$(python3 -c 'import secrets; print(secrets.token_hex(16))')
  db_password=$(sed -n 's/^DBPW=//p' "$tree/build/replace.properties")
  [ -n "$db_password" ] || { echo "e2e: FAILED: no DBPW in $tree/build/replace.properties" >&2; exit 1; }
  : >"$work/encryption-cli.log"
  enc_secret=$(cs_crypt -i "$db_secret" -p "$ms_key" --encryptorversion V2) || { cat "$work/encryption-cli.log" >&2; exit 1; }
  enc_password=$(cs_crypt -i "$db_password" -p "$ms_key" --encryptorversion V2) || { cat "$work/encryption-cli.log" >&2; exit 1; }
  [ "$(cs_crypt -d -i "$enc_secret" -p "$ms_key" --encryptorversion V2)" = "$db_secret" ] || {
    echo "e2e: FAILED: EncryptionCLI does not decrypt what it encrypted" >&2; exit 1; }
  # (| as sed's delimiter: the values are base64, which has / and + but no |.)
  sed -i -e "s|^db.cloud.encryption.type=.*|db.cloud.encryption.type=file|" \
    -e "s|^db.cloud.encrypt.secret=.*|db.cloud.encrypt.secret=ENC($enc_secret)|" \
    -e "s|^db.cloud.encryptor.version=.*|db.cloud.encryptor.version=V2|" \
    -e "s|^db.cloud.password=.*|db.cloud.password=ENC($enc_password)|" \
    -e "s|^db.usage.password=.*|db.usage.password=ENC($enc_password)|" "$template"
  for want in "db.cloud.encryption.type=file" "db.cloud.encrypt.secret=ENC(" "db.cloud.encryptor.version=V2" \
      "db.cloud.password=ENC(" "db.usage.password=ENC("; do
    grep -q "^$want" "$template" || { echo "e2e: FAILED: $template: no $want" >&2; exit 1; }
  done
  # cloud-setup-databases writes the key without a newline, mode 640.
  mkdir -p "$(dirname "$key_file")"
  (umask 077 && printf '%s' "$ms_key" >"$key_file")
  chmod 640 "$key_file"
  # The developer deploy ran without encryption (DatabaseCreator reads utils/conf/db.properties), so the Hidden and
  # Secure configuration rows it wrote hold plain text (developer-prefill.sql's init = 'false' among them), which an
  # encrypted server cannot read. An installed server writes them encrypted (cloud-setup-databases' server-setup.sql
  # leaves init NULL; the server's own writes of Hidden and Secure values encrypt them): each is encrypted here with
  # the database key, as ConfigurationVO.setValue would have.
  converted=()
  while IFS=$'\t' read -r name value; do
    [ -n "$name" ] || continue
    enc=$(cs_crypt -i "$value" -p "$db_secret" --encryptorversion V2) || { cat "$work/encryption-cli.log" >&2; exit 1; }
    mariadb --no-defaults -uroot -h127.0.0.1 -P3306 cloud -e "UPDATE configuration SET value = '$enc' WHERE name = '$name'"
    converted+=("$name")
  done < <(mariadb --no-defaults -uroot -h127.0.0.1 -P3306 -N -B cloud -e \
    "SELECT name, value FROM configuration WHERE category IN ('Hidden', 'Secure') AND value IS NOT NULL AND value <> ''")
  printf 'ms_key=%s\ndb_secret=%s\n' "$ms_key" "$db_secret" >"$work/encryption"
  chmod 600 "$work/encryption"
  say "database encryption on, as cloudstack-setup-databases -e file: $template has db.cloud.encryption.type=file, the"
  say "  secret and both passwords as ENC(...) (EncryptionCLI, V2); the management server key in $key_file (the webapp's"
  say "  classpath, as /etc/cloudstack/management is an installed server's); ${#converted[@]} Hidden/Secure rows the developer"
  say "  deploy left in plain text encrypted with the database key: ${converted[*]:-none}"
else
  rm -f "$work/encryption"
  say "database encryption off (E2E_DB_ENCRYPTION=0): the developer template as it is"
fi

# ---- 4. the control node: OpenSSH on 127.0.0.1:2222 ----------------------------------------------------------------
sshd_dir="$work/sshd"
home="$work/home"
rm -rf "$sshd_dir" "$home"
mkdir -p "$sshd_dir" "$home/.ssh" /run/sshd
chmod 700 "$home/.ssh"
for type in ed25519 ecdsa rsa; do ssh-keygen -q -t "$type" -N '' -f "$sshd_dir/host_$type" </dev/null; done
: >"$sshd_dir/authorized_keys"
: >"$sshd_dir/commands"
login_user=$(id -un)
cat >"$sshd_dir/kubectl" <<EOF
#!/bin/sh
# The control node's one command. Prints the node list the test controls: the file nodes-ADDRESS for the address the
# client reached (the state-watch clusters' control nodes, 127.0.0.3 and 127.0.0.4), else the file nodes (the
# cluster e2e's, 127.0.0.1); on 127.0.0.1 it fails while the file kubectl-fails exists, as kubectl does when the API
# server cannot be reached.
# On 127.0.0.5 and 127.0.0.6 (issue 41's clusters alrt and alrm) and 127.0.0.7 (issue 40's cluster fix) it also answers
# CKS's Alert reconcile and start: the Ready count, from its node list as CKS's own pipeline counts it, and a kubeconfig.
echo "\$SSH_ORIGINAL_COMMAND" >>"$sshd_dir/commands"
addr=\$(echo "\$SSH_CONNECTION" | cut -d' ' -f3)
reconciled=no
case "\$addr" in 127.0.0.5|127.0.0.6|127.0.0.7) reconciled=yes ;; esac
if [ "\$reconciled" = yes ] && [ "\$SSH_ORIGINAL_COMMAND" = "sudo /opt/bin/kubectl get nodes | grep -w 'Ready' | wc -l" ]; then
  grep -w 'Ready' "$sshd_dir/nodes-\$addr" | wc -l
  exit 0
fi
if [ "\$reconciled" = yes ] && [ "\$SSH_ORIGINAL_COMMAND" = "sudo cat /etc/kubernetes/user.conf 2>/dev/null || sudo cat /etc/kubernetes/admin.conf" ]; then
  printf 'apiVersion: v1\\nkind: Config\\nclusters:\\n- cluster:\\n    server: https://%s:6443\\n  name: e2e\\n' "\$addr"
  exit 0
fi
if [ "\$SSH_ORIGINAL_COMMAND" != "sudo /opt/bin/kubectl get nodes --no-headers" ]; then
  echo "this control node runs only kubectl get nodes --no-headers" >&2
  exit 126
fi
if [ -e "$sshd_dir/nodes-\$addr" ]; then
  exec cat "$sshd_dir/nodes-\$addr"
fi
if [ -e "$sshd_dir/kubectl-fails" ]; then
  echo "The connection to the server 127.0.0.1:6443 was refused - did you specify the right host or port?" >&2
  exit 1
fi
cat "$sshd_dir/nodes"
EOF
chmod 755 "$sshd_dir/kubectl"
cat >"$sshd_dir/sshd_config" <<EOF
Port 2222
ListenAddress 127.0.0.1
ListenAddress 127.0.0.3
ListenAddress 127.0.0.4
ListenAddress 127.0.0.5
ListenAddress 127.0.0.6
ListenAddress 127.0.0.7
HostKey $sshd_dir/host_ed25519
HostKey $sshd_dir/host_ecdsa
HostKey $sshd_dir/host_rsa
PidFile $sshd_dir/sshd.pid
AuthorizedKeysFile $sshd_dir/authorized_keys
AllowUsers $login_user
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
X11Forwarding no
AllowTcpForwarding no
PermitTTY no
ForceCommand $sshd_dir/kubectl
EOF
/usr/sbin/sshd -t -f "$sshd_dir/sshd_config"
/usr/sbin/sshd -D -e -f "$sshd_dir/sshd_config" >"$sshd_dir/sshd.log" 2>&1 </dev/null &
echo "sshd $!" >>"$work/pids"
say "OpenSSH $(/usr/sbin/sshd -V 2>&1 | head -1 | cut -d, -f1) on 127.0.0.1, 127.0.0.3 and 127.0.0.4:2222 for $login_user: runs only kubectl get nodes --no-headers"

# A hostile tenant's control node: a second OpenSSH server on 127.0.0.2:2222 (CKS reaches every control node behind an
# external load balancer on port 2222; the whole of 127.0.0.0/8 is loopback), same keys, whose one command prints
# node lines without end, as a tenant who is root on its control node can make kubectl do.
tenant_dir="$work/sshd-tenant"
rm -rf "$tenant_dir"
mkdir -p "$tenant_dir"
: >"$tenant_dir/commands"
printf '#!/bin/sh\necho "$SSH_ORIGINAL_COMMAND" >>"%s/commands"\nexec yes node/%s\n' "$tenant_dir" "$(printf 'a%.0s' $(seq 1 64))" \
  >"$tenant_dir/kubectl"
chmod 755 "$tenant_dir/kubectl"
sed -e '/^ListenAddress 127\.0\.0\.[34567]$/d' -e "s#^ListenAddress .*#ListenAddress 127.0.0.2#" -e "s#^PidFile .*#PidFile $tenant_dir/sshd.pid#" \
  -e "s#^ForceCommand .*#ForceCommand $tenant_dir/kubectl#" "$sshd_dir/sshd_config" >"$tenant_dir/sshd_config"
/usr/sbin/sshd -t -f "$tenant_dir/sshd_config"
/usr/sbin/sshd -D -e -f "$tenant_dir/sshd_config" >"$tenant_dir/sshd.log" 2>&1 </dev/null &
echo "sshd-tenant $!" >>"$work/pids"
say "a hostile control node on 127.0.0.2:2222: prints node lines without end"

# ---- 5. the management server and the timeline ---------------------------------------------------------------------
# The management server logs to vmops.log in the folder it runs from (CloudStack's developer log4j config: FILE
# appender, @MSLOG@ = vmops.log; the console appender is off); Maven's own output goes to jetty.log.
ms_log="$tree/vmops.log"
: >"$ms_log"
# log4j rolls vmops.log over at midnight into vmops.log.<date>.gz; e2e.py reads those too, so an earlier run's go.
rm -f "$tree"/vmops.log.*.gz
jetty_log="$work/jetty.log"
: >"$jetty_log"
# jetty:run regenerates client/target/conf/db.properties from this template (the client module's antrun, in
# generate-resources, replacing @DBHOST@): the servers' addresses are set in the template.
db_properties="client/conf/db.properties.in"
start_server() {
  # start_server [b]: server A on this host, or server B in its namespace from its own copy of the tree.
  # Java 17 needs these opens (CloudStack's own service file sets them). user.home is the scratch home, so the
  # management server's SSH key pair (developer mode: ~/.ssh/id_rsa.cloud) is made there, not in this user's home.
  # setsid: Maven and the JVM get a process group of their own, stopped together by stop_one (or killed by kill -9).
  local which=${1:-a} name=management-server dir=$tree log=$jetty_log api=127.0.0.1 in_ns=() offline=()
  if [ "$which" = b ]; then
    name=management-server-b dir=$treeb log=$jetty_log_b api=10.231.0.2 in_ns=(ip netns exec "$netns") offline=(-o)
  fi
  MAVEN_OPTS="-Xmx2g --add-opens=java.base/java.lang=ALL-UNNAMED --add-exports=java.base/sun.security.x509=ALL-UNNAMED \
-Duser.home=$home -Dmaven.repo.local=$local_repo" "${in_ns[@]}" setsid bash -c 'cd "$1" && shift && exec mvn "$@"' jetty "$dir" \
      "${cs_flags[@]}" "${offline[@]}" -pl client jetty:run -Dsimulator </dev/null >>"$log" 2>&1 &
  echo "$name $!" >>"$work/pids"
  local t0 i
  t0=$(date +%s)
  for i in $(seq 1 180); do
    if curl -sf "http://$api:8096/client/api?command=listCapabilities&response=json" >/dev/null 2>&1; then
      say "management server ${which^^} up: API on $api:8096 after $(( $(date +%s) - t0 )) s"
      return 0
    fi
    if ! kill -0 "$(pid_of "$name")" 2>/dev/null; then
      break
    fi
    sleep 5
  done
  tail -30 "$log"
  grep -E "ERROR" "$dir/vmops.log" | tail -30
  echo "e2e: FAILED: management server ${which^^} did not answer on $api:8096 (logs: $log, $dir/vmops.log)" >&2
  return 1
}

# The address the management servers tell each other (db.properties' cluster.node.IP): with two servers each its own.
[ -f "$tree/$db_properties" ] || { echo "e2e: FAILED: $tree/$db_properties is missing: is this CloudStack's tree?" >&2; exit 1; }
if has_phase multi; then
  sed -i 's/^cluster.node.IP=.*/cluster.node.IP=10.231.0.1/' "$tree/$db_properties"
else
  sed -i 's/^cluster.node.IP=.*/cluster.node.IP=127.0.0.1/' "$tree/$db_properties"
fi
start_server || exit 1
state="$work/state.json"
rm -f "$state"
e2e() {
  E2E_SSH_DIR="$sshd_dir" E2E_TENANT_SSH_DIR="$tenant_dir" E2E_JETTY_LOG="$jetty_log" E2E_HOME="$home" E2E_TREE="$tree" \
    E2E_DB_ENCRYPTION="$encryption" E2E_DB_SECRET="$db_secret" E2E_UTILS_JAR="$utils_jar" python3 "$here/e2e.py" "$@"
}
# (issue 41) The step on why a cluster is in Alert: CKS's Alert reconcile of clusters alrt and alrm asks their API
# servers (https://127.0.0.5:6443/version and 127.0.0.6, any certificate) after the Ready count: a self-signed stand-in
# answers on both, for the step only; the grace period is one minute meanwhile, so that reasons are reported within it.
# apiserver_up ADDRESS...: the API server stand-in (any certificate, /version) on port 6443 of each ADDRESS, until
# stop_one apiserver.
apiserver_up() {
  openssl req -x509 -newkey rsa:2048 -nodes -keyout "$work/apiserver.key" -out "$work/apiserver.crt" -days 1 -subj "/CN=$1" \
    >"$work/apiserver.log" 2>&1
  python3 - "$work/apiserver.crt" "$work/apiserver.key" "$@" >>"$work/apiserver.log" 2>&1 <<'PY' &
import http.server, ssl, sys
class Version(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = b'{"major": "1", "minor": "30", "gitVersion": "v1.30.2"}'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
import threading
context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(sys.argv[1], sys.argv[2])
servers = []
for address in sys.argv[3:]:
    server = http.server.HTTPServer((address, 6443), Version)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    servers.append(server)
for server in servers[1:]:
    threading.Thread(target=server.serve_forever, daemon=True).start()
servers[0].serve_forever()
PY
  echo "apiserver $!" >>"$work/pids"
}
alert_step() {
  apiserver_up 127.0.0.5 127.0.0.6
  e2e setting cloud.kubernetes.cluster.vm.map.check.grace.period 60
  e2e alert-reason "$state" "$login_user" "$ms_log"
  e2e setting cloud.kubernetes.cluster.vm.map.check.grace.period 900
  stop_one apiserver
}
# (issue 40) Every fix the GUIDE names, run on a cluster in Alert whose control node is 127.0.0.7 (its API server
# stand-in answers CKS's start of the cluster stuck in Scaling).
fixes_step() {
  apiserver_up 127.0.0.7
  e2e fixes "$state" "$login_user"
  stop_one apiserver
}
# (issue 40) The tab in the check's no-answer states and the list's widths, in chromium, on cluster fix (after
# fixes_step): the UI the first part built when its UI part is the same, else built now (ui-test.sh).
states_step() {
  local ui_dist="$work/ui-dist"
  if [ ! -f "$ui_dist/index.html" ] || [ "$(cat "$ui_dist/.e2e-ui-sum" 2>/dev/null)" != "$ui_sum" ]; then
    say "building the UI with the change for the browser states (ui-test.sh)"
    if ! CKS_UI_BUILD="$ui_dist" bash "$here/ui-test.sh" "$bundle" >"$work/ui-build.log" 2>&1; then
      python3 "$here/e2e.py" failed "$state" "browser states (chromium)" "the UI could not be built (log $work/ui-build.log)" || true
      return
    fi
    echo "$ui_sum" >"$ui_dist/.e2e-ui-sum"
  fi
  python3 "$here/e2e_browser.py" serve "$ui_dist" 5050 http://127.0.0.1:8080 >"$work/ui-serve.log" 2>&1 &
  echo "ui-serve $!" >>"$work/pids"
  for _ in $(seq 1 50); do listening_on 5050 && break; sleep 0.2; done
  e2e browser-states "$state" http://127.0.0.1:5050 "$work/screenshots"
  stop_one ui-serve
}
# (issue 39) The Marvin test the change adds to CloudStack's integration suite, run as CloudStack's CI runs its simulator
# tests: Marvin from the tree's tools/marvin, its API classes generated from this running server and packaged by the
# two commands of tools/marvin/pom.xml's marvin.sync profile (run here by hand: that module depends on cloud-apidoc,
# which the simulator build does not make), installed in a virtualenv with pynose (CloudStack's CI installs pynose too),
# then nosetests --with-marvin. Two of Marvin's requirements are left out, PyCrypt and ipmisim (through pycrypto): they
# do not build on Python 3.11 (their C code includes longintrepr.h), and nothing in marvin/ imports either.
marvin_step() {
  # mysql-connector-python 8.0.29: 8.0.30 (the highest Marvin allows) refuses MariaDB with "Character set 'utf8' unsupported".
  local venv="$work/marvin-venv-8.0.29" marvin_dir="$tree/tools/marvin"
  # The virtualenv's Python builds Marvin too: a bare python3 inside CloudStack's tree is the one its .python-version
  # names (3.10) under pyenv, which a machine may not have.
  if [ ! -x "$venv/bin/nosetests" ]; then
    say "Marvin: a virtualenv with pynose and Marvin's requirements (PyPI) in $venv"
    if ! { python3 -m venv "$venv" && "$venv/bin/pip" install -q pynose "mysql-connector-python==8.0.29" requests paramiko ddt \
           pyvmomi netaddr dnspython pytz retries kubernetes urllib3 "setuptools>=40.3.0"; } >"$work/marvin-build.log" 2>&1; then
      rm -rf "$venv"
      python3 "$here/e2e.py" failed "$state" marvin "Marvin's virtualenv (log $work/marvin-build.log)" || true
      return
    fi
  fi
  # As CloudStack's build makes Marvin (tools/marvin's pom): its API classes from tools/apidoc's commands.xml, which the
  # API's annotations give (codegenerator.py -e, from a running server's listApis, stops on "{} has no property name").
  say "Marvin: tools/apidoc's commands.xml (mvn -pl tools/apidoc), its API classes from it (codegenerator.py -s) and its package (mvn-setup.py sdist)"
  if ! (cd "$tree" && mvn "${cs_flags[@]}" -o -Pdeveloper -Dsimulator -DskipTests -Dcheckstyle.skip -Drat.skip -pl tools/apidoc install \
        && cd "$marvin_dir/marvin" && rm -rf cloudstackAPI && "$venv/bin/python" codegenerator.py -s "$tree/tools/apidoc/target/commands.xml" \
        && cd "$marvin_dir" && rm -rf dist && "$venv/bin/python" mvn-setup.py 4.22.0.0-SNAPSHOT sdist \
        && "$venv/bin/pip" install -q --no-deps --force-reinstall "$marvin_dir"/dist/[mM]arvin-*.tar.gz) >>"$work/marvin-build.log" 2>&1; then
    python3 "$here/e2e.py" failed "$state" marvin "Marvin built from tools/marvin (log $work/marvin-build.log)" || true
    return
  fi
  e2e marvin "$state" "$venv"
}
e2e zone
# The management server's public key (made at its first start) is the one the control nodes accept.
cat "$home/.ssh/id_rsa.cloud.pub" >"$sshd_dir/authorized_keys"
say "the control nodes accept the management server's key ($(cut -d' ' -f1 "$home/.ssh/id_rsa.cloud.pub"))"
if has_phase single; then
  # (issue 28) The UI with the change, built for the browser step while the first sweeps run (ui-test.sh: its unit
  # test and lint first, then vue-cli-service build; the dependencies come from ui-test.sh's cache, npm install once).
  ui_dist="$work/ui-dist"
  CKS_UI_BUILD="$ui_dist" bash "$here/ui-test.sh" "$bundle" >"$work/ui-build.log" 2>&1 &
  ui_build_pid=$!
  e2e vms "$state"
  e2e encryption "$state" "$ms_log"
  e2e nodes
  # The state watch (issue 27): CKS's own bound for Scaling, short, so that the timeline shows it.
  e2e setting cloud.kubernetes.cluster.scale.timeout 60
  e2e cluster "$state" "$login_user" "$ms_log"
  e2e expect first-sweep "$state" "$ms_log"
  # (issue 28) The operator's view: the API as root admin, a domain admin and a user; then the UI in chromium.
  e2e api after-first-sweep "$state" "$ms_log"
  if wait "$ui_build_pid"; then
    say "$(tail -2 "$work/ui-build.log" | head -1)"
    echo "$ui_sum" >"$ui_dist/.e2e-ui-sum"
    python3 "$here/e2e_browser.py" serve "$ui_dist" 5050 http://127.0.0.1:8080 >"$work/ui-serve.log" 2>&1 &
    echo "ui-serve $!" >>"$work/pids"
    for _ in $(seq 1 50); do listening_on 5050 && break; sleep 0.2; done
    rm -rf "$work/screenshots"
    e2e browser "$state" http://127.0.0.1:5050 "$work/screenshots"
    stop_one ui-serve
  else
    tail -20 "$work/ui-build.log" >&2
    python3 "$here/e2e.py" failed "$state" "browser (chromium, headless)" "the UI could not be built (log $work/ui-build.log)" || true
  fi
  e2e set-state "$state" upgr Running
  touch "$sshd_dir/kubectl-fails"
  e2e expect kubectl-failing "$state" "$ms_log"
  rm -f "$sshd_dir/kubectl-fails"
  e2e repair "$state"
  e2e api fresh-after-repair "$state" "$ms_log"
  say "restarting the management server between sweeps"
  stop_one management-server
  start_server || exit 1
  e2e expect after-restart-and-repair "$state" "$ms_log"
  e2e set-state "$state" stuck Running
  e2e setting cloud.kubernetes.cluster.vm.map.check.enabled false
  e2e api setting-off "$state" "$ms_log"
  e2e quiet "$state" "$ms_log" 330
  e2e setting cloud.kubernetes.cluster.vm.map.check.enabled true
  e2e expect setting-on "$state" "$ms_log"
  e2e tenant "$state" "$login_user" "$ms_log"
  e2e expect hostile-tenant "$state" "$ms_log"
  e2e expect hostile-tenant-again "$state" "$ms_log"
  e2e reconcile "$state" "$ms_log"
  e2e sweeps "$state" "$ms_log"
  e2e speed "$state" "$ms_log"
  alert_step
  fixes_step
  states_step
  marvin_step
fi

# The GUIDE's fixes alone (E2E_PHASES=fixes, about 10 minutes with a built tree): the zone, then the step, then the
# browser states on its cluster.
if has_phase fixes && ! has_phase single; then
  e2e init "$state"
  fixes_step
  states_step
fi

# The Marvin test alone (E2E_PHASES=marvin, about 15 minutes with a built tree): the zone, then the test.
if has_phase marvin && ! has_phase single; then
  e2e init "$state"
  marvin_step
fi

# The Alert reason step alone (E2E_PHASES=alert, about 15 minutes with a built tree): the VMs, then the step.
if has_phase alert && ! has_phase single; then
  e2e vms "$state"
  alert_step
fi

# The speed step alone (E2E_PHASES=speed, about 20 minutes with a built tree): the zone, the VMs and the cluster as the
# first part makes them, then the step the first part ends with.
if has_phase speed && ! has_phase single; then
  e2e vms "$state"
  e2e nodes
  e2e cluster "$state" "$login_user" "$ms_log"
  e2e speed "$state" "$ms_log"
fi

# The hostile reconcile alone (E2E_PHASES=reconcile, about 20 minutes with a built tree): the first part's setup, the
# hostile tenant, then the reconcile step the first part runs after its hostile-tenant sweeps.
if has_phase reconcile && ! has_phase single; then
  e2e vms "$state"
  e2e nodes
  e2e cluster "$state" "$login_user" "$ms_log"
  e2e tenant "$state" "$login_user" "$ms_log"
  e2e reconcile "$state" "$ms_log"
fi

# ---- 6. two management servers -------------------------------------------------------------------------------------
if has_phase multi; then
  treeb="$work/cloudstack-ms2"
  jetty_log_b="$work/jetty-b.log"
  : >"$jetty_log_b"
  rm -rf "$treeb"
  cp -a "$tree" "$treeb"
  rm -f "$treeb"/*.log "$treeb"/vmops.log.*.gz
  : >"$treeb/vmops.log"
  sed -i -e 's/^cluster.node.IP=.*/cluster.node.IP=10.231.0.2/' -e 's/^\(db\.[a-z]*\.host\)=.*/\1=10.231.0.1/' "$treeb/$db_properties"
  grep -q '^db.cloud.host=10.231.0.1$' "$treeb/$db_properties" || { echo "e2e: FAILED: server B's database address not set" >&2; exit 1; }
  say "server B's tree: a copy of the built tree, its db.properties naming 10.231.0.1 for MariaDB and 10.231.0.2 for itself"
  # The same database encryption as A: the copy has A's template (ENC() values, type file) and A's key file in
  # client/target/conf, from which B's jetty:run reads them as A's does.
  if [ "$encryption" = 1 ]; then
    if ! grep -q '^db.cloud.encryption.type=file$' "$treeb/$db_properties" || ! cmp -s "$key_file" "$treeb/client/target/conf/key"; then
      echo "e2e: FAILED: server B's tree does not have A's database encryption settings and key" >&2
      exit 1
    fi
    say "server B: database encryption on, with A's settings and key (client/target/conf/key in its tree)"
  fi
  # Server B's view of the first part's control node: the same files, on B's own loopback.
  sed -e "s#^PidFile .*#PidFile $sshd_dir/sshd-b.pid#" "$sshd_dir/sshd_config" >"$sshd_dir/sshd_config-b"
  ip netns exec "$netns" /usr/sbin/sshd -D -e -f "$sshd_dir/sshd_config-b" >"$sshd_dir/sshd-b.log" 2>&1 </dev/null &
  echo "sshd-b $!" >>"$work/pids"
  # The six clusters' control nodes, 127.0.1.1-6:2222, one OpenSSH server in each namespace: the command logs which
  # namespace listed which address (so the test knows which server sweeps), waits the delay the test sets, and prints
  # that address's node list.
  multi_dir="$work/sshd-multi"
  rm -rf "$multi_dir"
  mkdir -p "$multi_dir"
  : >"$multi_dir/commands-a"
  : >"$multi_dir/commands-b"
  echo 0 >"$multi_dir/delay"
  cat >"$multi_dir/kubectl" <<EOF
#!/bin/sh
echo "\$SSH_CONNECTION \$SSH_ORIGINAL_COMMAND" >>"$multi_dir/commands-\$1"
if [ "\$SSH_ORIGINAL_COMMAND" != "sudo /opt/bin/kubectl get nodes --no-headers" ]; then
  echo "this control node runs only kubectl get nodes --no-headers" >&2
  exit 126
fi
sleep "\$(cat "$multi_dir/delay")"
cat "$multi_dir/nodes-\$(echo "\$SSH_CONNECTION" | cut -d' ' -f3)"
EOF
  chmod 755 "$multi_dir/kubectl"
  for side in a b; do
    { grep -v -e '^ListenAddress ' -e '^PidFile ' -e '^ForceCommand ' "$sshd_dir/sshd_config"
      for i in 1 2 3 4 5 6; do echo "ListenAddress 127.0.1.$i"; done
      echo "PidFile $multi_dir/sshd-$side.pid"
      echo "ForceCommand $multi_dir/kubectl $side"; } >"$multi_dir/sshd_config-$side"
    /usr/sbin/sshd -t -f "$multi_dir/sshd_config-$side"
  done
  /usr/sbin/sshd -D -e -f "$multi_dir/sshd_config-a" >"$multi_dir/sshd-a.log" 2>&1 </dev/null &
  echo "sshd-multi-a $!" >>"$work/pids"
  ip netns exec "$netns" /usr/sbin/sshd -D -e -f "$multi_dir/sshd_config-b" >"$multi_dir/sshd-b.log" 2>&1 </dev/null &
  echo "sshd-multi-b $!" >>"$work/pids"
  say "the six clusters' control nodes on 127.0.1.1-6:2222, in each namespace"
  ms_log_b="$treeb/vmops.log"
  # A step of this part that fails is recorded as a row of the summary, and the rest of the part is skipped, so that
  # the summary of both parts is always printed.
  multi_ok=1
  multi() {
    [ "$multi_ok" = 1 ] || return 0
    local out
    if ! out=$(E2E_WORK="$work" E2E_MULTI_SSH_DIR="$multi_dir" E2E_LOGIN_USER="$login_user" E2E_SSH_DIR="$sshd_dir" \
        E2E_TENANT_SSH_DIR="$tenant_dir" E2E_JETTY_LOG="$jetty_log" python3 "$here/e2e_multi.py" "$@" 2>&1); then
      printf '%s\n' "$out"
      multi_ok=0
      python3 "$here/e2e_multi.py" failed "$state" "two servers: $1 ${2:-}" "failed: $(printf '%s' "$out" | tail -1)" || true
      return 0
    fi
    printf '%s\n' "$out"
  }
  multi_server() {
    [ "$multi_ok" = 1 ] || return 0
    if ! start_server "$1"; then
      multi_ok=0
      python3 "$here/e2e_multi.py" failed "$state" "two servers: start ${1:-a}" "failed: the server did not start" || true
    fi
  }
  # The six owners' VMs are deployed before B starts: the simulator's host belongs to A, and deployments while the two
  # servers settle their agent connections failed in the first run of this part.
  multi vms "$state"
  multi_server b
  multi clusters "$state" "$ms_log" "$ms_log_b"
  multi kill "$state" "$ms_log" "$ms_log_b"
  multi expect after-kill "$state" "$ms_log" "$ms_log_b"
  if [ "$multi_ok" = 1 ] && [ "$(cat "$work/killed")" = b ]; then
    multi_server b
  else
    multi_server a
  fi
  multi expect restarted "$state" "$ms_log" "$ms_log_b"
  multi fault-on "$state" "$ms_log" "$ms_log_b"
  multi expect fault "$state" "$ms_log" "$ms_log_b"
  multi fault-off
  multi expect after-fault "$state" "$ms_log" "$ms_log_b"
  multi setting-off-on-b "$state" "$ms_log" "$ms_log_b" 330
  multi intervals "$state" "$ms_log" "$ms_log_b"
  multi duplicates "$state"
  # Whatever happened above: the trigger goes, so that nothing of it outlives the test's database.
  python3 "$here/e2e_multi.py" fault-off >/dev/null 2>&1 || true
fi

# ---- 7. summary and clean-up ----------------------------------------------------------------------------------------
set +e
e2e summary "$state"
status=$?
set -e
if [ "${E2E_KEEP_RUNNING:-0}" = 1 ]; then
  say "left running (E2E_KEEP_RUNNING=1): stop with: bash $0 stop"
  exit "$status"
fi
stop_all
trap - EXIT
for port in "${ports[@]}"; do
  if listening_on "$port"; then
    echo "e2e: FAILED: port $port is still listening after the clean-up" >&2
    status=1
  fi
done
say "nothing left listening on ${ports[*]}; $(elapsed) in all"
exit "$status"
}
