import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectToolBodyAccepted, jsonResponse } from '@client/test/fake-tool-api';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { MindfulBreathing } from './mindful-breathing';

const posted: unknown[] = [];
const savedSettings: unknown[] = [];

function stubApi(settings: Record<string, unknown> = {}) {
  posted.length = 0;
  savedSettings.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      expectToolBodyAccepted('mindful-breathing', url, init);
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (url.endsWith('/settings') && method === 'GET')
        return jsonResponse({ toolKey: 'mindful-breathing', data: settings, updatedAt: null });
      if (url.endsWith('/settings')) {
        savedSettings.push(body);
        return jsonResponse({ toolKey: 'mindful-breathing', data: {}, updatedAt: null });
      }
      if (url.endsWith('/entries') && method === 'POST') {
        posted.push(body);
        const now = new Date().toISOString();
        return jsonResponse(
          { id: 'e1', toolKey: 'mindful-breathing', createdAt: now, updatedAt: now, data: {} },
          201,
        );
      }
      return jsonResponse({ items: [], nextCursor: null });
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MindfulBreathing', () => {
  it('offers the four patterns with descriptions and teaches how to begin', async () => {
    stubApi();
    renderWithSession(<MindfulBreathing />, signedInSession());
    const patterns = screen.getByRole('group', { name: 'Pattern' });
    expect(within(patterns).getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: /Physiological sigh.*Two breaths in/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Box breathing/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '5 min' })).toBeChecked();
    expect(await screen.findByText('No sessions yet')).toBeInTheDocument();
  });

  it('starts with the remembered pattern and a custom duration from the settings', async () => {
    stubApi({ pattern: '4-7-8', durationMinutes: 7 });
    renderWithSession(<MindfulBreathing />, signedInSession());
    await waitFor(() => expect(screen.getByRole('radio', { name: /4-7-8 breathing/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(screen.getByLabelText('Minutes (1–60)')).toHaveValue(7);
  });

  it('guides a one-minute session, logs it when it ends and remembers the choice', async () => {
    stubApi();
    renderWithSession(<MindfulBreathing />, signedInSession());
    fireEvent.click(screen.getByRole('radio', { name: /Coherent/ }));
    fireEvent.click(screen.getByRole('radio', { name: '1 min' }));
    const start = screen.getByRole('button', { name: 'Start' });
    await waitFor(() => expect(start).toBeEnabled());
    fireEvent.click(start);
    expect(screen.getByText('Breathe in')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Pattern' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(5200));
    expect(screen.getByText('Breathe out')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(55_000));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ data: { pattern: 'coherent', durationSeconds: 60 } });
    expect(savedSettings[0]).toEqual({
      data: { pattern: 'coherent', durationMinutes: 1, toneCues: false, vibrationCues: false },
    });
    expect(await screen.findByText(/Well done — 1 min of coherent breathing/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('pauses without counting the paused time, and does not log a stop under 30 seconds', async () => {
    stubApi();
    renderWithSession(<MindfulBreathing />, signedInSession());
    const start = screen.getByRole('button', { name: 'Start' });
    await waitFor(() => expect(start).toBeEnabled());
    fireEvent.click(start);
    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    act(() => vi.advanceTimersByTime(5_000));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByText(/Sessions under 30 seconds are not logged/)).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('logs the time practised when stopped after 30 seconds', async () => {
    stubApi();
    renderWithSession(<MindfulBreathing />, signedInSession());
    const start = screen.getByRole('button', { name: 'Start' });
    await waitFor(() => expect(start).toBeEnabled());
    fireEvent.click(start);
    act(() => vi.advanceTimersByTime(42_000));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ data: { pattern: 'box', durationSeconds: 42 } });
  });

  it('keeps tone and vibration cues off by default, remembers a choice, and cues each phase once', async () => {
    const tones: number[] = [];
    class FakeAudioContext {
      currentTime = 0;
      state = 'running';
      destination = {};
      createOscillator() {
        return {
          type: 'sine',
          frequency: {
            setValueAtTime: (hz: number) => tones.push(hz),
            linearRampToValueAtTime: () => undefined,
          },
          connect: (node: unknown) => node,
          start: () => undefined,
          stop: () => undefined,
        };
      }
      createGain() {
        return {
          gain: { setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined },
          connect: (node: unknown) => node,
        };
      }
    }
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('AudioContext', FakeAudioContext);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    stubApi();
    renderWithSession(<MindfulBreathing />, signedInSession());
    const tone = screen.getByRole('checkbox', { name: 'Soft tone at each phase' });
    const buzz = screen.getByRole('checkbox', { name: 'Vibrate at each phase' });
    expect(tone).not.toBeChecked();
    expect(buzz).not.toBeChecked();
    fireEvent.click(tone);
    fireEvent.click(buzz);
    await waitFor(() =>
      expect(savedSettings.at(-1)).toMatchObject({ data: { toneCues: true, vibrationCues: true } }),
    );

    fireEvent.click(screen.getByRole('radio', { name: /Coherent/ }));
    const start = screen.getByRole('button', { name: 'Start' });
    await waitFor(() => expect(start).toBeEnabled());
    fireEvent.click(start);
    expect(tones).toHaveLength(1);
    expect(vibrate).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(tones).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3500));
    expect(screen.getByText('Breathe out')).toBeInTheDocument();
    expect(tones).toHaveLength(2);
    expect(vibrate).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    Reflect.deleteProperty(navigator, 'vibrate');
  });
});
