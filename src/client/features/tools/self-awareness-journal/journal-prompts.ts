import { differenceInCalendarDays, startOfYear } from 'date-fns';

/** Guided prompts: one is offered each day, and "Another prompt" moves to a different one. */
export const journalPrompts = [
  'What feeling has been with you most today, and where do you notice it in your body?',
  'What is something you did today that you would like to do again?',
  'When did you feel most like yourself this week?',
  'What drained your energy today, and what gave some back?',
  'What are you avoiding right now, and what would a first small step look like?',
  'What would you say to a friend who was feeling the way you feel today?',
  'Which thought kept coming back today? How true does it feel now?',
  'What did you need today that you did not get? How could you offer it to yourself?',
  'What is one thing you handled better than you would have a year ago?',
  'Where did you hold back today, and why?',
  'What is a belief about yourself you would like to question?',
  'What are you carrying that is not yours to carry?',
  'When did you feel calm today, even for a moment? What made it possible?',
  'What boundary would make your week easier?',
  'What story are you telling yourself about a recent setback?',
  'Who do you feel close to lately, and who do you miss?',
  'What are you proud of that nobody else noticed?',
  'What would you do tomorrow if you trusted yourself a little more?',
  'What emotion is hardest for you to show others? What might it be telling you?',
  'What does rest look like for you, honestly?',
  'What surprised you about your own reaction to something today?',
  'If today were a chapter in your life, what would its title be?',
  'What is something you want to forgive yourself for?',
  'What do you want more of in your life, and what do you want less of?',
] as const;

/** The prompt offered on a given day: the list turns one step each day. */
export function promptIndexForDay(date: Date, count: number = journalPrompts.length): number {
  const day = differenceInCalendarDays(date, startOfYear(date));
  return ((day % count) + count) % count;
}

/** A different prompt than the current one, at random (`random` returns a number in [0, 1)). */
export function anotherPromptIndex(
  current: number,
  count: number,
  random: () => number = Math.random,
): number {
  if (count <= 1) return 0;
  return (current + 1 + Math.floor(random() * (count - 1))) % count;
}
