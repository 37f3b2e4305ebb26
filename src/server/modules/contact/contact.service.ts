import type { ContactMessage, ContactMessageInput } from '@shared/contact/contact.schemas';
import type { Database } from '../../db/client';
import { keysetPage } from '../../lib/keyset';
import * as repo from './contact.repository';

function toContactMessage(row: repo.ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject as ContactMessage['subject'],
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function submitContactMessage(db: Database, input: ContactMessageInput, userId: string | null) {
  return toContactMessage(await repo.insertContactMessage(db, input, userId));
}

export async function listContactMessages(db: Database, options: { limit: number; cursor?: string }) {
  const page = keysetPage(repo.contactMessageKeys, options.cursor, options.limit);
  const { items, nextCursor } = page.finish(await repo.listContactMessages(db, page));
  return { items: items.map(toContactMessage), nextCursor };
}
