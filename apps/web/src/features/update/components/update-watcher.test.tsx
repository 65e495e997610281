import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOverlays, resetOverlays } from '../../../lib/overlay-store';
import { setupI18n } from '../../../lib/i18n';
import { UpdateWatcher } from './update-watcher';

const manifests: { hash: string; entrypoints: string[] }[] = [];
vi.mock('../api/asset-manifest', () => ({
  fetchAssetManifest: vi.fn(() => {
    const next = manifests.length > 1 ? manifests.shift()! : manifests[0];
    return next ? Promise.resolve({ ...next, files: {} }) : Promise.reject(new Error('offline'));
  }),
}));
const { fetchAssetManifest } = await import('../api/asset-manifest');

const dialogs = () => getOverlays().filter((o) => o.kind === 'dialog');
const flush = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
function becomeVisible() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

beforeAll(() => setupI18n('EN'));
beforeEach(() => {
  resetOverlays();
  manifests.length = 0;
  vi.mocked(fetchAssetManifest).mockClear();
  vi.useFakeTimers();
  document.body.insertAdjacentHTML(
    'beforeend',
    '<script type="module" src="/m/assets/index-A.js"></script>',
  );
});
afterEach(() => {
  vi.useRealTimers();
  document.querySelectorAll('script[type="module"]').forEach((s) => s.remove());
});

describe('§4 update check', () => {
  it('§4 checks 1.5 s after start, then every hour; a changed hash opens the §2 screen 3 dialog once', async () => {
    manifests.push({ hash: 'h1', entrypoints: ['/m/assets/index-A.js'] });
    render(<UpdateWatcher />);
    act(() => void vi.advanceTimersByTime(1_499));
    expect(fetchAssetManifest).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    await flush();
    expect(fetchAssetManifest).toHaveBeenCalledTimes(1);
    expect(dialogs()).toHaveLength(0);

    manifests.splice(0, 1, { hash: 'h2', entrypoints: ['/m/assets/index-B.js'] });
    act(() => void vi.advanceTimersByTime(3_600_000));
    await flush();
    expect(fetchAssetManifest).toHaveBeenCalledTimes(2);
    expect(dialogs()).toHaveLength(1);
    const dialog = dialogs()[0]!;
    expect(dialog).toMatchObject({ kind: 'dialog', title: 'Update available' });
    expect(dialog.kind === 'dialog' && dialog.actions.map((a) => a.label)).toEqual([
      'Later',
      'Refresh',
    ]);

    // Once: later occasions do not ask again.
    resetOverlays();
    becomeVisible();
    act(() => void vi.advanceTimersByTime(3_600_000));
    await flush();
    expect(dialogs()).toHaveLength(0);
  });

  it('§4 becoming visible checks again', async () => {
    manifests.push({ hash: 'h1', entrypoints: ['/m/assets/index-A.js'] });
    render(<UpdateWatcher />);
    act(() => void vi.advanceTimersByTime(1_500));
    await flush();
    manifests.splice(0, 1, { hash: 'h9', entrypoints: ['/m/assets/index-A.js'] });
    becomeVisible();
    await flush();
    expect(fetchAssetManifest).toHaveBeenCalledTimes(2);
    expect(dialogs()).toHaveLength(1);
  });

  it('§4 a page opened from an older build is told at the first check', async () => {
    manifests.push({ hash: 'h5', entrypoints: ['/m/assets/index-NEW.js'] });
    render(<UpdateWatcher />);
    act(() => void vi.advanceTimersByTime(1_500));
    await flush();
    expect(dialogs()).toHaveLength(1);
  });

  it('a failed check is quiet and tried again at the next occasion', async () => {
    render(<UpdateWatcher />);
    act(() => void vi.advanceTimersByTime(1_500));
    await flush();
    expect(dialogs()).toHaveLength(0);
    manifests.push({ hash: 'h1', entrypoints: ['/m/assets/index-A.js'] });
    becomeVisible();
    await flush();
    expect(fetchAssetManifest).toHaveBeenCalledTimes(2);
    expect(dialogs()).toHaveLength(0);
  });
});
