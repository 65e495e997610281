import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { QueryState } from './query-state';

beforeAll(async () => {
  await initI18n();
});

describe('QueryState', () => {
  it('says "Loading" in a status region while the data comes, which axe accepts', async () => {
    const { container } = render(
      <MantineProvider>
        <QueryState query={{ data: undefined, error: null, isPending: true }}>
          {() => 'data'}
        </QueryState>
      </MantineProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const results = await axe.run(container, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
