import { describe, expect, it } from 'vitest';
import { shippedContent, skillRowsFrom } from '../content.seed';
import { CONTENT_VERSION, introducedIn } from './content-version';

// Version 1 is the content every install seeded before versions were kept already has: the seed's ids have
// not changed since its first commit. An item added without `since` would count as version 1 and never
// reach those installs, so any id beyond these must carry the version that added it.
const VERSION_1 = {
  categories: [
    'mindfulness',
    'emotional-regulation',
    'cbt-dbt-act',
    'stress-anxiety',
    'self-compassion',
    'habits-and-focus',
    'relationships',
    'purpose-and-values',
  ],
  skills: [
    'mindful-breathing-basics',
    'body-scan',
    'mindful-walking',
    'rain-practice',
    'noting-practice',
    'naming-emotions',
    'stop-skill',
    'tipp-skill',
    'opposite-action',
    'check-the-facts',
    'catching-automatic-thoughts',
    'cognitive-restructuring',
    'behavioural-activation',
    'cognitive-defusion',
    'radical-acceptance',
    'extended-exhale-breathing',
    'five-senses-grounding',
    'worry-time',
    'progressive-muscle-relaxation',
    'exposure-ladder',
    'self-compassion-break',
    'soothing-touch',
    'compassionate-letter',
    'working-with-your-inner-critic',
    'tiny-habits-and-habit-stacking',
    'focused-work-sprints',
    'implementation-intentions',
    'designing-your-environment',
    'active-listening',
    'assertive-i-statements',
    'repairing-after-conflict',
    'dear-man',
    'clarifying-your-values',
    'best-possible-self',
    'committed-action-toward-values',
    'values-based-smart-goals',
  ],
  tools: [
    'gratitude-log',
    'intention-setting-tool',
    'self-awareness-journal',
    'thought-record-builder',
    'emotional-regulation-tool',
    'mindful-breathing',
    'values-clarification',
    'habit-tracker',
    'goal-planning-tool',
    'pomodoro-timer',
  ],
  progressFeatures: ['overview', 'skills-practised', 'tool-activity', 'streaks', 'focus-time', 'mood-trends'],
  homepageLayout: ['hero', 'library-preview', 'tools-preview', 'how-it-works', 'call-to-action'],
  pages: [
    'help',
    'user-guide',
    'about',
    'privacy',
    'terms',
    'cookies',
    'legal-disclaimer',
    'lifetime-early-access',
  ],
};

const shipped = {
  categories: shippedContent.categories.map((c) => ({ id: c.id, since: introducedIn(c) })),
  skills: skillRowsFrom(shippedContent.categories).map((s) => ({ id: s.id, since: s.since })),
  tools: shippedContent.tools.map((t) => ({ id: t.id, since: introducedIn(t) })),
  progressFeatures: shippedContent.progressFeatures.map((f) => ({ id: f.id, since: introducedIn(f) })),
  homepageLayout: shippedContent.homepageLayout.map((s) => ({ id: s.sectionKey, since: introducedIn(s) })),
  pages: shippedContent.pages.map((p) => ({ id: p.pageId, since: introducedIn(p) })),
};

describe('content versions', () => {
  it('count as version 1 only the first content: an item added later says which version added it', () => {
    for (const [table, items] of Object.entries(shipped)) {
      const first = items.filter((item) => item.since === 1).map((item) => item.id);
      expect(
        first,
        `${table}: give a new item since: ${CONTENT_VERSION + 1} and raise CONTENT_VERSION`,
      ).toEqual(VERSION_1[table as keyof typeof VERSION_1]);
    }
  });

  it('ship no item newer than CONTENT_VERSION, and the shipped content is at that version', () => {
    expect(shippedContent.version).toBe(CONTENT_VERSION);
    for (const items of Object.values(shipped)) {
      for (const item of items) expect(item.since, item.id).toBeLessThanOrEqual(CONTENT_VERSION);
    }
  });
});
