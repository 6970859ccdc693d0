#!/usr/bin/env python3
"""The studio's latency in a real browser (issue 67, item 4): Debian's chromium driven by
Playwright, on grids of plain views (rows of ten, each view 8 points after the one before, as the
Swift studio benchmark's documents).

    python3 Benchmarks/studio_latency.py --binary .build/release/autolayout [--views 7,200,1000] [--edits 40]

For each size it prints the time to open the document (navigation to the first painted state),
and, over `--edits` arrow-key nudges of one view (each an edit the server answers), the time from
the key press to the next painted frame after the answer is drawn: median and 90th percentile,
with the median size of the last answers as sent (patches). A benchmark, not a test: absolute times on a shared machine are
noise; compare runs made one after the other.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def write_grid(folder, views):
    lines = ["version: 1", "canvas: { width: 1024, height: 4096 }", "views:"]
    lines += [f"  - {{ name: v{i}, intrinsicSize: [80, 30] }}" for i in range(views)]
    lines += ["constraints:", '  - "v0.leading == root.leading + 20"', '  - "v0.top == root.top + 20"']
    for i in range(1, views):
        if i % 10 == 0:
            lines += [f'  - "v{i}.leading == v{i - 10}.leading"', f'  - "v{i}.top == v{i - 10}.bottom + 8"']
        else:
            lines += [f'  - "v{i}.leading == v{i - 1}.trailing + 8"', f'  - "v{i}.top == v{i - 1}.top"']
    name = f"grid-{views}.layout.yaml"
    with open(os.path.join(folder, name), "w") as handle:
        handle.write("\n".join(lines) + "\n")
    return name


HOOKS = """() => {
  const store = window.studio;
  window.__latency = [];
  window.__pending = null;
  window.__bytes = [];
  store.connection.socket.addEventListener("message", (event) => window.__bytes.push(event.data.length));
  document.addEventListener("keydown", () => { window.__pending = performance.now(); }, true);
  store.subscribe(() => {
    const start = window.__pending;
    if (start === null) return;
    window.__pending = null;
    requestAnimationFrame(() => requestAnimationFrame(() => window.__latency.push(performance.now() - start)));
  });
}"""


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--views", default="7,200,1000")
    parser.add_argument("--edits", type=int, default=40)
    arguments = parser.parse_args()
    from playwright.sync_api import sync_playwright

    folder = tempfile.mkdtemp(prefix="studio-latency-")
    sizes = [int(v) for v in arguments.views.split(",")]
    names = {size: write_grid(folder, size) for size in sizes}
    server = subprocess.Popen([arguments.binary, "studio", folder, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    base = line.split("autolayout studio: ")[1].split()[0].split("&file=")[0]
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            page.set_default_timeout(60000)
            for size in sizes:
                started = time.perf_counter()
                page.goto(base + "&file=" + names[size])
                page.wait_for_function(f"window.studio?.state?.views?.length === {size}")
                page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
                opened = (time.perf_counter() - started) * 1000
                page.evaluate(HOOKS)
                page.evaluate("() => window.studio.select(['v5'])")
                for i in range(arguments.edits):
                    before = page.evaluate("window.studio.stateSerial")
                    page.keyboard.press("ArrowRight" if i % 2 == 0 else "ArrowLeft")
                    page.wait_for_function(f"window.studio.stateSerial > {before} && window.__pending === null")
                page.wait_for_function(f"window.__latency.length >= {arguments.edits}")
                latencies = page.evaluate("window.__latency")
                answer = page.evaluate("window.__bytes.slice(-10).sort((a, b) => a - b)[5]")
                rows.append({"views": size, "open_ms": round(opened, 1),
                             "edit_median_ms": round(statistics.median(latencies), 1),
                             "edit_p90_ms": round(percentile(latencies, 0.9), 1), "answer_bytes": answer})
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)
    print("| views | open (ms) | edit → painted, median (ms) | p90 (ms) | answer (bytes) |")
    print("|---:|---:|---:|---:|---:|")
    for row in rows:
        print(f"| {row['views']} | {row['open_ms']} | {row['edit_median_ms']} | {row['edit_p90_ms']} | {row['answer_bytes']} |")
    print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
