import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle, homeMeta, type PageMeta } from '../page-meta';

function isPageMeta(handle: unknown): handle is PageMeta {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'description' in handle;
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

/** Sets the document title and meta description from the deepest matched route's `handle`. */
export function DocumentMeta() {
  const matches = useMatches();
  const meta = matches.map((match) => match.handle).findLast(isPageMeta) ?? homeMeta;
  const title = documentTitle(meta);
  useEffect(() => {
    document.title = title;
    setDescription(meta.description);
  }, [title, meta.description]);
  return null;
}
