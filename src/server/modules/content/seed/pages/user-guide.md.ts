/** The user guide (page 'user-guide'), in Markdown; seeded once, then edited by admins. */
export const userGuidePage = `## Getting started

Design Your Life works best in small, regular doses. Here is how to begin:

1. [Create a free account](/register) with your first and last name, your email address and a password of at least 8 characters. You are signed in straight away.
2. Open your [dashboard](/dashboard). It is your home base whenever you are signed in.
3. Try one tool for a couple of minutes. **Mindful breathing** or the **gratitude log** are gentle first steps.
4. Choose a regular moment to come back, such as after breakfast or before bed.

On a shared computer, remember to sign out when you finish so nobody else can open your private entries.

## The library

The [library](/library) holds short, practical skills drawn from evidence-based approaches. They are grouped in categories: mindfulness; emotional regulation; CBT, DBT and ACT; stress and anxiety; self-compassion; habits and focus; relationships; and purpose and values.

1. Open the library and choose a category that fits what you are facing right now.
2. Pick a skill and read what it is for and how to practise it.
3. Try it once today, then again in a different situation. Skills grow stronger with repetition.

Free membership includes the mindfulness, emotional regulation, CBT/DBT/ACT and stress and anxiety categories. If a category or skill is locked, it belongs to a higher membership (see [Membership](#membership)).

## The ten tools

The [tools](/tools) turn skills into guided exercises. Everything you save in a tool is private to you.

- **Gratitude log** (Free): Write down a few things you are grateful for today, however small. Being specific (“the warm coffee my friend brought”) works better than general (“my friends”).
- **Intention setting** (Free): Start the day by choosing one intention, such as “be patient with myself”, and come back to it later in the day to reflect on how it went.
- **Self-awareness journal** (Free): A private space to write about your day and what you noticed in yourself. Writing regularly helps you spot patterns in your moods and reactions over time.
- **Thought record builder** (Free): A step-by-step CBT exercise: describe the situation, the automatic thought and how strongly you believed it, weigh the evidence for and against, then write a more balanced thought.
- **Emotional regulation tool** (Free): Name what you feel and how intense it is, then pick a way to ride the wave (paced breathing, opposite action or self-soothing), drawn from DBT.
- **Mindful breathing** (Free): A guided, paced breathing exercise. Follow the rhythm and let your breath slow down. Even two minutes can take the edge off stress.
- **Values clarification** (Free): Explore which values matter most to you, such as honesty, health or creativity, and choose your top few. Drawn from ACT, it helps you make decisions that feel like your own.
- **Habit tracker** (Growth): Add a few habits you want to build and mark each day you do them. Start small: a habit that takes two minutes is one you can keep on hard days.
- **Goal planning tool** (Growth): Break a goal into concrete, dated steps and mark them done as you go, so you can see how far you have come.
- **Pomodoro focus timer** (Growth): Work in focused blocks (traditionally 25 minutes) followed by short breaks. Use the break to stretch, drink water or take three slow breaths.

## Your progress

Your [dashboard](/dashboard) and the [progress](/progress) page show your activity over time, based on what you do in the tools.

1. Use a tool or two over several days.
2. Open the progress page and look at how often you practised.
3. Notice what helps. If breathing exercises on busy mornings make a difference, that is worth knowing.

Progress is not a test. Missed days are normal; simply start again with the next small step.

## Community etiquette

The [community](/community) is organised in channels. You can start posts, reply, like posts that help you and vote in polls. To keep it a safe place:

- Be kind and assume good intent. Everyone here is working on something.
- Share from your own experience (“what helped me was…”) rather than telling others what to do.
- Do not give medical or diagnostic advice, and do not ask others for it.
- Keep private details private, yours and other people’s.
- If a post breaks these guidelines, or someone may be at risk, use **Report** on the post. Our moderators review reports.

The forum is not a crisis service. If someone is in danger, they need emergency help:

## Membership

There are four memberships, from smallest to largest:

- **Free**: the mindfulness, emotional regulation, CBT/DBT/ACT and stress and anxiety categories, and seven tools.
- **Growth**: every library category and all ten tools, including the habit tracker, goal planning tool and pomodoro focus timer.
- **Premium**: everything in Growth, plus every skill in the library.
- **Lifetime Mastery**: everything in Premium, for good, plus the Lifetime Masters community channel and future tools. [Read about Lifetime Early Access](/lifetime-early-access).

To see, change or cancel your membership, open the [Membership](/subscription) page while signed in. **Cancel my plan** ends a paid plan: one that renews is not renewed, and you keep it until the end of the period you have paid for; then you move to Free. Your entries and progress stay in your account. We email you when your membership changes or is cancelled.

## Your account

Manage your account from your [profile](/profile):

- **Change your email address**: enter the new address and save.
- **Change your password**: enter your current password, then a new one of 8 to 128 characters.
- **Forgot your password?** On the [sign-in page](/login), ask for a reset link. It arrives by email and works for one hour. We email you whenever your password changes, so you would know if it was not you.
- **Download my data** (under **Your data**): everything you wrote, at once, as a ZIP file.
- **Delete my account** (under **Your data**): deletes your account and your private data at once, after you confirm with your password. Your community posts and replies stay, signed “Former member”, unless you tick **Also remove my community posts and replies**. We email you to confirm.
- **Questions about your data**: read the [privacy policy](/privacy) or [contact us](/contact).

Still stuck? The [Help Center](/help) answers the most common questions.
`;
