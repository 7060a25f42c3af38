import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { farmerPhone } from '../support/accounts';
import { createMigratedPgliteDirectory } from '../support/pgliteSnapshot';
import {
  callServer,
  newSharedSecrets,
  signInThrough,
  startServerProcess,
  type ServerProcess,
} from '../support/serverProcess';

/** Each start in a fresh PID namespace, as a container restart does: the server is pid 1 every time. */
const IN_NEW_PID_NAMESPACE = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child=SIGKILL'];
const canUnshare = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

/**
 * The bank's review: a PGlite server killed in a container never came back, because the lock named pid 1
 * and the restarted server, pid 1 again, took the lock for alive. Killed, it must start again on its data.
 */
(canUnshare ? describe : describe.skip)('a PGlite server killed in a PID namespace', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-pidns-'));
    await createMigratedPgliteDirectory(dataDir);
  }, 30_000);
  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts again on its own data in a new namespace, with no one deleting the lock', async () => {
    const options = { database: { dataDir }, secrets: newSharedSecrets(), launcher: IN_NEW_PID_NAMESPACE };
    server = await startServerProcess(options);
    const phone = farmerPhone(901);
    const { token } = await signInThrough(server, phone);
    await server.kill();
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    server = await startServerProcess(options);
    const session = await callServer(server, 'GET', '/api/auth/session', { token });
    expect(session.status).toBe(200);
    expect(session.json).toMatchObject({ phone, role: 'user' });
  }, 60_000);
});
