import { aboutPage } from './pages/about.md';
import { communityGuidelinesPage } from './pages/community-guidelines.md';
import { cookiesPage } from './pages/cookies.md';
import { helpPage } from './pages/help.md';
import { legalDisclaimerPage } from './pages/legal-disclaimer.md';
import { lifetimeEarlyAccessPage } from './pages/lifetime-early-access.md';
import { privacyPage } from './pages/privacy.md';
import { termsPage } from './pages/terms.md';
import { userGuidePage } from './pages/user-guide.md';
import type { Introduced } from './seed-types';

/**
 * The long-form public pages, as Markdown (no raw HTML; `##` sections, `###` subsections, internal links
 * as `[text](/path)`). Seeded once into the `pages` table; after that, admins edit them there.
 */
export const pageSeeds: ({ pageId: string; content: string } & Introduced)[] = [
  { pageId: 'help', content: helpPage },
  { pageId: 'user-guide', content: userGuidePage },
  { pageId: 'about', content: aboutPage },
  { pageId: 'privacy', content: privacyPage },
  { pageId: 'terms', content: termsPage },
  { pageId: 'cookies', content: cookiesPage },
  { pageId: 'legal-disclaimer', content: legalDisclaimerPage },
  { pageId: 'lifetime-early-access', content: lifetimeEarlyAccessPage },
  { pageId: 'community-guidelines', content: communityGuidelinesPage, since: 2 },
];
