import { MantineProvider } from '@mantine/core';
import type { MerchantView } from '@member-app/contract/schemas/admin';
import { TEXT_MAX } from '@member-app/contract/schemas/text';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../../lib/api-client';
import { initI18n } from '../../../lib/i18n';
import { DownloadsSection } from './downloads-section';

// The transport only: what the form sends is the test's subject, the server's answer is echoed.
vi.mock('../../../lib/api-client', () => ({ apiCall: vi.fn(), apiGet: vi.fn() }));
const call = vi.mocked(apiCall);

// Typing and picking in jsdom's Mantine inputs takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (_path, options) => ({
    value: options?.body as never,
    etag: null,
  }));
});

const IOS = 'https://apps.apple.com/app/id123';
const ICON = '/uploads/0123456789abcdef0123456789abcdef.png';

function renderSection(resources: MerchantView['settings']['resources']) {
  // The section reads the code, the version and its own part of the settings.
  const merchant = { code: 'demo', version: 'v7', settings: { resources } } as MerchantView;
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <DownloadsSection merchant={merchant} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Opens a select and picks an option of its own list. */
async function choose(select: HTMLElement, option: string) {
  await userEvent.click(select);
  const list = document.getElementById(select.getAttribute('aria-controls') ?? '')!;
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

const link = (n: number) => screen.getByRole('group', { name: `Link ${n}` });

describe('download links (§3 resources)', () => {
  it('shows the stored links in order, each with its type and address', () => {
    renderSection([
      { resourceType: 'IOS', url: IOS },
      { resourceType: 'AppDownloadIcon', url: ICON },
    ]);
    expect(within(link(1)).getByRole('combobox', { name: 'Type' })).toHaveValue('iOS app (IOS)');
    expect(within(link(1)).getByRole('textbox', { name: 'Address' })).toHaveValue(IOS);
    expect(within(link(2)).getByRole('combobox', { name: 'Type' })).toHaveValue(
      'App icon (AppDownloadIcon)',
    );
  });

  it('an added Android link, moved first, is saved with the list in its new order, as a merge patch of the version read', async () => {
    const { container } = renderSection([{ resourceType: 'IOS', url: IOS }]);
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    // A new link is of the first type the list lacks.
    expect(within(link(2)).getByRole('combobox', { name: 'Type' })).toHaveValue(
      'iOS profile (MOBILECONFIG)',
    );
    await choose(within(link(2)).getByRole('combobox', { name: 'Type' }), 'Android app (Android)');
    await userEvent.type(
      within(link(2)).getByRole('textbox', { name: 'Address' }),
      'https://dl.example.test/app.apk',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move Link 2 up' }));
    expect(within(link(1)).getByRole('textbox', { name: 'Address' })).toHaveValue(
      'https://dl.example.test/app.apk',
    );
    const results = await axe.run(container, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(call).toHaveBeenCalledOnce();
    expect(call.mock.calls[0]![0]).toBe('/admin/merchants/demo');
    expect(call.mock.calls[0]![1]).toMatchObject({
      method: 'PATCH',
      ifMatch: 'v7',
      body: {
        settings: {
          resources: [
            { resourceType: 'Android', url: 'https://dl.example.test/app.apk' },
            { resourceType: 'IOS', url: IOS },
          ],
        },
      },
    });
  });

  it('a removed link is left out; an empty list is said and saved as none', async () => {
    renderSection([{ resourceType: 'IOS', url: IOS }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Link 1' }));
    expect(screen.getByText(/No download links/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(call.mock.calls[0]![1]).toMatchObject({ body: { settings: { resources: [] } } });
  });

  it("an address the contract refuses shows the contract's message on its field and nothing is sent", async () => {
    renderSection([{ resourceType: 'Android', url: '' }]);
    const address = within(link(1)).getByRole('textbox', { name: 'Address' });
    // Pasted, not typed: 2049 characters.
    await userEvent.click(address);
    await userEvent.paste(`https://dl.example.test/${'a'.repeat(TEXT_MAX)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(link(1)).findByText(/expected string to have <=2048 characters/),
    ).toBeVisible();
    expect(address).toHaveAccessibleDescription(/<=2048 characters/);
    expect(call).not.toHaveBeenCalled();
  });
  it.each([
    ['Android', 'htps//dl.example.test/app.apk', /an http\(s\) address, or a path of the app/],
    ['IOS', 'javascript:alert(1)', /an http\(s\) address, or a path of the app/],
    ['MOBILECONFIG', '/static/profile.mobileconfig', /an http\(s\) address, or a path of the app/],
    [
      'AppDownloadIcon',
      'http://cdn.example.test/icon.png',
      /a path of this site or an https address/,
    ],
  ] as const)(
    'a %s address the download could never open (%s) is refused at its field, nothing is sent',
    async (resourceType, url, message) => {
      renderSection([{ resourceType, url: '' }]);
      const address = within(link(1)).getByRole('textbox', { name: 'Address' });
      await userEvent.click(address);
      await userEvent.paste(url);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await within(link(1)).findByText(message)).toBeVisible();
      expect(address).toHaveAccessibleDescription(message);
      expect(call).not.toHaveBeenCalled();
    },
  );
});
