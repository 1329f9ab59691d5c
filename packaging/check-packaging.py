#!/usr/bin/env python3
"""check-packaging.py --server BINARY: checks of what cannot be published from here.

- action.yml (composite): every input reaches scripts/github-action.sh; the script, run as the action
  would (with BINARY in place of the download), lints Examples/, exits 1 there (0 with fail-on never),
  registers the problem matcher, adds its bin folder to GITHUB_PATH and writes a SARIF log; every finding
  line it prints is matched by exactly one pattern of packaging/github/interop-lsp-matcher.json, which
  extracts the same file, line, column, severity and rule id.
- packaging/mason/package.yaml (mason-registry schema) and packaging/homebrew/interop-lsp.rb: the fields
  their formats require, the version that `BINARY --version` prints, the asset names that
  scripts/release-archive.sh writes, the Apache-2.0 license; `ruby -c` on the formula when ruby exists.
Standard library (PyYAML used when installed). Prints one line per check; exits 1 on any failure.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
results = []
FINDING = re.compile(r"^(.+?):(\d+):(\d+): (error|warning|note): (.+) \[([a-z0-9-]+)\]$")


def check(name, ok, detail=""):
    results.append(bool(ok))
    print(("ok    " if ok else "FAIL  ") + name + ("" if ok or detail == "" else ": " + str(detail)))
    return ok


def read(path):
    with open(os.path.join(REPO, path), encoding="utf-8") as f:
        return f.read()


def run_action(server, tmp, fail_on, sarif):
    env = dict(os.environ, RUNNER_TEMP=tmp, GITHUB_PATH=os.path.join(tmp, "github_path"),
               GITHUB_ACTION_PATH=REPO, INTEROP_LSP_BINARY=server, INPUT_PATHS="Examples/",
               INPUT_FAIL_ON=fail_on, INPUT_VERSION="0.1.0", INPUT_SARIF=sarif)
    p = subprocess.run([os.path.join(REPO, "scripts", "github-action.sh")], cwd=REPO, env=env,
                       capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


def check_action(server, version):
    text = read("action.yml")
    try:
        import yaml
        action = yaml.safe_load(text)
        steps = action["runs"]["steps"]
        env = steps[0].get("env", {})
        check("action.yml: composite, one bash step running scripts/github-action.sh",
              action["runs"]["using"] == "composite" and len(steps) == 1 and steps[0].get("shell") == "bash"
              and "scripts/github-action.sh" in steps[0].get("run", ""), action["runs"])
        wanted = {"INPUT_" + name.upper().replace("-", "_"): "${{ inputs.%s }}" % name for name in action["inputs"]}
        check("action.yml: every input (%s) is passed to the script" % ", ".join(action["inputs"]), env == wanted, env)
        check("action.yml: every input has a description and a default",
              all("description" in v and "default" in v for v in action["inputs"].values()))
    except ImportError:
        print("note  PyYAML not installed: action.yml checked by text only")
        check("action.yml: composite, running scripts/github-action.sh",
              "using: composite" in text and "scripts/github-action.sh" in text)
    with tempfile.TemporaryDirectory() as tmp:
        sarif = os.path.join(tmp, "lint.sarif")
        code, out, err = run_action(server, tmp, "warning", sarif)
        check("github-action.sh on Examples/ exits 1 (findings at warning)", code == 1, "%d %s" % (code, err))
        matcher_line = [l for l in out.splitlines() if l.startswith("::add-matcher::")]
        matcher_path = matcher_line[0][len("::add-matcher::"):] if matcher_line else ""
        check("registers the problem matcher (an existing file)", os.path.isfile(matcher_path), matcher_line)
        bin_dir = os.path.join(tmp, "interop-lsp", "bin")
        with open(os.path.join(tmp, "github_path")) as f:
            check("adds its bin folder to GITHUB_PATH", f.read().split() == [bin_dir])
        try:
            with open(sarif) as f:
                log = json.load(f)
            check("writes a SARIF 2.1.0 log", log.get("version") == "2.1.0")
        except (OSError, ValueError) as e:
            check("writes a SARIF 2.1.0 log", False, e)
        lines = [l for l in out.splitlines() if FINDING.match(l)]
        check("prints findings (%d)" % len(lines), len(lines) > 0)
        with open(os.path.join(REPO, "packaging", "github", "interop-lsp-matcher.json")) as f:
            matchers = json.load(f)["problemMatcher"]
        bad = []
        for line in lines:
            want = FINDING.match(line).groups()
            hits = []
            for m in matchers:
                p = m["pattern"][0]
                g = re.match(p["regexp"], line)
                if g:
                    sev = g.group(p["severity"]) if "severity" in p else m.get("severity")
                    hits.append((g.group(p["file"]), g.group(p["line"]), g.group(p["column"]), sev,
                                 g.group(p["message"]), g.group(p["code"])))
            expect = want[:3] + ({"note": "notice"}.get(want[3], want[3]),) + want[4:]
            if hits != [expect]:
                bad.append((line, hits))
        check("the matcher turns each finding line into one annotation (file, line, column, severity, rule id)",
              not bad, bad[:2])
        code, out, err = run_action(server, tmp, "never", "")
        check("github-action.sh with fail-on never exits 0", code == 0, "%d %s" % (code, err))


def check_mason(version):
    text = read("packaging/mason/package.yaml")
    archive = read("scripts/release-archive.sh")
    check("release-archive.sh names archives interop-lsp-VERSION-OS-ARCH.tar.gz",
          'name="interop-lsp-$version-$os-$(uname -m)"' in archive)
    try:
        import yaml
    except ImportError:
        print("note  PyYAML not installed: mason package.yaml checked by text only")
        check("mason: source id pkg:github/...@v%s" % version, "@v%s\n" % version in text)
        return
    pkg = yaml.safe_load(text)
    check("mason: name, description, homepage, licenses, languages, categories",
          pkg.get("name") == "interop-lsp" and pkg.get("description") and pkg.get("homepage", "").startswith("https://")
          and pkg.get("licenses") == ["Apache-2.0"] and pkg.get("languages") == ["Swift"]
          and set(pkg.get("categories", [])) <= {"LSP", "Linter", "Formatter", "DAP", "Runtime", "Compiler"}, pkg)
    source = pkg.get("source", {})
    check("mason: source id is pkg:github/OWNER/REPO@v%s (the binary's version)" % version,
          re.match(r"^pkg:github/[\w.-]+/[\w.-]+@v" + re.escape(version) + "$", source.get("id", "")), source.get("id"))
    targets = {"darwin_arm64": "macos-arm64", "darwin_x64": "macos-x86_64", "linux_x64_gnu": "linux-x86_64",
               "linux_arm64_gnu": "linux-aarch64"}
    assets = source.get("asset", [])
    ok = len(assets) == len(targets) and all(
        a.get("file") == 'interop-lsp-{{ version | strip_prefix "v" }}-%s.tar.gz' % targets.get(a.get("target"), "?")
        and a.get("bin") == "interop-lsp" for a in assets)
    check("mason: one asset per platform, named as release-archive.sh names them, bin interop-lsp", ok, assets)
    check("mason: bin interop-lsp from the asset", pkg.get("bin") == {"interop-lsp": "{{source.asset.bin}}"}, pkg.get("bin"))


def check_homebrew(version):
    text = read("packaging/homebrew/interop-lsp.rb")
    need = [
        ("class InteropLsp < Formula", r"^class InteropLsp < Formula$"),
        ("desc, homepage", r'^\s+desc "[^"]+"$[\s\S]*^\s+homepage "https://'),
        ("url of tag v%s" % version, r'^\s+url "https://[^"]+/v' + re.escape(version) + r'\.tar\.gz"$'),
        ("sha256 (64 hex digits)", r'^\s+sha256 "[0-9a-f]{64}"$'),
        ('license "Apache-2.0"', r'^\s+license "Apache-2\.0"$'),
        ("Xcode 16 to build on macOS, swift on Linux", r'depends_on xcode: \["16\.0", :build\][\s\S]*uses_from_macos "swift" => :build'),
        ("installs .build/release/interop-lsp", r'bin\.install "\.build/release/interop-lsp"'),
        ("a test block that lints", r"^\s+test do$[\s\S]*interop-lsp lint"),
    ]
    for name, pattern in need:
        check("homebrew: " + name, re.search(pattern, text, re.M))
    if shutil.which("ruby"):
        p = subprocess.run(["ruby", "-c", os.path.join(REPO, "packaging/homebrew/interop-lsp.rb")], capture_output=True, text=True)
        check("homebrew: ruby -c", p.returncode == 0, p.stderr)
    else:
        print("note  ruby not installed: the formula's Ruby syntax is not checked")


def main(argv):
    if len(argv) != 2 or argv[0] != "--server":
        print(__doc__.strip(), file=sys.stderr)
        return 2
    server = os.path.abspath(argv[1])
    version = subprocess.run([server, "--version"], capture_output=True, text=True).stdout.split()[-1]
    check_action(server, version)
    check_mason(version)
    check_homebrew(version)
    passed = sum(results)
    print("%d passed, %d failed" % (passed, len(results) - passed))
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
