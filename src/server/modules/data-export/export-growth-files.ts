import type { ContentBundle } from '@shared/content/content.schemas';
import type { Database } from '../../db/client';
import type { ZipWriter } from '../../lib/zip-stream';
import { findMastery } from '../mastery/mastery.service';
import { exportReviews } from '../weekly-review/weekly-review.service';

/**
 * growth.json: the member's mastery of each skill a tool practises (worked out from their entries as of the
 * export) and their weekly reviews. Value tags travel with the entries they are on (tools/*.json).
 */
export async function addGrowthFile(
  zip: ZipWriter,
  db: Database,
  userId: string,
  skills: ContentBundle['skills'],
  now: Date,
): Promise<void> {
  const mastery = await findMastery(db, skills, userId, now);
  const file = {
    mastery: mastery.filter((item) => item.progress > 0),
    ...(await exportReviews(db, userId)),
  };
  await zip.addFile('growth.json', [`${JSON.stringify(file, null, 2)}\n`]);
}
