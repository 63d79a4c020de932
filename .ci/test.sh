#!/usr/bin/env bash
# Every test of the project: Rust formatting and lints, the committed C header, Rust unit, integration and
# property tests, the library's tests on aarch64 under qemu-user, the C ABI test (under valgrind when present), and the
# Java tests when the Java module exists.
# README.md's test command. Needs: cargo (with rustfmt and clippy), cc; for Java: a JDK 11+ and Maven.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy (default features and panic-probe)"
cargo clippy --all-targets --locked -- -D warnings
cargo clippy --all-targets --locked --features panic-probe -- -D warnings

step "cargo build: the committed C header is current"
cargo build --locked --quiet
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  if ! git diff --exit-code -- include/; then
    echo "include/cks_vmmap_check.h is stale: build.rs regenerated it from src/c_api.rs; commit the new header." >&2
    exit 1
  fi
  if [ -n "$(git ls-files --others --exclude-standard include/)" ]; then
    echo "include/ has files that are not committed" >&2
    exit 1
  fi
fi

step "cargo test"
cargo test --locked

step "C ABI test"
bash tests/c/run.sh

step "glibc gate: a host build (glibc $(ldd --version | head -1 | grep -o '[0-9.]*$')) must fail it, so the gate can fail"
if bash tests/glibc-gate.sh target/debug/libcks_vmmap_check.so 2.17 >/dev/null 2>&1; then
  echo "the glibc gate passed a library built against this machine's glibc: the gate is broken" >&2
  exit 1
fi
echo "glibc gate: refuses the host build, as it must"

step "the library's tests on aarch64 (glibc 2.17 build) under qemu-user (tests/aarch64-under-qemu.sh)"
bash tests/aarch64-under-qemu.sh

step "fuzzing, bounded (FUZZ_SECONDS=${FUZZ_SECONDS:-60} per target)"
bash .ci/fuzz.sh

step "CloudStack integration script against its fixture tree"
bash integration/cloudstack/test.sh

step "The log lines docs/GUIDE.md quotes are the code's, at their levels; README's Remove deletes every detail the code stores"
python3 integration/cloudstack/guide_logs.py

step "CloudStack's UI with the change (integration/cloudstack/ui-test.sh): jest on the tab's test, eslint on the files the change adds or edits"
bash integration/cloudstack/ui-test.sh

if [ -f java/pom.xml ]; then
  step "Java tests (Maven)"
  bash java/build.sh test
fi

step "CloudStack's own build of the change (integration/cloudstack/verify.sh): compile, all module tests under -Xcheck:jni, checkstyle, RAT in the module and CloudStack's licence CI on the whole tree, the source release built offline from vendored crates"
bash integration/cloudstack/verify.sh

step "The database scale harness, small (integration/cloudstack/dbscale/dbscale.sh --clusters 200 --check): CloudStack's real DAOs and schema on MariaDB, today's main and this change side by side, the targets asserted on MariaDB's counters"
DBSCALE_WORK=${DBSCALE_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/cks-vmmap-dbscale.XXXXXX")} bash integration/cloudstack/dbscale/dbscale.sh --clusters 200 --check

step "all tests passed"
