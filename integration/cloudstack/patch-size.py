#!/usr/bin/env python3
"""The change's size as issue 26 counts it, from the patch apply.py writes: patch-size.py PATCH [--max-main-java N]

Prints the files and the added lines per kind (main Java of the check in the CKS module and in cloud-utils, each with its
own budget in issue 39: 1 500 and 300; the API command and response classes of SPEC 6, test Java, Rust, other), the
main Java files in the check's package, the interfaces the check's main Java declares,
and the worker's length. With --max-main-java N it exits 1 when the check's main Java in the CKS module passes N added lines (the
budget probe; verify.sh only reports for now: the shim is above issue 26's 1 500, see docs/plans/issue-26-shim.md).
"""
import re
import sys

PACKAGE = "/com/cloud/kubernetes/cluster/vmmap/"
API = ("/org/apache/cloudstack/api/command/", "/org/apache/cloudstack/api/response/KubernetesClusterStuckStateResponse.java",
       "/org/apache/cloudstack/api/response/KubernetesClusterVmMapCheckResultsResponse.java",
       "/org/apache/cloudstack/api/response/KubernetesClusterVmMapMismatchResponse.java",
       "/org/apache/cloudstack/api/response/KubernetesClusterResponse.java")
INTERFACE = re.compile(r"^\+\s*(public\s+|protected\s+|private\s+)?(static\s+)?interface\s+(\w+)")


def kind(path):
    if path.endswith(".java") and "/src/test/" in path:
        return "test Java"
    if path.endswith(".java") and any(a in path for a in API):
        return "API Java (SPEC 6's command and responses)"
    if path.endswith(".java") and path.startswith("utils/"):
        return "main Java, cloud-utils"
    if path.endswith(".java"):
        return "main Java, CKS module"
    if path.endswith(".rs"):
        return "Rust"
    return "other (Cargo, licences, UI, pom)"


def main():
    args = sys.argv[1:]
    if not args:
        raise SystemExit(__doc__)
    limit = int(args[args.index("--max-main-java") + 1]) if "--max-main-java" in args else None
    added, files, package_files, interfaces, lengths = {}, set(), set(), [], {}
    path = None
    with open(args[0], errors="replace") as f:
        for line in f:
            m = re.match(r"^diff --git a/(\S+) ", line)
            if m:
                path = m.group(1)
                files.add(path)
                continue
            if path is None or not line.startswith("+") or line.startswith("+++"):
                continue
            k = kind(path)
            added[k] = added.get(k, 0) + 1
            if k.startswith("main Java"):
                lengths[path] = lengths.get(path, 0) + 1
                if PACKAGE in path:
                    package_files.add(path)
                    m = INTERFACE.match(line)
                    if m:
                        interfaces.append(m.group(3))
    print("patch: %d files, %d added lines" % (len(files), sum(added.values())))
    for k in sorted(added):
        print("  %-45s %6d" % (k, added[k]))
    worker = [n for p, n in lengths.items() if p.endswith("/KubernetesClusterVmMapCheckWorker.java")]
    print("  main Java files in the check's package: %d; interfaces the check declares: %d (%s); the worker: %s lines"
          % (len(package_files), len(interfaces), ", ".join(interfaces) or "none", worker[0] if worker else "absent"))
    print("  %-45s %6d" % ("main Java, CKS module and cloud-utils together", added.get("main Java, CKS module", 0) + added.get("main Java, cloud-utils", 0)))
    main_java = added.get("main Java, CKS module", 0)
    if limit is not None and main_java > limit:
        print("patch-size: the check's main Java in the CKS module is %d added lines, over the budget of %d" % (main_java, limit), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
