/** The public pages public-pages.e2e.ts checks with axe (light theme, desktop and phone), with their headings. */
export const publicPages = [
  ['/', 'Design Your Life'],
  ['/login', 'Welcome back'],
  ['/register', 'Create your account'],
  ['/forgot-password', 'Reset your password'],
  ['/help', 'Help Center'],
  ['/user-guide', 'User Guide'],
  ['/contact', 'Contact us'],
  ['/about', 'About Design Your Life'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'],
  ['/legal-%20disclaimer', 'Legal Disclaimer'],
  ['/lifetime-early-access', 'Lifetime Early Access'],
  ['/pricing', 'Plans and prices'],
  ['/community/guidelines', 'Welcome and community guidelines'],
  ['/nowhere', "We couldn't find that page"],
] as const;
