import { z } from 'zod';

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
  name: z.string().trim().min(1, 'Name is required.').max(100, 'Name must be at most 100 characters.'),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.')),
  subject: z.enum(contactTopics, 'Choose a topic.'),
  message: z
    .string()
    .trim()
    .min(10, 'Please write at least 10 characters.')
    .max(5000, 'Messages are limited to 5,000 characters.'),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageSchema = contactMessageInputSchema.extend({
  id: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagePageSchema = z.object({
  items: z.array(contactMessageSchema),
  nextCursor: z.string().nullable(),
});
