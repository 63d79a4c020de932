#!/usr/bin/env bash
# Makes a CloudStack bundle for verify.sh and e2e.sh from any CloudStack 4.22 checkout, on machines without ../shared/cloudstack:
#
#   integration/cloudstack/bundle.sh CLOUDSTACK_CHECKOUT [OUT_DIR]     (OUT_DIR defaults to ./cloudstack-bundle)
#
# It runs, in the checkout, the build that installs what plugins/integrations/kubernetes-service needs:
#
#   mvn -B -Dcs.opensaml.version=2.6.4 -Ddownload.plugin.skip=true -DskipTests -Dcheckstyle.skip -Drat.skip \
#       -pl plugins/integrations/kubernetes-service -am install
#
# (-Dcs.opensaml.version=2.6.4: opensaml 2.6.6 is not on Maven Central; -Ddownload.plugin.skip=true with an empty
# engine/schema/dist/systemvm-templates/sha512sum.txt, which this script creates if it is missing: engine/schema would
# otherwise download system VM checksums from CloudStack's site), then writes OUT_DIR with the same layout as
# shared/cloudstack:
#
#   m2/      the org/apache/cloudstack artifacts that build installed (test-jars included), the module itself excepted,
#            and org/jenkins-ci/trilead-ssh2 from the local repository (Maven fetches it from repo.jenkins-ci.org, which
#            CloudStack's pom lists)
#   source/  the pristine module, the root pom, plugins/pom.xml, .github/workflows/rat.yml, LICENSE, NOTICE, COMMIT
#   cloudstack-src.tar.gz  the whole tree (without .git and build output), for e2e.sh and for verify.sh's run of
#            CloudStack's licence CI (rat.yml's RAT command at the root of the whole tree)
#
# Then: integration/cloudstack/verify.sh OUT_DIR, and integration/cloudstack/e2e.sh OUT_DIR
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: integration/cloudstack/bundle.sh CLOUDSTACK_CHECKOUT [OUT_DIR]" >&2
  exit 2
fi
checkout=$(cd "$1" && pwd)
out=${2:-$PWD/cloudstack-bundle}
plugin=plugins/integrations/kubernetes-service
if [ ! -f "$checkout/pom.xml" ] || [ ! -f "$checkout/$plugin/pom.xml" ]; then
  echo "bundle: $checkout is not a CloudStack checkout ($plugin/pom.xml is missing)" >&2
  exit 1
fi
version=$(python3 - "$checkout/pom.xml" <<'PY'
import sys
import xml.etree.ElementTree as ET
print(ET.parse(sys.argv[1]).getroot().find("{http://maven.apache.org/POM/4.0.0}version").text.strip())
PY
)
case "$version" in
  4.22.*) ;;
  *) echo "bundle: $checkout is CloudStack $version; the change is written for the 4.22 line" >&2; exit 1 ;;
esac
if [ -e "$out" ] && [ -n "$(ls -A "$out" 2>/dev/null)" ]; then
  echo "bundle: $out exists and is not empty; name a new folder" >&2
  exit 1
fi
local_repo=${MAVEN_LOCAL_REPOSITORY:-$HOME/.m2/repository}

checksums="$checkout/engine/schema/dist/systemvm-templates/sha512sum.txt"
if [ ! -f "$checksums" ]; then
  mkdir -p "$(dirname "$checksums")"
  : >"$checksums"
  echo "bundle: created an empty $checksums (with -Ddownload.plugin.skip=true, engine/schema needs it)"
fi

log=$(mktemp "${TMPDIR:-/tmp}/cks-vmmap-bundle.XXXXXX.log")
echo "bundle: building CloudStack $version's modules for $plugin (log: $log)"
if ! (cd "$checkout" && mvn -B --no-transfer-progress -Dmaven.repo.local="$local_repo" -Dcs.opensaml.version=2.6.4 \
      -Ddownload.plugin.skip=true -DskipTests -Dcheckstyle.skip -Drat.skip -pl "$plugin" -am install) >"$log" 2>&1; then
  grep -E "ERROR|BUILD" "$log" | head -40
  echo "bundle: the build failed; see $log" >&2
  exit 1
fi

mkdir -p "$out/m2" "$out/source"
# The artifacts this build installed, read off its own "Installing ... to ..." lines.
artifacts=$(sed -n "s#.*Installing .* to $local_repo/org/apache/cloudstack/\([^/]*\)/$version/.*#\1#p" "$log" | sort -u \
  | grep -vx "cloud-plugin-integrations-kubernetes-service" || true)
if [ -z "$artifacts" ]; then
  echo "bundle: the build installed no org.apache.cloudstack artifact of version $version; see $log" >&2
  exit 1
fi
count=0
for artifact in $artifacts; do
  mkdir -p "$out/m2/org/apache/cloudstack/$artifact"
  cp -r "$local_repo/org/apache/cloudstack/$artifact/$version" "$out/m2/org/apache/cloudstack/$artifact/"
  [ -f "$local_repo/org/apache/cloudstack/$artifact/maven-metadata-local.xml" ] \
    && cp "$local_repo/org/apache/cloudstack/$artifact/maven-metadata-local.xml" "$out/m2/org/apache/cloudstack/$artifact/"
  count=$((count + 1))
done
trilead="$local_repo/org/jenkins-ci/trilead-ssh2"
if [ -d "$trilead" ]; then
  mkdir -p "$out/m2/org/jenkins-ci"
  cp -r "$trilead" "$out/m2/org/jenkins-ci/"
else
  echo "bundle: warning: $trilead is not in the local repository; verify.sh will need it from repo.jenkins-ci.org" >&2
fi

mkdir -p "$out/source/$plugin" "$out/source/.github/workflows"
cp "$checkout/pom.xml" "$out/source/"
cp "$checkout/plugins/pom.xml" "$out/source/plugins/"
(cd "$checkout/$plugin" && tar --exclude=./target -cf - .) | (cd "$out/source/$plugin" && tar -xf -)
for f in LICENSE NOTICE; do cp "$checkout/$f" "$out/source/"; done
cp "$checkout/.github/workflows/rat.yml" "$out/source/.github/workflows/" 2>/dev/null \
  || echo "bundle: warning: the checkout has no .github/workflows/rat.yml" >&2
if git -C "$checkout" rev-parse HEAD >"$out/source/COMMIT" 2>/dev/null; then :; else
  echo "unknown (not a git checkout): CloudStack $version" >"$out/source/COMMIT"
fi
# The whole tree, for e2e.sh (which builds the management server from it) and verify.sh (which runs CloudStack's licence
# CI over it): the work tree without Git's folder and without Maven's build output, laid out as at the top of the
# checkout.
tar -C "$checkout" --exclude-vcs --exclude=target --exclude=./engine/schema/dist -czf "$out/cloudstack-src.tar.gz" .
rm -f "$log"
echo "bundle: $out: $count CloudStack artifacts of $version in m2/, the pristine module in source/, the whole tree in cloudstack-src.tar.gz"
echo "bundle: next: integration/cloudstack/verify.sh $out"
