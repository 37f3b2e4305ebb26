import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, readThemePreference, resolvesDark, setThemePreference } from './theme-store';

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('theme preference', () => {
  it('resolves system to the device setting and light/dark to themselves', () => {
    expect(resolvesDark('system', true)).toBe(true);
    expect(resolvesDark('system', false)).toBe(false);
    expect(resolvesDark('dark', false)).toBe(true);
    expect(resolvesDark('light', true)).toBe(false);
  });

  it('remembers a choice on the device and applies the dark class at once', () => {
    setThemePreference('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(readThemePreference()).toBe('dark');
    setThemePreference('light');
    expect(document.documentElement).not.toHaveClass('dark');
    setThemePreference('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(readThemePreference()).toBe('system');
  });

  it('treats an unknown stored value as system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemePreference()).toBe('system');
  });
});
