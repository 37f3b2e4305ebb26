import type { AppPathName } from '@shared/routes/app-paths';
import type { PageMeta } from '@client/lib/document-meta';

export const homeMeta: PageMeta = {
  title: '',
  description:
    'Design Your Life: evidence-based skills, self-help tools and a supportive community for personal growth and mental wellness.',
};

export const notFoundMeta: PageMeta = {
  title: 'Page not found',
  description:
    'This page does not exist. Find your way back to the skills library, the tools or the Help Center.',
};

const tool = (title: string, what: string): PageMeta => ({
  title,
  description: `${title}: ${what} A free self-help tool from Design Your Life.`,
});

/** One entry per app path, so a new route cannot forget its title (the type requires it). */
export const pageMeta: Record<AppPathName, PageMeta> = {
  home: homeMeta,
  login: { title: 'Log in', description: 'Log in to Design Your Life to continue your practice.' },
  register: {
    title: 'Create your account',
    description: 'Create a free Design Your Life account to save your practice and track your growth.',
  },
  forgotPassword: {
    title: 'Forgot password',
    description: 'Get a link to choose a new password for your Design Your Life account.',
  },
  resetPassword: { title: 'Choose a new password', description: 'Choose a new password for your account.' },
  confirmEmailChange: {
    title: 'Confirm your new email',
    description: 'Confirm the new email address for your Design Your Life account.',
  },
  undoEmailChange: {
    title: 'Undo an email change',
    description: 'Change the email of your Design Your Life account back and sign out everywhere.',
  },
  emailUnsubscribe: {
    title: 'Stop the weekly summary',
    description: 'Stop the weekly summary email of your Design Your Life account.',
  },
  library: {
    title: 'Skill library',
    description:
      'Evidence-based skills for calm, focus, self-awareness and relationships, learned in minutes.',
  },
  category: {
    title: 'Skill category',
    description: 'Skills of one category in the Design Your Life library.',
  },
  skill: {
    title: 'Skill',
    description: 'Learn a skill step by step and practise it with a guided exercise.',
  },
  tools: {
    title: 'Tools',
    description: 'Journals, trackers and timers that turn skills into daily habits.',
  },
  help: { title: 'Help Center', description: 'Answers to common questions about Design Your Life.' },
  userGuide: {
    title: 'User Guide',
    description: 'How to get the most out of Design Your Life, step by step.',
  },
  contact: { title: 'Contact us', description: 'Send the Design Your Life team a question or feedback.' },
  about: { title: 'About', description: 'Why Design Your Life exists and the people and ideas behind it.' },
  privacy: {
    title: 'Privacy Policy',
    description: 'How Design Your Life collects, uses and protects your data.',
  },
  terms: { title: 'Terms of Service', description: 'The terms for using Design Your Life.' },
  cookies: { title: 'Cookie Policy', description: 'Which cookies Design Your Life uses and why.' },
  legalDisclaimer: {
    title: 'Legal Disclaimer',
    description: 'Design Your Life offers self-help, not medical or psychological treatment.',
  },
  lifetimeEarlyAccess: {
    title: 'Lifetime Early Access',
    description: 'Join Design Your Life early and keep full access for life.',
  },
  pricing: {
    title: 'Plans and prices',
    description: 'Every membership side by side: prices, skills, tools and forum channels.',
  },
  onboarding: { title: 'Welcome aboard', description: 'A few questions to shape your first week.' },
  dashboard: { title: 'Dashboard', description: 'Your practice at a glance: tools, skills and progress.' },
  profile: { title: 'Your profile', description: 'Your name, email, password and account settings.' },
  subscription: { title: 'Membership', description: 'Choose the membership that fits you.' },
  progress: { title: 'Your progress', description: 'Streaks, practice history and charts of your growth.' },
  weeklyReview: {
    title: 'Your weekly review',
    description: 'Your week’s wins, your values compass and one intention for the next week.',
  },
  community: { title: 'Community', description: 'Discussion channels, questions, wins and polls.' },
  communityPost: { title: 'Community post', description: 'A post and its replies.' },
  communityUser: { title: 'Member profile', description: 'A member, their badges and their posts.' },
  communityGuidelines: {
    title: 'Welcome and community guidelines',
    description:
      'How members look after each other in the Design Your Life community, and what each channel is for.',
  },
  communityBadges: {
    title: 'Badges and reputation',
    description: 'How each forum badge is earned, and what adds to a member’s reputation.',
  },
  communityCreatePost: {
    title: 'New post',
    description: 'Start a discussion, ask a question or run a poll.',
  },
  gratitudeLog: tool('Gratitude Log', 'note three good things each day.'),
  intentionSetting: tool('Intention Setting', 'set an intention for the day and look back on it.'),
  selfAwarenessJournal: tool('Self-Awareness Journal', 'notice your thoughts, feelings and patterns.'),
  thoughtRecordBuilder: tool('Thought Record Builder', 'question an unhelpful thought step by step.'),
  emotionalRegulation: tool('Emotional Regulation Tool', 'name a feeling and choose a way to meet it.'),
  mindfulBreathing: tool('Mindful Breathing', 'paced breathing with a visual guide.'),
  valuesClarification: tool('Values Clarification', 'sort cards to find what matters most to you.'),
  habitTracker: tool('Habit Tracker', 'build habits one day at a time and keep your streaks.'),
  goalPlanning: tool('Goal Planning Tool', 'break a goal into milestones and next steps.'),
  pomodoroTimer: tool('Pomodoro Timer', 'focused work in timed sessions with breaks.'),
  tool: { title: 'Tool', description: 'A self-help tool from Design Your Life.' },
  admin: { title: 'Admin Panel', description: 'Site settings, members and content.' },
};
