import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { merchantSettingsSchema } from '@member-app/contract/schemas/merchant-settings';
import type { Db } from '../client';
import { clubLabels, members, merchantDomains, merchants } from '../schema';
import {
  DEMO_CLUB_LABELS,
  DEMO_DOMAINS,
  DEMO_MEMBERS,
  DEMO_MERCHANT_CODE,
  DEMO_TEMP_PASSWORD,
  demoMerchantSettings,
} from './demo-merchant';
import { ARGON2_OPTIONS } from '../../lib/passwords';
import { seedDemoOperators } from './demo-operators';

/**
 * Seeds the demo merchant, its labels and demo members once. Safe to run concurrently on several
 * instances (every insert ignores conflicts) and on every start (does nothing when present).
 */
export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  await seedDemoOperators(db);
  const existing = await db
    .select({ code: merchants.code })
    .from(merchants)
    .where(eq(merchants.code, DEMO_MERCHANT_CODE));
  if (existing.length > 0) return { created: false };

  const settings = merchantSettingsSchema.parse(demoMerchantSettings);
  const hashes = await Promise.all(DEMO_MEMBERS.map((m) => hash(m.password, ARGON2_OPTIONS)));

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(merchants)
      .values({ code: DEMO_MERCHANT_CODE, settings, tempPassword: DEMO_TEMP_PASSWORD })
      .onConflictDoNothing()
      .returning({ code: merchants.code });
    if (inserted.length === 0) return { created: false };
    await tx
      .insert(merchantDomains)
      .values(DEMO_DOMAINS.map((domain) => ({ domain, merchantCode: DEMO_MERCHANT_CODE })))
      .onConflictDoNothing();
    const labels = await tx
      .insert(clubLabels)
      .values(DEMO_CLUB_LABELS.map((l) => ({ ...l, merchantCode: DEMO_MERCHANT_CODE })))
      .onConflictDoNothing()
      .returning({ id: clubLabels.id, labelName: clubLabels.labelName });
    const labelId = new Map(labels.map((l) => [l.labelName, l.id]));
    await tx
      .insert(members)
      .values(
        DEMO_MEMBERS.map((m, i) => ({
          merchantCode: DEMO_MERCHANT_CODE,
          userName: m.userName,
          type: m.type,
          passwordHash: hashes[i]!,
          passwordChangedAt: new Date(),
          firstTimeLogin: m.firstTimeLogin,
          language: m.language,
          clubLabelId: m.label ? (labelId.get(m.label) ?? null) : null,
          countryDialingCode: m.countryDialingCode ?? null,
          mobileNum: m.mobileNum ?? null,
          email: m.email ?? null,
          payeeName: m.payeeName ?? null,
          totpSecret: m.totpSecret ?? null,
          secondFactors: m.secondFactors ?? [],
        })),
      )
      .onConflictDoNothing();
    return { created: true };
  });
}
