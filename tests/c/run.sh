#!/usr/bin/env bash
# Builds the library (debug, with the panic probe) and runs the C ABI test against the committed header, under
# valgrind when it is installed. Usage: tests/c/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
target_dir="${CARGO_TARGET_DIR:-target}/c-abi"
cargo build --lib --features panic-probe --target-dir "$target_dir" --quiet
mkdir -p "$target_dir/bin"
cc -std=c99 -Wall -Wextra -Werror -DCKS_VMMAP_CHECK_PANIC_PROBE -Iinclude tests/c/abi_test.c \
  -L"$target_dir/debug" -lcks_vmmap_check -Wl,-rpath,"$PWD/$target_dir/debug" -o "$target_dir/bin/abi_test"
"$target_dir/bin/abi_test"
if command -v valgrind >/dev/null 2>&1; then
  valgrind --quiet --leak-check=full --show-possibly-lost=no --errors-for-leak-kinds=definite,indirect --error-exitcode=9 \
    "$target_dir/bin/abi_test" >/dev/null
  echo "c-abi: valgrind found no leak and no memory error"
fi
