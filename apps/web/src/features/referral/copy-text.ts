import { showToast } from '../../lib/overlay-store';

/** Copies a code or link to the clipboard and says whether it worked. */
export async function copyText(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(done, 'success');
  } catch {
    showToast(failed, 'error');
  }
}
