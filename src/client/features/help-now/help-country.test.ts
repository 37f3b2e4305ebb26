import { afterEach, describe, expect, it } from 'vitest';
import { chooseHelpCountry, countryOfLanguage, helpCountry, HELP_COUNTRY_KEY } from './help-country';

const listed = new Set(['US', 'GB', 'IE', 'DE']);

afterEach(() => localStorage.clear());

describe('helpCountry', () => {
  it('reads the country of a language tag, or of a language mostly spoken in one country', () => {
    expect(countryOfLanguage('en-GB')).toBe('GB');
    expect(countryOfLanguage('en_ie')).toBe('IE');
    expect(countryOfLanguage('de')).toBe('DE');
    expect(countryOfLanguage('zh-Hant-TW')).toBe('TW');
    expect(countryOfLanguage('es')).toBeNull();
  });

  it("defaults to the first of the browser's languages that points at a listed country", () => {
    expect(helpCountry(listed, ['en-GB', 'en'])).toBe('GB');
    expect(helpCountry(listed, ['es-ES', 'de-DE'])).toBe('DE');
    expect(helpCountry(listed, ['en'])).toBe('US');
    expect(helpCountry(listed, ['es-ES'])).toBe('');
  });

  it('keeps the country chosen on the device, while the lines still list it', () => {
    chooseHelpCountry('IE');
    expect(localStorage.getItem(HELP_COUNTRY_KEY)).toBe('"IE"');
    expect(helpCountry(listed, ['en-US'])).toBe('IE');
    chooseHelpCountry('');
    expect(helpCountry(listed, ['en-US'])).toBe('');
    chooseHelpCountry('FR');
    expect(helpCountry(listed, ['en-US'])).toBe('US');
    localStorage.setItem(HELP_COUNTRY_KEY, '{not json');
    expect(helpCountry(listed, ['en-GB'])).toBe('GB');
  });
});
