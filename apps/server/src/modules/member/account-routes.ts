import { z } from 'zod';
import { envelope, errorEnvelope } from '@member-app/contract/schemas/envelope';
import {
  changePasswordRequestSchema,
  memberLanguageRequestSchema,
} from '@member-app/contract/schemas/session';
import type { App } from '../../lib/app-instance';
import { ok } from '../../lib/envelope';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { notLoggedIn } from '../../lib/errors';
import { memberOf } from '../../lib/request-member';
import { memberInfoEnvelope } from './member-info-cache';
import { changePassword } from './password';

/** The member's own calls (§7 member info, language, password). */
export function accountRoutes(app: App) {
  const responses = { '4xx': errorEnvelope, '5xx': errorEnvelope };

  app.get(
    '/wps/member/info',
    {
      config: { auth: true },
      // The hottest call (measured by npm run bench): errors go through fast-json-stringify compiled from the
      // zod schemas; a success is the envelope text the member-info cache already holds.
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags: ['member'],
        summary: 'The logged-in member (§3 member info with clubLabel)',
        description: 'Errors: customer.not.login (401), token_ip_different (401)',
        response: { 200: memberInfoEnvelope, ...responses },
      },
    },
    async (request, reply) => {
      const json = await app.memberInfo.envelopeJson(memberOf(request).id);
      if (json === null) throw notLoggedIn();
      // A string with a JSON content type is sent as it is (serialized once, when cached).
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.post(
    '/wps/member/language',
    {
      config: { auth: true },
      schema: {
        tags: ['member'],
        summary: "Saves the member's UI language (§7)",
        body: memberLanguageRequestSchema,
        response: { 200: envelope(z.null()), ...responses },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      await app.members.setLanguage(id, request.body.language);
      await app.memberInfo.invalidate(id);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password',
    {
      config: { auth: true, encryptedBody: true },
      schema: {
        tags: ['member'],
        summary: 'Changes the password (/m/changePsw); other sessions of the member end',
        description: 'Errors: password.old.wrong, validation.failed, too.many.requests',
        body: changePasswordRequestSchema,
        response: { 200: envelope(z.null()), ...responses },
      },
    },
    async (request) => {
      const { id } = memberOf(request);
      await changePassword(app, id, request.ip, request.sessionTokenHash!, request.body);
      return ok(null);
    },
  );
}
