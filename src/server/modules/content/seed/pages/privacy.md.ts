/** The privacy policy (page 'privacy'), in Markdown; seeded once, then edited by admins. */
export const privacyPage = `Last updated: 26 November 2026

## Who we are

Design Your Life (“we”, “us”) runs this website and the services on it. This policy explains how we handle personal information about the people who visit and use it (“you”). If anything here is unclear, please [contact us](/contact).

## What we collect

We collect only what we need to run the service:

- **Account details**: your first and last name, email address and password. We never store your password itself, only a secure one-way hash of it.
- **Profile details**: your username, your membership level and, if you add them, profile details such as a picture.
- **Payments**, if you buy a paid membership: you pay on our payment provider’s page, which handles your card details; we never see or store them. We keep only the reference the provider gives us for your payments and your plan.
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
- send you the emails you need: password reset links, and a notice when your password, your email address or your membership changes, or when your account is deleted;
- answer the messages you send us;
- keep the service secure, prevent abuse and fix problems.

We do not use your information for advertising, we do not build marketing profiles of you, and we do not sell or rent your information to anyone.

## Who can see your information

- **Your private entries** (journal and tool entries, and your progress) are private to you. They are not shown to other members and never appear in the community.
- **Community content** you post, with your username, is visible to other people who can open that channel. Please do not share anything there that you want to keep private.
- **Our team**: a small number of authorised administrators can access our systems when needed to run the service, review reports, answer your requests, fix problems or meet a legal obligation.
- **Authorities**: we disclose information only when the law requires it, or when we believe in good faith that it is necessary to protect someone’s life or safety.

## Where your information is stored

We keep your information in our own database. We do not send it to analytics, advertising or data broker companies, and the site loads no third-party scripts. When we email you, for example a password reset link, your email address and that message pass through the email service that delivers it. When you buy a paid membership, your email address and the plan you chose go to our payment provider, which takes the payment.

## Cookies

We use a single essential cookie that keeps you signed in. There are no tracking, analytics or advertising cookies. Our [cookie policy](/cookies) explains the details.

## How long we keep it

- Your account and entries are kept while your account is open, so you can come back to them.
- When you delete your account (on your [profile](/profile), under **Your data**, with **Delete my account**), it is deleted at once: your sign-in, profile and picture, your journal, every tool entry, your settings, your practice history and progress, and your likes and poll votes in the community. We send an email to the address the account had to confirm it.
- Your community posts and replies stay after you delete your account, so that conversations still make sense, signed “Former member” instead of your name. If you tick **Also remove my community posts and replies** when you delete your account, they are deleted too.
- Reports you made about posts stay for our moderators’ records, without your name or your note.
- Messages you send us are kept for as long as we need them to deal with your request. They stay when you delete your account, no longer linked to it.
- If you paid for a membership, our payment provider keeps its own record of those payments.
- Sign-in sessions expire after 30 days without use, and password reset links after one hour.

## Your rights and choices

Depending on where you live, the law may give you rights over your information. We offer them to everyone:

- **Correct it**: update your name on your [profile](/profile), and change your email address or password there at any time.
- **Get a copy**: on your [profile](/profile), under **Your data**, **Download my data** gives you everything you wrote at once, as a ZIP file (JSON, readable Markdown and CSV).
- **Delete it**: on your [profile](/profile), under **Your data**, **Delete my account** deletes your account and your private information at once, after you confirm with your password. It cannot be undone, so download your data first if you want to keep it. If you pay for a membership that renews, deleting your account cancels it with our payment provider at once, so nothing more is charged.
- **Object or restrict**: ask us to stop or limit a particular use of your information.

Downloading and deleting your data are free on every membership. For any other request, or if you cannot sign in, [contact us](/contact) and choose the privacy topic. We may ask you to confirm it is really you before we act. You also have the right to complain to your local data protection authority.

## How we protect your information

We protect your information with measures such as hashed passwords, a sign-in cookie that page scripts cannot read, reset links that expire after an hour and sign you out of your other devices, limits on repeated sign-in attempts, and a strict content security policy with no third-party scripts. No system is perfectly secure, so please use a strong password that you do not use anywhere else, and sign out on shared devices.

## Age

Design Your Life is intended for adults aged 18 and over. We do not knowingly collect information from children. If you believe a child has created an account, please [contact us](/contact) and we will remove it.

## Changes to this policy

We may update this policy as the service changes. We will change the “Last updated” date at the top, and for significant changes we will let you know in advance, for example with a notice on the site.

## Contact us

For any question about your privacy, or to exercise a right you cannot exercise from your [profile](/profile), use our [contact page](/contact) and choose the privacy topic.
`;
