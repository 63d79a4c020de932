#!/usr/bin/env bash
# Makes sure cargo-zigbuild and zig are on this machine (from PyPI), and rustup's x86_64 and aarch64 Linux targets: the
# shipped native libraries (linux-x86_64 and linux-aarch64) are linked by zig against glibc 2.17 so that they load on
# every supported management server.
#
# Both tools live in a virtual environment of their own and are linked into cargo's bin folder, where cargo finds its
# subcommands. Not into a Python manager's shims: pyenv's shim picks the Python named by the nearest .python-version,
# and CloudStack's tree has one (3.10), so inside it a shimmed cargo-zigbuild installed for another Python is "command
# not found" (exit 127) in the middle of the module's build.
set -euo pipefail
for target in x86_64-unknown-linux-gnu aarch64-unknown-linux-gnu; do
  if ! rustup target list --installed 2>/dev/null | grep -qx "$target"; then
    echo "adding the Rust target $target (rustup) ..." >&2
    rustup target add "$target" >&2
  fi
done

cargo_bin=${CARGO_HOME:-$HOME/.cargo}/bin
venv=${XDG_CACHE_HOME:-$HOME/.cache}/cks-vmmap-check/zigbuild-0.19.8-zig-0.13.0
if ! [ -x "$venv/bin/cargo-zigbuild" ] || ! "$venv/bin/python" -m ziglang version >/dev/null 2>&1; then
  echo "installing zig 0.13.0 and cargo-zigbuild 0.19.8 from PyPI into $venv ..." >&2
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "ziglang==0.13.0" "cargo-zigbuild==0.19.8" >&2
fi
zig=$("$venv/bin/python" -c 'import os, ziglang; print(os.path.join(os.path.dirname(ziglang.__file__), "zig"))')
mkdir -p "$cargo_bin"
ln -sfn "$venv/bin/cargo-zigbuild" "$cargo_bin/cargo-zigbuild"
ln -sfn "$zig" "$cargo_bin/zig"

# What a build will run, from a folder whose .python-version names another Python (as CloudStack's tree does).
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
echo 3.10 >"$probe/.python-version"
found=$(cd "$probe" && command -v cargo-zigbuild || true)
if [ "$found" != "$cargo_bin/cargo-zigbuild" ]; then
  echo "cargo-zigbuild on PATH is ${found:-missing}, not $cargo_bin/cargo-zigbuild: put $cargo_bin first on PATH" >&2
  exit 1
fi
if ! (cd "$probe" && cargo zigbuild --help >/dev/null && zig version >/dev/null); then
  echo "cargo zigbuild or zig does not run from a folder with its own .python-version (see above)" >&2
  exit 1
fi
