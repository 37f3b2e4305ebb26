import type { Page } from 'playwright-core';

/** One control on a page, with the box a pointer can hit (for a tick box or radio, the largest of it and its labels). */
export interface Target {
  name: string;
  width: number;
  height: number;
  /** A main action: a form's submit, a primary button (data-button="primary"), a timer's Start, Pause or Resume. */
  main: boolean;
}

/** Every control counted by WCAG 2.2's target size (2.5.8), as the brief of issue 32.5 lists them. */
const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  ...['button', 'checkbox', 'switch', 'tab', 'link', 'menuitem', 'radio'].map((role) => `[role="${role}"]`),
].join(', ');

/**
 * The controls on the page at its present size, with their target boxes. Left out: what is not rendered or
 * is hidden from everyone (display: none, visibility: hidden, aria-hidden, inert), what is visually hidden and
 * not a box or radio (the "Skip to content" link until focused), and the one exception taken from 2.5.8: a
 * link inline in a sentence (its block holds other words).
 */
export function collectTargets(page: Page): Promise<Target[]> {
  return page.evaluate((selector) => {
    const text = (element: Element | null | undefined) =>
      (element instanceof HTMLElement ? element.innerText : (element?.textContent ?? ''))
        .replace(/\s+/g, ' ')
        .trim();
    const nameOf = (element: HTMLElement): string => {
      const labelledBy = element.getAttribute('aria-labelledby');
      const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
      const name =
        element.getAttribute('aria-label') ||
        (labelledBy
          ? labelledBy
              .split(' ')
              .map((id) => text(document.getElementById(id)))
              .join(' ')
          : '') ||
        labels.map((label) => text(label)).join(' ') ||
        text(element) ||
        element.getAttribute('title') ||
        element.getAttribute('placeholder') ||
        `<${element.tagName.toLowerCase()}>`;
      return name.slice(0, 70);
    };
    const hiddenFromAll = (element: HTMLElement) =>
      element.closest('[aria-hidden="true"], [inert]') !== null ||
      !element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
    const box = (element: Element) => element.getBoundingClientRect();
    /**
     * A link in running text: shown inline, in a block whose words are not all links or buttons (two links
     * side by side with a dot between them are not a sentence).
     */
    const inlineInSentence = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      if (!block) return false;
      let rest = text(block);
      for (const control of block.querySelectorAll('a, button')) rest = rest.replace(text(control), '');
      return /\p{L}{2,}/u.test(rest);
    };
    // A toggle in a group (aria-pressed) is a choice, not the action, whatever its colour.
    const mainAction = (element: HTMLElement) =>
      !element.hasAttribute('aria-pressed') &&
      ((element instanceof HTMLButtonElement && element.type === 'submit') ||
        element.dataset.button === 'primary' ||
        /^(Start|Pause|Resume)( focus| break)?$/.test(text(element)));

    const found: { name: string; width: number; height: number; main: boolean }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (hiddenFromAll(element) || inlineInSentence(element)) continue;
      const own = box(element);
      const isBox = element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type);
      // What a pointer can hit: a box's label, wrapping it or pointing at it, takes the click too.
      const candidates = [own, ...(isBox ? [...(element as HTMLInputElement).labels!].map(box) : [])];
      const visible = candidates.filter((rect) => rect.width > 1 && rect.height > 1);
      if (visible.length === 0) continue;
      const best = visible.reduce((a, b) =>
        Math.min(b.width, b.height) > Math.min(a.width, a.height) ? b : a,
      );
      found.push({
        name: nameOf(element),
        width: Math.round(best.width * 10) / 10,
        height: Math.round(best.height * 10) / 10,
        main: mainAction(element),
      });
    }
    return found;
  }, CONTROLS);
}

/** The targets under 24 × 24 px, and main actions under 44 px tall, each as "name w×h". */
export function undersized(targets: Target[]): string[] {
  return targets
    .filter((t) => t.width < 24 || t.height < 24 || (t.main && t.height < 44))
    .map((t) => `${t.main ? '[main] ' : ''}${t.name} ${t.width}×${t.height}`);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The guide's words that neither sit inside the drawn circle nor keep clear of it (spill over its edge). */
export async function wordsAcrossTheCircle(page: Page, testId: string): Promise<string[]> {
  return page.getByTestId(testId).evaluate((guide) => {
    const circle = guide.querySelector('[data-breathing-circle]')!.getBoundingClientRect();
    const radius = circle.width / 2;
    const centre = { x: circle.x + radius, y: circle.y + circle.height / 2 };
    const inside = (x: number, y: number) => Math.hypot(x - centre.x, y - centre.y) <= radius;
    return [...guide.querySelectorAll('p')]
      .filter((word) => {
        const text = word.getBoundingClientRect();
        const corners = [
          [text.left, text.top],
          [text.right, text.top],
          [text.left, text.bottom],
          [text.right, text.bottom],
        ] as const;
        const within = corners.every(([x, y]) => inside(x, y));
        const clear =
          text.top >= circle.bottom ||
          text.bottom <= circle.top ||
          text.left >= circle.right ||
          text.right <= circle.left;
        return !within && !clear;
      })
      .map((word) => `${word.textContent} (${Math.round(circle.width)} px circle)`);
  });
}

/** How far the circle has shrunk: its drawn width over its box's. */
export const circleScale = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((guide) => {
    const circle = guide.querySelector('[data-breathing-circle]')!;
    return circle.getBoundingClientRect().width / (circle.parentElement?.getBoundingClientRect().width ?? 1);
  });
