import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedDemoContent } from '../db/seed/demo-content';
import { seedDemoGames } from '../db/seed/demo-games';
import { seedDemoLoyalty } from '../db/seed/demo-loyalty';
import { seedDemoMemberArea } from '../db/seed/demo-member-area';
import { seedDemoVendor } from '../db/seed/demo-vendor';
import { seedDemo } from '../db/seed/seed';

/** With SEED_DEMO the demo merchant, its members, content, games and loyalty (missions, welcome points) are written on first start. */
export const demoSeedPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.config.SEED_DEMO) return;
    const { created } = await seedDemo(app.db);
    if (created) app.log.info('seeded the demo merchant');
    await seedDemoContent(app.db);
    await seedDemoGames(app.db);
    await seedDemoMemberArea(app.db);
    await seedDemoVendor(app.db);
    await seedDemoLoyalty(app.db);
  },
  { name: 'demo-seed', dependencies: ['config', 'database'] },
);
