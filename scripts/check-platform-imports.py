#!/usr/bin/env python3
"""check-platform-imports.py: fails on a platform import that is not behind its guard.

  scripts/check-platform-imports.py [PATH...]     (default: Sources Tests Fuzz Plugins)
  scripts/check-platform-imports.py --self-test

No Mac runs in CI, so this keeps the Linux build honest about macOS (and Musl):

- `import FoundationEssentials` only inside `#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION`
  (Apple's SDKs have no such module; the flag lets `.ci/run` build the `#else` side on Linux).
- `import Foundation` only in the `#else` of that guard, or with a trailing `// full Foundation: <reason>`
  comment (tests and benchmarks that need `Process` or `String(format:)`; full Foundation is portable, but
  shipped code must not link it). Shipped targets (Sources/ minus the benchmarks) get no such exception.
- `import Glibc`, `Musl`, `Darwin`, `WinSDK`, `ucrt`, `Android`, `Bionic`, `WASILibc`, `CoreFoundation`,
  `FoundationNetworking`, `FoundationXML`, `os`, `ObjectiveC`, `XcodeProjectPlugin` only inside a branch whose condition has
  `canImport(<that module>)`.
- `import Synchronization` nowhere: `Mutex`/`Atomic` need macOS 15, the package supports macOS 13
  (use `InteropAnalysis.Locked`).

Comments and string literals are skipped (tests embed Swift sources that import SwiftUI). Folders named
`Fixtures` (parser test inputs, excluded from the build) are skipped. Standard library only; prints each
problem as `path:line: error: ...` and exits 1 if there is any.
"""
import os
import re
import sys
import tempfile

GUARDED = {"Glibc", "Musl", "Darwin", "WinSDK", "ucrt", "Android", "Bionic", "WASILibc", "CoreFoundation",
           "FoundationNetworking", "FoundationXML", "os", "ObjectiveC", "XcodeProjectPlugin"}
FORCE = "INTEROP_FORCE_FOUNDATION"
DEFAULT_ROOTS = ["Sources", "Tests", "Fuzz", "Plugins"]
# Sources/ targets that are not shipped (benchmarks may use full Foundation with a reason).
NOT_SHIPPED = ("Sources/analysis-bench/", "Sources/parser-bench/", "Sources/InteropTestSupport/")

IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
                    r"([A-Za-z_][A-Za-z0-9_]*)")
DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")


def code_lines(text):
    """(line number, code without comments and string contents, trailing comment) for each line."""
    out = []
    in_block = 0          # nesting depth of /* */
    in_multiline = None   # closing delimiter of a multi-line string, e.g. '"""' or '"""#'
    for number, line in enumerate(text.split("\n"), start=1):
        if not in_block and not in_multiline and '"' not in line and "/" not in line:
            out.append((number, line, ""))  # fast path: nothing to strip
            continue
        code, comment, i = [], "", 0
        while i < len(line):
            if in_block:
                if line.startswith("*/", i):
                    in_block -= 1
                    i += 2
                elif line.startswith("/*", i):
                    in_block += 1
                    i += 2
                else:
                    i += 1
                continue
            if in_multiline:
                if line.startswith(in_multiline, i):
                    i += len(in_multiline)
                    in_multiline = None
                    code.append('""')
                else:
                    i += 1
                continue
            if line.startswith("//", i):
                comment = line[i:]
                break
            if line.startswith("/*", i):
                in_block += 1
                i += 2
                continue
            m = re.match(r'(#*)"""', line[i:])
            if m:
                in_multiline = '"""' + m.group(1)
                i += len(m.group(0))
                continue
            m = re.match(r'(#*)"', line[i:])
            if m:
                close = '"' + m.group(1)
                j = i + len(m.group(0))
                while j < len(line) and not line.startswith(close, j):
                    j += 2 if (line[j] == "\\" and not m.group(1)) else 1
                code.append('""')
                i = j + len(close)
                continue
            code.append(line[i])
            i += 1
        out.append((number, "".join(code), comment))
    return out


def positive_can_imports(condition):
    """Modules named in canImport(...) that are not negated."""
    return {m.group(2) for m in re.finditer(r"(!\s*)?canImport\(\s*([A-Za-z_][A-Za-z0-9_]*)", condition) if not m.group(1)}


def essentials_guard(condition):
    return "FoundationEssentials" in positive_can_imports(condition) and re.search(r"!\s*" + FORCE + r"\b", condition)


def check_text(path, text, shipped):
    problems = []
    stack = []  # per open #if: {"conditions": [earlier branch conditions], "current": str or None (else)}
    for number, code, comment in code_lines(text):
        d = DIRECTIVE.match(code)
        if d:
            kind, rest = d.group(1), d.group(2).strip()
            if kind == "if":
                stack.append({"earlier": [], "current": rest})
            elif not stack:
                problems.append((number, "#%s without #if" % kind))
            elif kind == "elseif":
                top = stack[-1]
                top["earlier"].append(top["current"] or "")
                top["current"] = rest
            elif kind == "else":
                top = stack[-1]
                top["earlier"].append(top["current"] or "")
                top["current"] = None
            else:
                stack.pop()
            continue
        m = IMPORT.match(code)
        if not m:
            continue
        module = m.group(1)
        branches = [b["current"] for b in stack if b["current"] is not None]
        guarded_by = set()
        for b in branches:
            guarded_by |= positive_can_imports(b)
        if module == "FoundationEssentials":
            if not any(essentials_guard(b) for b in branches):
                problems.append((number, "import FoundationEssentials outside `#if canImport(FoundationEssentials) && !%s`"
                                 " (Apple's SDKs have no FoundationEssentials)" % FORCE))
        elif module == "Foundation":
            in_fallback = any(b["current"] is None and any(essentials_guard(c) for c in b["earlier"]) for b in stack)
            reason = re.match(r"//\s*full Foundation:\s*\S", comment.strip())
            if in_fallback or "Foundation" in guarded_by:
                pass
            elif reason and not shipped:
                pass
            elif reason and shipped:
                problems.append((number, "import Foundation in shipped code: use the FoundationEssentials guard"))
            else:
                problems.append((number, "import Foundation outside the FoundationEssentials guard's #else"
                                 " (or, outside shipped code, without `// full Foundation: <reason>`)"))
        elif module == "Synchronization":
            problems.append((number, "import Synchronization: Mutex/Atomic need macOS 15 but the package supports macOS 13;"
                             " use InteropAnalysis.Locked"))
        elif module in GUARDED and module not in guarded_by:
            problems.append((number, "import %s outside `#if canImport(%s)`" % (module, module)))
    if stack:
        problems.append((len(text.split("\n")), "#if without #endif"))
    return ["%s:%d: error: %s" % (path, n, msg) for n, msg in problems]


def swift_files(roots):
    for root in roots:
        if os.path.isfile(root):
            yield root
            continue
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d != "Fixtures" and not d.startswith("."))
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(folder, name)


def is_shipped(path):
    p = path.replace(os.sep, "/")
    return p.startswith("Sources/") and not p.startswith(NOT_SHIPPED)


def check_paths(roots):
    problems, count = [], 0
    for path in swift_files(roots):
        count += 1
        with open(path, encoding="utf-8", errors="replace") as f:
            problems += check_text(path, f.read(), is_shipped(path))
    return problems, count


GOOD = '''#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
// import Glibc in a comment
let source = """
  import Glibc
  import FoundationEssentials
  """
/* import Darwin */
'''

BAD = [
    ("unguarded FoundationEssentials", "import FoundationEssentials\n"),
    ("guard without the force flag", "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n"),
    ("unguarded Foundation", "import Foundation\n"),
    ("Foundation in the wrong branch", "#if canImport(FoundationEssentials) && !INTEROP_FORCE_FOUNDATION\nimport Foundation\n#endif\n"),
    ("unguarded Glibc", "import Glibc\n"),
    ("Glibc under the wrong guard", "#if canImport(Darwin)\nimport Darwin\n#else\nimport Glibc\n#endif\n"),
    ("Darwin under os(macOS)", "#if os(macOS)\nimport Darwin\n#endif\n"),
    ("negated guard", "#if !canImport(Glibc)\nimport Glibc\n#endif\n"),
    ("attribute and kind", "@preconcurrency import struct Darwin.stat\n"),
    ("Synchronization", "import Synchronization\n"),
    ("after a string", 'let s = "import Glibc"\nimport Musl\n'),
    ("after a multi-line string", 'let s = """\n  x\n  """\nimport Darwin\n'),
]


def self_test():
    failures = 0
    good = check_text("Good.swift", GOOD, True)
    print(("ok    " if not good else "FAIL  ") + "a correctly guarded file passes" + ("" if not good else ": %s" % good))
    failures += bool(good)
    reason = check_text("Bench.swift", "import Foundation  // full Foundation: String(format:)\n", False)
    print(("ok    " if not reason else "FAIL  ") + "full Foundation with a reason passes outside shipped code")
    failures += bool(reason)
    shipped = check_text("Sources/X/A.swift", "import Foundation  // full Foundation: String(format:)\n", True)
    print(("ok    " if shipped else "FAIL  ") + "full Foundation with a reason fails in shipped code")
    failures += not shipped
    for name, text in BAD:
        found = check_text("Bad.swift", text, True)
        print(("ok    " if found else "FAIL  ") + "catches: " + name + ("" if not found else " (%s)" % found[0].split("error: ")[1]))
        failures += not found
    # The command line on a folder with one bad file.
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "Bad.swift"), "w") as f:
            f.write("import Foundation\nimport Glibc\n")
        problems, count = check_paths([folder])
        ok = count == 1 and len(problems) == 2
        print(("ok    " if ok else "FAIL  ") + "a folder with one bad file: %d files, %d problems" % (count, len(problems)))
        failures += not ok
    print("self-test: %s" % ("passed" if failures == 0 else "%d failed" % failures))
    return 1 if failures else 0


def main(argv):
    if argv[:1] == ["--self-test"]:
        return self_test()
    roots = argv or [r for r in DEFAULT_ROOTS if os.path.isdir(r)]
    problems, count = check_paths(roots)
    for p in problems:
        print(p)
    print("platform imports: %d Swift files checked, %d problems" % (count, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
