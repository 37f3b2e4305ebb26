import { useEffect } from 'react';
import { documentTitle, type PageMeta } from '../page-meta';

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
