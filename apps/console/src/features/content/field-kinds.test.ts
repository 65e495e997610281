import {
  announcementInputSchema,
  articleInputSchema,
  CONTENT_ITEM_SCHEMAS,
  CONTENT_SETTINGS_SCHEMAS,
  vipLabelInputSchema,
} from '@member-app/contract/schemas/admin-content';
import { SETTINGS_DOCS, settingsDocSpec, starterDoc } from './content-settings';
import { describe, expect, it } from 'vitest';
import { CONTENT_SPECS } from './content-types';
import { fieldsFromSchema } from './field-kinds';
import { buildRow, errorPlace, toBody, toFormValues } from './rules';

const byName = <T extends { name: string }>(fields: T[], name: string) =>
  fields.find((f) => f.name === name);

describe('editor fields come from the contract', () => {
  it('every content type edits every field of its input schema', () => {
    for (const spec of Object.values(CONTENT_SPECS)) {
      expect(spec.fields.map((f) => f.name)).toEqual(
        Object.keys(CONTENT_ITEM_SCHEMAS[spec.type].shape),
      );
    }
  });
  it('selects offer the schema options, with "none" only where the schema takes null', () => {
    const fields = fieldsFromSchema(announcementInputSchema);
    expect(byName(fields, 'type')).toMatchObject({
      kind: 'select',
      empty: 'required',
      options: announcementInputSchema.shape.type.options,
    });
    expect(byName(fields, 'execution')).toMatchObject({ kind: 'select', empty: 'null' });
    expect(byName(fields, 'imageUrl')).toMatchObject({ kind: 'image', empty: 'null' });
    expect(byName(fieldsFromSchema(vipLabelInputSchema), 'type')?.kind).toBe('select');
  });
  it('the list filters by the schema values of its field', () => {
    expect(CONTENT_SPECS.banners?.filter).toEqual({
      field: 'groupName',
      values: ['main', 'm_popup1', 'm_popup2'],
    });
  });
  it('an optional time left empty is left out, so the server applies its own default', () => {
    const fields = fieldsFromSchema(articleInputSchema);
    expect(byName(fields, 'publishedAt')).toMatchObject({ kind: 'datetime', empty: 'omit' });
    const body = toBody(
      fields,
      toFormValues(fields, {
        kind: 'news',
        category: 'General',
        title: 'Hello',
        summary: '',
        content: '<p>x</p>',
      }),
    );
    expect('publishedAt' in body).toBe(false);
    expect(body.imageUrl).toBeNull();
    expect(articleInputSchema.safeParse(body).success).toBe(true);
  });
});

describe('settings documents (referral, deposit, withdrawal) come from the contract too', () => {
  const samples = {
    referral: {
      enabled: true,
      title: 'Invite friends',
      description: 'Both of you win.',
      rewardPerFriend: 50,
      currency: 'PHP',
      rules: ['Friends register with your code', 'Paid after their first deposit'],
    },
    deposit: {
      currency: 'PHP',
      minAmount: 100,
      maxAmount: 50000,
      dailyLimit: 100000,
      quickAmounts: [100, 500, 1000],
      channels: [
        {
          code: 'gcash',
          name: 'GCash',
          type: 'EWALLET',
          minAmount: 100,
          maxAmount: 5000,
          feeRate: 0,
        },
        {
          code: 'bank',
          name: 'Bank',
          type: 'BANK',
          minAmount: 500,
          maxAmount: 50000,
          feeRate: 0.02,
        },
      ],
    },
    withdraw: {
      currency: 'PHP',
      minAmount: 200,
      maxAmount: 20000,
      dailyCountLimit: 3,
      maxAccountsPerKind: 2,
    },
  };

  it('every document edits every field of its schema; lists of texts are lines, lists of objects rows', () => {
    for (const doc of SETTINGS_DOCS) {
      expect(settingsDocSpec(doc)!.fields.map((f) => f.name)).toEqual(
        Object.keys(CONTENT_SETTINGS_SCHEMAS[doc].shape),
      );
    }
    expect(byName([...settingsDocSpec('referral')!.fields], 'rules')?.kind).toBe('textList');
    const channels = byName([...settingsDocSpec('deposit')!.fields], 'channels');
    expect(channels?.kind).toBe('objectList');
    expect(channels?.fields?.map((f) => [f.name, f.kind])).toEqual([
      ['code', 'text'],
      ['name', 'text'],
      ['type', 'select'],
      ['minAmount', 'number'],
      ['maxAmount', 'number'],
      ['feeRate', 'number'],
    ]);
    expect(settingsDocSpec('nope')).toBeNull();
  });

  it.each(SETTINGS_DOCS)('%s: a stored document goes through the form unchanged', (doc) => {
    const fields = settingsDocSpec(doc)!.fields;
    expect(toBody(fields, toFormValues(fields, samples[doc]))).toEqual(samples[doc]);
  });

  it('a new channel row starts with the first kind and zero amounts', () => {
    const channels = byName([...settingsDocSpec('deposit')!.fields], 'channels')!;
    expect(buildRow(channels.fields!)).toEqual({
      code: '',
      name: '',
      type: 'BANK',
      minAmount: 0,
      maxAmount: 0,
      feeRate: 0,
    });
  });

  it('the starting forms are what the contract takes once the operator gives a title', () => {
    expect(CONTENT_SETTINGS_SCHEMAS.deposit.safeParse(starterDoc('deposit', 'PHP')).success).toBe(
      true,
    );
    expect(CONTENT_SETTINGS_SCHEMAS.withdraw.safeParse(starterDoc('withdraw', 'PHP')).success).toBe(
      true,
    );
    expect(
      CONTENT_SETTINGS_SCHEMAS.referral.safeParse({
        ...starterDoc('referral', 'PHP'),
        title: 'Invite friends',
      }).success,
    ).toBe(true);
  });

  it("a message lands on its field, on a row's field, or on the whole form", () => {
    const fields = settingsDocSpec('deposit')!.fields;
    expect(errorPlace(fields, ['currency'])).toEqual(['currency']);
    expect(errorPlace(fields, ['channels', 1, 'feeRate'])).toEqual(['channels', '1', 'feeRate']);
    expect(errorPlace(fields, ['quickAmounts', 2])).toEqual(['quickAmounts']);
    expect(errorPlace(fields, [])).toEqual(['root']);
  });
});
