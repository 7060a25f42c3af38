import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import autocannon from 'autocannon';
import { exampleCompleteApplication } from '@kisan-credit/shared-api/contract/application/example';
import { startServer } from '../../src/main';
import { createScratchDatabase } from '../scratchDatabase';
import { generateDocument, makePerson, type DocumentKind, type DocumentVariant } from '../../test-documents';

const FARMERS = 20;
const RATE = 200;
const CONNECTIONS = 10;
const DOCUMENTS: [DocumentKind, DocumentVariant][] = [
  ['aadhaarFront', 'phonePhoto'],
  ['aadhaarBack', 'scan'],
  ['pan', 'phonePhoto'],
  ['voterId', 'scan'],
  ['passbook', 'scannedPdf'],
  ['khatauni', 'scan'],
  ['khatauni', 'phonePhoto'],
];

export interface ApiWhileReading {
  rate: number;
  idle: { p50: number; p99: number };
  reading: { p50: number; p99: number; documents: number; seconds: number };
}

/**
 * GET /api/loan/application at a steady RATE, first with nothing else to do, then while the server's own
 * extraction worker reads a batch of scans and phone photos: what a farmer feels while others upload.
 */
export async function measureApiWhileReading(workers: number): Promise<ApiWhileReading & { database: string }> {
  // PostgreSQL when DATABASE_URL names a server (in a scratch database of its own), else PGlite in memory.
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const server = await startServer({
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: scratch?.url ?? 'memory://',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_USERS: 'false',
      FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'kcc-bench-files-')),
      EXTRACTION_WORKERS: String(workers),
    },
    logDestination: new Writable({ write: (_chunk, _encoding, done) => done() }),
  });
  try {
    const { app, url } = server;
    const tokens: string[] = [];
    for (let index = 0; index < FARMERS; index += 1) {
      const user = (await app.users.add(`97${String(10_000_000 + index)}`, 'user', new Date()))!;
      const token = await app.sessions.start(user.id);
      const saved = await fetch(`${url}/api/loan/save-draft`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(exampleCompleteApplication()),
      });
      if (!saved.ok) throw new Error(`save-draft answered ${saved.status}`);
      tokens.push(token);
    }
    const documents = await Promise.all(
      DOCUMENTS.flatMap(([kind, variant]) => [1, 2].map((seed) => generateDocument(makePerson(seed), kind, variant))),
    );
    const drive = (seconds: number) => {
      let next = 0;
      return autocannon({
        url,
        connections: CONNECTIONS,
        overallRate: RATE,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            path: '/api/loan/application',
            setupRequest: (request) => ({
              ...request,
              headers: { authorization: `Bearer ${tokens[next++ % tokens.length]}` },
            }),
          },
        ],
      });
    };
    await drive(2);
    const idle = await drive(6);

    const readingStarted = performance.now();
    let uploaded = 0;
    for (const [index, document] of documents.entries()) {
      const form = new FormData();
      form.append('document', new Blob([new Uint8Array(document.bytes)], { type: document.mime }), document.fileName);
      const answer = await fetch(`${url}/api/file/upload?doctype=${document.slot}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[index % tokens.length]}` },
        body: form,
      });
      if (answer.status === 201) uploaded += 1;
    }
    const stillReading = async () => {
      for (const token of tokens) {
        const answer = await fetch(`${url}/api/file/suggestions`, { headers: { authorization: `Bearer ${token}` } });
        if ((await answer.json()).processing) return true;
      }
      return false;
    };
    const samples: autocannon.Result[] = [];
    while (await stillReading()) samples.push(await drive(3));
    const seconds = (performance.now() - readingStarted) / 1000;
    const worst = (pick: (result: autocannon.Result) => number) => Math.max(0, ...samples.map(pick));
    return {
      database: scratch ? 'PostgreSQL' : 'PGlite in memory',
      rate: RATE,
      idle: { p50: idle.latency.p50, p99: idle.latency.p99 },
      reading: {
        p50: worst((result) => result.latency.p50),
        p99: worst((result) => result.latency.p99),
        documents: uploaded,
        seconds,
      },
    };
  } finally {
    await server.close();
    await scratch?.remove();
  }
}

export function apiWhileReadingSummary({
  database,
  rate,
  idle,
  reading,
}: ApiWhileReading & { database: string }): string {
  const verdict = reading.p99 < 50 ? 'met' : 'MISSED';
  return [
    `${database}: GET /api/loan/application at ${rate} req/s: p50 ${idle.p50} ms, p99 ${idle.p99} ms with nothing being read;`,
    `  while ${reading.documents} scans and phone photos were read (${reading.seconds.toFixed(1)} s): p50 ${reading.p50} ms, p99 ${reading.p99} ms (worst 3-second window)`,
    `  Target p99 under 50 ms while extraction runs: ${verdict}`,
  ].join('\n');
}
