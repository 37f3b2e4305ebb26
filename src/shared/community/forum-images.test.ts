import { describe, expect, it } from 'vitest';
import { forumImageSize, imageMarkdown, imageMessages, imageProblem, imagesIn } from './forum-images';
import { linksAndImagesIn } from './trust';

const ours = '/forum-images/0b7e6f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b-640x480.webp';

describe('forum images in Markdown', () => {
  it('reads the box of the forum’s own images from their address, and of no other', () => {
    expect(forumImageSize(ours)).toEqual({ width: 640, height: 480 });
    expect(forumImageSize('https://example.com/forum-images/x-1x1.webp')).toBeNull();
    expect(forumImageSize('/forum-images/../avatars/a-1x1.webp')).toBeNull();
    expect(forumImageSize(undefined)).toBeNull();
  });

  it('finds images outside code, with their alt text', () => {
    const text = `A walk ![pine trees](${ours})\n\`![not an image](${ours})\`\n\`\`\`\n![nor this](x)\n\`\`\``;
    expect(imagesIn(text)).toEqual([{ alt: 'pine trees', src: ours }]);
    expect(linksAndImagesIn(text)).toEqual({ images: 1, links: 0 });
  });

  it('asks for alt text, refuses other sites’ pictures, and accepts described images of ours', () => {
    expect(imageProblem(`![](${ours})`)).toBe(imageMessages.alt);
    expect(imageProblem(`![  ](${ours})`)).toBe(imageMessages.alt);
    expect(imageProblem('![a pixel](https://tracker.example/p.png)')).toBe(imageMessages.elsewhere);
    expect(imageProblem(`![${'a'.repeat(201)}](${ours})`)).toBe(imageMessages.altTooLong);
    expect(imageProblem(`Words, and ![a path in the woods](${ours})`)).toBeNull();
    expect(imageProblem('No images at all')).toBeNull();
  });

  it('writes Markdown whose alt text cannot break out of its brackets', () => {
    const markdown = imageMarkdown('a [bracketed]\nline', ours);
    expect(markdown).toBe(`![a  bracketed  line](${ours})`);
    expect(imageProblem(markdown)).toBeNull();
  });
});
