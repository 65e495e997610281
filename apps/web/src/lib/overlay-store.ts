import { useSyncExternalStore } from 'react';
import { TOAST_MS } from '@member-app/contract/constants';

/**
 * The overlay host's state: dialogs, alerts and toasts opened from anywhere (features,
 * the error policy) and drawn by one host component. No UI here.
 */
export interface OverlayAction {
  label: string;
  /** 'primary' is the default button (focused first). */
  variant?: 'primary' | 'secondary';
  onPress?: () => void;
  /**
   * Run onPress inside the click itself, not after the fade: browsers allow window.open only
   * during the user's gesture (popup blockers).
   */
  runsInClick?: boolean;
}

export interface DialogOverlay {
  id: number;
  kind: 'dialog';
  title?: string;
  message: string;
  actions: OverlayAction[];
  /** Escape / backdrop closes it (and runs onDismiss). */
  dismissible: boolean;
  onDismiss?: () => void;
  /** Marks dialogs of one purpose so that they are not stacked twice (e.g. 'please-login'). */
  tag?: string;
}

export interface ToastOverlay {
  id: number;
  kind: 'toast';
  message: string;
  tone: 'info' | 'success' | 'error';
}

export type Overlay = DialogOverlay | ToastOverlay;

let overlays: readonly Overlay[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly Overlay[]) {
  overlays = next;
  for (const l of listeners) l();
}

export function closeOverlay(id: number): void {
  set(overlays.filter((o) => o.id !== id));
}

export function openDialog(d: Omit<DialogOverlay, 'id' | 'kind'>): number {
  if (d.tag && overlays.some((o) => o.kind === 'dialog' && o.tag === d.tag)) return -1;
  const id = nextId++;
  set([...overlays, { ...d, id, kind: 'dialog' }]);
  return id;
}

/** An alert: a message and one OK button; resolves when closed. */
export function showAlert(
  message: string,
  options: { title?: string; okLabel: string; tag?: string },
): Promise<void> {
  return new Promise((resolve) => {
    const id = openDialog({
      title: options.title,
      message,
      tag: options.tag,
      dismissible: true,
      onDismiss: resolve,
      actions: [{ label: options.okLabel, variant: 'primary', onPress: () => resolve() }],
    });
    if (id === -1) resolve();
  });
}

/** §9 toasts last 1.5 s. */
export function showToast(
  message: string,
  tone: ToastOverlay['tone'] = 'info',
  ms = TOAST_MS,
): number {
  const id = nextId++;
  set([...overlays, { id, kind: 'toast', message, tone }]);
  setTimeout(() => closeOverlay(id), ms);
  return id;
}

export function getOverlays(): readonly Overlay[] {
  return overlays;
}

export function subscribeOverlays(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useOverlays(): readonly Overlay[] {
  return useSyncExternalStore(subscribeOverlays, getOverlays, getOverlays);
}

/** Tests only. */
export function resetOverlays(): void {
  set([]);
}
