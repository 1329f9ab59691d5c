// VS Code client for interop-lsp, the language server for SwiftUI <-> UIKit
// interop code. It starts the server over stdio for Swift files on disk and
// hands it the `interopLsp.*` settings. It claims no language and no other
// feature, so it runs next to the Swift extension (sourcekit-lsp): VS Code
// merges the diagnostics, hovers and code actions of both servers.
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const vscode = require('vscode');
const {
  LanguageClient,
  TransportKind,
  DidChangeConfigurationNotification,
} = require('vscode-languageclient/node');

const SECTION = 'interopLsp';
const CLIENT_ID = 'interopLsp'; // makes vscode-languageclient read interopLsp.trace.server
const CLIENT_NAME = 'interop-lsp';

// The server's configuration keys (shared/spec RULES.md, "Suppression and
// configuration"). They go to the server with the same flat shape in
// initializationOptions, in workspace/didChangeConfiguration and in answers
// to workspace/configuration: { defaultIsolation, deploymentTarget, rules, swiftLanguageMode }.
const SERVER_KEYS = ['defaultIsolation', 'deploymentTarget', 'rules', 'swiftLanguageMode'];

let client;
let outputChannel;
let extensionPath;
let starting;

/** The settings for the server: only keys the user set to a usable value. */
function serverSettings(config) {
  const settings = {};
  for (const key of SERVER_KEYS) {
    const value = config.get(key);
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (key === 'rules') {
      if (typeof value !== 'object' || Array.isArray(value)) continue;
      if (Object.keys(value).length === 0) continue;
      settings.rules = Object.assign({}, value);
      continue;
    }
    settings[key] = typeof value === 'string' ? value.trim() : value;
  }
  return settings;
}

const DEFAULT_COMMAND = 'interop-lsp';
const EXECUTABLE = process.platform === 'win32' ? 'interop-lsp.exe' : 'interop-lsp';
// Where installers put it (Homebrew on Apple silicon / Intel and Linux, scripts/install.sh, pipx-style
// ~/.local, `swift package experimental-install`, mason.nvim). VS Code started from the Dock does not get the
// shell's PATH, so these are tried after PATH.
const INSTALL_DIRS = [
  '/opt/homebrew/bin',
  '/usr/local/bin',
  '/home/linuxbrew/.linuxbrew/bin',
  '~/.local/bin',
  '~/.swiftpm/bin',
  '~/.local/share/nvim/mason/bin',
];

function expandHome(file, home) {
  if (file === '~' || file.startsWith('~/')) return path.join(home, file.slice(1));
  return file;
}

/** The executable: interopLsp.path, `~/` expanded; a bare name is looked up on PATH. */
function serverCommand(config) {
  let command = config.get('path');
  if (typeof command !== 'string' || command.trim() === '') command = DEFAULT_COMMAND;
  return expandHome(command.trim(), os.homedir());
}

function isExecutableFile(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch (_) {
    return false;
  }
}

/**
 * The program to start. interopLsp.path when it is set to anything but the default; else the binary bundled
 * in the extension (`bin/interop-lsp`, put there by package-vsix.py --server; made executable if unzipping
 * lost the bit); else interop-lsp on PATH; else the first one in INSTALL_DIRS; else the bare name (the start
 * then fails with a message naming interopLsp.path).
 */
function resolveServer(config, extensionPath, env) {
  const environment = env || process.env;
  const home = environment.HOME || os.homedir();
  const configured = serverCommand(config);
  if (configured !== DEFAULT_COMMAND) return configured;
  if (extensionPath) {
    const bundled = path.join(extensionPath, 'bin', EXECUTABLE);
    if (fs.existsSync(bundled)) {
      if (!isExecutableFile(bundled)) {
        try {
          fs.chmodSync(bundled, 0o755);
        } catch (_) {
          // Read-only install: fall through to PATH.
        }
      }
      if (isExecutableFile(bundled)) return bundled;
    }
  }
  const searchPath = (environment.PATH || '').split(path.delimiter).filter((dir) => dir !== '');
  for (const dir of searchPath.concat(INSTALL_DIRS.map((dir) => expandHome(dir, home)))) {
    const candidate = path.join(dir, EXECUTABLE);
    if (isExecutableFile(candidate)) return candidate;
  }
  return DEFAULT_COMMAND;
}

/** workspace/configuration: one answer per item, in order. */
function answerConfiguration(items) {
  const settings = serverSettings(vscode.workspace.getConfiguration(SECTION));
  return (items || []).map((item) => {
    const section = item && typeof item.section === 'string' ? item.section : '';
    if (section === '' || section === SECTION || section === CLIENT_NAME) return settings;
    const key = section.startsWith(SECTION + '.') ? section.slice(SECTION.length + 1) : section;
    return Object.prototype.hasOwnProperty.call(settings, key) ? settings[key] : null;
  });
}

function createClient() {
  const config = vscode.workspace.getConfiguration(SECTION);
  const command = resolveServer(config, extensionPath);
  const serverOptions = {
    run: { command, args: [], transport: TransportKind.stdio },
    debug: { command, args: [], transport: TransportKind.stdio },
  };
  const clientOptions = {
    // Swift files on disk only (not untitled buffers, git diffs or notebooks), and the configuration file,
    // which gets its problems (unknown keys, unknown rule ids) as diagnostics.
    documentSelector: [{ scheme: 'file', language: 'swift' }, { scheme: 'file', pattern: '**/.interop-lsp.json' }],
    // Changes on disk to the configuration or project files make the server read them again.
    synchronize: {
      fileEvents: vscode.workspace.createFileSystemWatcher('**/{.interop-lsp.json,Package.swift,*.pbxproj,*.xcconfig}'),
    },
    initializationOptions: serverSettings(config),
    outputChannel,
    middleware: {
      workspace: {
        configuration: (params) => answerConfiguration(params && params.items),
      },
    },
  };
  return new LanguageClient(CLIENT_ID, CLIENT_NAME, serverOptions, clientOptions);
}

async function start() {
  const created = createClient();
  client = created;
  try {
    await created.start();
  } catch (error) {
    if (client === created) client = undefined;
    const command = serverCommand(vscode.workspace.getConfiguration(SECTION));
    const choice = await vscode.window.showErrorMessage(
      `interop-lsp could not be started from "${command}": ${error && error.message ? error.message : error}. ` +
        'Install it (see the interop-lsp README: make install, or a .vsix with the server bundled) or set interopLsp.path.',
      'Open Settings',
    );
    if (choice === 'Open Settings') {
      await vscode.commands.executeCommand('workbench.action.openSettings', 'interopLsp.path');
    }
  }
}

async function stop() {
  const old = client;
  client = undefined;
  if (old) {
    try {
      await old.stop();
    } catch (_) {
      // The server may already be gone; nothing left to stop.
    }
  }
}

async function restart() {
  if (starting) await starting;
  starting = (async () => {
    await stop();
    await start();
  })();
  try {
    await starting;
  } finally {
    starting = undefined;
  }
}

function onConfigurationChanged(event) {
  if (!event.affectsConfiguration(SECTION)) return;
  if (event.affectsConfiguration(SECTION + '.path')) {
    restart();
    return;
  }
  if (client && client.isRunning()) {
    const settings = serverSettings(vscode.workspace.getConfiguration(SECTION));
    client.sendNotification(DidChangeConfigurationNotification.type, { settings });
  }
}

async function activate(context) {
  extensionPath = context.extensionPath;
  outputChannel = vscode.window.createOutputChannel(CLIENT_NAME);
  context.subscriptions.push(
    outputChannel,
    vscode.commands.registerCommand('interopLsp.restart', restart),
    vscode.workspace.onDidChangeConfiguration(onConfigurationChanged),
  );
  await start();
}

function deactivate() {
  return stop();
}

module.exports = { activate, deactivate, serverSettings, serverCommand, resolveServer, answerConfiguration };
