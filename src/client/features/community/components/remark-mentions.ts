import { MENTION_PATTERN } from '@shared/community/mentions';

/** The Markdown tree, as far as this plugin reads and writes it. */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
}

/** The profile page a mention links to. */
export const mentionHref = (name: string) => `/community/user/${encodeURIComponent(name.toLowerCase())}`;

function splitMentions(text: string): MdNode[] {
  const nodes: MdNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const at = match.index;
    if (at > last) nodes.push({ type: 'text', value: text.slice(last, at) });
    nodes.push({ type: 'link', url: mentionHref(match[1]!), children: [{ type: 'text', value: match[0] }] });
    last = at + match[0].length;
  }
  if (last === 0) return [{ type: 'text', value: text }];
  if (last < text.length) nodes.push({ type: 'text', value: text.slice(last) });
  return nodes;
}

function linkMentions(node: MdNode): void {
  // Code and links keep their words as written.
  if (!node.children || node.type === 'link' || node.type === 'linkReference') return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && child.value) return splitMentions(child.value);
    linkMentions(child);
    return [child];
  });
}

/** A remark plugin: "@piakowalski" in a member's writing links to their profile. */
export function remarkMentions() {
  return (tree: MdNode) => linkMentions(tree);
}
