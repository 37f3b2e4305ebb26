import { useEffect } from 'react';

/** What a page tells the browser tab and search engines (a route carries it as its `handle`). */
export interface PageMeta {
  /** The page's own name; the document title adds " · Design Your Life". Empty on the home page. */
  title: string;
  description: string;
}

export const SITE_NAME = 'Design Your Life';

/** "Gratitude Log · Design Your Life", or the site name alone for the home page. */
export function documentTitle(meta: PageMeta): string {
  return meta.title ? `${meta.title} · ${SITE_NAME}` : SITE_NAME;
}

function setDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/** Sets the document title and meta description of the page it is rendered with (every route's element). */
export function DocumentMeta({ meta }: { meta: PageMeta }) {
  const title = documentTitle(meta);
  useEffect(() => {
    document.title = title;
    setDescription(meta.description);
  }, [title, meta.description]);
  return null;
}
