import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVE_ARGS, SERVER_NODE_FLAGS } from './node-flags';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;

describe('the flags the server runs with', () => {
  it('are the ones npm start and npm run serve use', () => {
    expect(scripts.serve).toBe(`node ${SERVE_ARGS.join(' ')}`);
    expect(scripts.start).toBe('npm run build && npm run serve');
  });

  it('are the ones the bench measures under', () => {
    expect(scripts.bench).toContain(`NODE_OPTIONS='${SERVER_NODE_FLAGS.join(' ')}'`);
  });
});
