import type { AppConfig } from './config';
import type { Clock } from './clock';
import type { Database } from './db/connect';
import type { SmsProvider } from './sms/smsProvider';

/** What buildApp is given; every plugin receives it too. */
export interface AppOptions {
  config: AppConfig;
  /** Defaults to the system clock. */
  clock?: Clock;
  /** An already open database (tests); otherwise one is opened from config and closed with the app. */
  database?: Database;
  /** Defaults to the provider SMS_PROVIDER names. */
  smsProvider?: SmsProvider;
}
