#!/usr/bin/env bash
# CloudStack's own build of the change: integration/cloudstack/verify.sh [BUNDLE]
#
# BUNDLE (default: ../shared/cloudstack beside this checkout, or $CKS_CLOUDSTACK_BUNDLE) is a folder with m2/ (CloudStack's
# artifacts, a Maven repository fragment) and source/ (the pristine kubernetes-service module with CloudStack's root
# pom, plugins/pom.xml and rat.yml), as shared/cloudstack holds it or integration/cloudstack/bundle.sh makes it.
#
#  1. installs m2/ into the local Maven repository and builds the shipped native library;
#  2. copies the pristine module to a scratch tree twice: applies the change to one with apply.py, and to the other with
#     `git apply` of the patch that `apply.py --patch` writes; the two trees must be identical;
#  3. runs CloudStack's Maven build of the module on the patched tree, as CloudStack runs it: compile, checkstyle
#     (cloudstack-checkstyle, in validate), every test of the module (CloudStack's and ours) with CloudStack's argLine
#     plus -Xcheck:jni, then Apache RAT (apache-rat-plugin:0.12:check, as .github/workflows/rat.yml does);
#  4. prints per test class the counts and the totals, and fails on any test failure, any JNI warning, any checkstyle
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
require_bundle verify "$bundle" m2/org/apache/cloudstack "source/$plugin/pom.xml"
bundle=$(cd "$bundle" && pwd)
started=$(date +%s)

local_repo=${MAVEN_LOCAL_REPOSITORY:-$HOME/.m2/repository}
mkdir -p "$local_repo"
cp -rn "$bundle/m2/." "$local_repo/"
chmod -R u+w "$local_repo/org/apache/cloudstack" "$local_repo/org/jenkins-ci" 2>/dev/null || true
echo "verify: CloudStack's artifacts from $bundle/m2 are in $local_repo ($(cat "$bundle/source/COMMIT" 2>/dev/null || echo 'commit unknown'))"

bash "$repo/java/build.sh" package
library="$repo/target/x86_64-unknown-linux-gnu/release/libcks_vmmap_check.so"
bash "$repo/tests/glibc-gate.sh" "$library" 2.17

scratch=$(mktemp -d "${TMPDIR:-/tmp}/cks-vmmap-verify.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
for tree in pristine copied patched; do
  cp -r "$bundle/source" "$scratch/$tree"
  chmod -R u+w "$scratch/$tree"
done
python3 "$here/apply.py" "$scratch/copied" --library "$library" | tail -1
python3 "$here/apply.py" "$scratch/pristine" --library "$library" --patch "$scratch/change.patch"
(cd "$scratch/patched" && git apply --check "$scratch/change.patch" && git apply "$scratch/change.patch")
if ! diff -r "$scratch/copied" "$scratch/patched" >"$scratch/tree.diff"; then
  head -20 "$scratch/tree.diff"
  echo "verify: FAILED: the patch and the copy give different trees" >&2
  exit 1
fi
echo "verify: the patch ($(grep -c '^diff --git ' "$scratch/change.patch") files, $(wc -c <"$scratch/change.patch") bytes) and the copy give the same tree"

module="$scratch/patched/$plugin"
# CloudStack's own surefire argLine (root pom), with -Xcheck:jni added: every JNI call is checked.
cs_argline=$(python3 - "$scratch/patched/pom.xml" <<'PY'
import sys
import xml.etree.ElementTree as ET
ns = {"m": "http://maven.apache.org/POM/4.0.0"}
print(ET.parse(sys.argv[1]).getroot().find("m:properties/m:argLine", ns).text.strip())
PY
)
log="$scratch/build.log"
echo "verify: mvn test in $plugin (argLine: $cs_argline -Xcheck:jni)"
set +e
(cd "$module" && mvn "${cs_flags[@]}" "-DargLine=$cs_argline -Xcheck:jni" test) >"$log" 2>&1
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
unapproved=$(sed -n 's/^ *\([0-9][0-9]*\) Unknown Licenses.*/\1/p' "$rat_report" 2>/dev/null | head -1)
if [ "$rat_status" != 0 ] || [ "${unapproved:-x}" != 0 ]; then
  [ -f "$rat_report" ] && sed -n '/Files with unapproved licenses/,/^\*\*\*\*\*/p' "$rat_report" | head -40
  tail -20 "$rat_log"
  fail "Apache RAT: ${unapproved:-?} file(s) with unapproved licences (exit $rat_status)"
fi
approved=$(sed -n 's/^Apache Licensed: \([0-9]*\).*/\1/p' "$rat_report" | head -1)
echo "verify: Apache RAT (apache-rat-plugin:0.12:check): ${unapproved:-?} unapproved, ${approved:-?} Apache-licensed files"

echo "verify: $(( $(date +%s) - started )) s in all"
if [ "$failed" != 0 ]; then
  echo "verify: FAILED (build log kept at $scratch.log)" >&2
  cp "$log" "$scratch.log"
  exit 1
fi
echo "verify: PASSED: CloudStack's build of $plugin with the change: compile, all tests, checkstyle, RAT"
