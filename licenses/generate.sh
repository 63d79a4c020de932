#!/usr/bin/env bash
# Licensed to the Apache Software Foundation (ASF) under one
# or more contributor license agreements.  See the NOTICE file
# distributed with this work for additional information
# regarding copyright ownership.  The ASF licenses this file
# to you under the Apache License, Version 2.0 (the
# "License"); you may not use this file except in compliance
# with the License.  You may obtain a copy of the License at
#
#   http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing,
# software distributed under the License is distributed on an
# "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY
# KIND, either express or implied.  See the License for the
# specific language governing permissions and limitations
# under the License.
#
# THIRD-PARTY-LICENSES from Cargo.lock with cargo-about: licenses/generate.sh [--check]
# It fails when a linked crate's licence is not in licenses/about.toml's `accepted` list (ASF category A). With --check
# it changes nothing and fails when the committed THIRD-PARTY-LICENSES differs from what Cargo.lock gives now.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v cargo-about >/dev/null 2>&1; then
  echo "licenses: cargo-about is not installed: cargo install cargo-about --locked --version 0.8.4" >&2
  exit 1
fi
out=THIRD-PARTY-LICENSES
[ "${1:-}" = --check ] && out=$(mktemp) && trap 'rm -f "$out"' EXIT
cargo about generate --locked -c licenses/about.toml licenses/third-party.hbs -o "$out" 2>/tmp/cargo-about.$$.log || {
  cat /tmp/cargo-about.$$.log >&2; rm -f /tmp/cargo-about.$$.log; exit 1; }
rm -f /tmp/cargo-about.$$.log
# Some licence files end lines with blanks or CRs; git and CloudStack's review would flag them.
sed -i 's/[[:space:]]*$//' "$out"
if [ "${1:-}" = --check ]; then
  if ! diff -u THIRD-PARTY-LICENSES "$out" >&2; then
    echo "licenses: THIRD-PARTY-LICENSES is stale: Cargo.lock links other crates now; run licenses/generate.sh and commit" >&2
    exit 1
  fi
  echo "licenses: THIRD-PARTY-LICENSES is current ($(grep -c '^        from ' THIRD-PARTY-LICENSES) crates, every licence in ASF category A)"
fi
