import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

describe('GET /api/ready', () => {
  it('is ready while the database answers, and not once the process is shutting down', async () => {
    const ready = await app.server.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ ready: true, shuttingDown: false, database: 'up' });
    app.beginShutdown();
    const stopping = await app.server.inject({ method: 'GET', url: '/api/ready' });
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toMatchObject({ ready: false, shuttingDown: true, database: 'up' });
    // Liveness stays: the process still answers what is in flight.
    expect((await app.server.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
