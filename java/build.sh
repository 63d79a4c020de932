#!/usr/bin/env bash
# The Java side's commands. Maven builds the native libraries itself (cargo zigbuild, from the repository root) and
# bundles them in the jar under native/linux-x86_64/ and native/linux-aarch64/.
#   java/build.sh test     all Java tests against the real library, under -Xcheck:jni (fails on any JNI warning),
#                          then the packaged jar is checked to carry both libraries and to run from another folder
#   java/build.sh package  the jar, without running tests
#   java/build.sh bench    the Java benchmark harness (figures in BENCHMARKS.md)
#   java/build.sh simulate [--seed N] [--operations M]  the CKS lifecycle simulator; ends with one summary line
#   java/build.sh scale [CLUSTERS,.. [POOLS,.. [SCALE]]]  the scale harness: one sweep per size and pool size with
#                          scaled SSH latencies (figures in BENCHMARKS.md)
#   java/build.sh demo     the demo: the real worker and library over an in-memory CloudStack, run from the jar
#                          in a scratch working directory
set -euo pipefail
cd "$(dirname "$0")"
# cargo runs its subcommands from PATH: cargo's bin folder first, ahead of a Python manager's shims (.ci/ensure-zigbuild.sh).
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
bash ../.ci/ensure-zigbuild.sh
mvn_opts=(-B --no-transfer-progress -Dstyle.color=never)

# Runs Maven quietly: its output is shown only when it fails.
quiet_mvn() {
  local out
  out=$(mktemp)
  if ! mvn "${mvn_opts[@]}" -q "$@" >"$out" 2>&1; then
    cat "$out"
    rm -f "$out"
    return 1
  fi
  rm -f "$out"
}

case "${1:-test}" in
  test)
    python3 check-style.py shim/src cloudstack-binding/src cloud-utils/src
    log=$(mktemp)
    # The loader's tests need a folder mounted noexec, as a hardened server's /tmp is: a tmpfs of our own, as root.
    noexec_dir=$(mktemp -d "${TMPDIR:-/tmp}/cks-vmmap-noexec.XXXXXX")
    trap 'umount "$noexec_dir" 2>/dev/null || true; rmdir "$noexec_dir" 2>/dev/null || true; rm -f "$log"' EXIT
    noexec_opt=()
    if [ "$(id -u)" = 0 ] && mount -t tmpfs -o noexec,nosuid,size=16m cks-vmmap-noexec "$noexec_dir" 2>/dev/null; then
      noexec_opt=(-Dcks.vmmapcheck.test.noexecDir="$noexec_dir")
    elif [ "${CI:-}" = true ]; then
      echo "java: could not mount a noexec tmpfs at $noexec_dir (needs root): the loader's noexec tests cannot run" >&2
      exit 1
    else
      echo "java: not root: the loader's noexec tests are skipped (they run as root, and always under CI)" >&2
    fi
    mvn "${mvn_opts[@]}" "${noexec_opt[@]}" verify 2>&1 | tee "$log" | grep -E "Tests run:|FAIL|BUILD|ERROR|jni soak|hostile-ssh|WARNING in native method" || true
    if ! grep -q "BUILD SUCCESS" "$log"; then
      tail -80 "$log"
      echo "Java tests failed" >&2
      exit 1
    fi
    if grep -q "WARNING in native method" "$log"; then
      grep -B2 -A8 "WARNING in native method" "$log" | head -60
      echo "-Xcheck:jni reported a problem" >&2
      exit 1
    fi
    # Both Linux libraries, each for its own machine (readelf's name for it) and at the glibc 2.17 floor.
    scratch=$(mktemp -d)
    for platform in "linux-x86_64:Advanced Micro Devices X86-64" "linux-aarch64:AArch64"; do
      lib=native/${platform%%:*}/libcks_vmmap_check.so
      (cd "$scratch" && jar xf "$OLDPWD/shim/target/cks-vmmap-check-0.1.0.jar" "$lib")
      if [ ! -f "$scratch/$lib" ]; then
        echo "the jar does not carry $lib" >&2
        exit 1
      fi
      if [ "$(readelf -h "$scratch/$lib" | sed -n 's/^ *Machine: *//p')" != "${platform#*:}" ]; then
        echo "the jar's $lib is not built for ${platform#*:}: $(readelf -h "$scratch/$lib" | grep Machine)" >&2
        exit 1
      fi
      echo "jar: carries $lib (${platform#*:})"
      bash ../tests/glibc-gate.sh "$scratch/$lib" 2.17
    done
    rm -rf "$scratch"
    bash "$PWD/build.sh" demo >"$log" 2>&1 || true
    if ! tail -1 "$log" | grep -q "^Done: 6 events and 4 alerts in all"; then
      cat "$log"
      echo "the demo, run from the jar in another folder, did not give the expected result" >&2
      exit 1
    fi
    echo "jar: the demo runs from the jar in a scratch folder and gives the expected events and alerts"
    ;;
  package)
    quiet_mvn -DskipTests package
    ;;
  demo)
    quiet_mvn -Dmaven.test.skip=true package dependency:build-classpath \
      -Dmdep.outputFile=target/runtime-classpath.txt -Dmdep.includeScope=runtime -pl shim
    jar="$PWD/shim/target/cks-vmmap-check-0.1.0.jar"
    classpath="$jar:$(cat shim/target/runtime-classpath.txt)"
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    cd "$scratch"
    java -Dlog4j2.statusLoggerLevel=OFF -Djava.io.tmpdir="$scratch" -cp "$classpath" \
      com.cloud.kubernetes.cluster.vmmap.demo.VmMapCheckDemo
    ;;
  bench)
    quiet_mvn -DskipTests test-compile dependency:build-classpath \
      -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test -pl shim
    java -Xms1g -Xmx1g -cp "shim/target/test-classes:shim/target/classes:$(cat shim/target/test-classpath.txt)" \
      com.cloud.kubernetes.cluster.vmmap.bench.VmMapCheckBenchmark
    ;;
  scale)
    shift
    quiet_mvn -DskipTests test-compile dependency:build-classpath \
      -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test -pl shim
    java -Xms2g -Xmx2g -cp "shim/target/test-classes:shim/target/classes:$(cat shim/target/test-classpath.txt)" \
      com.cloud.kubernetes.cluster.vmmap.bench.VmMapCheckScale "$@"
    ;;
  simulate)
    shift
    quiet_mvn -DskipTests test-compile dependency:build-classpath \
      -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test -pl shim
    java -Dlog4j2.statusLoggerLevel=OFF -Dlog4j.configurationFile=log4j2-test.xml \
      -cp "shim/target/test-classes:shim/target/classes:$(cat shim/target/test-classpath.txt)" \
      com.cloud.kubernetes.cluster.vmmap.sim.CksSimulator "$@"
    ;;
  *)
    echo "usage: java/build.sh test|package|demo|bench|scale|simulate" >&2
    exit 2
    ;;
esac
