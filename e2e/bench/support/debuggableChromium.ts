import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../src/support/browser';

export interface DebuggableChromium {
  /** The DevTools port, for Lighthouse and for playwright's connectOverCDP. */
  port: number;
  close(): Promise<void>;
}

/**
 * Debian's Chromium (never a downloaded browser), headless, with a DevTools port that Lighthouse drives.
 * Port 0 lets Chromium choose a free one; it prints it on stderr.
 */
export function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-lighthouse-profile-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    ['--headless=new', ...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()));
  const close = async () => {
    chromium.kill();
    await exited;
    fs.rmSync(profile, { recursive: true, force: true });
  };

  return new Promise((resolve, reject) => {
    let stderr = '';
    chromium.stderr.setEncoding('utf8');
    chromium.stderr.on('data', (text: string) => {
      stderr += text;
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (listening) resolve({ port: Number(listening[1]), close });
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${stderr}`)));
    chromium.once('error', reject);
  });
}
