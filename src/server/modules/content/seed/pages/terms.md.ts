/** The terms of service (page 'terms'), in Markdown; seeded once, then edited by admins. */
export const termsPage = `Last updated: 26 November 2026

## About these terms

These terms apply when you visit or use Design Your Life. By creating an account or using the service, you agree to them, together with our [privacy policy](/privacy), [cookie policy](/cookies) and [legal disclaimer](/legal-%20disclaimer). If you do not agree, please do not use the service.

## What Design Your Life is, and is not

Design Your Life is a self-help and educational service for personal growth and mental wellness. It offers a library of skills, interactive tools, a progress dashboard and a community forum.

**It is not a substitute for professional care, diagnosis or treatment**, and it is not an emergency or crisis service. If you are in danger or thinking about harming yourself, call your local emergency number now, or see the crisis lines in our [Help Center](/help).

## Your account

- You must be 18 or over to create an account.
- Give accurate details when you register, and keep your email address up to date.
- An account is for one person. Keep your password to yourself and sign out on shared devices; you are responsible for what happens under your account.
- If you think someone else has used your account, change your password from your [profile](/profile) and [tell us](/contact).

## Memberships

There are four memberships, from smallest to largest:

- **Free**: the mindfulness, emotional regulation, CBT/DBT/ACT and stress and anxiety categories of the library, and seven tools.
- **Growth**: every library category and all ten tools.
- **Premium**: everything in Growth, plus every skill in the library.
- **Lifetime Mastery**: everything in Premium, plus the Lifetime Masters community channel and future tools, for as long as Design Your Life is offered, without renewing.

The price, billing terms and any cancellation or refund rights for a paid membership are shown on the [Membership page](/subscription) before you commit, and form part of these terms.

You can cancel a paid membership at any time yourself, on the [Membership page](/subscription) with **Cancel my plan**. A membership that renews is then not renewed: you keep it until the end of the period you have already paid for, and then move to the free membership. Lifetime Mastery is paid once and does not renew. We email you when your membership changes or is cancelled, with the plan, its price and when the change takes effect. Your entries and progress stay in your account whichever membership you are on.

We may add, improve or retire individual skills and tools over time; we will not take away the core of what your membership includes without telling you first.

## Your content

You own what you write. Your journal and tool entries are private to you, and we use them only to provide the service to you, as described in our privacy policy.

When you post in the community, you give us permission to store and show that content to other people using the community, for as long as it stays there. You are responsible for what you post, and you confirm you have the right to share it.

## Community rules

The community works because people treat each other with care. When you post, reply or vote:

- Be kind and respectful. No harassment, bullying, hate speech or threats.
- Share from your own experience. Do not give, or ask for, medical or diagnostic advice.
- Do not post content that encourages self-harm, suicide, eating disorders or other dangerous behaviour.
- Respect privacy: do not share other people’s personal details, or messages without permission.
- No spam, advertising, sales, fundraising or links to unsafe sites.
- Nothing illegal, sexually explicit or violent.

## Reports and moderation

Anyone can report a post that seems to break these rules or that suggests someone may be at risk. Moderators review reports and may remove content, restrict what an account can do in the community, or close an account, especially for serious or repeated breaches. We try to act fairly and in proportion, but moderation is a judgement call and we cannot review every post before it appears.

## Using the service fairly

Please do not:

- try to get into other people’s accounts, or into parts of the service you are not allowed to use;
- interfere with the service, probe it for weaknesses, or overload it;
- copy the service or its content in bulk with automated tools;
- use the service to break the law or to harm others.

## Our content

The skills, tool designs, text and design of the service are © 2025 Design Your Life. You may use them for your own personal, non-commercial wellbeing. Please do not republish or sell them without our written permission.

## Availability and changes

We work to keep Design Your Life available and reliable, but we cannot promise it will always be uninterrupted or error-free. From time to time we may put the site into maintenance, during which it is unavailable for a short while; where we can, we will announce this in advance with a notice on the site.

## Disclaimers and liability

The service is provided “as is”. Wellbeing practices affect people differently, and we do not promise any particular result. To the extent the law allows, we are not liable for indirect or consequential loss, or for decisions you make based on content in the service or in the community.

Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer under the law of the country where you live.

## Closing your account

You can stop using Design Your Life at any time. To delete your account and its information yourself, open your [profile](/profile) and, under **Your data**, choose **Delete my account**; you confirm with your password and it is deleted at once. Your community posts and replies stay, signed “Former member” instead of your name, unless you choose to remove them too. Before you go, **Download my data** in the same place gives you a copy of everything you wrote. If you pay for a membership that renews, deleting your account cancels it at once, so nothing more is charged. We email the address the account had to confirm the deletion. Our [privacy policy](/privacy) explains what is deleted and what stays.

We may suspend or close an account that seriously or repeatedly breaks these terms, or where we must do so by law.

## Changes to these terms

We may update these terms as the service changes. We will update the “Last updated” date, and tell you in advance about significant changes. If you keep using the service after a change takes effect, the new terms apply.

## Contact us

Questions about these terms? Write to us through the [contact page](/contact).
`;
