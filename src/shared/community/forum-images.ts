import * as z from '../api/zod-mini';

/**
 * Images in posts and replies: uploaded through the forum's image button, re-encoded as WebP by the server and
 * served from /forum-images/<id>-<width>x<height>.webp, so a page reserves each image's box before it loads.
 */
export const FORUM_IMAGE_PATH = '/forum-images/';
/** A name the server makes: a UUID, then the encoded width and height. */
export const FORUM_IMAGE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(\d{1,4})x(\d{1,4})\.webp$/;
/** As avatars: at most 5 MB, PNG, JPEG or WebP. */
export const FORUM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest side an image is kept at (larger ones are scaled down, never up). */
export const FORUM_IMAGE_MAX_SIDE = 1600;
export const FORUM_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
export const ALT_TEXT_MAX_LENGTH = 200;

export const forumImageSchema = z.object({
  url: z.string(),
  width: z.number().check(z.int()),
  height: z.number().check(z.int()),
});
export type ForumImage = z.infer<typeof forumImageSchema>;

/** The box of one of the forum's images, read from its address; null for any other address. */
export function forumImageSize(src: string | undefined): { width: number; height: number } | null {
  if (!src?.startsWith(FORUM_IMAGE_PATH)) return null;
  const match = FORUM_IMAGE_NAME.exec(src.slice(FORUM_IMAGE_PATH.length));
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

const IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;

/** The Markdown images of a text (outside code), with their alt text and address. */
export function imagesIn(markdown: string): { alt: string; src: string }[] {
  const text = markdown.replace(/```[\s\S]*?(?:```|$)|~~~[\s\S]*?(?:~~~|$)|`[^`\n]*`/g, ' ');
  return [...text.matchAll(IMAGE)].map((m) => ({ alt: m[1]!.trim(), src: m[2]! }));
}

export const imageMessages = {
  alt: 'Describe each image in a few words (its alt text), for members who cannot see it.',
  altTooLong: `Keep each image's description under ${ALT_TEXT_MAX_LENGTH} characters.`,
  elsewhere: 'Add images with the image button: pictures from other sites are not shown here.',
};

/** What is wrong with a text's images, or null: each needs alt text and must be one of the forum's own. */
export function imageProblem(markdown: string): string | null {
  for (const { alt, src } of imagesIn(markdown)) {
    if (!forumImageSize(src)) return imageMessages.elsewhere;
    if (!alt) return imageMessages.alt;
    if (alt.length > ALT_TEXT_MAX_LENGTH) return imageMessages.altTooLong;
  }
  return null;
}

/** A check for a post's or reply's text: its images are the forum's own and described. */
export const forumImagesDescribed = z.superRefine((text: string, ctx) => {
  const problem = imageProblem(text);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: text });
});

/** The Markdown that shows an uploaded image. */
export const imageMarkdown = (alt: string, url: string) =>
  `![${alt.replace(/[[\]\n]/g, ' ').trim()}](${url})`;
