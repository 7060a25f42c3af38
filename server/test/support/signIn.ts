import type { FastifyInstance } from 'fastify';
import type { DevOutbox } from '../../src/sms/consoleSmsProvider';

export async function sendOtp(app: FastifyInstance, phone: string, ip = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { phone }, remoteAddress: ip });
}

export async function verifyOtp(app: FastifyInstance, body: { phone: string; otp: string; verificationId: string }) {
  return app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: body });
}

/** The whole sign-in, as the landing card does it; gives the bearer token and role. */
export async function signIn(app: FastifyInstance, outbox: DevOutbox, phone: string) {
  const sent = await sendOtp(app, phone);
  if (sent.statusCode !== 200) throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  const verified = await verifyOtp(app, {
    phone,
    otp: outbox.latestOtpFor(phone)!,
    verificationId: sent.json().verificationId,
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`);
  return verified.json() as { token: string; role: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
