import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentType } from '@member-app/contract/schemas/admin-content';
import type { Db } from '../../db/client';
import {
  clubLabelBenefits,
  clubLabels,
  contentActivities,
  contentAnnouncements,
  contentArticles,
  contentBanners,
  contentLeaderboard,
  contentMallItems,
  contentPromoCategories,
  contentPromotions,
  customerServiceEntries,
  missions,
} from '../../db/schema';

type Row = Record<string, unknown>;
/** A content item as answered: its fields plus the ones every item has. */
export type ContentItem = { id: number; enabled: boolean; sortOrder: number } & Row;

/** The columns every content table shares with the admin item shape. */
interface ContentTable {
  table: PgTable;
  id: PgColumn;
  merchantCode: PgColumn;
  enabled: PgColumn;
  sortOrder: PgColumn;
  /** The column the list's `group` filter narrows (banner group, announcement type, ...). */
  group?: PgColumn;
  /** Input fields stored as timestamps (epoch ms in the API). */
  dates: string[];
}

const tables: Record<ContentType, ContentTable> = {
  banners: {
    table: contentBanners,
    ...pick(contentBanners),
    group: contentBanners.groupName,
    dates: ['startAt', 'endAt'],
  },
  announcements: {
    table: contentAnnouncements,
    ...pick(contentAnnouncements),
    group: contentAnnouncements.type,
    dates: [],
  },
  'promotion-categories': {
    table: contentPromoCategories,
    ...pick(contentPromoCategories),
    dates: [],
  },
  activities: { table: contentActivities, ...pick(contentActivities), dates: ['startAt', 'endAt'] },
  promotions: { table: contentPromotions, ...pick(contentPromotions), dates: [] },
  articles: {
    table: contentArticles,
    ...pick(contentArticles),
    group: contentArticles.kind,
    dates: ['publishedAt'],
  },
  'mall-items': { table: contentMallItems, ...pick(contentMallItems), dates: [] },
  leaderboard: {
    table: contentLeaderboard,
    ...pick(contentLeaderboard),
    group: contentLeaderboard.board,
    dates: [],
  },
  missions: { table: missions, ...pick(missions), group: missions.cycle, dates: [] },
  'vip-labels': { table: clubLabels, ...pick(clubLabels), dates: [] },
  'vip-benefits': { table: clubLabelBenefits, ...pick(clubLabelBenefits), dates: [] },
  'customer-service': {
    table: customerServiceEntries,
    ...pick(customerServiceEntries),
    group: customerServiceEntries.csPosition,
    dates: [],
  },
};

function pick(t: { id: PgColumn; merchantCode: PgColumn; enabled: PgColumn; sortOrder: PgColumn }) {
  return { id: t.id, merchantCode: t.merchantCode, enabled: t.enabled, sortOrder: t.sortOrder };
}

/** A stored row as the API answers it: dates as epoch ms, no merchant code. */
function toItem(t: ContentTable, row: Row): ContentItem {
  const { merchantCode: _merchant, createdAt: _created, ...rest } = row;
  void _merchant;
  void _created;
  for (const key of t.dates) {
    const value = rest[key];
    rest[key] = value instanceof Date ? value.getTime() : (value ?? null);
  }
  return rest as ContentItem;
}

/** API values to column values: epoch ms to dates. */
function toRow(t: ContentTable, input: Row): Row {
  const row: Row = { ...input };
  for (const key of t.dates) {
    if (typeof row[key] === 'number') row[key] = new Date(row[key]);
  }
  return row;
}

/** The content tables' SQL for the operator API, one set of calls for every type. */
export function createContentAdminRepository(db: Db) {
  const where = (t: ContentTable, code: string, id?: number): SQL =>
    id === undefined ? eq(t.merchantCode, code) : and(eq(t.merchantCode, code), eq(t.id, id))!;

  return {
    async list(
      type: ContentType,
      code: string,
      q: { page: number; size: number; group?: string | undefined; enabled?: boolean | undefined },
    ) {
      const t = tables[type];
      const filters = [where(t, code)];
      if (q.group && t.group) filters.push(eq(t.group, q.group));
      if (q.enabled !== undefined) filters.push(eq(t.enabled, q.enabled));
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(t.table)
        .where(and(...filters));
      const rows = (await db
        .select()
        .from(t.table)
        .where(and(...filters))
        .orderBy(asc(t.sortOrder), asc(t.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size)) as Row[];
      return { total: n, items: rows.map((r) => toItem(t, r)) };
    },

    async get(type: ContentType, code: string, id: number): Promise<ContentItem | null> {
      const t = tables[type];
      const [row] = (await db
        .select()
        .from(t.table)
        .where(where(t, code, id))) as Row[];
      return row ? toItem(t, row) : null;
    },

    async create(type: ContentType, code: string, input: Row): Promise<ContentItem> {
      const t = tables[type];
      const [row] = (await db
        .insert(t.table)
        .values({ ...toRow(t, input), merchantCode: code } as never)
        .returning()) as Row[];
      return toItem(t, row!);
    },

    async update(
      type: ContentType,
      code: string,
      id: number,
      patch: Row,
    ): Promise<ContentItem | null> {
      const t = tables[type];
      const [row] = (await db
        .update(t.table)
        .set(toRow(t, patch) as never)
        .where(where(t, code, id))
        .returning()) as Row[];
      return row ? toItem(t, row) : null;
    },

    async remove(type: ContentType, code: string, id: number): Promise<boolean> {
      const t = tables[type];
      const rows = await db
        .delete(t.table)
        .where(where(t, code, id))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /** Sets sortOrder 0, 1, 2, ... in the given order; ids of other merchants are ignored. */
    async order(type: ContentType, code: string, ids: number[]): Promise<number> {
      const t = tables[type];
      return db.transaction(async (tx) => {
        const own = await tx
          .select({ id: t.id })
          .from(t.table)
          .where(and(eq(t.merchantCode, code), inArray(t.id, ids)));
        const known = new Set(own.map((r) => r.id as number));
        let position = 0;
        for (const id of ids) {
          if (!known.has(id)) continue;
          await tx.update(t.table).set({ sortOrder: position++ }).where(eq(t.id, id));
        }
        return position;
      });
    },

    /** Whether every id belongs to the merchant's rows of a type (references between items). */
    async owns(type: ContentType, code: string, ids: number[]): Promise<boolean> {
      if (ids.length === 0) return true;
      const t = tables[type];
      const rows = await db
        .select({ id: t.id })
        .from(t.table)
        .where(and(eq(t.merchantCode, code), inArray(t.id, [...new Set(ids)])));
      return rows.length === new Set(ids).size;
    },
  };
}

export type ContentAdminRepository = ReturnType<typeof createContentAdminRepository>;
