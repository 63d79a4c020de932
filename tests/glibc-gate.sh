#!/usr/bin/env bash
# The glibc gate: fails when a shared library needs a glibc symbol version newer than the floor, or has a NEEDED
# entry other than glibc's own libraries (no libgcc_s, no libstdc++). For x86_64 and aarch64 libraries alike (binutils
# reads either on any host).
# Usage: tests/glibc-gate.sh LIBRARY.so [FLOOR]   (FLOOR defaults to 2.17)
set -euo pipefail
lib=$1
floor=${2:-2.17}
allowed_needed="libc.so.6 libm.so.6 libdl.so.2 libpthread.so.0 librt.so.1 ld-linux-x86-64.so.2 ld-linux-aarch64.so.1"

versions=$(objdump -T "$lib" | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV)
newest=$(tail -1 <<<"$versions")
if [ -z "$newest" ]; then
  echo "glibc gate: $lib has no versioned glibc symbols at all; is it a glibc build?" >&2
  exit 1
fi
if [ "$(printf '%s\n%s\n' "$floor" "$newest" | sort -V | tail -1)" != "$floor" ]; then
  echo "glibc gate: $lib needs GLIBC_$newest, newer than the floor $floor; symbols:" >&2
  objdump -T "$lib" | awk -v v="GLIBC_$newest" '$0 ~ v' >&2
  exit 1
fi
for needed in $(readelf -d "$lib" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
  case " $allowed_needed " in
    *" $needed "*) ;;
    *) echo "glibc gate: $lib has an unexpected NEEDED entry: $needed" >&2; exit 1 ;;
  esac
done
machine=$(readelf -h "$lib" | sed -n 's/^ *Machine: *//p')
echo "glibc gate: $(basename "$lib") ($machine) needs at most GLIBC_$newest (floor $floor); NEEDED: $(readelf -d "$lib" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')"
