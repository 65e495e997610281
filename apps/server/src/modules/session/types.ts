/** The logged-in member of an authenticated route (request.member, set by the auth hook). */
export interface AuthMember {
  id: number;
  merchantCode: string;
  type: number;
  userName: string;
}
