import type { regulationSkills } from '@shared/tools/entries/emotional-regulation-tool.schemas';
import type { BreathStep } from '../mindful-breathing/breathing-patterns';

export type RegulationSkill = (typeof regulationSkills)[number];

/**
 * A tool for doing a step, under its words: a countdown for a timed step (TIPP's cold water), or the breathing
 * pacer of the mindful breathing tool with the step's own rhythm (TIPP's paced breathing).
 */
export type StepPractice =
  | { kind: 'countdown'; seconds: number }
  | { kind: 'pacer'; key: string; rhythm: string; steps: readonly BreathStep[]; minutes: number };

/**
 * Six breaths a minute (in for 4, out for 6) for one minute: TIPP's paced breathing, and the pacer the help
 * panel and the pause before posting offer.
 */
export const PACED_BREATHING = {
  kind: 'pacer',
  key: 'paced-breathing',
  rhythm: 'In for 4, out for 6',
  steps: [
    { phase: 'in', seconds: 4, fullness: 1 },
    { phase: 'out', seconds: 6, fullness: 0 },
  ],
  minutes: 1,
} as const satisfies StepPractice;

export interface SkillStep {
  title: string;
  body: string;
  practice?: StepPractice;
}

export interface SkillGuide {
  name: string;
  description: string;
  /** When this skill tends to help most. */
  bestFor: string;
  steps: readonly SkillStep[];
  safetyNote?: string;
}

/** The DBT skills the tool guides, step by step, in plain words. */
export const skillGuides: Record<RegulationSkill, SkillGuide> = {
  stop: {
    name: 'STOP',
    description: 'Pause before acting on a strong urge, so you choose what you do next.',
    bestFor: 'The moment an urge hits and you might say or do something you regret.',
    steps: [
      {
        title: 'Stop',
        body: 'Freeze for a moment. Don’t react yet — don’t move, speak or type. The emotion may push you to act without thinking; staying still keeps you in charge.',
      },
      {
        title: 'Take a step back',
        body: 'Step back from the situation, in your mind or for real. Take a break and a slow, deep breath. Let go of the need to act right now.',
      },
      {
        title: 'Observe',
        body: 'Notice what is happening inside you and around you. What are you feeling and thinking? What is actually going on, and what are other people saying or doing?',
      },
      {
        title: 'Proceed mindfully',
        body: 'Act with awareness. Think about what you want from this situation, and ask which choice will make things better, not worse. Then take that step.',
      },
    ],
  },
  tipp: {
    name: 'TIPP',
    description: 'Change your body’s chemistry fast to bring an overwhelming emotion down.',
    bestFor: 'When the emotion is so intense you can’t think straight (about 7 or more out of 10).',
    safetyNote:
      'Cold water slows your heart rate quickly, and intense exercise raises it. If you have a heart condition or another medical condition, a low heart rate, take medicine that affects your heart (such as beta-blockers), or have an eating disorder, check with your doctor before using cold water or intense exercise. Avoid ice-cold water if you are sensitive or allergic to cold.',
    steps: [
      {
        title: 'Temperature',
        body: 'Cool your face. Hold your breath and put your face in a bowl of cold water (not colder than about 10 °C / 50 °F) for up to 30 seconds, or hold a cold pack or a cold, wet cloth over your eyes and cheeks. This sets off the body’s “dive reflex”, which slows your heart and calms you quickly.',
        practice: { kind: 'countdown', seconds: 30 },
      },
      {
        title: 'Intense exercise',
        body: 'Burn off the energy the emotion has built up: run, walk fast, do star jumps or climb stairs — hard enough to get out of breath, even if only for a short while.',
      },
      {
        title: 'Paced breathing',
        body: 'Slow your breathing to about five or six breaths a minute. Breathe in deeply from your belly for about 4 seconds, then out more slowly, for about 6 to 8 seconds. Keep going for a minute or two.',
        practice: PACED_BREATHING,
      },
      {
        title: 'Paired muscle relaxation',
        body: 'As you breathe in, tense one group of muscles — hands, arms, shoulders, face — firmly but not so it hurts, for about 5 seconds. As you breathe out, let go all at once, say “relax” in your mind, and notice the difference. Work through your body.',
        practice: {
          kind: 'pacer',
          key: 'paired-relaxation',
          rhythm: 'Tense for 5 breathing in, let go for 7 breathing out',
          steps: [
            { phase: 'in', seconds: 5, fullness: 1, cue: 'Tense one group of muscles' },
            { phase: 'out', seconds: 7, fullness: 0, cue: 'Let go all at once: “relax”' },
          ],
          minutes: 2,
        },
      },
    ],
  },
  'opposite-action': {
    name: 'Opposite action',
    description:
      'When an emotion doesn’t fit the facts, or acting on it won’t help, do the opposite of its urge.',
    bestFor:
      'Fear that keeps you avoiding, anger that wants to lash out, sadness that wants to withdraw, or shame that wants to hide.',
    steps: [
      {
        title: 'Name the emotion',
        body: 'Say to yourself what you are feeling, and how strongly.',
      },
      {
        title: 'Notice the urge',
        body: 'What does this emotion push you to do or say? Fear urges you to avoid, anger to attack, sadness to withdraw, shame to hide.',
      },
      {
        title: 'Check whether it fits',
        body: 'Ask: does this emotion fit the facts, and would acting on the urge help you? If it fits and would help, acting on it may be wise. If not, carry on.',
      },
      {
        title: 'Choose the opposite action',
        body: 'Fear: gently approach what you are avoiding, a step at a time. Anger: step away, and be a little kind rather than attacking. Sadness: get active and stay in touch with people. Shame, when you have done nothing wrong: stay visible and hold your head up.',
      },
      {
        title: 'Do it all the way',
        body: 'Act opposite fully — your posture, your face, your tone of voice and your thoughts too. Half-hearted opposite action works less well.',
      },
      {
        title: 'Keep going',
        body: 'Repeat the opposite action until you notice the emotion easing. It often takes a few goes before it shifts.',
      },
    ],
  },
  'check-the-facts': {
    name: 'Check the facts',
    description: 'See whether your emotion, and how strong it is, fits what actually happened.',
    bestFor: 'When you suspect you are reading more into a situation than is there.',
    steps: [
      {
        title: 'Name the emotion you want to change',
        body: 'What are you feeling, and how strongly?',
      },
      {
        title: 'Describe what happened',
        body: 'What set the emotion off? Stick to the facts — who, what, when, where — as a camera would record them, without judgements or words like “always” and “never”.',
      },
      {
        title: 'Notice your interpretations',
        body: 'What are you thinking or assuming about what happened? Are you adding anything to the facts? Think of other ways it could be explained.',
      },
      {
        title: 'Ask whether you expect a threat',
        body: 'What threat do you see, and how likely is it really? Think of other outcomes that could happen.',
      },
      {
        title: 'Face the worst case',
        body: 'If the worst did happen, what would it be? Picture yourself coping with it well.',
      },
      {
        title: 'Does the emotion fit the facts?',
        body: 'Does the emotion, or its strength, fit the facts? If not, opposite action can help. If it does, think about what you could do to solve the problem.',
      },
    ],
  },
  'self-soothe': {
    name: 'Self-soothe',
    description: 'Comfort yourself gently through your five senses.',
    bestFor: 'When you feel hurt, low or on edge and need some kindness to get through the moment.',
    steps: [
      {
        title: 'Sight',
        body: 'Look at something calming or lovely: the sky, a plant, a photo you love, a candle flame.',
      },
      {
        title: 'Hearing',
        body: 'Listen to soothing music, rain, birdsong or a voice you find calming. Hum a tune you like.',
      },
      {
        title: 'Smell',
        body: 'Breathe in a scent you enjoy: fresh coffee, a favourite soap or lotion, flowers, fresh air.',
      },
      {
        title: 'Taste',
        body: 'Have something you enjoy, slowly, and really taste it: a warm drink, a piece of fruit, a mint.',
      },
      {
        title: 'Touch',
        body: 'Wrap up in a soft blanket, have a warm shower, stroke a pet, or hold something smooth in your hand.',
      },
    ],
  },
};
