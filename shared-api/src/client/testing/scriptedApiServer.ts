import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server saw. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
  json(): unknown;
}

export interface ScriptedAnswer {
  status?: number;
  body?: unknown;
  /** Hold the answer until this promise settles (to see busy states). */
  after?: Promise<unknown>;
  /** Cut the connection instead of answering, as a mobile network that drops does. */
  drop?: boolean;
}

type Handler = (request: RecordedRequest) => ScriptedAnswer | Promise<ScriptedAnswer>;

/**
 * A real HTTP server for tests of browser code: the RTK Query client talks to it over the network
 * exactly as it talks to the real API, and each test scripts the answers per `METHOD /path`.
 * Unscripted calls answer 404 with the API's error shape.
 */
export async function startScriptedApiServer() {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const url = new URL(incoming.url ?? '/', 'http://localhost');
      const body = Buffer.concat(chunks);
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body,
        json: () => JSON.parse(body.toString('utf8')) as unknown,
      };
      // Browsers under test (jsdom) send CORS preflights; answer them permissively.
      if (recorded.method === 'OPTIONS') {
        response.writeHead(204, corsHeaders()).end();
        return;
      }
      requests.push(recorded);
      const handler = handlers.get(`${recorded.method} ${recorded.path}`);
      const answer = handler
        ? await handler(recorded)
        : {
            status: 404,
            body: { error: `No scripted answer for ${recorded.method} ${recorded.path}`, code: 'NOT_FOUND' },
          };
      await answer.after;
      if (answer.drop) {
        incoming.socket.destroy();
        return;
      }
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...corsHeaders() });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** Absolute API base for `createAppStore({ apiBaseUrl })`. */
    apiBaseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    /** Script `POST /api/auth/send-otp` and the like; a plain answer or a function of the request. */
    answer(route: string, answer: ScriptedAnswer | Handler): void {
      handlers.set(route, typeof answer === 'function' ? answer : () => answer);
    },
    requestsTo(route: string): RecordedRequest[] {
      return requests.filter((request) => `${request.method} ${request.path}` === route);
    },
    reset(): void {
      handlers.clear();
      requests.length = 0;
    },
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type ScriptedApiServer = Awaited<ReturnType<typeof startScriptedApiServer>>;

function corsHeaders() {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, content-type, if-match',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
  };
}
