/** The help center's own text (page 'help'), in Markdown; seeded once, then edited by admins. */
export const helpPage = `## Still need help?

Send us a message and tell us what you were trying to do. Someone from our team will reply by email. Please don’t use the contact form for emergencies: if you need urgent help, use the numbers at the top of this page.
`;
