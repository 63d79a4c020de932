#!/usr/bin/env bash
# Sourced by verify.sh and e2e.sh: checks that the CloudStack bundle has what the script needs.
#
#   require_bundle SCRIPT BUNDLE PATH...
#
# Every PATH must exist under BUNDLE. If one does not, the calling script stops: with a failure under CI=true (CI must
# prove the change against CloudStack), else with a skip message and status 0 (a machine without the bundle).

require_bundle() {
  local script=$1 bundle=$2 path
  shift 2
  for path in "$@"; do
    if [ ! -e "$bundle/$path" ]; then
      local msg="no CloudStack bundle at $bundle (it needs $*; make one from a CloudStack 4.22 checkout with integration/cloudstack/bundle.sh)"
      if [ "${CI:-}" = true ]; then
        echo "$script: FAILED: $msg" >&2
        exit 1
      fi
      echo "$script: SKIPPED: $msg"
      exit 0
    fi
  done
}
