#!/usr/bin/env python3
"""check-vscode-package.py: static checks of the VS Code extension in
editors/vscode (VS Code itself cannot run in CI).

  editors/test/check-vscode-package.py [--spec PATH/TO/RULES.md] [--no-node]

Checks that package.json is valid JSON with the fields VS Code and vsce
require, that it activates on Swift and contributes the restart command, and
that its configuration matches the server's configuration keys
(defaultIsolation, deploymentTarget, rules, swiftLanguageMode; the rule severities off, hint,
information, warning, error) as fixed by the rule catalogue's "Suppression and
configuration" section. When that catalogue is found (--spec, or
shared/spec/RULES.md beside or above the repository) the keys and severities
are read from it, else the copy below is used. Then, when node is on PATH,
runs editors/test/vscode-smoke.js (the extension's logic against stand-ins of
the VS Code API). Then builds the .vsix with editors/vscode/package-vsix.py
(no npm here: with --allow-missing-dependencies, and again from a copy of the
extension with a stand-in node_modules) and checks its layout: the zip holds
[Content_Types].xml, extension.vsixmanifest and extension/ with package.json,
extension.js, README.md, LICENSE.txt, the bundled server (bin/interop-lsp, mode
755, a platform-specific manifest) and the production node_modules only; the
manifest agrees with package.json and every asset and file type is declared.
Standard library only. Prints one line per check and "N passed, M failed";
exits 1 on any failure.
"""
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
EXT = os.path.join(REPO, "editors", "vscode")

# From the rule catalogue (shared/spec/RULES.md, "Suppression and configuration").
SERVER_KEYS = ["defaultIsolation", "deploymentTarget", "rules", "swiftLanguageMode"]
SEVERITIES = ["off", "hint", "information", "warning", "error"]
LANGUAGE_MODES = [5, 6]
# Settings for the client only (not sent to the server).
CLIENT_KEYS = ["path", "trace.server"]
PREFIX = "interopLsp."
# vscode-languageclient major -> lowest engines.vscode it supports.
LANGUAGECLIENT_MIN_VSCODE = {7: (1, 52), 8: (1, 67), 9: (1, 82)}

results = []


def check(name, ok, detail=""):
    results.append(ok)
    print(("ok    " if ok else "FAIL  ") + name + ("" if ok or not detail else ": " + str(detail)))
    return ok


def find_spec(argv):
    if "--spec" in argv:
        i = argv.index("--spec")
        if i + 1 < len(argv):
            return argv[i + 1]
    candidates = [
        os.path.join(REPO, "..", "shared", "spec", "RULES.md"),
        os.path.join(REPO, "..", "..", "shared", "spec", "RULES.md"),
        os.path.join(REPO, "shared", "spec", "RULES.md"),
    ]
    for c in candidates:
        if os.path.isfile(c):
            return os.path.normpath(c)
    return None


def read_spec(path):
    """Keys and severities from the 'Suppression and configuration' section."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    start = text.find("## Suppression and configuration")
    if start < 0:
        return None, None, "no 'Suppression and configuration' section"
    section = text[start:]
    nxt = section.find("\n## ", 3)
    if nxt > 0:
        section = section[:nxt]
    keys_at = section.find("Keys:")
    if keys_at < 0:
        return None, None, "no 'Keys:' in the section"
    after = section[keys_at:]
    # Top-level keys are the backticked names that start a key description:
    # `name` followed by a space and "(" (deploymentTarget (e.g. ...), rules (id → ...),
    # swiftLanguageMode (5 or 6 ...)).
    keys = re.findall(r"`([A-Za-z][A-Za-z0-9]*)`\s*\n?\s*\(", after)
    sev = re.findall(r'"(off|hint|information|warning|error)"', after)
    seen = []
    for s in sev:
        if s not in seen:
            seen.append(s)
    return keys, seen, None


def version_tuple(spec):
    m = re.match(r"^\^?(\d+)\.(\d+)\.(\d+)$", spec or "")
    return (int(m.group(1)), int(m.group(2))) if m else None


def main(argv):
    server_keys, severities = SERVER_KEYS, SEVERITIES
    spec = find_spec(argv)
    if spec:
        keys, sev, err = read_spec(spec)
        if check("rule catalogue readable for configuration keys (" + spec + ")", err is None, err):
            check("catalogue keys are " + ", ".join(SERVER_KEYS) + " (the copy in this checker)",
                  sorted(keys) == sorted(SERVER_KEYS), "catalogue says %s" % keys)
            check("catalogue severities are " + " | ".join(SEVERITIES), sev == SEVERITIES,
                  "catalogue says %s" % sev)
            server_keys, severities = keys or SERVER_KEYS, sev or SEVERITIES
    else:
        print("note  rule catalogue not found; using the keys recorded in this checker")

    pkg_path = os.path.join(EXT, "package.json")
    try:
        with open(pkg_path, encoding="utf-8") as f:
            pkg = json.load(f)
    except (OSError, ValueError) as e:
        check("package.json is valid JSON", False, e)
        return finish()
    check("package.json is valid JSON", isinstance(pkg, dict), "top level is not an object")
    if not isinstance(pkg, dict):
        return finish()

    for field in ("name", "displayName", "description", "version", "publisher", "main", "license"):
        check("package.json has a non-empty '%s'" % field,
              isinstance(pkg.get(field), str) and pkg[field].strip() != "")
    check("name is lowercase without spaces (vsce)",
          re.match(r"^[a-z0-9][a-z0-9-]*$", str(pkg.get("name", ""))) is not None, pkg.get("name"))
    check("version is semver", re.match(r"^\d+\.\d+\.\d+$", str(pkg.get("version", ""))) is not None,
          pkg.get("version"))
    check("license is Apache-2.0, the repository's LICENSE",
          pkg.get("license") == "Apache-2.0" and os.path.isfile(os.path.join(REPO, "LICENSE"))
          and "Apache License" in open(os.path.join(REPO, "LICENSE"), encoding="utf-8").read(2000), pkg.get("license"))
    repo = pkg.get("repository")
    check("repository is {type: git, url: https://...}",
          isinstance(repo, dict) and repo.get("type") == "git" and str(repo.get("url", "")).startswith("https://"), repo)
    engine = (pkg.get("engines") or {}).get("vscode")
    check("engines.vscode is a ^x.y.z range", version_tuple(engine) is not None, engine)
    main_file = os.path.join(EXT, str(pkg.get("main", "")))
    check("main (%s) exists" % pkg.get("main"), os.path.isfile(main_file))
    check("activationEvents has onLanguage:swift", "onLanguage:swift" in (pkg.get("activationEvents") or []))

    deps = pkg.get("dependencies") or {}
    lc = deps.get("vscode-languageclient")
    check("depends on vscode-languageclient", isinstance(lc, str), deps)
    m = re.match(r"^\^?(\d+)\.", lc or "")
    if m and version_tuple(engine):
        major = int(m.group(1))
        need = LANGUAGECLIENT_MIN_VSCODE.get(major)
        check("engines.vscode %s is at least what vscode-languageclient %s needs (%s)" %
              (engine, major, need and "%d.%d" % need),
              need is not None and version_tuple(engine) >= need)

    trust = ((pkg.get("capabilities") or {}).get("untrustedWorkspaces") or {})
    check("untrusted workspaces cannot choose the executable (interopLsp.path is restricted)",
          trust.get("supported") is False or (trust.get("supported") == "limited"
                                              and "interopLsp.path" in (trust.get("restrictedConfigurations") or [])),
          trust)

    contributes = pkg.get("contributes") or {}
    cmds = contributes.get("commands") or []
    check("command interopLsp.restart titled 'Restart interop-lsp'",
          any(c.get("command") == "interopLsp.restart" and c.get("title") == "Restart interop-lsp"
              for c in cmds if isinstance(c, dict)), cmds)

    conf = contributes.get("configuration") or {}
    if isinstance(conf, list):
        props = {}
        for c in conf:
            props.update((c or {}).get("properties") or {})
    else:
        props = conf.get("properties") or {}
    keys = sorted(props)
    check("every setting is under interopLsp.", all(k.startswith(PREFIX) for k in keys), keys)
    settable = sorted(k[len(PREFIX):] for k in keys if k.startswith(PREFIX))
    want = sorted(server_keys + CLIENT_KEYS)
    check("settings are exactly the server keys + path + trace.server",
          settable == want, "have %s, want %s" % (settable, want))
    for k in keys:
        p = props[k]
        check("%s has a type, a default and a description" % k,
              "type" in p and "default" in p and ("description" in p or "markdownDescription" in p))

    def prop(name):
        return props.get(PREFIX + name) or {}

    t = prop("path").get("type")
    check("interopLsp.path is a string defaulting to interop-lsp",
          t == "string" and prop("path").get("default") == "interop-lsp", prop("path"))
    dt = prop("deploymentTarget")
    check("interopLsp.deploymentTarget is a string (or null) and accepts 'iOS 16', 'macOS 13.1'",
          "string" in (dt.get("type") if isinstance(dt.get("type"), list) else [dt.get("type")])
          and all(re.match(dt.get("pattern", ".*"), s) for s in ("iOS 16", "macOS 13.1"))
          and not re.match(dt.get("pattern", "^$"), "16"), dt)
    rules = prop("rules")
    add = rules.get("additionalProperties") or {}
    check("interopLsp.rules maps rule ids to exactly %s" % " | ".join(severities),
          rules.get("type") == "object" and add.get("type") == "string" and add.get("enum") == severities,
          rules)
    names = (rules.get("propertyNames") or {}).get("pattern")
    check("interopLsp.rules keys must be kebab-case ids",
          names is not None and re.match(names, "delegate-set-in-update")
          and not re.match(names, "DelegateSetInUpdate"), names)
    mode = prop("swiftLanguageMode")
    modes = [v for v in (mode.get("enum") or []) if v is not None]
    check("interopLsp.swiftLanguageMode allows exactly 5 and 6 (or unset)",
          modes == LANGUAGE_MODES and mode.get("default") is None, mode)
    tr = prop("trace.server")
    check("interopLsp.trace.server is off | messages | verbose",
          tr.get("enum") == ["off", "messages", "verbose"] and tr.get("default") == "off", tr)

    # The extension sends exactly the server keys and uses the id that makes
    # vscode-languageclient read interopLsp.trace.server.
    try:
        with open(main_file, encoding="utf-8") as f:
            js = f.read()
    except OSError:
        js = ""
    m = re.search(r"SERVER_KEYS\s*=\s*\[([^\]]*)\]", js)
    js_keys = re.findall(r"'([^']+)'|\"([^\"]+)\"", m.group(1)) if m else []
    js_keys = sorted(a or b for a, b in js_keys)
    check("extension.js sends the server keys %s" % ", ".join(sorted(server_keys)),
          js_keys == sorted(server_keys), js_keys)
    check("extension.js uses client id interopLsp and registers interopLsp.restart",
          re.search(r"CLIENT_ID\s*=\s*'interopLsp'", js) is not None and "'interopLsp.restart'" in js)
    check("extension.js selects Swift files on disk and .interop-lsp.json only",
          re.search(r"documentSelector:\s*\[\{\s*scheme:\s*'file',\s*language:\s*'swift'\s*\},\s*"
                    r"\{\s*scheme:\s*'file',\s*pattern:\s*'\*\*/\.interop-lsp\.json'\s*\}\]", js) is not None)
    validation = (contributes.get("jsonValidation") or [{}])[0]
    schema = os.path.join(EXT, validation.get("url", "").lstrip("./"))
    check("package.json offers the .interop-lsp.json schema (jsonValidation), equal to docs/interop-lsp.schema.json",
          validation.get("fileMatch") == ".interop-lsp.json" and os.path.isfile(schema)
          and open(schema, encoding="utf-8").read() == open(os.path.join(EXT, "..", "..", "docs", "interop-lsp.schema.json"), encoding="utf-8").read())
    readme = os.path.join(EXT, "README.md")
    check("editors/vscode/README.md exists and explains packaging (package-vsix.py)",
          os.path.isfile(readme) and "package-vsix.py" in open(readme, encoding="utf-8").read())
    check_vsix(pkg)

    if "--no-node" in argv:
        print("note  --no-node: vscode-smoke.js not run")
    elif shutil.which("node") is None:
        print("note  node not found: vscode-smoke.js not run")
    else:
        smoke = os.path.join(HERE, "vscode-smoke.js")
        try:
            p = subprocess.run(["node", smoke], capture_output=True, text=True, timeout=60)
            lines = (p.stdout + p.stderr).strip().splitlines()
            for line in lines:
                print("      " + line)
            check("vscode-smoke.js (extension logic against API stand-ins)", p.returncode == 0,
                  lines[-1] if lines else "no output")
        except subprocess.TimeoutExpired:
            check("vscode-smoke.js (extension logic against API stand-ins)", False, "timed out after 60 s")
    return finish()


def run_packer(ext_dir, *args):
    packer = os.path.join(EXT, "package-vsix.py")
    p = subprocess.run([sys.executable, packer, "--extension-dir", ext_dir] + list(args),
                       capture_output=True, text=True, timeout=120)
    return p.returncode, (p.stdout + p.stderr).strip()


def vsix_layout(path, pkg, bundled):
    """Checks one .vsix; returns the set of names in it (or None when it is not a zip)."""
    try:
        z = zipfile.ZipFile(path)
    except (OSError, zipfile.BadZipFile) as e:
        check("%s is a zip" % os.path.basename(path), False, e)
        return None
    with z:
        names = z.namelist()
        check("zip test passes (CRCs)", z.testzip() is None)
        need = ["[Content_Types].xml", "extension.vsixmanifest", "extension/package.json",
                "extension/" + os.path.normpath(pkg.get("main", "")).replace(os.sep, "/"),
                "extension/README.md", "extension/LICENSE.txt"]
        check("holds %s" % ", ".join(need), all(n in names for n in need), sorted(set(need) - set(names)))
        check("everything else is under extension/", all(n in need[:2] or n.startswith("extension/") for n in names), names)
        check("extension/package.json is editors/vscode/package.json",
              json.loads(z.read("extension/package.json")) == pkg)
        try:
            ns = {"m": "http://schemas.microsoft.com/developer/vsx-schema/2011"}
            root = ET.fromstring(z.read("extension.vsixmanifest"))
            ident = root.find("m:Metadata/m:Identity", ns)
            props = {p.get("Id"): p.get("Value") for p in root.findall("m:Metadata/m:Properties/m:Property", ns)}
            assets = [(a.get("Type"), a.get("Path")) for a in root.findall("m:Assets/m:Asset", ns)]
            check("manifest Identity is package.json's name, version, publisher",
                  ident is not None and (ident.get("Id"), ident.get("Version"), ident.get("Publisher"))
                  == (pkg["name"], pkg["version"], pkg["publisher"]), ident is not None and ident.attrib)
            check("manifest engine is engines.vscode",
                  props.get("Microsoft.VisualStudio.Code.Engine") == pkg["engines"]["vscode"], props)
            check("manifest assets: the manifest package.json, README, LICENSE, each in the zip",
                  ("Microsoft.VisualStudio.Code.Manifest", "extension/package.json") in assets
                  and all(path in names for _, path in assets) and len(assets) == 3, assets)
            target = ident.get("TargetPlatform") if ident is not None else None
            if bundled:
                check("with a bundled server the package is platform-specific (TargetPlatform %s)" % target,
                      target in ("linux-x64", "linux-arm64", "darwin-x64", "darwin-arm64"), target)
            else:
                check("without a bundled server the package is universal (no TargetPlatform)", target is None, target)
        except ET.ParseError as e:
            check("extension.vsixmanifest is XML", False, e)
        try:
            types = ET.fromstring(z.read("[Content_Types].xml"))
            ct = "{http://schemas.openxmlformats.org/package/2006/content-types}"
            defaults = {d.get("Extension") for d in types.findall(ct + "Default")}
            overrides = {o.get("PartName") for o in types.findall(ct + "Override")}
            undeclared = [n for n in names if n != "[Content_Types].xml" and not n.endswith("/")
                          and (os.path.splitext(n)[1].lower() not in defaults if os.path.splitext(n)[1]
                               else "/" + n not in overrides)]
            check("[Content_Types].xml declares a type for every file", not undeclared, undeclared)
        except ET.ParseError as e:
            check("[Content_Types].xml is XML", False, e)
        if bundled:
            info = z.getinfo("extension/bin/interop-lsp") if "extension/bin/interop-lsp" in names else None
            mode = (info.external_attr >> 16) & 0o777 if info else None
            check("bundles extension/bin/interop-lsp with mode 755", mode == 0o755, mode and oct(mode))
        return set(names)


def check_vsix(pkg):
    with tempfile.TemporaryDirectory() as tmp:
        # No node_modules here (no npm registry): the packer refuses, then builds a layout-only package.
        code, out = run_packer(EXT, "--output", os.path.join(tmp, "refused.vsix"))
        has_modules = os.path.isdir(os.path.join(EXT, "node_modules", "vscode-languageclient"))
        if not has_modules:
            check("package-vsix.py refuses without node_modules/vscode-languageclient (the extension could not activate)",
                  code != 0 and "npm install" in out and not os.path.exists(os.path.join(tmp, "refused.vsix")), out)
        server = os.path.join(tmp, "interop-lsp")
        with open(server, "w") as f:
            f.write("#!/bin/sh\n")
        os.chmod(server, 0o755)
        plain = os.path.join(tmp, "plain.vsix")
        code, out = run_packer(EXT, "--allow-missing-dependencies", "--output", plain)
        if check("package-vsix.py --allow-missing-dependencies builds a .vsix", code == 0 and os.path.isfile(plain), out):
            print("      " + out)
            vsix_layout(plain, pkg, bundled=False)
        # A copy of the extension with a stand-in node_modules: production dependencies (and theirs) go in,
        # anything else in node_modules stays out.
        copy = os.path.join(tmp, "ext")
        os.mkdir(copy)
        for name in ("package.json", "extension.js", "README.md", "interop-lsp.schema.json"):
            shutil.copy(os.path.join(EXT, name), copy)
        modules = os.path.join(copy, "node_modules")
        for name, deps in (("vscode-languageclient", {"vscode-languageserver-protocol": "^3"}),
                           ("vscode-languageserver-protocol", {}), ("typescript", {})):
            os.makedirs(os.path.join(modules, name, "lib"))
            with open(os.path.join(modules, name, "package.json"), "w") as f:
                json.dump({"name": name, "version": "1.0.0", "dependencies": deps}, f)
            with open(os.path.join(modules, name, "lib", "main.js"), "w") as f:
                f.write("module.exports = {};\n")
        full = os.path.join(tmp, "full.vsix")
        code, out = run_packer(copy, "--server", server, "--output", full)
        if check("package-vsix.py --server builds a .vsix with node_modules", code == 0 and os.path.isfile(full), out):
            print("      " + out)
            names = vsix_layout(full, pkg, bundled=True) or set()
            check("node_modules: vscode-languageclient and its dependency, not the unrelated typescript",
                  "extension/node_modules/vscode-languageclient/lib/main.js" in names
                  and "extension/node_modules/vscode-languageserver-protocol/package.json" in names
                  and not any(n.startswith("extension/node_modules/typescript/") for n in names),
                  sorted(n for n in names if "node_modules" in n))
        # Unzipped, it is the extension folder VS Code loads: main exists and package.json points at it.
        if os.path.isfile(full):
            out_dir = os.path.join(tmp, "unzipped")
            with zipfile.ZipFile(full) as z:
                z.extractall(out_dir)
            ext = os.path.join(out_dir, "extension")
            with open(os.path.join(ext, "package.json"), encoding="utf-8") as f:
                main_js = os.path.join(ext, json.load(f)["main"])
            check("unzipped: extension/package.json's main (%s) is there" % os.path.relpath(main_js, out_dir),
                  os.path.isfile(main_js))


def finish():
    passed = sum(1 for r in results if r)
    failed = len(results) - passed
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
