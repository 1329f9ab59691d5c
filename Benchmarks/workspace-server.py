#!/usr/bin/env python3
"""The language server's workspace (issue 16): initial scan time and cross-file republish latency.

1. Scan: starts the server with ROOT as its workspace folder (a client that supports work-done progress and
   answers `window/workDoneProgress/create`), sends `initialized`, and times until the scan's `$/progress`
   `end`. A `workspace/symbol` request sent right after `initialized` is timed too: requests never wait for the
   scan. Median of --runs fresh servers; the target is <= 3 s.
2. Keystrokes: a server with ROOT and a generated folder (written to a temporary directory, our own code) as
   its workspace folders. The generated folder holds --wrappers representables (`BenchWrapperN.swift`, each using
   `context.coordinator`) and one file of extensions giving each its `makeCoordinator()`. The wrappers and the
   extensions file are opened; then --keystrokes single-character edits in the extensions file alternately
   break and restore one wrapper's `makeCoordinator` name, so every keystroke changes a fact all wrappers
   depend on (each is analysed again) and changes one wrapper's findings (`coordinator-without-make` comes or
   goes: that wrapper is republished). Latency: from writing the didChange to the answer of a request sent
   right behind it (the server publishes everything a change causes before it answers the next request).
   Target: p95 <= 20 ms. A keystroke inside a comment (no fact changes) is timed as a baseline.

Prints the figures; exit 0 when both targets are met, 1 otherwise. Standard library only.

Usage: Benchmarks/workspace-server.py SERVER [ROOT] [--runs 3] [--keystrokes 200] [--wrappers 8]
(ROOT defaults to /work/field-corpus/apps; use a release build of the server.) Framing: Benchmarks/lspclient.py.
"""
import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lspclient  # noqa: E402  (the shared framing of the benchmark clients)


class Server:
    """The server over pipes; answers the server's own requests (progress tokens, registrations, refresh)."""

    def __init__(self, command):
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL)
        self.lock = threading.Condition()
        self.write_lock = threading.Lock()
        self.messages = []  # (monotonic time, message)
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for message in lspclient.read_messages(self.proc.stdout):
            now = time.monotonic()
            if "method" in message and "id" in message:
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            with self.lock:
                self.messages.append((now, message))
                self.lock.notify_all()

    def send(self, message):
        with self.write_lock:
            self.proc.stdin.write(lspclient.frame(message))
            self.proc.stdin.flush()

    def request(self, method, params):
        request_id = self.next_id
        self.next_id += 1
        self.send({"id": request_id, "method": method, "params": params})
        return request_id

    def notify(self, method, params):
        self.send({"method": method, "params": params})

    def wait_for(self, predicate, timeout):
        deadline = time.monotonic() + timeout
        with self.lock:
            while True:
                for stamp, message in self.messages:
                    if predicate(message):
                        return stamp, message
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return None, None
                self.lock.wait(remaining)

    def response_time(self, request_id, timeout=60):
        stamp, _ = self.wait_for(lambda m: m.get("id") == request_id and "method" not in m, timeout)
        return stamp

    def initialize(self, roots):
        capabilities = {
            "general": {"positionEncodings": ["utf-16"]},
            "window": {"workDoneProgress": True},
            "textDocument": {"publishDiagnostics": {"relatedInformation": True, "versionSupport": True}},
            "workspace": {"workspaceFolders": True},
        }
        folders = [{"uri": "file://" + root, "name": os.path.basename(root)} for root in roots]
        request_id = self.request("initialize", {"processId": os.getpid(), "capabilities": capabilities,
                                                 "workspaceFolders": folders, "rootUri": folders[0]["uri"]})
        if self.response_time(request_id) is None:
            raise SystemExit("no initialize response")

    def cpu_seconds(self):
        """User + system CPU time of the server so far (Linux /proc), or None."""
        try:
            with open("/proc/%d/stat" % self.proc.pid) as handle:
                fields = handle.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError):
            return None

    def rss_mb(self):
        try:
            with open("/proc/%d/status" % self.proc.pid) as handle:
                for line in handle:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) / 1024
        except (OSError, ValueError):
            pass
        return None

    def stop(self):
        try:
            request_id = self.request("shutdown", None)
            self.response_time(request_id, timeout=10)
            self.notify("exit", None)
            self.proc.wait(timeout=10)
        except Exception:
            self.proc.kill()


def progress_end(message):
    return (message.get("method") == "$/progress"
            and message.get("params", {}).get("value", {}).get("kind") == "end")


def scan_once(command, root):
    server = Server(command)
    server.initialize([root])
    started = time.monotonic()
    server.notify("initialized", {})
    symbol_id = server.request("workspace/symbol", {"query": "Coordinator"})
    symbol_at = server.response_time(symbol_id)
    ended_at, message = server.wait_for(progress_end, 300)
    cpu = server.cpu_seconds()
    rss = server.rss_mb()
    server.stop()
    if ended_at is None:
        raise SystemExit("the scan never ended its progress")
    return (ended_at - started, (symbol_at - started) if symbol_at else None, message["params"]["value"].get("message"),
            cpu, rss)


WRAPPER = """import SwiftUI
import UIKit

struct BenchWrapper{n}: UIViewRepresentable {{
  var text: String
  func makeUIView(context: Context) -> UITextField {{
    let field = UITextField()
    field.delegate = context.coordinator
    return field
  }}
  func updateUIView(_ uiView: UITextField, context: Context) {{
    if uiView.text != text {{ uiView.text = text }}
  }}
}}
"""

EXTENSION = """extension BenchWrapper{n} {{
  func makeCoordinator() -> Coordinator {{ Coordinator() }}
  final class Coordinator: NSObject, UITextFieldDelegate {{}}
}}
"""


def utf16_position(text, offset):
    before = text[:offset]
    line = before.count("\n")
    column_text = before[before.rfind("\n") + 1:]
    return {"line": line, "character": len(column_text.encode("utf-16-le")) // 2}


def percentile(values, fraction):
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(fraction * (len(ordered) - 1)))))
    return ordered[index]


def keystrokes(command, root, count, wrappers):
    folder = tempfile.mkdtemp(prefix="interop-bench-")
    try:
        texts = {}
        for n in range(wrappers):
            texts["BenchWrapper%d.swift" % n] = WRAPPER.format(n=n)
        extensions = "// Coordinators of the bench wrappers.\n" + "".join(EXTENSION.format(n=n) for n in range(wrappers))
        texts["BenchWrappers+Coordinators.swift"] = extensions
        for name, text in texts.items():
            with open(os.path.join(folder, name), "w") as handle:
                handle.write(text)
        server = Server(command)
        server.initialize([root, folder])
        server.notify("initialized", {})
        ended, _ = server.wait_for(progress_end, 120)
        if ended is None:
            raise SystemExit("the scan never ended its progress")
        uris = {name: "file://" + os.path.join(folder, name) for name in texts}
        for name, text in texts.items():
            server.notify("textDocument/didOpen", {"textDocument": {"uri": uris[name], "languageId": "swift",
                                                                    "version": 1, "text": text}})
        ping = server.request("$/interop-bench/ping", None)
        server.response_time(ping)
        target = uris["BenchWrappers+Coordinators.swift"]
        version = 1
        text = extensions
        fact_latencies = []
        republished = 0
        for index in range(count):
            n = (index // 2) % wrappers
            anchor = text.index("extension BenchWrapper%d " % n)
            name_at = text.index("makeCoordinator", anchor) + len("makeCoordinator")
            broken = text[name_at] == "x"
            start = utf16_position(text, name_at)
            if broken:
                end = {"line": start["line"], "character": start["character"] + 1}
                text = text[:name_at] + text[name_at + 1:]
                change = {"range": {"start": start, "end": end}, "text": ""}
            else:
                text = text[:name_at] + "x" + text[name_at:]
                change = {"range": {"start": start, "end": start}, "text": "x"}
            version += 1
            with server.lock:
                seen = len(server.messages)
            sent = time.monotonic()
            server.notify("textDocument/didChange", {"textDocument": {"uri": target, "version": version},
                                                     "contentChanges": [change]})
            ping = server.request("$/interop-bench/ping", None)
            answered = server.response_time(ping)
            fact_latencies.append((answered - sent) * 1000)
            wrapper_uri = uris["BenchWrapper%d.swift" % n]
            with server.lock:
                after = [m for _, m in server.messages[seen:]]
            if any(m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == wrapper_uri
                   for m in after):
                republished += 1
        comment_latencies = []
        comment_at = text.index("bench wrappers") + len("bench")
        for index in range(count):
            start = utf16_position(text, comment_at)
            text = text[:comment_at] + "y" + text[comment_at:]
            version += 1
            sent = time.monotonic()
            server.notify("textDocument/didChange", {"textDocument": {"uri": target, "version": version},
                                                     "contentChanges": [{"range": {"start": start, "end": start},
                                                                         "text": "y"}]})
            ping = server.request("$/interop-bench/ping", None)
            comment_latencies.append((server.response_time(ping) - sent) * 1000)
        server.stop()
        return fact_latencies, republished, comment_latencies
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("server")
    parser.add_argument("root", nargs="?", default="/work/field-corpus/apps")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keystrokes", type=int, default=200)
    parser.add_argument("--wrappers", type=int, default=8)
    parser.add_argument("--scan-target", type=float, default=3.0)
    parser.add_argument("--keystroke-target-ms", type=float, default=20.0)
    args = parser.parse_args()
    root = os.path.abspath(args.root).rstrip("/")

    scans = []
    for run in range(args.runs):
        elapsed, symbol, message, cpu, rss = scan_once(args.server, root)
        scans.append(elapsed)
        print("scan %d: progress ended after %.2f s (%s; server CPU %s, RSS %s, load average %.1f); a workspace/symbol "
              "request during the scan answered after %s"
              % (run + 1, elapsed, message, "%.2f s" % cpu if cpu is not None else "unknown",
                 "%.0f MB" % rss if rss is not None else "unknown", os.getloadavg()[0],
                 "%.0f ms" % (symbol * 1000) if symbol is not None else "never"))
    scan_median = statistics.median(scans)
    print("scan: median %.2f s over %d runs (target <= %.1f s)" % (scan_median, len(scans), args.scan_target))

    facts, republished, comments = keystrokes(args.server, root, args.keystrokes, args.wrappers)
    print("keystroke changing a fact %d open wrappers depend on: p50 %.1f ms, p95 %.1f ms, max %.1f ms over %d; "
          "the affected wrapper republished after %d of them (target p95 <= %.0f ms)"
          % (args.wrappers, percentile(facts, 0.5), percentile(facts, 0.95), max(facts), len(facts), republished,
             args.keystroke_target_ms))
    print("keystroke in a comment (no fact changes): p50 %.1f ms, p95 %.1f ms"
          % (percentile(comments, 0.5), percentile(comments, 0.95)))
    ok = (scan_median <= args.scan_target and percentile(facts, 0.95) <= args.keystroke_target_ms
          and republished == len(facts))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
