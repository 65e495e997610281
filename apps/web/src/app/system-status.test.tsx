import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../lib/i18n';
import { SystemStatus } from './system-status';

let statusMessage = '';
const server = setupServer(
  http.get('*/wps/system/status', () =>
    HttpResponse.json(
      { success: false, message: statusMessage, errorCode: 'domain_not_available', value: null },
      { status: 403 },
    ),
  ),
  http.get('*/wps/system/domainRoute', () =>
    HttpResponse.json({
      success: true,
      message: null,
      errorCode: null,
      value: { customerService: [], domainList: [] },
    }),
  ),
);
beforeAll(async () => {
  server.listen({
    onUnhandledRequest: (req, print) =>
      void (new URL(req.url).pathname.startsWith('/wps/') && print.error()),
  });
  await setupI18n('EN');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderShell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SystemStatus>
        <p>page</p>
      </SystemStatus>
    </QueryClientProvider>,
  );
}

describe('§8 status call failure → §2 screen 15 domain modal', () => {
  it('§8 domain_not_available opens the domain modal with the server message', async () => {
    statusMessage = 'm.lucky.test is not a domain of this merchant';
    renderShell();
    const dialog = await screen.findByRole('dialog', { name: 'Connection problem' });
    expect(dialog).toHaveTextContent('m.lucky.test is not a domain of this merchant');
  });

  it('§2 screen 15 without a message the modal shows Error', async () => {
    statusMessage = '';
    renderShell();
    const dialog = await screen.findByRole('dialog', { name: 'Connection problem' });
    expect(dialog.querySelector('.domain-modal__message')).toHaveTextContent(/^Error$/);
  });
});
