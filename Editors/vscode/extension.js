// EqLint for VS Code: starts `eqlint lsp` for Swift files and hands it to VS Code's LSP client.
// Diagnostics, quick fixes (including "suppress RULE on this line"), "eqlint: apply all safe
// fixes" and hover all come from the server; this file only starts and restarts it.
'use strict';

const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function createClient(command) {
  const serverOptions = { command, args: ['lsp'] };
  const clientOptions = {
    documentSelector: [{ scheme: 'file', language: 'swift' }],
  };
  return new LanguageClient('eqlint', 'EqLint', serverOptions, clientOptions);
}

async function start() {
  const command = vscode.workspace.getConfiguration('eqlint').get('path') || 'eqlint';
  client = createClient(command);
  try {
    await client.start();
  } catch (error) {
    vscode.window.showErrorMessage(
      `EqLint: cannot start '${command} lsp' (${error && error.message ? error.message : error}). ` +
      'Install eqlint, or set eqlint.path to its full path.');
  }
}

async function stop() {
  if (!client) return;
  const running = client;
  client = undefined;
  if (running.isRunning()) await running.stop();
}

async function activate(context) {
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (!event.affectsConfiguration('eqlint.path')) return;
      await stop();
      await start();
    }),
    { dispose: () => stop() });
  await start();
}

function deactivate() {
  return stop();
}

module.exports = { activate, deactivate };
