export interface SmsOptions {
  /** The id India's DLT registry gave the message's template; operators drop a business SMS without it. */
  dltTemplateId?: string;
}

/** Sends one text message. `to` is a ten-digit Indian mobile number (no country code). */
export interface SmsProvider {
  send(to: string, text: string, options?: SmsOptions): Promise<void>;
}

/** The gateway did not take the message; the user is told to try again (502). */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}
