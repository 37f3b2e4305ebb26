import type { SeedCategory } from '../seed-types';

export const cbtDbtActCategory: SeedCategory = {
  id: 'cbt-dbt-act',
  title: 'CBT, DBT & ACT',
  description:
    'Practical techniques adapted from cognitive behavioural therapy, dialectical behaviour therapy and acceptance and commitment therapy. Learn to work with thoughts, actions and difficult realities in new ways.',
  icon: 'Brain',
  accessLevel: 'free',
  order: 3,
  skills: [
    {
      id: 'catching-automatic-thoughts',
      title: 'Catching Automatic Thoughts',
      summary:
        'Learn to spot the quick, often unnoticed thoughts behind a mood shift, and recognise common thinking traps such as catastrophising.',
      body: `## What it is

Automatic thoughts are the quick interpretations that pop into your mind in response to events: "I'm going to mess this up", "They think I'm boring", "Nothing ever works out". They arrive so fast that they feel like facts, and we often notice only the mood they leave behind.

This skill is about catching those thoughts and noticing when they fall into familiar patterns, often called cognitive distortions or thinking traps. Common ones include:

- **Catastrophising:** jumping to the worst possible outcome.
- **Mind reading:** assuming you know what others think.
- **All-or-nothing thinking:** seeing things as total success or total failure.
- **Overgeneralising:** treating one event as proof of a never-ending pattern.
- **"Should" statements:** rigid rules about how you or others must behave.

## Why it helps

Identifying automatic thoughts is the starting point of cognitive behavioural therapy (CBT), which grew from the cognitive therapy developed by Aaron Beck. CBT is one of the most widely researched talking therapies for anxiety and depression, and noticing thoughts is the first step in almost all of its techniques.

Simply spotting a thought as a thought, and giving the pattern a name, can create some distance from it. Many people find it reassuring to learn that these traps are common human habits rather than personal failings.

## Common obstacles

- **"I don't have thoughts, I just feel bad."** Work backwards from the feeling. Ask "What was going through my mind just before I felt this?" or "What does this situation say about me?"
- **Judging yourself for distorted thinking.** Everyone has thinking traps. The goal is to notice them, not to scold yourself.
- **Labelling every thought as distorted.** Some negative thoughts are accurate. Catching thoughts is about seeing them clearly, not assuming they are always wrong.
- **Forgetting to do it.** Use a noticeable mood shift as your cue to pause and check in.

## When to seek professional help

Speak to a doctor or therapist if negative thoughts feel constant or overwhelming, if low mood or anxiety have lasted more than a couple of weeks, or if you are having thoughts that life is not worth living. A CBT therapist can guide you through this work in a structured way.

If you are in crisis or thinking about harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Notice a recent moment when your mood dipped or you felt a jolt of anxiety, irritation or sadness.',
        'Write down the situation briefly: where you were, who was there and what happened.',
        'Ask yourself "What was going through my mind just then?" and write down the thoughts word for word.',
        'Circle the thought that carries the most emotional charge.',
        'Check it against the list of common thinking traps and note any that apply.',
        'Rate how strongly you believe the thought from 0 to 100 percent, without trying to change it yet.',
      ],
      difficulty: 'beginner',
      accessLevel: 'free',
      estimatedMinutes: 10,
      relatedToolIds: ['thought-record-builder', 'self-awareness-journal'],
    },
    {
      id: 'cognitive-restructuring',
      title: 'Thought Records and Cognitive Restructuring',
      summary:
        'Use a structured thought record to weigh up the evidence for an upsetting thought and arrive at a more balanced, realistic view.',
      body: `## What it is

Cognitive restructuring is the process of examining an unhelpful thought and developing a more balanced alternative. The classic tool for this is the thought record: a simple worksheet where you write down the situation, your emotions, the automatic thought, the evidence for and against it, and a more balanced thought.

The aim is not to replace negative thoughts with forced positivity. It is to find a view that is fairer and more accurate, one that takes all the evidence into account.

## Why it helps

Thought records are a central technique of cognitive behavioural therapy (CBT), one of the most widely studied talking therapies for depression and anxiety. The idea behind them is that our feelings are shaped not only by events but by how we interpret those events.

Writing the process down slows your thinking enough to notice assumptions and leaps you might otherwise miss. Many people find that, with repetition, they begin to question unhelpful thoughts more naturally in the moment, without needing the worksheet.

## Common obstacles

- **"I know it's irrational, but I still feel it."** Emotions often lag behind new thinking. Notice even small changes in intensity, and keep practising.
- **The balanced thought sounds hollow.** If you do not believe it, it is probably too positive. Try something more modest, such as "I don't know yet how this will go".
- **Only finding evidence for the thought.** Ask what you would say to a friend in the same situation, or what you might think about it in a year.
- **Arguing in circles.** If you get stuck, step back and ask "Is this thought helpful, even if parts of it are true?"
- **Using it when emotions are at a peak.** Calm your body first with a breathing or grounding skill, then return to the record.

## When to seek professional help

If you find yourself caught in the same painful thoughts day after day, if low mood or anxiety have persisted for several weeks, or if your thoughts include hopelessness or harming yourself, please reach out to a doctor or therapist. CBT is often most effective with the support of a trained practitioner.

If you are in crisis or having thoughts of self-harm, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Describe the situation that upset you in one or two factual sentences.',
        'Name your emotions and rate the intensity of each from 0 to 100.',
        'Write down the automatic thought that feels most upsetting, and how strongly you believe it.',
        'List the evidence that supports the thought, sticking to facts rather than feelings.',
        'List the evidence that does not support it, including anything you might be overlooking.',
        'Write a balanced thought that takes both columns into account.',
        'Re-rate your emotions and your belief in the original thought, and note any change.',
      ],
      difficulty: 'intermediate',
      accessLevel: 'free',
      estimatedMinutes: 20,
      relatedToolIds: ['thought-record-builder', 'self-awareness-journal'],
    },
    {
      id: 'behavioural-activation',
      title: 'Behavioural Activation',
      summary:
        'Gently rebuild your energy and mood by scheduling small, meaningful activities, rather than waiting until you feel like doing them.',
      body: `## What it is

When mood is low, it is natural to do less: cancel plans, stay in, skip the things you used to enjoy. Unfortunately, doing less usually leads to feeling worse, which leads to doing even less. Behavioural activation breaks this cycle by changing what you do first, without waiting for motivation to arrive.

You plan small, achievable activities that bring a sense of enjoyment, achievement or connection, or that link to what matters to you, and then you do them, whether or not you feel like it.

## Why it helps

Behavioural activation is a well-established approach within cognitive behavioural therapy (CBT), and it is also used as a therapy in its own right for depression. Research suggests it can be helpful for low mood, and it has the advantage of being fairly simple to understand and practise.

The principle is "outside in": action often comes before motivation, not after. Many people find that even a small activity, such as a ten-minute walk or a phone call, shifts their mood more than they expected. Tracking this helps you see the link between what you do and how you feel.

## Common obstacles

- **"I don't have the energy."** Start smaller than seems necessary. Putting on your shoes and stepping outside counts.
- **Waiting to feel motivated.** Motivation tends to follow action. Schedule the activity and treat it like an appointment.
- **All-or-nothing standards.** If you planned an hour and managed ten minutes, that is still a success worth noting.
- **Nothing feels enjoyable.** When mood is low, pleasure is often muted. Focus on activities that give a sense of achievement or that connect with your values.
- **Overloading your schedule.** Add one or two activities a day at first, and build slowly.

## When to seek professional help

Behavioural activation is helpful for everyday low mood, but depression can be serious. Seek help from a doctor or therapist if low mood has lasted more than two weeks, if you are struggling to get out of bed, eat or look after yourself, or if you feel hopeless or have thoughts of ending your life.

If you are in crisis or thinking about harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Write a list of small activities that used to bring you enjoyment, a sense of achievement or connection.',
        'Add a few activities linked to what matters to you, such as helping someone or learning something.',
        'Choose one or two of the easiest activities and schedule them for a specific time tomorrow.',
        'Before each activity, rate your mood from 0 to 10.',
        'Do the activity as planned, even if you do not feel like it, and let it be imperfect.',
        'Afterwards, rate your mood again and note any change, however small.',
        'Review your week and gradually add activities or make them slightly more challenging.',
      ],
      difficulty: 'beginner',
      accessLevel: 'free',
      estimatedMinutes: 15,
      relatedToolIds: ['habit-tracker', 'goal-planning-tool', 'values-clarification'],
    },
    {
      id: 'cognitive-defusion',
      title: 'Cognitive Defusion',
      summary:
        'Step back from sticky thoughts by seeing them as words and pictures passing through your mind, rather than truths you must obey.',
      body: `## What it is

When we are fused with a thought, we experience it as reality: "I'm a failure" feels like a fact, not a passing sentence in the mind. Cognitive defusion is a set of techniques for loosening that grip, so that you can notice thoughts without being pushed around by them.

Unlike cognitive restructuring, defusion does not try to argue with a thought or change its content. Instead, it changes your relationship to it. A thought becomes something you have, rather than something you are.

## Why it helps

Defusion is one of the six core processes of acceptance and commitment therapy (ACT), an approach developed by Steven Hayes and colleagues. ACT has a growing research base across a range of difficulties, including anxiety, depression and chronic pain.

Many people find defusion especially helpful for thoughts that return again and again, where arguing with them has not worked. By noticing "I'm having the thought that I'm not good enough", you create a small space between you and the thought. In that space you can choose to act on what matters to you, even while the thought is still there.

## Common obstacles

- **Expecting the thought to disappear.** Defusion is not a way to get rid of thoughts. Success means the thought has less influence, even if it keeps showing up.
- **Feeling it is dismissive.** Playful techniques, such as singing a thought to a silly tune, are not about mocking your pain. They simply show that a thought is made of words.
- **Using it to avoid feelings.** If you notice yourself defusing in order to push feelings away, pause and make room for the feeling too.
- **It feels strange at first.** Like any skill, it becomes more natural with repetition. Try it first with milder thoughts.

## When to seek professional help

Reach out to a mental health professional if distressing thoughts are intrusive, frightening or hard to switch off, if they are stopping you from living the life you want, or if they include harming yourself or others. An ACT or CBT therapist can help you work with these thoughts safely.

If you are in crisis or having thoughts of harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Pick a thought that often troubles you and write it down as a short sentence, such as "I\'m not good enough".',
        'Read it to yourself slowly and notice how much it grips you, from 0 to 10.',
        'Now add the phrase "I\'m having the thought that..." in front of it and say it again.',
        'Next try "I notice I\'m having the thought that..." and notice any change in how it feels.',
        'Say the thought slowly in a silly voice, or sing it to a familiar tune, for about 30 seconds.',
        'Re-rate how much the thought grips you now.',
        'Ask yourself what you would do right now if this thought were just background noise, and take one small step towards it.',
      ],
      difficulty: 'intermediate',
      accessLevel: 'premium',
      estimatedMinutes: 10,
      relatedToolIds: ['self-awareness-journal', 'values-clarification'],
    },
    {
      id: 'radical-acceptance',
      title: 'Radical Acceptance',
      summary:
        'Stop fighting what cannot be changed. Fully acknowledging reality, even painful reality, can ease suffering and free energy for what comes next.',
      body: `## What it is

Radical acceptance means fully acknowledging reality as it is, with your mind, heart and body, rather than fighting against what has already happened or cannot be changed. "Radical" means complete and all the way through.

Acceptance is not approval. It does not mean you think something is fair, that you have stopped caring, or that you will not try to change what can be changed. It means you stop spending your energy on "this shouldn't have happened" and start from where you actually are.

## Why it helps

Radical acceptance is a core distress tolerance skill in dialectical behaviour therapy (DBT), developed by Marsha Linehan. DBT teaches that pain is part of life, but that refusing to accept pain adds a second layer of suffering: bitterness, rumination and feeling stuck.

Many people find that when they stop fighting reality, the pain is still there but becomes more bearable, and they can see their options more clearly. Acceptance is often something you have to return to many times. It is a choice you keep making, not a single moment of peace.

## Common obstacles

- **"Accepting it means I'm saying it's okay."** Acceptance and approval are different. You can accept that something happened and still believe it was wrong.
- **Fear that accepting means giving up.** Acceptance is often the first step towards effective action. You cannot change a situation you refuse to see clearly.
- **Accepting in your head but not your body.** Notice tension, clenched fists or a set jaw. Softening your body can help acceptance sink in.
- **The pain returns.** That is expected, especially with losses. Each time, gently turn your mind back towards acceptance.
- **Using it for situations that need to change.** Radical acceptance is never a reason to stay in an unsafe or abusive situation. Accept the reality of the danger, and act to protect yourself.

## When to seek professional help

Seek support if you are struggling with a major loss, trauma or injustice that feels impossible to come to terms with, if grief or bitterness has persisted for months, or if you are coping with pain through self-harm or substances. A DBT-trained therapist or grief counsellor can walk through this with you.

If you are in crisis or thinking about harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Choose a situation you keep fighting against in your mind, starting with something small rather than your biggest pain.',
        'Notice the thoughts of resistance, such as "this shouldn\'t be happening" or "it isn\'t fair".',
        'Write down the facts of the situation, including what cannot be changed right now.',
        'Adopt an accepting posture: sit comfortably, unclench your hands, relax your face and let your palms rest open.',
        'Say to yourself, slowly, "This is how it is right now" or "I can accept this and still feel sad".',
        'Allow whatever feelings arise, such as disappointment or grief, and breathe with them for a few minutes.',
        'Ask yourself what you can do from here, and note one small step towards what matters to you.',
      ],
      difficulty: 'advanced',
      accessLevel: 'premium',
      estimatedMinutes: 15,
      relatedToolIds: ['emotional-regulation-tool', 'self-awareness-journal', 'values-clarification'],
    },
  ],
};
