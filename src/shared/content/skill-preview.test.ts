import { describe, expect, it } from 'vitest';
import { firstSection } from './skill-preview';

describe('firstSection', () => {
  it('keeps the first heading and its text, up to the next heading of the same level', () => {
    const body = '## What it is\n\nA tour.\n\n### Detail\n\nMore.\n\n## Why it helps\n\nSecret.';
    expect(firstSection(body)).toBe('## What it is\n\nA tour.\n\n### Detail\n\nMore.');
  });

  it('keeps an introduction that comes before any heading', () => {
    expect(firstSection('\nIntro line.\n\nSecond.\n\n## Next\n\nSecret.')).toBe('Intro line.\n\nSecond.');
  });

  it('returns a body without headings whole', () => {
    expect(firstSection('Just text.')).toBe('Just text.');
  });
});
