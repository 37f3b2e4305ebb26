/**
 * The seed texts of 22 November 2026, exactly as installs of that time stored them, for the test that brings
 * such pages up to the current text (earlier-page-seeds.ts records their hashes).
 */
export const earlierPageSeeds: { pageId: string; content: string }[] = [
  {
    pageId: 'privacy',
    content: `Last updated: 22 November 2026

## Who we are

Design Your Life (“we”, “us”) runs this website and the services on it. This policy explains how we handle personal information about the people who visit and use it (“you”). If anything here is unclear, please [contact us](/contact).

## What we collect

We collect only what we need to run the service:

- **Account details**: your first and last name, email address and password. We never store your password itself, only a secure one-way hash of it.
- **Profile details**: your username, your membership level and, if you add them, profile details such as a picture.
- **What you create in the tools**: journal entries, gratitude logs, intentions, thought records, values, habits, goals, focus sessions and similar entries, and the activity that makes up your progress.
- **What you share in the community**: your posts, replies, likes, poll votes and any reports you make.
- **Messages you send us** through the contact form: your name, email address, the topic you choose and your message.
- **Basic technical information** needed to keep your sign-in secure and protect the service from abuse, such as your IP address and the type of browser linked to a sign-in session.

We do not collect information from analytics, advertising networks or social media, and we do not buy information about you from anyone.

## How we use your information

We use your information to:

- create your account, keep you signed in and let you change your email address or password;
- save your entries and show you your own progress;
- give you access to the skills and tools included in your membership;
- run the community, including moderating posts that are reported;
- send you emails you need, such as password reset links;
- answer the messages you send us;
- keep the service secure, prevent abuse and fix problems.

We do not use your information for advertising, we do not build marketing profiles of you, and we do not sell or rent your information to anyone.

## Who can see your information

- **Your private entries** (journal and tool entries, and your progress) are private to you. They are not shown to other members and never appear in the community.
- **Community content** you post, with your username, is visible to other people who can open that channel. Please do not share anything there that you want to keep private.
- **Our team**: a small number of authorised administrators can access our systems when needed to run the service, review reports, answer your requests, fix problems or meet a legal obligation.
- **Authorities**: we disclose information only when the law requires it, or when we believe in good faith that it is necessary to protect someone’s life or safety.

## Where your information is stored

We keep your information in our own database. We do not send it to analytics, advertising or data broker companies, and the site loads no third-party scripts. When we email you, for example a password reset link, your email address and that message pass through the email service that delivers it.

## Cookies

We use a single essential cookie that keeps you signed in. There are no tracking, analytics or advertising cookies. Our [cookie policy](/cookies) explains the details.

## How long we keep it

- Your account and entries are kept while your account is open, so you can come back to them.
- When you ask us to delete your account, we delete your account and the information linked to it, except anything we must keep for a short time to meet a legal obligation or to resolve a dispute.
- Messages you send us are kept for as long as we need them to deal with your request.
- Sign-in sessions expire after 30 days without use, and password reset links after one hour.

## Your rights and choices

Depending on where you live, the law may give you rights over your information. We offer them to everyone:

- **Correct it**: update your name on your [profile](/profile), and change your email address or password there at any time.
- **Get a copy** of the information we hold about you.
- **Delete it**: ask us to delete your account and its information.
- **Object or restrict**: ask us to stop or limit a particular use of your information.

To make a request, [contact us](/contact) and choose the privacy topic. We may ask you to confirm it is really you before we act. You also have the right to complain to your local data protection authority.

## How we protect your information

We protect your information with measures such as hashed passwords, a sign-in cookie that page scripts cannot read, reset links that expire after an hour and sign you out of your other devices, limits on repeated sign-in attempts, and a strict content security policy with no third-party scripts. No system is perfectly secure, so please use a strong password that you do not use anywhere else, and sign out on shared devices.

## Age

Design Your Life is intended for adults aged 18 and over. We do not knowingly collect information from children. If you believe a child has created an account, please [contact us](/contact) and we will remove it.

## Changes to this policy

We may update this policy as the service changes. We will change the “Last updated” date at the top, and for significant changes we will let you know in advance, for example with a notice on the site.

## Contact us

For any question about your privacy, or to exercise your rights, use our [contact page](/contact) and choose the privacy topic.
`,
  },
  {
    pageId: 'terms',
    content: `Last updated: 22 November 2026

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

The price, billing terms and any cancellation or refund rights for a paid membership are shown on the [subscription page](/subscription) before you commit, and form part of these terms. We may add, improve or retire individual skills and tools over time; we will not take away the core of what your membership includes without telling you first.

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

You can stop using Design Your Life at any time. To have your account and its information deleted, [contact us](/contact). We may suspend or close an account that seriously or repeatedly breaks these terms, or where we must do so by law.

## Changes to these terms

We may update these terms as the service changes. We will update the “Last updated” date, and tell you in advance about significant changes. If you keep using the service after a change takes effect, the new terms apply.

## Contact us

Questions about these terms? Write to us through the [contact page](/contact).
`,
  },
  {
    pageId: 'user-guide',
    content: `## Getting started

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

To see or change your membership, open the [subscription](/subscription) page while signed in.

## Your account

Manage your account from your [profile](/profile):

- **Change your email address**: enter the new address and save.
- **Change your password**: enter your current password, then a new one of 8 to 128 characters.
- **Forgot your password?** On the [sign-in page](/login), ask for a reset link. It arrives by email and works for one hour.
- **Questions about your data**: read the [privacy policy](/privacy) or [contact us](/contact).

Still stuck? The [Help Center](/help) answers the most common questions.
`,
  },
];
