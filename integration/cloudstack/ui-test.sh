#!/usr/bin/env bash
# The UI part's unit test and lint, with CloudStack's own UI tooling: integration/cloudstack/ui-test.sh [BUNDLE]
#
# BUNDLE (default: ../shared/cloudstack beside this checkout, or $CKS_CLOUDSTACK_BUNDLE) holds cloudstack-src.tar.gz,
# the whole CloudStack tree. In a work folder ($CKS_UI_WORK, default /tmp/cks-ui-work) it:
#
#  1. extracts the tree's ui/, kubernetes-service module and root pom afresh (all the change touches), writes the
#     change as one patch (apply.py --patch) and applies it with `git apply`, as a committer would; apply.py run in
#     place afterwards must find nothing to change (the patch and the copy give the same files);
#  2. installs ui/'s dependencies from the tree's package.json and package-lock.json, once: node_modules is kept in the
#     work folder under the sha256 of those two files and moved into ui/ for the run (and back). CloudStack's lock is
#     not in sync with its package.json (4.22's lock is the 4.19 one: `npm ci` refuses it, "lock file's nan@2.16.0
#     does not satisfy nan@2.18.0", ...), so it installs as CloudStack's own CI does (.github/workflows/ui.yml:
#     `npm install`), from that lock; the resolved lock stays beside the cached node_modules;
#  3. runs jest, CloudStack's configuration (ui/jest.config.js, tests/setup.js, the mocks in tests/), on the change's
#     test files (vue-cli-service test:unit FILES, without coverage);
#  4. runs eslint, CloudStack's configuration (package.json's eslintConfig), without fixing anything, on every .js and
#     .vue file the change adds or edits (vue-cli-service lint --no-fix FILES), and checks that en.json still parses;
#     with CKS_UI_LINT=all it lints the whole ui/ tree the same way (npm run lint without its fixes);
#  5. exits non-zero if any of it fails.
#
# CKS_UI_JEST=all runs CloudStack's whole jest suite with the change's test (npm run test:unit, coverage included).
# CKS_UI_BUILD=DIR then builds the UI with the change into DIR (vue-cli-service build, as `npm run build` does without
# its gzip step), for the end-to-end script's browser step, which serves it in front of the management server.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
bundle=${1:-${CKS_CLOUDSTACK_BUNDLE:-$repo/../shared/cloudstack}}
work=${CKS_UI_WORK:-/tmp/cks-ui-work}
say() { echo "ui-test: $*"; }
tarball="$bundle/cloudstack-src.tar.gz"
if [ ! -f "$tarball" ]; then
  if [ "${CI:-}" = true ]; then
    echo "ui-test: FAILED: no CloudStack tree at $tarball" >&2
    exit 1
  fi
  say "skipped: no CloudStack tree at $tarball (set CKS_CLOUDSTACK_BUNDLE)"
  exit 0
fi
for tool in node npm python3 tar; do
  command -v "$tool" >/dev/null || { echo "ui-test: FAILED: $tool is needed" >&2; exit 1; }
done
mkdir -p "$work"
exec 9>"$work/.lock"
# Another run in the same folder (CI's UI step beside the end-to-end script's UI build) is waited for, not failed.
if ! flock -n 9; then
  echo "ui-test: another ui-test.sh runs in $work: waiting for it (at most 30 minutes)" >&2
  flock -w 1800 9 || { echo "ui-test: FAILED: another ui-test.sh still runs in $work after 30 minutes" >&2; exit 1; }
fi
started=$(date +%s)

# ---- 1. the tree with the change ---------------------------------------------------------------------------------
tree="$work/tree"
# A run that was killed leaves its node_modules in the old tree: take it back into the cache first.
if [ -d "$tree/ui/node_modules" ] && [ -f "$work/tree.key" ] && [ ! -e "$work/npm-$(cat "$work/tree.key")/node_modules" ]; then
  mv "$tree/ui/node_modules" "$work/npm-$(cat "$work/tree.key")/node_modules"
fi
rm -rf "$tree" "$work/tree.key"
mkdir -p "$tree"
tar -xzf "$tarball" -C "$tree" pom.xml ui plugins/integrations/kubernetes-service
python3 "$here/apply.py" "$tree" --patch "$work/change.patch" >"$work/apply.log"
(cd "$tree" && git apply --check "$work/change.patch" && git apply "$work/change.patch") \
  || { echo "ui-test: FAILED: git apply of the change's patch" >&2; exit 1; }
python3 "$here/apply.py" "$tree" >>"$work/apply.log"
tail -1 "$work/apply.log" | grep -qx 'apply: 0 file(s) changed' \
  || { echo "ui-test: FAILED: the patch and apply.py give different files: $(tail -1 "$work/apply.log")" >&2; exit 1; }
say "the change's patch ($(grep -c '^diff --git ' "$work/change.patch") files) applied with git apply to a fresh extract ($(( $(date +%s) - started )) s)"
mapfile -t ui_files < <(sed -n 's|^diff --git a/ui/\([^ ]*\) .*|\1|p' "$work/change.patch")
[ "${#ui_files[@]}" -gt 0 ] || { echo "ui-test: FAILED: apply.py wrote no file under ui/" >&2; exit 1; }
mapfile -t lint_files < <(printf '%s\n' "${ui_files[@]}" | grep -E '\.(js|vue)$')
mapfile -t test_files < <(printf '%s\n' "${ui_files[@]}" | grep -E '^tests/unit/.*\.spec\.js$')
say "ui/ files of the change: ${ui_files[*]}"

# ---- 2. ui/'s dependencies, cached by package.json + package-lock.json --------------------------------------------
key=$(cat "$tree/ui/package.json" "$tree/ui/package-lock.json" | sha256sum | cut -c1-16)
cache="$work/npm-$key"
if [ ! -f "$cache/.installed" ]; then
  rm -rf "$cache"
  mkdir -p "$cache"
  cp "$tree/ui/package.json" "$tree/ui/package-lock.json" "$cache/"
  say "installing ui/'s dependencies into $cache (npm install from the tree's lock, as CloudStack's CI does; minutes)"
  t0=$(date +%s)
  if ! (cd "$cache" && npm install --no-audit --no-fund) >"$cache/npm-install.log" 2>&1; then
    tail -30 "$cache/npm-install.log" >&2
    echo "ui-test: FAILED: npm install (log $cache/npm-install.log)" >&2
    exit 1
  fi
  echo "$(( $(date +%s) - t0 ))" >"$cache/.installed"
  say "installed in $(cat "$cache/.installed") s: $(du -sh "$cache/node_modules" | cut -f1)"
else
  say "reusing ui/'s dependencies from $cache (installed in $(cat "$cache/.installed") s)"
fi
echo "$key" >"$work/tree.key"
mv "$cache/node_modules" "$tree/ui/node_modules"
trap 'if [ -d "$tree/ui/node_modules" ]; then mv "$tree/ui/node_modules" "$cache/node_modules"; fi' EXIT

failed=0
fail() { echo "ui-test: FAILED: $*" >&2; failed=1; }
cd "$tree/ui"

# ---- 3. jest ------------------------------------------------------------------------------------------------------
t0=$(date +%s)
if [ "${CKS_UI_JEST:-}" = all ]; then
  npx vue-cli-service test:unit >"$work/jest.log" 2>&1 || fail "jest: CloudStack's suite with the change's test (log $work/jest.log)"
else
  npx vue-cli-service test:unit --coverage=false "${test_files[@]}" >"$work/jest.log" 2>&1 || fail "jest (log $work/jest.log)"
fi
grep -E '^(Tests|Test Suites):' "$work/jest.log" || true
if [ "$failed" != 0 ]; then grep -E '●|Expected|Received' "$work/jest.log" | head -40 >&2; fi
say "jest: $(( $(date +%s) - t0 )) s"

# ---- 4. lint ------------------------------------------------------------------------------------------------------
t0=$(date +%s)
if [ "${CKS_UI_LINT:-}" = all ]; then
  lint_args=()
  what="the whole ui/ tree"
else
  lint_args=("${lint_files[@]}")
  what="${#lint_files[@]} file(s) of the change"
fi
if npx vue-cli-service lint --no-fix --max-warnings 0 "${lint_args[@]}" >"$work/lint.log" 2>&1; then
  say "lint ($what): clean"
else
  cat "$work/lint.log" >&2
  fail "lint ($what)"
fi
node -e 'JSON.parse(require("fs").readFileSync("public/locales/en.json", "utf8"))' || fail "en.json does not parse"
say "lint: $(( $(date +%s) - t0 )) s"

if [ "$failed" = 0 ] && [ -n "${CKS_UI_BUILD:-}" ]; then
  t0=$(date +%s)
  rm -rf "$CKS_UI_BUILD"
  # Webpack 4 hashes with MD4, which OpenSSL 3 (Node 17 and later) leaves to its legacy provider.
  if NODE_OPTIONS="--max-old-space-size=4096 --openssl-legacy-provider" npx vue-cli-service build --dest "$CKS_UI_BUILD" >"$work/build.log" 2>&1 \
      && [ -f "$CKS_UI_BUILD/index.html" ]; then
    say "built the UI with the change into $CKS_UI_BUILD in $(( $(date +%s) - t0 )) s"
  else
    tail -20 "$work/build.log" >&2
    fail "vue-cli-service build (log $work/build.log)"
  fi
fi

say "$( [ "$failed" = 0 ] && echo passed || echo FAILED ) in $(( $(date +%s) - started )) s"
exit "$failed"
