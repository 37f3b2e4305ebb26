import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// README's "Running at scale" shows the load balancer's configuration; the bench runs the file. One source.
describe("README's HAProxy configuration", () => {
  it('is the one `npm run bench:scale` runs', () => {
    const readme = readFileSync('README.md', 'utf8');
    const config = readFileSync('scripts/bench/scale/haproxy.cfg', 'utf8').trimEnd();
    expect(readme).toContain(`\`\`\`haproxy\n${config}\n\`\`\``);
  });
});
