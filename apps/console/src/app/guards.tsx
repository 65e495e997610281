import type { OperatorRight } from '@member-app/contract/rules/operators';
import { hasRight } from '@member-app/contract/rules/operators';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession, type ConsoleSession } from '../lib/session';

/** Screens behind the login: no session sends the operator to it, coming back here afterwards. */
export function RequireOperator({
  children,
}: {
  children: (session: ConsoleSession) => ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (session.operator.mustChangePassword && location.pathname !== '/account') {
    return <Navigate to="/account" replace />;
  }
  return <>{children(session)}</>;
}

/** A screen the role does not allow (typed in by hand): said plainly, and the server refuses too. */
export function RequireRight({
  right,
  children,
}: {
  /** One right, or several of which any one will do. */
  right: OperatorRight | readonly OperatorRight[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const rights: readonly OperatorRight[] = typeof right === 'string' ? [right] : right;
  if (!session || !rights.some((r) => hasRight(session.operator.role, r)))
    return (
      <Alert color="yellow" role="alert">
        {t('errors.forbidden')}
      </Alert>
    );
  return <>{children}</>;
}
