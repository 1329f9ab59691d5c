#!/usr/bin/env python3
"""stub-lsp.py: a stand-in stdio language server for testing the editor tests
themselves (standard library only).

  stub-lsp.py            answers initialize/shutdown, and on didOpen/didChange
                         publishes an empty diagnostics list carrying the
                         document version (what interop-lsp does before any
                         rule exists)
  stub-lsp.py --silent   the same, but never publishes anything: the editor
                         end-to-end test must FAIL against it

Hover and codeAction are answered with null / []; other requests with
MethodNotFound; notifications are ignored.
"""
import json
import sys

SILENT = "--silent" in sys.argv[1:]
stdin = sys.stdin.buffer
stdout = sys.stdout.buffer


def send(message):
    body = json.dumps(message).encode("utf-8")
    stdout.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    stdout.flush()


def receive():
    length = None
    while True:
        line = stdin.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        key, _, value = line.partition(b":")
        if key.strip().lower() == b"content-length":
            length = int(value.strip())
    if length is None:
        return None
    return json.loads(stdin.read(length))


def publish(uri, version):
    if SILENT:
        return
    send({"jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
          "params": {"uri": uri, "version": version, "diagnostics": []}})


def main():
    while True:
        message = receive()
        if message is None:
            return 0
        method = message.get("method")
        request_id = message.get("id")
        params = message.get("params") or {}
        if method == "initialize":
            send({"jsonrpc": "2.0", "id": request_id, "result": {
                "capabilities": {"textDocumentSync": 1, "hoverProvider": True,
                                 "codeActionProvider": True},
                "serverInfo": {"name": "stub-lsp", "version": "0"}}})
        elif method == "textDocument/didOpen":
            document = params.get("textDocument", {})
            publish(document.get("uri"), document.get("version"))
        elif method == "textDocument/didChange":
            document = params.get("textDocument", {})
            publish(document.get("uri"), document.get("version"))
        elif method == "textDocument/hover":
            send({"jsonrpc": "2.0", "id": request_id, "result": None})
        elif method == "textDocument/codeAction":
            send({"jsonrpc": "2.0", "id": request_id, "result": []})
        elif method == "shutdown":
            send({"jsonrpc": "2.0", "id": request_id, "result": None})
        elif method == "exit":
            return 0
        elif request_id is not None and method is not None:
            send({"jsonrpc": "2.0", "id": request_id,
                  "error": {"code": -32601, "message": "not handled: " + method}})


if __name__ == "__main__":
    sys.exit(main())
