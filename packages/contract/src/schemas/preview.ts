import { z } from 'zod';
import { PREVIEW_TOKEN_PATTERN } from '../rules/preview';
import { announcementInputSchema, bannerInputSchema } from './admin-content';
import { bannersSchema, marqueeSchema, popupsSchema } from './content';
import { text } from './text';

/**
 * `POST /admin/merchants/:code/preview` (and `PUT …/preview/:token` for its next version): an
 * unsaved banner (carousel or welcome popup) or announcement (marquee line or popup), with the id
 * of the stored item it changes (null: a new one).
 */
export const contentPreviewInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('banners'),
    id: z.number().int().positive().nullable(),
    item: bannerInputSchema,
  }),
  z.object({
    type: z.literal('announcements'),
    id: z.number().int().positive().nullable(),
    item: announcementInputSchema,
  }),
]);
export type ContentPreviewDraft = z.infer<typeof contentPreviewInputSchema>;
/** What the console sends (the same as the draft kept). */
export type ContentPreviewInput = ContentPreviewDraft;

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
 * What the member app's home reads, with the draft in it: the banners of the carousel and the
 * welcome popups, the marquee and the popups (a previewed popup is shown to the guest who looks).
 */
export const previewContentSchema = z
  .object({ banners: bannersSchema, marquee: marqueeSchema, popups: popupsSchema })
  .meta({ id: 'PreviewContent' });
export type PreviewContent = z.infer<typeof previewContentSchema>;
