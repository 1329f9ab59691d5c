#!/usr/bin/env python3
"""package-vsix.py: builds the VS Code extension's .vsix without npm or vsce.

  editors/vscode/package-vsix.py [--server BINARY [--target PLATFORM]] [--output FILE.vsix]
                                 [--allow-missing-dependencies]

A .vsix is a zip (the Open Packaging Conventions layout that vsce writes):

  [Content_Types].xml        the MIME type of every file extension in the package
  extension.vsixmanifest     identity, version, engine, links and assets, from package.json
  extension/package.json, extension/extension.js, extension/README.md, extension/LICENSE.txt
  extension/node_modules/... the production dependencies (vscode-languageclient and what it needs),
                             copied from editors/vscode/node_modules: run `npm install --omit=dev` first
  extension/bin/interop-lsp  with --server: the server, bundled (the extension starts it when
                             interopLsp.path is left at its default). A binary runs on one platform, so the
                             package is then platform-specific: --target (VS Code's names: linux-x64,
                             linux-arm64, darwin-arm64, darwin-x64), by default this machine's

Without node_modules/vscode-languageclient it stops, since the extension could not activate; pass
--allow-missing-dependencies to build such a package anyway (CI does, to check the layout: it has no npm
registry). Standard library only; prints the output path and its file count.
"""
import json
import os
import stat
import sys
import zipfile
from xml.sax.saxutils import escape, quoteattr

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
FILES = ["package.json", "extension.js", "README.md", "interop-lsp.schema.json"]
MIME = {
    ".json": "application/json", ".js": "application/javascript", ".cjs": "application/javascript",
    ".mjs": "application/javascript", ".md": "text/markdown", ".txt": "text/plain",
    ".vsixmanifest": "text/xml", ".xml": "text/xml", ".map": "application/json", ".ts": "text/plain",
}


def production_dependencies(ext_dir, pkg):
    """Paths (relative to ext_dir) of the node_modules folders the extension needs at run time:
    the dependencies of package.json and, recursively, theirs (flat npm layout)."""
    modules = os.path.join(ext_dir, "node_modules")
    seen, todo, missing = [], list((pkg.get("dependencies") or {}).keys()), []
    while todo:
        name = todo.pop(0)
        if name in seen:
            continue
        folder = os.path.join(modules, *name.split("/"))
        manifest = os.path.join(folder, "package.json")
        if not os.path.isfile(manifest):
            missing.append(name)
            continue
        seen.append(name)
        with open(manifest, encoding="utf-8") as f:
            todo += list((json.load(f).get("dependencies") or {}).keys())
    return ["node_modules/" + n for n in seen], missing


def host_target():
    import platform
    system = {"Linux": "linux", "Darwin": "darwin"}.get(platform.system(), platform.system().lower())
    machine = {"x86_64": "x64", "amd64": "x64", "aarch64": "arm64", "arm64": "arm64"}.get(platform.machine().lower(), platform.machine())
    return system + "-" + machine


def manifest(pkg, has_license, target=None):
    repo = pkg.get("repository")
    repo_url = repo.get("url") if isinstance(repo, dict) else repo
    links = []
    if repo_url:
        clean = repo_url[:-4] if repo_url.endswith(".git") else repo_url
        links += [("Microsoft.VisualStudio.Services.Links.Source", clean),
                  ("Microsoft.VisualStudio.Services.Links.Getstarted", clean),
                  ("Microsoft.VisualStudio.Services.Links.GitHub", clean)]
    bugs = (pkg.get("bugs") or {}).get("url")
    if bugs:
        links.append(("Microsoft.VisualStudio.Services.Links.Support", bugs))
    if pkg.get("homepage"):
        links.append(("Microsoft.VisualStudio.Services.Links.Learn", pkg["homepage"]))
    props = [
        ("Microsoft.VisualStudio.Code.Engine", pkg["engines"]["vscode"]),
        ("Microsoft.VisualStudio.Code.ExtensionDependencies", ",".join(pkg.get("extensionDependencies") or [])),
        ("Microsoft.VisualStudio.Code.ExtensionPack", ",".join(pkg.get("extensionPack") or [])),
        ("Microsoft.VisualStudio.Code.ExtensionKind", "workspace"),
        ("Microsoft.VisualStudio.Code.LocalizedLanguages", ""),
    ] + links + [("Microsoft.VisualStudio.Services.GitHubFlavoredMarkdown", "true"),
                 ("Microsoft.VisualStudio.Services.Content.Pricing", "Free")]
    assets = [("Microsoft.VisualStudio.Code.Manifest", "extension/package.json"),
              ("Microsoft.VisualStudio.Services.Content.Details", "extension/README.md")]
    if has_license:
        assets.append(("Microsoft.VisualStudio.Services.Content.License", "extension/LICENSE.txt"))
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<PackageManifest Version="2.0.0" xmlns="http://schemas.microsoft.com/developer/vsx-schema/2011"'
        ' xmlns:d="http://schemas.microsoft.com/developer/vsx-schema-design/2011">',
        "  <Metadata>",
        "    <Identity Language=\"en-US\" Id=%s Version=%s Publisher=%s%s />" % (
            quoteattr(pkg["name"]), quoteattr(pkg["version"]), quoteattr(pkg["publisher"]),
            " TargetPlatform=%s" % quoteattr(target) if target else ""),
        "    <DisplayName>%s</DisplayName>" % escape(pkg.get("displayName") or pkg["name"]),
        '    <Description xml:space="preserve">%s</Description>' % escape(pkg.get("description", "")),
        "    <Tags>%s</Tags>" % escape(",".join(pkg.get("keywords") or [])),
        "    <Categories>%s</Categories>" % escape(",".join(pkg.get("categories") or [])),
        "    <GalleryFlags>Public</GalleryFlags>",
        "    <Properties>",
    ] + ["      <Property Id=%s Value=%s />" % (quoteattr(k), quoteattr(v)) for k, v in props] + [
        "    </Properties>",
    ] + (["    <License>extension/LICENSE.txt</License>"] if has_license else []) + [
        "  </Metadata>",
        "  <Installation>",
        '    <InstallationTarget Id="Microsoft.VisualStudio.Code" />',
        "  </Installation>",
        "  <Dependencies />",
        "  <Assets>",
    ] + ['    <Asset Type=%s Path=%s Addressable="true" />' % (quoteattr(t), quoteattr(p)) for t, p in assets] + [
        "  </Assets>",
        "</PackageManifest>",
    ]
    return "\n".join(lines) + "\n"


def content_types(names):
    exts = sorted({os.path.splitext(n)[1].lower() for n in names if os.path.splitext(n)[1]} | {".vsixmanifest"})
    lines = ['<?xml version="1.0" encoding="utf-8"?>',
             '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">']
    for e in exts:
        lines.append('  <Default Extension=%s ContentType=%s />' % (quoteattr(e), quoteattr(MIME.get(e, "application/octet-stream"))))
    for n in sorted(n for n in names if not os.path.splitext(n)[1]):
        lines.append('  <Override PartName=%s ContentType="application/octet-stream" />' % quoteattr("/" + n))
    lines.append("</Types>")
    return "\n".join(lines) + "\n"


def add(z, arcname, data=None, path=None, executable=False):
    info = zipfile.ZipInfo(arcname, date_time=(2024, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    info.create_system = 3  # Unix, so the mode below is honoured
    info.external_attr = ((0o755 if executable else 0o644) | stat.S_IFREG) << 16
    if data is None:
        with open(path, "rb") as f:
            data = f.read()
    z.writestr(info, data)


def build(ext_dir, output, server=None, allow_missing=False, target=None):
    with open(os.path.join(ext_dir, "package.json"), encoding="utf-8") as f:
        pkg = json.load(f)
    deps, missing = production_dependencies(ext_dir, pkg)
    if missing and not allow_missing:
        raise SystemExit("package-vsix: node_modules lacks %s: run `npm install --omit=dev` in %s first "
                         "(or pass --allow-missing-dependencies for a layout-only package)" % (", ".join(missing), ext_dir))
    entries = []  # (arcname, source path, executable)
    for name in FILES:
        entries.append(("extension/" + name, os.path.join(ext_dir, name), False))
    license_path = next((p for p in (os.path.join(ext_dir, "LICENSE"), os.path.join(REPO, "LICENSE")) if os.path.isfile(p)), None)
    if license_path:
        entries.append(("extension/LICENSE.txt", license_path, False))
    for dep in deps:
        root = os.path.join(ext_dir, *dep.split("/"))
        for folder, dirs, files in os.walk(root):
            dirs.sort()
            for name in sorted(files):
                full = os.path.join(folder, name)
                rel = os.path.relpath(full, ext_dir).replace(os.sep, "/")
                entries.append(("extension/" + rel, full, False))
    if server:
        if not os.access(server, os.X_OK):
            raise SystemExit("package-vsix: --server %s is not an executable file" % server)
        entries.append(("extension/bin/interop-lsp", server, True))
    names = [a for a, _, _ in entries]
    tmp = output + ".tmp"
    with zipfile.ZipFile(tmp, "w") as z:
        add(z, "[Content_Types].xml", content_types(names + ["extension.vsixmanifest"]).encode())
        add(z, "extension.vsixmanifest", manifest(pkg, license_path is not None, (target or host_target()) if server else None).encode())
        for arcname, path, executable in entries:
            add(z, arcname, path=path, executable=executable)
    os.replace(tmp, output)
    return len(entries) + 2, missing


def main(argv):
    args = {"--server": None, "--output": None, "--extension-dir": HERE, "--target": None}
    allow_missing = False
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--allow-missing-dependencies":
            allow_missing = True
        elif a in args and i + 1 < len(argv):
            args[a] = argv[i + 1]
            i += 1
        else:
            print(__doc__.strip(), file=sys.stderr)
            return 2
        i += 1
    ext_dir = args["--extension-dir"]
    with open(os.path.join(ext_dir, "package.json"), encoding="utf-8") as f:
        pkg = json.load(f)
    output = args["--output"] or os.path.join(ext_dir, "%s-%s.vsix" % (pkg["name"], pkg["version"]))
    count, missing = build(ext_dir, output, args["--server"], allow_missing, args["--target"])
    note = " (without %s: layout check only, it would not activate)" % ", ".join(missing) if missing else ""
    print("%s: %d files%s" % (output, count, note))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
