/** The cookie policy (page 'cookies'), in Markdown; seeded once, then edited by admins. */
export const cookiesPage = `Last updated: 22 November 2026

## What cookies are

Cookies are small text files that a website asks your browser to store and send back on later visits. They can be used for essential things, like remembering that you are signed in, or for tracking people across websites. We only do the first.

## The one cookie we use

When you sign in, we set a single **session cookie**. It holds a random token that links your browser to your sign-in, so you do not have to enter your password on every page.

- **Purpose**: strictly necessary, to keep you signed in and protect your account.
- **HttpOnly**: scripts running in the page cannot read it, which helps protect it from being stolen.
- **First-party only**: it is set by and sent only to Design Your Life.
- **Duration**: up to 30 days, renewed while you use the site. Signing out removes it, and resetting your password ends your sessions on other devices.

## What we do not use

- No analytics or statistics cookies.
- No advertising, retargeting or social media cookies.
- No third-party scripts, tracking pixels or embedded content that could set cookies of their own.
- No fonts or images loaded from other companies’ servers.

## Why we do not show a cookie banner

Privacy laws such as the ePrivacy rules in the EU and UK require consent for cookies that are not strictly necessary. Because our only cookie is strictly necessary to provide the service you ask for when you sign in, there is nothing to opt in or out of, so we do not interrupt you with a banner.

## Managing cookies

You can see and delete cookies in your browser’s settings, and block them entirely. If you block our session cookie, you can still read public pages such as this one, but you will not be able to sign in.

## Changes to this policy

If we ever need another cookie, we will update this policy and its “Last updated” date first, and ask for your consent wherever the law requires it.

## Contact us

Questions about cookies or your privacy? Read our [privacy policy](/privacy) or write to us through the [contact page](/contact).
`;
