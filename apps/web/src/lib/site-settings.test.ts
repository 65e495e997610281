import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetBootConfig } from './boot-config';
import { fetchStatusIfChanged } from './site-settings';

/** The page's status answer (§3) as the server tags it (modules/system, first data `statusTag`). */
const TAG = 'W/"page-answer"';
const answer = { merchantCode: 'lucky', merchantName: 'Lucky' };
const asked: (string | null)[] = [];
const server = setupServer(
  http.get('*/wps/system/status', ({ request }) => {
    const tag = request.headers.get('if-none-match');
    asked.push(tag);
    if (tag === TAG) return new HttpResponse(null, { status: 304, headers: { etag: TAG } });
    return HttpResponse.json({ success: true, message: null, errorCode: null, value: answer });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
  document.body.innerHTML =
    '<script type="application/json" id="mc-boot">{"merchantCode":"lucky"}</script>';
  resetBootConfig();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('§7 the status heartbeat of a page that carried the answer', () => {
  it("asks with the page answer's tag and resolves with null when the server says it is unchanged (304)", async () => {
    await expect(fetchStatusIfChanged(TAG)).resolves.toBeNull();
    expect(asked).toEqual([TAG]);
  });

  it('resolves with the new answer when it changed', async () => {
    await expect(fetchStatusIfChanged('W/"older"')).resolves.toEqual(answer);
  });

  it('fails as the call fails otherwise', async () => {
    server.use(
      http.get('*/wps/system/status', () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    await expect(fetchStatusIfChanged(TAG)).rejects.toMatchObject({ status: 503 });
  });
});
