#!/usr/bin/env bash
# Issue 42: the check installed as operators install CloudStack, from CloudStack's own Debian packages.
#
#   integration/cloudstack/packages.sh [BUNDLE]          build both package sets, then the install, upgrade and way back
#   integration/cloudstack/packages.sh build [BUNDLE]    only build (or reuse) the two package sets
#   integration/cloudstack/packages.sh stop              stop what a run left (by PID) and remove its namespace
#
# 1. builds CloudStack's Debian packages twice with the tree's own packaging/build-deb.sh (dpkg-buildpackage, debian/rules:
#    `mvn clean package -Psystemvm,developer -Dsystemvm`, the UI's `npm install && npm run build`): from the pristine
#    tree of the bundle (the "before" packages, 4.22.0.0-SNAPSHOT~bookworm) and from the same tree with the change's
#    patch (apply.py --patch; version 4.22.0.0-SNAPSHOT+vmmap~bookworm, so that apt sees an upgrade). The check's
#    library is built by cargo inside that Maven build, for linux x86_64 and aarch64 (cargo zigbuild, glibc 2.17).
#    Each set is kept in $PKG_WORK/<set>/debs and reused while its key is the same: the tarball, the patch and the
#    version of the harness's adjustments below (build_set).
#    What cannot be had on this machine is worked around in the harness's copy of the tree, never in the patch:
#      - debian/rules asks api.github.com for cloudmonkey's latest release and downloads `cmk` from GitHub: the copy
#        installs a stand-in /usr/bin/cmk that says it is one (GitHub is not reachable here);
#      - cloudstack-management depends on python3-mysql.connector (or MySQL's mysql-connector-python-py3), which Debian 12
#        does not have: a stand-in Debian package of that name is made from PyPI's mysql-connector-python 8.0.29;
#      - debian/control's Build-Depends name python2 and python-setuptools, which Debian 12 does not have:
#        dpkg-checkbuilddeps' complaint is printed and dpkg-buildpackage runs with -d;
#      - engine/schema downloads the system VM templates' checksums from download.cloudstack.org: a stand-in on
#        127.0.0.1 serves an empty list (-Dproject.systemvm.template.location; `mvn clean` removes the empty file the
#        bundle's README puts there for other builds); -Dcs.opensaml.version=2.6.4 (the bundle's README);
#        ACS_BUILD_OPTS also carries -DskipTests -Dcheckstyle.skip -Drat.skip (CloudStack's unit tests, checkstyle and
#        RAT of the change run in CI's verify.sh, on the module); NODE_OPTIONS=--openssl-legacy-provider for the UI's
#        webpack 4 under Node.js 17 and later (as ui-test.sh builds it).
# 2. installs and runs them as an operator does, in a network namespace of its own (only its loopback: MariaDB, the
#    management server listen on 127.0.0.1 there, beside anything else on this machine):
#      - `apt-get install` of the pristine cloudstack-common, -management and -ui packages (MariaDB from Debian);
#        `cloudstack-setup-databases cloud:<pw>@127.0.0.1 --deploy-as=root:<pw>` with its defaults (database
#        encryption on: -e file, V2) and `cloudstack-setup-management --no-start`;
#      - PID 1 here is not systemd: the management server is started as cloudstack-management.service starts it,
#        read from the installed unit (User=cloud, EnvironmentFile=/etc/default/cloudstack-management, its
#        WorkingDirectory, UMask, ExecStartPre and ExecStart), in a mount namespace whose /tmp is a noexec tmpfs;
#      - a cloud made by SQL as the database harness makes one (bigcloud.py: clusters, node VMs, the VM map with drift,
#        no hypervisor; nothing listens on the clusters' addresses, so every node view is unavailable: the node side
#        over SSH is the end-to-end script's).
# 3. upgrade, way back and return: the pristine server runs over the cloud; the patched packages are installed over the
#    pristine ones: the check loads its library from the installed jar, the first sweep stays inside the alert budget
#    (SPEC 3.5), its details, events and alerts are in the database and the installed server's API answers
#    getKubernetesClusterVmMapCheckResults; the installed UI has the tab; back to the pristine packages: the server
#    starts and runs over what the check left (details, its configuration row, events); the patched ones again:
#    nothing already reported is reported twice. Then the packages are purged and everything started is stopped.
# Prints each check as expected / seen; exit status 0 only when every check matched.
# Environment: PKG_WORK scratch folder (default /tmp/cks-vmmap-packages; the built package sets are kept there).
set -euo pipefail
{
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
work=${PKG_WORK:-/tmp/cks-vmmap-packages}
netns=cks-pkg
started_at=$(date +%s)
say() { printf 'packages: %s\n' "$*"; }
fail() { echo "packages: FAILED: $*" >&2; exit 1; }

mode=all
case "${1:-}" in
  build | stop) mode=$1; shift ;;
esac

# ---- stopping what this script started: by PID, recorded in $work/pids -------------------------------------------
# shellcheck source=integration/cloudstack/pids.sh
source "$here/pids.sh"
stop_one() {
  local pid
  pid=$(awk -v n="$1" '$1 == n {print $2}' "$work/pids" 2>/dev/null | tail -1)
  [ -n "$pid" ] && stop_pid "$1" "$pid"
  [ -f "$work/pids" ] && awk -v n="$1" '$1 != n' "$work/pids" >"$work/pids.new" && mv "$work/pids.new" "$work/pids"
  return 0
}
stop_all() {
  stop_recorded
  if ip netns list 2>/dev/null | grep -qw "$netns"; then
    ip netns delete "$netns"
    say "removed the network namespace $netns"
  fi
}
if [ "$mode" = stop ]; then
  stop_all
  exit 0
fi

bundle=${1:-${CKS_CLOUDSTACK_BUNDLE:-$repo/../shared/cloudstack}}
# shellcheck source=integration/cloudstack/bundle-check.sh
source "$here/bundle-check.sh"
require_bundle packages "$bundle" cloudstack-src.tar.gz m2/org/apache/cloudstack
bundle=$(cd "$bundle" && pwd)
mkdir -p "$work"

# ---- 1. the two package sets ---------------------------------------------------------------------------------------
need=()
command -v dch >/dev/null 2>&1 || need+=(devscripts)
command -v dh >/dev/null 2>&1 || need+=(debhelper)
command -v genisoimage >/dev/null 2>&1 || need+=(genisoimage)
command -v fakeroot >/dev/null 2>&1 || need+=(fakeroot)
command -v lsb_release >/dev/null 2>&1 || need+=(lsb-release)
command -v jq >/dev/null 2>&1 || need+=(jq)
command -v mvn >/dev/null 2>&1 || need+=(maven)
command -v javac >/dev/null 2>&1 || need+=(openjdk-17-jdk-headless)
command -v npm >/dev/null 2>&1 || need+=(nodejs npm)
command -v mariadbd >/dev/null 2>&1 || need+=(mariadb-server)
command -v mariadb >/dev/null 2>&1 || need+=(mariadb-client)
[ -x /usr/sbin/sshd ] || need+=(openssh-server)
# shellcheck source=integration/cloudstack/debian-packages.sh
source "$here/debian-packages.sh"
install_debian_packages packages "${need[@]}"

local_repo=$HOME/.m2/repository
mkdir -p "$local_repo"
cp -rn "$bundle/m2/." "$local_repo/"
chmod -R u+w "$local_repo/org/apache/cloudstack" "$local_repo/org/jenkins-ci" 2>/dev/null || true
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
if command -v cargo >/dev/null 2>&1; then
  bash "$repo/.ci/ensure-zigbuild.sh"
fi

say "writing the change's patch"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/cks-vmmap-packages-pristine.XXXXXX")
tar -xzf "$bundle/cloudstack-src.tar.gz" -C "$scratch"
python3 "$here/apply.py" "$scratch" --patch "$work/change.patch" | tail -1
rm -rf "$scratch"

# The stand-in for cloudmonkey's binary, which debian/rules downloads from GitHub (not reachable here).
cmk_standin=$work/cmk-standin
cat >"$cmk_standin" <<'EOF'
#!/bin/sh
echo "cmk: a stand-in installed by the cks-vmmap-check packages harness (cloudmonkey is downloaded from GitHub by debian/rules; not reachable where these packages were built)" >&2
exit 1
EOF

# Builds one package set: build_set NAME PATCH|"" DEB_VERSION_SUFFIX. Its key: the tarball, the patch, the suffix and
# the version of the harness's adjustments below (raise it when they change).
build_set() {
  local name=$1 patch=$2 suffix=$3 dir=$work/$1 key t0
  key=$( { sha256sum "$bundle/cloudstack-src.tar.gz" | cut -c1-64; [ -z "$patch" ] || sha256sum "$patch" | cut -c1-64;
           echo "$suffix adjustments-3"; } | sha256sum | cut -c1-16)
  if [ -f "$dir/debs/.built" ] && [ "$(cat "$dir/debs/.built")" = "$key" ]; then
    say "$name packages: reusing those built from the same tree ($key): $(cd "$dir/debs" && ls ./*.deb | wc -l) packages in $dir/debs"
    return 0
  fi
  rm -rf "$dir"
  mkdir -p "$dir/cloudstack" "$dir/debs"
  tar -xzf "$bundle/cloudstack-src.tar.gz" -C "$dir/cloudstack"
  local tree=$dir/cloudstack
  if [ -n "$patch" ]; then
    (cd "$tree" && git apply --check "$patch" && git apply "$patch") || fail "the patch does not apply to the bundle's tree"
  fi
  # The harness's adjustments (see the header), each checked to have matched.
  python3 - "$tree" "$cmk_standin" "$suffix" <<'PY'
import re, sys
tree, standin, suffix = sys.argv[1:4]
def edit(path, old, new, count=1):
    full = tree + "/" + path
    text = open(full).read()
    if text.count(old) != count:
        sys.exit("packages: %s: expected %d of %r, found %d" % (path, count, old, text.count(old)))
    open(full, "w").write(text.replace(old, new))
rules = open(tree + "/debian/rules").read()
m = re.search(r"^CMK_REL := .*$", rules, re.M)
if not m:
    sys.exit("packages: debian/rules: no CMK_REL line")
edit("debian/rules", m.group(0), "CMK_REL := harness-stand-in")
m = re.search(r"^\twget https://github.com/apache/cloudstack-cloudmonkey/\S+ -O (\S+)$", rules, re.M)
if not m:
    sys.exit("packages: debian/rules: no cloudmonkey download line")
edit("debian/rules", m.group(0), "\tinstall -m0755 %s %s" % (standin, m.group(1)))
edit("packaging/build-deb.sh", "\ndpkg-checkbuilddeps\n",
     "\ndpkg-checkbuilddeps || echo 'packages harness: the build dependencies above are not all in Debian 12 (python2, python-setuptools): dpkg-buildpackage -d'\n")
edit("packaging/build-deb.sh", "dpkg-buildpackage -uc -us -b", "dpkg-buildpackage -d -uc -us -b")
if suffix:
    head = open(tree + "/debian/changelog").readline()
    m = re.match(r"cloudstack \(([^)]+)\)", head)
    edit("debian/changelog", head, head.replace("(%s)" % m.group(1), "(%s%s)" % (m.group(1), suffix)))
PY
  say "$name packages: building with the tree's packaging/build-deb.sh (dpkg-buildpackage; the whole tree with -Psystemvm,developer, the UI with npm)"
  t0=$(date +%s)
  # The UI's build (webpack 4) needs OpenSSL's legacy provider under Node.js 17 and later, as
  # ui-test.sh builds it: "error:0308010C:digital envelope routines::unsupported" without it.
  if ! (cd "$tree" && DEBEMAIL=harness@localhost DEBFULLNAME="packages harness" \
        NODE_OPTIONS="--max-old-space-size=4096 --openssl-legacy-provider" \
        ACS_BUILD_OPTS="-B --no-transfer-progress -Dstyle.color=never -T 2 -DskipTests -Dcheckstyle.skip -Drat.skip -Dcs.opensaml.version=2.6.4 -Dproject.systemvm.template.location=http://127.0.0.1:$checksums_port" \
        bash packaging/build-deb.sh -o "$dir/debs") >"$dir/build.log" 2>&1; then
    grep -E "ERROR|error:|BUILD|dpkg-buildpackage" "$dir/build.log" | head -40
    fail "$name packages: packaging/build-deb.sh (log: $dir/build.log)"
  fi
  echo "$key" >"$dir/debs/.built"
  echo "$(( $(date +%s) - t0 ))" >"$dir/debs/.seconds"
  say "$name packages: built in $(cat "$dir/debs/.seconds") s: $(cd "$dir/debs" && ls ./*.deb | xargs -n1 basename | tr '\n' ' ')"
  rm -rf "$tree"
}
# debian/control's cloudstack-management depends on python3-mysql.connector | mysql-connector-python-py3, neither of
# which Debian 12 has (bookworm dropped the first; the second is MySQL's own repository's): a stand-in Debian package
# of the first name, made here from PyPI's mysql-connector-python 8.0.29 (8.0.30 and later refuse MariaDB's utf8), the
# module CloudStack's Python tools import (cloudutils/db.py).
standin_dir=$work/standins
connector_deb=$standin_dir/python3-mysql.connector_8.0.29-0harness_all.deb
if [ ! -f "$connector_deb" ]; then
  rm -rf "$standin_dir/connector"
  mkdir -p "$standin_dir/connector/DEBIAN" "$standin_dir/connector/usr/lib/python3/dist-packages"
  python3 -m pip install --quiet --disable-pip-version-check --no-deps --no-compile --target "$standin_dir/connector/usr/lib/python3/dist-packages" \
    "mysql-connector-python==8.0.29" >"$standin_dir/pip.log" 2>&1 || { cat "$standin_dir/pip.log"; fail "pip could not fetch mysql-connector-python 8.0.29"; }
  rm -rf "$standin_dir/connector/usr/lib/python3/dist-packages/bin" "$standin_dir/connector/usr/lib/python3/dist-packages/"*.dist-info
  cat >"$standin_dir/connector/DEBIAN/control" <<'EOF2'
Package: python3-mysql.connector
Version: 8.0.29-0harness
Architecture: all
Maintainer: cks-vmmap-check packages harness <harness@localhost>
Depends: python3
Section: python
Priority: optional
Description: stand-in: MySQL Connector/Python 8.0.29 from PyPI (Debian 12 has no python3-mysql.connector)
 Made by the cks-vmmap-check packages harness so that CloudStack's cloudstack-management installs on Debian 12.
EOF2
  dpkg-deb --root-owner-group --build "$standin_dir/connector" "$connector_deb" >/dev/null
fi
say "stand-in $(basename "$connector_deb") for cloudstack-management's python3-mysql.connector dependency"

# engine/schema downloads the system VM templates' checksums from CloudStack's site while it builds, into a dist/ folder
# that `mvn clean` empties first (so an empty sha512sum.txt put there beforehand, as the bundle's README does for
# install builds, is gone): a stand-in on 127.0.0.1 answers every download with an empty list.
checksums_port=18765
trap 'stop_all' EXIT
python3 -c 'import http.server, sys
class Empty(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.send_header("Content-Length", "0"); self.end_headers()
        sys.stderr.write("checksums stand-in: GET %s\n" % self.path)
    def log_message(self, *args):
        pass
http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), Empty).serve_forever()' "$checksums_port" 2>"$work/checksums-standin.log" &
echo "checksums-standin $!" >>"$work/pids"
build_set pristine "" ""
build_set patched "$work/change.patch" "+vmmap"
stop_one checksums-standin


if [ "$mode" = build ]; then
  say "built; $(( $(date +%s) - started_at )) s in all"
  exit 0
fi

# ---- 2. and 3. installed as an operator installs it: in packages_run.py ---------------------------------------------
trap 'stop_all' EXIT
status=0
python3 "$here/packages_run.py" "$work" "$netns" "$repo" || status=$?
say "$(( $(date +%s) - started_at )) s in all"
exit "$status"
}
