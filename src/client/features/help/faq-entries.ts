import type { FaqEntry } from './search-faq';

export const faqTopics = {
  'getting-started': 'Getting started',
  account: 'Account & sign-in',
  'password-reset': 'Password reset',
  privacy: 'Privacy & your data',
  tools: 'Tools',
  library: 'Library',
  membership: 'Membership',
  community: 'Community & safety',
  reporting: 'Reporting a post',
  maintenance: 'Maintenance & announcements',
} as const;

export type FaqTopic = keyof typeof faqTopics;

export interface HelpFaqEntry extends FaqEntry {
  topic: FaqTopic;
  /** An internal page that helps with this question. */
  link?: { to: string; label: string };
}

export const faqEntries: readonly HelpFaqEntry[] = [
  {
    id: 'what-is-dyl',
    topic: 'getting-started',
    question: 'What is Design Your Life?',
    answer:
      'Design Your Life is a self-help companion for personal growth and mental wellness. It brings together a library of short, evidence-based skills, ten interactive tools such as a gratitude log and a thought record builder, a dashboard that shows your progress, and a community of people working on the same things. It is an educational tool, not therapy or medical care.',
    link: { to: '/user-guide', label: 'Read the user guide' },
  },
  {
    id: 'where-to-start',
    topic: 'getting-started',
    question: 'I have just signed up. Where should I start?',
    answer:
      'Pick one small thing. Many people begin with two minutes of mindful breathing or three lines in the gratitude log, then browse the mindfulness category of the library. Come back tomorrow and do it again: a few minutes most days helps more than a long session once in a while.',
    link: { to: '/tools', label: 'Open the tools' },
  },
  {
    id: 'create-account',
    topic: 'account',
    question: 'How do I create an account?',
    answer:
      'Choose "Get started" or go to the registration page, then enter your first and last name, your email address and a password of at least 8 characters. You are signed in straight away on the free membership.',
    link: { to: '/register', label: 'Create an account' },
  },
  {
    id: 'change-email-password',
    topic: 'account',
    question: 'How do I change my email address or password?',
    answer:
      'Open your profile while signed in. You can enter a new email address there, or change your password by typing your current password and then the new one (8 to 128 characters).',
    link: { to: '/profile', label: 'Go to your profile' },
  },
  {
    id: 'stay-signed-in',
    topic: 'account',
    question: 'How long do I stay signed in, and how do I sign out?',
    answer:
      'Your sign-in lasts up to 30 days on a device and renews while you use the site. On a shared or public computer, always sign out from the menu when you are done, so the next person cannot open your journal.',
  },
  {
    id: 'forgot-password',
    topic: 'password-reset',
    question: 'I forgot my password. How do I reset it?',
    answer:
      'On the sign-in page, choose the link for a forgotten password and enter your email address. If an account uses that address, we email you a reset link. Open it within one hour and choose a new password. For your safety, resetting signs you out on every other device.',
    link: { to: '/login', label: 'Go to sign in' },
  },
  {
    id: 'reset-email-missing',
    topic: 'password-reset',
    question: 'The password reset email has not arrived. What can I do?',
    answer:
      'Wait a few minutes and check your spam or junk folder. Make sure you typed the address you registered with. If the link has expired (after one hour), simply ask for a new one. If it still does not arrive, write to us from the contact page.',
    link: { to: '/contact', label: 'Contact us' },
  },
  {
    id: 'who-reads-journal',
    topic: 'privacy',
    question: 'Who can read my journal and tool entries?',
    answer:
      'Only you. Journal entries and everything you save in the tools are private to your account. They are not shown to other members and never appear in the community. Only what you choose to post in the community forum is visible to other members.',
    link: { to: '/privacy', label: 'Read the privacy policy' },
  },
  {
    id: 'cookies-tracking',
    topic: 'privacy',
    question: 'Do you use tracking or advertising cookies?',
    answer:
      'No. We use a single essential cookie that keeps you signed in. It is HttpOnly, so scripts on the page cannot read it. There are no analytics, tracking or advertising cookies and no third-party scripts.',
    link: { to: '/cookies', label: 'Read the cookie policy' },
  },
  {
    id: 'where-data-stored',
    topic: 'privacy',
    question: 'Where is my data stored, and can I have it deleted?',
    answer:
      'Your data is stored in our own database; we do not sell it or share it with advertisers. You can take a copy of it or delete it yourself at any time: open Profile and go to Your data, where "Download my data" and "Delete my account" are, free on every membership.',
    link: { to: '/profile', label: 'Go to Profile → Your data' },
  },
  {
    id: 'which-tools',
    topic: 'tools',
    question: 'Which tools are there, and which are free?',
    answer:
      'There are ten: gratitude log, intention setting, self-awareness journal, thought record builder, emotional regulation tool, mindful breathing, values clarification, habit tracker, goal planning tool and a pomodoro focus timer. The first seven in this list are free. The habit tracker, goal planning tool and pomodoro focus timer come with Growth and above.',
    link: { to: '/tools', label: 'See all tools' },
  },
  {
    id: 'thought-record',
    topic: 'tools',
    question: 'What is a thought record and how do I use one?',
    answer:
      'A thought record is a classic CBT exercise. You note a situation, the automatic thought that came up and how strongly you felt it, then look at the evidence for and against that thought and write a more balanced one. The thought record builder walks you through each step, one question at a time.',
  },
  {
    id: 'library-categories',
    topic: 'library',
    question: 'What is in the skills library?',
    answer:
      'Short, practical skills drawn from evidence-based approaches, grouped in categories: mindfulness, emotional regulation, CBT, DBT and ACT, stress and anxiety, self-compassion, habits and focus, relationships, and purpose and values. Each skill explains what it is for and how to practise it.',
    link: { to: '/library', label: 'Browse the library' },
  },
  {
    id: 'locked-skill',
    topic: 'library',
    question: 'Why is a skill or category locked?',
    answer:
      'Free members can open the mindfulness, emotional regulation, CBT/DBT/ACT and stress and anxiety categories. Growth opens every category, and Premium or Lifetime Mastery opens every single skill. If something is locked, it is part of a higher membership.',
    link: { to: '/pricing', label: 'Compare memberships' },
  },
  {
    id: 'membership-tiers',
    topic: 'membership',
    question: 'What are the membership levels?',
    answer:
      'There are four, from smallest to largest: Free, Growth, Premium and Lifetime Mastery. Free includes four library categories and seven tools. Growth adds every category and all ten tools. Premium opens every skill in the library. Lifetime Mastery includes everything in Premium, for good, plus the Lifetime Masters community channel and future tools.',
    link: { to: '/pricing', label: 'See membership options' },
  },
  {
    id: 'lifetime',
    topic: 'membership',
    question: 'What is Lifetime Early Access?',
    answer:
      'It is an early chance to join Lifetime Mastery, our highest membership. You get everything in Premium for the life of the service without renewing, plus the Lifetime Masters channel in the community and every tool we add in future.',
    link: { to: '/lifetime-early-access', label: 'About Lifetime Early Access' },
  },
  {
    id: 'community-basics',
    topic: 'community',
    question: 'How does the community work?',
    answer:
      'The community is organised in channels. In each channel you can start a post, reply to others, like posts that help you and vote in polls. Your username is shown next to what you write; your email address is not shown to other members. Please be kind, share from your own experience and do not give medical advice.',
    link: { to: '/community', label: 'Visit the community' },
  },
  {
    id: 'community-crisis',
    topic: 'community',
    question: 'Someone in the community seems to be in crisis. What should I do?',
    answer:
      'If you believe someone is in immediate danger, encourage them to call their local emergency number or a crisis line, and report the post so our moderators see it quickly. Members and moderators cannot provide emergency help, so please do not rely on the forum for it.',
  },
  {
    id: 'report-post',
    topic: 'reporting',
    question: 'How do I report a post?',
    answer:
      'Open the post and choose Report. Tell us briefly what is wrong, for example harassment, spam, or content that could put someone at risk. Reports go to our moderators, who review them and may remove the post.',
  },
  {
    id: 'report-what-happens',
    topic: 'reporting',
    question: 'What happens after I report something?',
    answer:
      'A moderator reviews the report against our community guidelines and the terms of service. Content that breaks them is removed, and repeated or serious breaches can cost an account its access to the community. You do not need to do anything more, and you can keep using the community as normal.',
    link: { to: '/terms', label: 'Read the terms of service' },
  },
  {
    id: 'maintenance',
    topic: 'maintenance',
    question: 'The site says it is in maintenance. Is my data safe?',
    answer:
      'Yes. While we carry out maintenance, you see a maintenance page instead of the site and nothing new can be saved for a short while, so we can work safely. Everything you saved before is kept. Please come back a little later.',
  },
  {
    id: 'announcements',
    topic: 'maintenance',
    question: 'Where do I find news and announcements?',
    answer:
      'Important news, such as planned maintenance or a new tool, appears in a banner at the top of the site. If you missed something or have a question about it, write to us from the contact page.',
    link: { to: '/contact', label: 'Contact us' },
  },
  {
    id: 'plans-billing',
    topic: 'membership',
    question: 'How do plans and billing work?',
    answer:
      'Free costs nothing and has no time limit. Growth and Premium are paid memberships, and Lifetime Mastery is paid once. The Membership page compares what each plan opens. For a question about a payment, an invoice or a charge you do not recognise, write to us from the contact page and choose "Membership and billing".',
    link: { to: '/pricing', label: 'Compare plans' },
  },
  {
    id: 'cancel-subscription',
    topic: 'membership',
    question: 'How do I cancel my subscription?',
    answer:
      'Open Membership while signed in and choose "Cancel my plan". A plan that renews is not renewed: you keep it until the end of the period you have already paid for. We email you the plan you cancelled, its price and the day it ends. Then you move to the free membership: your journal, entries and progress stay in your account, and what your plan no longer opens is locked again. Lifetime Mastery is paid once, so there is nothing to renew.',
    link: { to: '/subscription', label: 'Go to Membership' },
  },
  {
    id: 'export-data',
    topic: 'privacy',
    question: 'Can I export or download my data?',
    answer:
      'Yes, whenever you like. Open Profile, go to Your data and choose "Download my data". You get a ZIP file straight away with your journal, tool entries, mood and habit records, the skills you practised and your community posts, as JSON, readable Markdown and CSV files.',
    link: { to: '/profile', label: 'Go to Profile → Your data' },
  },
  {
    id: 'delete-data',
    topic: 'privacy',
    question: 'How do I delete my account and my data?',
    answer:
      'Open Profile, go to Your data and choose "Delete my account", then confirm with your password. Your account is deleted at once, together with your journal, tool entries, mood and habit records, settings and progress, and your likes and poll votes; we send an email to confirm. Your community posts and replies stay, signed "Former member" instead of your name, unless you tick "Also remove my community posts and replies". This cannot be undone, so download your data first if you want to keep it. If you pay for a plan that renews, deleting your account cancels it at once, so nothing more is charged.',
    link: { to: '/profile', label: 'Go to Profile → Your data' },
  },
  {
    id: 'community-rules',
    topic: 'community',
    question: 'What are the community rules?',
    answer:
      "Be kind and respectful. Share from your own experience and do not give medical or diagnostic advice. Keep other people's stories private. No hate, harassment, spam or selling. Do not post anyone's personal details, and never encourage self-harm. Posts that break these rules can be reported and are removed by our moderators; repeated breaks can close an account.",
    link: { to: '/community', label: 'Visit the community' },
  },
];
