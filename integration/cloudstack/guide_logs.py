#!/usr/bin/env python3
"""Every log line docs/GUIDE.md quotes is one the code writes, at the level the GUIDE gives it (issue 40).

    integration/cloudstack/guide_logs.py

The quotes: the rows of the GUIDE's table of log lines ("| `<line>` | <LEVEL> | ... |") and its log excerpts in code
blocks ("<LEVEL>  [<logger>] <line>") whose logger is one of the change's classes. The code: the format strings of the
change's logger calls (the worker, the check bean, and KubernetesClusterUtil's node SSH helpers as apply.py writes
them), and String.format in the sweep's log line (logged at INFO). A quote matches a format string when it does with
each `{}` or `%s`/`%d` of the code standing for any text, and each `<...>` or `...` of the quote for some. Exits 1
naming each quote that no format string of its level matches.

Also: README.md's "Remove" section names every cluster detail the code stores ("vmMapCheck..." literals), so an
operator who removes the check leaves none behind.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SOURCES = ("java/shim/src/main/java/com/cloud/kubernetes/cluster/vmmap/KubernetesClusterVmMapCheckWorker.java",
           "java/cloudstack-binding/src/main/java/com/cloud/kubernetes/cluster/vmmap/KubernetesClusterVmMapCheck.java",
           "integration/cloudstack/apply.py")
# The change's classes, as log4j abbreviates them in CloudStack's log layout.
OUR_LOGGERS = ("c.c.k.c.v.KubernetesClusterVmMapCheckWorker", "c.c.k.c.v.KubernetesClusterVmMapCheck", "c.c.k.c.u.KubernetesClusterUtil")
LOG_CALL = re.compile(r"\b(?:logger|LOGGER)\.(warn|info|error|debug)\(\s*")
STRING_FORMAT = re.compile(r"\bString\.format\(\s*")
LITERALS = re.compile(r'"((?:[^"\\]|\\.)*)"(\s*\+\s*)?')


def literal_at(text, pos):
    """The string literal (or + concatenation of literals) at pos, or None."""
    parts = []
    while True:
        m = LITERALS.match(text, pos)
        if not m:
            break
        parts.append(m.group(1).encode().decode("unicode_escape"))
        pos = m.end()
        if not m.group(2):
            break
    return "".join(parts) if parts else None


def format_strings():
    """(level, format string) of every logger call with a literal format, and the sweep's log line (INFO)."""
    out = []
    for rel in SOURCES:
        text = open(os.path.join(REPO, rel), encoding="utf-8").read()
        for m in LOG_CALL.finditer(text):
            fmt = literal_at(text, m.end())
            if fmt is not None:
                out.append((m.group(1).upper(), fmt))
        line = text.find("public String toLogLine()")
        if line >= 0:
            m = STRING_FORMAT.search(text, line)
            out.append(("INFO", literal_at(text, m.end())))
    return out


def pattern(fmt):
    parts = re.split(r"\{\}|%[sd]", fmt)
    return re.compile("^" + ".+?".join(re.escape(p) for p in parts) + "$", re.S)


def quotes(guide):
    """(level, quoted line, where) of every log line the GUIDE quotes from the change's code."""
    out = []
    for n, line in enumerate(guide.splitlines(), 1):
        m = re.match(r"^\| `([^`]+)` \| (DEBUG|INFO|WARN|ERROR) \|", line)
        if m:
            out.append((m.group(2), m.group(1), n))
            continue
        m = re.match(r"^(DEBUG|INFO|WARN|ERROR)\s+\[([\w.]+)\] (.+)$", line)
        if m and m.group(2) in OUR_LOGGERS:
            out.append((m.group(1), m.group(3), n))
    return out


def matches(quote, formats):
    sample = re.sub(r"<[^>]+>|\.\.\.", "X", quote)
    return any(pattern(fmt).match(sample) for fmt in formats)


def details_left_out_of_remove(readme):
    """The detail names the code stores that README's Remove section does not name."""
    stored = set()
    for rel in SOURCES:
        stored.update(re.findall(r'"(vmMapCheck[A-Za-z]+)"', open(os.path.join(REPO, rel), encoding="utf-8").read()))
    remove = readme.split("## Remove", 1)[-1]
    assert len(stored) >= 3, "no detail names read from the code: %s" % sorted(stored)
    return sorted(name for name in stored if "'%s'" % name not in remove)


def main():
    readme = open(os.path.join(REPO, "README.md"), encoding="utf-8").read()
    left = details_left_out_of_remove(readme)
    for name in left:
        print("guide_logs: README.md's Remove section does not delete the detail %s that the code stores" % name, file=sys.stderr)
    # The check can fail: a Remove section without one of the names is refused.
    assert "vmMapCheckStateSince" in details_left_out_of_remove(readme.replace("'vmMapCheckStateSince'", "''"))
    guide = open(os.path.join(REPO, "docs/GUIDE.md"), encoding="utf-8").read()
    formats = format_strings()
    by_level = {}
    for level, fmt in formats:
        by_level.setdefault(level, []).append(fmt)
    found = quotes(guide)
    bad = [(level, q, n) for level, q, n in found if not matches(q, by_level.get(level, []))]
    # The check can fail: a line the code does not write, and a right line at the wrong level, are refused.
    assert not matches("Could not write the VM map check details of X; no events or alerts sent, the next run reports again",
                       by_level["WARN"])
    assert not matches("Kubernetes cluster X: the VM map check cannot see its Kubernetes nodes: X", by_level["WARN"])
    for level, q, n in bad:
        print("guide_logs: docs/GUIDE.md line %d quotes a %s line the code does not write at that level: %s" % (n, level, q), file=sys.stderr)
    if len(found) < 5:
        print("guide_logs: only %d quoted log lines found in docs/GUIDE.md" % len(found), file=sys.stderr)
        return 1
    print("guide_logs: %d log lines quoted in docs/GUIDE.md, %d written by the code at the level given (%d format strings read)"
          % (len(found), len(found) - len(bad), len(formats)))
    return 1 if bad or left else 0


if __name__ == "__main__":
    sys.exit(main())
