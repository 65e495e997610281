import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall, apiGet } from '../../../lib/api-client';
import { initI18n } from '../../../lib/i18n';
import { SettingsDocPage } from './settings-doc-page';

// The transport only: the page's reads answer what a test stores, its writes are echoed.
vi.mock('../../../lib/api-client', () => ({ apiCall: vi.fn(), apiGet: vi.fn() }));
const get = vi.mocked(apiGet);
const call = vi.mocked(apiCall);

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  get.mockReset();
  call.mockReset();
  call.mockImplementation(async (_path, options) => ({
    value: options?.body as never,
    etag: null,
  }));
});

function open(doc: string, stored: unknown) {
  get.mockResolvedValue(stored);
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[`/merchants/demo/content/settings/${doc}`]}>
          <Routes>
            <Route
              path="/merchants/:code/content/settings/:doc"
              element={<SettingsDocPage currency="PHP" />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

// Typing into a few dozen inputs of jsdom takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

describe('the referral program (content/settings/referral)', () => {
  it('not set yet: said so, and the form starts switched on in the merchant currency; the contract refuses an empty title on its field', async () => {
    const { container } = open('referral', null);
    expect(await screen.findByText('Not set yet')).toBeVisible();
    expect(get).toHaveBeenCalledWith(
      '/admin/merchants/demo/content/settings/referral',
      expect.anything(),
    );
    expect(screen.getByRole('switch', { name: /^Program on/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Currency' })).toHaveValue('PHP');
    const results = await axe.run(container, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await save();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      /expected string to have >=1 characters/,
    );
    expect(call).not.toHaveBeenCalled();
  });

  it('saved whole with its rules one per line; once saved it is no longer "not set"', async () => {
    open('referral', null);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Invite friends');
    const reward = screen.getByRole('textbox', { name: 'Reward per friend' });
    await userEvent.clear(reward);
    await userEvent.type(reward, '50');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Rules' }),
      'Friends register with your code{enter}  {enter}Paid after their first deposit',
    );
    await save();
    expect(call).toHaveBeenCalledWith('/admin/merchants/demo/content/settings/referral', {
      method: 'PUT',
      body: {
        enabled: true,
        title: 'Invite friends',
        description: '',
        rewardPerFriend: 50,
        currency: 'PHP',
        rules: ['Friends register with your code', 'Paid after their first deposit'],
      },
      schema: expect.anything(),
    });
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Invite friends');
    expect(screen.queryByText('Not set yet')).toBeNull();
  });
});

describe('deposit settings (content/settings/deposit)', () => {
  const stored = {
    currency: 'PHP',
    minAmount: 100,
    maxAmount: 50000,
    dailyLimit: 100000,
    quickAmounts: [100, 500],
    channels: [
      {
        code: 'gcash',
        name: 'GCash',
        type: 'EWALLET',
        minAmount: 100,
        maxAmount: 50000,
        feeRate: 0,
      },
    ],
  };

  it('shows the stored channels as rows; a channel added with a fee rate over 1 gets the message on its own field', async () => {
    open('deposit', stored);
    const first = await screen.findByRole('group', { name: 'Channel 1' });
    expect(within(first).getByRole('textbox', { name: 'Name' })).toHaveValue('GCash');
    expect(screen.getByRole('textbox', { name: 'Quick amounts' })).toHaveValue('100, 500');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Payment channels' }));
    const second = screen.getByRole('group', { name: 'Channel 2' });
    await userEvent.type(within(second).getByRole('textbox', { name: 'Code' }), 'bank');
    await userEvent.type(within(second).getByRole('textbox', { name: 'Name' }), 'Bank transfer');
    const fee = within(second).getByRole('textbox', { name: 'Fee rate' });
    await userEvent.clear(fee);
    await userEvent.type(fee, '2');
    await save();
    expect(fee).toHaveAccessibleDescription(/expected number to be <=1/);
    expect(call).not.toHaveBeenCalled();

    await userEvent.clear(fee);
    await userEvent.type(fee, '0.02');
    await userEvent.click(screen.getByRole('button', { name: 'Move Channel 2 up' }));
    await save();
    const body = call.mock.calls[0]![1]!.body as typeof stored;
    expect(body.channels.map((c) => [c.code, c.type, c.feeRate])).toEqual([
      ['bank', 'BANK', 0.02],
      ['gcash', 'EWALLET', 0],
    ]);
  });

  it('a minimum above its maximum is said at that minimum, for the document and for a channel', async () => {
    open('deposit', stored);
    // The document's own minimum, then the first channel's.
    const [min, channelMin] = await screen.findAllByRole('textbox', { name: 'Minimum amount' });
    await userEvent.clear(min!);
    await userEvent.type(min!, '60000');
    await userEvent.clear(channelMin!);
    await userEvent.type(channelMin!, '999999');
    await save();
    await waitFor(() => expect(min).toHaveAccessibleDescription(/above the maximum amount/));
    expect(channelMin).toHaveAccessibleDescription(/above the maximum amount/);
    expect(call).not.toHaveBeenCalled();
  });
});
