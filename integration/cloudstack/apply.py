#!/usr/bin/env python3
"""Applies the VM map check to a CloudStack checkout of the 4.22 line.

    integration/cloudstack/apply.py CLOUDSTACK_DIR [--library PATH]

Copies the check's Java sources (the JNI binding, the worker and the CloudStack binding, with the binding's tests)
and the native library packaging into plugins/integrations/kubernetes-service, then makes five small edits at anchors
found by pattern:

  KubernetesClusterEventTypes.java   the event type KUBERNETES.CLUSTER.VM.MAP.CHECK (registered like the others)
  KubernetesClusterManagerImpl.java  the injected check bean; start it in start(); tick it from the status scanner;
                                     stop it in a new stop()
  spring-kubernetes-service-context.xml  the check bean (it owns the setting, so its key is registered)

Every anchor is looked up before anything is written: if one is missing (a checkout of another version) the script
stops with a message naming it and changes nothing. Every edit carries the marker "cks-vmmap-check", so running the
script twice changes nothing the second time.
"""
import argparse
import filecmp
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
PLUGIN = "plugins/integrations/kubernetes-service"
PKG = "com/cloud/kubernetes/cluster"
MARKER = "cks-vmmap-check"
ENGINE_VERSION = "cks-vmmap-check 0.1.0"


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


def edit_event_types(text):
    if MARKER in text:
        return text
    anchor = 'public static final String EVENT_KUBERNETES_CLUSTER_UPGRADE = "KUBERNETES.CLUSTER.UPGRADE";'
    return insert_after(text, anchor,
                        '    public static final String EVENT_KUBERNETES_CLUSTER_VM_MAP_CHECK = "KUBERNETES.CLUSTER.VM.MAP.CHECK"; // '
                        + MARKER + "\n", "KubernetesClusterEventTypes.java")


def edit_manager(text):
    name = "KubernetesClusterManagerImpl.java"
    edits = [
        ("field", lambda t: insert_after(
            t, "public KubernetesClusterVmMapDao kubernetesClusterVmMapDao;",
            "    @Inject // " + MARKER + ": the VM map check\n"
            "    public com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheck kubernetesClusterVmMapCheck;\n", name)),
        ("start", lambda t: insert_after(
            t, "_stateScanner.scheduleWithFixedDelay(new KubernetesClusterStatusScanner(), 300, 30, TimeUnit.SECONDS);",
            indent_of(t, "_stateScanner.scheduleWithFixedDelay(") + "kubernetesClusterVmMapCheck.start(this); // " + MARKER + "\n",
            name)),
        ("scanner", lambda t: insert_before(
            t, 'GlobalLock gcLock = GlobalLock.getInternLock("KubernetesCluster.State.Scanner.Lock");',
            indent_of(t, 'GlobalLock gcLock = GlobalLock.getInternLock("KubernetesCluster.State.Scanner.Lock");')
            + "kubernetesClusterVmMapCheck.onStatusScannerRun(); // " + MARKER + "\n", name)),
        ("stop", lambda t: insert_before(
            t, "public boolean configure(String name, Map<String, Object> params)",
            "    @Override\n"
            "    public boolean stop() { // " + MARKER + "\n"
            "        kubernetesClusterVmMapCheck.stop();\n"
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


def edit_spring(text):
    if MARKER in text:
        return text
    return insert_before(text, 'id="kubernetesClusterManagerImpl"',
                         '    <bean id="kubernetesClusterVmMapCheck" class="com.cloud.kubernetes.cluster.vmmap.KubernetesClusterVmMapCheck" />'
                         " <!-- " + MARKER + " -->\n", "spring-kubernetes-service-context.xml")


def java_files(root):
    for dirpath, _, files in os.walk(root):
        for f in sorted(files):
            if f.endswith(".java"):
                yield os.path.join(dirpath, f)


def planned_copies(plugin_dir, library):
    copies = []
    shim_main = os.path.join(REPO, "java/shim/src/main/java")
    for src in java_files(shim_main):
        rel = os.path.relpath(src, shim_main)
        if "/demo/" in "/" + rel:
            continue
        copies.append((src, os.path.join(plugin_dir, "src/main/java", rel)))
    for kind in ("main", "test"):
        root = os.path.join(REPO, "java/cloudstack-binding/src", kind, "java")
        for src in java_files(root):
            copies.append((src, os.path.join(plugin_dir, "src", kind, "java", os.path.relpath(src, root))))
    copies.append((library, os.path.join(plugin_dir, "src/main/resources/native/linux-x86_64/libcks_vmmap_check.so")))
    return copies


def main():
    parser = argparse.ArgumentParser(description="Apply the CKS VM map check to a CloudStack 4.22 checkout.")
    parser.add_argument("cloudstack_dir")
    parser.add_argument("--library", default=os.path.join(REPO, "target/x86_64-unknown-linux-gnu/release/libcks_vmmap_check.so"),
                        help="the glibc-2.17 build of libcks_vmmap_check.so (java/build.sh package makes it)")
    args = parser.parse_args()

    plugin_dir = os.path.join(args.cloudstack_dir, PLUGIN)
    if not os.path.isdir(plugin_dir):
        sys.exit("apply: %s is not a CloudStack checkout: %s is missing; nothing was changed" % (args.cloudstack_dir, PLUGIN))
    if not os.path.isfile(args.library):
        sys.exit("apply: the native library %s does not exist; build it with 'bash java/build.sh package'; nothing was changed"
                 % args.library)

    targets = {
        os.path.join(plugin_dir, "src/main/java", PKG, "KubernetesClusterEventTypes.java"): edit_event_types,
        os.path.join(plugin_dir, "src/main/java", PKG, "KubernetesClusterManagerImpl.java"): edit_manager,
        os.path.join(plugin_dir, "src/main/resources/META-INF/cloudstack/kubernetes-service/spring-kubernetes-service-context.xml"):
            edit_spring,
    }
    new_texts = {}
    try:
        for path, edit in targets.items():
            if not os.path.isfile(path):
                raise AnchorMissing("%s is missing" % os.path.relpath(path, args.cloudstack_dir))
            with open(path, encoding="utf-8") as f:
                old = f.read()
            new_texts[path] = (old, edit(old))
    except AnchorMissing as e:
        sys.exit("apply: anchor not found: %s. Is this a checkout of the 4.22 line? Nothing was changed." % e)

    changed = []
    for src, dst in planned_copies(plugin_dir, args.library):
        if os.path.isfile(dst) and filecmp.cmp(src, dst, shallow=False):
            continue
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copyfile(src, dst)
        changed.append(dst)
    props = os.path.join(plugin_dir, "src/main/resources/cks-vmmap-check.properties")
    props_text = "engine.version=%s\n" % ENGINE_VERSION
    if not os.path.isfile(props) or open(props, encoding="utf-8").read() != props_text:
        os.makedirs(os.path.dirname(props), exist_ok=True)
        with open(props, "w", encoding="utf-8") as f:
            f.write(props_text)
        changed.append(props)
    for path, (old, new) in new_texts.items():
        if new != old:
            with open(path, "w", encoding="utf-8") as f:
                f.write(new)
            changed.append(path)
    for path in changed:
        print("apply: wrote " + os.path.relpath(path, args.cloudstack_dir))
    print("apply: %d file(s) changed" % len(changed))


if __name__ == "__main__":
    main()
