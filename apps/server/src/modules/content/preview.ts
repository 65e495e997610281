import { randomBytes } from 'node:crypto';
import { MAIN_BANNER_GROUP } from '@member-app/contract/rules/content';
import { WELCOME_POPUP_GROUPS } from '@member-app/contract/constants';
import {
  PREVIEW_PARAM,
  PREVIEW_PLACE_PARAM,
  PREVIEW_PLACES,
  PREVIEW_TTL_SECONDS,
} from '@member-app/contract/rules/preview';
import { APP_PATHS } from '@member-app/contract/routes';
import type { GameLanes } from '@member-app/contract/schemas/games';
import type { ContentPreviewDraft, PreviewContent } from '@member-app/contract/schemas/preview';
import type { Cache } from '../../cache/cache';
import type { CatalogueSnapshot } from '../../domain/game-catalogue';
import type { Merchant } from '../../domain/merchant';
import type { LoyaltyService, MissionFields } from '../loyalty/service';
import {
  activityDetailColumns,
  articleColumns,
  bannerColumns,
  mallColumns,
  marqueeColumns,
  popupColumns,
  promotionColumns,
  type ContentService,
} from './service';

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

/** What the preview needs of the game catalogue: home's lanes with an unsaved one. */
export interface DraftLanes {
  draftLanes: (draft: CatalogueSnapshot, chinese: boolean) => GameLanes;
}

const key = (token: string) => `preview:${token}`;
/** A draft that is not stored yet shows under this id. */
const NEW_ID = 0;

const sameOperator = (a: StoredPreview['operator'], b: StoredPreview['operator']) =>
  a.id === b.id && a.username === b.username;
const dateOf = (ms: number | null | undefined) => (ms == null ? null : new Date(ms));
/** The draft first (what the preview opens on), in place of the stored item it changes. */
const draftFirst = <T extends { id: number }>(draft: T, list: readonly T[]) => [
  draft,
  ...list.filter((x) => x.id !== draft.id),
];

/** What a promotion's draft leaves as stored: its reward-center claim (not in the editor's form). */
const NO_CLAIM = {
  rewardPoints: 0,
  claimCycle: 'ONCE',
  requiresEvent: null,
  requiresCount: 0,
} as const;

/**
 * The member app's page where players see a draft's item (the frame opens on it, the item open),
 * and the part of it to bring into view when it is below the phone's first screen.
 */
function placeOf(draft: ContentPreviewDraft): { page: string; show?: string } {
  const id = draft.id ?? NEW_ID;
  switch (draft.type) {
    case 'activities':
      return { page: `${APP_PATHS.activity}?id=${id}` };
    case 'articles':
      return { page: `${draft.item.kind === 'help' ? APP_PATHS.help : APP_PATHS.news}?id=${id}` };
    case 'mall-items':
      return { page: APP_PATHS.mallHome, show: PREVIEW_PLACES.mallItem(id) };
    case 'promotions':
      return { page: APP_PATHS.rewardCenter, show: PREVIEW_PLACES.promotion(id) };
    case 'missions':
      return { page: APP_PATHS.leaderBoard, show: PREVIEW_PLACES.mission(id) };
    case 'games':
      return { page: APP_PATHS.home, show: PREVIEW_PLACES.lanes };
    default:
      return { page: APP_PATHS.home };
  }
}
const pageOf = (draft: ContentPreviewDraft) => placeOf(draft).page.split('?')[0];

/**
 * The console's live preview: a draft kept for a few minutes under a random token, and the player
 * answers the draft changes, with the draft in them, answered only to whoever presents the token.
 */
export function createContentPreview(
  cache: Cache,
  content: ContentService,
  games: DraftLanes,
  loyalty: Pick<LoyaltyService, 'missionRows' | 'newMemberRewards' | 'newMemberMissions'>,
  now: () => number,
) {
  const keep = (token: string, stored: StoredPreview) =>
    cache.set(key(token), JSON.stringify(stored), PREVIEW_TTL_SECONDS);
  const answer = (token: string, draft: ContentPreviewDraft) => {
    const { page, show } = placeOf(draft);
    const query = new URLSearchParams({ [PREVIEW_PARAM]: token });
    if (show) query.set(PREVIEW_PLACE_PARAM, show);
    return {
      token,
      expiresAt: now() + PREVIEW_TTL_SECONDS * 1000,
      path: `${page}${page.includes('?') ? '&' : '?'}${query.toString()}`,
    };
  };
  const read = async (token: string): Promise<StoredPreview | null> => {
    const raw = await cache.get(key(token));
    return raw ? (JSON.parse(raw) as StoredPreview) : null;
  };

  /**
   * Home with a draft banner or announcement. Built afresh: the lists read here are the answers
   * every player of the merchant is served (kept per instance, answer-cache.ts), so the draft goes
   * into copies, never into them.
   */
  async function home(
    merchant: Merchant,
    draft: Extract<ContentPreviewDraft, { type: 'banners' | 'announcements' }>,
  ): Promise<PreviewContent> {
    const [banners, marquee, popups] = await Promise.all([
      content.banners(merchant, [MAIN_BANNER_GROUP, ...WELCOME_POPUP_GROUPS]),
      content.marquee(merchant),
      content.popups(merchant),
    ]);
    const id = draft.id ?? NEW_ID;
    if (draft.type === 'banners') {
      const banner = bannerColumns({ ...draft.item, id });
      return { banners: { banners: draftFirst(banner, banners.banners) }, marquee, popups };
    }
    if (draft.item.type === 'MQ') {
      const line = marqueeColumns({ ...draft.item, id });
      return { banners, marquee: { items: draftFirst(line, marquee.items) }, popups };
    }
    if (draft.item.type === 'PU') {
      // The one who looks is a guest: the popup is shown to guests (B) whatever it is set to.
      const list = popupColumns({ ...draft.item, id, execution: 'B' });
      return { banners, marquee, popups: { list, paging: false } };
    }
    return { banners, marquee, popups };
  }

  /**
   * The reward center with a draft promotion, as a member with no claims yet sees it: listed first
   * when the draft is in the reward center, left out when not (as players would find it). Its
   * claim (points, cycle, requirement) is not in the editor's form: an edited promotion keeps the
   * stored one, a new one has none.
   */
  async function rewardCenter(
    merchant: Merchant,
    draft: Extract<ContentPreviewDraft, { type: 'promotions' }>,
  ): Promise<PreviewContent> {
    const id = draft.id ?? NEW_ID;
    const [rows, stored] = await Promise.all([
      content.rewardCenterRows(merchant),
      draft.id === null ? null : content.promotionById(merchant, draft.id),
    ]);
    const claim = stored ?? NO_CLAIM;
    const promotion = {
      ...draft.item,
      id,
      rewardPoints: claim.rewardPoints,
      claimCycle: claim.claimCycle,
      requiresEvent: claim.requiresEvent,
      requiresCount: claim.requiresCount,
    };
    const others = rows.filter((r) => r.id !== id);
    const listed = draft.item.rewardCenter ? [promotion, ...others] : others;
    // A new promotion has nothing to claim (no stored claim): no state, as for an entry without points.
    const claimable = listed.filter((r) => r.id !== NEW_ID);
    return {
      promotions: { list: listed.map(promotionColumns) },
      rewards: { list: loyalty.newMemberRewards(claimable, merchant.settings.timeZone) },
    };
  }

  return {
    /** 32 random bytes: a token can be neither guessed nor derived from another. */
    async create(merchantCode: string, owner: PreviewOwner, draft: ContentPreviewDraft) {
      const token = randomBytes(32).toString('base64url');
      await keep(token, { merchantCode, ...owner, draft });
      return answer(token, draft);
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
      // The lanes' token changes by the lanes' call only (its own right), an item's by the items'.
      if ((stored.draft.type === 'games') !== (draft.type === 'games')) return null;
      await keep(token, { ...stored, consoleOrigin: owner.consoleOrigin, draft });
      return answer(token, draft);
    },

    /** Whether a preview shows on this page of the member app (the only one it may be framed on). */
    shows: ({ draft }: StoredPreview, pathname: string) => pageOf(draft) === pathname,

    /** The preview of a token for this merchant, or null (unknown, expired, another merchant's). */
    async read(token: string, merchantCode: string): Promise<StoredPreview | null> {
      const stored = await read(token);
      return stored?.merchantCode === merchantCode ? stored : null;
    },

    /**
     * The answers the draft changes, shaped and sanitized by the same code as players' (its HTML
     * through the same sanitizer), the stored lists copied, never changed.
     */
    async content(
      merchant: Merchant,
      { draft }: StoredPreview,
      chinese: boolean,
    ): Promise<PreviewContent> {
      const id = draft.id ?? NEW_ID;
      switch (draft.type) {
        case 'banners':
        case 'announcements':
          return home(merchant, draft);
        case 'games':
          return { lanes: games.draftLanes(draft.item, chinese) };
        case 'activities': {
          const { startAt, endAt, ...item } = draft.item;
          const activity = { ...item, id, startAt: dateOf(startAt), endAt: dateOf(endAt) };
          return { activity: activityDetailColumns(activity) };
        }
        case 'articles': {
          const { kind, publishedAt, ...item } = draft.item;
          const stored = await content.articles(merchant, kind);
          const article = { ...item, id, publishedAt: dateOf(publishedAt) ?? new Date(now()) };
          return {
            articles: { kind, list: draftFirst(articleColumns(article, kind), stored.list) },
          };
        }
        case 'mall-items': {
          const stored = await content.mall(merchant);
          const item = mallColumns({ ...draft.item, id, limitPerMember: null });
          return { mall: { items: draftFirst(item, stored.items) } };
        }
        case 'promotions':
          return rewardCenter(merchant, draft);
        case 'missions': {
          const stored = await loyalty.missionRows(merchant.code);
          const rows = draftFirst<MissionFields>({ ...draft.item, id }, stored);
          return {
            missions: { list: loyalty.newMemberMissions(rows, merchant.settings.timeZone) },
          };
        }
      }
    },
  };
}

export type ContentPreviewService = ReturnType<typeof createContentPreview>;
