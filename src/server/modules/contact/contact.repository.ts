import { getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { KeyColumn, KeysetPage } from '../../lib/keyset';
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

/** The inbox order, exactly as contact_messages_created_at_id_idx declares it. */
export const contactMessageKeys: KeyColumn[] = [
  { column: contactMessages.createdAt, direction: 'desc', type: 'timestamp' },
  { column: contactMessages.id, direction: 'desc', type: 'uuid' },
];

/** Newest first, keyset over its index. */
export async function listContactMessages(db: DbOrTx, page: KeysetPage) {
  return db
    .select({ ...getTableColumns(contactMessages), ...page.keyFields })
    .from(contactMessages)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.fetchLimit);
}
