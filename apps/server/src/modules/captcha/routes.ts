import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  captchaInitSchema,
  captchaQuerySchema,
  captchaVerifyRequestSchema,
  captchaVerifyValueSchema,
} from '@member-app/contract/schemas/captcha';
import { ok } from '../../lib/envelope';

/** Captcha calls (§5, §7 GET /wps/captcha/geetest): no session needed (§6). */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/captcha/geetest',
    {
      config: { public: true },
      schema: {
        tags: ['captcha'],
        summary:
          'How to show the captcha: Geetest v3/v4 or the built-in proof of work (§2 screen 11, §5)',
        querystring: captchaQuerySchema,
        response: { 200: envelope(captchaInitSchema), '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
    },
    async (request, reply) => {
      const { merchant } = await request.merchantContext();
      reply.header('cache-control', 'no-store');
      return ok(await app.captcha.init(merchant));
    },
  );

  app.post(
    '/wps/captcha/verify',
    {
      config: { public: true },
      schema: {
        tags: ['captcha'],
        summary:
          'Checks the widget answer once; returns a one-use pass token (§9: 50 characters, 60 s)',
        body: captchaVerifyRequestSchema,
        response: {
          200: envelope(captchaVerifyValueSchema),
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
    },
    async (request) => {
      const { merchant } = await request.merchantContext();
      return ok(await app.captcha.verify(merchant, request.body));
    },
  );
};
