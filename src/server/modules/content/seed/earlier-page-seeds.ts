/**
 * For each page whose seed text has changed since it was first seeded: the SHA-256 (hex, of the UTF-8 text) of
 * every earlier seed text. A stored page still exactly equal to one of them was never edited by an admin, so the
 * start-up seed brings it up to the current text; any other stored text is an admin's, and is kept.
 */
export const earlierPageSeedHashes: Readonly<Record<string, readonly string[]>> = {
  // 22 November 2026: a copy of one's data, deletion and cancelling were requests through the contact page.
  privacy: ['c0427db0b58e3a8846cfbba82eec2a382d3eab09cf97497229f9e27d337c3c39'],
  terms: ['ff1e69a3fad5229c763690f3b79e06b508e3c1f8e51e635f35c28fc9b3b180f6'],
  'user-guide': ['e55b30887fe29c4a5508ada7aa6c8a9a80f88f31e378e3e5baecdf335ce7b7d6'],
};
