import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_OUT } from '@client/features/session/session-api';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { focusTimer } from '../focus-timer-store';
import { FocusTimerWidget } from './focus-timer-widget';

describe('FocusTimerWidget', () => {
  beforeEach(() => act(() => focusTimer.reset()));

  it('stays hidden until the timer is started, then shows mode, time and the full-timer link', () => {
    renderWithSession(<FocusTimerWidget />, signedInSession(), '/library');
    expect(screen.queryByRole('complementary', { name: 'Focus timer' })).toBeNull();
    act(() => focusTimer.start());
    const widget = screen.getByRole('complementary', { name: 'Focus timer' });
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

  it('can be closed', () => {
    renderWithSession(<FocusTimerWidget />, signedInSession(), '/library');
    act(() => focusTimer.start());
    act(() => screen.getByRole('button', { name: 'Close focus timer' }).click());
    expect(screen.queryByRole('complementary', { name: 'Focus timer' })).toBeNull();
  });

  it('is not shown to a visitor', () => {
    renderWithSession(<FocusTimerWidget />, SIGNED_OUT, '/library');
    act(() => focusTimer.start());
    expect(screen.queryByRole('complementary', { name: 'Focus timer' })).toBeNull();
  });
});
