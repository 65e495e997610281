/** The logged-in member of an authenticated route (request.member, set by the auth hook). */
export type { AuthMember } from '../../lib/request-member';
