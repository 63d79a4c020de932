#!/usr/bin/env python3
"""The checks CloudStack's checkstyle makes that would break the plugin build once these sources are copied in:
no unused or duplicate imports, no tabs, no trailing spaces, a newline at the end. Usage: java/check-style.py DIR..."""
import re
import sys


def problems(path):
    text = open(path, encoding="utf-8").read()
    out = []
    if "\t" in text:
        out.append("tab character")
    for n, line in enumerate(text.split("\n"), 1):
        if line != line.rstrip():
            out.append("trailing whitespace on line %d" % n)
    if not text.endswith("\n"):
        out.append("no newline at the end")
    body = re.sub(r"^import .*;$", "", text, flags=re.M)
    body = re.sub(r"//.*", "", body)
    seen = set()
    for imp in re.findall(r"^import (?!static)([\w.]+);$", text, re.M):
        if imp in seen:
            out.append("duplicate import " + imp)
        seen.add(imp)
        name = imp.rsplit(".", 1)[1]
        if not re.search(r"\b" + re.escape(name) + r"\b", body):
            out.append("unused import " + imp)
    for imp in re.findall(r"^import static ([\w.]+);$", text, re.M):
        name = imp.rsplit(".", 1)[1]
        if not re.search(r"\b" + re.escape(name) + r"\b", body):
            out.append("unused static import " + imp)
    return out


def main():
    import os
    bad = 0
    files = 0
    for root in sys.argv[1:]:
        for dirpath, _, names in os.walk(root):
            for name in sorted(names):
                if name.endswith(".java"):
                    files += 1
                    path = os.path.join(dirpath, name)
                    for p in problems(path):
                        print("%s: %s" % (path, p))
                        bad += 1
    print("java style: %d file(s), %d problem(s)" % (files, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
