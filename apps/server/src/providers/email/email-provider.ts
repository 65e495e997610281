export interface EmailMessage {
  merchantCode: string;
  to: string;
  subject: string;
  body: string;
}

/** Email behind an interface (ARCHITECTURE "Outside services"); built-in: the outbox table. */
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}
