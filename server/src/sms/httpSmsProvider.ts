import { SmsDeliveryError, type SmsOptions, type SmsProvider } from './smsProvider';

export interface HttpSmsProviderOptions {
  url: string;
  token: string | undefined;
  senderId: string;
  timeoutMs: number;
}

/**
 * An SMS gateway reached over HTTP: POST {to: '+91…', from, text, dltTemplateId?} as JSON with a bearer token. Any
 * non-2xx answer, network error or timeout is a delivery failure. Errors never quote the text (it holds
 * the OTP).
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(private readonly options: HttpSmsProviderOptions) {}

  async send(to: string, text: string, { dltTemplateId }: SmsOptions = {}): Promise<void> {
    const { url, token, senderId, timeoutMs } = this.options;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: `+91${to}`, from: senderId, text, ...(dltTemplateId ? { dltTemplateId } : {}) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (error as Error).message;
      throw new SmsDeliveryError(`SMS gateway unreachable: ${reason}`);
    }
    // Drain the body so the connection can be reused; its content is not needed.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
  }
}
