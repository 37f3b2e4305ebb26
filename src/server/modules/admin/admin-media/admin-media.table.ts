import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../../account/auth.table';

/** What the media bucket holds; the bytes live in the storage (a folder or S3), listed from here. */
export const mediaFiles = pgTable(
  'media_files',
  {
    name: text('name').primaryKey(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_created_at_name_idx').on(t.createdAt.desc(), t.name.desc())],
);
