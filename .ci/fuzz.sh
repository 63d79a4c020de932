#!/usr/bin/env bash
# Bounded fuzzing (cargo fuzz, libFuzzer with AddressSanitizer) of the four targets in fuzz/, starting from the
# committed corpus. New inputs go to a scratch copy, so the work tree is left as it is. Any crash fails the run and
# leaves its input in fuzz/artifacts/.
#   FUZZ_SECONDS  seconds per target (default 60)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "installing cargo-fuzz from crates.io ..."
  cargo install cargo-fuzz --locked --version 0.13.2 --quiet
fi
# cargo fuzz passes -Z flags (sanitizers, coverage) that only a nightly compiler takes; the machine has stable Rust,
# so the stable compiler is asked to accept them.
export RUSTC_BOOTSTRAP=1
cd fuzz
cargo fuzz build -O
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for target in request_bytes kubectl_output detail_value structured_request; do
  mkdir -p "$scratch/$target"
  log="$scratch/$target.log"
  if ! cargo fuzz run -O "$target" "$scratch/$target" "corpus/$target" -- -max_total_time="$seconds" -print_final_stats=1 >"$log" 2>&1; then
    tail -40 "$log"
    echo "fuzz: $target found a failure (input saved under fuzz/artifacts/$target/)" >&2
    exit 1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  echo "fuzz: $target: ${runs:-?} executions in ${seconds} s, no crash"
done
