import { differenceInCalendarDays, startOfYear } from 'date-fns';

/** Prompts for the days when nothing comes to mind; one is offered each day, and the member may shuffle. */
export const gratitudePrompts = [
  'What made you smile today, even briefly?',
  'Who made your day a little easier, and how?',
  'What is something your body let you do today?',
  'What small comfort did you enjoy today?',
  'What is something you are looking forward to?',
  'What went better than you expected?',
  'What did you learn today, however small?',
  'Which place made you feel at ease today?',
  'What is something you have now that you once hoped for?',
  'What kindness did you notice, given or received?',
  'What sound, smell or taste did you enjoy today?',
  'What is one thing about yourself you are glad of today?',
] as const;

/** The prompt offered on a given day: the list turns one step each day. */
export function promptIndexForDay(date: Date, count: number = gratitudePrompts.length): number {
  const day = differenceInCalendarDays(date, startOfYear(date));
  return ((day % count) + count) % count;
}

/** A different prompt than the current one, at random (`random` returns a number in [0, 1)). */
export function shufflePromptIndex(
  current: number,
  count: number,
  random: () => number = Math.random,
): number {
  if (count <= 1) return 0;
  const step = 1 + Math.floor(random() * (count - 1));
  return (current + step) % count;
}
