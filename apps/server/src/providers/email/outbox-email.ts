import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { EmailProvider } from './email-provider';

/** The built-in email provider: messages land in the outbox table (subject on the first line). */
export function createOutboxEmailProvider(db: Db): EmailProvider {
  return {
    name: 'outbox',
    async send({ merchantCode, to, subject, body }) {
      await db
        .insert(outbox)
        .values({ merchantCode, channel: 'email', recipient: to, body: `${subject}\n\n${body}` });
    },
  };
}
