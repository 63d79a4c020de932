#!/usr/bin/env bash
# CloudStack's own build of the change: integration/cloudstack/verify.sh [BUNDLE]
#
# BUNDLE (default: ../shared/cloudstack beside this checkout, or $CKS_CLOUDSTACK_BUNDLE) is a folder with m2/ (CloudStack's
# artifacts, a Maven repository fragment), source/ (the pristine kubernetes-service module with CloudStack's root
# pom, plugins/pom.xml and rat.yml) and cloudstack-src.tar.gz (the whole tree), as shared/cloudstack holds it or
# integration/cloudstack/bundle.sh makes it.
#
#  1. installs m2/ into the local Maven repository; checks that THIRD-PARTY-LICENSES is what Cargo.lock gives now;
#  2. extracts the whole pristine tree to scratch twice: applies the change to one with apply.py, and to the other with
#     `git apply` of the patch that `apply.py --patch` writes; the two trees must be identical, and the patch must hold
#     no binary file (`git apply --numstat`);
#  3. builds cloud-utils with the change (SshHelper's bounded overloads) as CloudStack does, `mvn -pl utils install`:
#     cloudstack-checkstyle and every test of the module, ours against a real OpenSSH on 127.0.0.1; then runs
#     CloudStack's Maven build of the module on the patched tree, as CloudStack runs it: cargo builds the library
#     from the patch's src/main/rust, then compile, checkstyle (cloudstack-checkstyle, in validate), every test of the
#     module (CloudStack's and ours) with CloudStack's argLine plus -Xcheck:jni, the jar (which must carry the libraries
#     that build made: linux-x86_64 and linux-aarch64 on Linux), then Apache RAT in the module (apache-rat-plugin:0.12:check);
#  4. CloudStack's licence CI as it runs: extracts the bundle's whole tree, applies the patch with `git apply` at its
#     root, and runs rat.yml's own mvn line there (RAT over the whole tree, with the root pom's excludes only). First it
#     proves the check can fail: the same tree with every hunk of the patch but the root pom's must fail, listing
#     exactly the files that hunk excludes;
#  5. makes a `git archive` of the patched tree, as CloudStack's release script does, and builds the module from it
#     with its tests on a builder without crates.io: a crate set made by `cargo vendor` from the patch's Cargo.lock,
#     -Dcks.vmmap.cargo.vendor, an empty CARGO_HOME, CARGO_NET_OFFLINE=true, an unroutable proxy for cargo and Maven
#     offline, and -Dcks.vmmap.native.host.only=true; the jar must carry this platform's library only. The same offline
#     build without the vendored set must fail naming it;
#  6. builds the module without cargo on the PATH (it must fail with one line naming what to install and the property),
#     then with -Dcks.vmmap.native.skip=true (it must pass, with the library's tests skipped with a message);
#  7. prints per test class the counts and the totals, and fails on any test failure, any JNI warning, any checkstyle
#     violation and any unapproved licence.
#
# Without a bundle it skips with a message, except under CI=true, where a missing bundle is a failure.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
plugin=plugins/integrations/kubernetes-service
bundle=${1:-${CKS_CLOUDSTACK_BUNDLE:-$repo/../shared/cloudstack}}
# Flags CloudStack's build needs on a machine that reaches only Maven Central (the bundle's README).
cs_flags=(-B --no-transfer-progress -Dstyle.color=never -Dcs.opensaml.version=2.6.4)

# shellcheck source=integration/cloudstack/bundle-check.sh
source "$here/bundle-check.sh"
# shellcheck source=integration/cloudstack/cloud-utils.sh
source "$here/cloud-utils.sh"
require_bundle verify "$bundle" m2/org/apache/cloudstack "source/$plugin/pom.xml" source/.github/workflows/rat.yml cloudstack-src.tar.gz
bundle=$(cd "$bundle" && pwd)
started=$(date +%s)

local_repo=${MAVEN_LOCAL_REPOSITORY:-$HOME/.m2/repository}
mkdir -p "$local_repo"
cp -rn "$bundle/m2/." "$local_repo/"
chmod -R u+w "$local_repo/org/apache/cloudstack" "$local_repo/org/jenkins-ci" 2>/dev/null || true
echo "verify: CloudStack's artifacts from $bundle/m2 are in $local_repo ($(cat "$bundle/source/COMMIT" 2>/dev/null || echo 'commit unknown'))"

bash "$repo/licenses/generate.sh" --check

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cks-vmmap-verify.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
# The whole tree: the change reaches beyond the module (cloud-utils' SshHelper, the UI, the root pom's RAT excludes).
for tree in pristine copied patched; do
  mkdir "$scratch/$tree"
  tar -xzf "$bundle/cloudstack-src.tar.gz" -C "$scratch/$tree"
done
python3 "$here/apply.py" "$scratch/copied" | tail -1
python3 "$here/apply.py" "$scratch/pristine" --patch "$scratch/change.patch"
binaries=$(cd "$scratch/patched" && git apply --numstat "$scratch/change.patch" | awk '$1 == "-" || $2 == "-" {print $3}')
if [ -n "$binaries" ]; then
  echo "$binaries" >&2
  echo "verify: FAILED: the patch carries binary files (git apply --numstat)" >&2
  exit 1
fi
(cd "$scratch/patched" && git apply --check "$scratch/change.patch" && git apply "$scratch/change.patch")
if ! diff -r "$scratch/copied" "$scratch/patched" >"$scratch/tree.diff"; then
  head -20 "$scratch/tree.diff"
  echo "verify: FAILED: the patch and the copy give different trees" >&2
  exit 1
fi
# The cloud-utils part is a change of its own (it could go upstream as its own pull request): the patch's hunks under
# utils/ apply alone to the pristine whole tree and give the patched tree's utils/; cloud-utils is built below from it.
mkdir "$scratch/utils-alone"
tar -xzf "$bundle/cloudstack-src.tar.gz" -C "$scratch/utils-alone"
if ! (cd "$scratch/utils-alone" && git apply --include='utils/*' "$scratch/change.patch") \
   || ! diff -r "$scratch/utils-alone/utils" "$scratch/patched/utils" >/dev/null \
   || ! diff -r -x utils "$scratch/utils-alone" "$scratch/pristine" >/dev/null; then
  echo "verify: FAILED: the patch's cloud-utils part does not apply alone, or gives another utils/ than the whole patch, or reaches outside utils/" >&2
  exit 1
fi
echo "verify: the cloud-utils part ($(grep -c '^diff --git a/utils/' "$scratch/change.patch") files) applies alone to the pristine tree (git apply --include='utils/*')"
rm -rf "$scratch/utils-alone"
python3 "$here/patch-size.py" "$scratch/change.patch" | sed 's/^/verify: /'
echo "verify: the patch ($(grep -c '^diff --git ' "$scratch/change.patch") files, $(grep -c '^+[^+]' "$scratch/change.patch") added lines, $(wc -c <"$scratch/change.patch") bytes, no binary file) and the copy give the same tree"
# The source release: a git archive of the patched tree, taken before anything is built in it.
(cd "$scratch/patched" && git init -q && git add -A && git -c user.name=verify -c user.email=verify@localhost commit -q -m "with the change" \
  && mkdir "$scratch/archive" && git archive --format=tar HEAD | tar -x -C "$scratch/archive" && rm -rf .git)
echo "verify: git archive of the patched tree: $(find "$scratch/archive" -type f | wc -l) files"

# cloud-utils with the change, as CloudStack builds it (compile, cloudstack-checkstyle, every test of the module:
# CloudStack's and ours, the hostile-host ones against a real OpenSSH on 127.0.0.1, required here), installed into the
# local repository, where the module's build below finds it. One test of CloudStack's is left out: UriUtilsTest#validateUrl
# resolves cloudstack.apache.org, and this machine has no DNS beyond its package registries. -Dtest replaces utils'
# surefire excludes, so they are repeated (surefire refuses a method in an excludes file).
utils_log="$scratch/utils.log"
echo "verify: mvn -pl utils install at the patched tree's root (cloud-utils with SshHelper's bounded overloads)"
install_cloud_utils "$scratch/patched" "$utils_log" -Dcloudstack.ssh.test.sshd=required \
  '-Dtest=!com/cloud/utils/testcase/*TestCase*,!com/cloud/utils/db/*Test*,!UriUtilsTest#validateUrl' || exit 1
python3 - "$scratch/patched/utils/target/surefire-reports" "$scratch/pristine/utils/src/test/java" <<'PY' || { echo "verify: FAILED: cloud-utils' test reports show failures or miss ours" >&2; exit 1; }
import glob, os, sys
import xml.etree.ElementTree as ET
reports, pristine_tests = sys.argv[1], sys.argv[2]
total, ours = {"CloudStack": [0] * 4, "cks-vmmap-check": [0] * 4}, []
for path in sorted(glob.glob(os.path.join(reports, "TEST-*.xml"))):
    suite = ET.parse(path).getroot()
    name = suite.get("name")
    counts = [int(suite.get(k, "0")) for k in ("tests", "failures", "errors", "skipped")]
    origin = "CloudStack" if os.path.isfile(os.path.join(pristine_tests, name.replace(".", "/") + ".java")) else "cks-vmmap-check"
    total[origin] = [a + b for a, b in zip(total[origin], counts)]
    if origin == "cks-vmmap-check":
        ours.append("%s %d tests, %d skipped" % (name.rsplit(".", 1)[1], counts[0], counts[3]))
for origin, c in total.items():
    print("verify: cloud-utils tests from %s: %d run, %d failed, %d errors, %d skipped" % (origin, *c))
print("verify: cloud-utils tests of ours: " + "; ".join(ours))
ok = all(c[1] == 0 and c[2] == 0 for c in total.values())
sys.exit(0 if ok and len(ours) == 2 and total["cks-vmmap-check"][3] == 0 and total["CloudStack"][0] > 2000 else 1)
PY
grep -q "maven-checkstyle-plugin.*(cloudstack-checkstyle) @ cloud-utils" "$utils_log" && grep -q "You have 0 Checkstyle violations\|BUILD SUCCESS" "$utils_log" \
  || { echo "verify: FAILED: cloudstack-checkstyle did not run on cloud-utils" >&2; exit 1; }
echo "verify: cloud-utils with the change installed into $local_repo (cloudstack-checkstyle: 0 violations; log $utils_log)"

# The series (apply.py --series): the three patches apply in order on the pristine tree and give the whole patch's tree;
# with the first two alone (cloud-utils, CKS's node SSH), the module builds and its tests and checkstyle pass.
mkdir "$scratch/series-tree"
tar -xzf "$bundle/cloudstack-src.tar.gz" -C "$scratch/series-tree"
python3 "$here/apply.py" "$scratch/pristine" --series "$scratch/series" | sed 's/^/verify: /'
(cd "$scratch/series-tree" && git apply "$scratch"/series/0001-*.patch && git apply "$scratch"/series/0002-*.patch) \
  || { echo "verify: FAILED: the series' first two patches do not apply in order" >&2; exit 1; }
if ! (cd "$scratch/series-tree/$plugin" && mvn "${cs_flags[@]}" test) >"$scratch/series-build.log" 2>&1; then
  grep -E "ERROR|FAIL|Tests run:.*Fail" "$scratch/series-build.log" | head -40
  echo "verify: FAILED: the module with the series' first two patches does not build or its tests fail" >&2
  exit 1
fi
echo "verify: the module with the series' first two patches builds, $(grep -E '^\[INFO\] Tests run: [0-9]+, Failures: 0, Errors: 0, Skipped: [0-9]+$' "$scratch/series-build.log" | tail -1 | sed 's/^\[INFO\] //')"
(cd "$scratch/series-tree" && git apply "$scratch"/series/0003-*.patch) || { echo "verify: FAILED: the series' third patch does not apply" >&2; exit 1; }
if ! diff -r -x target "$scratch/series-tree" "$scratch/patched" >/dev/null; then
  echo "verify: FAILED: the series gives another tree than the patch" >&2
  exit 1
fi
echo "verify: the series ($(cd "$scratch/series" && ls | tr '\n' ' ')) applies in order and gives the patch's tree"
rm -rf "$scratch/series-tree"

module="$scratch/patched/$plugin"
# The platform folder, named as the module's pom and VmMapCheckEngine.platform() name it.
case "$(uname -m)" in x86_64 | amd64) arch=x86_64 ;; aarch64 | arm64) arch=aarch64 ;; *) arch=$(uname -m) ;; esac
case "$(uname -s)" in
  Darwin) platform=mac-$arch ;;
  *) if [ -e "/lib/ld-musl-$arch.so.1" ]; then platform=linux-musl-$arch; else platform=linux-$arch; fi ;;
esac
# What the module's default build makes here: both Linux libraries (cargo zigbuild, glibc 2.17) on Linux with glibc,
# where .ci/ensure-zigbuild.sh provides zig, cargo-zigbuild and the two rustup targets; else this platform's (cargo build).
# Each is FOLDER:BUILT, the jar's native/FOLDER/ and cargo's target/rust/BUILT/.
host_built=("$platform:release")
if [ "$platform" = linux-x86_64 ] || [ "$platform" = linux-aarch64 ]; then
  export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"  # ahead of a Python manager's shims
  bash "$repo/.ci/ensure-zigbuild.sh"
  default_built=("linux-x86_64:x86_64-unknown-linux-gnu/release" "linux-aarch64:aarch64-unknown-linux-gnu/release")
else
  default_built=("${host_built[@]}")
fi
# jar_carries_built_library MODULE FOLDER:BUILT...: MODULE's jar carries exactly these native/FOLDER/libcks_vmmap_check.so,
# each byte for byte the one cargo built in MODULE/target/rust/BUILT.
jar_carries_built_library() {
  local module=$1 jar out entry expected=()
  shift
  jar=$(ls "$module"/target/cloud-plugin-integrations-kubernetes-service-*.jar 2>/dev/null | grep -v -- '-tests.jar' | head -1)
  [ -n "$jar" ] || return 1
  out=$(mktemp -d "$scratch/jarlib.XXXXXX")
  for entry in "$@"; do
    expected+=("native/${entry%%:*}/libcks_vmmap_check.so")
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extract(sys.argv[2], sys.argv[3])' \
      "$jar" "native/${entry%%:*}/libcks_vmmap_check.so" "$out" 2>/dev/null \
      && cmp -s "$module/target/rust/${entry#*:}/libcks_vmmap_check.so" "$out/native/${entry%%:*}/libcks_vmmap_check.so" || return 1
  done
  [ "$(python3 -c 'import sys, zipfile; print(*sorted(n for n in zipfile.ZipFile(sys.argv[1]).namelist() if n.endswith("/libcks_vmmap_check.so")))' "$jar")" \
    = "$(printf '%s\n' "${expected[@]}" | sort | paste -sd' ')" ]
}
# The jar's library folders of FOLDER:BUILT..., for the messages.
folders() { local entry; for entry in "$@"; do printf 'native/%s/ ' "${entry%%:*}"; done; }
# RAT's report: the count of unapproved files ("N Unknown Licenses"), and the files it lists as unapproved.
rat_unapproved() { [ ! -f "$1" ] || sed -n 's/^ *\([0-9][0-9]*\) Unknown Licenses.*/\1/p' "$1" | head -1; }
rat_listed() { [ ! -f "$1" ] || sed -n '/^Files with unapproved licenses:/,/^\*\*\*/s/^  \(..*\)$/\1/p' "$1"; }
# CloudStack's own surefire argLine (root pom), with -Xcheck:jni added: every JNI call is checked.
cs_argline=$(python3 - "$scratch/patched/pom.xml" <<'PY'
import sys
import xml.etree.ElementTree as ET
ns = {"m": "http://maven.apache.org/POM/4.0.0"}
print(ET.parse(sys.argv[1]).getroot().find("m:properties/m:argLine", ns).text.strip())
PY
)
log="$scratch/build.log"
echo "verify: mvn package in $plugin (argLine: $cs_argline -Xcheck:jni)"
set +e
(cd "$module" && mvn "${cs_flags[@]}" "-DargLine=$cs_argline -Xcheck:jni" package) >"$log" 2>&1
build_status=$?
set -e

failed=0
fail() { echo "verify: FAILED: $*" >&2; failed=1; }

python3 - "$module/target/surefire-reports" "$scratch/pristine/$plugin/src/test/java" >"$scratch/tests.txt" <<'PY' || fail "test reports show failures or are missing"
import glob, os, sys
import xml.etree.ElementTree as ET
reports, pristine_tests = sys.argv[1], sys.argv[2]
rows, total, ok = [], [0, 0, 0, 0], True
for path in sorted(glob.glob(os.path.join(reports, "TEST-*.xml"))):
    suite = ET.parse(path).getroot()
    name = suite.get("name")
    counts = [int(suite.get(k, "0")) for k in ("tests", "failures", "errors", "skipped")]
    origin = "CloudStack" if os.path.isfile(os.path.join(pristine_tests, name.replace(".", "/") + ".java")) else "cks-vmmap-check"
    rows.append((origin, name, counts))
    total = [a + b for a, b in zip(total, counts)]
    ok = ok and counts[1] == 0 and counts[2] == 0
print("%-16s %-95s %5s %5s %5s %5s" % ("from", "test class", "tests", "fail", "error", "skip"))
for origin, name, c in rows:
    print("%-16s %-95s %5d %5d %5d %5d" % (origin, name, *c))
for origin in ("CloudStack", "cks-vmmap-check"):
    sub = [sum(r[2][i] for r in rows if r[0] == origin) for i in range(4)]
    print("%-16s %-95s %5d %5d %5d %5d" % ("total", origin + " (%d classes)" % sum(1 for r in rows if r[0] == origin), *sub))
print("%-16s %-95s %5d %5d %5d %5d" % ("total", "all", *total))
sys.exit(0 if ok and rows else 1)
PY
cat "$scratch/tests.txt"
if [ "$build_status" != 0 ] || ! grep -q "BUILD SUCCESS" "$log"; then
  grep -E "ERROR|FAIL|Tests run:.*Fail" "$log" | head -60
  fail "CloudStack's build of the module failed (exit $build_status)"
fi
if grep -q "WARNING in native method" "$log" "$module"/target/surefire-reports/*-output.txt 2>/dev/null; then
  grep -h -B2 -A8 "WARNING in native method" "$log" "$module"/target/surefire-reports/*-output.txt 2>/dev/null | head -40
  fail "-Xcheck:jni reported a JNI problem"
fi
# The jar carries the libraries this build made from the patch's own sources.
if ! grep -q "Compiling cks-vmmap-check v0.1.0 ($module/src/main/rust)" "$log"; then
  fail "cargo did not build the crate from the patch's src/main/rust"
elif ! jar_carries_built_library "$module" "${default_built[@]}"; then
  fail "the module's jar does not carry exactly $(folders "${default_built[@]}")as cargo built them from the patch"
else
  echo "verify: the module's jar carries $(folders "${default_built[@]}")($(for entry in "${default_built[@]}"; do
    printf '%s bytes ' "$(wc -c <"$module/target/rust/${entry#*:}/libcks_vmmap_check.so")"; done)), built by cargo from the patch's src/main/rust"
fi
violations=$(grep -c "<error " "$module/target/checkstyle-result.xml" 2>/dev/null || true)
if ! grep -q "cloudstack-checkstyle" "$log" || [ ! -f "$module/target/checkstyle-result.xml" ]; then
  fail "checkstyle (cloudstack-checkstyle) did not run"
elif [ "${violations:-0}" != 0 ]; then
  grep "<error " "$module/target/checkstyle-result.xml" | head -20
  fail "checkstyle: $violations violation(s)"
fi
echo "verify: checkstyle (cloudstack-checkstyle): ${violations:-0} violations"

rat_log="$scratch/rat.log"
set +e
(cd "$module" && mvn "${cs_flags[@]}" org.apache.rat:apache-rat-plugin:0.12:check) >"$rat_log" 2>&1
rat_status=$?
set -e
rat_report="$module/target/rat.txt"
unapproved=$(rat_unapproved "$rat_report")
if [ "$rat_status" != 0 ] || [ "${unapproved:-x}" != 0 ]; then
  rat_listed "$rat_report" | head -40
  tail -20 "$rat_log"
  fail "Apache RAT in the module: ${unapproved:-?} file(s) with unapproved licences (exit $rat_status)"
fi
approved=$(sed -n 's/^Apache Licensed: \([0-9]*\).*/\1/p' "$rat_report" | head -1)
echo "verify: Apache RAT in the module (apache-rat-plugin:0.12:check): ${unapproved:-?} unapproved, ${approved:-?} Apache-licensed files"

# CloudStack's licence CI, exactly: rat.yml's mvn line at the root of the whole tree, where excludeSubProjects=false
# makes the root pom's excludes the only ones. rat.yml first installs shapeblue/cloudstack-nonoss's jars into the local
# repository (git clone from GitHub, install-non-oss.sh): that step cannot run here (the test command fetches nothing
# from GitHub, and those jars are not redistributable); RAT with -pl . runs on the root project only and resolves no
# module's dependencies, so it does not need them. Only the output flags (-B --no-transfer-progress -Dstyle.color=never)
# are added: no -Dcs.opensaml.version, no offline flag.
rat_started=$(date +%s)
rat_ci=$(sed -n 's/^ *\(mvn .*org\.apache\.rat:apache-rat-plugin:[^ ]*:check\) *$/\1/p' "$bundle/source/.github/workflows/rat.yml")
if [ "$(grep -c . <<<"$rat_ci")" != 1 ]; then
  echo "verify: FAILED: found no single mvn ... apache-rat-plugin:...:check line in $bundle/source/.github/workflows/rat.yml" >&2
  exit 1
fi
read -r -a rat_ci_args <<<"${rat_ci#mvn }"
# whole_tree NAME: the bundle's whole tree in $scratch/NAME; ci_rat_run NAME: rat.yml's mvn line at its root (log $scratch/NAME.log).
whole_tree() {
  mkdir "$scratch/$1"
  tar -xzf "$bundle/cloudstack-src.tar.gz" -C "$scratch/$1"
}
ci_rat_run() {
  (cd "$scratch/$1" && mvn -B --no-transfer-progress -Dstyle.color=never "${rat_ci_args[@]}") >"$scratch/$1.log" 2>&1
}
# The control, first: every hunk of the patch but the root pom's. RAT must fail, listing exactly the files the root
# pom's hunk excludes: the check can fail, and the root pom's excludes are what makes it pass.
whole_tree ci-control
if ! (cd "$scratch/ci-control" && git apply --exclude=pom.xml "$scratch/change.patch"); then
  echo "verify: FAILED: the patch without its root pom hunk does not apply with git apply to the whole tree (cloudstack-src.tar.gz)" >&2
  exit 1
fi
root_excludes=$(sed -n '/^diff --git a\/pom.xml b\/pom.xml$/,/^diff --git /s/^+ *<exclude>\(.*\)<\/exclude>$/\1/p' "$scratch/change.patch" | sort)
if ci_rat_run ci-control; then
  fail "CloudStack's licence CI passed a tree with unlicensed files (the patch without its root pom hunk): the check cannot fail"
else
  control_listed=$(rat_listed "$scratch/ci-control/target/rat.txt" | sort)
  if [ -z "$root_excludes" ] || [ "$control_listed" != "$root_excludes" ]; then
    printf 'verify: unapproved without the root pom hunk:\n%s\nverify: the root pom hunk excludes:\n%s\n' "$control_listed" "$root_excludes"
    fail "CloudStack's licence CI without the root pom's hunk did not list exactly the files that hunk excludes"
  else
    echo "verify: control: without the root pom's hunk, CloudStack's licence CI fails: $(rat_unapproved "$scratch/ci-control/target/rat.txt") unapproved ($(tr '\n' ' ' <<<"$control_listed"))"
  fi
fi
rm -rf "$scratch/ci-control"
# The change as a committer gets it: the one patch, `git apply` at the whole tree's root.
whole_tree ci
if ! (cd "$scratch/ci" && git apply --check "$scratch/change.patch" && git apply "$scratch/change.patch"); then
  fail "the patch does not apply with git apply to the whole tree (cloudstack-src.tar.gz)"
elif ! ci_rat_run ci || [ "$(rat_unapproved "$scratch/ci/target/rat.txt")" != 0 ]; then
  rat_listed "$scratch/ci/target/rat.txt" | head -40
  grep -E "ERROR|Rat check" "$scratch/ci.log" | head -20
  fail "CloudStack's licence CI ($rat_ci at the root): $(rat_unapproved "$scratch/ci/target/rat.txt" || true) file(s) with unapproved licences"
else
  echo "verify: CloudStack's licence CI ($rat_ci) on the whole tree with the patch applied by git apply: $(sed -n 's/.*Rat check: Summary over all files. \(.*\)$/\1/p' "$scratch/ci.log") ($(( $(date +%s) - rat_started )) s, with the control)"
fi
rm -rf "$scratch/ci"

# The source release builds on a builder without crates.io: the module from the git archive, with its tests and its jar,
# cargo taking the crates from a set `cargo vendor` made from the patch's Cargo.lock (which needs crates.io, or cargo's
# cache, once: here, on this machine before the build). For the build, cargo has an empty CARGO_HOME (no registry
# cache, no config), CARGO_NET_OFFLINE=true and an unroutable proxy, and Maven runs offline (-o).
offline_started=$(date +%s)
vendor="$scratch/vendor"
if ! cargo vendor --locked --manifest-path "$scratch/copied/$plugin/src/main/rust/Cargo.toml" "$vendor" >"$scratch/vendor.log" 2>&1; then
  tail -20 "$scratch/vendor.log"
  echo "verify: FAILED: cargo vendor --locked could not make the vendored crate set from the patch's Cargo.lock" >&2
  exit 1
fi
mkdir "$scratch/cargo-home"
offline_cargo=(env CARGO_HOME="$scratch/cargo-home" CARGO_NET_OFFLINE=true CARGO_HTTP_PROXY=http://127.0.0.1:9 HTTPS_PROXY=http://127.0.0.1:9)
archive_log="$scratch/archive.log"
if (cd "$scratch/archive/$plugin" && "${offline_cargo[@]}" mvn "${cs_flags[@]}" -o "-Dcks.vmmap.cargo.vendor=$vendor" \
     -Dcks.vmmap.native.host.only=true package) >"$archive_log" 2>&1 \
   && grep -q "BUILD SUCCESS" "$archive_log" && grep -q "Compiling cks-vmmap-check v0.1.0 ($scratch/archive/$plugin/src/main/rust)" "$archive_log"; then
  if grep -E "Updating crates.io index|Downloading crates|Downloaded [a-z]" "$archive_log" | head -3 | grep .; then
    fail "cargo fetched crates in the offline build from the git archive"
  elif [ -e "$scratch/cargo-home/registry" ] || [ -e "$scratch/cargo-home/git" ]; then
    # (cargo's own lock and cache-tracking files, .package-cache and .global-cache, are written there in any case)
    fail "cargo put crates into the empty CARGO_HOME in the offline build: $(ls -A "$scratch/cargo-home" | tr '\n' ' ')"
  elif ! jar_carries_built_library "$scratch/archive/$plugin" "${host_built[@]}"; then
    fail "the jar of the offline build from the git archive (-Dcks.vmmap.native.host.only=true) does not carry exactly $(folders "${host_built[@]}")as cargo built it"
  else
    echo "verify: the git archive builds offline from a vendored crate set ($(find "$vendor" -mindepth 1 -maxdepth 1 -type d | wc -l) crates," \
      "-Dcks.vmmap.cargo.vendor, empty CARGO_HOME, CARGO_NET_OFFLINE=true, mvn -o; no crate downloaded); with -Dcks.vmmap.native.host.only=true its jar carries $(folders "${host_built[@]}")only:" \
      "$(grep -h -o 'Tests run: [0-9]*, Failures: 0, Errors: 0, Skipped: [0-9]*$' "$archive_log" | tail -1)"
  fi
else
  grep -E "ERROR|FAIL|error" "$archive_log" | head -20
  fail "the module does not build offline with -Dcks.vmmap.cargo.vendor from the git archive of the patched tree"
fi
# The same offline builder without the vendored set: the build stops, naming the vendored set and the skip property.
offline_fail_log="$scratch/offline-no-vendor.log"
offline_message="A machine that cannot reach crates.io builds it from a vendored crate set: make one where crates.io is reachable with cargo vendor --locked --manifest-path src/main/rust/Cargo.toml DIR, then build with -Dcks.vmmap.cargo.vendor=DIR; or build without the library with -Dcks.vmmap.native.skip=true"
if (cd "$scratch/copied/$plugin" && "${offline_cargo[@]}" mvn "${cs_flags[@]}" -o generate-resources) >"$offline_fail_log" 2>&1; then
  fail "the module built offline without a vendored crate set: cargo reached crates.io or a cache"
elif grep -qF "$offline_message" "$offline_fail_log"; then
  echo "verify: offline without the vendored set the build stops with: $(grep -o "cargo could not build.*skip=true" "$offline_fail_log" | head -1)"
else
  tail -20 "$offline_fail_log"
  fail "the offline build without the vendored set failed without naming -Dcks.vmmap.cargo.vendor"
fi
rm -rf "$vendor" "$scratch/cargo-home"
echo "verify: the offline builds took $(( $(date +%s) - offline_started )) s"

# Without cargo: one line that names what to install and the property; with the property: green, library tests skipped.
nocargo_path=$(tr ':' '\n' <<<"$PATH" | while read -r d; do [ -n "$d" ] && [ ! -x "$d/cargo" ] && printf '%s:' "$d"; done)
nocargo_log="$scratch/nocargo.log"
if (cd "$scratch/copied/$plugin" && PATH="${nocargo_path%:}" mvn "${cs_flags[@]}" generate-resources) >"$nocargo_log" 2>&1; then
  fail "the module built without cargo and without -Dcks.vmmap.native.skip=true"
elif grep -q "cargo (Rust 1.85 or later) is needed .* or build without the library with -Dcks.vmmap.native.skip=true" "$nocargo_log"; then
  echo "verify: without cargo the build stops with: $(grep -o "cargo (Rust 1.85 or later) is needed.*skip=true" "$nocargo_log" | head -1)"
else
  tail -20 "$nocargo_log"
  fail "the build without cargo failed without naming what to install"
fi
skip_log="$scratch/skip.log"
if (cd "$scratch/copied/$plugin" && PATH="${nocargo_path%:}" mvn "${cs_flags[@]}" -Dcks.vmmap.native.skip=true test) >"$skip_log" 2>&1 \
   && grep -q "BUILD SUCCESS" "$skip_log"; then
  skipped=$(python3 - "$scratch/copied/$plugin/target/surefire-reports" <<'PY'
import glob, os, sys
import xml.etree.ElementTree as ET
out = []
for path in sorted(glob.glob(os.path.join(sys.argv[1], "TEST-*.xml"))):
    suite = ET.parse(path).getroot()
    for case in suite.iter("testcase"):
        s = case.find("skipped")
        if s is not None:
            out.append((suite.get("name").rsplit(".", 1)[1], s.get("message", "")))
classes = sorted(set(c for c, _ in out))
messages = sorted(set(m for _, m in out))
print("%s skipped (%d report entries); message: %s" % (", ".join(classes), len(out), " | ".join(messages)))
PY
)
  if grep -q "VmMapCheckEngineTest.*KubernetesClusterVmMapCheckTest\|KubernetesClusterVmMapCheckTest.*VmMapCheckEngineTest" <<<"$skipped" \
     && grep -q "native library was not built (-Dcks.vmmap.native.skip=true)" <<<"$skipped" \
     && [ -z "$(find "$scratch/copied/$plugin/target/classes" -path '*native*' -name 'libcks_vmmap_check*')" ]; then
    echo "verify: with -Dcks.vmmap.native.skip=true (no cargo on the PATH) the build passes: $skipped"
  else
    echo "$skipped"
    fail "with -Dcks.vmmap.native.skip=true the library's tests were not skipped with their message"
  fi
else
  grep -E "ERROR|FAIL" "$skip_log" | head -20
  fail "the build with -Dcks.vmmap.native.skip=true failed"
fi

echo "verify: $(( $(date +%s) - started )) s in all"
if [ "$failed" != 0 ]; then
  echo "verify: FAILED (build log kept at $scratch.log)" >&2
  cp "$log" "$scratch.log"
  exit 1
fi
echo "verify: PASSED: CloudStack's build of $plugin with the change, from source: cargo, compile, all tests, jar, checkstyle, RAT in the module and CloudStack's licence CI on the whole tree; the git archive, offline from vendored crates; without cargo"
