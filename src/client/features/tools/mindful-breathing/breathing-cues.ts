import type { BreathPhase } from './breathing-patterns';

/** The tone and buzz that mark the start of a phase: rising to breathe in, falling to breathe out. */
export interface PhaseCue {
  /** Start and end pitch of a short glide, in Hz. */
  fromHz: number;
  toHz: number;
  /** A vibration pattern for navigator.vibrate, in ms. */
  vibration: number[];
}

export const phaseCues: Record<BreathPhase, PhaseCue> = {
  in: { fromHz: 392, toHz: 523, vibration: [60] },
  hold: { fromHz: 440, toHz: 440, vibration: [30, 60, 30] },
  out: { fromHz: 523, toHz: 392, vibration: [120] },
};

/** How long a tone lasts and how loud it peaks (soft: a cue, not an alarm). */
export const TONE_SECONDS = 0.6;
export const TONE_PEAK_GAIN = 0.08;

let audioContext: AudioContext | null = null;

/** A soft sine glide made with WebAudio (no sound file), faded in and out so it never clicks. */
export function playPhaseTone(phase: BreathPhase): void {
  const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioContextClass) return;
  audioContext ??= new AudioContextClass();
  const context = audioContext;
  if (context.state === 'suspended') void context.resume();
  const cue = phaseCues[phase];
  const start = context.currentTime;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(cue.fromHz, start);
  oscillator.frequency.linearRampToValueAtTime(cue.toHz, start + TONE_SECONDS);
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(TONE_PEAK_GAIN, start + 0.08);
  gain.gain.linearRampToValueAtTime(0, start + TONE_SECONDS);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + TONE_SECONDS + 0.05);
}

/** A short buzz on devices that can (navigator.vibrate is missing on desktops and iOS). */
export function vibratePhase(phase: BreathPhase): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate(phaseCues[phase].vibration);
  }
}
