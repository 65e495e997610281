import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDialog, resetOverlays, showAlert, showToast } from '../lib/overlay-store';
import { clearLoadingAfterError, showLoading } from '../lib/loading';
import { OverlayHost } from './overlay-host';

beforeEach(() => resetOverlays());
afterEach(() => vi.useRealTimers());

describe('overlay host', () => {
  it('§9 a toast lasts 1.5 s', () => {
    vi.useFakeTimers();
    render(<OverlayHost loadingLabel="Please wait" />);
    act(() => void showToast('Saved', 'success'));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_499));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('§9 a dialog fades out for 250 ms before it is gone, then runs the action', async () => {
    const onPress = vi.fn();
    render(<OverlayHost loadingLabel="Please wait" />);
    act(
      () =>
        void openDialog({
          title: 'Notice',
          message: 'Hello',
          dismissible: false,
          actions: [{ label: 'OK', onPress }],
        }),
    );
    // The dialog's code comes with the first dialog.
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Hello')).not.toBeInTheDocument(), {
      timeout: 1000,
    });
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('an action marked runsInClick runs inside the click (window.open needs the gesture), then the dialog fades', async () => {
    const onPress = vi.fn();
    render(<OverlayHost loadingLabel="Please wait" />);
    act(
      () =>
        void openDialog({
          title: 'Chat',
          message: 'Open?',
          dismissible: true,
          actions: [{ label: 'Open', runsInClick: true, onPress }],
        }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    // Still on screen (fading), but the action has already run.
    expect(screen.getByText('Open?')).toBeInTheDocument();
    expect(onPress).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.queryByText('Open?')).not.toBeInTheDocument(), {
      timeout: 1000,
    });
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('an alert resolves when closed', async () => {
    render(<OverlayHost loadingLabel="Please wait" />);
    let done = false;
    act(
      () =>
        void showAlert('Careful', { title: 'Notice', okLabel: 'Confirm' }).then(
          () => (done = true),
        ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(done).toBe(true), { timeout: 1000 });
  });

  it('§8 after an error, loading indicators are cleared within 3 s', () => {
    vi.useFakeTimers();
    render(<OverlayHost loadingLabel="Please wait" />);
    act(() => void showLoading());
    expect(screen.getByText('Please wait')).toBeInTheDocument();
    act(() => clearLoadingAfterError());
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
    // A spinner shown again in the next two seconds is cleared too (each second, up to 3 times).
    act(() => void showLoading());
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
    act(() => void showLoading());
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
    // After the third second nothing clears any more.
    act(() => void showLoading());
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('Please wait')).toBeInTheDocument();
  });
});
