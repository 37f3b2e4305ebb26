/** The about page (page 'about'), in Markdown; seeded once, then edited by admins. */
export const aboutPage = `## Our mission

Most of us know we should look after our minds, but few of us were taught how. Good ideas from psychology often stay in textbooks and therapy rooms, or arrive as long courses that are hard to fit into real life.

Design Your Life turns well-researched techniques into short skills and guided tools you can use in a few minutes: on the bus, before a difficult meeting, or at the end of a long day. Our aim is simple: to help you understand yourself a little better, handle hard moments a little more steadily, and spend more of your time on what matters to you.

Everything you write in your journal and tools is private to you. We keep your data in our own database, use only one essential cookie, and run no advertising or tracking. Read more in our [privacy policy](/privacy).

## The approaches we draw on

Our skills are adapted from evidence-based approaches that have been studied for decades. We adapt them for self-help, which means they are simpler and more general than the work you would do with a trained professional.

### Cognitive behavioural therapy (CBT)

The link between thoughts, feelings and actions. Skills such as thought records help you notice unhelpful thinking patterns and test them against the evidence.

### Dialectical behaviour therapy (DBT)

Practical skills for strong emotions and stressful moments: naming feelings, tolerating distress without making things worse, and acting in line with your goals.

### Acceptance and commitment therapy (ACT)

Making room for difficult thoughts and feelings instead of fighting them, and taking small steps towards what you value.

### Mindfulness

Paying attention to the present moment on purpose, with curiosity rather than judgement. Breathing practices and short meditations build this skill.

### Self-compassion research

Treating yourself with the kindness you would offer a friend. Research links self-compassion with resilience and with keeping going after setbacks.

## What we are not

We want to be honest about our limits, because your wellbeing matters more than our product.

- **We are not therapy.** Using Design Your Life does not create a relationship with a therapist, counsellor or doctor.
- **We do not diagnose or treat** any mental or physical health condition, and nothing here is medical advice.
- **We are not a crisis service.** Nobody monitors your entries, and the community is run by members and moderators, not clinicians.
- **We are not a replacement for professional care.** If you are already working with a professional, our tools can sit alongside that work; talk to them about what you are practising.

See our [legal disclaimer](/legal-%20disclaimer) for the full wording.
`;
