import type { SeedCategory } from '../seed-types';

export const emotionalRegulationCategory: SeedCategory = {
  id: 'emotional-regulation',
  title: 'Emotional Regulation',
  description:
    'Skills for understanding your emotions and riding them out without being ruled by them. Many draw on dialectical behaviour therapy (DBT), from naming a feeling to calming an intense one.',
  icon: 'HeartPulse',
  accessLevel: 'free',
  order: 2,
  skills: [
    {
      id: 'naming-emotions',
      title: 'Naming Emotions',
      summary:
        'Put a precise word to what you feel. Simply labelling an emotion can take some of the heat out of it and help you decide what to do next.',
      body: `## What it is

Naming emotions, sometimes called affect labelling, means pausing to put what you feel into words: "I'm frustrated", "I feel disappointed and a bit embarrassed". It sounds almost too simple, but it is a skill that gets sharper with practice.

Many of us default to a handful of broad words such as "stressed", "fine" or "bad". Learning a richer emotional vocabulary, and noticing that several feelings can be present at once, helps you understand what is really going on.

## Why it helps

Research on affect labelling suggests that putting feelings into words can reduce the intensity of an emotional reaction, even when people do not expect it to help. Being able to make fine distinctions between emotions, which psychologists call emotional granularity, has also been linked with coping more flexibly under stress.

Naming is the first step in many therapeutic approaches, including dialectical behaviour therapy (DBT), where observing and describing emotions is part of the emotion regulation skills. Once you know whether you feel anxious, hurt or angry, it becomes much clearer what you might need: reassurance, rest, a conversation or a boundary.

## Common obstacles

- **"I just feel bad."** Start broad and narrow down. Ask yourself whether it is closer to sad, scared, angry or ashamed, then look for a more specific word.
- **Feeling silly.** Naming can be silent and private. Nobody needs to hear you say it.
- **Judging the feeling.** Try "I notice I'm feeling jealous" rather than "I shouldn't be jealous". The goal is to describe, not to evaluate.
- **Getting stuck in the story.** Naming the emotion is different from replaying why you feel it. Name it, notice it in your body, and then move on to what you need.
- **Numbness.** Sometimes the honest answer is "I can't tell" or "flat". That is useful information too.

## When to seek professional help

It may help to talk to a doctor or therapist if you often feel overwhelmed by emotions you cannot name, if you feel numb or empty much of the time, or if low mood, irritability or anxiety have lasted for weeks and are affecting relationships, work or sleep.

If you are in crisis or having thoughts of harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Pause and take one slow breath, noticing where you feel something in your body.',
        'Ask yourself which broad family the feeling belongs to: sad, scared, angry, ashamed, happy or something else.',
        'Search for a more precise word, such as "disappointed", "overlooked", "restless" or "relieved".',
        'Check whether more than one emotion is present and name each one you can find.',
        'Say or write a simple sentence: "Right now I feel ... and ...".',
        'Rate the strongest feeling from 0 to 10 so you can notice later whether it has changed.',
        'Ask yourself what that feeling might be telling you that you need.',
      ],
      difficulty: 'beginner',
      accessLevel: 'free',
      estimatedMinutes: 5,
      relatedToolIds: ['emotional-regulation-tool', 'self-awareness-journal'],
    },
    {
      id: 'stop-skill',
      title: 'The STOP Skill',
      summary:
        'When you feel an urge to react, Stop, Take a step back, Observe what is happening, and Proceed mindfully.',
      body: `## What it is

STOP is a quick skill for the moments when emotions surge and you feel pulled to say or do something you might regret: sending an angry message, storming out, or giving in to an urge. The letters stand for:

- **Stop.** Freeze for a moment. Do not act yet.
- **Take a step back.** Literally or mentally. Take a breath and give yourself some space.
- **Observe.** Notice what is going on inside you and around you. What are you feeling, thinking and urging to do?
- **Proceed mindfully.** Choose your next step with your goals in mind, rather than reacting on impulse.

## Why it helps

STOP is one of the distress tolerance skills taught in dialectical behaviour therapy (DBT), an approach developed to help people who experience very intense emotions. Similar "pause before you respond" techniques appear in mindfulness programmes too.

Strong emotions tend to come with strong urges, and those urges often feel more urgent than they really are. Even a few seconds of pause can interrupt an automatic reaction. Many people find that once they have created that gap, the wiser choice becomes clearer, and the emotion itself often begins to settle.

## Common obstacles

- **Forgetting in the heat of the moment.** Practise when you are only mildly annoyed, so the skill is familiar when things are harder. A reminder on your phone lock screen can help.
- **Feeling that stopping means giving in.** Pausing is not the same as staying silent forever. You can still speak up, just with more clarity.
- **The urge is very strong.** Physically move away if you can: leave the room, put the phone down, or splash your face with cold water.
- **Not knowing how to proceed.** Ask yourself "What do I want to be true after this situation?" and pick the action that fits.

## When to seek professional help

Consider seeking support if you frequently act on urges you later regret, if anger is damaging your relationships, or if you use alcohol, drugs, self-harm or risky behaviour to cope with intense feelings. A DBT-informed therapist can teach the full set of skills in a supportive setting.

If you are in crisis or thinking about harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'The moment you notice a strong urge to react, say "stop" to yourself and keep your body still.',
        'Take one step back from the situation, physically if possible, and take a slow breath.',
        'Observe your body: notice your heart rate, muscle tension and temperature.',
        'Observe your mind: name the emotion, the main thought and the urge you are feeling.',
        'Observe the situation: what are the facts, and what do others around you need?',
        'Ask yourself which response fits your longer-term goals and values.',
        'Proceed with that response, slowly and deliberately.',
      ],
      difficulty: 'beginner',
      accessLevel: 'free',
      estimatedMinutes: 3,
      relatedToolIds: ['emotional-regulation-tool', 'mindful-breathing'],
    },
    {
      id: 'tipp-skill',
      title: 'TIPP for Intense Emotions',
      summary:
        'Bring intense emotions down quickly by changing your body chemistry: Temperature, Intense exercise, Paced breathing and Paired muscle relaxation.',
      body: `## What it is

TIPP is a set of four body-based techniques for moments when an emotion feels so strong that you cannot think clearly. Rather than trying to reason your way out, you work through the body first:

- **Temperature.** Cool your face with cold water or a cold pack while holding your breath briefly.
- **Intense exercise.** Do a short burst of vigorous movement, such as running on the spot or fast stair climbing.
- **Paced breathing.** Slow your breathing down, with the out-breath longer than the in-breath.
- **Paired muscle relaxation.** Tense a muscle group as you breathe in, then let it go as you breathe out.

## Why it helps

TIPP is one of the crisis survival skills in dialectical behaviour therapy (DBT). The idea is that very high emotional arousal makes it hard to use thinking-based skills, so you first reduce that arousal physically.

Cold water on the face can trigger the body's natural "dive response", which slows the heart rate. Brief exercise helps burn off the energy that builds up with anger or anxiety. Slow breathing with longer exhales is thought to engage the body's calming (parasympathetic) system. Many people find that a few minutes of TIPP take the edge off enough for other skills to become possible.

## Common obstacles

- **Health concerns.** Cold water can slow the heart rate, and intense exercise puts strain on the body. If you have a heart condition, low blood pressure, an eating disorder or other medical concerns, check with a doctor before using these techniques.
- **Not having cold water nearby.** A cold drink, an ice cube in your hand or stepping outside into cool air can work as a milder alternative.
- **It feels too simple.** TIPP is not meant to solve the problem, only to lower the intensity so you can think again.
- **The emotion comes back.** That is normal. Use TIPP to get through the peak, then follow up with problem solving or reaching out to someone.

## When to seek professional help

If you often reach the point where emotions feel unbearable, or if you find yourself using self-harm, substances or other risky behaviour to cope, please reach out to a doctor or mental health professional. DBT programmes are designed to help with exactly these experiences.

If you are in crisis or having thoughts of harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Rate your emotional intensity from 0 to 10 so you can track the change.',
        'Temperature: fill a bowl with cold water, lean forward and hold your breath while you immerse your face for up to 30 seconds, or hold a cold pack over your eyes and cheeks.',
        'Intense exercise: if your health allows, move vigorously for a few minutes, for example jogging on the spot or doing star jumps.',
        'Paced breathing: breathe in for about four counts and out for about six to eight counts, for one to two minutes.',
        'Paired muscle relaxation: as you breathe in, tense your hands or shoulders; as you breathe out, release and say "relax" silently.',
        'Rate your intensity again and choose your next helpful step, such as calling a friend or using a problem-solving skill.',
      ],
      difficulty: 'intermediate',
      accessLevel: 'free',
      estimatedMinutes: 10,
      relatedToolIds: ['emotional-regulation-tool', 'mindful-breathing'],
    },
    {
      id: 'opposite-action',
      title: 'Opposite Action',
      summary:
        'When an emotion is pushing you towards an unhelpful action, deliberately do the opposite to change how you feel.',
      body: `## What it is

Every emotion comes with an urge to act. Fear says avoid, sadness says withdraw, anger says attack, shame says hide. Sometimes those urges protect you. But when an emotion does not fit the situation, or acting on it would make things worse, you can choose to act in the opposite way.

For example, if fear is keeping you from a situation that is actually safe, you approach it. If sadness makes you want to stay in bed all day, you get up and do something gently active. If anger urges you to shout, you step away and speak kindly, or at least calmly.

## Why it helps

Opposite action is one of the emotion regulation skills in dialectical behaviour therapy (DBT). It draws on the same principle as exposure and behavioural activation in cognitive behavioural therapy (CBT): the way you act feeds back into the way you feel. Acting on an emotion's urge tends to strengthen the emotion, while acting against it can gradually weaken it.

The key is doing it fully. That means changing your posture, facial expression, tone of voice and thoughts, not just going through the motions through gritted teeth.

## Common obstacles

- **"The emotion is justified."** Opposite action is for emotions that do not fit the facts or are not helping you. If the emotion fits, for example fear in a genuinely dangerous situation, problem solving may be more appropriate.
- **Half-hearted attempts.** Doing the opposite while rehearsing angry thoughts usually does not work. Aim for body, words and mind all pointing the same way.
- **Expecting instant relief.** Emotions often shift gradually. Repeat the opposite action several times.
- **Feeling fake.** It may feel unnatural at first. That is a sign you are breaking an old pattern, not that you are doing it wrong.

## When to seek professional help

Seek support if avoidance is shrinking your life, if low mood has kept you withdrawn for weeks, or if anger or shame is causing serious problems in your relationships. Working with a therapist can help you apply opposite action safely, especially with fears or trauma-related reactions.

If you are in crisis or thinking about harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Name the emotion you are feeling and rate its intensity from 0 to 10.',
        'Notice the action urge that comes with it, such as avoiding, withdrawing, attacking or hiding.',
        'Ask yourself whether the emotion fits the facts and whether acting on it would help your goals.',
        'If it does not, identify the opposite action: approach instead of avoid, engage instead of withdraw, be gentle instead of attacking.',
        'Carry out the opposite action fully, adjusting your posture, facial expression and tone of voice to match.',
        'Keep going until you notice the emotion begin to shift, then rate its intensity again.',
      ],
      difficulty: 'intermediate',
      accessLevel: 'premium',
      estimatedMinutes: 10,
      relatedToolIds: ['emotional-regulation-tool', 'self-awareness-journal'],
    },
    {
      id: 'check-the-facts',
      title: 'Check the Facts',
      summary:
        'Test whether your emotion and its intensity fit the actual situation by separating facts from interpretations and worst-case predictions.',
      body: `## What it is

Emotions are often triggered not only by events but by how we interpret them. A friend not replying could mean they are busy, or it could feel like proof they are angry with you. Check the facts is a structured way of pausing to look at the situation as clearly as you can, and asking whether your emotion, and how strong it is, fits what actually happened.

It does not mean telling yourself that your feelings are wrong. Sometimes checking the facts confirms that your emotion makes complete sense. Either way, you come away with a clearer idea of what to do.

## Why it helps

Check the facts is a core emotion regulation skill in dialectical behaviour therapy (DBT), and it shares its roots with the cognitive work in cognitive behavioural therapy (CBT), which looks at how thoughts and interpretations shape feelings.

When an emotion fits the facts, the most helpful response is often problem solving. When it does not, skills like opposite action can help it ease. Many people find that simply writing out the facts takes some of the heat out of a situation and reveals assumptions they had not noticed.

## Common obstacles

- **Mixing facts with judgements.** "She ignored me because she doesn't care" is an interpretation. "She didn't reply to my message today" is a fact. Try describing the event as a camera would record it.
- **Feeling invalidated.** This skill is not about dismissing your feelings. It is about making sure you respond to what is really there.
- **Catastrophising.** When you notice a worst-case prediction, ask how likely it really is and how you would cope if it happened.
- **Doing it in the heat of the moment.** If your intensity is very high, use a calming skill first, such as STOP or TIPP, then come back to the facts.

## When to seek professional help

Consider speaking to a mental health professional if your interpretations regularly leave you feeling intensely hurt, rejected or afraid, if you find it hard to trust your own view of situations, or if emotional reactions have been disrupting your life for weeks. A therapist can help you untangle patterns that are hard to see on your own.

If you are in crisis or having thoughts of self-harm, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Name the emotion you want to check and rate its intensity from 0 to 10.',
        'Write down the prompting event, describing only what a camera would have recorded.',
        'List your interpretations and assumptions about the event, and note at least two other possible explanations.',
        'Identify any threat you are predicting and ask how likely it really is.',
        'Ask yourself what the worst outcome would be, and how you could cope if it happened.',
        'Decide whether your emotion and its intensity fit the facts, then choose problem solving if it fits or opposite action if it does not.',
        'Re-rate your emotion and note anything you want to remember next time.',
      ],
      difficulty: 'advanced',
      accessLevel: 'premium',
      estimatedMinutes: 15,
      relatedToolIds: ['thought-record-builder', 'emotional-regulation-tool'],
    },
  ],
};
