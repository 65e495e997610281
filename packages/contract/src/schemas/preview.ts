import { z } from 'zod';
import { ARTICLE_KINDS } from '../rules/content';
import { PREVIEW_TOKEN_PATTERN } from '../rules/preview';
import { CONTENT_ITEM_SCHEMAS } from './admin-content';
import { gameCatalogueInputSchema } from './admin-games';
import {
  activityDetailSchema,
  articleSchema,
  bannersSchema,
  mallSchema,
  marqueeSchema,
  popupsSchema,
} from './content';
import { gameLanesSchema } from './games';
import { text } from './text';

/** The content types the console previews, each on the member app's page that shows it. */
export const PREVIEW_ITEM_TYPES = [
  'banners',
  'announcements',
  'activities',
  'articles',
  'mall-items',
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
 * unsaved content item, or the whole game catalogue of the "Games and lanes" editor (`games`: the
 * lanes of home in its order and visibility).
 */
export const contentPreviewInputSchema = z.discriminatedUnion('type', [
  draftOf('banners'),
  draftOf('announcements'),
  draftOf('activities'),
  draftOf('articles'),
  draftOf('mall-items'),
  z.object({ type: z.literal('games'), id: z.null(), item: gameCatalogueInputSchema }),
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
 * list; the point market (shown to the guest who looks).
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
  })
  .meta({ id: 'PreviewContent' });
export type PreviewContent = z.infer<typeof previewContentSchema>;
