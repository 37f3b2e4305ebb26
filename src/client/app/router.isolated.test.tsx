import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appPaths } from '@shared/routes/app-paths';
import type { PageMeta } from './page-meta';
import { createAppRouter, routes } from './router';

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
  return { LoginPage: () => null };
});
vi.mock('./routes/help-page', () => {
  loaded.push('help');
  return { HelpPage: () => null };
});

describe('createAppRouter', () => {
  it("starts loading the current address's page module, and only that one", async () => {
    window.history.replaceState(null, '', '/login');
    const router = createAppRouter();
    expect(router.state.location.pathname).toBe('/login');
    await vi.waitFor(() => expect(loaded).toContain('login'));
    expect(loaded).not.toContain('help');
  });
});
