import type { SeedCategory } from '../seed-types';

export const habitsAndFocusCategory: SeedCategory = {
  id: 'habits-and-focus',
  title: 'Habits & Focus',
  description:
    'Build routines that stick and protect your attention for what matters. These skills favour small, realistic changes over willpower and big resolutions.',
  icon: 'Target',
  accessLevel: 'premium',
  order: 6,
  skills: [
    {
      id: 'tiny-habits-and-habit-stacking',
      title: 'Tiny Habits and Habit Stacking',
      summary:
        'Start a new habit so small it feels almost too easy, and attach it to something you already do every day.',
      body: `## What it is

This skill combines two simple ideas. The first is to **start tiny**: shrink a new habit down to a version that takes less than a minute, such as one push-up, one line in a journal or filling a glass of water. The second is to **anchor it** to a routine you already have, so the old routine becomes the reminder for the new one. This is often called habit stacking: "After I [existing routine], I will [tiny new habit]."

These ideas are drawn from behaviour design, especially BJ Fogg's Tiny Habits method, and from the wider psychology of habit formation.

## Why it helps

Big changes rely heavily on motivation, and motivation rises and falls from day to day. A tiny version of a habit is easy enough to do even on a bad day, so you keep the chain going.

Research on habits suggests that behaviours become more automatic when they are repeated in a consistent context. An existing routine, like making your morning coffee, is a reliable cue that happens at the same point each day. How long it takes for a habit to feel automatic varies a lot between people and behaviours, so it helps to think in terms of months of gentle repetition rather than a fixed number of days.

Many people find that once the tiny version is established, they naturally do more. The goal at first is consistency, not size.

## Common obstacles

- **"It's too small to matter."** The point is to build the routine first. You can always do more once the habit is in place, but never feel you must.
- **Choosing a vague anchor.** "In the morning" is easy to miss. "After I switch off the kettle" is specific and hard to overlook.
- **Missing a day.** One missed day rarely undoes progress. Skip the self-criticism and simply do the tiny habit at the next anchor.
- **Stacking too much at once.** Add one new habit at a time and let it settle before adding another.

## When to seek professional help

Building habits can be hard for everyone, and struggling does not mean you are lazy. Consider speaking to a doctor or mental health professional if:

- low energy, low mood or lack of interest make even tiny tasks feel impossible for weeks at a time
- you find yourself caught in habits you want to stop, such as drinking, gambling or compulsive behaviours, and cannot cut down on your own
- difficulty starting and sustaining tasks has affected your work, studies or relationships for a long time

If you are in crisis or having thoughts of harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Pick one habit you would like to build, and shrink it until it takes less than a minute to do.',
        'List three things you already do every day without fail, such as brushing your teeth or making a hot drink.',
        'Choose the anchor that fits best in time and place, and write your plan as "After I [anchor], I will [tiny habit]."',
        'Do the tiny habit right away once to rehearse it, straight after acting out or imagining the anchor.',
        'Each time you do it, mark the moment with a small sign of satisfaction, such as a smile or saying "Nice" to yourself.',
        'Log each day you complete the habit, and only increase the size once it feels automatic.',
      ],
      difficulty: 'beginner',
      accessLevel: 'free',
      estimatedMinutes: 10,
      relatedToolIds: ['habit-tracker', 'intention-setting-tool'],
    },
    {
      id: 'focused-work-sprints',
      title: 'Focused Work Sprints',
      summary:
        'Work in short, timed bursts of single-task focus followed by real breaks, so deep work feels manageable rather than endless.',
      body: `## What it is

A focused work sprint is a short, fixed block of time in which you work on one task only, followed by a proper break. The best-known version is the Pomodoro Technique, created by Francesco Cirillo, which uses 25 minutes of focus followed by a 5-minute break, with a longer break after about four rounds.

The exact timings are flexible. Some people prefer 15-minute sprints, others 45 minutes. What matters is a clear start, a clear finish and a single focus in between.

## Why it helps

Large or unpleasant tasks can feel overwhelming, which makes it tempting to put them off. Committing to "just one sprint" lowers the barrier to starting. The timer also gives you permission to stop, which can make focus feel safer and more sustainable.

The Pomodoro Technique grew out of practical experience rather than clinical research, so it is best seen as a helpful tool rather than a proven treatment. Even so, research on attention suggests that switching between tasks tends to cost time and energy, and that regular short breaks can help people sustain effort. Many people also find that sprints make it easier to see how long tasks really take, which helps with planning.

## Common obstacles

- **Interruptions.** Jot down any stray thoughts or to-dos on a notepad and come back to them in the break. If someone interrupts, it is fine to say you will get back to them in a few minutes.
- **Skipping breaks.** Breaks are part of the method, not a reward you must earn. Step away from the screen, stretch or get a drink.
- **The timer feels stressful.** Try longer sprints, or use the timer as a gentle guide rather than a strict rule.
- **Not knowing what to work on.** Decide the task for each sprint before you start the timer, and make it concrete, such as "draft the introduction".

## When to seek professional help

Everyone gets distracted sometimes, but persistent difficulty focusing can have many causes. Consider talking to a doctor or mental health professional if:

- you have struggled with attention, restlessness or disorganisation for most of your life and it is affecting work, study or relationships
- poor concentration comes with low mood, loss of interest, poor sleep or constant worry
- you feel burnt out, exhausted or unable to switch off even when you rest

If you are in crisis or having thoughts of harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Choose one specific task and write down what "done for this sprint" looks like.',
        'Silence notifications, close unrelated tabs and put your phone out of reach.',
        'Set a timer for 25 minutes, or a shorter time if that feels more manageable.',
        'Work only on the chosen task until the timer ends, writing any distracting thoughts on a notepad to deal with later.',
        'When the timer rings, stop and take a 5-minute break away from your screen.',
        'After four sprints, take a longer break of 15 to 30 minutes.',
        'At the end of the session, note how many sprints the task took to help you plan next time.',
      ],
      difficulty: 'beginner',
      accessLevel: 'free',
      estimatedMinutes: 30,
      relatedToolIds: ['pomodoro-timer', 'intention-setting-tool'],
    },
    {
      id: 'implementation-intentions',
      title: 'If-Then Plans (Implementation Intentions)',
      summary:
        'Turn good intentions into action by deciding in advance exactly when, where and how you will act, and what you will do if obstacles appear.',
      body: `## What it is

An implementation intention is a simple if-then plan that links a specific situation to a specific action: "If it is 7am on a weekday, then I will put on my running shoes and walk to the park." The idea was developed by psychologist Peter Gollwitzer.

You can also use if-then plans for obstacles: "If I feel the urge to check my phone while studying, then I will put it in another room." This turns a vague wish into a clear, pre-made decision.

## Why it helps

There is often a gap between what we intend to do and what we actually do. Intentions like "I'll exercise more" leave a lot of decisions for later, and in the moment, tiredness or distraction can win.

Research on implementation intentions suggests that if-then plans can help people follow through on a wide range of goals. By choosing the cue in advance, you hand some of the work over to your environment: when the situation arises, the planned response comes to mind more readily.

A related approach, developed by psychologist Gabriele Oettingen, pairs if-then plans with mental contrasting: imagining the outcome you want and then honestly picturing the main obstacle inside you. Many people find that naming the obstacle first makes their plans more realistic.

## Common obstacles

- **The "if" is too vague.** "If I have time" is not a cue. Choose something you will clearly notice, such as a time, place or event.
- **The "then" is too big.** Keep the action small and concrete so it is easy to start.
- **Too many plans at once.** A few well-chosen if-then plans are easier to remember than a long list.
- **Plans that rely on feeling motivated.** Build in the obstacle: "If I feel too tired, then I will do five minutes only."
- **Forgetting the plan.** Say it out loud a few times, or write it where you will see it.

## When to seek professional help

If-then plans can help with everyday follow-through, but some difficulties need more support. Consider speaking to a doctor or therapist if:

- you repeatedly cannot act on things that matter to you, even with careful planning, and it is causing you distress
- you are trying to stop a behaviour that is harming you, such as drinking, gambling or self-harm
- lack of motivation comes with persistent low mood, hopelessness or exhaustion

If you are in crisis or having thoughts of harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Write down one goal you keep meaning to act on, and the outcome you most want from it.',
        'Picture that outcome for a moment, then name the main obstacle that usually gets in your way.',
        'Choose a specific cue for action, such as a time, place or event, and write "If [cue], then I will [action]."',
        'Write a second plan for the obstacle: "If [obstacle happens], then I will [response]."',
        'Read both plans aloud three times, imagining yourself in the situation and carrying out the action.',
        'Put the plans where you will see them, and review how they worked after a week.',
      ],
      difficulty: 'intermediate',
      accessLevel: 'premium',
      estimatedMinutes: 10,
      relatedToolIds: ['intention-setting-tool', 'goal-planning-tool', 'habit-tracker'],
    },
    {
      id: 'designing-your-environment',
      title: 'Designing Your Environment',
      summary:
        'Shape your surroundings so helpful habits are easy and unhelpful ones take a little more effort, instead of relying on willpower alone.',
      body: `## What it is

Environment design means deliberately arranging your space, devices and routines so they nudge you towards the behaviours you want. The core idea is **friction**: make the things you want to do easier, more visible and more obvious, and make the things you want to do less of slightly harder, less visible and less convenient.

It can be as simple as leaving your book on your pillow, keeping fruit on the counter, or logging out of a social media app so it takes a few extra steps to open.

## Why it helps

Much of what we do each day happens on autopilot, prompted by cues around us. Research on habits suggests that these cues, and how much effort something takes, often shape behaviour more than good intentions do. Work in behavioural science points the same way: small changes in how choices are set up can often shift what people choose.

Changing your environment means you do not have to win the same battle with yourself over and over. Instead of resisting the biscuit tin every evening, you move it out of sight. Many people find this feels kinder and more sustainable than relying on willpower, which tends to run low when we are tired or stressed.

This skill is marked advanced because it asks you to observe your own patterns honestly and experiment over time, rather than apply a single trick.

## Common obstacles

- **Shared spaces.** You may not control everything at home or work. Focus on the areas you can change, such as your desk, your bag or your phone's home screen, and talk to others about small shared changes.
- **Work-arounds.** It is easy to undo friction when the urge is strong. Add a little more, such as a longer password, or pair the change with an if-then plan.
- **Changing too much at once.** Try one or two changes, observe what happens for a week, then adjust.
- **Forgetting why you made the change.** A brief note, such as "phone charges in the hall so I sleep better", can help.

## When to seek professional help

Adjusting your surroundings can help with many habits, but it may not be enough for everything. Consider speaking to a doctor or specialist if:

- you feel unable to control use of alcohol, drugs, gambling, gaming or food despite changing your environment
- clutter, hoarding or checking rituals are causing you significant distress
- difficulties with organisation and focus have affected your life for a long time

If you are in crisis or having thoughts of harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Choose one habit you want to build and one you want to reduce.',
        'Spend a day noticing the cues around each one: where you are, what you can see and what you were doing just before.',
        'For the habit you want, remove one step: lay out what you need the night before, or put it where you will see it first.',
        'For the habit you want less of, add one step: move it out of sight, log out, unplug it or store it in another room.',
        "Change your phone's home screen so only helpful apps are visible on the first page.",
        'Keep the changes in place for one week, then review what worked and adjust one thing.',
      ],
      difficulty: 'advanced',
      accessLevel: 'premium',
      estimatedMinutes: 20,
      relatedToolIds: ['habit-tracker', 'goal-planning-tool'],
    },
  ],
};
