import {
  announcementInputSchema,
  articleInputSchema,
  CONTENT_ITEM_SCHEMAS,
  vipLabelInputSchema,
} from '@member-app/contract/schemas/admin-content';
import { describe, expect, it } from 'vitest';
import { CONTENT_SPECS } from './content-types';
import { fieldsFromSchema } from './field-kinds';
import { toBody, toFormValues } from './rules';

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
