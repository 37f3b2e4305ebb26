import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutInputSchema, type Plans } from '@shared/billing/billing.schemas';
import { Toaster } from '@client/components/ui/toaster';
import { jsonResponse } from '@client/test/fake-tool-api';
import { renderWithSession, signedInSession } from '@client/test/render-app';
import { PlansTable } from './plans-table';

const plans = (overrides: Partial<Plans>): Plans => ({
  provider: 'stripe',
  canCheckout: true,
  canManageBilling: false,
  current: { tier: 'growth', status: 'active' },
  plans: [
    {
      tier: 'free',
      name: 'Free',
      price: 'Free',
      features: ['The library'],
      channels: ['Free User Questions'],
    },
    {
      tier: 'growth',
      name: 'Growth',
      price: '$9 / month',
      features: ['Every skill category'],
      channels: ['Free User Questions', 'Tool Talk'],
    },
    {
      tier: 'lifetime_mastery',
      name: 'Lifetime Mastery',
      price: '$299 once',
      features: ['Pay once, keep it for life'],
      channels: ['Free User Questions', 'Tool Talk', 'Lifetime Masters'],
    },
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

  it('asks before a paid change, with the plan and its price, and sends nothing until Confirm', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = checkoutInputSchema.parse(JSON.parse(String(init?.body)));
      return jsonResponse({ url: null, tier: body.tier });
    });
    vi.stubGlobal('fetch', fetch);
    renderWithSession(
      <>
        <PlansTable plans={plans({ provider: 'none', current: { tier: 'free', status: 'active' } })} />
        <Toaster />
      </>,
      signedInSession(),
    );
    const upgrade = screen.getByRole('button', { name: 'Upgrade to Lifetime Mastery' });
    await userEvent.click(upgrade);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Upgrade to Lifetime Mastery for $299 once?' },
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent('Your membership changes to Lifetime Mastery now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(upgrade);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/billing/checkout',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    // The toast names the plan, not its key.
    await screen.findByText('You are now on Lifetime Mastery.');
    expect(screen.getByText('Subscription Updated')).toBeInTheDocument();
  });

  it("tells a Stripe member they pay the plan's price on Stripe's page", async () => {
    renderWithSession(<PlansTable plans={plans({})} />, signedInSession());
    await userEvent.click(screen.getByRole('button', { name: 'Change to Lifetime Mastery' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Change to Lifetime Mastery for $299 once?' },
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent("You will pay $299 once on Stripe's secure payment page");
  });

  it('asks before cancelling, saying when the plan ends, and cancels only when confirmed', async () => {
    const fetch = vi.fn(async () => jsonResponse({ when: 'at-period-end' }));
    vi.stubGlobal('fetch', fetch);
    renderWithSession(
      <>
        <PlansTable plans={plans({})} />
        <Toaster />
      </>,
      signedInSession(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel my plan?' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('ends at the end of the period you have paid for');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel my plan?' }, { timeout: 5000 });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel my plan' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/billing/cancel', expect.objectContaining({ method: 'POST' })),
    );
    await screen.findByText('Your plan ends at the end of this period.');
  });

  it('offers a Lifetime Mastery member no cancel and no change: it is theirs for life', () => {
    renderWithSession(
      <PlansTable plans={plans({ current: { tier: 'lifetime_mastery', status: 'active' } })} />,
      signedInSession(),
    );
    expect(screen.getByText('Yours for life')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel my plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change to/ })).not.toBeInTheDocument();
  });

  it("shows a visitor each plan's price and forum channels, with 'Sign up to choose' coming back to Membership", () => {
    renderWithSession(<PlansTable plans={plans({ current: null })} />, undefined);
    expect(screen.getByText('$299 once')).toBeInTheDocument();
    expect(screen.getByText('Free User Questions, Tool Talk, Lifetime Masters')).toBeInTheDocument();
    const signUps = screen.getAllByRole('link', { name: 'Sign up to choose' });
    expect(signUps).toHaveLength(2);
    expect(signUps[0]).toHaveAttribute('href', '/register?next=%2Fsubscription');
    expect(signUps[0]).toHaveAccessibleDescription('Growth');
    expect(screen.getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your membership/)).not.toBeInTheDocument();
  });
});
