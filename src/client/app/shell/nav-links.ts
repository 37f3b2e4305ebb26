/** The header's links (spec §2); the same list feeds the phone-width menu. */
export interface NavLink {
  to: string;
  label: string;
  /** The label in the slide-in menu, when it differs. */
  menuLabel?: string;
}

export function navLinksFor(session: { signedIn: boolean; isAdmin: boolean }): NavLink[] {
  if (!session.signedIn) return [];
  return [
    { to: '/progress', label: 'Progress' },
    { to: '/library', label: 'Library' },
    { to: '/tools', label: 'Tools' },
    { to: '/community', label: 'Community' },
    ...(session.isAdmin ? [{ to: '/admin', label: 'Admin', menuLabel: 'Admin Panel' }] : []),
    { to: '/profile', label: 'Profile' },
  ];
}

/**
 * What the phone menu adds for a visitor before Login and Sign Up: the header on a wide screen has room only for
 * those two (spec §2), the phone menu has room for a way into the app.
 */
export const visitorMenuLinks: NavLink[] = [
  { to: '/library', label: 'Library' },
  { to: '/tools', label: 'Tools' },
  { to: '/help', label: 'Help' },
];

export const footerColumns = [
  {
    title: 'Support',
    links: [
      { to: '/help', label: 'Help Center' },
      { to: '/user-guide', label: 'User Guide' },
      { to: '/contact', label: 'Contact' },
      { to: '/about', label: 'About' },
      { to: '/pricing', label: 'Plans and prices' },
      { to: '/lifetime-early-access', label: 'Lifetime Early Access' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/cookies', label: 'Cookie Policy' },
      { to: '/legal-%20disclaimer', label: 'Legal Disclaimer' },
    ],
  },
] as const;
