import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './shell/app-layout';
import { RequireAdmin, RequireAuth } from './shell/route-guards';
import { DashboardPage } from './routes/dashboard-page';
import { LoginPage } from './routes/login-page';
import { NotFoundPage } from './routes/not-found-page';
import { RegisterPage } from './routes/register-page';
import { RouteErrorPage } from './routes/route-error-page';

/** Loads a page's module only when its route is first visited. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const HomePage = page(() => import('./routes/home-page'), 'HomePage');
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
const ForgotPasswordPage = page(() => import('./routes/password-reset-pages'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./routes/password-reset-pages'), 'ResetPasswordPage');
const ConfirmEmailChangePage = page(() => import('./routes/email-change-pages'), 'ConfirmEmailChangePage');
const UndoEmailChangePage = page(() => import('./routes/email-change-pages'), 'UndoEmailChangePage');
const ProfilePage = page(() => import('./routes/profile-page'), 'ProfilePage');
const OnboardingPage = page(() => import('./routes/onboarding-page'), 'OnboardingPage');
const ProgressPage = page(() => import('./routes/progress-page'), 'ProgressPage');
const SubscriptionPage = page(() => import('./routes/subscription-page'), 'SubscriptionPage');
const AdminPage = page(() => import('./routes/admin-page'), 'AdminPage');
const LibraryPage = page(() => import('./routes/library-page'), 'LibraryPage');
const CategoryPage = page(() => import('./routes/category-page'), 'CategoryPage');
const SkillPage = page(() => import('./routes/skill-page'), 'SkillPage');
const ToolsPage = page(() => import('./routes/tools-page'), 'ToolsPage');
const GenericToolPage = page(() => import('./routes/tools/generic-tool-page'), 'GenericToolPage');
const GratitudeLogPage = page(() => import('./routes/tools/gratitude-log-page'), 'GratitudeLogPage');
const IntentionSettingPage = page(
  () => import('./routes/tools/intention-setting-tool-page'),
  'IntentionSettingPage',
);
const SelfAwarenessJournalPage = page(
  () => import('./routes/tools/self-awareness-journal-page'),
  'SelfAwarenessJournalPage',
);
const ThoughtRecordBuilderPage = page(
  () => import('./routes/tools/thought-record-builder-page'),
  'ThoughtRecordBuilderPage',
);
const EmotionalRegulationPage = page(
  () => import('./routes/tools/emotional-regulation-tool-page'),
  'EmotionalRegulationPage',
);
const MindfulBreathingPage = page(
  () => import('./routes/tools/mindful-breathing-page'),
  'MindfulBreathingPage',
);
const ValuesClarificationPage = page(
  () => import('./routes/tools/values-clarification-page'),
  'ValuesClarificationPage',
);
const HabitTrackerPage = page(() => import('./routes/tools/habit-tracker-page'), 'HabitTrackerPage');
const GoalPlanningPage = page(() => import('./routes/tools/goal-planning-tool-page'), 'GoalPlanningPage');
const CommunityPage = page(() => import('./routes/community-page'), 'CommunityPage');
const CommunityPostPage = page(() => import('./routes/community-post-page'), 'CommunityPostPage');
const CommunityUserPage = page(() => import('./routes/community-user-page'), 'CommunityUserPage');
const CommunityCreatePostPage = page(
  () => import('./routes/community-create-post-page'),
  'CommunityCreatePostPage',
);
const PomodoroTimerPage = page(() => import('./routes/tools/pomodoro-timer-page'), 'PomodoroTimerPage');


/** Public routes (spec §2): anyone may open them. */
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'confirm-email-change', element: <ConfirmEmailChangePage /> },
  { path: 'undo-email-change', element: <UndoEmailChangePage /> },
  { path: 'library', element: <LibraryPage /> },
  { path: 'skills/:categoryId', element: <CategoryPage /> },
  { path: 'skill/:skillId', element: <SkillPage /> },
  { path: 'tools', element: <ToolsPage /> },
  { path: 'help', element: <HelpPage /> },
  { path: 'user-guide', element: <UserGuidePage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'cookies', element: <CookiesPage /> },
  // The spec spells this path with a space; the server redirects /legal-disclaimer here.
  { path: 'legal- disclaimer', element: <LegalDisclaimerPage /> },
  { path: 'lifetime-early-access', element: <LifetimeEarlyAccessPage /> },
];

/** Protected routes: sign-in required. */
const protectedRoutes: RouteObject[] = [
  { path: 'onboarding', element: <OnboardingPage /> },
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'subscription', element: <SubscriptionPage /> },
  { path: 'progress/*', element: <ProgressPage /> },
  { path: 'community', element: <CommunityPage /> },
  { path: 'community/post/:postId', element: <CommunityPostPage /> },
  { path: 'community/user/:username', element: <CommunityUserPage /> },
  { path: 'community/create-post', element: <CommunityCreatePostPage /> },
  { path: 'tools/gratitude-log', element: <GratitudeLogPage /> },
  { path: 'tools/intention-setting-tool', element: <IntentionSettingPage /> },
  { path: 'tools/self-awareness-journal', element: <SelfAwarenessJournalPage /> },
  { path: 'tools/thought-record-builder', element: <ThoughtRecordBuilderPage /> },
  { path: 'tools/emotional-regulation-tool', element: <EmotionalRegulationPage /> },
  { path: 'tools/mindful-breathing', element: <MindfulBreathingPage /> },
  { path: 'tools/values-clarification', element: <ValuesClarificationPage /> },
  { path: 'tools/habit-tracker', element: <HabitTrackerPage /> },
  { path: 'tools/goal-planning-tool', element: <GoalPlanningPage /> },
  { path: 'tools/pomodoro-timer', element: <PomodoroTimerPage /> },
  { path: 'tools/:toolId', element: <GenericToolPage /> },
];

/** Admin routes: role admin required. */
const adminRoutes: RouteObject[] = [{ path: 'admin/*', element: <AdminPage /> }];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Should the layout itself fail, the apology still shows, without the header and footer.
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A page that fails to render or to load shows the apology inside the header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          ...publicRoutes,
          { element: <RequireAuth />, children: protectedRoutes },
          { element: <RequireAdmin />, children: adminRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
