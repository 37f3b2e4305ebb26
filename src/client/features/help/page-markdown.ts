import { useEffect } from 'react';
import type { ContentBundle } from '@shared/content/content.schemas';
import { useContent } from '@client/features/library/api/content';
import { preloadMarkdownRenderer } from './components/markdown-document';

/** The long-form public pages whose text lives in the content store (the `pages` table). */
export type PageId =
  | 'help'
  | 'user-guide'
  | 'about'
  | 'privacy'
  | 'terms'
  | 'cookies'
  | 'legal-disclaimer'
  | 'lifetime-early-access'
  | 'community-guidelines';

export type PageMarkdownState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; markdown: string };

/**
 * Where a page's Markdown stands: ready as soon as the bundle holds non-blank text for it (even if a
 * later refetch failed), loading while the first fetch is under way, otherwise missing.
 */
export function pageMarkdownState(
  data: ContentBundle | undefined,
  isPending: boolean,
  pageId: PageId,
): PageMarkdownState {
  const markdown = data?.pages[pageId];
  if (markdown !== undefined && markdown.trim() !== '') return { status: 'ready', markdown };
  return isPending ? { status: 'loading' } : { status: 'missing' };
}

/**
 * A page's Markdown from the content bundle. The Markdown renderer starts loading once the page has first been
 * painted: asked for during that render, its 32 KiB shared a phone's bandwidth with the page's own chunks.
 */
export function usePageMarkdown(pageId: PageId): PageMarkdownState {
  useEffect(preloadMarkdownRenderer, []);
  const { data, isPending } = useContent();
  return pageMarkdownState(data, isPending, pageId);
}
