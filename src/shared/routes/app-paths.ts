/**
 * Every path the browser app answers, as react-router patterns. The client router is built from these and the
 * server uses them to tell a known page (200 with index.html) from an unknown one (404 with the same page).
 * `:name` matches one segment; a trailing `*` matches the rest of the path.
 */
export const appPaths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmailChange: '/confirm-email-change',
  undoEmailChange: '/undo-email-change',
  emailUnsubscribe: '/email/unsubscribe',
  library: '/library',
  category: '/skills/:categoryId',
  skill: '/skill/:skillId',
  tools: '/tools',
  help: '/help',
  userGuide: '/user-guide',
  contact: '/contact',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  // The spec spells this path with a space; the server redirects /legal-disclaimer here.
  legalDisclaimer: '/legal- disclaimer',
  lifetimeEarlyAccess: '/lifetime-early-access',
  pricing: '/pricing',
  onboarding: '/onboarding',
  dashboard: '/dashboard',
  profile: '/profile',
  subscription: '/subscription',
  progress: '/progress/*',
  weeklyReview: '/review',
  community: '/community',
  communityPost: '/community/post/:postId',
  communityUser: '/community/user/:username',
  communityCreatePost: '/community/create-post',
  communityBadges: '/community/badges',
  communityGuidelines: '/community/guidelines',
  gratitudeLog: '/tools/gratitude-log',
  intentionSetting: '/tools/intention-setting-tool',
  selfAwarenessJournal: '/tools/self-awareness-journal',
  thoughtRecordBuilder: '/tools/thought-record-builder',
  emotionalRegulation: '/tools/emotional-regulation-tool',
  mindfulBreathing: '/tools/mindful-breathing',
  valuesClarification: '/tools/values-clarification',
  habitTracker: '/tools/habit-tracker',
  goalPlanning: '/tools/goal-planning-tool',
  pomodoroTimer: '/tools/pomodoro-timer',
  tool: '/tools/:toolId',
  admin: '/admin/*',
} as const;

export type AppPathName = keyof typeof appPaths;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

const patterns = Object.values(appPaths).map(segmentsOf);

function matches(pattern: string[], segments: string[]): boolean {
  for (const [index, part] of pattern.entries()) {
    if (part === '*') return true;
    const segment = segments[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part.toLowerCase() !== segment.toLowerCase()) return false;
  }
  return pattern.length === segments.length;
}

/**
 * Whether a decoded URL pathname (no query) is one of the app's pages. Like react-router, it ignores case and
 * a trailing slash.
 */
export function isAppPath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return patterns.some((pattern) => matches(pattern, segments));
}
