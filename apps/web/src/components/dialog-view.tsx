import { useCallback, useState } from 'react';
import { closeOverlay, type DialogOverlay } from '../lib/overlay-store';
import { Modal } from './modal';
import { Button } from './button';

/** One dialog of the overlay store (loaded with the first dialog, off the first-load path). */
export function DialogView({ dialog }: { dialog: DialogOverlay }) {
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
