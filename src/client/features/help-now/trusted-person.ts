import { readStored, writeStored } from './device-storage';

/** "Someone I trust": a name and a number the member keeps on this device only, never sent to the server. */
export interface TrustedPerson {
  name: string;
  phone: string;
}

export const TRUSTED_PERSON_KEY = 'dyl-trusted-person';

const isTrustedPerson = (value: unknown): value is TrustedPerson =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TrustedPerson).name === 'string' &&
  typeof (value as TrustedPerson).phone === 'string';

export const readTrustedPerson = () => readStored(TRUSTED_PERSON_KEY, isTrustedPerson);
export const saveTrustedPerson = (person: TrustedPerson | null) => writeStored(TRUSTED_PERSON_KEY, person);

/** A number as a tel: or sms: link wants it: digits and a leading +. */
export const dialString = (number: string) => number.replace(/[^\d+]/g, '');
