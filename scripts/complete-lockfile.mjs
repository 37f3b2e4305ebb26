// The registry these machines reach serves only this platform's optional native packages (the others 404),
// so npm leaves them out of package-lock.json, and `npm ci` then calls the lockfile out of sync.
// This adds each missing optional package as a stub entry (version and optional only): npm ci accepts the
// lockfile again and skips the stub on this platform, as it does any optional package it cannot install.
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    packages[hoisted] = { version: String(range).replace(/^[\^~=]/, ''), optional: true };
    added += 1;
  }
}
if (added) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`complete-lockfile: ${added} optional package stub(s) added`);
