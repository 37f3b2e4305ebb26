/** The Lifetime Early Access page (page 'lifetime-early-access'), in Markdown; seeded once, then edited by admins. */
export const lifetimeEarlyAccessPage = `## What Lifetime Mastery includes

### Everything in Premium, forever

No renewals to remember. Your membership lasts for as long as Design Your Life is offered.

### Every skill in the library

All categories, from mindfulness and CBT/DBT/ACT to self-compassion, relationships, and purpose and values, with every skill unlocked.

### All ten interactive tools

Including the habit tracker, goal planning tool and pomodoro focus timer alongside the gratitude log, journal, thought record builder and the rest.

### The Lifetime Masters channel

A dedicated community channel for lifetime members to share long-term practice, swap ideas and support each other.

### Future tools included

Every new tool we build is yours as soon as it launches, without paying more.

## Who it suits

Lifetime Mastery is a good fit if most of these sound like you:

- You have tried the free tools, found a few that help, and know you want to keep practising for years, not weeks.
- You would rather make one decision than manage a renewing membership.
- You want the whole library, including the skills for relationships, habits and focus, and purpose and values.
- You would like to be part of a smaller, committed group of members in the Lifetime Masters channel.

Not sure yet? Start with the free membership: it includes four skill categories and seven tools, and you can decide later.

## Questions about Lifetime Early Access

### What does “lifetime” mean?

Your Lifetime Mastery membership does not expire or renew. It lasts for as long as Design Your Life is offered, with everything Premium includes, the Lifetime Masters channel and future tools.

### How much does it cost?

The price and terms are shown on the [subscription page](/subscription), and you will always see them there before you commit to anything.

### I already have Growth or Premium. Can I switch?

Sign in and open the [subscription page](/subscription), where you can see the memberships available for your account. Your entries, progress and community posts stay exactly as they are when your membership changes.

### Is Lifetime Mastery a replacement for therapy?

No. Like every membership, it gives you self-help skills and tools, not professional care. If you are struggling, please also reach out to a doctor or therapist; our [Help Center](/help) lists crisis lines.
`;
