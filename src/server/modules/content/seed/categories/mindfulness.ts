import type { SeedCategory } from '../seed-types';

export const mindfulnessCategory: SeedCategory = {
  id: 'mindfulness',
  title: 'Mindfulness',
  description:
    'Practices for noticing what is happening right now, in your body and mind, with curiosity rather than judgement. Start with a few minutes of breathing and build from there.',
  icon: 'Leaf',
  accessLevel: 'free',
  order: 1,
  skills: [
    {
      id: 'mindful-breathing-basics',
      title: 'Mindful Breathing Basics',
      summary:
        'Use the natural rhythm of your breath as an anchor, gently returning to it each time your mind wanders.',
      body: `## What it is

Mindful breathing means resting your attention on the physical sensations of breathing: the air at your nostrils, the rise and fall of your chest or belly. You are not trying to breathe in a special way. You simply notice the breath as it is.

Sooner or later your mind will wander to a plan, a memory or a worry. That is not a mistake. The practice is the moment you notice you have drifted and kindly bring your attention back. Each return is one "repetition", a bit like lifting a weight.

## Why it helps

Breath awareness is the foundation of most mindfulness training, including mindfulness-based stress reduction (MBSR) and mindfulness-based cognitive therapy (MBCT). Research on these programmes suggests that regular practice can help many people manage stress and relate differently to difficult thoughts.

The breath is a useful anchor because it is always with you, it changes with your emotional state, and it gives your attention somewhere neutral to land. Over time, many people find they notice sooner when they are getting caught up in worry or irritation, which creates a little more room to choose how to respond.

## Common obstacles

- **"My mind won't stop wandering."** Nobody's mind stays still. Noticing that you have wandered is the skill itself, so count it as a success rather than a failure.
- **Focusing on the breath makes me anxious.** Some people find breath focus uncomfortable. Try an alternative anchor instead, such as the feeling of your feet on the floor or your hands resting in your lap.
- **Falling asleep.** Sit upright rather than lying down, keep your eyes slightly open, or practise at a time of day when you are more alert.
- **"I don't have time."** Even one or two minutes counts. Linking practice to something you already do, like your morning drink, makes it easier to remember.

## When to seek professional help

Mindful breathing is a gentle self-care practice, not a treatment. Talk to a doctor or mental health professional if anxiety or low mood has lasted for several weeks, is making it hard to work, sleep or look after yourself, or if you find that paying attention to your body regularly brings up panic or distressing memories.

If you are in crisis or having thoughts of harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Sit in a comfortable, upright position and set a timer for three to five minutes.',
        'Close your eyes or let your gaze rest softly on a spot on the floor.',
        'Notice where you feel your breath most clearly: your nostrils, chest or belly.',
        'Follow the sensations of one full in-breath and one full out-breath without changing them.',
        'When you notice your mind has wandered, silently say "thinking" and return to the breath.',
        'Keep returning as many times as you need, with patience rather than criticism.',
        'When the timer sounds, take one deeper breath and notice how you feel before moving on.',
      ],
      difficulty: 'beginner',
      accessLevel: 'free',
      estimatedMinutes: 5,
      relatedToolIds: ['mindful-breathing', 'self-awareness-journal'],
    },
    {
      id: 'body-scan',
      title: 'Body Scan',
      summary:
        'Move your attention slowly through your body from feet to head, noticing sensations without trying to change them.',
      body: `## What it is

The body scan is a guided tour of your own body. You move your attention step by step, usually from your toes up to the top of your head, pausing at each area to notice what is there: warmth, coolness, pressure, tingling, tension, or perhaps nothing much at all.

The aim is not to relax, although that often happens. The aim is to notice, with an attitude of friendly curiosity, whatever you find.

## Why it helps

The body scan is one of the core practices taught in mindfulness-based stress reduction (MBSR), the eight-week programme developed by Jon Kabat-Zinn, and it also features in mindfulness-based cognitive therapy (MBCT). Research on these programmes suggests they can help people cope with stress, and many participants say the body scan is where they first learned to notice tension before it builds up.

Stress and strong emotions often show up in the body first: a tight jaw, raised shoulders, a knot in the stomach. Practising the body scan helps you recognise these early signals, so you can respond sooner. Many people also use a short version to wind down before sleep.

## Common obstacles

- **Restlessness or boredom.** That is very common. Notice the restlessness itself as a sensation, or try a shorter scan of five minutes.
- **Falling asleep.** If you want to stay awake, practise sitting up. If you are using it to help you sleep, drifting off is fine.
- **Pain or discomfort.** You do not have to stay with an area that hurts. Acknowledge it briefly, then move on, or shift position at any point.
- **Feeling "nothing".** Numbness or neutral sensations are valid observations too. There is no right thing to feel.
- **Difficult memories or feelings.** For some people, especially those who have experienced trauma, focusing on the body can be distressing. Keep your eyes open, skip areas that feel unsafe, and stop whenever you need to.

## When to seek professional help

Consider speaking to a health professional if body-focused practice regularly triggers panic, flashbacks or feeling disconnected from yourself, or if physical tension, pain or poor sleep have persisted for weeks. A trauma-informed therapist can help you approach body awareness at a pace that feels safe.

If you are in crisis or thinking about harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Lie on your back or sit in a supportive chair, and set a timer for 10 to 20 minutes.',
        'Take a few natural breaths and feel the points where your body touches the surface beneath you.',
        'Bring your attention to your toes and notice any sensations there for a few breaths.',
        'Slowly move your attention up through your feet, legs, hips, belly, back, chest, hands, arms, shoulders, neck, face and head.',
        'At each area, simply notice what is present, without trying to change or judge it.',
        'If your mind wanders, note where it went and return to the last body area you remember.',
        'Finish by sensing your whole body breathing as one for a few moments.',
      ],
      difficulty: 'beginner',
      accessLevel: 'free',
      estimatedMinutes: 15,
      relatedToolIds: ['mindful-breathing', 'self-awareness-journal'],
    },
    {
      id: 'mindful-walking',
      title: 'Mindful Walking',
      summary:
        'Turn an ordinary walk into a practice by paying close attention to each step and to the sights, sounds and sensations around you.',
      body: `## What it is

Mindful walking is meditation in motion. Instead of using the breath as your anchor, you use the physical experience of walking: the lift, swing and placement of each foot, the shifting of your weight, the movement of your arms.

You can practise it slowly, back and forth along a short path at home, or at a normal pace on your way to the shops. Either way, you are walking to walk, not just to get somewhere.

## Why it helps

Walking meditation has a long history in contemplative traditions and is taught alongside sitting practice in mindfulness-based stress reduction (MBSR). Many people find it easier than sitting still, especially when they feel restless, agitated or low on energy.

It also brings mindfulness into daily life. Once you have practised deliberately, ordinary walks become chances to step out of autopilot. Combining gentle movement with attention, and often with time outdoors, is something many people find calming and refreshing.

## Common obstacles

- **Feeling self-conscious.** Slow walking in public can feel odd. Walk at a normal pace outside and save the slower version for home or a quiet park.
- **Thinking the whole time.** Your mind will drift to plans and conversations. When you notice, come back to the sensation of your feet touching the ground.
- **Rushing to get it done.** Try choosing a fixed route or a set time, so you are not tempted to hurry towards a destination.
- **Mobility limits.** If walking is painful or not possible, you can apply the same attention to wheeling, gentle stretching or simply shifting your weight while seated.

## When to seek professional help

Mindful walking is a helpful habit, but it is not a substitute for care. Speak to a doctor or therapist if stress, worry or low mood have been affecting your daily life for several weeks, if you have stopped going out because of anxiety, or if you notice you are withdrawing from people and activities you used to enjoy.

If you are in crisis or having thoughts of self-harm, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Choose a safe route or a quiet stretch of floor about ten to twenty steps long.',
        'Stand still for a moment and feel the weight of your body through the soles of your feet.',
        'Begin walking a little slower than usual, noticing the lifting, moving and placing of each foot.',
        'Let your arms hang naturally and keep your gaze soft and a little ahead of you.',
        'When your mind wanders, pause for a breath, then return your attention to your feet.',
        'After a few minutes, widen your attention to include sounds, air on your skin and what you can see.',
        'End by standing still again and noticing how your body feels.',
      ],
      difficulty: 'intermediate',
      accessLevel: 'free',
      estimatedMinutes: 10,
      relatedToolIds: ['mindful-breathing', 'habit-tracker'],
    },
    {
      id: 'rain-practice',
      title: 'The RAIN Practice',
      summary:
        'Meet a difficult emotion in four steps: Recognise it, Allow it, Investigate it gently, and Nurture yourself with kindness.',
      body: `## What it is

RAIN is a short mindfulness practice for moments when a difficult emotion has taken hold. The letters stand for:

- **Recognise** what is happening: "This is anxiety", "This is shame."
- **Allow** the experience to be here, without pushing it away or feeding it.
- **Investigate** with gentle curiosity: where do you feel it in your body, and what does this part of you believe or need?
- **Nurture** yourself with kindness, as you might comfort a friend who was hurting.

The acronym was developed by meditation teachers and has been popularised by Tara Brach, whose version adds the Nurture step.

## Why it helps

RAIN combines two ideas that appear throughout mindfulness and compassion-based approaches: noticing emotions without getting swept away by them, and responding to yourself with warmth rather than criticism. RAIN as a whole has been studied far less than programmes like MBSR, but research on mindfulness and on self-compassion suggests that both can help people cope with difficult feelings.

Many people find RAIN useful because it gives them a clear sequence to follow when their mind is in turmoil. Rather than reacting on autopilot, you slow down and turn towards what is actually happening.

## Common obstacles

- **The feeling gets stronger at first.** Turning towards an emotion can briefly intensify it. Keep the practice short and return to your breath or your feet on the floor if it feels like too much.
- **Investigating turns into analysing.** Investigate is about sensing, not solving. If you catch yourself building theories, come back to the body.
- **Self-kindness feels fake.** That is common at the start. Try a simple gesture such as a hand on your heart, or imagine what a kind friend would say.
- **Not knowing what you feel.** Recognising can start with "something uncomfortable is here". A precise name is not essential.

## When to seek professional help

RAIN is designed for everyday difficult feelings, not overwhelming ones. Reach out to a mental health professional if emotions regularly feel unmanageable, if painful memories keep intruding, or if shame, anxiety or sadness have been heavy for weeks. A therapist can help you work with these experiences safely.

If you are in crisis or having thoughts of harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Find a quiet place, sit comfortably and take a few slow breaths.',
        'Bring to mind a situation that is bothering you, starting with something mildly difficult rather than your biggest struggle.',
        'Recognise: silently name the main emotion you are feeling, such as "worry" or "hurt".',
        'Allow: say to yourself "this belongs" or "it\'s okay to feel this", and let the feeling be there for a few breaths.',
        'Investigate: notice where the feeling sits in your body and gently ask what it needs most right now.',
        'Nurture: offer yourself a kind phrase or gesture, such as a hand on your chest and the words "this is hard, and I\'m here".',
        'Rest for a minute afterwards and notice any shift, however small.',
      ],
      difficulty: 'intermediate',
      accessLevel: 'premium',
      estimatedMinutes: 10,
      relatedToolIds: ['emotional-regulation-tool', 'self-awareness-journal'],
    },
    {
      id: 'noting-practice',
      title: 'Noting and Open Awareness',
      summary:
        'Label whatever arises in your experience with a soft word, such as "hearing" or "planning", then let awareness rest open.',
      body: `## What it is

In most beginner practices you focus on a single anchor, such as the breath. Noting and open awareness widen the field. Instead of returning to one object, you allow anything to come into attention, sounds, body sensations, thoughts, emotions, and you briefly label each one with a simple word: "hearing", "itching", "planning", "remembering", "sadness".

As the practice deepens, you may drop the labels and simply rest in awareness itself, watching experiences arise and pass like weather moving across the sky.

## Why it helps

Noting comes from the insight meditation (vipassana) tradition, and open awareness resembles what researchers call "open monitoring" meditation. Research in this area suggests that these styles may help people see thoughts and feelings as passing events rather than facts or commands.

Many practitioners find that labelling creates a little distance: "planning" is easier to set down than being lost in the plan itself. Over time, this can make it easier to notice patterns, such as how often your mind returns to the same worry.

## Common obstacles

- **Getting lost in the labelling.** Labels should be light and quick, about one word every few seconds. If you are searching for the perfect word, "thinking" or "feeling" will do.
- **Too much at once.** Open awareness can feel scattered. Return to the breath for a few minutes to steady yourself, then open up again.
- **Difficult material surfacing.** Wider awareness can bring up old memories or strong emotions. You are always free to open your eyes, return to a simple anchor, or stop.
- **Striving for a special state.** There is nothing to achieve. Boredom and distraction are just more experiences to note.

## When to seek professional help

Longer or more intensive meditation occasionally brings unexpected effects, such as heightened anxiety, feeling unreal or detached, or disturbing memories. If this happens, pause your practice and talk to an experienced teacher or a mental health professional. Also seek help if anxiety, low mood or poor sleep have persisted for weeks or are affecting your daily life.

If you are in crisis or thinking about harming yourself, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Sit comfortably and spend two or three minutes settling with your breath as an anchor.',
        'Allow your attention to widen so that sounds, sensations, thoughts and feelings can all come and go.',
        'As each experience becomes noticeable, give it a soft one-word label such as "hearing", "tension" or "planning".',
        'Note roughly once every few seconds, then let the label go and wait for the next experience.',
        'If you feel scattered or overwhelmed, return to the breath for a few cycles before opening up again.',
        'Towards the end, try dropping the labels and simply resting in awareness of whatever is here.',
        'Close by noticing one thing you learned about how your mind moved today.',
      ],
      difficulty: 'advanced',
      accessLevel: 'premium',
      estimatedMinutes: 20,
      relatedToolIds: ['self-awareness-journal', 'mindful-breathing'],
    },
  ],
};
