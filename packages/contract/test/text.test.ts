import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as admin from '../src/schemas/admin';
import * as adminContent from '../src/schemas/admin-content';
import * as adminGames from '../src/schemas/admin-games';
import * as captcha from '../src/schemas/captcha';
import * as content from '../src/schemas/content';
import * as crypto from '../src/schemas/crypto';
import * as downloadPrompt from '../src/schemas/download-prompt';
import * as games from '../src/schemas/games';
import * as identity from '../src/schemas/identity';
import * as memberArea from '../src/schemas/member-area';
import * as merchantSettings from '../src/schemas/merchant-settings';
import * as push from '../src/schemas/push';
import * as session from '../src/schemas/session';
import * as system from '../src/schemas/system';
import * as tracking from '../src/schemas/tracking';
import {
  HOSTILE_STRINGS,
  TEXT_MAX,
  UNUSUAL_VALID_STRINGS,
  isCleanText,
  text,
} from '../src/schemas/text';
import { findUncheckedStrings } from '../src/schemas/text-audit';

/** Every schema the server validates a request with, by the contract's naming. */
const REQUEST_NAME =
  /(Query|Request|Input|Param|Params|Form|Send|Verify|Launch|Reply)Schema$|^(merchantSettingsSchema|encryptedBodySchema)$/;
const modules = {
  admin,
  adminContent,
  adminGames,
  captcha,
  content,
  crypto,
  downloadPrompt,
  games,
  identity,
  memberArea,
  merchantSettings,
  push,
  session,
  system,
  tracking,
};
const requestSchemas = Object.entries(modules).flatMap(([m, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(
      ([name, v]) => REQUEST_NAME.test(name) && typeof v === 'object' && v !== null && '_zod' in v,
    )
    .map(([name, v]) => [`${m}.${name}`, v as z.ZodType] as const),
);

describe('request strings: no NUL, no lone surrogate, bounded length', () => {
  it('finds the request schemas', () => {
    expect(requestSchemas.length).toBeGreaterThan(40);
  });

  it.each(requestSchemas)('%s checks every string it takes', (_name, schema) => {
    expect(findUncheckedStrings(schema)).toEqual([]);
  });

  // Operator API bodies whose names do not say "request" (ARCHITECTURE "operator side").
  it.each([
    ['operatorLoginSchema', admin.operatorLoginSchema],
    ['operatorCreateSchema', admin.operatorCreateSchema],
    ['operatorPatchSchema', admin.operatorPatchSchema],
    ['operatorResetPasswordSchema', admin.operatorResetPasswordSchema],
    ['operatorChangePasswordSchema', admin.operatorChangePasswordSchema],
    ['operatorTotpConfirmSchema', admin.operatorTotpConfirmSchema],
    ['merchantCreateSchema', admin.merchantCreateSchema],
    ['merchantPatchSchema', admin.merchantPatchSchema],
    ['memberPatchSchema', admin.memberPatchSchema],
    ['memberLockSchema', admin.memberLockSchema],
    ['memberStatisticsSchema', admin.memberStatisticsSchema],
    ['agentDecisionSchema', admin.agentDecisionSchema],
    ['contentOrderSchema', adminContent.contentOrderSchema],
  ] as const)('admin.%s checks every string it takes', (_name, schema) => {
    expect(findUncheckedStrings(schema as z.ZodType)).toEqual([]);
  });

  it('text() refuses the hostile strings and keeps the unusual valid ones', () => {
    const s = text();
    for (const h of HOSTILE_STRINGS)
      expect(s.safeParse(h).success, JSON.stringify(h.slice(0, 20))).toBe(false);
    for (const v of UNUSUAL_VALID_STRINGS) expect(s.safeParse(v).data).toBe(v);
    expect(s.safeParse('a'.repeat(TEXT_MAX)).success).toBe(true);
    expect(isCleanText('\ud83d\ude00')).toBe(true);
    expect(isCleanText('\ud83d')).toBe(false);
  });

  it('a login with a NUL in the user name or a lone surrogate in the password is refused', () => {
    expect(
      session.loginRequestSchema.safeParse({ username: 'a\u0000b', password: 'x1' }).success,
    ).toBe(false);
    expect(
      session.loginRequestSchema.safeParse({ username: 'ab', password: 'x\ud800' }).success,
    ).toBe(false);
    expect(session.loginRequestSchema.safeParse({ username: 'ab', password: 'x1' }).success).toBe(
      true,
    );
  });

  it('the audit reports a plain string, an unbounded one and a record key', async () => {
    const { z } = await import('zod');
    const bad = z.object({
      a: z.string().max(3),
      b: z.string().check((await import('../src/schemas/text')).cleanText),
      c: z.record(z.string(), text()),
      d: z.array(text(5)).optional(),
    });
    expect(findUncheckedStrings(bad)).toEqual([
      '$.a: no cleanText check',
      '$.b: no maximum length',
      '$.c{key}: no cleanText check',
      '$.c{key}: no maximum length',
    ]);
  });
});
