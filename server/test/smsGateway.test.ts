import { translate } from '@kisan-credit/shared-api/contract/messages/catalogue';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES } from '@kisan-credit/shared-api/contract/messages/auth';
import { loadConfig } from '../src/config';
import { createSmsProvider } from '../src/sms/createSmsProvider';
import { buildTestApp, MINUTE } from './support/testApp';
import { testDatabases, useTestDatabase } from './support/testDatabases';
import { sendOtp } from './support/signIn';

describe.each(testDatabases())('sign-in through an HTTP SMS gateway on %s', (kind) => {
  const testDatabase = useTestDatabase(kind);
  let gateway: http.Server;
  let gatewayUrl: string;
  let gatewayStatus = 200;
  const texts: string[] = [];

  beforeAll(async () => {
    gateway = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        texts.push(JSON.parse(body).text);
        response.writeHead(gatewayStatus).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

  async function appWithGateway() {
    const config = loadConfig({
      NODE_ENV: 'test',
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: gatewayUrl,
      SMS_GATEWAY_TOKEN: 't',
    });
    return buildTestApp({ database: testDatabase.database, smsProvider: createSmsProvider(config) });
  }

  it('delivers the code through the gateway', async () => {
    gatewayStatus = 200;
    const { app } = await appWithGateway();
    const response = await sendOtp(app, '9876543210');
    expect(response.statusCode).toBe(200);
    expect(texts.at(-1)).toMatch(/Your Kisan Credit OTP is \d{6}\./);
    await app.close();
  });

  it('answers 502 when the gateway fails, and the failed send does not hold up a retry', async () => {
    gatewayStatus = 500;
    const { app, clock } = await appWithGateway();
    const failed = await sendOtp(app, '9876543210');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      error: translate(AUTH_MESSAGES.smsDeliveryFailed, 'en'),
      code: 'smsDeliveryFailed',
    });

    gatewayStatus = 200;
    clock.advance(MINUTE / 6);
    expect((await sendOtp(app, '9876543210')).statusCode).toBe(200);
    await app.close();
  });
});
