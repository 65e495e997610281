import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { BASENAME, toRouterPath } from '../lib/paths';
import { connectErrorEffects } from './error-effects';
import { queryClient } from './query-client';
import { NotFoundPage, PAGES } from './route-table';
import { AppLayout } from './app-layout';

/** Lets the error policy navigate (the 'please login' OK goes to /m/login, §8). */
function ErrorEffectsBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    connectErrorEffects({
      navigate: (to) => void navigate(toRouterPath(to)),
      // §4 "On token removal: ... member info cleared."
      onLogout: () => queryClient.removeQueries({ queryKey: ['member'] }),
    });
  }, [navigate]);
  return null;
}

/** React Router in library mode with basename /m (ARCHITECTURE), the route table of §2. */
export function AppRouter() {
  return (
    <BrowserRouter basename={BASENAME}>
      <ErrorEffectsBridge />
      <Routes>
        <Route element={<AppLayout />}>
          {PAGES.map(({ path, Page }) =>
            path === '/' ? (
              <Route key={path} index element={<Page />} />
            ) : (
              <Route key={path} path={path} element={<Page />} />
            ),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
