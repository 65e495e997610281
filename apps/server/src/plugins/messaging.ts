import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EmailProvider } from '../providers/email/email-provider';
import { createOutboxEmailProvider } from '../providers/email/outbox-email';
import { createOutboxSmsProvider } from '../providers/sms/outbox-sms';
import type { SmsProvider } from '../providers/sms/sms-provider';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
    email: EmailProvider;
  }
}

export interface MessagingOptions {
  /** Default: the outbox in the database, which tests and the demo read. */
  sms?: SmsProvider | undefined;
  email?: EmailProvider | undefined;
}

/** Where verification codes go out: an SMS gateway and SMTP, or the outbox. */
export const messagingPlugin = fp<MessagingOptions>(
  async (app: FastifyInstance, options) => {
    app.decorate('sms', options.sms ?? createOutboxSmsProvider(app.db));
    app.decorate('email', options.email ?? createOutboxEmailProvider(app.db));
  },
  { name: 'messaging', dependencies: ['database'] },
);
