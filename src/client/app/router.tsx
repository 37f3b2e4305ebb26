import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { appPaths, type AppPathName } from '@shared/routes/app-paths';
import { lazyChunk, type LazyChunk } from '@client/lib/lazy-chunk';
import type { PageWithData } from '@client/lib/page-data';
import { DocumentMeta, type PageMeta } from '@client/lib/document-meta';
import { notFoundMeta, pageMeta } from './page-meta';
import { AppLayout } from './shell/app-layout';
import { RequireAdmin, RequireAuth, RequireAuthOrWriteOffline } from './shell/route-guards';
import { RouteErrorBoundary } from './shell/route-error-boundary';
import { NotFoundPage } from './routes/not-found-page';

type LazyPage = LazyChunk<object>;

/**
 * Loads a page's module only when its route is first visited (or preloaded, see preloadPageOf). A page whose
 * module is in already renders at once (see lazyChunk). A module that fails to download is retried, then the
 * route's error page shows a panel that brings the page back once the connection returns.
 */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { schemasFirst = false } = {},
): LazyPage {
  // A page whose module builds many schemas (every tool page: all the tools' entry schemas) has zod and the
  // shell's schemas evaluated first, in a task of their own: in one with the page's, the evaluation was a long
  // task on a phone (about 40 ms of main thread, 200 ms at a phone's speed).
  // (Any module of that chunk evaluates all of it; not zod-mini itself: a dynamic import of its namespace
  // would keep every export of zod.)
  const loadModule = schemasFirst ? () => import('@shared/api/error.schemas').then(load) : load;
  return lazyChunk(async () => (await loadModule())[name]);
}

// Every page is its own chunk, so the first load carries only the shell (and the forms library only comes
// with a page that has a form).
const HomePage = page(() => import('./routes/home-page'), 'HomePage');
const LoginPage = page(() => import('./routes/login-page'), 'LoginPage');
const RegisterPage = page(() => import('./routes/register-page'), 'RegisterPage');
const DashboardPage = page(() => import('./routes/dashboard-page'), 'DashboardPage');
const HelpPage = page(() => import('./routes/help-page'), 'HelpPage');
const UserGuidePage = page(() => import('./routes/user-guide-page'), 'UserGuidePage');
const ContactPage = page(() => import('./routes/contact-page'), 'ContactPage');
const AboutPage = page(() => import('./routes/about-page'), 'AboutPage');
const PrivacyPage = page(() => import('./routes/privacy-page'), 'PrivacyPage');
const TermsPage = page(() => import('./routes/terms-page'), 'TermsPage');
const CookiesPage = page(() => import('./routes/cookies-page'), 'CookiesPage');
const LegalDisclaimerPage = page(() => import('./routes/legal-disclaimer-page'), 'LegalDisclaimerPage');
const LifetimeEarlyAccessPage = page(
  () => import('./routes/lifetime-early-access-page'),
  'LifetimeEarlyAccessPage',
);
const PricingPage = page(() => import('./routes/pricing-page'), 'PricingPage');
const ForgotPasswordPage = page(() => import('./routes/password-reset-pages'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./routes/password-reset-pages'), 'ResetPasswordPage');
const ConfirmEmailChangePage = page(() => import('./routes/email-change-pages'), 'ConfirmEmailChangePage');
const UndoEmailChangePage = page(() => import('./routes/email-change-pages'), 'UndoEmailChangePage');
const EmailUnsubscribePage = page(() => import('./routes/email-unsubscribe-page'), 'EmailUnsubscribePage');
const ProfilePage = page(() => import('./routes/profile-page'), 'ProfilePage');
const OnboardingPage = page(() => import('./routes/onboarding-page'), 'OnboardingPage');
const ProgressPage = page(() => import('./routes/progress-page'), 'ProgressPage');
const WeeklyReviewPage = page(() => import('./routes/weekly-review-page'), 'WeeklyReviewPage');
const SubscriptionPage = page(() => import('./routes/subscription-page'), 'SubscriptionPage');
const AdminPage = page(() => import('./routes/admin-page'), 'AdminPage');
const LibraryPage = page(() => import('./routes/library-page'), 'LibraryPage');
const CategoryPage = page(() => import('./routes/category-page'), 'CategoryPage');
const SkillPage = page(() => import('./routes/skill-page'), 'SkillPage');
const ToolsPage = page(() => import('./routes/tools-page'), 'ToolsPage');
const GenericToolPage = page(() => import('./routes/tools/generic-tool-page'), 'GenericToolPage', {
  schemasFirst: true,
});
const GratitudeLogPage = page(() => import('./routes/tools/gratitude-log-page'), 'GratitudeLogPage', {
  schemasFirst: true,
});
const IntentionSettingPage = page(
  () => import('./routes/tools/intention-setting-tool-page'),
  'IntentionSettingPage',
  { schemasFirst: true },
);
const SelfAwarenessJournalPage = page(
  () => import('./routes/tools/self-awareness-journal-page'),
  'SelfAwarenessJournalPage',
  { schemasFirst: true },
);
const ThoughtRecordBuilderPage = page(
  () => import('./routes/tools/thought-record-builder-page'),
  'ThoughtRecordBuilderPage',
  { schemasFirst: true },
);
const EmotionalRegulationPage = page(
  () => import('./routes/tools/emotional-regulation-tool-page'),
  'EmotionalRegulationPage',
  { schemasFirst: true },
);
const MindfulBreathingPage = page(
  () => import('./routes/tools/mindful-breathing-page'),
  'MindfulBreathingPage',
  { schemasFirst: true },
);
const ValuesClarificationPage = page(
  () => import('./routes/tools/values-clarification-page'),
  'ValuesClarificationPage',
  { schemasFirst: true },
);
const HabitTrackerPage = page(() => import('./routes/tools/habit-tracker-page'), 'HabitTrackerPage', {
  schemasFirst: true,
});
const GoalPlanningPage = page(() => import('./routes/tools/goal-planning-tool-page'), 'GoalPlanningPage', {
  schemasFirst: true,
});
const CommunityPage = page(() => import('./routes/community-page'), 'CommunityPage');
const CommunityPostPage = page(() => import('./routes/community-post-page'), 'CommunityPostPage');
const CommunityUserPage = page(() => import('./routes/community-user-page'), 'CommunityUserPage');
const CommunityGuidelinesPage = page(
  () => import('./routes/community-guidelines-page'),
  'CommunityGuidelinesPage',
);
const CommunityBadgesPage = page(() => import('./routes/community-badges-page'), 'CommunityBadgesPage');
const CommunityCreatePostPage = page(
  () => import('./routes/community-create-post-page'),
  'CommunityCreatePostPage',
);
const PomodoroTimerPage = page(() => import('./routes/tools/pomodoro-timer-page'), 'PomodoroTimerPage', {
  schemasFirst: true,
});

/** Each lazy page's loader by its route's path (unique: the shared app paths). */
const preloads = new Map<string, () => Promise<unknown>>();

type Guard = typeof RequireAuth | typeof RequireAdmin | typeof RequireAuthOrWriteOffline;

/**
 * A route at a path, carrying its title and description as `handle` and setting them for the tab whatever the
 * page shows (also while a guard waits for the session).
 */
function pageRoute(path: string, meta: PageMeta, element: ReactNode): RouteObject {
  return {
    path,
    handle: meta,
    element: (
      <>
        <DocumentMeta meta={meta} />
        {element}
      </>
    ),
  };
}

/** A route to a lazily loaded page at one of the shared app paths, behind a guard if it has one. */
function route(name: AppPathName, Page: LazyPage, Guard?: Guard): RouteObject {
  preloads.set(appPaths[name], Page.preload);
  return pageRoute(appPaths[name], pageMeta[name], Guard ? <Guard>{<Page />}</Guard> : <Page />);
}

/** Public routes (spec §2): anyone may open them. */
const publicRoutes: RouteObject[] = [
  route('home', HomePage),
  route('login', LoginPage),
  route('register', RegisterPage),
  route('forgotPassword', ForgotPasswordPage),
  route('resetPassword', ResetPasswordPage),
  route('confirmEmailChange', ConfirmEmailChangePage),
  route('undoEmailChange', UndoEmailChangePage),
  route('communityGuidelines', CommunityGuidelinesPage),
  route('emailUnsubscribe', EmailUnsubscribePage),
  route('library', LibraryPage),
  route('category', CategoryPage),
  route('skill', SkillPage),
  route('tools', ToolsPage),
  route('help', HelpPage),
  route('userGuide', UserGuidePage),
  route('contact', ContactPage),
  route('about', AboutPage),
  route('privacy', PrivacyPage),
  route('terms', TermsPage),
  route('cookies', CookiesPage),
  route('legalDisclaimer', LegalDisclaimerPage),
  route('lifetimeEarlyAccess', LifetimeEarlyAccessPage),
  route('pricing', PricingPage),
];

/** Protected routes: sign-in required (the writing tools also open offline for the device's member). */
const protectedRoutes: RouteObject[] = [
  route('onboarding', OnboardingPage, RequireAuth),
  route('dashboard', DashboardPage, RequireAuth),
  route('profile', ProfilePage, RequireAuth),
  route('subscription', SubscriptionPage, RequireAuth),
  route('progress', ProgressPage, RequireAuth),
  route('weeklyReview', WeeklyReviewPage, RequireAuth),
  route('community', CommunityPage, RequireAuth),
  route('communityPost', CommunityPostPage, RequireAuth),
  route('communityUser', CommunityUserPage, RequireAuth),
  route('communityBadges', CommunityBadgesPage, RequireAuth),
  route('communityCreatePost', CommunityCreatePostPage, RequireAuth),
  route('gratitudeLog', GratitudeLogPage, RequireAuthOrWriteOffline),
  route('intentionSetting', IntentionSettingPage, RequireAuthOrWriteOffline),
  route('selfAwarenessJournal', SelfAwarenessJournalPage, RequireAuthOrWriteOffline),
  route('thoughtRecordBuilder', ThoughtRecordBuilderPage, RequireAuth),
  route('emotionalRegulation', EmotionalRegulationPage, RequireAuth),
  route('mindfulBreathing', MindfulBreathingPage, RequireAuth),
  route('valuesClarification', ValuesClarificationPage, RequireAuth),
  route('habitTracker', HabitTrackerPage, RequireAuth),
  route('goalPlanning', GoalPlanningPage, RequireAuth),
  route('pomodoroTimer', PomodoroTimerPage, RequireAuth),
  route('tool', GenericToolPage, RequireAuth),
];

/** Admin routes: role admin required. */
const adminRoutes: RouteObject[] = [route('admin', AdminPage, RequireAdmin)];

export const routes: RouteObject[] = [
  {
    // Should the layout itself fail, the apology still shows, without the header and footer. (A page that
    // fails shows it inside them: the layout has a boundary of its own around the page.)
    element: (
      <RouteErrorBoundary>
        <AppLayout />
      </RouteErrorBoundary>
    ),
    children: [
      ...publicRoutes,
      ...protectedRoutes,
      ...adminRoutes,
      pageRoute('*', notFoundMeta, <NotFoundPage />),
    ],
  },
];

/** The app's pages at their addresses (rendered inside the BrowserRouter of main.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts loading the page module of the address the app opens on, so it downloads while the session is still
 * being read instead of after it (the first screen waits for both). Settles once that module is in, or has
 * failed to load (the page's error boundary then tells), with the pages loaded (for what they read as they
 * open, see page-data.ts).
 *
 * The router is react-router's declarative one (BrowserRouter and useRoutes), not its data router: the app
 * uses no loaders or actions, and the data router's code was about 17 KiB gzipped of every page's download.
 */
export function preloadPageOf(location: Pick<Location, 'pathname'>): Promise<PageWithData[]> {
  const loading = pageLoadersOf(location).map((preload) =>
    preload().then(
      (page): PageWithData[] => [page as PageWithData],
      () => [],
    ),
  );
  return Promise.all(loading).then((pages) => pages.flat());
}

/**
 * The page loaders of an address. A path without parameters is its page's own key: matching the whole route
 * table for it (a first match compiles every route's pattern) was a long task of the start on a phone.
 */
function pageLoadersOf(location: Pick<Location, 'pathname'>): (() => Promise<unknown>)[] {
  const exact = preloads.get(location.pathname);
  if (exact) return [exact];
  return (matchRoutes(routes, location) ?? []).flatMap(({ route }) => {
    const preload = route.path === undefined ? undefined : preloads.get(route.path);
    return preload ? [preload] : [];
  });
}
