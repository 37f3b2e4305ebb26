import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MENTIONS, mentionQueryAt, mentionedNames } from './mentions';

describe('mentionedNames', () => {
  it('finds forum names after an @, lower case and once each', () => {
    expect(mentionedNames('Thanks @PiaKowalski and @sam_k! @piakowalski, what do you think?')).toEqual([
      'piakowalski',
      'sam_k',
    ]);
  });

  it('leaves out e-mail addresses, paths, code and names too short or too long', () => {
    expect(
      mentionedNames(
        'mail me at pia@example.com, see https://x.y/@someone, `@incode` and\n```\n@fenced\n```\n@ab @' +
          'a'.repeat(21),
      ),
    ).toEqual([]);
  });

  it('stops at the limit', () => {
    const text = Array.from({ length: 20 }, (_, i) => `@member_${i}`).join(' ');
    expect(mentionedNames(text)).toHaveLength(MAX_MENTIONS);
  });

  it('only ever returns valid forum names', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        for (const name of mentionedNames(text)) expect(name).toMatch(/^[a-z0-9_]{3,20}$/);
      }),
    );
  });
});

describe('mentionQueryAt', () => {
  it('is the name being typed after an @ at the caret', () => {
    expect(mentionQueryAt('Thanks @Pi', 10)).toEqual({ start: 7, query: 'pi' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('pia@exa', 7)).toBeNull();
    expect(mentionQueryAt('Thanks @pia and', 15)).toBeNull();
  });
});
