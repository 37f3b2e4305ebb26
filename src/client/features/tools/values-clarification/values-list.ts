/** A value offered in the card sort, with a one-line meaning. */
export interface ValueCard {
  name: string;
  meaning: string;
}

export const valueCards: readonly ValueCard[] = [
  { name: 'Acceptance', meaning: 'Making room for yourself, others and life as they are.' },
  { name: 'Adventure', meaning: 'Seeking out new, exciting or challenging experiences.' },
  { name: 'Authenticity', meaning: 'Being true to who you are, inside and out.' },
  { name: 'Balance', meaning: 'Giving the different parts of your life the time they need.' },
  { name: 'Compassion', meaning: 'Meeting suffering — yours and others’ — with care.' },
  { name: 'Connection', meaning: 'Feeling close to the people around you.' },
  { name: 'Courage', meaning: 'Doing what matters even when it feels frightening.' },
  { name: 'Creativity', meaning: 'Making things, and finding new ways of seeing.' },
  { name: 'Curiosity', meaning: 'Staying open, asking questions and exploring.' },
  { name: 'Family', meaning: 'Caring for and spending time with the people you call family.' },
  { name: 'Fairness', meaning: 'Treating people evenly and giving everyone a fair go.' },
  { name: 'Faith', meaning: 'Living by your spiritual or religious beliefs.' },
  { name: 'Freedom', meaning: 'Choosing how you live and what you do.' },
  { name: 'Friendship', meaning: 'Being a good friend and having good friends.' },
  { name: 'Fun', meaning: 'Making space for play, laughter and enjoyment.' },
  { name: 'Generosity', meaning: 'Giving your time, attention or things freely.' },
  { name: 'Growth', meaning: 'Keeping on learning and developing as a person.' },
  { name: 'Health', meaning: 'Looking after your body and your mind.' },
  { name: 'Honesty', meaning: 'Being truthful with yourself and with others.' },
  { name: 'Humour', meaning: 'Seeing and sharing the lighter side of life.' },
  { name: 'Independence', meaning: 'Standing on your own feet and thinking for yourself.' },
  { name: 'Justice', meaning: 'Standing up for what is right, for yourself and others.' },
  { name: 'Kindness', meaning: 'Being warm, gentle and considerate.' },
  { name: 'Learning', meaning: 'Gaining knowledge and skills that interest you.' },
  { name: 'Love', meaning: 'Giving and receiving love and affection.' },
  { name: 'Loyalty', meaning: 'Standing by the people and causes you care about.' },
  { name: 'Nature', meaning: 'Spending time outdoors and caring for the natural world.' },
  { name: 'Patience', meaning: 'Waiting calmly and giving things the time they take.' },
  { name: 'Peace', meaning: 'Having calm within yourself and around you.' },
  { name: 'Purpose', meaning: 'Doing things that feel meaningful to you.' },
  { name: 'Respect', meaning: 'Treating yourself and others with dignity.' },
  { name: 'Responsibility', meaning: 'Owning your actions and keeping your commitments.' },
  { name: 'Security', meaning: 'Feeling safe and stable in your life.' },
  { name: 'Simplicity', meaning: 'Living plainly, without more than you need.' },
  { name: 'Wisdom', meaning: 'Using what life has taught you to act well.' },
];

const meanings = new Map(valueCards.map((card) => [card.name, card.meaning]));

/** The meaning of a value, if it is one of ours. */
export function meaningOf(name: string): string | undefined {
  return meanings.get(name);
}
