import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appPaths } from '../../src/shared/routes/app-paths';
import { preloadRoute, routeChunks, routePages, routePreloadScript } from './preload-route-chunks';

/** A document that records the links the script adds. */
function fakeDocument() {
  const links: { rel: string; crossOrigin: string | null; href: string }[] = [];
  return {
    links,
    doc: {
      createElement: () => ({ rel: '', crossOrigin: null as string | null, href: '' }),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    } as unknown as Pick<Document, 'createElement' | 'head'>,
  };
}

const table = [
  ['/', [0], []],
  ['/tools/:toolId', [1, 2], []],
  ['/tools/habit-tracker', [3, 2], ['/api/tools/habit-tracker/entries']],
  ['/progress/*', [4], []],
  ['/legal- disclaimer', [5], []],
] as const;
const files = ['home.js', 'tool.js', 'kit.js', 'habits.js', 'progress.js', 'legal.js'];

const now = (next: () => void) => next();

function preloaded(pathname: string, search = '') {
  const { links, doc } = fakeDocument();
  preloadRoute(files, table, { pathname, search }, doc, now);
  return links.map((link) => link.href);
}

describe('preloadRoute', () => {
  it('preloads the chunks of the most specific route of the address', () => {
    expect(preloaded('/')).toEqual(['/home.js']);
    expect(preloaded('/tools/habit-tracker')).toEqual([
      '/habits.js',
      '/api/tools/habit-tracker/entries',
      '/kit.js',
    ]);
    expect(preloaded('/tools/a-tool-an-admin-added')).toEqual(['/tool.js', '/kit.js']);
    expect(preloaded('/progress')).toEqual(['/progress.js']);
    expect(preloaded('/progress/streaks/week')).toEqual(['/progress.js']);
    expect(preloaded('/legal-%20disclaimer')).toEqual(['/legal.js']);
  });

  it('preloads nothing for an address no route has, or one that cannot be decoded', () => {
    expect(preloaded('/nowhere')).toEqual([]);
    expect(preloaded('/tools/habit-tracker/more')).toEqual([]);
    expect(preloaded('/%E0%A4%A')).toEqual([]);
  });

  it('adds preloads the page can use: modules and answers in the same credentials mode as its requests', () => {
    const { links, doc } = fakeDocument();
    preloadRoute(files, table, { pathname: '/tools/habit-tracker', search: '' }, doc, now);
    expect(links).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/habits.js' },
      { rel: 'preload', as: 'fetch', crossOrigin: '', href: '/api/tools/habit-tracker/entries' },
      { rel: 'modulepreload', crossOrigin: '', href: '/kit.js' },
    ]);
  });

  it('preloads no answers for an address with a query string, whose page asks for others', () => {
    expect(preloaded('/tools/habit-tracker', '?view=archived')).toEqual(['/habits.js', '/kit.js']);
  });

  it('adds two links per task, the page first, so asking for them never makes a long task', () => {
    const many = Array.from({ length: 10 }, (_, index) => `chunk-${index}.js`);
    const { links, doc } = fakeDocument();
    const queued: (() => void)[] = [];
    preloadRoute(
      many,
      [['/', many.map((_, index) => index), []]],
      { pathname: '/', search: '' },
      doc,
      (next) => queued.push(next),
    );
    expect(links.map((link) => link.href)).toEqual(['/chunk-0.js', '/chunk-1.js']);
    while (queued.length > 0) queued.shift()!();
    expect(links.map((link) => link.href)).toEqual(many.map((file) => `/${file}`));
  });
});

describe('routePreloadScript', () => {
  it('is a self-contained script that runs preloadRoute on the address', () => {
    const script = routePreloadScript([
      { path: '/', files: ['assets/home.js'], data: [] },
      { path: '/login', files: ['assets/login.js', 'assets/form.js'], data: [] },
    ]);
    const { links, doc } = fakeDocument();
    new Function('location', 'document', script)({ pathname: '/login', search: '' }, doc);
    expect(links.map((link) => link.href)).toEqual(['/assets/login.js', '/assets/form.js']);
  });
});

describe('routePages', () => {
  it('finds the page module of every route of the app', () => {
    const pages = routePages(readFileSync('src/client/app/router.tsx', 'utf8'), appPaths);
    expect(pages).toContainEqual({
      path: '/tools/pomodoro-timer',
      module: 'src/client/app/routes/tools/pomodoro-timer-page.tsx',
    });
    expect(pages.map((page) => page.path).sort()).toEqual(Object.values(appPaths).sort());
  });

  it("takes the answers a route's page asks for from the route data", () => {
    const pages = routePages(readFileSync('src/client/app/router.tsx', 'utf8'), appPaths, {
      dashboard: ['/api/me/dashboard'],
    });
    expect(pages.find((page) => page.path === '/dashboard')?.data).toEqual(['/api/me/dashboard']);
  });

  it('stops the build when a route names a page it cannot find', () => {
    expect(() => routePages("route('home', HomePage)", appPaths)).toThrow('no page module found');
  });
});

describe('routeChunks', () => {
  it("lists a page's chunk and its static imports, less what the entry already loads", () => {
    const chunks = [
      {
        fileName: 'assets/index.js',
        facadeModuleId: '/app/src/client/main.tsx',
        imports: ['assets/runtime.js'],
      },
      { fileName: 'assets/runtime.js', facadeModuleId: null, imports: [] },
      {
        fileName: 'assets/login.js',
        facadeModuleId: '/app/src/client/app/routes/login-page.tsx',
        imports: ['assets/index.js', 'assets/form.js'],
      },
      { fileName: 'assets/form.js', facadeModuleId: null, imports: ['assets/runtime.js', 'assets/icon.js'] },
      { fileName: 'assets/icon.js', facadeModuleId: null, imports: [] },
    ];
    expect(
      routeChunks(
        [{ path: '/login', module: 'src/client/app/routes/login-page.tsx' }],
        chunks,
        'assets/index.js',
        '/app',
      ),
    ).toEqual([{ path: '/login', files: ['assets/login.js', 'assets/form.js', 'assets/icon.js'], data: [] }]);
  });
});
