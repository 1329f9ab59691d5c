#!/usr/bin/env python3
"""Issue 20: `lint` peak memory on big files (release binary), measured with /usr/bin/time -v.

Generates files of 1, 5, 7.5 and 40 MB (wrappers, one per line, plain declarations, and lines of control
characters as in a binary file saved as .swift), runs
`interop-lsp lint FILE` on each and prints the wall time and peak RSS (maximum resident set size). A file
over the 8 MB limit must not be read (peak RSS small, one "Not analysed" note); under the limit the ratio
peak RSS / file size is printed (the target is <= 8x; the parse tree and model set it).

Exit 0 when every file over the limit stays under 32 MB of RSS and got its note, and the control-character
files stay under 16x + 16 MB (each such character once cost a token and two nodes: a 1 MB file of NUL bytes
peaked at 390 MB), 1 otherwise.

Usage: Benchmarks/lint-memory.py BINARY
"""
import os
import re
import subprocess
import sys
import tempfile

WRAPPER = "struct W: UIViewRepresentable { func makeUIView(context: Context) -> UIView { UIView() } }\n"
PLAIN = "let value = \"Grüße\" // padding padding padding padding padding padding\n"
STRAY = "\u0000\u0001\u001b\u007f" * 16 + "\n"


def measure(binary, path):
    run = subprocess.run(["/usr/bin/time", "-v", binary, "lint", path], capture_output=True, text=True)
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", run.stderr).group(1)) / 1024
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)", run.stderr).group(1)
    return rss, wall, run.stdout


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    binary = sys.argv[1]
    ok = True
    with tempfile.TemporaryDirectory() as folder:
        for name, line, megabytes in (("plain", PLAIN, 1), ("plain", PLAIN, 5), ("stray", STRAY, 1), ("stray", STRAY, 5),
                                      ("wrappers", WRAPPER, 1),
                                      ("wrappers", WRAPPER, 5), ("wrappers", WRAPPER, 7.5), ("wrappers", WRAPPER, 40)):
            path = os.path.join(folder, f"{name}-{megabytes}.swift")
            size = int(megabytes * (1 << 20))
            with open(path, "w") as handle:
                handle.write(line * (size // len(line.encode())))
            rss, wall, stdout = measure(binary, path)
            over = size > 8 << 20
            note = "Not analysed" in stdout
            ratio = rss / megabytes
            print(f"{name:>8} {megabytes:>5} MB: wall {wall}, peak RSS {rss:7.1f} MB ({ratio:5.1f}x)"
                  + (f", note: {'yes' if note else 'NO'}" if over else ""))
            if over and (rss > 32 or not note):
                ok = False
            if name == "stray" and rss > 16 * megabytes + 16:
                print(f"    FAIL: {rss:.0f} MB > 16x + 16 MB")
                ok = False
            os.unlink(path)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
