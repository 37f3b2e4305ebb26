import { createHash } from 'node:crypto';
import {
  contentBundleSchema,
  type ContentBundle,
  type SkillSearchResult,
  type SkillView,
} from '@shared/content/content.schemas';
import { firstSection } from '@shared/content/skill-preview';
import { sortByOrder } from '@shared/content/sort-by-order';
import { accessStateOf, gateOfSkill } from '@shared/content/tier-access';
import { recommendSkills } from '@shared/content/recommend-skills';
import { experienceSchema, type SubscriptionTier } from '@shared/profiles/profiles.schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Viewer } from '../../lib/viewer';
import { EncodedJson } from '../../lib/encoded-json';
import { contentChanged } from '../../lib/changes/change';
import type { ChangeFeed } from '../../lib/changes/change-feed';
import { findRecommendationPreferences } from '../profiles/profiles.service';
import * as repo from './content.repository';
import { searchSkills } from './skill-search';

async function buildBundle(db: Database): Promise<ContentBundle> {
  const rows = await repo.loadContentRows(db);
  return {
    skillCategories: sortByOrder(rows.categoryRows, (c) => c.order).map((c) => ({
      id: c.id,
      title: c.title,
      description: c.description,
      icon: c.icon,
      order: c.order,
      accessLevel: c.accessLevel,
    })),
    skills: sortByOrder(rows.skillRows, (s) => s.order),
    tools: sortByOrder(rows.toolRows, (t) => t.order).map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      icon: t.icon,
      accessLevel: t.accessLevel,
      order: t.order,
    })),
    progressFeatures: sortByOrder(rows.featureRows, (f) => f.displayOrder).map((f) => ({
      id: f.id,
      name: f.name,
      displayOrder: f.displayOrder,
      isVisible: f.isVisible,
    })),
    homepageLayout: sortByOrder(rows.layoutRows, (s) => s.displayOrder).map((s) => ({
      sectionKey: s.sectionKey,
      displayOrder: s.displayOrder,
      isVisible: s.isVisible,
      settings: s.settings,
    })),
    pages: Object.fromEntries(rows.pageRows.map((p) => [p.pageId, p.content])),
  };
}

/** The bundle, checked once per version (the route sends these bytes without serialising them again). */
async function encodeBundleOf(db: Database): Promise<CachedBundle> {
  const bundle = contentBundleSchema.parse(await buildBundle(db));
  const encoded = new EncodedJson(bundle);
  const etag = `"${createHash('sha1').update(encoded.identity).digest('base64url')}"`;
  return { bundle, etag, encoded };
}

export interface CachedBundle {
  bundle: ContentBundle;
  etag: string;
  /** The bundle serialised once, and compressed once per encoding, for this version. */
  encoded: EncodedJson;
}

/** What recommendations read of a member: the skills they practised and their onboarding answers. */
export interface RecommendationFacts {
  practisedSkillIds: Set<string>;
  interests: string[];
  experience: string | null;
}

export interface ContentService {
  /** The bundle, built once and kept until content changes. */
  getBundle(): Promise<CachedBundle>;
  /** Publishes a content change (the seed, which writes outside any route); routes declare theirs. */
  invalidate(): Promise<void>;
  getSkill(skillId: string, viewer: { userId: string; tier: SubscriptionTier } | null): Promise<SkillView>;
  /** A skill with its category's access level (what the openSkill gate reads), or 404. */
  findSkill(skillId: string): Promise<NonNullable<Awaited<ReturnType<typeof repo.findSkillById>>>>;
  /** Records a practice; the route's declared gate (openSkill) has let the viewer in. */
  markPractised(
    skillId: string,
    viewer: Viewer,
  ): Promise<{ skillId: string; completedAt: string; count: number }>;
  /** Skills to try next; `known` passes what the caller has read already (the dashboard, in its one statement). */
  recommend(
    viewer: { userId: string; tier: SubscriptionTier },
    limit: number,
    known?: RecommendationFacts,
  ): Promise<ContentBundle['skills']>;
  /** Ranked skills for a query; a skill the viewer cannot open is found but its body never quoted. */
  search(query: string, tier: SubscriptionTier | null, limit: number): Promise<SkillSearchResult>;
}

// A bound on what another process may have missed (the change feed resets on every known loss).
const BUNDLE_MAX_AGE_MS = 5 * 60_000;

export function createContentService(
  db: Database,
  changes: ChangeFeed,
  now: () => number = Date.now,
): ContentService {
  let cached: Promise<CachedBundle> | null = null;
  let cachedAt = 0;
  const encodeBundle = () => encodeBundleOf(db);
  const drop = () => {
    cached = null;
  };
  changes.subscribe((change) => {
    if (change.kind === 'content') drop();
  });
  changes.onReset(drop);

  async function findSkill(skillId: string) {
    const skill = await repo.findSkillById(db, skillId);
    if (!skill) throw notFound('That skill does not exist.');
    return skill;
  }

  return {
    getBundle() {
      // While changes may be missed, every read is built afresh and nothing is kept.
      if (!changes.live()) return encodeBundle();
      if (cached && now() - cachedAt > BUNDLE_MAX_AGE_MS) drop();
      if (!cached) cachedAt = now();
      cached ??= encodeBundle().catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return cached;
    },
    async invalidate() {
      await changes.publish([contentChanged]);
    },
    search: (query, tier, limit) => searchSkills(db, query, tier, limit),
    findSkill,
    async getSkill(skillId, viewer) {
      const found = await findSkill(skillId);
      const access = accessStateOf(viewer?.tier ?? null, gateOfSkill(found));
      if (!access.open) {
        // A locked skill is previewed: its summary and first section only, so the rest never leaves the server.
        return {
          id: found.id,
          categoryId: found.categoryId,
          title: found.title,
          summary: found.summary,
          difficulty: found.difficulty,
          accessLevel: found.accessLevel,
          categoryAccessLevel: found.categoryAccessLevel,
          estimatedMinutes: found.estimatedMinutes,
          order: found.order,
          relatedToolIds: found.relatedToolIds,
          locked: true as const,
          requiredTier: access.requiredTier,
          preview: firstSection(found.body),
        };
      }
      const skill = found;
      const practice = viewer ? await repo.findSkillPractice(db, viewer.userId, skillId) : null;
      return {
        id: skill.id,
        categoryId: skill.categoryId,
        title: skill.title,
        summary: skill.summary,
        difficulty: skill.difficulty,
        accessLevel: skill.accessLevel,
        categoryAccessLevel: skill.categoryAccessLevel,
        estimatedMinutes: skill.estimatedMinutes,
        order: skill.order,
        relatedToolIds: skill.relatedToolIds,
        body: skill.body,
        practiceSteps: skill.practiceSteps,
        practice: practice && {
          count: practice.count,
          lastPractisedAt: practice.lastPractisedAt?.toISOString() ?? null,
        },
      };
    },
    async markPractised(skillId, viewer) {
      const row = await repo.insertSkillCompletion(db, viewer.userId, skillId);
      const practice = await repo.findSkillPractice(db, viewer.userId, skillId);
      return { skillId, completedAt: row.completedAt.toISOString(), count: practice.count };
    },
    async recommend(viewer, limit, known) {
      const [{ bundle }, facts] = await Promise.all([
        this.getBundle(),
        known ??
          Promise.all([
            repo.findPractisedSkillIds(db, viewer.userId),
            findRecommendationPreferences(db, viewer.userId),
          ]).then(([practisedSkillIds, preferences]) => ({ practisedSkillIds, ...preferences })),
      ]);
      const experience = experienceSchema.safeParse(facts.experience);
      return recommendSkills({
        skills: bundle.skills,
        practisedSkillIds: facts.practisedSkillIds,
        tier: viewer.tier,
        limit,
        interests: facts.interests,
        experience: experience.success ? experience.data : null,
      });
    },
  };
}
