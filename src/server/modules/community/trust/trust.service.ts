import {
  linksAndImagesIn,
  reportWeight,
  sanctionMessage,
  trustLevelNames,
  type ForumStanding,
  type TrustLevel,
  type TrustSettings,
} from '@shared/community/trust';
import type { Database, DbOrTx, Transaction } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { isAdminViewer } from '../../../lib/authorize';
import type { Viewer } from '../../../lib/viewer';
import * as activity from '../activity.repository';
import { type CommunityLimits, limitMessages, rateLimited, secondsToWait } from '../community-limits';
import * as repo from './trust.repository';

/** The forum writes a sanction or a trust level can refuse. */
export type ForumWrite =
  | { kind: 'topic'; content: string; poll: boolean }
  | { kind: 'reply'; content: string }
  | { kind: 'edit'; content: string }
  /** An image uploaded for a post or reply. */
  | { kind: 'image' }
  | { kind: 'like' }
  | { kind: 'vote' }
  | { kind: 'report' }
  | { kind: 'answer' };

/** A silence stops words (topics, replies, edits); a suspension stops every forum write. */
const SILENCED: ReadonlySet<ForumWrite['kind']> = new Set(['topic', 'reply', 'edit', 'image']);

export const trustMessages = {
  links:
    'New members can share links and images after reading a little longer: open a few more topics, and they unlock.',
  polls:
    'New members can start polls after reading a little longer: open a few more topics, and they unlock.',
  firstDayTopics: (max: number) =>
    `On their first day, new members can start ${max} topic${max === 1 ? '' : 's'}. You can start another tomorrow.`,
  firstDayReplies: (max: number) =>
    `On their first day, new members can write ${max} replies. You can reply again tomorrow.`,
  likes: (max: number) => limitMessages.likes(max),
};

const refused = (
  code: 'trust_level_required' | 'forum_silenced' | 'forum_suspended',
  message: string,
  extra?: Record<string, string>,
) => new AppError(403, code, message, extra);

/**
 * Refuses a forum write the member may not make: a silence or suspension (403 with the admin's reason), or,
 * when trust levels are on, what their level or first day does not allow yet. Call inside the write's
 * transaction; it takes the member's limits lock, so two requests cannot both pass a count. Admins are exempt.
 */
export async function assertMayWrite(
  tx: Transaction,
  limits: CommunityLimits,
  viewer: Viewer,
  write: ForumWrite,
): Promise<void> {
  if (isAdminViewer(viewer)) return;
  await activity.lockMemberLimits(tx, viewer.userId);
  const standing = await repo.readWriterStanding(tx, viewer.userId);
  const { sanction } = standing;
  if (sanction && (sanction.kind === 'suspend' || SILENCED.has(write.kind))) {
    const code = sanction.kind === 'suspend' ? 'forum_suspended' : 'forum_silenced';
    throw refused(code, sanctionMessage(sanction), { endsAt: sanction.endsAt.toISOString() });
  }
  if (!limits.trustLevels) return;
  await checkTrust(tx, viewer.userId, standing, write);
}

async function checkTrust(tx: Transaction, userId: string, standing: repo.WriterStanding, write: ForumWrite) {
  const { settings, trustLevel } = standing;
  if (trustLevel === 0 && 'content' in write) {
    const found = linksAndImagesIn(write.content);
    if (found.links > 0 || found.images > 0) throw refused('trust_level_required', trustMessages.links);
  }
  if (trustLevel === 0 && write.kind === 'image') throw refused('trust_level_required', trustMessages.links);
  if (trustLevel === 0 && write.kind === 'topic' && write.poll) {
    throw refused('trust_level_required', trustMessages.polls);
  }
  if (write.kind === 'like') {
    const max = likesPerDay(settings, trustLevel);
    if ((await activity.likesToday(tx, userId)) >= max) throw rateLimited(trustMessages.likes(max));
  }
  // As Discourse: the first day's counts bind members below level 2, the seconds between writes level 0.
  if (standing.firstDay && trustLevel < 2 && (write.kind === 'topic' || write.kind === 'reply')) {
    const day = await activity.firstDayActivity(tx, userId);
    const wait = trustLevel === 0 ? secondsToWait(day.lastAt, settings.firstDay.secondsBetween) : 0;
    if (wait > 0) {
      throw rateLimited(
        write.kind === 'topic' ? limitMessages.postInterval(wait) : limitMessages.replyInterval(wait),
      );
    }
    if (write.kind === 'topic' && day.topics >= settings.firstDay.topics)
      throw rateLimited(trustMessages.firstDayTopics(settings.firstDay.topics));
    if (write.kind === 'reply' && day.replies >= settings.firstDay.replies)
      throw rateLimited(trustMessages.firstDayReplies(settings.firstDay.replies));
  }
}

export function likesPerDay(settings: TrustSettings, level: TrustLevel): number {
  const { likesPerDay: perDay } = settings;
  return level === 0 ? perDay.new : level === 1 ? perDay.basic : perDay.member;
}

/** The level the counters have earned (never lower than the level held: levels are not taken back). */
export async function earnedLevel(
  db: DbOrTx,
  userId: string,
  counters: repo.ReadingCounters,
  settings: TrustSettings,
): Promise<TrustLevel> {
  const held = repo.asLevel(counters.trustLevel);
  if (counters.levelLockedAt !== null) return held;
  const minutes = Math.floor(counters.readSeconds / 60);
  const { basic, member } = settings;
  let level: TrustLevel = held;
  if (level === 0 && counters.topicsEntered >= basic.topicsEntered && minutes >= basic.readMinutes) level = 1;
  if (
    level === 1 &&
    counters.topicsEntered >= member.topicsEntered &&
    minutes >= member.readMinutes &&
    counters.daysVisited >= member.daysVisited
  ) {
    const given = await repo.giveAndTake(db, userId);
    if (
      given.likesGiven >= member.likesGiven &&
      given.likesReceived >= member.likesReceived &&
      given.repliesWritten >= member.repliesWritten
    )
      level = 2;
  }
  return level;
}

/**
 * Counts half a minute of a member reading a topic (the thread page reports while it is visible) and raises
 * their level when the reading earns it, in one transaction.
 */
export async function recordReading(db: Database, viewer: Viewer, postId: string, seconds: number) {
  return db.transaction(async (tx) => {
    const counters = await repo.recordReading(tx, viewer.userId, postId, seconds);
    const settings = await repo.readTrustSettings(tx);
    const level = await earnedLevel(tx, viewer.userId, counters, settings);
    if (level !== counters.trustLevel) await repo.setTrustLevel(tx, viewer.userId, level, false);
    return readStanding(tx, viewer);
  });
}

/** The member's own standing: their level, what the next one asks, and a sanction in force. */
export async function readStanding(db: DbOrTx, viewer: Viewer): Promise<ForumStanding> {
  const row = await repo.readTrustRow(db, viewer.userId);
  const writer = await repo.readWriterStanding(db, viewer.userId);
  const level = isAdminViewer(viewer) ? 2 : repo.asLevel(row.trustLevel);
  const need = level === 0 ? writer.settings.basic : writer.settings.member;
  return {
    trustLevel: level,
    trustLevelName: trustLevelNames[level],
    next:
      level === 2
        ? null
        : {
            level: level === 0 ? 1 : 2,
            topicsEntered: { have: row.topicsEntered, need: need.topicsEntered },
            readMinutes: { have: Math.floor(row.readSeconds / 60), need: need.readMinutes },
            daysVisited: {
              have: row.daysVisited,
              need: level === 0 ? 0 : writer.settings.member.daysVisited,
            },
          },
    sanction: writer.sanction && { ...writer.sanction, endsAt: writer.sanction.endsAt.toISOString() },
  };
}

/** How much a report by this member weighs (their level and their record of reports the team agreed with). */
export async function reporterWeight(tx: Transaction, viewer: Viewer, limits: CommunityLimits) {
  if (isAdminViewer(viewer)) return reportWeight(2, { agreed: 0, dismissed: 0 });
  if (!limits.trustLevels) return reportWeight(1, { agreed: 0, dismissed: 0 });
  const row = await repo.readTrustRow(tx, viewer.userId);
  const record = await repo.reportRecord(tx, viewer.userId);
  return reportWeight(repo.asLevel(row.trustLevel), record);
}
