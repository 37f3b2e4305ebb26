import type { FastifyBaseLogger } from 'fastify';
import { tierNames } from '@shared/billing/plan-features';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import type { Mailer, MailMessage } from './mailer';

/** What a notice to a member needs: the app's mailer, the site's address for links, and a log for failures. */
export interface NoticeDeps {
  mailer: Mailer;
  appUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Sends a notice about a change that has already committed. A mail that fails is logged and the change
 * stands: the member's request still succeeds.
 */
export async function sendNotice(deps: NoticeDeps, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    // The subject says which notice; the address stays out of the log.
    deps.log.error({ err: error, subject: message.subject }, 'member notice could not be sent');
  }
}

const signature = '\nWith care,\nThe Design Your Life team\n';

/** After a password change or a completed reset, with the way back if it was not the member. */
export function passwordChangedMail(
  appUrl: string,
  notice: { to: string; how: 'changed' | 'reset' },
): MailMessage {
  const link = `${appUrl}/forgot-password`;
  const what =
    notice.how === 'changed'
      ? 'The password of your Design Your Life account was just changed from your profile. Your other devices were signed out.'
      : 'The password of your Design Your Life account was just reset with a link we emailed. Every device that was signed in was signed out.';
  return {
    to: notice.to,
    subject: 'Your Design Your Life password was changed',
    text: `Hello,\n\n${what}\n\nIf this was you, there is nothing more to do.\n\nIf this was not you, reset your password here straight away; that signs everyone else out:\n\n${link}\n${signature}`,
    link,
  };
}

/** After a member deleted their own account: what was removed and what stayed, to the address it had. */
export function accountDeletedMail(
  appUrl: string,
  notice: { to: string; removedCommunityContent: boolean },
): MailMessage {
  const removed = [
    'your sign-in, your profile, your picture and your membership level; a plan that renewed is cancelled, so nothing more is charged',
    'your journal, every tool entry, your settings, your practice history and your progress',
    'your likes and poll votes in the community',
    ...(notice.removedCommunityContent ? ['your community posts and replies, as you chose'] : []),
  ];
  const stayed = [
    ...(notice.removedCommunityContent
      ? []
      : [
          'your community posts and replies, so that conversations still make sense. They are signed “Former member” instead of your name',
        ]),
    'reports you made about posts, for the moderators’ records, without your name or your note',
    'messages you sent us through the contact page, no longer linked to an account',
  ];
  const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
  return {
    to: notice.to,
    subject: 'Your Design Your Life account was deleted',
    text: `Hello,\n\nAs you asked, your Design Your Life account (${notice.to}) has been deleted. Thank you for the time you spent with us.\n\nWhat we removed:\n${list(removed)}\n\nWhat stayed:\n${list(stayed)}\n\nThis cannot be undone, but you are always welcome to create a new account with this address.\n\nIf you did not delete your account yourself, please tell us: ${appUrl}/contact\n${signature}`,
  };
}

/** The facts of a plan change a member is told about. */
export type PlanNotice =
  /** A new plan, in effect now. `charged` is false on a site that takes no payments. */
  | {
      kind: 'changed';
      to: string;
      from: SubscriptionTier;
      plan: SubscriptionTier;
      price: string;
      charged: boolean;
    }
  /** The member cancelled: the plan ends now, or at `endsAt` (the end of the paid period; null when unknown). */
  | { kind: 'cancelled'; to: string; plan: SubscriptionTier; price: string; endsAt: Date | 'now' | null }
  /** The payment provider ended the plan: cancelled at the period end, or its payment did not go through. */
  | { kind: 'ended'; to: string; plan: SubscriptionTier; price: string; reason: 'cancelled' | 'unpaid' };

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What a tier costs, in the words a mail uses ('$19 / month'; the free membership costs nothing). */
export function planPrice(tier: SubscriptionTier, prices: Partial<Record<SubscriptionTier, string>>): string {
  if (tier === 'free') return 'free of charge';
  return prices[tier] ?? 'no charge';
}

const FREE_STAYS =
  'Your journal, tool entries and progress stay in your account; what the free membership does not include is locked again.';

/** After a plan changed, was cancelled or ended: the plan's name, what it costs and when it takes effect. */
export function planMail(appUrl: string, notice: PlanNotice): MailMessage {
  const link = `${appUrl}/subscription`;
  const name = tierNames[notice.plan];
  const free = `the ${tierNames.free} membership (${planPrice('free', {})})`;
  let subject: string;
  let body: string;
  switch (notice.kind) {
    case 'changed':
      subject = `Your membership is now ${name}`;
      body =
        `Your Design Your Life membership changed from ${tierNames[notice.from]} to ${name} (${notice.price}). It takes effect now: everything ${name} includes is open to you.` +
        (notice.charged ? '' : '\n\nThis site takes no payments at the moment, so nothing was charged.');
      break;
    case 'cancelled':
      subject = `Your ${name} membership is cancelled`;
      body =
        notice.endsAt === 'now'
          ? `Your ${name} membership (${notice.price}) is cancelled and ended now. You are on ${free} from today. ${FREE_STAYS}`
          : `Your ${name} membership (${notice.price}) is cancelled and will not renew, so nothing more will be charged for it. You keep everything it includes ${notice.endsAt ? `until ${longDate.format(notice.endsAt)}` : 'until the end of the period you have paid for'}; then you move to ${free}. ${FREE_STAYS}`;
      break;
    case 'ended':
      subject = `Your ${name} membership ${notice.reason === 'cancelled' ? 'has ended' : 'is on hold'}`;
      body =
        notice.reason === 'cancelled'
          ? `Your ${name} membership (${notice.price}) has ended and will not renew. You are on ${free} from today. ${FREE_STAYS}`
          : `Your ${name} membership (${notice.price}) is on hold because its latest payment did not go through. Until it is paid, you are on ${free}. You can update your payment method with "Manage billing" on the Membership page.`;
      break;
  }
  return {
    to: notice.to,
    subject,
    text: `Hello,\n\n${body}\n\nYou can see or change your membership at any time on the Membership page:\n\n${link}\n${signature}`,
    link,
  };
}
