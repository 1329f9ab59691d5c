#!/usr/bin/env python3
"""Memory bound under rapid edits (issue 9): 10,000 didChange notifications to one document.

Starts the server, opens a Swift file, sends N random single-step edits (inserts of brackets, quotes,
comment markers, letters, whole statements; deletions) as fast as the pipe takes them, samples the
server's resident memory (VmRSS from /proc) while it works, waits for the diagnostics of the final
version, then opens the final text in a fresh server process and requires the same diagnostics.

Exit 0 when memory stayed bounded (peak RSS <= --max-rss-mb, and the RSS at the end no more than
--max-growth-mb above the RSS after the first edits) and the diagnostics match; 1 otherwise.
Prints peak RSS and timings. Standard library only; Linux (/proc) only.

Usage: Benchmarks/didchange-churn.py SERVER [FILE] [--edits N] [--seed S]
"""
import argparse
import json
import os
import random
import shlex
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lspclient  # noqa: E402  (the shared framing of the benchmark scripts)

SNIPPETS = ["x", "a", " ", "\n", "{", "}", "(", ")", "[", "]", "\"", "/*", "*/", "// ", "#if X\n",
            "#endif\n", "\\(", "uiView.text = text\n", "func f() {}\n", "struct S: UIViewRepresentable {}\n",
            "context.coordinator", ".", ",", ":", "=", "@State var v = 0\n", "😀", "漢"]


class Server:
    def __init__(self, command):
        self.proc = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL)
        self.lock = threading.Condition()
        self.messages = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for message in lspclient.read_messages(self.proc.stdout):
            with self.lock:
                self.messages.append(message)
                self.lock.notify_all()

    def send(self, message):
        self.proc.stdin.write(lspclient.frame(message))

    def flush(self):
        self.proc.stdin.flush()

    def wait_for(self, predicate, timeout):
        deadline = time.monotonic() + timeout
        with self.lock:
            while True:
                for message in self.messages:
                    if predicate(message):
                        return message
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return None
                self.lock.wait(remaining)

    def rss_mb(self):
        try:
            with open("/proc/%d/status" % self.proc.pid) as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) / 1024.0
        except OSError:
            return None
        return None

    def hwm_mb(self):
        try:
            with open("/proc/%d/status" % self.proc.pid) as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1]) / 1024.0
        except OSError:
            return None
        return None

    def initialize(self):
        self.send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                   "params": {"processId": None, "rootUri": None, "capabilities": {}}})
        self.flush()
        if self.wait_for(lambda m: m.get("id") == 1, 30) is None:
            raise SystemExit("no initialize response")
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

    def stop(self):
        try:
            self.send({"jsonrpc": "2.0", "id": 99, "method": "shutdown"})
            self.send({"jsonrpc": "2.0", "method": "exit"})
            self.flush()
            self.proc.wait(timeout=10)
        except Exception:
            self.proc.kill()


def position(text, index):
    """LSP position (UTF-16) of a code-point index; the text has only \\n line ends."""
    line = text.count("\n", 0, index)
    start = text.rfind("\n", 0, index) + 1
    return {"line": line, "character": len(text[start:index].encode("utf-16-le")) // 2}


def final_diagnostics(server, uri, version, timeout=120):
    message = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                              and m["params"].get("uri") == uri and m["params"].get("version") == version, timeout)
    return None if message is None else message["params"]["diagnostics"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("server")
    parser.add_argument("file", nargs="?", default=os.path.join(os.path.dirname(__file__), "..", "Examples",
                                                                "NotesEditor.swift"))
    parser.add_argument("--edits", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--max-rss-mb", type=float, default=96.0)
    parser.add_argument("--max-growth-mb", type=float, default=16.0)
    args = parser.parse_args()

    with open(args.file, encoding="utf-8") as handle:
        text = handle.read().replace("\r\n", "\n").replace("\r", "\n")
    uri = "file:///churn/Churn.swift"
    rng = random.Random(args.seed)

    server = Server(args.server)
    server.initialize()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
    server.flush()
    samples = []
    stop = threading.Event()

    def sample():
        while not stop.is_set():
            value = server.rss_mb()
            if value is not None:
                samples.append(value)
            time.sleep(0.01)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    started = time.monotonic()
    early_rss = None
    version = 1
    checkpoints = []
    undo = None
    for step in range(args.edits):
        version += 1
        if undo is not None:
            # Every other edit undoes the one before (typing, then deleting), so the document keeps its
            # structure and its findings; the edits themselves still break it in every way.
            start, end, restored = undo
            change = {"range": {"start": position(text, start), "end": position(text, end)}, "text": restored}
            text = text[:start] + restored + text[end:]
            undo = None
        elif rng.random() < 0.1:
            # A lasting edit: a comment line at the start of a line (positions move, structure stays).
            line_starts = [0] + [i + 1 for i, character in enumerate(text) if character == "\n"]
            start = rng.choice(line_starts)
            change = {"range": {"start": position(text, start), "end": position(text, start)}, "text": "// q\n"}
            text = text[:start] + "// q\n" + text[start:]
        elif text and rng.random() < 0.4:
            start = rng.randrange(len(text))
            end = min(len(text), start + rng.randint(1, 5))
            change = {"range": {"start": position(text, start), "end": position(text, end)}, "text": ""}
            undo = (start, start, text[start:end])
            text = text[:start] + text[end:]
        else:
            start = rng.randrange(len(text) + 1)
            snippet = rng.choice(SNIPPETS)
            change = {"range": {"start": position(text, start), "end": position(text, start)}, "text": snippet}
            undo = (start, start + len(snippet), "")
            text = text[:start] + snippet + text[start:]
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                     "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        if step % 100 == 99:
            server.flush()
        if step % 2500 == 2499 or step == args.edits - 1 or step == args.edits // 2:
            # The server publishes once per batch of messages it has received, for the last version, so a
            # checkpoint is a pause: everything sent so far is flushed and its publish awaited.
            server.flush()
            checkpoints.append((version, text, final_diagnostics(server, uri, version)))
        if step == 499:
            server.flush()
            final_diagnostics(server, uri, version)
            early_rss = server.rss_mb()
    server.flush()
    churned = final_diagnostics(server, uri, version)
    elapsed = time.monotonic() - started
    at_checkpoints = [published for _, _, published in checkpoints]
    stop.set()
    sampler.join()
    end_rss = server.rss_mb()
    peak = server.hwm_mb()
    server.stop()

    failures = []
    compared = 0
    for (checkpoint, checkpoint_text, _), published in zip(checkpoints, at_checkpoints):
        fresh = Server(args.server)
        fresh.initialize()
        fresh.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                    "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1,
                                                "text": checkpoint_text}}})
        fresh.flush()
        reopened = final_diagnostics(fresh, uri, 1)
        fresh.stop()
        compared += 1
        if published is None or reopened is None:
            failures.append("version %d: no diagnostics (edited: %s, fresh: %s)" %
                            (checkpoint, published is not None, reopened is not None))
        elif published != reopened:
            failures.append("version %d: diagnostics after the edits differ from a fresh open of the same text "
                            "(%d vs %d)" % (checkpoint, len(published), len(reopened)))
        else:
            print("didchange-churn: version %d: %d diagnostics, same as a fresh open" % (checkpoint, len(published)))
    if peak is not None and peak > args.max_rss_mb:
        failures.append("peak RSS %.1f MB is above %.1f MB" % (peak, args.max_rss_mb))
    if early_rss is not None and end_rss is not None and end_rss - early_rss > args.max_growth_mb:
        failures.append("RSS grew from %.1f MB (after 500 edits) to %.1f MB (after %d)" %
                        (early_rss, end_rss, args.edits))
    print("didchange-churn: %d edits in %.2f s (%.0f edits/s), final text %d bytes, %d diagnostics" %
          (args.edits, elapsed, args.edits / elapsed if elapsed else 0, len(text.encode("utf-8")),
           len(churned or [])))
    print("didchange-churn: RSS after 500 edits %.1f MB, at the end %.1f MB, peak (VmHWM) %.1f MB, samples max %.1f MB" %
          (early_rss or 0, end_rss or 0, peak or 0, max(samples) if samples else 0))
    for failure in failures:
        print("FAIL " + failure)
    checks = compared + 2
    print("%d passed, %d failed" % (checks - min(checks, len(failures)), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
