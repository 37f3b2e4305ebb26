/**
 * A short list of phrases that can mean someone is thinking of harming themselves, matched on the device only:
 * neither the phrases, nor the text, nor whether it matched is ever sent, logged or stored. A match shows a
 * gentle card offering the help panel; it is not a judgement of what the member wrote and never a diagnosis, so
 * the list favours phrases that are rarely meant otherwise over catching every way of saying it.
 */
const PHRASES = [
  'kill myself',
  'killing myself',
  'end my life',
  'ending my life',
  'take my own life',
  'taking my own life',
  'want to die',
  'wanna die',
  'wish i was dead',
  'wish i were dead',
  'better off dead',
  'better off without me',
  'suicide',
  'suicidal',
  'self harm',
  'self-harm',
  'self harming',
  'self-harming',
  'hurt myself',
  'hurting myself',
  'harm myself',
  'harming myself',
  'cut myself',
  'cutting myself',
  'no reason to live',
  'nothing to live for',
  "can't go on",
  'cannot go on',
  'end it all',
  "don't want to be here anymore",
  'do not want to be here anymore',
  "don't want to wake up",
  'not want to wake up',
  'overdose',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Whole words only ("suicide" but not "suicidewatchers"; "overdose" but not "overdosed" is still a word: \b
// ends there), with any run of spaces between words.
const MATCHER = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])(?:${PHRASES.map((p) => escape(p).replace(/ /g, '\\s+')).join('|')})(?=$|[^\\p{L}\\p{N}])`,
  'u',
);

/** Whether the text holds one of the phrases (case, curly apostrophes and line breaks aside). */
export function mentionsCrisis(text: string): boolean {
  if (text.length < 4) return false;
  return MATCHER.test(text.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'"));
}
