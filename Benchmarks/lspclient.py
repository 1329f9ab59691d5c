"""LSP over pipes for the benchmark scripts: framing (Content-Length headers) in both directions.

`read_messages(stream)` yields each decoded message of a binary stream until it ends; `frame(message)` is the
bytes of one message (with `jsonrpc` set). Standard library only.
"""
import json


def read_messages(stream):
    """Decoded JSON messages from `stream` (a binary file), until end of input. Headers other than
    Content-Length are ignored; a header block without one is skipped."""
    while True:
        length = None
        while True:
            line = stream.readline()
            if not line:
                return
            line = line.strip()
            if not line:
                break
            name, _, value = line.decode("ascii", "replace").partition(":")
            if name.lower() == "content-length":
                length = int(value.strip())
        if length is None:
            continue
        body = stream.read(length)
        if len(body) < length:
            return
        yield json.loads(body)


def frame(message):
    """One message as a frame."""
    body = json.dumps(dict(message, jsonrpc="2.0")).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body
