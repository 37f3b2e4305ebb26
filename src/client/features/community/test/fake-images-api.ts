import { forumImageSchema } from '@shared/community/forum-images';
import { error, reply } from './fake-api-answers';

/** The image every upload to the fake becomes (its address encodes its box). */
export const FAKE_IMAGE_URL = '/forum-images/0b7e6f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b-640x480.webp';

/** POST /api/community/images: a form with one file under "image" becomes FAKE_IMAGE_URL. */
export function answerImages(route: string, body: unknown): Response | undefined {
  if (route !== 'POST /api/community/images') return undefined;
  if (!(body instanceof FormData) || !(body.get('image') instanceof File))
    return error(400, 'bad_request', 'Send the image as multipart, field "image".');
  return reply(forumImageSchema, { url: FAKE_IMAGE_URL, width: 640, height: 480 }, 201);
}
