import { forwardRef } from 'react';
import { Link, useLocation, useNavigate, type LinkProps, type NavigateOptions } from 'react-router';
import { withPreservedParams } from '../lib/preserved-params';

/** A Link that carries the preserved query parameters of §9 to its target. */
export const AppLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { to: string }>(
  function AppLink({ to, ...rest }, ref) {
    const location = useLocation();
    return <Link ref={ref} to={withPreservedParams(to, location.search)} {...rest} />;
  },
);

/** navigate() that carries the preserved query parameters of §9 (fire and forget). */
export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return (to: string, options?: NavigateOptions): void => {
    void navigate(withPreservedParams(to, location.search), options);
  };
}
