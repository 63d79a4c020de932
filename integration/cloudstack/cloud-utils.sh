#!/usr/bin/env bash
# Sourced by verify.sh and dbscale/dbscale.sh: CloudStack's cloud-utils with the change (SshHelper's bounded overloads,
# SPEC 5), built by CloudStack's own Maven build and installed into the local Maven repository, where the module's build
# finds it. The bundle's m2/ holds cloud-utils as CloudStack 4.22 built it; the module with the change needs the new one.
#
#   install_cloud_utils TREE LOG [MVN_ARG...]
#       runs `mvn -pl utils install` at the root of TREE (a whole CloudStack tree with the change applied), logging to
#       LOG, and stamps the installed artifact with the hash of TREE's utils sources; fails with the log's errors.
#   cloud_utils_current TREE
#       succeeds when the installed cloud-utils carries a stamp of TREE's utils sources (a rebuild would change nothing).
#
# The caller sets cs_flags (CloudStack's flags for this machine) and local_repo.

cloud_utils_stamp_file() { echo "$local_repo/org/apache/cloudstack/cloud-utils/4.22.0.0-SNAPSHOT/cks-vmmap-check.sources-sha256"; }

cloud_utils_sources_hash() {
  (cd "$1" && find utils/pom.xml utils/src -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-64)
}

cloud_utils_current() {
  [ -f "$(cloud_utils_stamp_file)" ] && [ "$(cat "$(cloud_utils_stamp_file)")" = "$(cloud_utils_sources_hash "$1")" ]
}

install_cloud_utils() {
  local tree=$1 log=$2
  shift 2
  rm -f "$(cloud_utils_stamp_file)"
  # CloudStack's own timing tests in utils (JsInterpreterTest: a script must finish within 1 000 ms) fail on a loaded
  # machine (stop 53: CI beside the end-to-end script and the package run). Surefire runs a failed test up to twice
  # more and reports it as flaky when a rerun passes; a test that fails three times fails the build.
  if ! (cd "$tree" && mvn "${cs_flags[@]}" -Dsurefire.rerunFailingTestsCount=2 -pl utils "$@" install) >"$log" 2>&1 || ! grep -q "BUILD SUCCESS" "$log"; then
    grep -E "<<< (FAILURE|ERROR)!|Tests run:.*(Failures: [1-9]|Errors: [1-9])|BUILD FAILURE|^\[ERROR\]" "$log" | head -40 >&2
    cp "$log" "${TMPDIR:-/tmp}/cks-vmmap-cloud-utils.log"
    echo "cloud-utils: FAILED: CloudStack's build of utils with the change (log kept at ${TMPDIR:-/tmp}/cks-vmmap-cloud-utils.log)" >&2
    return 1
  fi
  cloud_utils_sources_hash "$tree" >"$(cloud_utils_stamp_file)"
}
