import http from 'node:http';
import https from 'node:https';

/** An answer; `json` is the parsed body as the caller expects it (undefined when the body is not JSON). */
export interface Answer<Json = unknown> {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: Json;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** A raw body with its content type (a multipart upload). */
  raw?: { bytes: Buffer; contentType: string };
  headers?: Record<string, string>;
  /** Connect from this local address (127.0.0.2 …): a client other than nginx itself, as nginx sees it. */
  localAddress?: string;
}

/**
 * One HTTP(S) call. nginx's certificate in the test is self-signed, made for the run: it is not checked
 * (only this client, on loopback, talks to it).
 */
export function call<Json = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<Json>> {
  const url = new URL(path, baseUrl);
  const body =
    options.raw?.bytes ?? (options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body)));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body) {
    headers['content-type'] = options.raw?.contentType ?? 'application/json';
    headers['content-length'] = String(body.length);
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      { method, headers, rejectUnauthorized: false, localAddress: options.localAddress, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: json as Json });
        });
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${url} took over 30 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** A multipart/form-data body holding one file in the `document` field, as a browser's FormData sends it. */
export function multipartDocument(bytes: Buffer, fileName: string, contentType: string) {
  const boundary = `----kcc${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    bytes: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
