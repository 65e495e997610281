import type { Db } from '../client';

/** Seeds the demo merchant's games once (idempotent; filled in by the games issue). */
export async function seedDemoGames(_db: Db): Promise<void> {}
