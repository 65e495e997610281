import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { SmsProvider } from './sms-provider';

/** The built-in SMS provider: messages land in the outbox table instead of a gateway. */
export function createOutboxSmsProvider(db: Db): SmsProvider {
  return {
    name: 'outbox',
    async send({ merchantCode, to, body }) {
      await db.insert(outbox).values({ merchantCode, channel: 'sms', recipient: to, body });
    },
  };
}
