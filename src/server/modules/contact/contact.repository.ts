import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ContactMessageInput } from '@shared/contact/contact.schemas';
import { contactMessages } from './contact.table';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: DbOrTx, input: ContactMessageInput, userId: string | null) {
  const rows = await db
    .insert(contactMessages)
    .values({ ...input, userId })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('contact message insert returned nothing');
  return row;
}

/** Newest first, keyset-paginated on (created_at, id) over its index. */
export async function listContactMessages(
  db: DbOrTx,
  limit: number,
  after: { createdAt: Date; id: string } | null,
) {
  return db
    .select()
    .from(contactMessages)
    .where(
      after
        ? or(
            lt(contactMessages.createdAt, after.createdAt),
            and(eq(contactMessages.createdAt, after.createdAt), lt(contactMessages.id, after.id)),
          )
        : undefined,
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}
