import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServedFile {
  status?: number;
  contentType: string;
  body: string | Buffer;
}

/** A real HTTP server for stored files: each test says what a path answers; it records who asked. */
export async function startFileServer() {
  const files = new Map<string, ServedFile>();
  const authorizations: (string | undefined)[] = [];
  const server = createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization' };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    authorizations.push(request.headers.authorization);
    const file = files.get(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!file) {
      response
        .writeHead(404, { 'content-type': 'application/json', ...cors })
        .end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    response.writeHead(file.status ?? 200, { 'content-type': file.contentType, ...cors }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    apiBaseUrl: `http://127.0.0.1:${port}/api`,
    serve: (path: string, file: ServedFile) => files.set(path, file),
    authorizations,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
