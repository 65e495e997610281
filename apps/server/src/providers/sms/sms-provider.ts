/** A text message to a mobile number in E.164 form (+639171234567). */
export interface SmsMessage {
  merchantCode: string;
  to: string;
  body: string;
}

/**
 * The SMS gateway behind an interface (ARCHITECTURE "Outside services"); the built-in provider
 * writes to the outbox table, which operators and tests read through GET /admin/outbox.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
