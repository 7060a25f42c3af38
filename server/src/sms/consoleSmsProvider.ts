import { formatMobileForDisplay } from '@kisan-credit/shared-api/contract/phone';
import type { SmsOptions, SmsProvider } from './smsProvider';

export interface SentSms {
  to: string;
  text: string;
  dltTemplateId?: string;
}

/** The messages the development provider has "sent", for tests and the e2e suite to read. */
export class DevOutbox {
  readonly messages: SentSms[] = [];

  /** The six-digit code in the latest message to `phone` (ten digits), if any. */
  latestOtpFor(phone: string): string | undefined {
    const latest = this.messages.findLast((message) => message.to === phone);
    return latest?.text.match(/\b\d{6}\b/)?.[0];
  }

  clear(): void {
    this.messages.length = 0;
  }
}

export interface ConsoleSmsProviderOptions {
  /** Keep an outbox of sent messages; never in production. */
  keepOutbox: boolean;
  /** Where the message is printed; the server console by default. */
  write?: (line: string) => void;
}

/**
 * Development SMS: prints the message on the server console. Written straight to stdout rather than
 * through the logger, because the logger must never carry an OTP.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly outbox: DevOutbox | null;
  private readonly write: (line: string) => void;

  constructor({ keepOutbox, write = (line) => process.stdout.write(line) }: ConsoleSmsProviderOptions) {
    this.outbox = keepOutbox ? new DevOutbox() : null;
    this.write = write;
  }

  async send(to: string, text: string, { dltTemplateId }: SmsOptions = {}): Promise<void> {
    const template = dltTemplateId ? ` [DLT template ${dltTemplateId}]` : '';
    this.write(`\n📱 SMS to ${formatMobileForDisplay(to)}: ${text}${template}\n\n`);
    this.outbox?.messages.push({ to, text, ...(dltTemplateId ? { dltTemplateId } : {}) });
  }
}
