import type { FastifyRequest } from 'fastify';
import { notLoggedIn } from './errors';

/** The logged-in member of an authenticated route (request.member, set by the auth hook). */
export interface AuthMember {
  id: number;
  merchantCode: string;
  type: number;
  userName: string;
}

// The request's member slot is declared here, below the modules, so that every module can read it
// without importing the session module, which fills it (session/auth-plugin.ts).
declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes marked `config: { auth: true }`; null elsewhere. */
    member: AuthMember | null;
    /** SHA-256 of the request's session token, on authenticated routes. */
    sessionTokenHash: string | null;
  }
}

/**
 * The member of a route marked `config: { auth: true }` (or a relay with auth 'required'): its hook
 * has set request.member before the handler runs, so this only narrows the type; anywhere else it
 * answers 401 customer.not.login rather than letting a guest through.
 */
export function memberOf(request: FastifyRequest): AuthMember {
  if (!request.member) throw notLoggedIn();
  return request.member;
}
