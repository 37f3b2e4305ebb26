import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
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
  return { LoginPage: () => <p>The login page</p> };
});
vi.mock('./routes/help-page', () => {
  loaded.push('help');
  return { HelpPage: () => null };
});

describe('createAppRouter', () => {
  it("starts loading the current address's page module, and only that one, and says when it is in", async () => {
    window.history.replaceState(null, '', '/login');
    const { router, pageLoaded } = createAppRouter();
    expect(router.state.location.pathname).toBe('/login');
    await pageLoaded;
    expect(loaded).toEqual(['login']);
  });

  it('renders a page whose module is in at once, without suspending to a spinner first', async () => {
    window.history.replaceState(null, '', '/login');
    await createAppRouter().pageLoaded;
    const login = leafRoutes(routes).find((route) => route.path === appPaths.login);
    render(<Suspense fallback={<p>Waiting for the page</p>}>{login?.element}</Suspense>);
    expect(screen.getByText('The login page')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for the page')).toBeNull();
  });
});
