/**
 * What the forced password change (§4: first login, expired or temporary password) needs to know
 * about the login that led to it, kept in memory only: the password just used, or the fact that a
 * temporary password the player never saw is in force (mobile registration, §5).
 */
export interface PendingChange {
  oldPassword: string | null;
  temporary: boolean;
}

let pending: PendingChange | null = null;

export function holdForPasswordChange(change: PendingChange | null): void {
  pending = change;
}

export function takePendingChange(): PendingChange | null {
  return pending;
}

export function releasePendingChange(): void {
  pending = null;
}
