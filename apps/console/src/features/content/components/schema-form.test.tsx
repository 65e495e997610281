import { MantineProvider } from '@mantine/core';
import { CONTENT_ITEM_SCHEMAS } from '@member-app/contract/schemas/admin-content';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { initI18n } from '../../../lib/i18n';
import { contentSpec } from '../content-types';
import { SchemaForm } from './schema-form';

beforeAll(async () => {
  await initI18n();
});

function editor(type: 'announcements' | 'mall-items' | 'articles') {
  const spec = contentSpec(type)!;
  render(
    <MantineProvider>
      <SchemaForm
        // The category field alone (the rich text fields need a real browser's fonts API).
        fields={spec.fields.filter((f) => f.name === 'category')}
        schema={CONTENT_ITEM_SCHEMAS[type] as z.ZodType<Record<string, unknown>>}
        item={spec.initial ?? {}}
        hints={spec.hints}
        upload={() => Promise.reject(new Error('no upload here'))}
        onSubmit={() => {}}
        onCancel={() => {}}
      />
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: 'Category' });
}

const announcementsRule = /Lower-case letters, digits and _/;

describe("a field's hint is the one its type means", () => {
  it("announcements' category is told the category rule", () => {
    expect(editor('announcements')).toHaveAccessibleDescription(announcementsRule);
  });
  it.each(['mall-items', 'articles'] as const)(
    "%s' category (any words) is not told the announcements' rule",
    (type) => {
      expect(editor(type)).not.toHaveAccessibleDescription(announcementsRule);
    },
  );
});
