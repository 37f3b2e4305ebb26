// What a browser downloads on a first visit of a page: every script it fetches until the page is usable (the
// network has been quiet for 500 ms after the load), lazy chunks included, each counted at its gzipped size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type ViewportSize } from 'playwright-core';

export interface Visit {
  path: string;
  /** The member's Cookie header, or none for a visitor. */
  cookie?: string;
}

export interface VisitResult extends Visit {
  /** The gzipped bytes of every script downloaded, at the larger of the phone and the desktop viewport. */
  bytes: number;
  /** The scripts of that visit, heaviest first. */
  files: { file: string; bytes: number }[];
}

// A phone as Lighthouse emulates it, and a desktop: a chunk that loads only when something is on screen (or
// wide enough to show) is counted if either loads it.
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1280, height: 900 },
];

const gzipped = new Map<string, number>();
function gzipSize(assetsFolder: string, file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(assetsFolder, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

function cookiesOf(header: string, url: string) {
  return header.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

async function scriptsOfVisit(browser: Browser, baseUrl: string, visit: Visit, viewport: ViewportSize) {
  // A fresh context is a first visit: empty cache; no service worker, which would fetch the assets once more.
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  try {
    if (visit.cookie) await context.addCookies(cookiesOf(visit.cookie, baseUrl));
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.startsWith('/assets/'))
        scripts.add(pathname.slice('/assets/'.length));
    });
    const response = await page.goto(`${baseUrl}${visit.path}`, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${visit.path} answered ${response?.status()}`);
    if (new URL(page.url()).pathname !== new URL(visit.path, baseUrl).pathname)
      throw new Error(`${visit.path} went to ${page.url()}`);
    return scripts;
  } finally {
    await context.close();
  }
}

/** Visits each page in a new browser context and sums the gzipped size of the scripts it downloaded. */
export async function measureFirstVisits(
  baseUrl: string,
  assetsFolder: string,
  visits: Visit[],
): Promise<VisitResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const results: VisitResult[] = [];
    for (const visit of visits) {
      let heaviest: VisitResult | undefined;
      for (const viewport of VIEWPORTS) {
        const files = [...(await scriptsOfVisit(browser, baseUrl, visit, viewport))]
          .map((file) => ({ file, bytes: gzipSize(assetsFolder, file) }))
          .sort((a, b) => b.bytes - a.bytes);
        const bytes = files.reduce((total, file) => total + file.bytes, 0);
        if (!heaviest || bytes > heaviest.bytes) heaviest = { ...visit, bytes, files };
      }
      results.push(heaviest!);
    }
    return results;
  } finally {
    await browser.close();
  }
}
