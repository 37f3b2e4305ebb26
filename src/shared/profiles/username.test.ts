import { describe, expect, it } from 'vitest';
import { firstFreeUsername, usernameBase } from './username';

describe('usernameBase', () => {
  it('joins the names in lowercase without accents or symbols', () => {
    expect(usernameBase('Zoë', "O'Brien-Smith")).toBe('zoeobriensmith');
  });
  it('pads names too short to stand alone', () => {
    expect(usernameBase('李', '')).toBe('member');
    expect(usernameBase('Al', '')).toBe('almember');
  });
  it('keeps at most 20 characters', () => {
    expect(usernameBase('Bartholomew', 'Montgomery-Featherstonehaugh')).toHaveLength(20);
  });
});

describe('firstFreeUsername', () => {
  it('returns the base when free and the lowest free number otherwise', () => {
    expect(firstFreeUsername('jane', new Set())).toBe('jane');
    expect(firstFreeUsername('jane', new Set(['jane', 'jane2', 'jane4']))).toBe('jane3');
  });
});
