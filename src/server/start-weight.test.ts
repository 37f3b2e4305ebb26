import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('an embedded start', () => {
  it('loads no driver or SDK for a service it was not configured to use', () => {
    const output = execFileSync(
      process.execPath,
      [
        'node_modules/tsx/dist/cli.mjs',
        '--tsconfig',
        'tsconfig.server.json',
        'src/server/test/packages-loaded-at-start.ts',
      ],
      { encoding: 'utf8', timeout: 90_000 },
    );
    const loaded: string[] = JSON.parse(output);
    // A package the app certainly loads, so the list is known to be read.
    expect(loaded).toContain('fastify');
    // sharp's native binding (libvips), the AWS SDK, nodemailer and ioredis: the CommonJS ones the loader lists.
    expect(loaded.filter((name) => name.startsWith('@img/sharp'))).toEqual([]);
    for (const name of ['@aws-sdk/client-s3', 'nodemailer', 'ioredis', 'prom-client'])
      expect(loaded, name).not.toContain(name);
    // A whole second process starting (tsx compiling the server): on a loaded two-core machine it took over 30 s.
  }, 100_000);
});
