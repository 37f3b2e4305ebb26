import { readStored, writeStored } from './device-storage';

/** The member's country for crisis lines, chosen once and kept on the device; '' is "another country". */
export const HELP_COUNTRY_KEY = 'dyl-help-country';

/** Languages without a region that are mostly spoken in one of the countries the lines may list. */
const COUNTRY_OF_LANGUAGE: Record<string, string> = { en: 'US', de: 'DE', fr: 'FR', hi: 'IN' };

/** The country a BCP 47 language tag points at ("en-GB" → GB, "de" → DE), or null. */
export function countryOfLanguage(tag: string): string | null {
  const [language = '', ...rest] = tag.split(/[-_]/);
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part));
  if (region) return region.toUpperCase();
  return COUNTRY_OF_LANGUAGE[language.toLowerCase()] ?? null;
}

const isCountry = (value: unknown): value is string =>
  typeof value === 'string' && /^([A-Z]{2})?$/.test(value);

/**
 * The country to show: the one chosen on this device if the lines still list it, else the first of the
 * browser's languages that points at a listed country, else '' (another country: the emergency advice and a
 * directory of lines).
 */
export function helpCountry(listed: ReadonlySet<string>, languages: readonly string[]): string {
  const chosen = readStored(HELP_COUNTRY_KEY, isCountry);
  if (chosen !== null && (chosen === '' || listed.has(chosen))) return chosen;
  for (const tag of languages) {
    const country = countryOfLanguage(tag);
    if (country && listed.has(country)) return country;
  }
  return '';
}

export const chooseHelpCountry = (code: string) => writeStored(HELP_COUNTRY_KEY, code);
