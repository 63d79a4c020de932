#!/usr/bin/env bash
# Makes sure cargo-zigbuild and zig are on this machine (from PyPI), and rustup's x86_64 and aarch64 Linux targets: the
# shipped native libraries (linux-x86_64 and linux-aarch64) are linked by zig against glibc 2.17 so that they load on
# every supported management server.
set -euo pipefail
for target in x86_64-unknown-linux-gnu aarch64-unknown-linux-gnu; do
  if ! rustup target list --installed 2>/dev/null | grep -qx "$target"; then
    echo "adding the Rust target $target (rustup) ..." >&2
    rustup target add "$target" >&2
  fi
done
if command -v cargo-zigbuild >/dev/null 2>&1 && python3 -m ziglang version >/dev/null 2>&1; then
  exit 0
fi
echo "installing zig and cargo-zigbuild from PyPI (pinned) ..." >&2
python3 -m pip install --quiet --disable-pip-version-check "ziglang==0.13.0" "cargo-zigbuild==0.19.8" 2>&1 \
  | grep -v "Running pip as the 'root' user" >&2 || true
if ! command -v cargo-zigbuild >/dev/null 2>&1; then
  echo "cargo-zigbuild is not on PATH after installing it: add Python's script folder to PATH" >&2
  exit 1
fi
