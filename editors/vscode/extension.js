// VS Code client for interop-lsp, the language server for SwiftUI <-> UIKit
// interop code. It starts the server over stdio for Swift files on disk and
// hands it the `interopLsp.*` settings. It claims no language and no other
// feature, so it runs next to the Swift extension (sourcekit-lsp): VS Code
// merges the diagnostics, hovers and code actions of both servers.
'use strict';

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
// to workspace/configuration: { deploymentTarget, rules, swiftLanguageMode }.
const SERVER_KEYS = ['deploymentTarget', 'rules', 'swiftLanguageMode'];

let client;
let outputChannel;
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

/** The executable: interopLsp.path, `~/` expanded; a bare name is looked up on PATH. */
function serverCommand(config) {
  let command = config.get('path');
  if (typeof command !== 'string' || command.trim() === '') command = 'interop-lsp';
  command = command.trim();
  if (command === '~' || command.startsWith('~/')) command = path.join(os.homedir(), command.slice(1));
  return command;
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
  const command = serverCommand(config);
  const serverOptions = {
    run: { command, args: [], transport: TransportKind.stdio },
    debug: { command, args: [], transport: TransportKind.stdio },
  };
  const clientOptions = {
    // Swift files on disk only (not untitled buffers, git diffs or notebooks).
    documentSelector: [{ scheme: 'file', language: 'swift' }],
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
        'Build it (swift build -c release) and put it on PATH, or set interopLsp.path.',
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

module.exports = { activate, deactivate, serverSettings, serverCommand, answerConfiguration };
