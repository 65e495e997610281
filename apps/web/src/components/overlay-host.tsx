import { lazy, Suspense } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useOverlays, type DialogOverlay } from '../lib/overlay-store';
import { useIsLoading } from '../lib/loading';
import { Spinner } from './spinner';
import './overlay-host.css';

// Dialogs are rare at start: their code (the modal) comes with the first one.
const DialogView = lazy(() => import('./dialog-view').then((m) => ({ default: m.DialogView })));

const toneIcon = { info: Info, success: CircleCheck, error: CircleAlert } as const;

/** Draws every dialog, alert and toast of the overlay store, and the global loading spinner. */
export function OverlayHost({ loadingLabel }: { loadingLabel: string }) {
  const overlays = useOverlays();
  const loading = useIsLoading();
  const dialogs = overlays.filter((o): o is DialogOverlay => o.kind === 'dialog');
  const toasts = overlays.filter((o) => o.kind === 'toast');
  return (
    <>
      {dialogs.length > 0 ? (
        <Suspense fallback={null}>
          {dialogs.map((d) => (
            <DialogView key={d.id} dialog={d} />
          ))}
        </Suspense>
      ) : null}
      <div className="toast-region" role="status" aria-live="polite">
        {toasts.map((t) => {
          const Icon = toneIcon[t.tone];
          return (
            <div key={t.id} className={`toast toast--${t.tone}`}>
              <Icon size={18} aria-hidden="true" />
              <span>{t.message}</span>
            </div>
          );
        })}
      </div>
      {loading ? (
        <div className="loading-veil">
          <Spinner label={loadingLabel} />
        </div>
      ) : null}
    </>
  );
}
