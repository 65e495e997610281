import type { Db } from '../client';
import { chatMessages, chatThreads, customerServiceEntries } from '../schema';

// The demo merchant's customer service: the chat and domain entries (some for VIP labels only), and
// one answered support chat of the demo player.

const DEMO = 'demo';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Inserts the customer service entries (`labelId`: label name to id; conflicts ignored). */
export async function seedDemoCustomerService(
  tx: Db,
  labelId: ReadonlyMap<string, number>,
): Promise<void> {
  const goldIds = ['Gold', 'Platinum', 'Diamond']
    .map((n) => labelId.get(n))
    .filter((n) => n !== undefined);
  const gold = labelId.get('Gold');
  await tx
    .insert(customerServiceEntries)
    .values([
      {
        merchantCode: DEMO,
        csType: 'COMM100',
        csPosition: 'CHAT',
        title: 'Customer service 24/7',
        url: 'https://chat.luckystar.test/comm100/standard',
        sortOrder: 1,
      },
      {
        merchantCode: DEMO,
        csType: 'AICAN',
        csPosition: 'CHAT',
        title: 'AI assistant',
        url: 'https://ai.luckystar.test/assistant',
        sortOrder: 2,
      },
      {
        merchantCode: DEMO,
        csType: 'MIDUOKE',
        csPosition: 'CHAT',
        title: 'Deposit & withdrawal help',
        url: 'https://miduoke.luckystar.test/payments',
        sortOrder: 3,
      },
      {
        merchantCode: DEMO,
        csType: 'COMM100',
        csPosition: 'DOMAIN',
        title: 'Customer service',
        url: 'https://chat.luckystar.test/comm100/standard',
        sortOrder: 1,
      },
      {
        merchantCode: DEMO,
        csType: 'COMM100VIP',
        csPosition: 'CHAT',
        title: 'VIP host line',
        url: 'https://chat.luckystar.test/comm100/vip',
        labelIds: goldIds,
        sortOrder: 1,
      },
      ...(gold !== undefined
        ? [
            {
              merchantCode: DEMO,
              csType: 'LIVECHAT',
              csPosition: 'CHAT',
              title: 'Gold lounge live chat',
              url: 'https://livechat.luckystar.test/gold',
              labelIds: [gold],
              sortOrder: 2,
            },
          ]
        : []),
      {
        merchantCode: DEMO,
        csType: 'COMM100VIP',
        csPosition: 'DOMAIN',
        title: 'VIP customer service',
        url: 'https://chat.luckystar.test/comm100/vip',
        labelIds: goldIds,
        sortOrder: 1,
      },
    ])
    .onConflictDoNothing();
}

/** Inserts the demo player's support chat of three days ago, unless another instance did. */
export async function seedDemoChat(tx: Db, player: number, now: number): Promise<void> {
  const [thread] = await tx
    .insert(chatThreads)
    .values({
      merchantCode: DEMO,
      memberId: player,
      createdAt: new Date(now - 3 * DAY),
      updatedAt: new Date(now - 3 * DAY),
    })
    .onConflictDoNothing()
    .returning({ id: chatThreads.id });
  if (!thread) return;
  const at = (minutesAgo: number) => new Date(now - 3 * DAY + (60 - minutesAgo) * MINUTE);
  await tx.insert(chatMessages).values([
    {
      threadId: thread.id,
      author: 'member',
      body: 'Hi, my GCash deposit is not showing yet.',
      createdAt: at(30),
    },
    {
      threadId: thread.id,
      author: 'operator',
      authorName: 'Bea',
      body: 'Hello Juan! I can see it now: ₱1,000 was credited to your wallet. Anything else I can help with?',
      createdAt: at(27),
      seenAt: at(26),
    },
    { threadId: thread.id, author: 'member', body: 'All good, thank you!', createdAt: at(25) },
  ]);
}
