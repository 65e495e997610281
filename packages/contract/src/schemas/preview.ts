import { z } from 'zod';
import { ARTICLE_KINDS } from '../rules/content';
import { PREVIEW_TOKEN_PATTERN } from '../rules/preview';
import { CONTENT_ITEM_SCHEMAS } from './admin-content';
import { gameCatalogueInputSchema } from './admin-games';
import {
  activityDetailSchema,
  articleSchema,
  availablePromotionsSchema,
  bannersSchema,
  mallSchema,
  marqueeSchema,
  popupsSchema,
} from './content';
import { gameLanesSchema } from './games';
import { missionSchema, rewardStatesSchema } from './loyalty';
import { text } from './text';

/** The content types the console previews, each on the member app's page that shows it. */
export const PREVIEW_ITEM_TYPES = [
  'banners',
  'announcements',
  'activities',
  'articles',
  'mall-items',
  'promotions',
  'missions',
] as const;
type PreviewItemType = (typeof PREVIEW_ITEM_TYPES)[number];

/** An unsaved item of one type, with the id of the stored item it changes (null: a new one). */
const draftOf = <T extends PreviewItemType>(type: T) =>
  z.object({
    type: z.literal(type),
    id: z.number().int().positive().nullable(),
    item: CONTENT_ITEM_SCHEMAS[type],
  });

/**
 * `POST /admin/merchants/:code/preview` (and `PUT …/preview/:token` for its next version): an
 * unsaved content item (the `content.write` right).
 */
export const itemPreviewInputSchema = z.discriminatedUnion('type', [
  draftOf('banners'),
  draftOf('announcements'),
  draftOf('activities'),
  draftOf('articles'),
  draftOf('mall-items'),
  draftOf('promotions'),
  draftOf('missions'),
]);

/**
 * `POST /admin/merchants/:code/preview/games` (and `PUT …/preview/games/:token`): the whole game
 * catalogue of the "Games and lanes" editor, home's lanes in its order and visibility. Its own
 * call, as its save is: the `games.write` right and the catalogue's body size.
 */
export const gamesPreviewInputSchema = z.object({
  type: z.literal('games'),
  id: z.null(),
  item: gameCatalogueInputSchema,
});

/** Any draft the console previews (it checks one with this before sending it to its call). */
export const contentPreviewInputSchema = z.discriminatedUnion('type', [
  ...itemPreviewInputSchema.options,
  gamesPreviewInputSchema,
]);
export type ContentPreviewDraft = z.infer<typeof contentPreviewInputSchema>;
/** What the console sends (the same as the draft kept). */
export type ContentPreviewInput = z.input<typeof contentPreviewInputSchema>;
export type PreviewType = ContentPreviewDraft['type'];

/**
 * The token, when it stops working, the member app's path that shows it and the merchant domain to
 * open it on (the token works on the merchant's own addresses only).
 */
export const contentPreviewSchema = z
  .object({
    token: z.string(),
    expiresAt: z.number().int(),
    path: z.string(),
    domain: z.string().nullable(),
  })
  .meta({ id: 'ContentPreview' });
export type ContentPreview = z.infer<typeof contentPreviewSchema>;

export const previewTokenParamsSchema = z.object({
  token: text(43).regex(PREVIEW_TOKEN_PATTERN),
});

/**
 * What the previewing member app reads: the answers of the player calls the draft changes, each
 * as that call answers it with the draft in it, and only those (a page reads the others as it
 * always does). Home: the carousel and welcome popups, the marquee and the popups (a previewed
 * popup is shown to the guest who looks), the game lanes; an activity's page; the news or help
 * list; the point market (shown to the guest who looks); the reward center's promotions and the
 * missions, with the claims and progress of a member who has none yet (a new member: the
 * member's own answers are never a preview's).
 */
export const previewContentSchema = z
  .object({
    banners: bannersSchema.optional(),
    marquee: marqueeSchema.optional(),
    popups: popupsSchema.optional(),
    lanes: gameLanesSchema.optional(),
    activity: activityDetailSchema.optional(),
    articles: z.object({ kind: z.enum(ARTICLE_KINDS), list: z.array(articleSchema) }).optional(),
    mall: mallSchema.optional(),
    /** MCSFE_getMerchantAvailablePromotions. */
    promotions: availablePromotionsSchema.optional(),
    /** GET /wps/member/rewards of a member with no claims and no counted events. */
    rewards: rewardStatesSchema.optional(),
    /**
     * GET /wps/member/missions of a member with no claims and no counted events; a new mission's
     * draft shows under id 0, as every new draft does.
     */
    missions: z
      .object({ list: z.array(missionSchema.extend({ id: z.number().int().min(0) })) })
      .optional(),
  })
  .meta({ id: 'PreviewContent' });
export type PreviewContent = z.infer<typeof previewContentSchema>;
