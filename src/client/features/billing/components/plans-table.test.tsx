import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plans } from '@shared/billing/billing.schemas';
import { jsonResponse } from '@client/test/fake-tool-api';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { PlansTable } from './plans-table';

const plans = (overrides: Partial<Plans>): Plans => ({
  provider: 'stripe',
  canCheckout: true,
  canManageBilling: false,
  current: { tier: 'growth', status: 'active' },
  plans: [
    { tier: 'free', name: 'Free', price: 'Free', features: ['The library'] },
    { tier: 'growth', name: 'Growth', price: '$9 / month', features: ['The forum'] },
  ],
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PlansTable', () => {
  it("opens the provider's billing page from 'Manage billing' for a paying Stripe member", async () => {
    const fetch = vi.fn(async () => jsonResponse({ url: 'https://billing.stripe.com/p/session/x' }));
    vi.stubGlobal('fetch', fetch);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderWithSession(<PlansTable plans={plans({ canManageBilling: true })} />, signedInSession());
    fireEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/x'));
    expect(fetch).toHaveBeenCalledWith('/api/billing/portal', expect.objectContaining({ method: 'POST' }));
  });

  it("offers no 'Manage billing' when there is nothing to manage at the provider", () => {
    renderWithSession(<PlansTable plans={plans({ provider: 'none' })} />, signedInSession());
    expect(screen.getByRole('button', { name: 'Cancel my plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });
});
