import type { SeedCategory } from '../seed-types';

export const relationshipsCategory: SeedCategory = {
  id: 'relationships',
  title: 'Relationships',
  description:
    'Communicate more openly, ask for what you need and reconnect after disagreements. These skills support healthier connections with partners, family, friends and colleagues.',
  icon: 'Users',
  accessLevel: 'premium',
  order: 7,
  skills: [
    {
      id: 'active-listening',
      title: 'Active Listening',
      summary:
        'Give someone your full attention, reflect back what you hear and check you have understood, so they feel genuinely heard.',
      body: `## What it is

Active listening is a way of listening that focuses fully on understanding the other person, rather than on preparing your reply. It involves giving your attention, reflecting back what you hear in your own words, asking open questions and checking that you have understood, before you offer your own view.

It has its roots in the person-centred counselling of psychologist Carl Rogers, and is now taught widely in counselling, couples work, teaching and the workplace.

## Why it helps

Many conversations go wrong not because people disagree, but because they feel unheard. When someone feels understood, they often become calmer and more open, which makes it easier to solve problems together.

Active listening also helps you. Slowing down to understand can reduce misunderstandings and stop you reacting to what you assumed was said. Many people find it deepens their relationships, because being listened to well is something most of us value and rarely get.

Listening well does not mean you have to agree. You can fully understand someone's point of view and still see things differently.

## Common obstacles

- **Planning your reply while they talk.** Notice when you do this and gently bring your attention back to their words. You will have your turn.
- **Jumping in to fix things.** Often people want to be heard before they want advice. If you are unsure, ask: "Would it help if I shared some ideas, or would you rather I just listen?"
- **Reflecting sounds robotic.** Avoid parroting. Use your own words and a natural tone, and focus on the feeling as well as the facts.
- **Strong feelings of your own.** If a conversation becomes heated, it is okay to pause and come back to it when you both feel calmer.
- **Distractions.** Put your phone away and face the person. Small signals of attention make a big difference.

## When to seek professional help

Listening skills can improve many relationships, but they are not a fix for everything. Consider seeking help from a counsellor or couples therapist if:

- conversations with someone close to you repeatedly turn into arguments, contempt or silence
- you feel lonely or disconnected even when you are with others
- you are supporting someone who talks about self-harm or suicide, and you feel out of your depth

Listening is never a reason to stay in a relationship where you feel frightened, controlled or harmed. If that is happening, contact a domestic abuse helpline, such as the National Domestic Violence Hotline (1-800-799-7233) in the US or the National Domestic Abuse Helpline (0808 2000 247) in the UK. If you or someone else is in danger or crisis, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Choose a low-stakes conversation today and put your phone and other distractions out of sight.',
        'Face the person, make comfortable eye contact and let them finish speaking without interrupting.',
        'Reflect back the main point in your own words, for example "So it sounds like..."',
        'Name the feeling you think you hear, such as "That sounds really frustrating," and let them correct you if needed.',
        'Ask one open question that invites them to say more, such as "What was that like for you?"',
        'Check your understanding before sharing your view: "Have I got that right?"',
        'Afterwards, note what you noticed about the conversation and what felt hardest about listening this way.',
      ],
      difficulty: 'beginner',
      accessLevel: 'free',
      estimatedMinutes: 15,
      relatedToolIds: ['self-awareness-journal', 'mindful-breathing'],
    },
    {
      id: 'assertive-i-statements',
      title: 'Assertive Communication with I-Statements',
      summary:
        'Say how you feel and what you need clearly and respectfully, using "I" rather than "you" so the other person can hear you without feeling attacked.',
      body: `## What it is

Assertive communication means expressing your feelings, needs and limits honestly and respectfully, without attacking the other person and without swallowing what you want to say. It sits between being passive, where you keep quiet to avoid conflict, and being aggressive, where you blame or demand.

An I-statement is a simple tool for this. Instead of "You never help around the house", you might say "I feel overwhelmed when the dishes pile up, and I'd like us to share them more evenly." It usually includes what happened, how you feel, and what you would like.

## Why it helps

Statements that start with "you" often sound like accusations, and people tend to defend themselves rather than listen. Starting with your own experience keeps the focus on the situation and your feelings, which are yours to describe.

Assertiveness is a long-standing part of many therapy approaches, including cognitive behavioural therapy (CBT) and assertiveness training. Couples researcher John Gottman describes a similar idea as a "gentle start-up": raising a concern calmly and without blame. Many people find that being assertive helps them feel more respected and less resentful, and that it makes relationships more honest over time.

Assertiveness does not guarantee you will get what you ask for. It does make it more likely that you will be heard, and that you can feel okay about how you handled things.

## Common obstacles

- **Disguised "you" statements.** "I feel that you're selfish" is still an accusation. Name a feeling, such as hurt, worried or frustrated, and describe the behaviour rather than the person.
- **Fear of conflict.** If you usually avoid disagreement, start with small, low-risk requests to build confidence.
- **Bottling things up.** Waiting until you explode makes calm words harder. Try to raise things early, while they are still small.
- **The other person reacts badly.** You can stay calm, repeat your point once and take a break if needed. Their reaction is not a measure of whether you were right to speak.

## When to seek professional help

Consider speaking to a counsellor or therapist if:

- you find it very hard to say no or express needs, and this leaves you exhausted or resentful
- you often feel intense anger that is difficult to control during disagreements
- speaking up with a particular person feels frightening

If someone responds to your needs with threats, control, humiliation or violence, that is not a communication problem you need to fix. Please reach out to a domestic abuse helpline, such as the National Domestic Violence Hotline (1-800-799-7233) in the US or the National Domestic Abuse Helpline (0808 2000 247) in the UK. If you are in danger, call your local emergency number. If you are in crisis, you can also call 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Think of a situation that is bothering you, and write down the specific behaviour or event, without labels or blame.',
        'Name the feeling it brings up for you in one or two words, such as "hurt", "anxious" or "frustrated".',
        'Decide what you would like to happen, and make it a clear, reasonable request.',
        'Put it together as "When [situation], I feel [feeling], and I would like [request]."',
        'Say it out loud to yourself a few times, keeping your voice calm and your posture relaxed.',
        'Choose a good moment to share it with the person, when neither of you is rushed or already upset.',
        'After you have spoken, listen to their response and be open to finding a solution together.',
      ],
      difficulty: 'intermediate',
      accessLevel: 'free',
      estimatedMinutes: 15,
      relatedToolIds: ['emotional-regulation-tool', 'self-awareness-journal'],
    },
    {
      id: 'repairing-after-conflict',
      title: 'Repairing After Conflict',
      summary:
        'Reconnect after an argument by calming down, taking responsibility for your part and talking about what happened without reopening the fight.',
      body: `## What it is

Every close relationship has disagreements. Repair is what happens afterwards: the steps you take to reconnect, understand each other and rebuild trust. It might be a sincere apology, a gentle touch, a bit of humour or a calm conversation about what went wrong.

Repair does not mean pretending the conflict never happened, or that one person takes all the blame. It means both people feel heard and the relationship feels safe again.

## Why it helps

Couples researcher John Gottman has described "repair attempts" as one of the most important features of lasting relationships. His work, and research on attachment, suggests that successful repair after conflict may matter more than avoiding conflict altogether. Therapists often call this "rupture and repair".

When conflicts are left unrepaired, resentment and distance can build up over time. When they are repaired well, many people find they end up understanding each other better than before. Repair also models something valuable for children and others around you: that people can disagree and still care about each other.

## Common obstacles

- **Trying to repair while still flooded.** If your heart is pounding and your thoughts are racing, it is hard to listen. Take a break of at least twenty minutes to calm down, and agree when you will return to the conversation.
- **Waiting for the other person to go first.** Someone has to begin. Taking responsibility for your part is a sign of strength, not weakness.
- **Apologies with a "but".** "I'm sorry, but you..." usually restarts the argument. Keep the apology about your own actions.
- **Re-arguing the facts.** People often remember events differently. Focus on understanding each other's experience rather than deciding who is right.
- **Repair attempts being rejected.** The other person may need more time. Let them know you are open to talking when they are ready.

## When to seek professional help

Consider a couples or family therapist if:

- the same arguments keep repeating without resolution
- conflicts often involve contempt, name-calling or long periods of silence
- there has been a serious breach of trust, such as an affair, that you are struggling to move past

Repair should never be used to smooth over abuse. If you feel afraid of your partner or a family member, or they control, threaten or hurt you, please contact a domestic abuse helpline, such as the National Domestic Violence Hotline (1-800-799-7233) in the US or the National Domestic Abuse Helpline (0808 2000 247) in the UK. If you are in immediate danger, call your local emergency number. If you are in crisis, call 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Wait until you both feel calm, taking a break of at least twenty minutes if either of you feels flooded.',
        'Reflect on your own part in the conflict, and write down one thing you said or did that you regret.',
        'Open the conversation gently, for example: "I\'d like to talk about earlier. I care about us."',
        'Apologise specifically for your part, without adding "but" or explaining it away.',
        'Invite the other person to share how it felt for them, and listen without interrupting or correcting.',
        'Share what you were feeling underneath the argument, such as hurt, worry or feeling unappreciated.',
        'Agree on one thing you will each try to do differently next time a similar issue comes up.',
      ],
      difficulty: 'intermediate',
      accessLevel: 'premium',
      estimatedMinutes: 20,
      relatedToolIds: ['emotional-regulation-tool', 'self-awareness-journal', 'mindful-breathing'],
    },
    {
      id: 'dear-man',
      title: 'DEAR MAN: Asking for What You Need',
      summary:
        'A step-by-step way to make a request or say no clearly and confidently, from the interpersonal effectiveness skills of DBT.',
      body: `## What it is

DEAR MAN is a structured way to ask for something or to say no, while staying respectful and effective. It is a core skill of dialectical behaviour therapy (DBT), developed by psychologist Marsha Linehan, and belongs to a group of skills called interpersonal effectiveness.

The letters stand for:

- **Describe** the situation using plain facts.
- **Express** your feelings and opinions about it.
- **Assert** what you want, or say no clearly.
- **Reinforce** by explaining how the other person might benefit, or how it would help your relationship.
- stay **Mindful** of your goal, without getting sidetracked.
- **Appear confident** in your tone, posture and eye contact.
- **Negotiate** when it makes sense, being willing to give to get.

## Why it helps

When emotions run high, it is easy to lose track of what you actually want from a conversation. You might end up hinting, apologising too much, or getting pulled into an old argument. DEAR MAN gives you a clear plan you can prepare in advance and fall back on in the moment.

DBT was first developed for people who experience very intense emotions, and its skills are now used much more widely. Many people find DEAR MAN especially helpful for difficult requests, such as asking a manager for support, setting a limit with a family member, or turning down something you do not want to do.

It is marked advanced because it asks you to balance several things at once: your goal, your relationship and your self-respect.

## Common obstacles

- **Being pulled off topic.** The other person may bring up other issues. Calmly return to your point, repeating it if needed, like a broken record.
- **Over-explaining or apologising.** Keep it short. You do not need to justify every need.
- **Not knowing what you want.** Decide your goal before the conversation, including what you would be willing to accept.
- **Feeling unconfident.** Appearing confident is a skill you can practise. Rehearse out loud or with someone you trust.
- **Not getting a yes.** You cannot control the outcome. DEAR MAN improves your chances and helps you keep your self-respect whatever the answer.

## When to seek professional help

A DBT therapist or skills group can help if:

- your emotions often become overwhelming in relationships
- conflicts regularly lead to self-harm, substance use or crises
- you feel unable to say no, even when it leaves you hurt or exhausted

DEAR MAN is not meant for negotiating with someone who abuses you. If you feel afraid, controlled or unsafe, contact a domestic abuse helpline, such as the National Domestic Violence Hotline (1-800-799-7233) in the US or the National Domestic Abuse Helpline (0808 2000 247) in the UK. In an emergency or crisis, call your local emergency number or a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and Ireland.`,
      practiceSteps: [
        'Choose a request you want to make or a request you want to say no to, and write down your goal in one sentence.',
        'Write one or two sentences that describe the situation using only facts.',
        'Add one sentence that expresses how you feel, starting with "I feel" or "I think".',
        'Write your clear request or your clear no, followed by one sentence on why agreeing could help the other person or your relationship.',
        'Decide in advance what you could offer or accept if you need to negotiate.',
        'Rehearse the script aloud, standing tall and using a steady voice, until it feels familiar.',
        'Have the conversation, gently returning to your request if it drifts off topic.',
      ],
      difficulty: 'advanced',
      accessLevel: 'premium',
      estimatedMinutes: 20,
      relatedToolIds: ['emotional-regulation-tool', 'intention-setting-tool'],
    },
  ],
};
