import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The bank's SMS gateway, as the API's http provider calls it (POST {to, from, text}, bearer token). */
export async function startFakeSmsGateway() {
  const token = randomBytes(16).toString('hex');
  const messages: { to: string; text: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.headers.authorization !== `Bearer ${token}`) {
        response.writeHead(401).end();
        return;
      }
      messages.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"accepted":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    token,
    /** The six-digit code in the latest SMS to this ten-digit phone, waiting for it. */
    async codeFor(phone: string): Promise<string> {
      for (let waited = 0; waited < 10_000; waited += 50) {
        const message = messages.findLast((sent) => sent.to === `+91${phone}`);
        const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no SMS to ${phone}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
