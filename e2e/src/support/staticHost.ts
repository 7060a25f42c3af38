import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
};

export interface StaticHost {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  requestedPaths: string[];
  close(): Promise<void>;
}

/** A plain second web host (another origin, like a CDN), serving one folder as it is. */
export async function startStaticHost(folder: string): Promise<StaticHost> {
  const requestedPaths: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    requestedPaths.push(pathname);
    const file = path.join(folder, path.normalize(pathname));
    const found = file.startsWith(folder) && (await stat(file).catch(() => null))?.isFile();
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requestedPaths,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
