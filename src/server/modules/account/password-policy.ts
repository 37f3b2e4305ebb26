import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../db/paths';
import { AppError } from '../../lib/app-error';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Choose a longer or more unusual one.';
export const PATTERN_PASSWORD_MESSAGE =
  'A common word with a year, digits or symbols added (like Summer2024! or Passw0rd!) is among the first things attackers try. Choose a longer or more unusual password.';
export const PRODUCT_PASSWORD_MESSAGE =
  'Leave the name of this site out of your password: it is among the first things attackers try.';
export const PERSONAL_PASSWORD_MESSAGE =
  'Leave your name and email address out of your password: they are among the first things attackers try.';

/** Whom a new password is for: what an attacker would try first against them. */
export interface PasswordOwner {
  /** First name, last name, or both in one string. */
  names: string[];
  email: string;
}

// Guessed with a year or a symbol added (Summer2024!, May2025?), though too short for the list of passwords.
const CALENDAR_WORDS = [
  ...['spring', 'summer', 'autumn', 'fall', 'winter'],
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august'],
  ...['september', 'october', 'november', 'december'],
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
];
const PRODUCT_NAME = 'designyourlife';
const PRODUCT_INITIALS = 'dyl';
// Shorter names and address parts would refuse too many unrelated passwords ("Lee" in "sleepless").
const MIN_PERSONAL_WORD = 4;
const LEET: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '|': 'l',
};
// 1 and ! stand for i (p4ss1on) or for l (he11o): both readings are tried.
const LEET_ONE = ['i', 'l'];

interface CommonLists {
  passwords: ReadonlySet<string>;
  /** The words the listed passwords are built from (summer from summer12), and the calendar words. */
  words: ReadonlySet<string>;
}

let lists: CommonLists | undefined;

/** Drops the digits and symbols around a word: Summer2024! → Summer, 1qaz!love → qaz!love. */
function stripDecoration(text: string): string {
  return text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/**
 * The 10,000 most common passwords of 8 or more characters (from @zxcvbn-ts/language-common, lowercased),
 * shipped in the repository so the check runs offline (ASVS 5.0 6.2.4), and the words they are built from.
 * Loaded on first use.
 */
function commonLists(): CommonLists {
  if (lists) return lists;
  const passwords = new Set(
    readFileSync(join(packageRoot, 'src/server/modules/account/common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.length > 0),
  );
  const words = new Set(CALENDAR_WORDS);
  for (const password of passwords) {
    const word = stripDecoration(password);
    if (word.length >= 4 && /^[a-z]+$/.test(word)) words.add(word);
  }
  lists = { passwords, words };
  return lists;
}

/** Lowercase, accents dropped (José → jose), so names and passwords compare as people type them. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The text with look-alike digits and symbols read as letters (p@ssw0rd → password), 1 as i or as l. */
function unleetVariants(text: string): string[] {
  return LEET_ONE.map((one) =>
    [...text].map((c) => (c === '1' || c === '!' ? one : (LEET[c] ?? c))).join(''),
  );
}

/** The words a password may be built from once its decoration and look-alike characters are removed. */
function baseWords(password: string): string[] {
  const lower = fold(password);
  const bases = [...unleetVariants(stripDecoration(lower)), ...unleetVariants(lower).map(stripDecoration)];
  return [...new Set(bases)];
}

/** The password as letters and digits only, plain and with look-alikes read as letters, for "contains". */
function comparableForms(password: string): string[] {
  const lower = fold(password);
  const plain = lower.replace(/[^\p{L}\p{N}]/gu, '');
  return [plain, ...unleetVariants(lower).map((form) => form.replace(/[^\p{L}]/gu, ''))];
}

/** Whether a password is on the common-passwords list, compared without case. */
export function isCommonPassword(password: string): boolean {
  return commonLists().passwords.has(password.toLowerCase());
}

/** Whether a password is a listed password or the word of one with a year or symbols (Summer2024!, Passw0rd!). */
export function isCommonPattern(password: string): boolean {
  const { passwords, words } = commonLists();
  return baseWords(password).some((base) => words.has(base) || passwords.has(base));
}

function containsProductName(password: string): boolean {
  return (
    comparableForms(password).some((form) => form.includes(PRODUCT_NAME)) ||
    baseWords(password).includes(PRODUCT_INITIALS)
  );
}

/** Name parts and address parts of at least MIN_PERSONAL_WORD characters, lowercased. */
function personalWords(owner: PasswordOwner): string[] {
  const localPart = fold(owner.email.split('@')[0] ?? '');
  const words = [
    ...owner.names.flatMap((name) => fold(name).split(/[^\p{L}]+/u)),
    ...localPart.split(/[^\p{L}]+/u),
    localPart.replace(/[^\p{L}\p{N}]/gu, ''),
  ];
  return [...new Set(words.filter((word) => word.length >= MIN_PERSONAL_WORD))];
}

function containsPersonalWord(password: string, owner: PasswordOwner): boolean {
  const forms = comparableForms(password);
  return personalWords(owner).some((word) => forms.some((form) => form.includes(word)));
}

/** Why a new password would be among the first guesses against its owner, or null when it is not. */
export function passwordWeakness(password: string, owner?: PasswordOwner): string | null {
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  if (containsProductName(password)) return PRODUCT_PASSWORD_MESSAGE;
  if (owner && containsPersonalWord(password, owner)) return PERSONAL_PASSWORD_MESSAGE;
  if (isCommonPattern(password)) return PATTERN_PASSWORD_MESSAGE;
  return null;
}

/** Whether a password would be guessed early whoever it is for (ADMIN_PASSWORD is checked with this). */
export function isGuessablePassword(password: string): boolean {
  return passwordWeakness(password) !== null;
}

/** 400 naming `field`, saying why, when a new password is one attackers would try first. */
export function assertPasswordAcceptable(password: string, field: string, owner?: PasswordOwner): void {
  const weakness = passwordWeakness(password, owner);
  if (weakness === null) return;
  throw new AppError(400, 'validation_failed', 'Some fields need attention.', { [field]: weakness });
}
