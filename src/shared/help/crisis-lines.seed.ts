import type { CrisisLineInput } from './crisis-lines.schemas';

/**
 * The crisis lines a new install starts with, and what the help panel shows on a device that has never reached
 * the server. Each number is the one its organisation publishes at `sourceUrl`. `checkedOn` is null: nobody has
 * checked these against their sources on this install yet; the admin page asks for that, and the date an admin
 * enters is shown with the line.
 */
const line = (
  countryCode: string,
  countryName: string,
  fields: Omit<
    CrisisLineInput,
    | 'countryCode'
    | 'countryName'
    | 'checkedOn'
    | 'isEmergency'
    | 'phone'
    | 'sms'
    | 'smsKeyword'
    | 'url'
    | 'description'
  > &
    Partial<CrisisLineInput>,
): CrisisLineInput => ({
  countryCode,
  countryName,
  isEmergency: false,
  phone: null,
  sms: null,
  smsKeyword: null,
  url: null,
  description: '',
  checkedOn: null,
  ...fields,
});

const emergency = (countryCode: string, countryName: string, phone: string, sourceUrl: string) =>
  line(countryCode, countryName, {
    name: 'Emergency services',
    isEmergency: true,
    phone,
    description: 'If you or someone else is in danger now.',
    sourceUrl,
  });

export const DEFAULT_CRISIS_LINES: CrisisLineInput[] = [
  emergency('US', 'United States', '911', 'https://www.911.gov'),
  line('US', 'United States', {
    name: '988 Suicide & Crisis Lifeline',
    phone: '988',
    sms: '988',
    url: 'https://988lifeline.org',
    description: 'Call or text, free and confidential, 24 hours a day.',
    sourceUrl: 'https://988lifeline.org',
  }),
  emergency(
    'GB',
    'United Kingdom',
    '999',
    'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/',
  ),
  line('GB', 'United Kingdom', {
    name: 'Samaritans',
    phone: '116 123',
    url: 'https://www.samaritans.org',
    description: 'Free to call, any time, day or night.',
    sourceUrl: 'https://www.samaritans.org',
  }),
  line('GB', 'United Kingdom', {
    name: 'Shout',
    sms: '85258',
    smsKeyword: 'SHOUT',
    description: 'Free, confidential text support, 24 hours a day.',
    sourceUrl: 'https://giveusashout.org',
  }),
  emergency('IE', 'Ireland', '112', 'https://digital-strategy.ec.europa.eu/en/policies/112'),
  line('IE', 'Ireland', {
    name: 'Samaritans',
    phone: '116 123',
    url: 'https://www.samaritans.org/ireland/',
    description: 'Free to call, any time, day or night.',
    sourceUrl: 'https://www.samaritans.org/ireland/',
  }),
  line('IE', 'Ireland', {
    name: '50808',
    sms: '50808',
    smsKeyword: 'HELLO',
    description: 'Free text support, 24 hours a day.',
    sourceUrl: 'https://text50808.ie',
  }),
  emergency('CA', 'Canada', '911', 'https://www.canada.ca'),
  line('CA', 'Canada', {
    name: '9-8-8 Suicide Crisis Helpline',
    phone: '988',
    sms: '988',
    url: 'https://988.ca',
    description: 'Call or text, 24 hours a day.',
    sourceUrl: 'https://988.ca',
  }),
  emergency('AU', 'Australia', '000', 'https://www.triplezero.gov.au'),
  line('AU', 'Australia', {
    name: 'Lifeline',
    phone: '13 11 14',
    url: 'https://www.lifeline.org.au',
    description: 'Crisis support, 24 hours a day.',
    sourceUrl: 'https://www.lifeline.org.au',
  }),
  emergency('NZ', 'New Zealand', '111', 'https://www.police.govt.nz/use-111'),
  line('NZ', 'New Zealand', {
    name: 'Need to talk? 1737',
    phone: '1737',
    sms: '1737',
    url: 'https://1737.org.nz',
    description: 'Call or text a trained counsellor, free, any time.',
    sourceUrl: 'https://1737.org.nz',
  }),
  emergency('IN', 'India', '112', 'https://112.gov.in'),
  line('IN', 'India', {
    name: 'Tele-MANAS',
    phone: '14416',
    url: 'https://telemanas.mohfw.gov.in',
    description: 'Free mental health support, 24 hours a day.',
    sourceUrl: 'https://telemanas.mohfw.gov.in',
  }),
  emergency('DE', 'Germany', '112', 'https://digital-strategy.ec.europa.eu/en/policies/112'),
  line('DE', 'Germany', {
    name: 'TelefonSeelsorge',
    phone: '0800 111 0 111',
    url: 'https://www.telefonseelsorge.de',
    description: 'Free and anonymous, day and night (also 0800 111 0 222).',
    sourceUrl: 'https://www.telefonseelsorge.de',
  }),
  emergency('FR', 'France', '112', 'https://digital-strategy.ec.europa.eu/en/policies/112'),
  line('FR', 'France', {
    name: '3114',
    phone: '3114',
    url: 'https://3114.fr',
    description: 'The national suicide prevention line, free, 24 hours a day.',
    sourceUrl: 'https://3114.fr',
  }),
];
