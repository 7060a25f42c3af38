import type { AppConfig } from '../config';
import { ConsoleSmsProvider } from './consoleSmsProvider';
import { HttpSmsProvider } from './httpSmsProvider';
import type { SmsProvider } from './smsProvider';

/** The provider SMS_PROVIDER names (config has already refused `console` in production). */
export function createSmsProvider(config: AppConfig): SmsProvider {
  if (config.sms.provider === 'http') {
    return new HttpSmsProvider({
      url: config.sms.gatewayUrl!,
      token: config.sms.gatewayToken,
      senderId: config.sms.senderId,
      timeoutMs: config.sms.timeoutMs,
    });
  }
  return new ConsoleSmsProvider({ keepOutbox: !config.isProduction });
}
