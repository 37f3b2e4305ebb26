import { randomInt } from 'node:crypto';

// Calm, neutral words: a new member's first username says nothing about them until they choose their own.
const ADJECTIVES = [
  'calm',
  'quiet',
  'bright',
  'gentle',
  'steady',
  'brave',
  'kind',
  'clear',
  'warm',
  'patient',
  'curious',
  'hopeful',
  'mellow',
  'sunny',
  'still',
  'bold',
] as const;
const NOUNS = [
  'river',
  'harbor',
  'meadow',
  'cedar',
  'heron',
  'maple',
  'lantern',
  'pebble',
  'willow',
  'comet',
  'fern',
  'otter',
  'summit',
  'breeze',
  'robin',
  'valley',
] as const;

const pick = <T>(words: readonly T[]): T => words[randomInt(words.length)] as T;

/**
 * A new member's username until they choose their forum name: two neutral words and four digits (calmheron4821,
 * at most 20 characters). Never made from their legal name: the community sees the username, and onboarding
 * promises their name stays private. About 2.3 million of them, so a collision is rare; the caller draws again.
 */
export function neutralUsername(): string {
  return `${pick(ADJECTIVES)}${pick(NOUNS)}${randomInt(1000, 10_000)}`;
}
