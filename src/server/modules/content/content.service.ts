import { createHash } from 'node:crypto';
import type { ContentBundle, SkillDetail } from '@shared/content/content.schemas';
import { sortByOrder } from '@shared/content/sort-by-order';
import { canAccess, lowestTierOpening, type Gated } from '@shared/content/tier-access';
import { recommendSkills } from '@shared/content/recommend-skills';
import { experienceSchema, type SubscriptionTier } from '@shared/profiles/profiles.schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../plugins/app-error';
import { upgradeRequired } from '../../plugins/access';
import { findRecommendationPreferences } from '../profiles/profiles.repository';
import * as repo from './content.repository';

/** 403 for content above the member's tier, naming the lowest tier that opens it. */
export function assertAccess(tier: SubscriptionTier | null, content: Gated, what: string): void {
  if (!canAccess(tier, content)) throw upgradeRequired(what, lowestTierOpening(content));
}

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

export interface CachedBundle {
  bundle: ContentBundle;
  etag: string;
}

export interface ContentService {
  /** The bundle, built once and kept until content changes. */
  getBundle(): Promise<CachedBundle>;
  /** Drop the cached bundle; every content write calls this. */
  invalidate(): void;
  getSkill(skillId: string, viewer: { userId: string; tier: SubscriptionTier } | null): Promise<SkillDetail>;
  markPractised(
    skillId: string,
    viewer: { userId: string; tier: SubscriptionTier },
  ): Promise<{ skillId: string; completedAt: string; count: number }>;
  recommend(
    viewer: { userId: string; tier: SubscriptionTier },
    limit: number,
  ): Promise<ContentBundle['skills']>;
}

export function createContentService(db: Database): ContentService {
  let cached: Promise<CachedBundle> | null = null;

  async function openSkill(skillId: string, tier: SubscriptionTier | null) {
    const skill = await repo.findSkillById(db, skillId);
    if (!skill) throw notFound('That skill does not exist.');
    assertAccess(
      tier,
      { kind: 'skill', categoryId: skill.categoryId, accessLevel: skill.accessLevel },
      `"${skill.title}"`,
    );
    return skill;
  }

  return {
    getBundle() {
      cached ??= buildBundle(db)
        .then((bundle) => ({
          bundle,
          etag: `"${createHash('sha1').update(JSON.stringify(bundle)).digest('base64url')}"`,
        }))
        .catch((error: unknown) => {
          cached = null;
          throw error;
        });
      return cached;
    },
    invalidate() {
      cached = null;
    },
    async getSkill(skillId, viewer) {
      const skill = await openSkill(skillId, viewer?.tier ?? null);
      const practice = viewer ? await repo.findSkillPractice(db, viewer.userId, skillId) : null;
      return {
        id: skill.id,
        categoryId: skill.categoryId,
        title: skill.title,
        summary: skill.summary,
        difficulty: skill.difficulty,
        accessLevel: skill.accessLevel,
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
      await openSkill(skillId, viewer.tier);
      const row = await repo.insertSkillCompletion(db, viewer.userId, skillId);
      const practice = await repo.findSkillPractice(db, viewer.userId, skillId);
      return { skillId, completedAt: row.completedAt.toISOString(), count: practice.count };
    },
    async recommend(viewer, limit) {
      const [{ bundle }, practisedSkillIds, preferences] = await Promise.all([
        this.getBundle(),
        repo.findPractisedSkillIds(db, viewer.userId),
        findRecommendationPreferences(db, viewer.userId),
      ]);
      const experience = experienceSchema.safeParse(preferences.experience);
      return recommendSkills({
        skills: bundle.skills,
        practisedSkillIds,
        tier: viewer.tier,
        limit,
        interests: preferences.interests,
        experience: experience.success ? experience.data : null,
      });
    },
  };
}
