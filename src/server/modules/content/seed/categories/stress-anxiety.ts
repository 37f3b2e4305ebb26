import type { SeedCategory } from '../seed-types';

export const stressAnxietyCategory: SeedCategory = {
  id: 'stress-anxiety',
  title: 'Stress & Anxiety',
  description:
    'Tools for calming your body in the moment and loosening the grip of worry over time. Start with quick breathing and grounding, then build towards facing fears step by step.',
  icon: 'CloudSun',
  accessLevel: 'free',
  order: 4,
  skills: [
    {
      id: 'extended-exhale-breathing',
      title: 'Extended-Exhale Breathing',
      summary:
        'Calm your body quickly by making each out-breath longer than the in-breath, or by using a double in-breath followed by a long sigh.',
      body: `## What it is

When you are stressed, breathing tends to become fast and shallow. Extended-exhale breathing deliberately slows it down by making the out-breath longer than the in-breath, for example breathing in for four counts and out for six or eight.

A related technique is the "physiological sigh": two quick in-breaths through the nose, the second topping up the first, followed by a long, slow out-breath through the mouth. It mirrors the sighs your body makes naturally when it is resetting.

## Why it helps

Slow breathing with a longer exhale is thought to activate the parasympathetic nervous system, the body's "rest and digest" branch, which helps counter the fight-or-flight response. Paced breathing is taught in many settings, from cognitive behavioural therapy (CBT) for anxiety to the TIPP skill in dialectical behaviour therapy (DBT).

Early research on brief daily breathing practices, including cyclic sighing, suggests they may help some people feel calmer, though more study is needed. Many people find breathing skills useful because they are quick, invisible to others and available anywhere.

## Common obstacles

- **Feeling dizzy or light-headed.** You may be breathing too deeply or too fast. Breathe more gently, return to normal breathing for a while, and stop if the feeling continues.
- **Focusing on breathing makes me more anxious.** This is common, especially for people who experience panic. Keep your eyes open, count on your fingers, or try a grounding skill instead.
- **Forcing it.** The exhale should be long and relaxed, not strained. If the counts feel too long, shorten them.
- **Only using it in a crisis.** Breathing skills work best when they are already familiar. Practise for a few minutes on calm days too.
- **Health conditions.** If you have asthma, COPD or another breathing or heart condition, check with a doctor about which exercises are right for you.

## When to seek professional help

Talk to a doctor or therapist if you are having panic attacks, especially if they stop you from going out or doing everyday things, if anxiety has lasted for weeks, or if physical symptoms such as chest pain or breathlessness are worrying you. Always get new or unexplained chest pain checked medically.

If you are in crisis or thinking about harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Sit or stand comfortably and let your shoulders drop.',
        'Breathe in gently through your nose for a count of four.',
        'Breathe out slowly through your mouth or nose for a count of six to eight, as if blowing through a straw.',
        'Repeat for one to three minutes, keeping the breath soft rather than forced.',
        'To try a physiological sigh, take a full in-breath through your nose, add a second short sip of air, then exhale slowly and completely through your mouth.',
        'Repeat the sigh two or three times, then return to normal breathing.',
        'Notice how your body feels now compared with when you started.',
      ],
      difficulty: 'beginner',
      accessLevel: 'free',
      estimatedMinutes: 5,
      relatedToolIds: ['mindful-breathing'],
    },
    {
      id: 'five-senses-grounding',
      title: '5-4-3-2-1 Grounding',
      summary:
        'Bring yourself back to the present by naming five things you see, four you can touch, three you hear, two you smell and one you taste.',
      body: `## What it is

The 5-4-3-2-1 technique is a simple grounding exercise that uses your five senses to pull your attention out of anxious thoughts and into the room you are in. You name:

- five things you can see,
- four things you can touch or feel,
- three things you can hear,
- two things you can smell,
- one thing you can taste.

It can be done silently, anywhere, and takes only a few minutes.

## Why it helps

Grounding techniques are widely used in anxiety and trauma-focused therapies to help people reconnect with the present moment when they feel overwhelmed, panicky or detached. The 5-4-3-2-1 exercise itself has not been studied much on its own, but it draws on the same principle as mindfulness: deliberately directing attention to what is happening through your senses.

Anxiety tends to pull the mind towards the future, and distressing memories can pull it into the past. Focusing on concrete sensory details gives your mind a task that competes with worry, and many people find this helps the wave of anxiety pass more quickly.

## Common obstacles

- **Rushing through the list.** Going too fast can turn it into another anxious task. Slow down and really notice each thing, such as its colour, texture or pitch.
- **Not being able to smell or taste anything.** That is fine. Name a smell or taste you like instead, or simply repeat another sense.
- **Losing count.** Counting on your fingers helps, and the exact numbers do not matter.
- **It only helps briefly.** Grounding is designed to help you through a difficult moment, not to solve the underlying worry. Follow it with another skill or some support.

## When to seek professional help

Seek help from a doctor or mental health professional if you frequently need grounding to get through the day, if you experience panic attacks, flashbacks or feelings that things around you are unreal, or if anxiety is stopping you from working, studying or leaving home.

If you are in crisis or having thoughts of harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Pause, plant your feet on the floor and take one slow breath.',
        'Look around and name five things you can see, noticing a detail about each.',
        'Notice four things you can touch or feel, such as your clothes, a chair or the air on your skin.',
        'Listen for three things you can hear, near and far.',
        'Identify two things you can smell, or recall two smells you enjoy.',
        'Notice one thing you can taste, or take a sip of water and focus on it.',
        'Take another slow breath and notice how your body feels now.',
      ],
      difficulty: 'beginner',
      accessLevel: 'free',
      estimatedMinutes: 5,
      relatedToolIds: ['mindful-breathing', 'self-awareness-journal'],
    },
    {
      id: 'worry-time',
      title: 'Scheduled Worry Time',
      summary:
        'Postpone worries to a set 15-minute slot each day, so they stop taking over the rest of your time and you can look at them more clearly.',
      body: `## What it is

Worry time is a way of containing worry rather than trying to stop it. You set aside a specific time each day, usually around 15 minutes, as your worry appointment. When a worry pops up at other times, you jot it down and postpone it until then.

When worry time arrives, you look through your list. Some worries will no longer seem important. For the rest, you can think them through, look for anything practical you can do, and let the others go until tomorrow.

## Why it helps

Worry postponement is a technique used in cognitive behavioural therapy (CBT) for generalised anxiety and persistent worry. It is based on the idea that worry can feel uncontrollable, and that practising putting it off teaches you that you have more choice over when you engage with it than you might think.

Many people find that worries look different when they come back to them later: smaller, already resolved, or more manageable. Sorting worries into things you can act on and things you cannot also helps turn endless "what ifs" into concrete next steps.

## Common obstacles

- **"I can't postpone it, it feels urgent."** Acknowledge the worry, write it down in a word or two, and remind yourself it has a time slot later. Then bring your attention back to what you were doing.
- **Worry time runs over.** Use a timer and stop when it ends, even if you have not finished. Unfinished worries can wait for tomorrow.
- **Scheduling it too close to bedtime.** Choose a time earlier in the day so that worrying does not interfere with sleep.
- **Worries that need action now.** Genuine emergencies or deadlines should be dealt with. Worry time is for the repetitive "what ifs".
- **Feeling worse during the slot.** That is common at first. End with a brief calming activity, such as a walk or breathing exercise.

## When to seek professional help

Consider talking to a doctor or therapist if you worry most of the day, most days, for weeks at a time, if worry is affecting your sleep, concentration or relationships, or if you notice physical symptoms such as constant tension, restlessness or stomach problems. Generalised anxiety is very treatable with professional support.

If you are in crisis or thinking about harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Choose a daily 15-minute worry slot at the same time and place, ideally not within two hours of bedtime.',
        'Keep a notepad or note on your phone for postponed worries.',
        'When a worry arises during the day, write it down in a few words and tell yourself "I\'ll think about this at worry time".',
        'Gently return your attention to what you were doing.',
        'At worry time, set a timer and read through your list, crossing out anything that no longer feels important.',
        'For each remaining worry, ask whether you can do something about it, and if so, write one practical next step.',
        'When the timer ends, close the list and do something calming or absorbing.',
      ],
      difficulty: 'intermediate',
      accessLevel: 'free',
      estimatedMinutes: 15,
      relatedToolIds: ['self-awareness-journal', 'pomodoro-timer', 'goal-planning-tool'],
    },
    {
      id: 'progressive-muscle-relaxation',
      title: 'Progressive Muscle Relaxation',
      summary:
        'Tense and then release each muscle group in turn, learning to recognise the difference between tension and relaxation in your body.',
      body: `## What it is

Progressive muscle relaxation (PMR) is a technique in which you tense a group of muscles for a few seconds, then release them and notice the feeling of letting go. You work through the body in order, for example from your feet up to your face.

Over time, you learn to notice tension earlier and to release it more easily, sometimes without needing to tense first at all.

## Why it helps

PMR was developed in the early twentieth century by physician Edmund Jacobson, and it remains one of the most widely studied relaxation techniques. It is often used as part of cognitive behavioural therapy (CBT) for anxiety, and in a structured form called applied relaxation.

Stress and anxiety often come with muscle tension we barely notice, such as raised shoulders, a clenched jaw or tight fists. By deliberately contrasting tension and relaxation, PMR helps you tune into these signals. Many people also find it helpful for winding down before sleep.

## Common obstacles

- **Pain or injury.** Tense gently, at about half your maximum effort, and skip any area that is injured or painful. If you have a medical condition affecting your muscles or joints, check with a health professional first.
- **Cramping.** Reduce the tension and shorten the hold to around five seconds, especially in the feet and calves.
- **Mind wandering.** That is normal. Use the feeling of release as your anchor and bring your attention back to it.
- **Feeling more anxious as you relax.** Some people feel uneasy when they let their guard down. Keep your eyes open, shorten the session, and remind yourself you can stop at any time.
- **Not noticing a difference.** Like any skill, PMR usually becomes more effective with regular practice over a few weeks.

## When to seek professional help

Consider seeking help if tension, anxiety or sleep problems have lasted for weeks, if physical symptoms such as headaches or pain are persistent, or if anxiety is interfering with work, relationships or daily tasks. A doctor can also rule out physical causes of ongoing tension or pain.

If you are in crisis or having thoughts of harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Sit or lie down somewhere quiet and loosen any tight clothing.',
        'Take a few slow breaths, letting the exhale be a little longer than the inhale.',
        'Curl your toes and tense your feet gently for about five seconds, then release and notice the change for about 15 seconds.',
        'Repeat with your calves, thighs, buttocks, stomach, hands, arms, shoulders, neck and face, one group at a time.',
        'As you release each group, silently say "relax" or "let go".',
        'Finish by scanning your body for any remaining tension and letting it soften on the out-breath.',
        'Rest for a minute before getting up slowly.',
      ],
      difficulty: 'intermediate',
      accessLevel: 'premium',
      estimatedMinutes: 20,
      relatedToolIds: ['mindful-breathing', 'habit-tracker'],
    },
    {
      id: 'exposure-ladder',
      title: 'Gradual Exposure Ladder',
      summary:
        'Face a fear step by step, starting with small challenges and building up, so that anxiety has the chance to settle and confidence can grow.',
      body: `## What it is

Avoidance is one of the main things that keeps anxiety going. Each time you avoid something you fear, you feel relief, and your brain learns that the situation must have been dangerous. Gradual exposure reverses this by helping you approach feared situations in small, manageable steps.

You build a ladder: a list of situations related to your fear, ranked from least to most anxiety-provoking. You start at the bottom rung and stay with each step until it becomes easier, before moving up.

## Why it helps

Exposure is a core component of cognitive behavioural therapy (CBT) for many anxiety problems, including phobias, social anxiety and panic, and a specialised form called exposure and response prevention is used for obsessive-compulsive disorder (OCD). It is one of the most thoroughly researched approaches in anxiety treatment.

Facing a fear repeatedly, without escaping or relying on safety behaviours, gives you the chance to learn that the feared outcome is less likely or more bearable than you expected, and that anxiety tends to rise and then settle by itself. Confidence built on the lower rungs makes the higher ones feel possible.

## Common obstacles

- **Starting too high.** If a step feels overwhelming, add a smaller step in between. Progress should be challenging but manageable.
- **Leaving at peak anxiety.** Where you safely can, stay until your anxiety has eased somewhat, or until you have learned something new about the situation.
- **Safety behaviours.** Habits such as avoiding eye contact or always carrying a particular item can stop you from learning. Try gradually dropping them.
- **Irregular practice.** Exposure tends to work best when it is frequent and repeated. Aim for several practices a week.
- **Setbacks.** A hard day does not erase your progress. Step down a rung and build back up.

## When to seek professional help

Exposure work is most effective, and safest, with a trained therapist, especially for severe anxiety, panic disorder, OCD, PTSD or phobias that significantly limit your life. Please work with a professional rather than on your own if panic attacks stop you from leaving home, if your fears are linked to trauma, or if anxiety has lasted months and is getting worse. Use this skill only with situations that are genuinely safe.

If you are in crisis or thinking about harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Choose one specific fear that is limiting your life and that involves situations that are genuinely safe.',
        'Write down eight to ten situations related to that fear, from mildly uncomfortable to very difficult.',
        'Rate how anxious each situation would make you from 0 to 100, and arrange them as a ladder from lowest to highest.',
        'Pick a bottom rung that you rate around 20 to 30, and plan when and where you will practise it.',
        'Carry out the step without escaping or using safety behaviours, noting your anxiety at the start, peak and end.',
        'Repeat the same step several times over a few days until it feels noticeably easier.',
        'Move up to the next rung, and if it feels too hard, add an in-between step.',
        'Record what you learned after each practice, especially where the outcome differed from what you predicted.',
      ],
      difficulty: 'advanced',
      accessLevel: 'premium',
      estimatedMinutes: 30,
      relatedToolIds: ['goal-planning-tool', 'habit-tracker', 'self-awareness-journal'],
    },
  ],
};
