#!/usr/bin/env python3
"""Issue 20: the whole analysis (parse, model, every rule) stays linear in the input (release binary).

Each shape is generated at two sizes (default 100 KB and 1 MB) and linted with `interop-lsp lint
--fail-on never FILE`; the script prints the CPU time (user + system of the child) per size and the ratio
large/small. Linear time gives about 10 (a little more: a 100 KB tree stays in the caches); quadratic time
gives about 100. A ratio above --max-ratio (default 25) is measured again from the large size to 4x it
(linear: about 4, quadratic: 16) and fails only if that ratio is above 10 too.

Shapes (each one repeats a small unit until the size is reached):
  same-name     the lspdrive `big_file_5mb` text: `struct Probe { ... }` and two top-level lets, repeated
                (thousands of declarations of one name; the hosting rules once filtered every type per function)
  extensions    `extension Host { func addN() { host.view ... } }` on one class holding a hosting controller
                (every rule that looks at "the other declarations of the type" for each function)
  wrappers      UIViewRepresentable wrappers with Coordinators and update bodies, distinct names
  long-body     one function whose body is a long run of statements, calls and `if` blocks
  nested-calls  deeply chained and nested calls and closures in update bodies

Usage: Benchmarks/analysis-linearity.py SERVER [--small BYTES] [--large BYTES] [--max-ratio R] [--only NAME ...]
Exit 0 when every shape is linear, 1 otherwise. Standard library only; Linux or macOS.
"""
import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time


def same_name(n):
    return ("struct Probe {\n    var value: Int = 1\n    func twice() -> Int { value * 2 }\n}\n\n"
            "let probe = Probe()\nlet doubled = probe.twice()\n")


def extensions(n):
    head = ("import SwiftUI\nimport UIKit\n\nfinal class Host: UIViewController {\n"
            "    let host = UIHostingController(rootView: Text(\"x\"))\n}\n\n") if n == 0 else ""
    return head + (f"extension Host {{\n    func add{n}() {{\n        addChild(host)\n        view.addSubview(host.view)\n"
                   f"        host.view.frame = view.bounds\n        host.didMove(toParent: self)\n    }}\n}}\n\n")


def wrappers(n):
    return (f"struct Wrapper{n}: UIViewRepresentable {{\n    var text: String\n    @Binding var value: Int\n"
            f"    func makeUIView(context: Context) -> UILabel {{\n        let label = UILabel()\n"
            f"        label.delegate = context.coordinator\n        return label\n    }}\n"
            f"    func updateUIView(_ uiView: UILabel, context: Context) {{\n        uiView.text = text\n"
            f"        if uiView.tag != value {{ uiView.tag = value }}\n    }}\n"
            f"    func makeCoordinator() -> Coordinator {{ Coordinator(self) }}\n"
            f"    final class Coordinator: NSObject {{\n        var parent: Wrapper{n}\n"
            f"        init(_ parent: Wrapper{n}) {{ self.parent = parent }}\n    }}\n}}\n\n")


def long_body(n):
    head = "func work(_ view: UIView) {\n" if n == 0 else ""
    return head + (f"    let v{n} = UIView()\n    view.addSubview(v{n})\n    if v{n}.tag == {n} {{ v{n}.alpha = 0.5 }}\n"
                   f"    v{n}.layer.cornerRadius = CGFloat({n})\n")


def nested_calls(n):
    return (f"struct Chain{n}: UIViewRepresentable {{\n    func makeUIView(context: Context) -> UIView {{ UIView() }}\n"
            f"    func updateUIView(_ uiView: UIView, context: Context) {{\n"
            f"        uiView.subviews.map {{ $0.subviews.filter {{ $0.tag == {n} }}.map {{ $0.layer }} }}.forEach {{ list in list.forEach {{ $0.opacity = 1 }} }}\n"
            f"        DispatchQueue.main.async {{ UIView.animate(withDuration: 0.2) {{ uiView.alpha = min(max(0, CGFloat({n})), 1) }} }}\n"
            f"    }}\n}}\n\n")


SHAPES = {"same-name": same_name, "extensions": extensions, "wrappers": wrappers, "long-body": long_body,
          "nested-calls": nested_calls}
TAILS = {"long-body": "}\n"}


def generate(shape, size):
    unit = SHAPES[shape]
    parts, total, n = [], 0, 0
    while total < size:
        piece = unit(n)
        parts.append(piece)
        total += len(piece.encode())
        n += 1
    return "".join(parts) + TAILS.get(shape, "")


def cpu_of_lint(server, path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    result = subprocess.run([server, "lint", "--fail-on", "never", path], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, timeout=1200)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"lint exited {result.returncode} on {path}: {result.stderr.decode(errors='replace')[:400]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


def measure(server, folder, shape, size):
    path = os.path.join(folder, f"{shape}-{size}.swift")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(generate(shape, size))
    return cpu_of_lint(server, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("server")
    parser.add_argument("--small", type=int, default=100 * 1024)
    parser.add_argument("--large", type=int, default=1024 * 1024)
    parser.add_argument("--max-ratio", type=float, default=None)
    parser.add_argument("--only", nargs="*", default=None)
    args = parser.parse_args()
    limit = args.max_ratio if args.max_ratio is not None else 2.5 * args.large / args.small
    failed = []
    with tempfile.TemporaryDirectory(prefix="interop-linearity-") as folder:
        for shape in SHAPES:
            if args.only and shape not in args.only:
                continue
            small_cpu, _ = measure(args.server, folder, shape, args.small)
            large_cpu, large_wall = measure(args.server, folder, shape, args.large)
            ratio = large_cpu / max(small_cpu, 1e-3)
            line = (f"{shape:<13} {args.small >> 10:>5} KB {small_cpu * 1000:8.0f} ms   {args.large >> 10:>5} KB "
                    f"{large_cpu * 1000:8.0f} ms (wall {large_wall * 1000:.0f} ms)   ratio {ratio:5.1f}")
            verdict = "LINEAR"
            if ratio > limit:
                bigger_cpu, _ = measure(args.server, folder, shape, 4 * args.large)
                again = bigger_cpu / max(large_cpu, 1e-3)
                line += f"   {4 * args.large >> 10} KB {bigger_cpu * 1000:.0f} ms, ratio x4 {again:.1f}"
                if again > 10:
                    verdict = "NOT LINEAR"
                    failed.append(shape)
            print(f"{line}   {verdict}", flush=True)
    if failed:
        print("not linear: " + ", ".join(failed))
        return 1
    print(f"every shape linear (limit {limit:.0f} for {args.large >> 10} KB / {args.small >> 10} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
