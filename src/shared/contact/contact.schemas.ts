import * as z from '../api/zod-mini';

export const contactTopics = ['general', 'account', 'billing', 'feedback', 'privacy'] as const;

/** The topic as the visitor chose it on the contact form, and as the admin inbox shows it. */
export const contactTopicLabels: Record<(typeof contactTopics)[number], string> = {
  general: 'A general question',
  account: 'My account or signing in',
  billing: 'Membership and billing',
  feedback: 'Feedback or an idea',
  privacy: 'Privacy and my data',
};

export const contactMessageInputSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Name is required.'),
      z.maxLength(100, 'Name must be at most 100 characters.'),
    ),
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email('Enter a valid email address.')),
  subject: z.enum(contactTopics, 'Choose a topic.'),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, 'Please write at least 10 characters.'),
      z.maxLength(5000, 'Messages are limited to 5,000 characters.'),
    ),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageSchema = z.extend(contactMessageInputSchema, {
  id: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagePageSchema = z.object({
  items: z.array(contactMessageSchema),
  nextCursor: z.nullable(z.string()),
});
