#!/usr/bin/env bash
# Makes sure cargo-zigbuild and zig are on this machine (from PyPI): the shipped native library is linked by zig
# against glibc 2.17 so that it loads on every supported management server.
set -euo pipefail
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
