/** The forum's welcome and guidelines (page 'community-guidelines'), in Markdown; seeded once, then edited by admins. */
export const communityGuidelinesPage = `Welcome. This is a place to ask, share and celebrate with people who are working on their lives too. It works because members look after each other. These few guidelines keep it that way.

## Be kind, be curious

Reply to others as you would like to be replied to on a hard day. Ask before you advise, and share what helped you rather than telling someone what they must do. Disagree with ideas, never with the person.

## Share your experience, not a diagnosis

Members are not therapists or doctors, and neither are we. Talk about what you tried and how it went. Please do not diagnose anyone, suggest stopping or changing medication, or present a technique as a cure.

## If you or someone else is in danger

The forum is not watched around the clock. If you are thinking about harming yourself, or someone may be at risk, use **Need help now** at the top of every page for crisis lines in your country. If a post worries you, report it with the reason "Someone may be at risk of harming themselves": a moderator sees it first, and the author is offered help privately.

## Keep it private and safe

Use your forum name, and leave out full names, addresses, workplaces and photos of other people. What you write in your journal and tools is never shown here; only what you post is.

## No selling, no spam

Do not advertise products, courses or services, and do not post the same thing in several channels. Links are welcome when they help the conversation.

## Reporting and moderation

Use **Report** on anything that breaks these guidelines. Moderators read every report, and you are told what they decided. Posts that break the guidelines may be hidden or removed, and repeated breaches can pause an account.

## Start here: each channel

### Free User Questions

Questions about the app and getting started, open to every member.

### General Discussion

Anything about personal growth and wellbeing that does not fit elsewhere. Start with a title that says what you want to talk about.

### Questions & Support

Ask a question you would like answered. When a reply helps, mark it as the answer so the next person finds it.

### Skill Spotlight

Talk about a skill from the library: how you practised it, what got in the way, what you adapted.

### Tool Talk

Tips and questions about the tools: the journal, thought records, habits, focus sessions and the rest.

### Wins & Celebrations

Big or small, share what went well. A week of habits kept counts.

### Lifetime Masters

For Lifetime Mastery members: longer conversations about practice over years.
`;
