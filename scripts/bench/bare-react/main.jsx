// The reference of `npm run bench`: the app's stack with nothing of the app (React, the router,
// TanStack Query, i18next, zod and a Workbox service worker), built and served like the app. One
// small JSON call, validated with zod, fills the page, as the app's first screen does.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { z } from 'zod';

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { hello: 'Hello', items: 'Items' } } },
});

const itemsSchema = z.object({ items: z.array(z.object({ id: z.number(), name: z.string() })) });

function Home() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['items'],
    queryFn: async () => itemsSchema.parse(await (await fetch('/items.json')).json()),
  });
  return (
    <main>
      <h1>{t('hello')}</h1>
      <h2>{t('items')}</h2>
      <ul>
        {data?.items.map((i) => (
          <li key={i.id}>{i.name}</li>
        ))}
      </ul>
      <Link to="/other">Other</Link>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <Home /> },
  { path: '*', element: <Home /> },
]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
