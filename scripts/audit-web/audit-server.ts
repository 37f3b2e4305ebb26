// The built server the audit measures: started on a free port with a throwaway DATA_DIR and a known admin, by
// the same code that starts it for the browser journeys (e2e/support/server-process.ts).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer } from '../../e2e/support/server-process';

export interface AuditServer {
  baseUrl: string;
  admin: { email: string; password: string };
  stop: () => Promise<void>;
}

/** Builds if needed, then starts `dist/server/main.js` as `npm run serve` does, on data of its own. */
export async function startAuditServer(): Promise<AuditServer> {
  if (!existsSync('dist/client/index.html') || !existsSync('dist/server/main.js')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'dyl-audit-'));
  // The seeded admin sets the audit member's tier, so the forum shows its channels as a paying member sees them.
  const admin = { email: 'audit-admin@example.com', password: randomBytes(18).toString('base64url') };
  const server = await startServer({
    port: await freePort(),
    dataDir,
    // The page's own main thread is what is scored, and its tasks are timed by the clock: a server answering on
    // the same cores at the same moment made them longer, and the scores of one page varied by 15 points. On a
    // phone the server is elsewhere.
    niceness: 10,
    env: {
      REDIS_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // The member, the forum's authors and the admin all sign in from this one address.
      AUTH_RATE_LIMIT_PER_IP: '200',
    },
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl: server.baseUrl, admin, stop };
}
