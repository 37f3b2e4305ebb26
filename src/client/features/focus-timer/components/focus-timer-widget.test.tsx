import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT } from '@client/features/account/api/session';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { focusTimer } from '../focus-timer-store';
import { FocusTimerDockSlot, FocusTimerWidgetSlot } from './focus-timer-widget-slot';

describe('FocusTimerWidgetSlot', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => focusTimer.reset());
  });

  it('stays hidden until the timer is started, then shows mode, time and the full-timer link', async () => {
    renderWithSession(<FocusTimerWidgetSlot />, signedInSession(), '/library');
    expect(screen.queryByRole('complementary', { name: 'Focus timer' })).toBeNull();
    act(() => focusTimer.start());
    const widget = await screen.findByRole('complementary', { name: 'Focus timer' });
    expect(widget).toHaveClass('w-72');
    expect(widget).toHaveTextContent('Focus');
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');
    expect(screen.getByRole('link', { name: 'Go to full timer' })).toHaveAttribute(
      'href',
      '/tools/pomodoro-timer',
    );
    act(() => screen.getByRole('button', { name: 'Pause' }).click());
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('can be closed', async () => {
    renderWithSession(<FocusTimerWidgetSlot />, signedInSession(), '/library');
    act(() => focusTimer.start());
    await screen.findByRole('button', { name: 'Close focus timer' });
    act(() => screen.getByRole('button', { name: 'Close focus timer' }).click());
    expect(screen.queryByRole('complementary', { name: 'Focus timer' })).toBeNull();
  });

  it('is not shown to a visitor', async () => {
    renderWithSession(<FocusTimerWidgetSlot />, SIGNED_OUT, '/library');
    act(() => focusTimer.start());
    expect(screen.queryByRole('complementary', { name: 'Focus timer' })).toBeNull();
  });

  it('stays away from the full timer page, which shows the same controls', async () => {
    renderWithSession(<FocusTimerWidgetSlot />, signedInSession(), '/tools/pomodoro-timer');
    act(() => focusTimer.start());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: 'Focus timer' })).toBeNull();
  });

  it('collapses to a small pill that remembers, and opens again', async () => {
    const first = renderWithSession(<FocusTimerWidgetSlot />, signedInSession(), '/library');
    act(() => focusTimer.start());
    await screen.findByRole('button', { name: 'Collapse focus timer' });
    act(() => screen.getByRole('button', { name: 'Collapse focus timer' }).click());
    const pill = screen.getByRole('button', { name: /^Focus, 25:00 left\. Show the focus timer/ });
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    first.unmount();
    renderWithSession(<FocusTimerWidgetSlot />, signedInSession(), '/library');
    expect(await screen.findByRole('button', { name: /Show the focus timer/ })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: /Show the focus timer/ }).click());
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(pill).not.toBeInTheDocument();
  });

  it('offers stop while focusing and skip during a break', async () => {
    renderWithSession(<FocusTimerWidgetSlot />, signedInSession(), '/library');
    act(() => focusTimer.start());
    await screen.findByRole('button', { name: 'Stop' });
    act(() => screen.getByRole('button', { name: 'Stop' }).click());
    expect(focusTimer.get().state.status).toBe('idle');
    expect(screen.getByRole('button', { name: 'Start focus' })).toBeInTheDocument();
    // Finish a focus period to reach a break.
    act(() => focusTimer.start());
    const endsAt = focusTimer.get().state.endsAt ?? 0;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(endsAt + 1000);
    act(() => focusTimer.tick());
    clock.mockRestore();
    expect(focusTimer.get().state.mode).not.toBe('focus');
    await screen.findByRole('button', { name: 'Skip break' });
    act(() => screen.getByRole('button', { name: 'Skip break' }).click());
    expect(focusTimer.get().state.mode).toBe('focus');
  });

  it('docks under the header with the same buttons as the floating widget', async () => {
    const names = (within: HTMLElement) =>
      [...within.querySelectorAll('[data-timer-actions] button')].map((button) => button.textContent?.trim());
    const dock = renderWithSession(<FocusTimerDockSlot />, signedInSession(), '/community');
    act(() => focusTimer.start());
    const docked = await screen.findByRole('complementary', { name: 'Focus timer' });
    expect(docked).toHaveAttribute('data-focus-dock');
    expect(names(docked)).toEqual(['Pause', 'Stop']);
    const endsAt = focusTimer.get().state.endsAt ?? 0;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(endsAt + 1000);
    act(() => focusTimer.tick());
    clock.mockRestore();
    expect(names(docked)).toEqual(['Pause', 'Skip break']);
    dock.unmount();
    renderWithSession(<FocusTimerWidgetSlot />, signedInSession(), '/community');
    const floating = await screen.findByRole('complementary', { name: 'Focus timer' });
    expect(names(floating)).toEqual(['Pause', 'Skip break']);
  });

  it('keeps the dock off the timer page too', async () => {
    renderWithSession(<FocusTimerDockSlot />, signedInSession(), '/tools/pomodoro-timer');
    act(() => focusTimer.start());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary', { name: 'Focus timer' })).toBeNull();
  });

  it('steps aside while a text field has the focus', async () => {
    renderWithSession(
      <>
        <input aria-label="Note" />
        <FocusTimerWidgetSlot />
      </>,
      signedInSession(),
      '/library',
    );
    act(() => focusTimer.start());
    const widget = await screen.findByRole('complementary', { name: 'Focus timer' });
    expect(widget).toHaveAttribute('data-aside', 'false');
    act(() => screen.getByLabelText('Note').focus());
    expect(screen.getByRole('complementary', { name: 'Focus timer', hidden: true })).toHaveAttribute(
      'data-aside',
      'true',
    );
    act(() => fireEvent.click(document.body));
  });
});
