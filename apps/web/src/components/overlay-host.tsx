import { useCallback, useState } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { closeOverlay, useOverlays, type DialogOverlay } from '../lib/overlay-store';
import { useIsLoading } from '../lib/loading';
import { Modal } from './modal';
import { Button } from './button';
import { Spinner } from './spinner';
import './overlay-host.css';

function DialogView({ dialog }: { dialog: DialogOverlay }) {
  const [closing, setClosing] = useState(false);
  const [after, setAfter] = useState<(() => void) | undefined>();
  const finish = useCallback(() => {
    closeOverlay(dialog.id);
    after?.();
  }, [dialog.id, after]);
  const close = (run?: () => void) => {
    if (closing) return;
    setAfter(() => run);
    setClosing(true);
  };
  return (
    <Modal
      title={dialog.title ?? ''}
      hideTitle={!dialog.title}
      dismissible={dialog.dismissible}
      onDismiss={() => close(dialog.onDismiss)}
      closing={closing}
      onClosed={finish}
      footer={dialog.actions.map((a, i) => (
        <Button
          key={i}
          variant={a.variant ?? (i === dialog.actions.length - 1 ? 'primary' : 'secondary')}
          onClick={() => {
            if (!a.runsInClick) return close(a.onPress);
            a.onPress?.();
            close();
          }}
        >
          {a.label}
        </Button>
      ))}
    >
      <p className="overlay-message">{dialog.message}</p>
    </Modal>
  );
}

const toneIcon = { info: Info, success: CircleCheck, error: CircleAlert } as const;

/** Draws every dialog, alert and toast of the overlay store, and the global loading spinner. */
export function OverlayHost({ loadingLabel }: { loadingLabel: string }) {
  const overlays = useOverlays();
  const loading = useIsLoading();
  const dialogs = overlays.filter((o): o is DialogOverlay => o.kind === 'dialog');
  const toasts = overlays.filter((o) => o.kind === 'toast');
  return (
    <>
      {dialogs.map((d) => (
        <DialogView key={d.id} dialog={d} />
      ))}
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
