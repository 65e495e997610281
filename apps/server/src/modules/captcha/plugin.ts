import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCaptchaService, type CaptchaService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** §5 captcha: Geetest when the merchant has an id, else the built-in ALTCHA. */
    captcha: CaptchaService;
  }
}

export const captchaPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'captcha',
      createCaptchaService({
        cache: app.cache,
        config: app.config,
        altchaKey: app.sharedSecret('altcha-hmac'),
        now: app.now,
      }),
    );
  },
  { name: 'captcha', dependencies: ['config', 'database', 'cache', 'clock'] },
);
