#!/usr/bin/env node
// vscode-smoke.js: loads editors/vscode/extension.js with stand-ins for the
// `vscode` API and `vscode-languageclient/node` (neither can be installed
// here) and checks what the extension does with them: the client it creates,
// the settings it sends at start and on change, the restart command.
// Not a VS Code test: it shows the extension's own logic, not VS Code's.
// Prints one line per check and "N passed, M failed"; exits 1 on a failure.
'use strict';

const Module = require('module');
const path = require('path');
const assert = require('assert');

// Stand-ins -------------------------------------------------------------------

let settings = {};
const configListeners = [];
const commands = {};
const errors = [];
const clients = [];

function getConfiguration(section) {
  return {
    get(key) {
      const v = settings[section + '.' + key];
      return v === undefined ? undefined : JSON.parse(JSON.stringify(v));
    },
  };
}

const vscodeStub = {
  workspace: {
    getConfiguration,
    onDidChangeConfiguration(listener) {
      configListeners.push(listener);
      return { dispose() {} };
    },
    createFileSystemWatcher(glob) {
      return { glob, dispose() {} };
    },
  },
  window: {
    createOutputChannel(name) {
      return { name, appendLine() {}, dispose() {} };
    },
    async showErrorMessage(message) {
      errors.push(message);
      return undefined;
    },
  },
  commands: {
    registerCommand(name, fn) {
      commands[name] = fn;
      return { dispose() {} };
    },
    async executeCommand() {},
  },
};

let failStart = false;
class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    this.id = id;
    this.name = name;
    this.serverOptions = serverOptions;
    this.clientOptions = clientOptions;
    this.notifications = [];
    this.running = false;
    this.stopped = false;
    clients.push(this);
  }
  async start() {
    if (failStart) throw new Error('spawn interop-lsp ENOENT');
    this.running = true;
  }
  async stop() {
    this.running = false;
    this.stopped = true;
  }
  isRunning() {
    return this.running;
  }
  sendNotification(type, params) {
    this.notifications.push({ method: type.method, params });
  }
}

const languageClientStub = {
  LanguageClient,
  TransportKind: { stdio: 0 },
  DidChangeConfigurationNotification: { type: { method: 'workspace/didChangeConfiguration' } },
};

const originalLoad = Module._load;
Module._load = function (request, parent, isMain) {
  if (request === 'vscode') return vscodeStub;
  if (request === 'vscode-languageclient/node') return languageClientStub;
  return originalLoad.call(this, request, parent, isMain);
};

// Checks ---------------------------------------------------------------------

const extension = require(path.join(__dirname, '..', 'vscode', 'extension.js'));
let passed = 0;
let failed = 0;

async function check(name, fn) {
  try {
    await fn();
    passed += 1;
    console.log('ok    ' + name);
  } catch (error) {
    failed += 1;
    console.log('FAIL  ' + name + ': ' + (error && error.message ? error.message : error));
  }
}

function changeSettings(next) {
  const before = settings;
  settings = next;
  const changed = new Set(Object.keys(before).concat(Object.keys(next))
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(next[k])));
  const event = {
    affectsConfiguration(section) {
      for (const k of changed) if (k === section || k.startsWith(section + '.')) return true;
      return false;
    },
  };
  return Promise.all(configListeners.map((l) => l(event)));
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

(async () => {
  settings = {
    'interopLsp.path': '/opt/interop/bin/interop-lsp',
    'interopLsp.deploymentTarget': 'iOS 17',
    'interopLsp.rules': { 'native-alternative': 'off' },
    'interopLsp.swiftLanguageMode': null,
    'interopLsp.trace.server': 'off',
  };
  const context = { subscriptions: [] };
  await extension.activate(context);
  const first = clients[0];

  await check('activate creates one client with id interopLsp (so interopLsp.trace.server applies)', () => {
    assert.strictEqual(clients.length, 1);
    assert.strictEqual(first.id, 'interopLsp');
    assert.strictEqual(first.running, true);
  });
  await check('the server command is interopLsp.path, over stdio, with no arguments', () => {
    assert.strictEqual(first.serverOptions.run.command, '/opt/interop/bin/interop-lsp');
    assert.deepStrictEqual(first.serverOptions.run.args, []);
    assert.strictEqual(first.serverOptions.run.transport, 0);
  });
  await check('documentSelector is Swift files on disk and .interop-lsp.json only (coexists with the Swift extension)', () => {
    assert.deepStrictEqual(first.clientOptions.documentSelector, [
      { scheme: 'file', language: 'swift' },
      { scheme: 'file', pattern: '**/.interop-lsp.json' },
    ]);
  });
  await check('configuration and project files on disk are watched (the server reloads them)', () => {
    assert.strictEqual(first.clientOptions.synchronize.fileEvents.glob, '**/{.interop-lsp.json,Package.swift,*.pbxproj,*.xcconfig}');
  });
  await check('initializationOptions carry the set keys, flat, without unset ones', () => {
    assert.deepStrictEqual(first.clientOptions.initializationOptions,
      { deploymentTarget: 'iOS 17', rules: { 'native-alternative': 'off' } });
  });
  await check('the command interopLsp.restart is registered', () => {
    assert.strictEqual(typeof commands['interopLsp.restart'], 'function');
  });
  await check('workspace/configuration is answered per item', () => {
    const answer = first.clientOptions.middleware.workspace.configuration({
      items: [{ section: 'interopLsp' }, {}, { section: 'interopLsp.rules' }, { section: 'swift' }],
    });
    assert.deepStrictEqual(answer, [
      { deploymentTarget: 'iOS 17', rules: { 'native-alternative': 'off' } },
      { deploymentTarget: 'iOS 17', rules: { 'native-alternative': 'off' } },
      { 'native-alternative': 'off' },
      null,
    ]);
  });

  await changeSettings(Object.assign({}, settings, { 'interopLsp.swiftLanguageMode': 5 }));
  await check('a settings change sends workspace/didChangeConfiguration with the flat settings', () => {
    assert.deepStrictEqual(first.notifications, [{
      method: 'workspace/didChangeConfiguration',
      params: { settings: { deploymentTarget: 'iOS 17', rules: { 'native-alternative': 'off' }, swiftLanguageMode: 5 } },
    }]);
    assert.strictEqual(clients.length, 1);
  });
  await changeSettings(Object.assign({}, settings, { 'editor.fontSize': 20 }));
  await check('other settings changes are ignored', () => {
    assert.strictEqual(first.notifications.length, 1);
  });

  await commands['interopLsp.restart']();
  await check('Restart interop-lsp stops the client and starts a new one', () => {
    assert.strictEqual(first.stopped, true);
    assert.strictEqual(clients.length, 2);
    assert.strictEqual(clients[1].running, true);
    assert.deepStrictEqual(clients[1].clientOptions.initializationOptions,
      { deploymentTarget: 'iOS 17', rules: { 'native-alternative': 'off' }, swiftLanguageMode: 5 });
  });

  await changeSettings(Object.assign({}, settings, { 'interopLsp.path': '~/bin/interop-lsp' }));
  await tick();
  await check('changing interopLsp.path restarts with the new path (~ expanded)', () => {
    assert.strictEqual(clients[1].stopped, true);
    assert.strictEqual(clients.length, 3);
    assert.strictEqual(clients[2].serverOptions.run.command,
      path.join(require('os').homedir(), 'bin/interop-lsp'));
  });

  failStart = true;
  await commands['interopLsp.restart']();
  await check('a server that cannot start gives an error message naming interopLsp.path', () => {
    assert.strictEqual(errors.length, 1);
    assert.ok(errors[0].includes('interopLsp.path'), errors[0]);
  });

  await check('empty values are not sent', () => {
    assert.deepStrictEqual(extension.serverSettings(getConfiguration('none')), {});
    settings = { 'interopLsp.deploymentTarget': '  ', 'interopLsp.rules': {} };
    assert.deepStrictEqual(extension.serverSettings(getConfiguration('interopLsp')), {});
  });

  await check('resolveServer: a set interopLsp.path wins; else the bundled bin/, PATH, install folders', () => {
    const fs = require('fs');
    const os = require('os');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'interop-vscode-'));
    const touch = (file, mode) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, '#!/bin/sh\n');
      fs.chmodSync(file, mode);
      return file;
    };
    const ext = path.join(root, 'ext');
    const onPath = touch(path.join(root, 'path-bin', 'interop-lsp'), 0o755);
    const home = path.join(root, 'home');
    const inHome = touch(path.join(home, '.local', 'bin', 'interop-lsp'), 0o755);
    const config = (value) => ({ get: (key) => (key === 'path' ? value : undefined) });
    const env = { PATH: path.dirname(onPath), HOME: home };
    try {
      assert.strictEqual(extension.resolveServer(config('/x/interop-lsp'), ext, env), '/x/interop-lsp');
      assert.strictEqual(extension.resolveServer(config('interop-lsp'), ext, env), onPath);
      // Bundled, without the executable bit (as some unzips leave it): made executable and chosen.
      const bundled = touch(path.join(ext, 'bin', 'interop-lsp'), 0o644);
      assert.strictEqual(extension.resolveServer(config('interop-lsp'), ext, env), bundled);
      assert.strictEqual(extension.resolveServer(config(undefined), ext, env), bundled);
      assert.ok((fs.statSync(bundled).mode & 0o111) !== 0, 'bundled binary made executable');
      assert.strictEqual(extension.resolveServer(config('interop-lsp'), undefined, env), onPath);
      assert.strictEqual(extension.resolveServer(config('interop-lsp'), undefined, { PATH: '', HOME: home }), inHome);
      const systemWide = ['/opt/homebrew/bin', '/usr/local/bin', '/home/linuxbrew/.linuxbrew/bin']
        .some((dir) => fs.existsSync(path.join(dir, 'interop-lsp')));
      if (!systemWide) {
        assert.strictEqual(extension.resolveServer(config('interop-lsp'), undefined, { PATH: '', HOME: path.join(root, 'none') }),
          'interop-lsp');
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  await check('deactivate stops the client', async () => {
    failStart = false;
    await commands['interopLsp.restart']();
    const last = clients[clients.length - 1];
    await extension.deactivate();
    assert.strictEqual(last.stopped, true);
  });

  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
})();
