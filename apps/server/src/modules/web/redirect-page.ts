import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { text } from '@member-app/contract/schemas/text';
import { HOME_PATH, REDIRECT_PAGE_PATH } from '@member-app/contract/routes';
import { redirectPageHosts, safeRedirectTarget } from '@member-app/contract/rules/redirects';
import type { App } from '../../lib/app-instance';
import type { UiLanguage } from '@member-app/contract/constants';
import { escapeHtml } from '../../lib/html';
import { htmlLanguageAttributes, message } from '../../lib/messages/catalogue';
import { playerLanguage } from '../../lib/player-language';

function page(lang: UiLanguage, title: string, body: string) {
  return `<!doctype html><html ${htmlLanguageAttributes(lang)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b1128;color:#eef1ff;font:16px/1.5 system-ui,sans-serif;text-align:center;padding:24px}a{color:#fbbf24;font-weight:700}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * §2 "/mobile/mc/redirect.html?url={encoded}: redirect page used for app downloads". An allowed
 * address answers 302 (with a link for clients that show the page); anything else answers 400 with
 * a page that leads home instead.
 */
export function registerRedirectPage(app: App) {
  app.get(
    REDIRECT_PAGE_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['web'],
        summary: '§2 redirect page for app downloads (merchant download hosts and domains only)',
        querystring: z.object({ url: text().optional() }),
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { url } = request.query as { url?: string };
      let allowed = {
        requestHost: request.hostname,
        domains: [] as string[],
        resources: [] as { resourceType: string; url: string }[],
      };
      try {
        const { merchant } = await request.merchantContext();
        allowed = {
          requestHost: request.hostname,
          domains: merchant.domains,
          resources: merchant.settings.resources,
        };
      } catch {
        // No merchant for this address: only paths of this site.
      }
      const target = safeRedirectTarget(url, redirectPageHosts(allowed));
      // §9 in the visitor's language (a browser opens this page: its Accept-Language).
      const lang = playerLanguage(request);
      const t = (key: Parameters<typeof message>[1]) => escapeHtml(message(lang, key));
      reply
        .header('cache-control', 'no-store')
        .header('vary', 'Accept-Language')
        .type('text/html; charset=utf-8');
      if (!target) {
        return reply
          .code(400)
          .send(
            page(
              lang,
              message(lang, 'redirect_refused_title'),
              `<p>${t('redirect_refused_text')}</p><p><a href="${HOME_PATH}">${t('redirect_home')}</a></p>`,
            ),
          );
      }
      return reply
        .code(302)
        .header('location', target)
        .send(
          page(
            lang,
            message(lang, 'redirect_opening'),
            `<p><a href="${escapeHtml(target)}">${t('redirect_continue')}</a></p>`,
          ),
        );
    },
  );
}
