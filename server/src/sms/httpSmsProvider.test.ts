import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpSmsProvider } from './httpSmsProvider';
import { SmsDeliveryError } from './smsProvider';

interface Received {
  method: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A local stand-in for the SMS gateway, answering with `status` (or never, when null). */
async function startGateway(status: number | null) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method, headers: request.headers, body: JSON.parse(body) });
      if (status !== null) response.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"m-1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('HttpSmsProvider', () => {
  it('posts the message as JSON with the bearer token', async () => {
    const gateway = await startGateway(202);
    try {
      const provider = new HttpSmsProvider({
        url: gateway.url,
        token: 's3cret',
        senderId: 'KISANC',
        timeoutMs: 10_000,
      });
      await provider.send('9876543210', 'Your Kisan Credit OTP is 123456.');
      expect(gateway.received).toEqual([
        {
          method: 'POST',
          headers: expect.objectContaining({ authorization: 'Bearer s3cret', 'content-type': 'application/json' }),
          body: { to: '+919876543210', from: 'KISANC', text: 'Your Kisan Credit OTP is 123456.' },
        },
      ]);
    } finally {
      await gateway.close();
    }
  });

  it('carries the DLT template id of a business SMS', async () => {
    const gateway = await startGateway(200);
    try {
      const provider = new HttpSmsProvider({
        url: gateway.url,
        token: undefined,
        senderId: 'KISANC',
        timeoutMs: 10_000,
      });
      await provider.send('9876543210', 'Kisan Credit: your KCC loan has been sanctioned.', {
        dltTemplateId: '1107160000000000004',
      });
      expect(gateway.received[0]!.body).toEqual({
        to: '+919876543210',
        from: 'KISANC',
        text: 'Kisan Credit: your KCC loan has been sanctioned.',
        dltTemplateId: '1107160000000000004',
      });
    } finally {
      await gateway.close();
    }
  });

  it('fails when the gateway refuses, without quoting the message', async () => {
    const gateway = await startGateway(503);
    try {
      const provider = new HttpSmsProvider({
        url: gateway.url,
        token: undefined,
        senderId: 'KISANC',
        timeoutMs: 10_000,
      });
      const sending = provider.send('9876543210', 'OTP 654321');
      await expect(sending).rejects.toThrow(SmsDeliveryError);
      await expect(sending).rejects.toThrow('SMS gateway answered 503');
      await expect(sending).rejects.not.toThrow(/654321/);
      expect(gateway.received[0]!.headers.authorization).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });

  it('gives up when the gateway does not answer in time', async () => {
    const gateway = await startGateway(null);
    try {
      const provider = new HttpSmsProvider({ url: gateway.url, token: 't', senderId: 'KISANC', timeoutMs: 200 });
      await expect(provider.send('9876543210', 'x')).rejects.toThrow('no answer within 200 ms');
    } finally {
      await gateway.close();
    }
  });

  it('fails when nothing listens at the address', async () => {
    const gateway = await startGateway(200);
    await gateway.close();
    const provider = new HttpSmsProvider({ url: gateway.url, token: 't', senderId: 'KISANC', timeoutMs: 10_000 });
    await expect(provider.send('9876543210', 'x')).rejects.toThrow(SmsDeliveryError);
  });
});
