#!/usr/bin/env python3
"""Completion latency on a 5,000-line file (issue 19): p95 must stay at or below 5 ms.

Starts the server (a release build), opens a Swift file of about --lines lines made of the Examples/
wrappers repeated (every copy renamed, so each is its own representable), waits for its diagnostics, then
sends --requests completion requests one at a time at three kinds of place and times each round trip
(request written to the answer read, over the real pipes):

  top      the end of the file, at the top level (every recipe: 13 items with their documentation)
  member   an empty line inside a representable in the middle of the file (missing lifecycle members)
  code     inside a function body (no items: the place is recognised and nothing is built)

It also times inlay hints for the whole file and the code lenses, for information. Exit 0 when every kind's
p95 is at most --p95-ms (default 5); 1 otherwise. Standard library only.

Usage: Benchmarks/completion-latency.py SERVER [--lines N] [--requests N] [--p95-ms MS]
"""
import argparse
import json
import os
import re
import shlex
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lspclient  # noqa: E402  (the shared framing of the benchmark scripts)

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)


class Client:
    def __init__(self, command):
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL)
        self.next_id = 1
        self.incoming = lspclient.read_messages(self.proc.stdout)

    def send(self, message):
        self.proc.stdin.write(lspclient.frame(message))
        self.proc.stdin.flush()

    def read(self):
        message = next(self.incoming, None)
        if message is None:
            raise RuntimeError("the server closed its output")
        return message

    def request(self, method, params):
        ident = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("id") == ident and "method" not in message:
                if "error" in message:
                    raise RuntimeError("%s failed: %s" % (method, message["error"]))
                return message.get("result")

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait_for(self, method):
        while True:
            message = self.read()
            if message.get("method") == method:
                return message

    def close(self):
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.proc.wait(timeout=10)
        except Exception:
            self.proc.kill()


def build_file(lines_wanted):
    """The Examples/ wrappers repeated, each copy's types renamed with a suffix, to about `lines_wanted` lines."""
    folder = os.path.join(REPO, "Examples")
    sources = []
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            if name.endswith(".swift"):
                with open(os.path.join(root, name), encoding="utf-8") as f:
                    sources.append(f.read())
    if not sources:
        raise SystemExit("no Swift files under Examples/")
    declared = set()
    for text in sources:
        declared.update(re.findall(r"\b(?:struct|class|enum|protocol|actor)\s+([A-Za-z_][A-Za-z0-9_]*)", text))
    declared.discard("Coordinator")
    pattern = re.compile(r"\b(" + "|".join(sorted(map(re.escape, declared), key=len, reverse=True)) + r")\b")
    out = []
    copy = 0
    while sum(chunk.count("\n") for chunk in out) < lines_wanted:
        for text in sources:
            out.append(pattern.sub(lambda m: m.group(1) + "Copy%d" % copy, text))
        copy += 1
    return "".join(out)


def percentile(values, fraction):
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(fraction * (len(ordered) - 1)))))
    return ordered[index]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("server")
    parser.add_argument("--lines", type=int, default=5000)
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--p95-ms", type=float, default=5.0)
    args = parser.parse_args()

    text = build_file(args.lines)
    lines = text.split("\n")
    # An empty line inside a representable near the middle, and a line inside a function body.
    member_line = code_line = None
    for number in range(len(lines) // 2, len(lines)):
        if member_line is None and re.match(r"^\s*func (make|update)UIView", lines[number]):
            member_line = number  # the line before a lifecycle method: members go there
            code_line = number + 1
            break
    if member_line is None:
        raise SystemExit("no representable found in the middle of the generated file")
    lines.insert(member_line, "    ")
    code_line += 1
    text = "\n".join(lines)
    uri = "file:///tmp/interop-lsp-completion-bench/Bench.swift"

    client = Client(args.server)
    client.request("initialize", {"processId": os.getpid(), "capabilities": {
        "textDocument": {"completion": {"completionItem": {"snippetSupport": True}}}}})
    client.notify("initialized", {})
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
    client.wait_for("textDocument/publishDiagnostics")

    last = text.split("\n")
    places = {
        "top": {"line": len(last) - 1, "character": len(last[-1])},
        "member": {"line": member_line, "character": 4},
        "code": {"line": code_line, "character": len(last[code_line])},
    }
    results = {}
    counts = {}
    for kind, position in places.items():
        timings = []
        for _ in range(args.requests):
            started = time.perf_counter()
            answer = client.request("textDocument/completion", {"textDocument": {"uri": uri}, "position": position})
            timings.append((time.perf_counter() - started) * 1000)
            counts[kind] = len(answer["items"]) if isinstance(answer, dict) else len(answer or [])
        results[kind] = timings

    end = {"line": len(last) - 1, "character": len(last[-1])}
    hint_times, lens_times = [], []
    hints = lenses = 0
    for _ in range(max(10, args.requests // 10)):
        started = time.perf_counter()
        hints = len(client.request("textDocument/inlayHint", {"textDocument": {"uri": uri},
                                                            "range": {"start": {"line": 0, "character": 0}, "end": end}}))
        hint_times.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        lenses = len(client.request("textDocument/codeLens", {"textDocument": {"uri": uri}}))
        lens_times.append((time.perf_counter() - started) * 1000)
    client.close()

    print("file: %d lines, %d bytes; %d requests per place" % (len(last), len(text.encode("utf-8")), args.requests))
    failed = False
    for kind, timings in results.items():
        p95 = percentile(timings, 0.95)
        ok = p95 <= args.p95_ms
        failed = failed or not ok
        print("completion %-6s items=%-3d p50=%.2f ms  p95=%.2f ms  max=%.2f ms  %s" % (
            kind, counts[kind], percentile(timings, 0.5), p95, max(timings), "ok" if ok else "OVER %.1f ms" % args.p95_ms))
    print("inlayHint (whole file) hints=%d p50=%.2f ms p95=%.2f ms" % (hints, percentile(hint_times, 0.5), percentile(hint_times, 0.95)))
    print("codeLens              lenses=%d p50=%.2f ms p95=%.2f ms" % (lenses, percentile(lens_times, 0.5), percentile(lens_times, 0.95)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
