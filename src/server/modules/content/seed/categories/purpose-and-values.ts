import type { SeedCategory } from '../seed-types';

export const purposeAndValuesCategory: SeedCategory = {
  id: 'purpose-and-values',
  title: 'Purpose & Values',
  description:
    'Get clear on what matters most to you and let it guide your choices. These skills help you turn your values into meaningful goals and everyday actions.',
  icon: 'Compass',
  accessLevel: 'premium',
  order: 8,
  skills: [
    {
      id: 'clarifying-your-values',
      title: 'Clarifying Your Values',
      summary:
        'Explore what you want to stand for in different areas of life, so you have a compass for decisions big and small.',
      body: `## What it is

Values are the qualities you want to bring to your life and the things you care about most deeply: being kind, curious, honest, adventurous or connected, for example. Clarifying your values means taking time to identify them in your own words.

This skill is drawn from acceptance and commitment therapy (ACT), developed by Steven Hayes and colleagues. In ACT, values are described as chosen life directions. Unlike goals, you never "finish" a value. You can tick off "run a 5k", but you can keep living the value of "caring for my health" every day.

## Why it helps

When you are not sure what matters to you, it is easy to drift, follow other people's expectations or make choices mainly to avoid discomfort. Knowing your values gives you a compass, especially when things are hard or uncertain.

Research on ACT suggests that connecting with personal values can support wellbeing and motivation, and can make difficult experiences feel more worthwhile. Many people find that naming their values helps them notice where their life already reflects what they care about, as well as where they would like to make changes.

Values are personal. There are no right or wrong ones, and they can shift as your life changes.

## Common obstacles

- **Confusing values with goals.** "Getting promoted" is a goal. The value behind it might be growth, contribution or security. Ask yourself "Why does this matter to me?" until you reach a quality rather than an outcome.
- **Listing "shoulds".** Notice if a value feels like something you are supposed to care about. Ask: "If nobody would ever know, would I still choose this?"
- **Too many values.** Everything can seem important. Try picking the three that feel most alive for you right now.
- **Feeling guilty about the gap.** Noticing a gap between your values and your life is useful information, not a failure. It is where growth starts.

## When to seek professional help

Exploring values can bring up strong feelings about the direction your life has taken. Consider speaking to a therapist or counsellor if:

- you feel persistently empty, hopeless or that nothing matters
- you feel stuck in a situation that goes against your values and cannot see a way out
- thinking about your life brings up intense regret or grief that does not ease

If you are in crisis or having thoughts of ending your life, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Pick three areas of life that feel important right now, such as relationships, work, health, learning, community or fun.',
        'For each area, write a few words about the kind of person you would like to be there, for example "patient and playful".',
        'Ask "Why does this matter to me?" for each answer, until you reach a quality you can live out rather than an outcome.',
        'Choose the three values that feel most important, and write each one as a short phrase in your own words.',
        'Rate from 0 to 10 how closely you have lived by each value in the past week, without judging the score.',
        'Write down one small thing you could do this week that reflects the value with the biggest gap.',
      ],
      difficulty: 'beginner',
      accessLevel: 'free',
      estimatedMinutes: 20,
      relatedToolIds: ['values-clarification', 'self-awareness-journal'],
    },
    {
      id: 'best-possible-self',
      title: 'Best Possible Self',
      summary:
        'Write about a realistic future in which things have gone as well as they could, to build hope and discover what you truly want.',
      body: `## What it is

The best possible self exercise is a short writing practice. You imagine yourself at a point in the future, often a year or a few years from now, when everything has gone as well as it reasonably could. You have worked hard and reached the things that matter to you. Then you write about that life in detail.

It comes from positive psychology, the branch of psychology that studies wellbeing and what helps people flourish. The exercise was originally developed by psychologist Laura King and has since been studied and adapted by many researchers.

## Why it helps

Imagining a hopeful future can lift your mood and make it easier to believe that positive change is possible. Research on this exercise suggests it can increase optimism and positive feelings, at least in the short term, and it is one of the more widely studied positive psychology activities.

It is also a practical way to learn about yourself. The details you write, such as who you are with, how you spend your days and how you feel, often reveal your values and priorities more clearly than a list would. Many people use it as a starting point for setting goals.

## Common obstacles

- **"This feels unrealistic."** Aim for a future that is positive but plausible, not a fantasy. Imagine things going well as a result of your own effort.
- **Comparing it to your current life.** If the exercise leaves you feeling worse about where you are now, gently shift the focus to what you have learned about what matters to you and one step you could take towards it.
- **Writing only about achievements.** Include relationships, health, feelings and everyday moments, not just job titles or possessions.
- **Blank page.** Start with a single scene, such as an ordinary morning in that future, and describe what you see, hear and feel.
- **Doing it once and forgetting it.** Many people find it helps to repeat the exercise over several days, or revisit the writing when planning goals.

## When to seek professional help

This exercise can be uplifting, but it is not a treatment for depression. Consider talking to a doctor or mental health professional if:

- you find it impossible to imagine any positive future, or thinking about the future fills you with dread
- low mood, tiredness or loss of interest have lasted for more than two weeks
- you feel like a burden to others or that they would be better off without you

If you are having thoughts of suicide or self-harm, or you are in crisis, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Set aside 15 to 20 minutes somewhere quiet, with a notebook or your journal open.',
        'Choose a point in the future, such as one year or five years from now.',
        'Imagine that by then things have gone as well as they realistically could, because you worked hard and followed through.',
        'Write continuously about that future in the present tense, covering relationships, work or study, health and how you spend your days.',
        'Add sensory details: describe an ordinary day, where you are, who you are with and how you feel.',
        'Read it back and underline the parts that feel most meaningful, then note what values they point to.',
        'Write down one small step you could take this week that moves you towards that future.',
      ],
      difficulty: 'beginner',
      accessLevel: 'premium',
      estimatedMinutes: 20,
      relatedToolIds: ['self-awareness-journal', 'intention-setting-tool', 'goal-planning-tool'],
    },
    {
      id: 'committed-action-toward-values',
      title: 'Committed Action Toward Your Values',
      summary:
        'Take small, regular steps in the direction of what matters to you, even when difficult thoughts and feelings show up along the way.',
      body: `## What it is

Committed action means doing things, day by day, that move you in the direction of your values. It is one of the six core processes of acceptance and commitment therapy (ACT).

The focus is on behaviour: not just knowing what matters, but acting on it. The steps are often small. If you value connection, it might mean sending a message to an old friend. If you value learning, it might be reading ten pages of a book. Committed action also includes what to do when you drift off course, which everyone does: notice, make room for the discomfort, and choose your next step in the direction you care about.

## Why it helps

Acting on values can bring a sense of meaning and vitality, even when life is hard. ACT suggests that much of our suffering comes from organising our lives around avoiding uncomfortable thoughts and feelings. Committed action offers an alternative: moving towards what matters while allowing discomfort to come along for the ride.

Research on ACT suggests it can help with a range of difficulties, including anxiety, low mood and chronic pain. Many people find that small, consistent actions build confidence, and that their life starts to feel more like their own.

## Common obstacles

- **Waiting to feel ready.** Fear, doubt and low motivation often show up before meaningful action. You do not need to get rid of them first. Notice them and take the step anyway, if it is safe to do so.
- **Steps that are too big.** If you keep not doing something, make it smaller. A five-minute version still counts.
- **All-or-nothing thinking.** Missing a day does not undo your commitment. Each moment is a new chance to choose.
- **Acting from "should".** Check in: does this step feel connected to something you care about, or is it someone else's expectation?

## When to seek professional help

An ACT-trained therapist can help you apply these ideas more deeply. Consider reaching out to a professional if:

- fear or avoidance is stopping you from doing everyday things, such as leaving the house or seeing people
- you feel persistently hopeless or that your actions make no difference
- painful memories or emotions make it very hard to move forward

If you are in crisis or having thoughts of harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Choose one value that matters to you right now, such as kindness, health or creativity.',
        'Brainstorm three actions, from tiny to moderate, that would move you towards that value this week.',
        'Pick the smallest one you are genuinely willing to do, and decide exactly when and where you will do it.',
        'Write down the thoughts and feelings you expect might get in the way, such as "I am too tired" or nervousness.',
        'When the time comes, notice those thoughts and feelings, say "I am having the thought that...", and take the step anyway.',
        'Afterwards, record what you did and how it felt, however small, then choose your next step.',
      ],
      difficulty: 'intermediate',
      accessLevel: 'premium',
      estimatedMinutes: 15,
      relatedToolIds: ['values-clarification', 'intention-setting-tool', 'habit-tracker'],
    },
    {
      id: 'values-based-smart-goals',
      title: 'SMART Goals Linked to Your Values',
      summary:
        'Turn a value into a clear goal that is specific, measurable, achievable, relevant and time-bound, with a plan for setbacks.',
      body: `## What it is

SMART is a well-known framework for setting goals. It stands for **Specific**, **Measurable**, **Achievable**, **Relevant** and **Time-bound**. A vague intention like "get fitter" becomes "walk for 20 minutes on Monday, Wednesday and Friday mornings for the next six weeks".

In this skill, the "relevant" part is anchored in your values. Rather than setting goals because you feel you should, you start with what matters to you and work out goals that express it. This combines ideas from acceptance and commitment therapy (ACT), where values guide action, with practical goal-planning methods.

## Why it helps

Research on goal setting suggests that clear, specific goals tend to lead to more follow-through than vague aims. Breaking a goal into measurable steps also makes progress visible, which many people find motivating.

Linking goals to values adds meaning. When a goal connects to something you care about, it can be easier to keep going through setbacks, and reaching it feels more satisfying. It also reduces the risk of chasing goals that tick boxes but leave you feeling empty. In ACT terms, the goal is a milestone along the path, while the value is the direction of travel.

This skill is marked advanced because it brings together several other skills: clarifying values, planning, and handling obstacles with flexibility rather than self-criticism.

## Common obstacles

- **Goals that are too ambitious.** Achievable matters. If a goal feels daunting, scale it down and build up.
- **Focusing only on outcomes.** Some outcomes are outside your control. Include process goals you can control, such as "apply for two jobs a week" rather than "get a new job".
- **Rigid thinking.** Life changes. Review your goals regularly and adjust them without treating this as failure.
- **Losing sight of the value.** When a goal starts to feel like a chore, reconnect with why it matters, or check whether a different goal would serve the value better.
- **Harsh self-judgement after setbacks.** Treat a setback as information, and ask what support or change would help.

## When to seek professional help

Goal setting can be energising, but it can also become a source of pressure. Consider speaking to a coach, therapist or doctor if:

- you push yourself relentlessly and feel you are never good enough, whatever you achieve
- repeated setbacks leave you feeling worthless or hopeless
- you feel so exhausted, anxious or low that even small goals feel impossible

If you are in crisis or having thoughts of harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Write down one value you want to live by more fully, and the area of life it applies to.',
        'Brainstorm a few goals that would express that value over the next one to three months.',
        'Choose one goal and rewrite it so it is specific, measurable, achievable, relevant to your value and time-bound.',
        'Break the goal into three to five smaller steps, and put the first step in your calendar.',
        'Name the most likely obstacle and write an if-then plan for how you will respond to it.',
        'Decide how you will track progress, and set a date to review and adjust the goal.',
      ],
      difficulty: 'advanced',
      accessLevel: 'premium',
      estimatedMinutes: 25,
      relatedToolIds: ['goal-planning-tool', 'values-clarification', 'habit-tracker'],
    },
  ],
};
