import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { memberChanged, postChanged, type Change } from '../lib/changes/change';
import type { ChangeFeed } from '../lib/changes/change-feed';
import { registerDeclaredChanges, reportedByHandler, viewerChanged } from './declared-changes';

/** A feed that records what is published. */
function recordingFeed() {
  const published: Change[][] = [];
  const feed: ChangeFeed = {
    publish: async (changes) => void published.push([...changes]),
    subscribe: () => {},
    onPublish: () => {},
    onReset: () => {},
    live: () => true,
    settled: async () => {},
  };
  return { feed, published };
}

function appWith(feed: ChangeFeed) {
  const app = Fastify();
  app.decorateRequest('loadViewer', async () => null);
  app.addHook('onRequest', async (request) => {
    const id = request.headers['x-member'];
    request.loadViewer = async () =>
      typeof id === 'string'
        ? {
            userId: id,
            email: `${id}@example.com`,
            sessionId: 's',
            role: 'user',
            tier: 'free',
            profile: null,
          }
        : null;
  });
  registerDeclaredChanges(app, feed);
  return app;
}

describe('declared changes', () => {
  it('refuses at start-up a write route under /api that declares nothing', async () => {
    const app = appWith(recordingFeed().feed);
    expect(() => app.post('/api/things', async () => ({ ok: true }))).toThrow(
      /POST \/api\/things declares no changes/,
    );
  });

  it("accepts 'none', and reads need no declaration", async () => {
    const app = appWith(recordingFeed().feed);
    app.post('/api/contact-like', { config: { changes: 'none' } }, async () => ({ ok: true }));
    app.get('/api/things', async () => ({ ok: true }));
    await expect(app.ready()).resolves.toBeDefined();
  });

  it('publishes the declared and the reported changes once the handler is done, naming the member', async () => {
    const { feed, published } = recordingFeed();
    const app = appWith(feed);
    app.post(
      '/api/posts/:id/like',
      { config: { changes: [viewerChanged, reportedByHandler('post')] } },
      async (request) => {
        const { id } = request.params as { id: string };
        request.changes.add(postChanged({ id, channelId: 'c1' }));
        return { ok: true };
      },
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/posts/p1/like',
      headers: { 'x-member': 'm1' },
    });
    expect(response.statusCode).toBe(200);
    expect(published).toEqual([[memberChanged('m1'), postChanged({ id: 'p1', channelId: 'c1' })]]);
  });

  it('publishes nothing for a 4xx (nothing was written), and publishes for a 5xx (it may have been)', async () => {
    const { feed, published } = recordingFeed();
    const app = appWith(feed);
    app.post('/api/refused', { config: { changes: [viewerChanged] } }, async (_request, reply) =>
      reply.status(409).send({ error: 'conflict' }),
    );
    app.post('/api/broken', { config: { changes: [viewerChanged] } }, async () => {
      throw new Error('after the commit');
    });
    await app.inject({ method: 'POST', url: '/api/refused', headers: { 'x-member': 'm1' } });
    expect(published).toEqual([]);
    expect(
      (await app.inject({ method: 'POST', url: '/api/broken', headers: { 'x-member': 'm2' } })).statusCode,
    ).toBe(500);
    expect(published).toEqual([[memberChanged('m2')]]);
  });

  it('names the member who signed out, read before the handler ended the session', async () => {
    const { feed, published } = recordingFeed();
    const app = appWith(feed);
    let signedIn = true;
    app.addHook('onRequest', async (request) => {
      const before = request.loadViewer;
      request.loadViewer = async () => (signedIn ? before() : null);
    });
    app.post('/api/sign-out', { config: { changes: [viewerChanged] } }, async () => {
      signedIn = false;
      return { ok: true };
    });
    await app.inject({ method: 'POST', url: '/api/sign-out', headers: { 'x-member': 'm3' } });
    expect(published).toEqual([[memberChanged('m3')]]);
  });
});
