#!/usr/bin/env python3
"""Issue 20: the server stays linear and answers promptly on pathological input (release binary).

Scenarios (each on a fresh server process; times are wall clock from the write to the awaited answer):
  nested   a frame of nested broken messages (every body opens with `{` and hides the next header) of
           0.5, 1 and 2 MB, then a valid request: the time to its answer must grow linearly.
  actions  textDocument/codeAction whose context carries D of the server's own diagnostics, on a
           document with F findings: (D, F) = (500, 10,000) and (2,000, 40,000); 16x the product but 4x
           the input, so the time ratio must stay near 4, not 16.
  pipeline 60 documentSymbol requests in one write on a 1 MB document: the first answer must come long
           before the last, and peak memory must stay bounded.
  manifest 20 documents opened in a package whose Package.swift is 200 MB (sparse): each didOpen's
           diagnostics must come quickly (the manifest is read once, 1 MB of it).
  longline one line of 0.5 and 2 MB holding many wrappers (one finding each): converting the findings'
           positions to UTF-16 columns must stay linear (not rescan the line per position).
  big      a 5 MB and a 20 MB document: time to diagnostics and the server's peak RSS (VmHWM).

Exit 0 when every check passes, 1 otherwise. Standard library only; Linux (/proc) only.

Usage: Benchmarks/server-pathological.py SERVER [--only NAME ...]
"""
import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lspclient  # noqa: E402  (the shared framing of the benchmark scripts)


class Server:
    def __init__(self, command):
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL)
        self.lock = threading.Condition()
        self.messages = []  # (time, message)
        threading.Thread(target=self._read, daemon=True).start()
        self.next_id = 1

    def _read(self):
        for message in lspclient.read_messages(self.proc.stdout):
            with self.lock:
                self.messages.append((time.monotonic(), message))
                self.lock.notify_all()

    @staticmethod
    def frame(message):
        body = json.dumps(message).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def write(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def request(self, method, params, write=True):
        ident = self.next_id
        self.next_id += 1
        data = self.frame({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        if write:
            self.write(data)
        return ident, data

    def notify(self, method, params):
        self.write(self.frame({"jsonrpc": "2.0", "method": method, "params": params}))

    def wait(self, predicate, timeout=120):
        deadline = time.monotonic() + timeout
        checked = 0
        with self.lock:
            while True:
                # Only the messages that arrived since the last look (a flood of answers stays linear).
                while checked < len(self.messages):
                    stamp, message = self.messages[checked]
                    checked += 1
                    if predicate(message):
                        return stamp, message
                left = deadline - time.monotonic()
                if left <= 0:
                    return None, None
                self.lock.wait(left)

    def response(self, ident, timeout=120):
        return self.wait(lambda m: m.get("id") == ident and ("result" in m or "error" in m), timeout)

    def diagnostics(self, uri, timeout=120):
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri, timeout)

    def initialize(self, root=None):
        ident, _ = self.request("initialize", {"processId": None, "rootUri": root, "capabilities": {
            "textDocument": {"codeAction": {"codeActionLiteralSupport": {"codeActionKind": {"valueSet": ["quickfix"]}}}}}})
        self.response(ident)
        self.notify("initialized", {})

    def open(self, uri, text):
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})

    def peak_rss_mb(self):
        with open(f"/proc/{self.proc.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return 0.0

    def cpu_seconds(self):
        """User + system CPU time of the server so far (robust on a loaded machine, unlike wall time)."""
        with open(f"/proc/{self.proc.pid}/stat") as stat:
            fields = stat.read().rpartition(")")[2].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def close(self):
        try:
            ident, _ = self.request("shutdown", None)
            self.response(ident, timeout=30)
            self.notify("exit", None)
            self.proc.wait(timeout=30)
        except Exception:
            pass
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


results = []


def check(name, ok, detail):
    results.append(ok)
    print(f"  {'PASS' if ok else 'FAIL'}  {name}: {detail}")


def nested(size):
    """About `size` bytes of nested broken frames, built without quadratic concatenation: level i is
    `Content-Length: L_i` + blank line + `{` + level i-1, the innermost body is `{}`."""
    headers = []
    length = 2
    total = 2
    while True:
        header = b"Content-Length: %d\r\n\r\n" % length
        if total + len(header) + 1 >= size:
            break
        headers.append(header)
        length += len(header) + 1
        total += len(header) + 1
    # Outermost first: its header announces everything after it.
    pieces = [b"Content-Length: %d\r\n\r\n" % length]
    for header in reversed(headers):
        pieces.append(b"{")
        pieces.append(header)
    pieces.append(b"{}")
    return b"".join(pieces)


def scenario_nested(command):
    print("nested broken messages")
    times = {}
    for size in (512 * 1024, 1 << 20, 2 << 20):
        server = Server(command)
        server.initialize()
        ident, data = server.request("shutdown", None, write=False)
        payload = nested(size) + data
        cpu = server.cpu_seconds()
        start = time.monotonic()
        server.write(payload)
        stamp, _ = server.response(ident)
        wall = (stamp - start) if stamp else float("inf")
        times[size] = server.cpu_seconds() - cpu
        answers = len(server.messages)
        print(f"    {size >> 10:>5} KB: server CPU {times[size] * 1000:7.0f} ms, wall {wall * 1000:7.0f} ms to the answer"
              f" behind it ({answers} messages read)")
        server.proc.kill()
        server.proc.wait()
    ratio = times[2 << 20] / max(times[1 << 20], 0.01)
    check("nested 2 MB", times[2 << 20] < 1.0, f"server CPU {times[2 << 20] * 1000:.0f} ms (< 1,000 ms)")
    check("nested linear", ratio < 3.0 or times[2 << 20] < 0.1, f"2 MB / 1 MB = {ratio:.2f} (< 3)")


WRAPPER = ("struct W{n}: UIViewRepresentable {{\n  func makeUIView(context: Context) -> UIView {{ UIView() }}\n"
           "  func updateUiView(_ uiView: UIView, context: Context) {{}}\n}}\n")


def scenario_actions(command):
    print("codeAction with many context diagnostics")
    times = {}
    for wanted_diagnostics, wrappers in ((500, 10_000), (2_000, 40_000)):
        server = Server(command)
        server.initialize()
        uri = "file:///tmp/interop-bench/Actions.swift"
        server.open(uri, "".join(WRAPPER.format(n=n) for n in range(wrappers)))
        _, published = server.diagnostics(uri, timeout=300)
        diagnostics = published["params"]["diagnostics"] if published else []
        # Spread over the document: every k-th diagnostic.
        step = max(1, len(diagnostics) // wanted_diagnostics)
        context = diagnostics[::step][:wanted_diagnostics]
        start = time.monotonic()
        ident, _ = server.request("textDocument/codeAction", {
            "textDocument": {"uri": uri}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
            "context": {"diagnostics": context, "only": ["quickfix"]}})
        stamp, answer = server.response(ident, timeout=300)
        elapsed = (stamp - start) if stamp else float("inf")
        actions = len(answer.get("result") or []) if answer else 0
        times[(len(context), len(diagnostics))] = elapsed
        print(f"    D={len(context):>5} F={len(diagnostics):>6}: {elapsed * 1000:8.1f} ms, {actions} actions")
        server.close()
    (small, large) = sorted(times.items())
    ratio = large[1] / max(small[1], 0.001)
    check("codeAction 2,000 x 40,000", large[1] < 2.0, f"{large[1] * 1000:.0f} ms (< 2,000 ms)")
    check("codeAction linear", ratio < 8.0, f"ratio {ratio:.1f} for 4x input (16x product; < 8)")


def scenario_pipeline(command):
    print("60 requests in one write")
    server = Server(command)
    server.initialize()
    uri = "file:///tmp/interop-bench/Pipeline.swift"
    text = "".join(WRAPPER.format(n=n) for n in range((1 << 20) // 160))
    server.open(uri, text)
    server.diagnostics(uri, timeout=300)
    chunk = b""
    idents = []
    for _ in range(60):
        ident, data = server.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}}, write=False)
        idents.append(ident)
        chunk += data
    start = time.monotonic()
    server.write(chunk)
    first, _ = server.response(idents[0], timeout=300)
    last, _ = server.response(idents[-1], timeout=300)
    rss = server.peak_rss_mb()
    server.close()
    first_ms = (first - start) * 1000 if first else float("inf")
    last_ms = (last - start) * 1000 if last else float("inf")
    print(f"    first answer {first_ms:.1f} ms, last {last_ms:.1f} ms, peak RSS {rss:.0f} MB")
    check("pipeline first answer", first_ms < last_ms / 10 or first_ms < 50, f"{first_ms:.0f} ms vs last {last_ms:.0f} ms")
    check("pipeline memory", rss < 300, f"peak RSS {rss:.0f} MB (< 300 MB)")


def scenario_manifest(command):
    print("documents in a package with a 200 MB Package.swift")
    with tempfile.TemporaryDirectory() as root:
        manifest = os.path.join(root, "Package.swift")
        with open(manifest, "wb") as handle:
            handle.write(b"// swift-tools-version:5.9\nlet p = Package(name: \"P\", platforms: [.iOS(.v15)])\n")
            handle.truncate(200 << 20)
        os.makedirs(os.path.join(root, "Sources"))
        server = Server(command)
        server.initialize(root="file://" + root)
        times = []
        for n in range(20):
            uri = f"file://{root}/Sources/F{n}.swift"
            start = time.monotonic()
            server.open(uri, WRAPPER.format(n=n))
            stamp, _ = server.diagnostics(uri, timeout=120)
            times.append((stamp - start) if stamp else float("inf"))
        server.close()
    print(f"    first didOpen {times[0] * 1000:.1f} ms, later median {sorted(times[1:])[len(times) // 2] * 1000:.1f} ms, max {max(times) * 1000:.1f} ms")
    check("manifest didOpen", max(times) < 0.5, f"max {max(times) * 1000:.0f} ms (< 500 ms)")


def scenario_big(command):
    print("big documents")
    line = "let value = \"Grüße\" // padding padding padding padding padding padding\n"
    for megabytes in (5, 20):
        server = Server(command)
        server.initialize()
        uri = f"file:///tmp/interop-bench/Big{megabytes}.swift"
        text = line * ((megabytes << 20) // len(line.encode()))
        start = time.monotonic()
        server.open(uri, text)
        stamp, message = server.diagnostics(uri, timeout=300)
        elapsed = (stamp - start) if stamp else float("inf")
        rss = server.peak_rss_mb()
        count = len(message["params"]["diagnostics"]) if message else -1
        server.close()
        print(f"    {megabytes:>2} MB: diagnostics after {elapsed * 1000:.0f} ms ({count}), peak RSS {rss:.0f} MB ({rss / megabytes:.1f}x)")
        check(f"big {megabytes} MB memory", rss <= 8 * megabytes + 16, f"{rss:.0f} MB (<= 8x + 16 MB)")


def scenario_longline(command):
    print("one long line with many findings (UTF-16 columns)")
    one = ("struct W{n}: UIViewRepresentable {{ func makeUIView(context: Context) -> UIView {{ UIView() }} "
           "func updateUiView(_ uiView: UIView, context: Context) {{}} }} /* é 😀 */ ")
    times = {}
    for size in (512 * 1024, 2 << 20):
        text, n = [], 0
        total = 0
        while total < size:
            piece = one.format(n=n)
            text.append(piece)
            total += len(piece.encode())
            n += 1
        server = Server(command)
        server.initialize()
        uri = f"file:///tmp/interop-bench/Line{size >> 10}.swift"
        cpu = server.cpu_seconds()
        server.open(uri, "".join(text) + "\n")
        _, message = server.diagnostics(uri, timeout=300)
        times[size] = server.cpu_seconds() - cpu
        count = len(message["params"]["diagnostics"]) if message else -1
        print(f"    {size >> 10:>5} KB on one line: {count} diagnostics, server CPU {times[size] * 1000:.0f} ms")
        server.close()
    ratio = times[2 << 20] / max(times[512 * 1024], 0.01)
    check("long line linear", ratio < 6.0, f"2 MB / 0.5 MB = {ratio:.1f} (4x input; < 6)")


SCENARIOS = {"nested": scenario_nested, "longline": scenario_longline, "actions": scenario_actions, "pipeline": scenario_pipeline,
             "manifest": scenario_manifest, "big": scenario_big}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("server", help="the server command, e.g. .build/release/interop-lsp")
    parser.add_argument("--only", nargs="*", choices=sorted(SCENARIOS), help="run only these scenarios")
    args = parser.parse_args()
    for name in args.only or list(SCENARIOS):
        SCENARIOS[name](args.server)
    print(f"{sum(results)}/{len(results)} checks passed")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
