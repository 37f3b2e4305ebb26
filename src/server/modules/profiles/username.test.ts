import { describe, expect, it } from 'vitest';
import { firstFreeUsername, usernameBase, usernameWithRandomSuffix } from './username';

describe('usernameBase', () => {
  it('joins the names in lowercase without accents or symbols', () => {
    expect(usernameBase('Zoë', "O'Brien-Smith")).toBe('zoeobriensmith');
  });
  it('pads names too short to stand alone', () => {
    expect(usernameBase('李', '')).toBe('limember');
    expect(usernameBase('Al', '')).toBe('almember');
    expect(usernameBase('✶', '—')).toMatch(/^member\d{4}$/);
  });
  it('keeps at most 20 characters', () => {
    expect(usernameBase('Bartholomew', 'Montgomery-Featherstonehaugh')).toHaveLength(20);
  });

  it('transliterates other scripts instead of dropping them', () => {
    expect(usernameBase('Дмитрий', 'Иванов')).toBe('dmitriyivanov');
    expect(usernameBase('محمد', 'علي')).toBe('mhmdly');
    expect(usernameBase('Γιώργος', 'Παπαδόπουλος')).toBe('giorgospapadopoylos');
  });
});

describe('usernameWithRandomSuffix', () => {
  it('adds four digits and stays within 20 characters', () => {
    expect(usernameWithRandomSuffix('anali')).toMatch(/^anali\d{4}$/);
    expect(usernameWithRandomSuffix('bartholomewmontgome')).toMatch(/^bartholomewmontg\d{4}$/);
  });
});

describe('firstFreeUsername', () => {
  it('returns the base when free and the lowest free number otherwise', () => {
    expect(firstFreeUsername('jane', new Set())).toBe('jane');
    expect(firstFreeUsername('jane', new Set(['jane', 'jane2', 'jane4']))).toBe('jane3');
  });
});
