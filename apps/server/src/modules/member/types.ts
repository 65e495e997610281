import type { members } from '../../db/schema';

/** A member as stored, and as inserted: what other modules may know of the member module. */
export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
