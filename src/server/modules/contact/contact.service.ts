import type { ContactMessage, ContactMessageInput } from '@shared/contact/contact.schemas';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
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
  const rows = await repo.listContactMessages(db, options.limit + 1, decodeCursor(options.cursor));
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map(toContactMessage),
    nextCursor: rows.length > options.limit && last ? encodeCursor(last) : null,
  };
}
