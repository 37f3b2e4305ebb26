import type { cognitiveDistortions } from '@shared/tools/entries/thought-record-builder.schemas';

export type CognitiveDistortion = (typeof cognitiveDistortions)[number];

interface DistortionInfo {
  label: string;
  explanation: string;
  example: string;
}

/** Plain-language name, one-line explanation and example of each thinking trap. */
export const distortionInfo: Record<CognitiveDistortion, DistortionInfo> = {
  'all-or-nothing-thinking': {
    label: 'All-or-nothing thinking',
    explanation: 'Seeing things in black and white, with nothing in between.',
    example: '“If it isn’t perfect, it’s a failure.”',
  },
  overgeneralisation: {
    label: 'Overgeneralisation',
    explanation: 'Taking one event as proof that it will always happen.',
    example: '“I got turned down again. Nothing ever works out for me.”',
  },
  'mental-filter': {
    label: 'Mental filter',
    explanation: 'Dwelling on one negative detail so it colours everything else.',
    example: '“One person yawned, so the whole talk went badly.”',
  },
  'discounting-the-positive': {
    label: 'Discounting the positive',
    explanation: 'Telling yourself good things don’t count.',
    example: '“They only said it went well to be nice.”',
  },
  'mind-reading': {
    label: 'Mind reading',
    explanation: 'Assuming you know what others think, without checking.',
    example: '“She didn’t reply, so she must be annoyed with me.”',
  },
  'fortune-telling': {
    label: 'Fortune telling',
    explanation: 'Predicting that things will turn out badly.',
    example: '“I just know the interview will go wrong.”',
  },
  'magnification-or-minimisation': {
    label: 'Magnification or minimisation',
    explanation: 'Blowing up mistakes, or shrinking your strengths.',
    example: '“That typo ruined everything; my good work doesn’t matter.”',
  },
  'emotional-reasoning': {
    label: 'Emotional reasoning',
    explanation: 'Treating a feeling as proof of a fact.',
    example: '“I feel useless, so I must be useless.”',
  },
  'should-statements': {
    label: 'Should statements',
    explanation: 'Holding yourself or others to rigid rules of “should” and “must”.',
    example: '“I should be able to cope with this on my own.”',
  },
  labelling: {
    label: 'Labelling',
    explanation: 'Summing up a whole person with one harsh word.',
    example: '“I forgot her birthday. I’m a terrible friend.”',
  },
  personalisation: {
    label: 'Personalisation',
    explanation: 'Taking the blame for things that are not fully in your control.',
    example: '“The team missed the deadline, and it’s all my fault.”',
  },
  blame: {
    label: 'Blame',
    explanation: 'Putting all the responsibility on someone else and overlooking your part.',
    example: '“I’m only unhappy because of him.”',
  },
};
