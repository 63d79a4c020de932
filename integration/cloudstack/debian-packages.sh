#!/usr/bin/env bash
# Sourced by e2e.sh, dbscale.sh and .ci/run: installs Debian packages that are missing, without starting their services.
#
#   install_debian_packages SCRIPT PACKAGE...
#
# Does nothing when no PACKAGE is given. Debian starts a package's service on install unless policy-rc.d says no; the
# scripts start their own servers, on loopback, so a policy that refuses is put in place for the install (and removed
# after it unless one was there before).

install_debian_packages() {
  local script=$1
  shift
  [ $# -gt 0 ] || return 0
  echo "$script: installing with apt-get (services not started): $*"
  local policy=/usr/sbin/policy-rc.d had_policy=0
  [ -e "$policy" ] && had_policy=1
  [ "$had_policy" = 1 ] || { printf '#!/bin/sh\nexit 101\n' >"$policy"; chmod +x "$policy"; }
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  [ "$had_policy" = 1 ] || rm -f "$policy"
}
