#!/usr/bin/env python3
"""check-editor-snippets.py: checks the configuration snippets of
editors/README.md and editors/nvim/README.md as a user would paste them.

  editors/test/check-editor-snippets.py [--server PATH] [--nvim PATH] [--emacs PATH]

- the settings example, the Helix languages.toml and the Sublime LSP client
  parse (JSON / TOML) and use only the server's configuration keys and rule
  severities;
- each eglot snippet is loaded into `emacs -Q --batch` with eglot (Debian:
  elpa-eglot), and eglot's own server lookup for a Swift buffer must give the
  command (and initializationOptions) the snippet means; skipped when Emacs or
  eglot is missing;
- the Neovim "Plain init.lua" snippet is used as the init.lua of a fresh HOME
  (its clone path replaced by this repository), `interop-lsp` on PATH, and a
  headless Neovim opens a fixture: an interop_lsp client must attach and
  diagnostics arrive; skipped when nvim or the server binary is missing
  (default server: .build/debug/interop-lsp).

Standard library only. Prints one line per check and closes with
"N passed, M failed, K skipped"; exits 1 on any failure.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
README = os.path.join(REPO, "editors", "README.md")
NVIM_README = os.path.join(REPO, "editors", "nvim", "README.md")

SERVER_KEYS = {"deploymentTarget", "rules", "swiftLanguageMode"}
SEVERITIES = {"off", "hint", "information", "warning", "error"}

counts = {"passed": 0, "failed": 0, "skipped": 0}


def check(name, ok, detail=""):
    counts["passed" if ok else "failed"] += 1
    print(("ok    " if ok else "FAIL  ") + name + ("" if ok or not detail else ": " + str(detail)))
    return ok


def skip(name, why):
    counts["skipped"] += 1
    print("skip  %s (%s)" % (name, why))


def blocks(path, lang):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    return re.findall(r"^```" + re.escape(lang) + r"\n(.*?)^```$", text, re.S | re.M)


def settings_ok(name, obj):
    if not isinstance(obj, dict):
        return check(name, False, "not an object")
    extra = set(obj) - SERVER_KEYS
    rules = obj.get("rules", {})
    bad = {k: v for k, v in rules.items() if v not in SEVERITIES} if isinstance(rules, dict) else rules
    return check(name, not extra and not bad and isinstance(rules, dict),
                 "unknown keys %s, bad rules %s" % (sorted(extra), bad))


def arg(argv, flag, default):
    if flag in argv:
        i = argv.index(flag)
        if i + 1 < len(argv):
            return argv[i + 1]
    return default


def check_static():
    js = blocks(README, "json")
    if check("editors/README.md has the settings and Sublime JSON blocks", len(js) >= 2, len(js)):
        try:
            settings = json.loads(js[0])
            check("settings example uses exactly the server keys", set(settings) == SERVER_KEYS, sorted(settings))
            settings_ok("settings example values are valid", settings)
        except ValueError as e:
            check("settings example is valid JSON", False, e)
        try:
            sub = json.loads(js[1])
            client = sub.get("clients", {}).get("interop-lsp", {})
            check("Sublime: client interop-lsp runs interop-lsp on source.swift",
                  client.get("command") == ["interop-lsp"] and client.get("selector") == "source.swift"
                  and client.get("enabled") is True, client)
            settings_ok("Sublime: initializationOptions use only server keys", client.get("initializationOptions"))
            settings_ok("Sublime: settings use only server keys", client.get("settings"))
        except ValueError as e:
            check("Sublime snippet is valid JSON", False, e)
    tomls = blocks(README, "toml")
    if check("editors/README.md has the Helix TOML block", len(tomls) == 1, len(tomls)):
        try:
            h = tomllib.loads(tomls[0])
            server = h.get("language-server", {}).get("interop-lsp", {})
            check("Helix: language server interop-lsp runs interop-lsp", server.get("command") == "interop-lsp", server)
            settings_ok("Helix: config uses only server keys", server.get("config"))
            swift = [x for x in h.get("language", []) if x.get("name") == "swift"]
            check("Helix: swift uses sourcekit-lsp and interop-lsp",
                  len(swift) == 1 and swift[0].get("language-servers") == ["sourcekit-lsp", "interop-lsp"], swift)
        except tomllib.TOMLDecodeError as e:
            check("Helix snippet is valid TOML", False, e)


EGLOT_DRIVER = r"""
(dolist (name '("seq" "xref" "project" "eglot"))
  (let ((dirs (file-expand-wildcards (format "/usr/share/emacs/site-lisp/elpa/%s-[0-9]*" name))))
    (when dirs (add-to-list 'load-path (car (last dirs))))))
(require 'eglot)
(unless (fboundp 'swift-mode)
  (define-derived-mode swift-mode prog-mode "Swift" "Stand-in: Emacs has no Swift mode of its own."))
(load (getenv "SNIPPET") nil t)
(with-current-buffer (find-file-noselect (getenv "SWIFT_FILE"))
  (swift-mode)
  (let* ((guess (eglot--guess-contact))
         (contact (nth 3 guess)))
    (princ (json-encode (list :mode (format "%s" (nth 0 guess))
                              :language (nth 4 guess)
                              :contact (seq-take-while #'stringp contact)
                              :init (plist-get (seq-drop-while #'stringp contact) :initializationOptions)
                              :ensure (and (memq #'eglot-ensure swift-mode-hook) t))))))
"""


def check_eglot(emacs):
    snippets = blocks(README, "elisp")
    if not check("editors/README.md has two eglot snippets", len(snippets) == 2, len(snippets)):
        return
    if shutil.which(emacs) is None:
        for n in ("instead", "rass"):
            skip("eglot snippet (%s) resolves for a Swift buffer" % n, "emacs not found")
        return
    if not [d for d in os.listdir("/usr/share/emacs/site-lisp/elpa") if d.startswith("eglot-")] \
            if os.path.isdir("/usr/share/emacs/site-lisp/elpa") else True:
        for n in ("instead", "rass"):
            skip("eglot snippet (%s) resolves for a Swift buffer" % n, "eglot not installed (elpa-eglot)")
        return
    want = [
        ("instead", ["interop-lsp"], {"deploymentTarget": "iOS 16", "rules": {"native-alternative": "off"}}),
        ("rass", ["rass", "--", "sourcekit-lsp", "--", "interop-lsp"], None),
    ]
    with tempfile.TemporaryDirectory() as tmp:
        driver = os.path.join(tmp, "driver.el")
        with open(driver, "w") as f:
            f.write(EGLOT_DRIVER)
        swift_file = os.path.join(tmp, "View.swift")
        with open(swift_file, "w") as f:
            f.write("struct V {}\n")
        os.makedirs(os.path.join(tmp, ".git"))
        for (name, cmd, init), snippet in zip(want, snippets):
            path = os.path.join(tmp, name + ".el")
            with open(path, "w") as f:
                f.write(snippet)
            env = dict(os.environ, SNIPPET=path, SWIFT_FILE=swift_file, HOME=tmp)
            try:
                p = subprocess.run([emacs, "-Q", "--batch", "-l", driver], capture_output=True, text=True,
                                   timeout=60, env=env, stdin=subprocess.DEVNULL)
            except subprocess.TimeoutExpired:
                check("eglot snippet (%s) resolves for a Swift buffer" % name, False, "emacs timed out")
                continue
            try:
                got = json.loads(p.stdout.strip().splitlines()[-1])
            except (ValueError, IndexError):
                check("eglot snippet (%s) resolves for a Swift buffer" % name, False,
                      (p.stdout + p.stderr)[-400:])
                continue
            ok = got.get("contact") == cmd and got.get("language") == "swift" and got.get("ensure") is True
            if init is not None:
                ok = ok and got.get("init") == init
            check("eglot snippet (%s) resolves for a Swift buffer to %s%s" %
                  (name, " ".join(cmd), " with initializationOptions" if init else ""), ok, got)


NVIM_CHECK = r"""
local ok = vim.wait(15000, function()
  for _, c in ipairs(vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = 0 }) or vim.lsp.buf_get_clients(0)) do
    if c.name == 'interop_lsp' and c.initialized then return true end
  end
  return false
end, 50)
local got = false
if ok then
  local ns = {}
  got = vim.wait(15000, function()
    -- diagnostics arrived: the buffer's changedtick-versioned publish or pull set a namespace
    for _, c in ipairs(vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = 0 }) or vim.lsp.buf_get_clients(0)) do
      if c.name == 'interop_lsp' then
        local push = vim.lsp.diagnostic.get_namespace(c.id)
        if vim.diagnostic.get(0, { namespace = push }) ~= nil and _G.__interop_seen then return true end
      end
    end
    return false
  end, 50)
end
io.stdout:write((ok and 'attached' or 'not-attached') .. ' ' .. (got and 'diagnostics' or 'no-diagnostics') .. '\n')
vim.cmd(ok and got and 'qa!' or 'cquit 1')
"""

NVIM_SPY = r"""
-- Count diagnostics deliveries for the check (push or pull).
_G.__interop_seen = false
for _, m in ipairs({ 'textDocument/publishDiagnostics', 'textDocument/diagnostic' }) do
  local h = vim.lsp.handlers[m]
  if h then
    vim.lsp.handlers[m] = function(err, result, ctx, config)
      _G.__interop_seen = true
      return h(err, result, ctx, config)
    end
  end
end
"""


def check_nvim_snippet(nvim, server):
    name = "Neovim README plain init.lua: fresh HOME, server on PATH, a Swift file gets interop_lsp + diagnostics"
    snippets = [b for b in blocks(NVIM_README, "lua") if "runtimepath:append" in b and "setup(" in b]
    if not check("editors/nvim/README.md has the plain init.lua snippet", len(snippets) >= 1):
        return
    if shutil.which(nvim) is None:
        return skip(name, "nvim not found")
    if not (os.path.isfile(server) and os.access(server, os.X_OK)):
        return skip(name, "no server binary at %s (swift build)" % server)
    snippet = snippets[0].replace("~/src/interop-lsp", REPO)
    with tempfile.TemporaryDirectory() as tmp:
        home = os.path.join(tmp, "home")
        conf = os.path.join(home, ".config", "nvim")
        os.makedirs(conf)
        with open(os.path.join(conf, "init.lua"), "w") as f:
            f.write(NVIM_SPY + "\n" + snippet)
        bindir = os.path.join(tmp, "bin")
        os.makedirs(bindir)
        os.symlink(os.path.abspath(server), os.path.join(bindir, "interop-lsp"))
        proj = os.path.join(tmp, "proj")
        shutil.copytree(os.path.join(HERE, "fixtures"), proj)
        check_lua = os.path.join(tmp, "check.lua")
        with open(check_lua, "w") as f:
            f.write(NVIM_CHECK)
        env = {"HOME": home, "PATH": bindir + ":" + os.path.dirname(shutil.which(nvim)) + ":/usr/bin:/bin",
               "TERM": "dumb"}
        try:
            p = subprocess.run(["timeout", "-k", "5", "60", nvim, "--headless",
                                "Sources/NameForm/NameField.swift", "-c", "luafile " + check_lua],
                               cwd=proj, env=env, capture_output=True, text=True, timeout=75,
                               stdin=subprocess.DEVNULL)
            out = (p.stdout + p.stderr).strip()
            check(name, p.returncode == 0 and "attached diagnostics" in out, out[-400:] or "rc %d" % p.returncode)
        except subprocess.TimeoutExpired:
            check(name, False, "timed out")


def main(argv):
    check_static()
    check_eglot(arg(argv, "--emacs", "emacs"))
    check_nvim_snippet(arg(argv, "--nvim", "nvim"),
                       arg(argv, "--server", os.path.join(REPO, ".build", "debug", "interop-lsp")))
    print("%d passed, %d failed, %d skipped" % (counts["passed"], counts["failed"], counts["skipped"]))
    return 0 if counts["failed"] == 0 and counts["passed"] > 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
