#!/usr/bin/env python3
"""Benchmark (not a test): size and load time of an --html report.

    bench/html-load.py SITE [RUNS]

Prints a Markdown table: the site's files and bytes, then for the
summary and the largest rule list, folder list and file page, its bytes
and its load time in headless chromium (the navigation entry's duration:
from the request to the end of the load event, scripts and filters
included), the median of RUNS loads (default 5) in one browser, each
after a load of about:blank.  The browser is test/exports/html_browser.py's.
"""
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "test",
                                "exports"))
from html_browser import Browser  # noqa: E402


def largest(site, sub):
    folder = os.path.join(site, sub)
    names = [n for n in os.listdir(folder) if n.endswith(".html")]
    return max((os.path.getsize(os.path.join(folder, n)), f"{sub}/{n}")
               for n in names)[1]


def load_ms(b, url, runs):
    times = []
    for _ in range(runs):
        b.open("about:blank")
        b.open(url)
        times.append(b.eval(
            "performance.getEntriesByType('navigation')[0].duration"))
    return statistics.median(times)


def main():
    site = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    files = [os.path.join(r, n) for r, _, ns in os.walk(site) for n in ns]
    total = sum(os.path.getsize(f) for f in files)
    print(f"{len(files)} files, {total / 1e6:.1f} MB")
    print()
    print("| page | KB | load ms (median of %d) |" % runs)
    print("| --- | --- | --- |")
    b = Browser()
    try:
        for page in ["index.html", largest(site, "rules"),
                     largest(site, "folders"), largest(site, "files")]:
            size = os.path.getsize(os.path.join(site, page)) / 1e3
            ms = load_ms(b, f"file://{site}/{page}", runs)
            print(f"| {page} | {size:.0f} | {ms:.0f} |")
    finally:
        b.close()


if __name__ == "__main__":
    main()
