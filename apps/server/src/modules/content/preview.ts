import { randomBytes } from 'node:crypto';
import { MAIN_BANNER_GROUP } from '@member-app/contract/rules/content';
import { WELCOME_POPUP_GROUPS } from '@member-app/contract/constants';
import { PREVIEW_PARAM, PREVIEW_TTL_SECONDS } from '@member-app/contract/rules/preview';
import type { ContentPreviewDraft, PreviewContent } from '@member-app/contract/schemas/preview';
import type { Cache } from '../../cache/cache';
import type { Merchant } from '../../domain/merchant';
import { bannerColumns, marqueeColumns, popupColumns, type ContentService } from './service';

/** A preview as kept in the shared cache (every instance can answer it). */
export interface StoredPreview {
  merchantCode: string;
  /** The operator who started it: only they change its draft (`actor.id`, null for ADMIN_TOKEN). */
  operator: { id: number | null; username: string };
  /** The console's origin, the only page allowed to frame the previewed app. */
  consoleOrigin: string;
  draft: ContentPreviewDraft;
}

/** Who asks: the operator and the origin of the console page they use. */
export interface PreviewOwner {
  operator: StoredPreview['operator'];
  consoleOrigin: string;
}

const key = (token: string) => `preview:${token}`;
/** A draft that is not stored yet shows under this id. */
const NEW_ID = 0;

const sameOperator = (a: StoredPreview['operator'], b: StoredPreview['operator']) =>
  a.id === b.id && a.username === b.username;

/**
 * The console's live preview: a draft kept for a few minutes under a random token, and the home
 * content of the merchant with the draft in it, answered only to whoever presents the token. The
 * draft comes first in its list so that it is what the preview opens on.
 */
export function createContentPreview(cache: Cache, content: ContentService, now: () => number) {
  const keep = (token: string, stored: StoredPreview) =>
    cache.set(key(token), JSON.stringify(stored), PREVIEW_TTL_SECONDS);
  const answer = (token: string) => ({
    token,
    expiresAt: now() + PREVIEW_TTL_SECONDS * 1000,
    path: `/m/home?${PREVIEW_PARAM}=${token}`,
  });
  const read = async (token: string): Promise<StoredPreview | null> => {
    const raw = await cache.get(key(token));
    return raw ? (JSON.parse(raw) as StoredPreview) : null;
  };

  return {
    /** 32 random bytes: a token can be neither guessed nor derived from another. */
    async create(merchantCode: string, owner: PreviewOwner, draft: ContentPreviewDraft) {
      const token = randomBytes(32).toString('base64url');
      await keep(token, { merchantCode, ...owner, draft });
      return answer(token);
    },

    /**
     * The operator's next version of the draft under the same token (the console sends one after
     * each pause in typing), for another 10 minutes. Null: no such token of this merchant and
     * operator (expired, someone else's); the console then asks for a new one.
     */
    async update(
      token: string,
      merchantCode: string,
      owner: PreviewOwner,
      draft: ContentPreviewDraft,
    ) {
      const stored = await read(token);
      if (!stored || stored.merchantCode !== merchantCode) return null;
      if (!sameOperator(stored.operator, owner.operator)) return null;
      await keep(token, { ...stored, consoleOrigin: owner.consoleOrigin, draft });
      return answer(token);
    },

    /** The preview of a token for this merchant, or null (unknown, expired, another merchant's). */
    async read(token: string, merchantCode: string): Promise<StoredPreview | null> {
      const stored = await read(token);
      return stored?.merchantCode === merchantCode ? stored : null;
    },

    /**
     * Built afresh: the lists read here are the answers every player of the merchant is served
     * (kept per instance, answer-cache.ts), so the draft goes into copies, never into them.
     */
    async content(merchant: Merchant, { draft }: StoredPreview): Promise<PreviewContent> {
      const [banners, marquee, popups] = await Promise.all([
        content.banners(merchant, [MAIN_BANNER_GROUP, ...WELCOME_POPUP_GROUPS]),
        content.marquee(merchant),
        content.popups(merchant),
      ]);
      const id = draft.id ?? NEW_ID;
      if (draft.type === 'banners') {
        return {
          banners: {
            banners: [
              bannerColumns({ ...draft.item, id }),
              ...banners.banners.filter((b) => b.id !== id),
            ],
          },
          marquee,
          popups,
        };
      }
      if (draft.item.type === 'MQ') {
        return {
          banners,
          marquee: {
            items: [
              marqueeColumns({ ...draft.item, id }),
              ...marquee.items.filter((m) => m.id !== id),
            ],
          },
          popups,
        };
      }
      if (draft.item.type === 'PU') {
        // The one who looks is a guest: the popup is shown to guests (B) whatever it is set to.
        const list = popupColumns({ ...draft.item, id, execution: 'B' });
        return { banners, marquee, popups: { list, paging: false } };
      }
      return { banners, marquee, popups };
    },
  };
}

export type ContentPreviewService = ReturnType<typeof createContentPreview>;
