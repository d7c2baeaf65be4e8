#!/usr/bin/env python3
"""Checks an --html report in a real browser (Debian's chromium, headless).

    html_browser.py SITE JSON MARKUP...

SITE: the report folder; JSON: the --json lines of the same run; MARKUP:
pieces of text from the tree (file or folder names, messages) that must
show as text and never become an element.  One chromium runs the whole check,
driven over the DevTools protocol on a pipe (--remote-debugging-pipe: no
port, no network).  Prints "ok NAME" or "FAIL NAME" lines, then
"N passed, N failed".
"""
import collections
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse

TIMEOUT = 20  # seconds for one page


def high(fd):
    """fd moved to 10 or above, away from the child's 3 and 4."""
    moved = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
    os.close(fd)
    return moved


class Browser:
    """chromium over --remote-debugging-pipe: fd 3 in, fd 4 out."""

    def __init__(self):
        exe = shutil.which("chromium") or shutil.which("chromium-browser")
        if not exe:
            raise RuntimeError("chromium is not installed")
        self.profile = tempfile.mkdtemp(prefix="cfix-html-chromium-")
        to_r, self.to_w, self.from_r, from_w = [
            high(fd) for fd in os.pipe() + os.pipe()]

        def fds():
            os.dup2(to_r, 3)
            os.dup2(from_w, 4)

        self.proc = subprocess.Popen(
            [exe, "--headless", "--no-sandbox", "--disable-gpu",
             "--remote-debugging-pipe", "--no-first-run",
             "--user-data-dir=" + self.profile, "about:blank"],
            preexec_fn=fds, close_fds=False,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_r)
        os.close(from_w)
        self.buf = b""
        self.next_id = 0
        self.events = collections.deque()
        target = self.call("Target.createTarget", url="about:blank")
        self.session = self.call("Target.attachToTarget",
                                 targetId=target["targetId"],
                                 flatten=True)["sessionId"]
        self.call("Page.enable", session=True)

    def _read(self):
        while b"\0" not in self.buf:
            chunk = os.read(self.from_r, 65536)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buf += chunk
        msg, self.buf = self.buf.split(b"\0", 1)
        return json.loads(msg)

    def call(self, method, session=False, **params):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params}
        if session:
            msg["sessionId"] = self.session
        os.write(self.to_w, json.dumps(msg).encode() + b"\0")
        while True:
            reply = self._read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]
            self.events.append(reply)

    def wait_load(self):
        deadline = time.time() + TIMEOUT
        while time.time() < deadline:
            while self.events:
                if self.events.popleft().get("method") == \
                        "Page.loadEventFired":
                    return
            self.events.append(self._read())
        raise RuntimeError("the page did not load")

    def open(self, url):
        self.events.clear()
        self.call("Page.navigate", session=True, url=url)
        self.wait_load()

    def eval(self, expression):
        result = self.call("Runtime.evaluate", session=True,
                           expression=expression, returnByValue=True,
                           awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def close(self):
        self.proc.kill()
        self.proc.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


class Checks:
    def __init__(self):
        self.passed = self.failed = 0

    def check(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"ok   {name}")
        else:
            self.failed += 1
            print(f"FAIL {name}")
            if detail:
                print(f"  {detail}")


def folder(path):
    return path.rsplit("/", 1)[0] if "/" in path else "."


def table(b, table_id):
    """{name: {cell class: number}} of an index table."""
    return b.eval(f"""(() => {{
        const t = {{}};
        for (const r of document.querySelectorAll('#{table_id} tbody tr')) {{
            const row = {{}};
            for (const c of r.querySelectorAll('td.count'))
                row[c.classList[1]] = Number(c.textContent);
            row.href = r.querySelector('a').getAttribute('href');
            t[r.dataset.name] = row;
        }}
        return t;
    }})()""")


def check_index(b, c, site, findings):
    b.open(site + "/index.html")
    shown = b.eval("""(() => {
        const n = id => Number(document.getElementById(id).textContent);
        return {findings: n('findings'), files: n('files'),
                error: n('error'), warning: n('warning'), note: n('note')};
    })()""")
    sev = collections.Counter(f["severity"] for f in findings)
    want = {"findings": len(findings),
            "files": len({f["file"] for f in findings}),
            "error": sev["error"], "warning": sev["warning"],
            "note": sev["note"]}
    c.check("index: totals equal the run's --json", shown == want,
            f"page {shown}, --json {want}")
    rules = table(b, "by-rule")
    by_rule = collections.Counter(f["rule"] for f in findings)
    got = {k: v["findings"] for k, v in rules.items()}
    c.check("index: findings by rule equal --json's", got == by_rule,
            f"page {got}, --json {dict(by_rule)}")
    by_folder = collections.Counter(folder(f["file"]) for f in findings)
    top = table(b, "top-folders")
    got = {k: v["findings"] for k, v in top.items()}
    want = sorted(by_folder.values(), reverse=True)[:20]
    c.check("index: the busiest folders with --json's counts",
            sorted(got.values(), reverse=True) == want and
            all(by_folder[k] == v for k, v in got.items()),
            f"page {got}, --json {dict(by_folder)}")
    b.eval("document.getElementById('all-folders').click()")
    b.wait_load()
    folders = table(b, "by-folder")
    got = {k: v["findings"] for k, v in folders.items()}
    c.check("folders page: findings by folder equal --json's",
            got == by_folder, f"page {got}, --json {dict(by_folder)}")
    return rules, folders


def check_rule_to_diff(b, c, site, rules, findings):
    """summary -> rule -> finding -> diff, and back."""
    rule = sorted(rules)[0]
    b.open(site + "/index.html")
    b.eval(f"document.querySelector('#by-rule a[href=\"{rules[rule]['href']}\"]').click()")
    b.wait_load()
    rows = b.eval("document.querySelectorAll('tr[data-rule]').length")
    mine = [f for f in findings if f["rule"] == rule]
    c.check(f"rule page '{rule}': one row per finding", rows == len(mine),
            f"{rows} rows, --json {len(mine)}")
    first = b.eval("document.querySelector('a.finding-link').textContent")
    b.eval("document.querySelector('a.finding-link').click()")
    b.wait_load()
    target = b.eval("""(() => {
        const s = document.querySelector(':target');
        const d = s && s.querySelector('pre.diff');
        return s && {id: s.id, place: s.querySelector('h2 a').textContent,
                     diff: d ? d.textContent : null,
                     code: s.querySelector('pre.code').textContent};
    })()""")
    f = mine[0]
    want = f"{f['file']}:{f['line']}:{f['col']}"
    c.check("a finding's link opens its section", target and
            target["place"] == first == want, f"{target}, want {want}")
    fixed = (f.get("fix") or {}).get("text", "").split("\n")[0]
    diff = (target or {}).get("diff") or ""
    adds = [line[1:] for line in diff.split("\n") if line.startswith("+")
            and not line.startswith("+++")]
    c.check("the finding's section holds its diff (the fix's '+' line)",
            fixed and any(fixed in line for line in adds),
            f"fix {fixed!r}, diff {diff!r}")
    c.check("the finding's section shows its code in context",
            target and f"{f['line']}" in (target.get("code") or ""))
    b.eval("document.querySelector('a.rule-link').click()")
    b.wait_load()
    back = b.eval("location.pathname.split('/').slice(-2).join('/')")
    c.check("the finding links back to its rule's page",
            back == rules[rule]["href"], f"{back}")


def pick(folders, findings, key):
    """A folder whose findings differ in key (and those findings)."""
    for name in sorted(folders):
        mine = [f for f in findings if folder(f["file"]) == name]
        if len({f[key] for f in mine}) > 1:
            return name, mine
    print(f"skip filter by {key}: no folder has findings of two {key} values")
    return None, None


def check_filter(b, c, site, folders, findings):
    """On a folder's page, #severity=S hides the rows of other severities,
    and choosing a rule in the select hides the other rules' rows."""
    name, mine = pick(folders, findings, "severity")
    if name:
        sev = sorted({f["severity"] for f in mine})[0]
        b.open(f"{site}/{folders[name]['href']}#severity={sev}")
        shown = b.eval("""[...document.querySelectorAll('tr[data-rule]')]
            .filter(r => !r.hidden).map(r => r.dataset.severity)""")
        want = [f["severity"] for f in mine if f["severity"] == sev]
        c.check(f"filter severity={sev} keeps only those rows",
                shown == want, f"shown {shown}, want {want} of {len(mine)}")
    name, mine = pick(folders, findings, "rule")
    if not name:
        return
    rule = sorted({f["rule"] for f in mine})[-1]
    b.open(f"{site}/{folders[name]['href']}")
    shown = b.eval(f"""(() => {{
        const s = document.querySelector('select[data-filter=rule]');
        s.value = {json.dumps(rule)};
        s.dispatchEvent(new Event('change'));
        return [...document.querySelectorAll('tr[data-rule]')]
            .filter(r => !r.hidden).map(r => r.dataset.rule);
    }})()""")
    want = [f["rule"] for f in mine if f["rule"] == rule]
    c.check(f"filter rule={rule} (chosen in the page) keeps only its rows",
            shown == want, f"shown {shown}, want {want} of {len(mine)}")
    query = b.eval("location.hash")
    c.check("the chosen filter is kept in the page's address",
            urllib.parse.parse_qs(query[1:]).get("rule") == [rule], query)


def check_markup(b, c, folder_path, site, markup):
    """Names from the tree show as text on the pages they are on, and no
    page holds an element or a script that is not cfix's."""
    pages = []
    for root, _, files in os.walk(folder_path):
        pages += [os.path.relpath(os.path.join(root, n), folder_path)
                  for n in files if n.endswith(".html")]
    bad = []
    seen = collections.Counter()
    for page in sorted(pages):
        b.open(f"{site}/{page}")
        got = b.eval(f"""({{
            scripts: [...document.scripts].map(s => s.getAttribute('src')),
            foreign: document.querySelectorAll('i, b, img, iframe').length,
            text: {json.dumps(markup)}.map(
                m => document.body.innerText.includes(m)),
            pwned: typeof window.cfixPwned !== 'undefined'}})""")
        seen.update(m for m, shown in zip(markup, got["text"]) if shown)
        if got["foreign"] or got["pwned"] or \
                [s for s in got["scripts"] if not s.endswith("cfix.js")]:
            bad.append(f"{page}: {got}")
    c.check(f"names from the tree never become markup ({len(pages)} pages)",
            pages and not bad, "; ".join(bad))
    for m in markup:
        c.check(f"... and show as text: {m!r} on {seen[m]} pages",
                seen[m] >= 2)


def main():
    folder_path, json_path, markup = sys.argv[1], sys.argv[2], sys.argv[3:]
    site = "file://" + os.path.abspath(folder_path)
    findings = [json.loads(line) for line in open(json_path) if line.strip()]
    c = Checks()
    b = None
    try:
        b = Browser()
        rules, folders = check_index(b, c, site, findings)
        check_rule_to_diff(b, c, site, rules, findings)
        check_filter(b, c, site, folders, findings)
        check_markup(b, c, folder_path, site, markup)
    except (RuntimeError, OSError, KeyError, TypeError) as err:
        c.check("the browser check ran to its end", False, str(err))
    finally:
        if b:
            b.close()
    print(f"{c.passed} passed, {c.failed} failed")
    sys.exit(1 if c.failed else 0)


if __name__ == "__main__":
    main()
