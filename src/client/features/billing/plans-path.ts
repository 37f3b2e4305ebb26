import { useSession } from '@client/features/account/use-session';

/**
 * Where 'Compare plans' and every lock lead: a member to their Membership page, where they change plan; a
 * visitor to the public prices (the Membership page would only send them to sign in).
 */
export function usePlansPath(): '/subscription' | '/pricing' {
  return useSession().user ? '/subscription' : '/pricing';
}
