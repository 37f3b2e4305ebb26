import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appPaths } from '@shared/routes/app-paths';
import type { PageMeta } from '@client/lib/document-meta';
import { preloadPageOf, routes } from './router';

function leafRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => (route.children ? leafRoutes(route.children) : [route]));
}

describe('the app router', () => {
  const leaves = leafRoutes(routes).filter((route) => route.path !== '*');

  it('is built from exactly the shared app paths the server knows', () => {
    expect(leaves.map((route) => route.path).sort()).toEqual(Object.values(appPaths).sort());
  });

  it('gives every page, and the not-found page, a title and a description', () => {
    for (const route of leafRoutes(routes)) {
      const meta = route.handle as PageMeta | undefined;
      expect(meta?.description, route.path).toMatch(/\w{3}/);
      if (route.path !== appPaths.home) expect(meta?.title, route.path).toMatch(/\w{3}/);
    }
  });
});

const loaded = vi.hoisted(() => [] as string[]);
vi.mock('./routes/login-page', () => {
  loaded.push('login');
  return { LoginPage: () => <p>The login page</p> };
});
vi.mock('./routes/help-page', () => {
  loaded.push('help');
  return { HelpPage: () => null };
});
vi.mock('./routes/community-post-page', () => {
  loaded.push('post');
  return { CommunityPostPage: () => null };
});

describe('preloadPageOf', () => {
  it("starts loading the address's page module, and only that one, and says when it is in", async () => {
    await preloadPageOf({ pathname: '/login' });
    expect(loaded).toEqual(['login']);
  });

  it('finds the page of an address with parameters by matching the routes', async () => {
    const pages = await preloadPageOf({ pathname: '/community/post/p-1' });
    expect(loaded).toContain('post');
    expect(pages).toHaveLength(1);
  });

  it('renders a page whose module is in at once, without suspending to a spinner first', async () => {
    await preloadPageOf({ pathname: '/login' });
    const login = leafRoutes(routes).find((route) => route.path === appPaths.login);
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Suspense fallback={<p>Waiting for the page</p>}>{login?.element}</Suspense>
      </MemoryRouter>,
    );
    expect(screen.getByText('The login page')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for the page')).toBeNull();
  });
});
