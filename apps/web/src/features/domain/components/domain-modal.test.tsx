import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { DomainModal } from './domain-modal';

const server = setupServer(
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

function renderModal(message: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DomainModal message={message} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Connection problem' });
}

describe('§2 screen 15 domain-failure modal', () => {
  it('§2 shows the message passed in', () => {
    expect(renderModal('This address is not served here.')).toHaveTextContent(
      'This address is not served here.',
    );
  });

  it('§2 shows Error when no message is passed in', () => {
    const dialog = renderModal('');
    expect(dialog.querySelector('.domain-modal__message')).toHaveTextContent(/^Error$/);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
