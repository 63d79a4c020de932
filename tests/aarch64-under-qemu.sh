#!/usr/bin/env bash
# The library's tests on aarch64: built by cargo-zigbuild for aarch64-unknown-linux-gnu at glibc 2.17 (the baseline of
# the shipped linux-aarch64 library) and run under Debian's qemu-user, qemu-aarch64 with the aarch64 glibc and libgcc of
# libc6-arm64-cross and libgcc-s1-arm64-cross as its sysroot. Installs what is missing (apt-get, rustup, PyPI).
#
# Run: the library's unit tests (src/) and its spec tests: spec_rules, alert_reason, state_watch, invalid_requests,
# log_label, hostile_input and layering. Left out, as the whole suite takes over 8 minutes under qemu here: properties
# (proptest, 5 minutes alone), readiness_agrees_with_cks (a minute; its other half is the host's sh), and the tests that
# start the CLI program (cli, and hostile_input's 200 MB request), which no binfmt_misc here runs as an aarch64 program.
# All of them run natively in cargo test.
set -euo pipefail
cd "$(dirname "$0")/.."
sysroot=/usr/aarch64-linux-gnu

need_apt=()
command -v qemu-aarch64 >/dev/null 2>&1 || need_apt+=(qemu-user)
[ -e "$sysroot/lib/libc.so.6" ] || need_apt+=(libc6-arm64-cross)
[ -e "$sysroot/lib/libgcc_s.so.1" ] || need_apt+=(libgcc-s1-arm64-cross)
# shellcheck source=integration/cloudstack/debian-packages.sh
source integration/cloudstack/debian-packages.sh
install_debian_packages aarch64-under-qemu "${need_apt[@]}"
# cargo runs its subcommands from PATH: cargo's bin folder first, ahead of a Python manager's shims (.ci/ensure-zigbuild.sh).
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
bash .ci/ensure-zigbuild.sh

export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L $sysroot"
tests=(--lib --test spec_rules --test alert_reason --test state_watch --test invalid_requests --test log_label
  --test hostile_input --test layering)
started=$(date +%s)
cargo zigbuild --locked --quiet --tests --target aarch64-unknown-linux-gnu.2.17
built=$(date +%s)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! cargo-zigbuild test --locked --quiet --target aarch64-unknown-linux-gnu.2.17 "${tests[@]}" \
  -- --skip a_200_mb_request_is_refused_after_reading_at_most_the_limit >"$log" 2>&1; then
  cat "$log"
  echo "aarch64 under qemu: the library's tests failed" >&2
  exit 1
fi
passed=$(awk '/^test result: ok\./ { n += $4 } END { print n + 0 }' "$log")
binary=$(find target/aarch64-unknown-linux-gnu/debug/deps -maxdepth 1 -name 'spec_rules-*' -type f -executable | head -1)
echo "aarch64 under qemu: $passed tests passed ($(readelf -h "$binary" | sed -n 's/^ *Machine: *//p') test programs," \
  "$(qemu-aarch64 --version | head -1); build $((built - started)) s, tests $(($(date +%s) - built)) s)"
