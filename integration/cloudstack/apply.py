#!/usr/bin/env python3
"""Applies the VM map check to a CloudStack checkout of the 4.22 line.

    integration/cloudstack/apply.py CLOUDSTACK_DIR [--library PATH] [--patch FILE]

Copies the check's Java sources (the JNI binding, the worker and the CloudStack binding, with the binding's tests and
the shim's tests that fit CloudStack's test style) and the native library packaging into
plugins/integrations/kubernetes-service, then makes small edits at anchors found by pattern:

  KubernetesClusterEventTypes.java   the event type KUBERNETES.CLUSTER.VM.MAP.CHECK (registered like the others)
  KubernetesClusterUtil.java         the node listing's command, beside CKS's other kubectl commands
  KubernetesClusterManagerImpl.java  the injected check bean; start it in start(); tick it from the status scanner;
                                     stop it in a new stop()
  spring-kubernetes-service-context.xml  the check bean (it owns the setting, so its key is registered)

Every anchor is looked up before anything is written: if one is missing (a checkout of another version) the script
stops with a message naming it and changes nothing. Every edit carries the marker "cks-vmmap-check", so running the
script twice changes nothing the second time. The manager's calls on the check bean are null-guarded, so a test that
builds the manager without Spring still works.

With --patch FILE the checkout is left as it is and the change is written to FILE as one `git apply`-able patch (the
binary native library included) against the module as it is in CLOUDSTACK_DIR, for a committer to review and apply.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
PLUGIN = "plugins/integrations/kubernetes-service"
PKG = "com/cloud/kubernetes/cluster"
MARKER = "cks-vmmap-check"
ENGINE_VERSION = "cks-vmmap-check 0.1.0"
# The shim's tests that go into the module: they use only JUnit, Mockito and the shipped library, as CloudStack's own
# tests do. The panic-probe and loader tests need a second, test-only build of the library, and the one-million-call
# soak takes a quarter of a minute: those stay in java/shim, where java/build.sh test runs them.
SHIM_TESTS_IN_MODULE = ("KubernetesClusterVmMapCheckWorkerTest.java", "KubernetesClusterVmMapCheckWorkerPoolTest.java",
                        "VmMapCheckEngineTest.java")


class AnchorMissing(Exception):
    pass


def insert_after(text, anchor, block, name):
    match = re.search(r"^.*" + re.escape(anchor) + r".*$\n?", text, re.M)
    if match is None:
        raise AnchorMissing(name + ": no line contains " + repr(anchor))
    end = match.end()
    if not text[:end].endswith("\n"):
        block = "\n" + block
    return text[:end] + block + text[end:]


def insert_before(text, anchor, block, name, skip_annotation=False):
    match = re.search(r"^.*" + re.escape(anchor) + r".*$", text, re.M)
    if match is None:
        raise AnchorMissing(name + ": no line contains " + repr(anchor))
    start = match.start()
    if skip_annotation:
        prev = text.rfind("\n", 0, start - 1)
        line = text[prev + 1:start].strip()
        if line == "@Override":
            start = prev + 1
    return text[:start] + block + text[start:]


def indent_of(text, anchor):
    match = re.search(r"^([ \t]*).*" + re.escape(anchor), text, re.M)
    return match.group(1) if match else "    "


def constant_after(text, anchor, declaration, name):
    """Adds one marked constant declaration on the line after the anchor's (once)."""
    if MARKER in text:
        return text
    return insert_after(text, anchor, "    " + declaration + " // " + MARKER + "\n", name)


def edit_event_types(text):
    return constant_after(text, 'public static final String EVENT_KUBERNETES_CLUSTER_UPGRADE = "KUBERNETES.CLUSTER.UPGRADE";',
                          'public static final String EVENT_KUBERNETES_CLUSTER_VM_MAP_CHECK = "KUBERNETES.CLUSTER.VM.MAP.CHECK";',
                          "KubernetesClusterEventTypes.java")


def guarded(indent, call):
    """A call on the check bean that does nothing when the bean is absent (a manager built without Spring, in a test)."""
    return (indent + "if (kubernetesClusterVmMapCheck != null) { // " + MARKER + "\n"
            + indent + "    " + call + "\n"
            + indent + "}\n")


def edit_manager(text):
    name = "KubernetesClusterManagerImpl.java"
    edits = [
        ("field", lambda t: insert_after(
            t, "public KubernetesClusterVmMapDao kubernetesClusterVmMapDao;",
            "    @Inject // " + MARKER + ": the VM map check\n"
            "    public com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheck kubernetesClusterVmMapCheck;\n", name)),
        ("start", lambda t: insert_after(
            t, "_stateScanner.scheduleWithFixedDelay(new KubernetesClusterStatusScanner(), 300, 30, TimeUnit.SECONDS);",
            guarded(indent_of(t, "_stateScanner.scheduleWithFixedDelay("), "kubernetesClusterVmMapCheck.start(this);"),
            name)),
        ("scanner", lambda t: insert_before(
            t, 'GlobalLock gcLock = GlobalLock.getInternLock("KubernetesCluster.State.Scanner.Lock");',
            guarded(indent_of(t, 'GlobalLock gcLock = GlobalLock.getInternLock("KubernetesCluster.State.Scanner.Lock");'),
                    "kubernetesClusterVmMapCheck.onStatusScannerRun();"), name)),
        ("stop", lambda t: insert_before(
            t, "public boolean configure(String name, Map<String, Object> params)",
            "    @Override\n"
            "    public boolean stop() { // " + MARKER + "\n"
            + guarded("        ", "kubernetesClusterVmMapCheck.stop();") +
            "        return super.stop();\n"
            "    }\n\n", name, skip_annotation=True)),
    ]
    if MARKER in text:
        return text
    if re.search(r"public\s+boolean\s+stop\s*\(\s*\)", text):
        raise AnchorMissing(name + ": it already has a stop() method; this script only knows the 4.22 line, which has none")
    for _, edit in edits:
        text = edit(text)
    return text


def edit_cluster_util(text):
    """The node listing's command, beside CKS's other kubectl commands."""
    return constant_after(text, 'public static final String CLUSTER_NODE_VERSION_COMMAND = ',
                          'public static final String CLUSTER_NODES_NAMES_COMMAND = "sudo /opt/bin/kubectl get nodes -o name";',
                          "KubernetesClusterUtil.java")


def edit_spring(text):
    if MARKER in text:
        return text
    return insert_before(text, 'id="kubernetesClusterManagerImpl"',
                         '    <bean id="kubernetesClusterVmMapCheck" class="com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheck" />'
                         " <!-- " + MARKER + " -->\n", "spring-kubernetes-service-context.xml")


def java_files(root):
    for dirpath, dirs, files in os.walk(root):
        dirs.sort()
        for f in sorted(files):
            if f.endswith(".java"):
                yield os.path.join(dirpath, f)


def planned_copies(library):
    """(source file, path inside the module) for every file the change adds to the module."""
    copies = []
    for main in ("java/shim/src/main/java", "java/node-listing/src/main/java"):
        main = os.path.join(REPO, main)
        for src in java_files(main):
            rel = os.path.relpath(src, main)
            if rel.startswith(os.path.join(PKG, "vmmap", "demo")):
                continue
            copies.append((src, os.path.join("src/main/java", rel)))
    shim_main = os.path.join(REPO, "java/shim/src/main/java")
    # The in-memory CloudStack is the worker tests' test double: in the module it lives in the test tree.
    in_memory = os.path.join(PKG, "vmmap/demo/InMemoryCloudStack.java")
    copies.append((os.path.join(shim_main, in_memory), os.path.join("src/test/java", in_memory)))
    shim_test = os.path.join(REPO, "java/shim/src/test/java")
    for name in SHIM_TESTS_IN_MODULE:
        rel = os.path.join(PKG, "vmmap", name)
        copies.append((os.path.join(shim_test, rel), os.path.join("src/test/java", rel)))
    for kind in ("main", "test"):
        root = os.path.join(REPO, "java/cloudstack-binding/src", kind, "java")
        for src in java_files(root):
            copies.append((src, os.path.join("src", kind, "java", os.path.relpath(src, root))))
    copies.append((library, "src/main/resources/native/linux-x86_64/libcks_vmmap_check.so"))
    return copies


def properties_text():
    """The shim's resource with the engine version filled in, as Maven's resource filtering does for the shim's jar."""
    with open(os.path.join(REPO, "java/shim/src/main/resources/cks-vmmap-check.properties"), encoding="utf-8") as f:
        return f.read().replace("${engine.version}", ENGINE_VERSION).encode("utf-8")


def plan(cloudstack_dir, library):
    """Every file of the change as (path inside the module, new content); raises AnchorMissing before anything is written."""
    plugin_dir = os.path.join(cloudstack_dir, PLUGIN)
    edits = {
        os.path.join("src/main/java", PKG, "KubernetesClusterEventTypes.java"): edit_event_types,
        os.path.join("src/main/java", PKG, "KubernetesClusterManagerImpl.java"): edit_manager,
        os.path.join("src/main/java", PKG, "utils/KubernetesClusterUtil.java"): edit_cluster_util,
        "src/main/resources/META-INF/cloudstack/kubernetes-service/spring-kubernetes-service-context.xml": edit_spring,
    }
    files = []
    for rel, edit in edits.items():
        path = os.path.join(plugin_dir, rel)
        if not os.path.isfile(path):
            raise AnchorMissing("%s is missing" % os.path.join(PLUGIN, rel))
        with open(path, encoding="utf-8") as f:
            files.append((rel, edit(f.read()).encode("utf-8")))
    for src, rel in planned_copies(library):
        with open(src, "rb") as f:
            files.append((rel, f.read()))
    files.append(("src/main/resources/cks-vmmap-check.properties", properties_text()))
    return files


def write(plugin_dir, files):
    """Writes the files that differ; returns the paths written."""
    changed = []
    for rel, content in files:
        path = os.path.join(plugin_dir, rel)
        if os.path.isfile(path):
            with open(path, "rb") as f:
                if f.read() == content:
                    continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(content)
        changed.append(path)
    return changed


def git(cwd, *args):
    return subprocess.run(["git", "-c", "user.name=cks-vmmap-check", "-c", "user.email=cks-vmmap-check@localhost",
                           "-c", "core.autocrlf=false", *args], cwd=cwd, check=True, stdout=subprocess.PIPE).stdout


def write_patch(cloudstack_dir, files, out):
    """The change as one `git apply`-able patch against the module as it is in cloudstack_dir (left untouched)."""
    scratch = tempfile.mkdtemp(prefix="cks-vmmap-check-patch-")
    try:
        module = os.path.join(scratch, PLUGIN)
        shutil.copytree(os.path.join(cloudstack_dir, PLUGIN), module, ignore=shutil.ignore_patterns("target"))
        git(scratch, "init", "-q")
        git(scratch, "add", "-A")
        git(scratch, "commit", "-q", "-m", "pristine")
        write(module, files)
        git(scratch, "add", "-A")
        patch = git(scratch, "diff", "--cached", "--binary", "--full-index", "--no-renames")
    finally:
        shutil.rmtree(scratch)
    with open(out, "wb") as f:
        f.write(patch)
    return patch.count(b"\ndiff --git ") + (1 if patch.startswith(b"diff --git ") else 0)


def main():
    parser = argparse.ArgumentParser(description="Apply the CKS VM map check to a CloudStack 4.22 checkout.")
    parser.add_argument("cloudstack_dir")
    parser.add_argument("--library", default=os.path.join(REPO, "target/x86_64-unknown-linux-gnu/release/libcks_vmmap_check.so"),
                        help="the glibc-2.17 build of libcks_vmmap_check.so (java/build.sh package makes it)")
    parser.add_argument("--patch", metavar="FILE",
                        help="write the change as a git-apply-able patch (binary library included) to FILE instead of "
                             "changing the checkout")
    args = parser.parse_args()

    plugin_dir = os.path.join(args.cloudstack_dir, PLUGIN)
    if not os.path.isdir(plugin_dir):
        sys.exit("apply: %s is not a CloudStack checkout: %s is missing; nothing was changed" % (args.cloudstack_dir, PLUGIN))
    if not os.path.isfile(args.library):
        sys.exit("apply: the native library %s does not exist; build it with 'bash java/build.sh package'; nothing was changed"
                 % args.library)
    try:
        files = plan(args.cloudstack_dir, args.library)
    except AnchorMissing as e:
        sys.exit("apply: anchor not found: %s. Is this a checkout of the 4.22 line? Nothing was changed." % e)

    if args.patch:
        count = write_patch(args.cloudstack_dir, files, args.patch)
        print("apply: wrote %s: %d file(s), against %s (apply it in the CloudStack root with 'git apply')"
              % (args.patch, count, PLUGIN))
        return
    changed = write(plugin_dir, files)
    for path in changed:
        print("apply: wrote " + os.path.relpath(path, args.cloudstack_dir))
    print("apply: %d file(s) changed" % len(changed))


if __name__ == "__main__":
    main()
