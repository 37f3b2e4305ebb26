import type { default as Sharp } from 'sharp';

// sharp brings libvips, about 27 MB of resident memory: it loads on the first image a member or an admin
// uploads, not at every start (issue 7: the embedded server within 300 MB).
let loaded: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  return (loaded ??= import('sharp').then((module) => module.default));
}
