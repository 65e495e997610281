import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_ERROR_CODES, ERROR_CODES } from '@member-app/contract/errors';
import {
  BOOTSTRAP_OPERATOR_NAME,
  hasRight,
  OPERATOR_SESSION_TTL_MS,
  type OperatorRight,
} from '@member-app/contract/rules/operators';
import { maskSecrets } from '@member-app/contract/rules/secrets';
import type {
  AuditQuery,
  Operator,
  OperatorCreate,
  OperatorPatch,
  OperatorToken,
} from '@member-app/contract/schemas/admin';
import type { Cache } from '../../cache/cache';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { acceptTotpOnce } from '../../lib/totp';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { OperatorRepository, OperatorRow } from './repository';
import type { Actor, AuditRecord } from './types';

export type { Actor, AuditRecord } from './types';

const sha256 = (s: string) => createHash('sha256').update(s).digest();
const tokenHashOf = (token: string) => sha256(token).toString('hex');

/** Keys whose values never reach the audit log, wherever they appear. */
const REDACTED_KEYS = new Set([
  'password',
  'oldPassword',
  'newPassword',
  'tempPassword',
  'temporaryPassword',
  'token',
  'totpSecret',
  'passwordHash',
]);

/** A copy fit for the audit log: merchant secrets masked, passwords and tokens replaced. */
export function redactForAudit(value: unknown): unknown {
  if (value === undefined) return null;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v !== 'object' || v === null) return v;
    const out: Record<string, unknown> = {};
    for (const [k, inner] of Object.entries(v)) {
      if (REDACTED_KEYS.has(k)) out[k] = { set: inner !== null && inner !== undefined };
      else if (k === 'settings' && typeof inner === 'object' && inner !== null)
        out[k] = walk(maskSecrets(inner));
      else out[k] = walk(inner);
    }
    return out;
  };
  return walk(value);
}

export interface OperatorServiceDeps {
  repo: OperatorRepository;
  limiter: RateLimiter;
  /** Shared across instances: remembers the authenticator codes already used. */
  cache: Cache;
  now: () => number;
  adminToken: string | undefined;
}

/**
 * Operators (ARCHITECTURE "operator side"): login with password and optional TOTP, opaque
 * sessions stored hashed, the ADMIN_TOKEN bootstrap owner, operator management and the audit log.
 */
export function createOperatorService({
  repo,
  limiter,
  cache,
  now,
  adminToken,
}: OperatorServiceDeps) {
  const expectedAdmin = adminToken ? sha256(adminToken) : null;

  async function actorOf(row: OperatorRow, tokenHash: string | null): Promise<Actor> {
    return {
      id: row.id,
      username: row.username,
      role: row.role,
      allMerchants: row.allMerchants,
      merchantCodes: row.allMerchants ? [] : await repo.merchantCodes(row.id),
      mustChangePassword: row.mustChangePassword,
      tokenHash,
    };
  }

  /** A code is good once per operator, like a member's (lib/totp.ts). */
  const useTotp = (id: number, secret: string, code: string) =>
    acceptTotpOnce(cache, `operator:${id}`, secret, code, now());

  async function checkTotp(row: OperatorRow, code: string | undefined): Promise<boolean> {
    if (!row.totpEnabled || !row.totpSecret) return true;
    if (!code) return false;
    return useTotp(row.id, row.totpSecret, code);
  }

  async function startSession(
    row: OperatorRow,
    ip: string,
    userAgent: string | null,
  ): Promise<OperatorToken> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now() + OPERATOR_SESSION_TTL_MS;
    await repo.createSession({
      tokenHash: tokenHashOf(token),
      operatorId: row.id,
      ip,
      userAgent,
      expiresAt: new Date(expiresAt),
    });
    await repo.update(row.id, { lastLoginAt: new Date(now()) });
    const fresh = (await repo.byId(row.id))!;
    return { token, expiresAt, operator: await repo.view(fresh) };
  }

  return {
    /**
     * Login, limited per IP and per account and IP like member logins (§8 TOO_MANY_REQUEST), so
     * guessing is slow and someone guessing from elsewhere does not lock the real operator out.
     */
    async login(
      input: { username: string; password: string; totp?: string | undefined },
      ip: string,
      userAgent: string | null,
    ): Promise<OperatorToken> {
      const failureKey = `operator:${input.username.toLowerCase()}:${ip}`;
      await limiter.hit('loginPerIp', `operator:${ip}`);
      await limiter.check('loginFailuresPerAccountIp', failureKey);
      const row = await repo.byUsername(input.username);
      const passwordOk = row ? await verifyPassword(row.passwordHash, input.password) : false;
      if (!row || !passwordOk) {
        await limiter.count('loginFailuresPerAccountIp', failureKey);
        throw new AppError(
          401,
          ADMIN_ERROR_CODES.OPERATOR_CREDENTIALS,
          'Wrong username or password',
        );
      }
      if (!(await checkTotp(row, input.totp))) {
        if (input.totp) await limiter.count('loginFailuresPerAccountIp', failureKey);
        throw new AppError(
          401,
          ADMIN_ERROR_CODES.OPERATOR_TOTP_REQUIRED,
          input.totp ? 'Wrong authenticator code' : 'Authenticator code required',
        );
      }
      if (row.disabledAt) {
        throw new AppError(403, ADMIN_ERROR_CODES.OPERATOR_DISABLED, 'This operator is disabled');
      }
      await limiter.reset('loginFailuresPerAccountIp', failureKey);
      return startSession(row, ip, userAgent);
    },

    /** The caller of an /admin request, from its bearer token; null when it is not valid. */
    async authenticate(token: string): Promise<Actor | null> {
      if (!token) return null;
      if (expectedAdmin && timingSafeEqual(sha256(token), expectedAdmin)) {
        return {
          id: null,
          username: BOOTSTRAP_OPERATOR_NAME,
          role: 'owner',
          allMerchants: true,
          merchantCodes: [],
          mustChangePassword: false,
          tokenHash: null,
        };
      }
      const tokenHash = tokenHashOf(token);
      const found = await repo.sessionByHash(tokenHash, new Date(now()));
      if (!found || found.operator.disabledAt) return null;
      return actorOf(found.operator, tokenHash);
    },

    /** 403 unless the actor's role carries the right. */
    requireRight(actor: Actor, right: OperatorRight) {
      if (!hasRight(actor.role, right)) {
        throw new AppError(
          403,
          ADMIN_ERROR_CODES.FORBIDDEN_ROLE,
          `The ${actor.role} role may not do this (${right})`,
        );
      }
    },

    /** 403 unless the actor may act on the merchant. */
    requireMerchant(actor: Actor, merchantCode: string) {
      if (!actor.allMerchants && !actor.merchantCodes.includes(merchantCode)) {
        throw new AppError(
          403,
          ADMIN_ERROR_CODES.FORBIDDEN_MERCHANT,
          'This operator may not act on this merchant',
        );
      }
    },

    /** 404 for a merchant that does not exist (disabled ones exist). */
    async requireExistingMerchant(code: string) {
      if (!(await repo.merchantExists(code))) {
        throw new AppError(404, ERROR_CODES.MERCHANT_NOT_FOUND, 'Unknown merchant');
      }
    },

    /** The merchants the actor sees: null for all. */
    scopeOf: (actor: Actor): string[] | null => (actor.allMerchants ? null : actor.merchantCodes),

    async logout(actor: Actor) {
      if (actor.tokenHash) await repo.revokeSession(actor.tokenHash, new Date(now()));
    },

    async me(actor: Actor): Promise<Operator | null> {
      if (actor.id === null) return null;
      const row = await repo.byId(actor.id);
      return row ? repo.view(row) : null;
    },

    /** Changes the caller's own password; their other sessions end. */
    async changePassword(actor: Actor, oldPassword: string, newPassword: string) {
      if (actor.id === null) {
        throw new AppError(400, ERROR_CODES.VALIDATION, 'ADMIN_TOKEN has no password');
      }
      const row = (await repo.byId(actor.id))!;
      if (!(await verifyPassword(row.passwordHash, oldPassword))) {
        throw new AppError(401, ADMIN_ERROR_CODES.OPERATOR_CREDENTIALS, 'Wrong password');
      }
      await repo.update(row.id, {
        passwordHash: await hashPassword(newPassword),
        mustChangePassword: false,
      });
      await repo.revokeSessionsOf(row.id, new Date(now()), actor.tokenHash ?? undefined);
    },

    /** TOTP, as members have it: a secret to scan, on once a first code confirms it. */
    async startTotp(actor: Actor) {
      if (actor.id === null) {
        throw new AppError(400, ERROR_CODES.VALIDATION, 'ADMIN_TOKEN has no second factor');
      }
      const secret = new Secret({ size: 20 });
      await repo.update(actor.id, { totpSecret: secret.base32, totpEnabled: false });
      const totp = new TOTP({ issuer: 'Operator console', label: actor.username, secret });
      return { secret: secret.base32, otpauthUrl: totp.toString() };
    },

    async confirmTotp(actor: Actor, code: string) {
      const row = actor.id === null ? null : await repo.byId(actor.id);
      if (!row?.totpSecret) throw new AppError(400, ERROR_CODES.VALIDATION, 'Start TOTP first');
      // The confirming code is used up too: it cannot then open a login.
      if (!(await useTotp(row.id, row.totpSecret, code))) {
        throw new AppError(
          401,
          ADMIN_ERROR_CODES.OPERATOR_TOTP_REQUIRED,
          'Wrong authenticator code',
        );
      }
      await repo.update(row.id, { totpEnabled: true });
    },

    // Operator management (owner on every merchant).

    list: (q: Parameters<OperatorRepository['list']>[0]) => repo.list(q),

    async get(id: number): Promise<Operator> {
      const row = await repo.byId(id);
      if (!row) throw new AppError(404, ADMIN_ERROR_CODES.NOT_FOUND, 'Unknown operator');
      return repo.view(row);
    },

    async create(input: Required<OperatorCreate>): Promise<Operator> {
      const row = await repo.create({
        username: input.username,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        allMerchants: input.allMerchants,
        merchantCodes: [...new Set(input.merchantCodes)],
        mustChangePassword: true,
      });
      if (!row) throw new AppError(409, ADMIN_ERROR_CODES.CONFLICT, 'This username is taken');
      return repo.view(row);
    },

    async patch(actor: Actor, id: number, patch: OperatorPatch) {
      const row = await repo.byId(id);
      if (!row) throw new AppError(404, ADMIN_ERROR_CODES.NOT_FOUND, 'Unknown operator');
      // The last enabled owner cannot demote or disable themselves into a locked-out deployment.
      const losesOwner =
        row.role === 'owner' && ((patch.role && patch.role !== 'owner') || patch.disabled === true);
      if (losesOwner && row.disabledAt === null && (await repo.countOwners()) <= 1) {
        throw new AppError(409, ADMIN_ERROR_CODES.CONFLICT, 'The last owner must stay an owner');
      }
      if (actor.id === id && patch.disabled) {
        throw new AppError(
          409,
          ADMIN_ERROR_CODES.CONFLICT,
          'An operator cannot disable themselves',
        );
      }
      await repo.update(
        id,
        {
          ...(patch.role ? { role: patch.role } : {}),
          ...(patch.allMerchants !== undefined ? { allMerchants: patch.allMerchants } : {}),
          ...(patch.disabled !== undefined
            ? { disabledAt: patch.disabled ? new Date(now()) : null }
            : {}),
        },
        patch.merchantCodes ? [...new Set(patch.merchantCodes)] : undefined,
      );
      if (patch.disabled) await repo.revokeSessionsOf(id, new Date(now()));
      return { before: await repo.view(row), after: await repo.view((await repo.byId(id))!) };
    },

    /** An owner sets a temporary password: every session of the operator ends. */
    async resetPassword(id: number, password: string) {
      const row = await repo.byId(id);
      if (!row) throw new AppError(404, ADMIN_ERROR_CODES.NOT_FOUND, 'Unknown operator');
      await repo.update(id, {
        passwordHash: await hashPassword(password),
        mustChangePassword: true,
      });
      await repo.revokeSessionsOf(id, new Date(now()));
    },

    // Audit log

    async record(actor: Actor, ip: string | null, entry: AuditRecord) {
      await repo.appendAudit({
        at: new Date(now()),
        operatorId: actor.id,
        operatorName: actor.username,
        merchantCode: entry.merchantCode,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId === null ? null : String(entry.targetId),
        before: redactForAudit(entry.before),
        after: redactForAudit(entry.after),
        ip,
      });
    },

    listAudit: (q: AuditQuery, merchantCodes: string[] | null) => repo.listAudit(q, merchantCodes),
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;

/** The caller of a route behind the operator gate. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(401, ADMIN_ERROR_CODES.OPERATOR_NOT_LOGIN, 'Log in');
  return request.actor;
}

/** Records a write in the audit log, for the request's operator. */
export async function audit(request: FastifyRequest, entry: AuditRecord) {
  request.audited = true;
  await request.server.operators.record(actorOf(request), request.ip, entry);
}
