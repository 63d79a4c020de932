#!/usr/bin/env python3
"""(issue 28) CloudStack's UI with the change, in a real browser, against the end-to-end test's running management server.

    e2e_browser.py serve DIST PORT BACKEND      serve the built UI (ui-test.sh with CKS_UI_BUILD) on 127.0.0.1:PORT, and
                                                pass /client/... to BACKEND (the management server, http://127.0.0.1:8080),
                                                as CloudStack's nginx front or the UI's dev server does
    e2e_browser.py look URL CLUSTER_UUID DIR    Debian's chromium, headless, driven over its DevTools pipe (no driver, no
                                                download): log in as admin, open the cluster's page and its "VM map check"
                                                tab, read the mismatches, click "Run a fresh check" and confirm it, read the answer, open
                                                the cluster list; screenshots in DIR; what it saw as JSON on stdout
    e2e_browser.py look-state URL CLUSTER_UUID DIR NAME view|fresh
                                                (issue 40) the tab's inline message in one of the check's no-answer
                                                states (after a confirmed fresh check with "fresh"), screenshot NAME.png
    e2e_browser.py look-list URL DIR WIDTH      (issue 40) the cluster list at WIDTH pixels: its columns as CloudStack
                                                shows them, then with the check's column ticked in its picker: whether
                                                each Name cell stays on one line, screenshot list-WIDTH.png

Only Python's standard library: the DevTools protocol is JSON messages ending in a NUL byte on file descriptors 3
(commands) and 4 (answers) of `chromium --remote-debugging-pipe`.
"""
import base64
import contextlib
import http.server
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

ADMIN = ("admin", "password")
TAB_LABEL = "VM map check"
FRESH_ANSWER = "A fresh check, run just now"
# The list's one column of the check (its cell: the Alert reason's label, a stuck state or the count of mismatches).
LIST_COLUMN = "VM map check"
# (issue 41) The tab's banner for SPEC 3.8's reason (its class in KubernetesClusterVmMapCheck.vue).
REASON_BANNER = "(() => { const a = document.querySelector('.alert-reason'); return a ? a.innerText.trim() : null; })()"


# ---- the UI's server ------------------------------------------------------------------------------------------------
def serve(dist, port, backend):
    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=dist, **kwargs)

        def log_message(self, fmt, *args):
            pass

        def proxy(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else None
            headers = {k: v for k, v in self.headers.items() if k.lower() in ("cookie", "content-type", "accept", "user-agent")}
            req = urllib.request.Request(backend + self.path, data=body, headers=headers, method=self.command)
            try:
                resp = urllib.request.urlopen(req, timeout=600)
            except urllib.error.HTTPError as e:
                resp = e
            except OSError as e:  # the management server is down: a gateway's answer, as nginx gives
                return self.send_error(502, "the management server at %s: %s" % (backend, e))
            data = resp.read()
            self.send_response(resp.status if hasattr(resp, "status") else resp.code)
            for k, v in resp.headers.items():
                if k.lower() in ("content-type", "set-cookie"):
                    self.send_header(k, v)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self):
            if self.path.startswith("/client/"):
                return self.proxy()
            return super().do_GET()

        def do_POST(self):
            if self.path.startswith("/client/"):
                return self.proxy()
            self.send_error(405)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    print("e2e_browser: serving %s on 127.0.0.1:%d, /client/ passed to %s" % (dist, port, backend), flush=True)
    server.serve_forever()


# ---- chromium over its DevTools pipe -------------------------------------------------------------------------------
class Browser:
    def __init__(self, profile):
        commands_r, self.commands_w = os.pipe()
        self.answers_r, answers_w = os.pipe()

        def fds():
            a, b = os.dup(commands_r), os.dup(answers_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                                      "--remote-debugging-pipe", "--no-first-run", "--user-data-dir=" + profile,
                                      "--window-size=1440,1000", "about:blank"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, close_fds=False, preexec_fn=fds)
        os.close(commands_r)
        os.close(answers_w)
        self.next_id = 0
        self.answers = {}
        self.urls, self.failed, self.notifications = {}, [], []
        self.pending, self.last_network = set(), time.time()
        self.cond = threading.Condition()
        threading.Thread(target=self.read, daemon=True).start()
        target = self.send("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.send("Page.enable", session=True)
        self.send("Network.enable", session=True)
        self.send("Emulation.setDeviceMetricsOverride", session=True, width=1440, height=1000, deviceScaleFactor=1, mobile=False)

    def read(self):
        buf = b""
        while True:
            chunk = os.read(self.answers_r, 65536)
            if not chunk:
                return
            buf += chunk
            while b"\0" in buf:
                msg, buf = buf.split(b"\0", 1)
                m = json.loads(msg)
                if "id" in m:
                    with self.cond:
                        self.answers[m["id"]] = m
                        self.cond.notify_all()
                elif m.get("method") == "Network.requestWillBeSent":
                    self.urls[m["params"]["requestId"]] = m["params"]["request"]["url"]
                    self.pending.add(m["params"]["requestId"])
                    self.last_network = time.time()
                elif m.get("method") == "Network.loadingFailed":
                    self.failed.append("%s: %s" % (self.urls.get(m["params"]["requestId"], "?"), m["params"].get("errorText")))
                    self.pending.discard(m["params"]["requestId"])
                    self.last_network = time.time()
                elif m.get("method") == "Network.loadingFinished":
                    self.pending.discard(m["params"]["requestId"])
                    self.last_network = time.time()

    def send(self, method, session=False, **params):
        self.next_id += 1
        mid = self.next_id
        msg = {"id": mid, "method": method, "params": params}
        if session:
            msg["sessionId"] = self.session
        os.write(self.commands_w, json.dumps(msg).encode() + b"\0")
        with self.cond:
            if not self.cond.wait_for(lambda: mid in self.answers, timeout=60):
                raise RuntimeError("chromium did not answer " + method)
            m = self.answers.pop(mid)
        if "error" in m:
            raise RuntimeError("%s: %s" % (method, m["error"]))
        return m.get("result", {})

    def js(self, expression):
        r = self.send("Runtime.evaluate", session=True, expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in r:
            raise RuntimeError("in the page: %s" % r["exceptionDetails"].get("exception", {}).get("description", r["exceptionDetails"]))
        return r["result"].get("value")

    def wait(self, expression, what, timeout=120):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.js(expression)
            if value:
                return value
            time.sleep(0.5)
        raise RuntimeError("the page did not show %s in %d s (at %s)" % (what, timeout, self.js("location.href")))

    def idle(self, what, quiet=1.5, timeout=120):
        """Waits until no request of the page is in flight and none started for QUIET seconds: a page left earlier
        would abort its own requests (net::ERR_ABORTED among the failed ones)."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            if not self.pending and time.time() - self.last_network >= quiet:
                return
            time.sleep(0.25)
        raise RuntimeError("%s still had %d request(s) in flight after %d s: %s" % (
            what, len(self.pending), timeout, sorted(self.urls.get(r, "?") for r in self.pending)[:3]))

    def screenshot(self, path):
        # The page's notifications (a request that failed, "Discovered all available features") are closed first, so
        # that they cover nothing; their texts are kept with what the page showed.
        self.notifications.extend(self.js("Array.from(document.querySelectorAll('.ant-notification-notice'))"
                                          ".map(n => n.innerText.trim().replace(/\\s+/g, ' '))") or [])
        self.js("document.querySelectorAll('.ant-notification-notice-close').forEach(e => e.click())")
        time.sleep(1)
        data = self.send("Page.captureScreenshot", session=True, format="png")["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
        return path

    def close(self):
        try:
            self.send("Browser.close")
        except RuntimeError:
            pass
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


# Sets an input's value as typing would, so that Vue's v-model sees it.
SET_INPUT = """(el, v) => { Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(el, v);
  el.dispatchEvent(new Event('input', { bubbles: true })); el.dispatchEvent(new Event('change', { bubbles: true })); }"""


def rows_of(table):
    """The rows of an ant-design table (CSS selector TABLE): each row's cells' texts."""
    return ("Array.from(document.querySelectorAll('%s .ant-table-tbody tr.ant-table-row'))"
            ".map(tr => Array.from(tr.querySelectorAll('td')).map(td => td.innerText.trim()))" % table)


# The rows of the tab's mismatch table.
ROWS = rows_of(".mismatches")

# The node view: its tag (Available, Unavailable, Not looked at), then its reason.
NODE_VIEW = """(() => { const v = document.querySelector('.node-view'); if (!v) return null;
  const tag = v.querySelector('.ant-tag'); return [tag ? tag.innerText.trim() : null, v.innerText.trim()]; })()"""


def click_text(selector, text):
    return ("(() => { const el = Array.from(document.querySelectorAll(%s)).find(e => e.innerText.trim() === %s);"
            " if (!el) return false; el.click(); return true; })()" % (json.dumps(selector), json.dumps(text)))


def log_in(b, url, attempts=3):
    """Logs in as admin through the login form. The login page is CloudStack's, not the change's: on a loaded machine
    its first click can be lost (the server logged the login in, the page stayed on the form for minutes), so the
    form is loaded and sent again, at most ATTEMPTS times, each retry said on stderr."""
    for attempt in range(1, attempts + 1):
        b.send("Page.navigate", session=True, url=url + "/#/user/login")
        b.wait("!!document.querySelector('.login-button') && !!document.querySelector('input[type=password]')", "the login form")
        b.js("(() => { const set = %s; const form = document.querySelector('.login-button').closest('form') || document;"
             " set(form.querySelector('input[type=text]'), %s); set(form.querySelector('input[type=password]'), %s);"
             " return true; })()" % (SET_INPUT, json.dumps(ADMIN[0]), json.dumps(ADMIN[1])))
        b.js("document.querySelector('.login-button').click()")
        try:
            return b.wait("!location.hash.startsWith('#/user/login') && !!document.querySelector('.ant-layout-sider')",
                          "the dashboard after login", timeout=60)
        except RuntimeError as e:
            if attempt == attempts:
                raise
            print("e2e_browser: login attempt %d of %d: %s; loading the form again" % (attempt, attempts, e), file=sys.stderr, flush=True)


# The tab's inline message when the check gives no answer (the API's errortext: check off 432, a sweep running 534).
ERROR_PANE = "(() => { const e = document.querySelector('.vm-map-check-error'); return e ? e.innerText.trim() : null; })()"
# Per row of the cluster list: whether the Name cell's text fits on one line (a squeezed column wraps it).
NAME_ON_ONE_LINE = """(() => { const th = Array.from(document.querySelectorAll('.ant-table-thead th')).map(t => t.innerText.trim());
  const col = th.indexOf('Name'); if (col < 0) return null;
  return Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).map(tr => {
    const td = tr.querySelectorAll('td')[col]; if (!td) return null; const r = document.createRange(); r.selectNodeContents(td);
    const lines = new Set(Array.from(r.getClientRects()).filter(x => x.width > 0).map(x => Math.round(x.top)));
    return [td.innerText.trim(), lines.size <= 1, Math.round(td.getBoundingClientRect().width)]; }); })()"""

# The check's column in the cluster list (en.json), and the list without it: the cells of that column removed from
# every row and the colgroup, then NAME_ON_ONE_LINE's measure.
CHECK_COLUMNS = {LIST_COLUMN}
WITHOUT_CHECK_COLUMNS = """(() => { const names = new Set(%s);
  const th = Array.from(document.querySelectorAll('.ant-table-thead th')).map(t => t.innerText.trim());
  const gone = th.map((t, i) => names.has(t) ? i : -1).filter(i => i >= 0).reverse();
  for (const tr of document.querySelectorAll('.ant-table-thead tr, .ant-table-tbody tr.ant-table-row')) {
    for (const i of gone) { if (tr.children[i]) tr.children[i].remove(); } }
  for (const cg of document.querySelectorAll('.ant-table colgroup')) {
    if (cg.children.length === th.length) { for (const i of gone) cg.children[i].remove(); } }
  return %s; })()"""


# The cluster list's header once the Kubernetes list is on the page (its "Kubernetes version" column), else null.
KUBERNETES_LIST_HEADER = """(() => { const th = Array.from(document.querySelectorAll('.ant-table-thead th')).map(t => t.innerText.trim());
  return location.hash.startsWith('#/kubernetes') && th.includes('Kubernetes version')
    && !!document.querySelector('.ant-table-tbody tr.ant-table-row') ? th : null; })()"""
COLUMN_PICKER = "document.querySelector('.ant-table-thead .ant-table-filter-trigger')"


def cluster_list_via_instances(b, what):
    """Leaves the page once its requests are done, opens the Instances list, then the Kubernetes list; returns the
    list's header (KUBERNETES_LIST_HEADER)."""
    b.idle("the page before the Instances list")
    b.js("location.hash = '#/vm'")
    b.wait("location.hash.startsWith('#/vm') && !!document.querySelector('.ant-table-thead th')", "the Instances list")
    b.idle("the Instances list")
    b.js("location.hash = '#/kubernetes'")
    return b.wait(KUBERNETES_LIST_HEADER, what)


def show_check_column(b):
    """The check's column is opt-in: opens the cluster list and ticks "VM map check" in its column picker (the filter
    icon at the header's end) as an operator would. Returns the list's header before and after. CloudStack adds the
    picker from a user's second list page in a browser on (its first keeps every default column and no picker), and
    keeps the choice per user and page: another list first, then the Kubernetes list."""
    before = cluster_list_via_instances(b, "the cluster list")
    b.idle("the cluster list")
    if LIST_COLUMN not in before:
        b.wait("(() => { const t = %s; if (!t) return false; t.click(); return true; })()" % COLUMN_PICKER, "the list's column picker")
        b.wait(click_text(".filter-dropdown .ant-menu-item", LIST_COLUMN), "the column picker's item \"%s\"" % LIST_COLUMN)
        b.wait("(() => { const th = %s; return !!th && th.includes(%s); })()" % (KUBERNETES_LIST_HEADER, json.dumps(LIST_COLUMN)),
               "the list's column \"%s\" once ticked" % LIST_COLUMN)
        b.js("(() => { %s.click(); return true; })()" % COLUMN_PICKER)  # closes the picker
        b.wait("!document.querySelector('.filter-dropdown') || document.querySelector('.filter-dropdown').offsetParent === null",
               "the column picker closed")
    return before, b.js(KUBERNETES_LIST_HEADER)


@contextlib.contextmanager
def session(shots, seen, width=None):
    """A logged-out chromium for one look, at WIDTH pixels when given; an error ends the look and is kept in SEEN."""
    os.makedirs(shots, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="cks-e2e-chromium.") as profile:
        b = Browser(profile)
        try:
            if width:
                b.send("Emulation.setDeviceMetricsOverride", session=True, width=width, height=900, deviceScaleFactor=1, mobile=False)
            yield b
        except Exception as e:
            seen["error"] = str(e)
        finally:
            seen["failed_requests"] = b.failed
            b.close()


def look_state(url, cluster_uuid, shots, name, fresh):
    """The tab of one cluster in one of the check's no-answer states: its inline message (after a confirmed fresh check
    when FRESH), with a screenshot NAME.png."""
    seen = {"screenshots": []}
    with session(shots, seen) as b:
        log_in(b, url)
        b.js("location.hash = '#/kubernetes/%s'" % cluster_uuid)
        b.wait(click_text(".ant-tabs-tab", TAB_LABEL), "the cluster page's tab \"%s\"" % TAB_LABEL)
        if fresh:
            # The button is disabled while the tab loads its first answer: a click then does nothing.
            b.wait("(() => { const e = document.querySelector('.fresh-check-button'); return !!e && !e.disabled; })()",
                   "the fresh check's button, enabled")
            b.js("document.querySelector('.fresh-check-button').click()")
            b.wait(click_text(".ant-popover button", "Yes"), "the fresh check's confirmation")
        seen["error_pane"] = b.wait(ERROR_PANE, "the tab's inline message", timeout=180)
        seen["screenshots"].append(b.screenshot(os.path.join(shots, name + ".png")))
    return seen


def look_list(url, shots, width):
    """The cluster list at WIDTH pixels: as CloudStack shows it first (its header, the Name cells: text, on one line,
    width), then with the check's column ticked in the picker (every row's cells, the Name cells again), then again
    after another page (the choice kept); the Name cells with the column taken out of the page, for the cost."""
    seen = {"screenshots": []}
    with session(shots, seen, width) as b:
        log_in(b, url)
        seen["header_default"], seen["header"] = show_check_column(b)
        seen["names"] = b.wait(NAME_ON_ONE_LINE, "the list's Name cells")
        seen["rows"] = b.js(rows_of(""))
        seen["screenshots"].append(b.screenshot(os.path.join(shots, "list-%d.png" % width)))
        # The same table without the check's column (its cells taken out of the page; the browser lays the table out
        # again as CloudStack's default list), measured in the same evaluation.
        seen["names_without"] = b.js(WITHOUT_CHECK_COLUMNS % (json.dumps(sorted(CHECK_COLUMNS)), NAME_ON_ONE_LINE))
        # The choice is kept: another page, then the list again.
        seen["header_again"] = cluster_list_via_instances(b, "the cluster list again")
    return seen


def look(url, cluster_uuid, shots):
    os.makedirs(shots, exist_ok=True)
    seen = {"screenshots": []}
    with tempfile.TemporaryDirectory(prefix="cks-e2e-chromium.") as profile:
        b = Browser(profile)
        try:
            log_in(b, url)
            seen["logged_in_as"] = ADMIN[0]
            b.js("location.hash = '#/kubernetes/%s'" % cluster_uuid)
            b.wait(click_text(".ant-tabs-tab", TAB_LABEL), "the cluster page's tab \"%s\"" % TAB_LABEL)
            rows = b.wait("(() => { const r = %s; return r.length ? r : null; })()" % ROWS, "the mismatch table's rows")
            seen["tab_rows"] = rows
            seen["tab_node_view"] = b.js(NODE_VIEW)
            b.wait("!!document.querySelector('.vm-map-check-summary')", "the summary")
            seen["tab_alert_reason"] = b.js(REASON_BANNER)
            seen["tab_alert_reason_first"] = b.js("(() => { const a = document.querySelector('.alert-reason'), m = document.querySelector('.mismatches');"
                                                  " return !!a && !!m && !!(a.compareDocumentPosition(m) & Node.DOCUMENT_POSITION_FOLLOWING); })()")
            seen["screenshots"].append(b.screenshot(os.path.join(shots, "1-vm-map-check-tab.png")))
            b.js("document.querySelector('.fresh-check-button').click()")
            # The fresh check asks first (CloudStack's confirmation popover): its "Yes" runs it.
            b.wait(click_text(".ant-popover button", "Yes"), "the fresh check's confirmation")
            seen["fresh_check_confirmed"] = True
            b.wait("document.querySelector('.vm-map-check-summary') && document.querySelector('.vm-map-check-summary').innerText.includes(%s)"
                   " && !document.querySelector('.fresh-check-button').classList.contains('ant-btn-loading')" % json.dumps(FRESH_ANSWER),
                   "the fresh check's answer", timeout=180)
            seen["fresh_rows"] = b.js(ROWS)
            seen["fresh_node_view"] = b.js(NODE_VIEW)
            seen["screenshots"].append(b.screenshot(os.path.join(shots, "2-vm-map-check-fresh.png")))
            seen["list_header_default"], seen["list_header"] = show_check_column(b)
            seen["list_rows"] = b.wait("(() => { const r = %s; return r.length ? r : null; })()" % rows_of(""), "the list's rows")
            seen["screenshots"].append(b.screenshot(os.path.join(shots, "3-cluster-list.png")))
        except Exception as e:  # the failure, with what the page showed, for the summary
            seen["error"] = str(e)
            try:
                seen["screenshots"].append(b.screenshot(os.path.join(shots, "failed.png")))
            except Exception:
                pass
        finally:
            seen["failed_requests"] = b.failed
            seen["notifications"] = sorted(set(b.notifications))
            b.close()
    return seen


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    if sys.argv[1] == "serve":
        serve(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    elif sys.argv[1] == "look":
        print(json.dumps(look(sys.argv[2], sys.argv[3], sys.argv[4])))
    elif sys.argv[1] == "look-state":
        print(json.dumps(look_state(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6] == "fresh")))
    elif sys.argv[1] == "look-list":
        print(json.dumps(look_list(sys.argv[2], sys.argv[3], int(sys.argv[4]))))
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
