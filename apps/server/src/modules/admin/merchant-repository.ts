import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MerchantSettings } from '@member-app/contract/schemas/merchant-settings';
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
  gameCategories,
  games,
  gameVendors,
  merchantDomains,
  merchantPaymentSettings,
  merchants,
  missions,
  referralPrograms,
} from '../../db/schema';

export type MerchantRow = typeof merchants.$inferSelect & { domains: string[] };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The operator API's SQL on merchants: every merchant, disabled ones included. */
export function createMerchantAdminRepository(db: Db) {
  async function domainsOf(codes: string[]) {
    const map = new Map<string, string[]>(codes.map((c) => [c, []]));
    if (codes.length === 0) return map;
    const rows = await db
      .select()
      .from(merchantDomains)
      .where(inArray(merchantDomains.merchantCode, codes))
      .orderBy(asc(merchantDomains.domain));
    for (const r of rows) map.get(r.merchantCode)?.push(r.domain);
    return map;
  }

  /** Domains of `domains` that another merchant holds. */
  async function takenDomains(tx: Tx | Db, code: string, domains: string[]) {
    if (domains.length === 0) return [];
    const rows = await tx
      .select()
      .from(merchantDomains)
      .where(inArray(merchantDomains.domain, domains));
    return rows.filter((r) => r.merchantCode !== code).map((r) => r.domain);
  }

  async function replaceDomains(tx: Tx, code: string, domains: string[]) {
    await tx.delete(merchantDomains).where(eq(merchantDomains.merchantCode, code));
    if (domains.length > 0)
      await tx
        .insert(merchantDomains)
        .values(domains.map((domain) => ({ domain, merchantCode: code })));
  }

  return {
    takenDomains: (code: string, domains: string[]) => takenDomains(db, code, domains),

    async list(q: {
      page: number;
      size: number;
      q?: string | undefined;
      includeDisabled?: boolean | undefined;
      scope: string[] | null;
    }) {
      const where: SQL[] = [];
      if (q.scope) where.push(inArray(merchants.code, q.scope.length ? q.scope : ['']));
      if (!q.includeDisabled) where.push(isNull(merchants.disabledAt));
      if (q.q) {
        const like = `%${q.q.replace(/[%_\\]/g, '\\$&')}%`;
        where.push(
          or(ilike(merchants.code, like), sql`${merchants.settings}->>'name' ilike ${like}`)!,
        );
      }
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(merchants)
        .where(and(...where));
      const rows = await db
        .select()
        .from(merchants)
        .where(and(...where))
        .orderBy(asc(merchants.code))
        .limit(q.size)
        .offset((q.page - 1) * q.size);
      const domains = await domainsOf(rows.map((r) => r.code));
      return {
        total: n,
        items: rows.map((r) => ({
          code: r.code,
          name: r.settings.name,
          domains: domains.get(r.code) ?? [],
          disabled: r.disabledAt !== null,
          createdAt: r.createdAt.getTime(),
          updatedAt: r.updatedAt.getTime(),
        })),
      };
    },

    async read(code: string): Promise<MerchantRow | null> {
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code));
      if (!row) return null;
      return { ...row, domains: (await domainsOf([code])).get(code) ?? [] };
    },

    /**
     * Writes the merchant when its version is still `expectedVersion` (null: whatever it is);
     * false when another write came first.
     */
    async write(
      code: string,
      expectedVersion: number | null,
      set: {
        settings?: MerchantSettings;
        tempPassword?: string;
        disabledAt?: Date | null;
        domains?: string[];
      },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const where = [eq(merchants.code, code)];
        if (expectedVersion !== null) where.push(eq(merchants.version, expectedVersion));
        const updated = await tx
          .update(merchants)
          .set({
            ...(set.settings ? { settings: set.settings } : {}),
            ...(set.tempPassword ? { tempPassword: set.tempPassword } : {}),
            ...(set.disabledAt !== undefined ? { disabledAt: set.disabledAt } : {}),
            version: sql`${merchants.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(...where))
          .returning({ code: merchants.code });
        if (updated.length === 0) return false;
        if (set.domains) await replaceDomains(tx, code, set.domains);
        return true;
      });
    },

    /** Creates a merchant; with `copyFrom`, a copy of that merchant's content. False if the code is taken. */
    async create(input: {
      code: string;
      settings: MerchantSettings;
      tempPassword: string;
      domains: string[];
      copyFrom: string | null;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(merchants)
          .values({ code: input.code, settings: input.settings, tempPassword: input.tempPassword })
          .onConflictDoNothing()
          .returning({ code: merchants.code });
        if (inserted.length === 0) return false;
        await replaceDomains(tx, input.code, input.domains);
        if (input.copyFrom) await copyContent(tx, input.copyFrom, input.code);
        return true;
      });
    },
  };
}

/**
 * Copies a merchant's content and game catalogue to a new one, with the references between items (activities in
 * banners and popups, categories in activities, VIP labels in benefits and service entries)
 * pointed at the copies.
 */
async function copyContent(tx: Tx, from: string, to: string) {
  const strip = <T extends { id: number; merchantCode: string }>({
    id,
    merchantCode,
    ...rest
  }: T) => {
    void id;
    void merchantCode;
    return rest;
  };
  const mapIds = async <T extends { id: number; merchantCode: string }>(
    rows: T[],
    insert: (values: Omit<T, 'id' | 'merchantCode'>[]) => Promise<{ id: number }[]>,
  ) => {
    const map = new Map<number, number>();
    if (rows.length === 0) return map;
    const ids = await insert(rows.map(strip));
    rows.forEach((r, i) => map.set(r.id, ids[i]!.id));
    return map;
  };

  const categories = await tx
    .select()
    .from(contentPromoCategories)
    .where(eq(contentPromoCategories.merchantCode, from))
    .orderBy(asc(contentPromoCategories.id));
  const categoryIds = await mapIds(categories, (v) =>
    tx
      .insert(contentPromoCategories)
      .values(v.map((r) => ({ ...r, merchantCode: to })))
      .returning({ id: contentPromoCategories.id }),
  );
  const activities = await tx
    .select()
    .from(contentActivities)
    .where(eq(contentActivities.merchantCode, from))
    .orderBy(asc(contentActivities.id));
  const activityIds = await mapIds(activities, (v) =>
    tx
      .insert(contentActivities)
      .values(
        v.map((r) => ({
          ...r,
          merchantCode: to,
          categoryIds: r.categoryIds.map((c) => categoryIds.get(c) ?? c),
        })),
      )
      .returning({ id: contentActivities.id }),
  );
  const banners = await tx
    .select()
    .from(contentBanners)
    .where(eq(contentBanners.merchantCode, from));
  if (banners.length)
    await tx.insert(contentBanners).values(
      banners.map((b) => ({
        ...strip(b),
        merchantCode: to,
        linkage:
          b.linkageType === 'P' && b.linkage
            ? String(activityIds.get(Number(b.linkage)) ?? b.linkage)
            : b.linkage,
      })),
    );
  const announcements = await tx
    .select()
    .from(contentAnnouncements)
    .where(eq(contentAnnouncements.merchantCode, from));
  if (announcements.length)
    await tx.insert(contentAnnouncements).values(
      announcements.map((a) => ({
        ...strip(a),
        merchantCode: to,
        activityId: a.activityId ? (activityIds.get(a.activityId) ?? null) : null,
      })),
    );
  for (const table of [
    contentPromotions,
    contentArticles,
    contentMallItems,
    contentLeaderboard,
    missions,
    gameVendors,
    gameCategories,
    games,
  ]) {
    const rows = await tx.select().from(table).where(eq(table.merchantCode, from));
    if (rows.length)
      await tx.insert(table).values(
        rows.map((r) => ({
          ...strip(r as { id: number; merchantCode: string }),
          merchantCode: to,
        })) as never,
      );
  }
  const labels = await tx
    .select()
    .from(clubLabels)
    .where(eq(clubLabels.merchantCode, from))
    .orderBy(asc(clubLabels.id));
  const labelIds = await mapIds(labels, (v) =>
    tx
      .insert(clubLabels)
      .values(v.map((r) => ({ ...r, merchantCode: to })))
      .returning({ id: clubLabels.id }),
  );
  const benefits = await tx
    .select()
    .from(clubLabelBenefits)
    .where(eq(clubLabelBenefits.merchantCode, from));
  if (benefits.length)
    await tx
      .insert(clubLabelBenefits)
      .values(
        benefits.map((b) => ({ ...strip(b), merchantCode: to, labelId: labelIds.get(b.labelId)! })),
      );
  const entries = await tx
    .select()
    .from(customerServiceEntries)
    .where(eq(customerServiceEntries.merchantCode, from));
  if (entries.length)
    await tx.insert(customerServiceEntries).values(
      entries.map((e) => ({
        ...strip(e),
        merchantCode: to,
        labelIds: e.labelIds.map((l) => labelIds.get(l) ?? l),
      })),
    );
  const [payment] = await tx
    .select()
    .from(merchantPaymentSettings)
    .where(eq(merchantPaymentSettings.merchantCode, from));
  if (payment) await tx.insert(merchantPaymentSettings).values({ ...payment, merchantCode: to });
  const [referral] = await tx
    .select()
    .from(referralPrograms)
    .where(eq(referralPrograms.merchantCode, from));
  if (referral) await tx.insert(referralPrograms).values({ ...referral, merchantCode: to });
}

export type MerchantAdminRepository = ReturnType<typeof createMerchantAdminRepository>;
