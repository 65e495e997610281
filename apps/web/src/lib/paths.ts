import { APP_BASE_PATH } from '@member-app/contract/routes';

/** The router runs with basename /m (SPEC §2): full paths and router paths differ by that prefix. */
export const BASENAME = APP_BASE_PATH;

export function toRouterPath(fullPath: string): string {
  if (fullPath === BASENAME || fullPath === `${BASENAME}/`) return '/';
  return fullPath.startsWith(`${BASENAME}/`) ? fullPath.slice(BASENAME.length) : fullPath;
}

export function toFullPath(routerPath: string): string {
  return routerPath === '/' ? `${BASENAME}/` : `${BASENAME}${routerPath}`;
}
