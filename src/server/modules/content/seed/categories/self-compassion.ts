import type { SeedCategory } from '../seed-types';

export const selfCompassionCategory: SeedCategory = {
  id: 'self-compassion',
  title: 'Self-Compassion',
  description:
    'Learn to meet your own struggles with the warmth you would offer a good friend. These skills help you quieten harsh self-criticism and stay steady when things go wrong.',
  icon: 'HandHeart',
  accessLevel: 'premium',
  order: 5,
  skills: [
    {
      id: 'self-compassion-break',
      title: 'The Self-Compassion Break',
      summary:
        'A short pause that helps you notice you are hurting, remember you are not alone, and offer yourself a few kind words.',
      body: `## What it is

The self-compassion break is a brief practice you can use in the middle of a hard moment. It comes from the work of psychologist Kristin Neff and her colleague Christopher Germer, who describe self-compassion as having three parts:

- **Mindfulness**: noticing that this is painful, without ignoring it or being swept away by it.
- **Common humanity**: remembering that struggle, mistakes and difficult feelings are part of being human, not a sign that something is uniquely wrong with you.
- **Self-kindness**: responding to yourself with warmth and support rather than criticism.

The break weaves these three parts into a few sentences you say to yourself, silently or out loud. It takes only a few minutes, so you can use it at your desk, on a walk or before you fall asleep.

## Why it helps

When something goes wrong, many of us switch straight into self-criticism or try to push the feeling away. Both reactions tend to keep us stuck. The self-compassion break gives you a different option: acknowledge the pain, put it in context and respond kindly.

Research on self-compassion suggests it is linked with lower levels of anxiety and low mood, and with greater resilience after setbacks. Importantly, self-compassion is not the same as letting yourself off the hook. Many people find that when they feel less attacked by their own inner voice, it becomes easier to own mistakes and try again.

## Common obstacles

- **"This feels fake or awkward."** That is very common at first. Try wording the phrases in your own language, for example "This is really hard right now" instead of anything that sounds scripted.
- **"I don't deserve kindness."** Notice this thought as part of the pain. You do not need to believe the kind words fully for them to help. Think of them as an intention rather than a claim.
- **Feelings get stronger for a moment.** Turning towards pain can briefly make it more noticeable. Keep the practice short, and come back to your breath or your surroundings if it feels like too much.
- **Forgetting to use it.** Link it to a cue, such as closing your laptop after a difficult meeting.

## When to seek professional help

Self-compassion practices are a support, not a substitute for care. Consider talking to a doctor or a mental health professional if:

- harsh self-criticism or feelings of worthlessness are present most days for two weeks or more
- you feel persistently hopeless, numb or unable to enjoy things you used to
- past experiences, such as trauma, make turning towards your feelings overwhelming

If you are having thoughts of harming yourself, or you are in crisis, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Bring to mind a situation that is bothering you right now, starting with something mildly difficult rather than the hardest thing in your life.',
        'Notice where you feel the stress in your body, and say to yourself: "This is a moment of suffering" or "This really hurts."',
        'Remind yourself that you are not alone by saying: "Struggle is part of life" or "Other people feel this way too."',
        'Place a hand on your heart or another comforting spot and feel its warmth for a few breaths.',
        'Offer yourself a kind phrase, such as "May I be kind to myself" or "May I give myself what I need right now."',
        'If the words feel wrong, ask: "What would I say to a close friend in this situation?" and say that to yourself instead.',
        'Take three slow breaths and notice how you feel now, without needing anything to have changed.',
      ],
      difficulty: 'beginner',
      accessLevel: 'free',
      estimatedMinutes: 5,
      relatedToolIds: ['self-awareness-journal', 'mindful-breathing'],
    },
    {
      id: 'soothing-touch',
      title: 'Soothing Touch',
      summary:
        'Use a gentle, supportive gesture such as a hand on your heart to help your body feel safer when you are stressed or upset.',
      body: `## What it is

Soothing touch means using your own hands in a gentle, caring way to comfort yourself, much as you might comfort a child or a friend who is upset. It might be a hand resting on your chest, a light hug around your shoulders, or one hand cradling the other.

It is a simple practice taught in the Mindful Self-Compassion programme, and it can be done almost anywhere. If a visible gesture feels too exposed in public, you can use something subtle, such as gently holding your own hand in your lap.

## Why it helps

Our bodies respond to warmth and gentle touch, not only to words. Compassion-focused approaches describe a "soothing system" that helps us feel safe and settled, alongside the threat system that fires up when we feel under attack. Warm, gentle touch is one of the ways many people find they can invite that soothing system in.

Soothing touch can be especially useful when your mind is racing and kind words are hard to reach. Your body can begin to settle even before your thoughts catch up. Many people also use it as a way into other practices, such as the self-compassion break.

## Common obstacles

- **Feeling silly.** That is understandable. Treat it as an experiment and notice what happens in your body, rather than judging the gesture.
- **Touch feels uncomfortable or unsafe.** For some people, especially those with experiences of trauma, self-touch can bring up difficult feelings. You can hold a warm mug, wrap yourself in a soft blanket, or simply imagine a kind presence instead. There is no single right way.
- **Nothing seems to happen.** The effect is often subtle. Try a few different places, such as your chest, cheek, belly or upper arms, and notice which one feels most comforting.
- **Using it to push feelings away.** The aim is to keep yourself company with the feeling, not to make it disappear.

## When to seek professional help

Gentle self-soothing can help in everyday stress, but it is not enough on its own for every difficulty. Reach out to a doctor, therapist or counsellor if:

- you often feel overwhelmed, panicky or disconnected from your body
- physical contact, even your own, regularly triggers distress, flashbacks or numbness
- low mood, anxiety or loneliness are getting in the way of daily life

If you are in crisis or thinking about harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Notice that you are feeling stressed, upset or on edge, and name it silently, for example "I am feeling anxious."',
        'Place one or both hands gently on your chest, and feel the warmth and slight pressure of your palms.',
        'Breathe slowly and notice the rise and fall of your chest under your hands for five breaths.',
        'If that spot does not feel right, try another: one hand on your cheek, your arms crossed in a gentle hug, or one hand holding the other.',
        'While you stay with the touch, say a kind phrase to yourself, such as "I am here for you" or "It is okay to feel this."',
        'After a minute or two, notice any change in your body, however small, before returning to your day.',
      ],
      difficulty: 'beginner',
      accessLevel: 'premium',
      estimatedMinutes: 3,
      relatedToolIds: ['mindful-breathing', 'emotional-regulation-tool'],
    },
    {
      id: 'compassionate-letter',
      title: 'A Compassionate Letter to Yourself',
      summary:
        'Write a letter to yourself about something you struggle with, from the point of view of a wise, kind friend who accepts you fully.',
      body: `## What it is

In this exercise you write a letter to yourself about something you feel bad about, such as a mistake, a part of your personality or a situation you find painful. The twist is the perspective: you write as a caring, wise friend who knows all your strengths and flaws and accepts you completely.

Versions of this exercise are used in Mindful Self-Compassion and in compassion-focused therapy (CFT). The letter is for you alone. You do not need to send it, show it to anyone, or write it beautifully.

## Why it helps

Most of us are much gentler with others than with ourselves. Writing from a friend's point of view lets you borrow that gentleness and apply it to your own situation.

Putting thoughts into words can also create a little distance from them. Instead of going round in circles in your head, you can see the struggle on the page and respond to it. Research on self-compassion suggests it supports motivation and emotional wellbeing, and many people find that a compassionate letter helps them take responsibility for a mistake without sinking into shame. A kind friend would not pretend nothing was wrong, but would help you see it in perspective and think about a way forward.

## Common obstacles

- **The critic keeps taking the pen.** If you notice lines like "you should have known better", pause and ask how a warm, wise friend would put it. Cross out and rewrite as often as you need.
- **Not knowing what to write.** Start with "Dear [your name], I know you have been struggling with..." and let the letter unfold from there.
- **It brings up strong emotion.** That is a sign you have touched something that matters. Take breaks, and choose a less painful topic if it feels overwhelming.
- **Feeling self-indulgent.** Self-compassion is not self-pity. You are acknowledging pain so that you can respond to it wisely.

## When to seek professional help

Writing can be powerful, and sometimes it uncovers more than you expected. Consider speaking to a therapist or your doctor if:

- the topic you are writing about involves trauma, abuse or a loss that still feels raw
- feelings of shame or worthlessness stay with you for weeks
- you notice yourself withdrawing from people or losing interest in daily life

If writing brings up thoughts of harming yourself, or you feel in crisis, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Choose something about yourself or your life that makes you feel inadequate, ashamed or upset, and note down how it makes you feel.',
        'Picture a friend who is unconditionally kind, wise and accepting, real or imagined, who knows your strengths and your weaknesses.',
        'Write a letter to yourself from that friend\'s point of view, starting with "Dear" and your name.',
        'In the letter, acknowledge how hard this is, and remind yourself that many people struggle with similar things.',
        'Include gentle encouragement about a helpful next step, written as support rather than as a demand.',
        'Put the letter aside for a little while, then come back and read it slowly, letting the words sink in.',
        'Keep the letter somewhere you can find it, and reread it when the same struggle comes up again.',
      ],
      difficulty: 'intermediate',
      accessLevel: 'premium',
      estimatedMinutes: 20,
      relatedToolIds: ['self-awareness-journal'],
    },
    {
      id: 'working-with-your-inner-critic',
      title: 'Working with Your Inner Critic',
      summary:
        'Learn to recognise your harsh inner voice, understand what it is trying to protect, and answer it from a calmer, compassionate self.',
      body: `## What it is

Most people have an inner critic: a voice that points out flaws, predicts failure or calls them names. This skill draws on compassion-focused therapy (CFT), developed by psychologist Paul Gilbert, to help you relate to that voice differently.

Rather than arguing with the critic or obeying it, you learn to notice it, get curious about what it is trying to do for you, and then respond from your "compassionate self". This is the part of you that is wise, strong and warm, and that wants what is genuinely best for you.

## Why it helps

CFT suggests that harsh self-criticism often works like a threat system pointed inwards. It can leave you feeling anxious, ashamed and less able to learn from mistakes. Many critics began as an attempt to protect you, for example from rejection or from failing again, but they go about it in a bruising way.

When you see the critic as a misguided protector rather than the voice of truth, it can lose some of its grip. Building a compassionate voice alongside it gives you another way to motivate yourself: through encouragement rather than fear. Research on compassion-focused approaches suggests they can be helpful for people who struggle with high levels of shame and self-criticism, though it is a skill that usually takes repeated practice.

## Common obstacles

- **"If I stop criticising myself, I'll get lazy."** Many people fear this. Compassion still holds you to high standards. It simply supports you in reaching them, the way a good coach would.
- **The critic is very loud.** You do not have to silence it. Aim to notice it and add another voice, rather than win the argument.
- **The compassionate voice feels weak or unconvincing.** That is normal early on. Focus on the intention, tone and posture of compassion, and let the words grow over time.
- **The critic sounds like a real person from your past.** This can be painful. Go gently, and consider working on this with a therapist.

## When to seek professional help

Some self-criticism is part of ordinary life, but it can become harmful. Talk to a mental health professional if:

- your inner critic is relentless, or you feel you deserve to be punished
- self-criticism is linked to disordered eating, self-harm or heavy use of alcohol or drugs
- the voice echoes someone who abused or bullied you
- you feel hopeless or worthless most of the time

If you are thinking about harming yourself or feel in crisis, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Write down a recent self-critical thought word for word, exactly as your inner critic said it.',
        'Notice the tone behind the words, such as angry, contemptuous or panicky, and how your body feels when you hear it.',
        'Ask yourself what the critic might be trying to protect you from, and write down your best guess.',
        'Sit upright, slow your breathing a little and let your face soften, imagining yourself as a calm, wise and kind person.',
        'From that compassionate self, write a reply to the critic that acknowledges its worry and offers a more helpful way forward.',
        'Read both versions and notice which one makes it easier to take a constructive next step.',
        'Choose one small action based on the compassionate reply and do it today.',
      ],
      difficulty: 'advanced',
      accessLevel: 'premium',
      estimatedMinutes: 20,
      relatedToolIds: ['self-awareness-journal', 'thought-record-builder'],
    },
  ],
};
