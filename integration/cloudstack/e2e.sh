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
#  3. runs MariaDB on 127.0.0.1:3306 with its own data folder, deploys the schema (-Ddeploydb, -Ddeploydb-simulator);
#  4. runs an OpenSSH server on 127.0.0.1:2222 (its own config, host keys and authorized keys) that stands in for the
#     cluster's control node: CKS reaches a cluster behind an external load balancer at that detail's address, port
#     2222; the login is the management server's own key, and the only command it runs is
#     `sudo /opt/bin/kubectl get nodes -o name`, which prints the node list this script controls;
#  5. starts the management server (jetty:run -Dsimulator), makes a zone with CloudStack's API, deploys the VMs, makes
#     the cluster and its map rows by SQL (no API makes a hand-made cluster), and plays the timeline below, checking
#     each sweep by SQL on event, alert and kubernetes_cluster_details and by the server's log line:
#       first sweep       every kind of mismatch reported once: WARN event, alert, alert cap with its summary, details
#       kubectl failing   nothing reported again, the node detail kept exactly, the reason logged once
#       restart + repair  the server restarted between sweeps: nothing reported again (dedupe lives in the details);
#                         the repaired VM side cleared with an INFO event
#       setting off       updateConfiguration turns the check off without a restart: no sweep for 330 s
#       setting on        turned on again: the next status-scanner run sweeps, and reports nothing new
#       hostile tenant    a second cluster whose control node (a second OpenSSH server, 127.0.0.2:2222) prints node
#                         lines without end, beside the honest cluster with one more ghost node: the server's heap,
#                         sampled with jcmd during the sweep, stays under 1 GiB (-Xmx2g), the honest cluster's new
#                         mismatch is reported, the tenant's node view is unavailable with its reason logged once, and
#                         the tenant gets no event, alert or detail; then one more sweep changes nothing
#  6. prints the summary table (expected vs seen per check), stops every process it started (by PID) and checks that
#     nothing it started is still listening. Exit status 0 only when every check matched.
#
# Environment: E2E_WORK scratch folder (default /tmp/cks-vmmap-e2e; the built tree is kept there for the next run);
# E2E_KEEP_RUNNING=1 leaves the servers up at the end (for a look by hand; stop them with `e2e.sh stop`).
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
ports=(3306 2222 8080 8096 8250 9090)
started_at=$(date +%s)

say() { printf 'e2e: %s\n' "$*"; }
elapsed() { echo "$(( $(date +%s) - started_at )) s"; }

# ---- stopping what this script started: by PID, recorded in $work/pids -------------------------------------------
pid_of() { awk -v n="$1" '$1 == n {print $2}' "$work/pids" 2>/dev/null | tail -1; }

# Stops one process: TERM, up to 90 s, then KILL. The management server and MariaDB run in process groups of their own
# (setsid), so Maven and the JVM are stopped together; sshd is not a group leader and is signalled by its PID.
stop_pid() {
  local name=$1 pid=$2
  kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 90); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
  if kill -0 "$pid" 2>/dev/null; then
    kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
  fi
  say "stopped $name (pid $pid)"
}

stop_all() {
  [ -f "$work/pids" ] || return 0
  while read -r name pid; do
    [ -n "${pid:-}" ] && stop_pid "$name" "$pid"
  done < <(tac "$work/pids")
  rm -f "$work/pids"
}

stop_one() {
  local pid
  pid=$(pid_of "$1")
  [ -n "$pid" ] || return 0
  stop_pid "$1" "$pid"
  awk -v n="$1" '$1 != n' "$work/pids" >"$work/pids.new" && mv "$work/pids.new" "$work/pids"
}

listening_on() { ss -ltnH "( sport = :$1 )" 2>/dev/null | grep -q .; }

if [ "${1:-}" = stop ]; then
  stop_all
  exit 0
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
if [ ${#need[@]} -gt 0 ]; then
  say "installing with apt-get (services not started): ${need[*]}"
  # Debian starts a package's service on install unless policy-rc.d says no: this script starts its own, on loopback.
  policy=/usr/sbin/policy-rc.d
  had_policy=0; [ -e "$policy" ] && had_policy=1
  [ "$had_policy" = 1 ] || { printf '#!/bin/sh\nexit 101\n' >"$policy"; chmod +x "$policy"; }
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  [ "$had_policy" = 1 ] || rm -f "$policy"
fi

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
cp -r "$bundle/source/." "$pristine/"
chmod -R u+w "$pristine"
python3 "$here/apply.py" "$pristine" --patch "$work/change.patch" | tail -1
rm -rf "$pristine"
patch_sum=$(sha256sum "$work/change.patch" | cut -c1-16)
tree="$work/cloudstack"
local_repo=${MAVEN_LOCAL_REPOSITORY:-$HOME/.m2/repository}
mkdir -p "$local_repo"
cp -rn "$bundle/m2/." "$local_repo/"
chmod -R u+w "$local_repo/org/apache/cloudstack" "$local_repo/org/jenkins-ci" 2>/dev/null || true
if [ -f "$tree/.e2e-built" ] && [ "$(cat "$tree/.e2e-built")" = "$patch_sum" ]; then
  say "reusing the management server built from the same patch ($patch_sum) in $tree"
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
if ! python3 -m zipfile -l "$installed_jar" | grep "native/linux-x86_64/libcks_vmmap_check.so" >/dev/null; then
  echo "e2e: FAILED: $installed_jar does not carry the VM map check" >&2
  exit 1
fi
if grep -q '^GIT binary patch' "$work/change.patch" || ! grep -q "Compiling cks-vmmap-check v0.1.0 ($tree/$plugin/src/main/rust)" "$work/build.log" 2>/dev/null; then
  echo "e2e: FAILED: the management server's library was not built by CloudStack's build from the patch's sources" >&2
  exit 1
fi
say "the plugin's library was built by cargo inside CloudStack's build from the patch's src/main/rust (no prebuilt library)"

# ---- 3. MariaDB, its own data folder, on loopback -----------------------------------------------------------------
db="$work/mariadb"
rm -rf "$db"
mkdir -p "$db/data"
mariadb-install-db --no-defaults --user="$(id -un)" --datadir="$db/data" --auth-root-authentication-method=normal \
  >"$db/install.log" 2>&1 || { tail -20 "$db/install.log"; exit 1; }
# CloudStack's recommended server settings (its installation guide), and nothing but loopback.
setsid mariadbd --no-defaults --user="$(id -un)" --datadir="$db/data" --bind-address=127.0.0.1 --port=3306 \
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
# The control node's one command. Prints the node list the test controls (file nodes), or fails when the file
# kubectl-fails exists, as kubectl does when the API server cannot be reached.
echo "\$SSH_ORIGINAL_COMMAND" >>"$sshd_dir/commands"
if [ "\$SSH_ORIGINAL_COMMAND" != "sudo /opt/bin/kubectl get nodes -o name" ]; then
  echo "this control node runs only kubectl get nodes -o name" >&2
  exit 126
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
say "OpenSSH $(/usr/sbin/sshd -V 2>&1 | head -1 | cut -d, -f1) on 127.0.0.1:2222 for $login_user: runs only kubectl get nodes -o name"

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
sed -e "s#^ListenAddress .*#ListenAddress 127.0.0.2#" -e "s#^PidFile .*#PidFile $tenant_dir/sshd.pid#" \
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
jetty_log="$work/jetty.log"
: >"$jetty_log"
start_server() {
  # Java 17 needs these opens (CloudStack's own service file sets them). user.home is the scratch home, so the
  # management server's SSH key pair (developer mode: ~/.ssh/id_rsa.cloud) is made there, not in this user's home.
  # setsid: Maven and the JVM get a process group of their own, stopped together by stop_one.
  MAVEN_OPTS="-Xmx2g --add-opens=java.base/java.lang=ALL-UNNAMED --add-exports=java.base/sun.security.x509=ALL-UNNAMED \
-Duser.home=$home -Dmaven.repo.local=$local_repo" setsid bash -c 'cd "$1" && shift && exec mvn "$@"' jetty "$tree" \
      "${cs_flags[@]}" -pl client jetty:run -Dsimulator </dev/null >>"$jetty_log" 2>&1 &
  echo "management-server $!" >>"$work/pids"
  local t0 i
  t0=$(date +%s)
  for i in $(seq 1 180); do
    if curl -sf "http://127.0.0.1:8096/client/api?command=listCapabilities&response=json" >/dev/null 2>&1; then
      say "management server up: API on 127.0.0.1:8096 after $(( $(date +%s) - t0 )) s"
      return 0
    fi
    if ! kill -0 "$(pid_of management-server)" 2>/dev/null; then
      break
    fi
    sleep 5
  done
  tail -30 "$jetty_log"
  grep -E "ERROR" "$ms_log" | tail -30
  echo "e2e: FAILED: the management server did not answer on 127.0.0.1:8096 (logs: $jetty_log, $ms_log)" >&2
  exit 1
}

start_server
state="$work/state.json"
e2e() {
  E2E_SSH_DIR="$sshd_dir" E2E_TENANT_SSH_DIR="$tenant_dir" E2E_JETTY_LOG="$jetty_log" E2E_HOME="$home" python3 "$here/e2e.py" "$@"
}
e2e zone
e2e vms "$state"
e2e nodes
# The management server's public key (made at its first start) is the one the control node accepts.
cat "$home/.ssh/id_rsa.cloud.pub" >"$sshd_dir/authorized_keys"
say "the control node accepts the management server's key ($(cut -d' ' -f1 "$home/.ssh/id_rsa.cloud.pub"))"
e2e cluster "$state" "$login_user" "$ms_log"
e2e expect first-sweep "$state" "$ms_log"
touch "$sshd_dir/kubectl-fails"
e2e expect kubectl-failing "$state" "$ms_log"
rm -f "$sshd_dir/kubectl-fails"
e2e repair "$state"
say "restarting the management server between sweeps"
stop_one management-server
start_server
e2e expect after-restart-and-repair "$state" "$ms_log"
e2e setting cloud.kubernetes.cluster.vm.map.check.enabled false
e2e quiet "$state" "$ms_log" 330
e2e setting cloud.kubernetes.cluster.vm.map.check.enabled true
e2e expect setting-on "$state" "$ms_log"
e2e tenant "$state" "$login_user" "$ms_log"
e2e expect hostile-tenant "$state" "$ms_log"
e2e expect hostile-tenant-again "$state" "$ms_log"

# ---- 6. summary and clean-up ----------------------------------------------------------------------------------------
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
