import { randomUUID } from 'node:crypto';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp, signUpMember, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

let enabled: TestApp;
let disabled: TestApp;
beforeAll(async () => {
  [enabled, disabled] = await Promise.all([buildTestApp({ env: { METRICS_TOKEN: TOKEN } }), buildTestApp()]);
});
afterAll(async () => Promise.all([enabled.close(), disabled.close()]));

const scrape = (app: TestApp, authorization?: string) =>
  app.server.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

function family(families: MetricFamily[], name: string): MetricFamily {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no metric ${name}`);
  return found;
}

/**
 * One series of a histogram. The parser folds every series of a labelled histogram into one set of buckets
 * (a known limit of it), so it is given only this series' lines: its buckets then are this series' own.
 */
function histogramSeries(text: string, name: string, labels: Record<string, string>) {
  const pairs = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const lines = text
    .split('\n')
    .filter(
      (l) =>
        l.startsWith(`# TYPE ${name} `) || (l.startsWith(`${name}_`) && pairs.every((p) => l.includes(p))),
    );
  return family(parsePrometheusTextFormat(`${lines.join('\n')}\n`), name);
}

const sample = (metric: MetricFamily, labels: Record<string, string>) =>
  metric.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));

describe('GET /metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const response = await scrape(disabled, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
  });

  it('refuses a scrape without the token, with a wrong one or another scheme', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, '']) {
      const response = await scrape(enabled, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('refuses a METRICS_TOKEN shorter than 16 characters, and takes an empty one as unset', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });

  it('counts requests by route pattern and status, their latency, cache lookups and event-loop lag', async () => {
    const member = await signUpMember(enabled);
    for (let i = 0; i < 2; i += 1) {
      const profile = await enabled.server.inject({
        method: 'GET',
        url: '/api/profile?fields=all',
        headers: { cookie: member.cookie },
      });
      expect(profile.statusCode).toBe(200);
    }
    const postId = randomUUID();
    const post = await enabled.server.inject({
      method: 'GET',
      url: `/api/community/posts/${postId}`,
      headers: { cookie: member.cookie },
    });
    expect(post.statusCode).toBe(404);
    // A feed page, read once: a miss of the feed cache.
    const feed = await enabled.server.inject({
      method: 'GET',
      url: '/api/community/posts?channel=all',
      headers: { cookie: member.cookie },
    });
    expect(feed.statusCode).toBe(200);
    const unknownPath = `/no/such/page/${postId}`;
    expect((await enabled.server.inject({ method: 'GET', url: unknownPath })).statusCode).toBe(404);

    const response = await scrape(enabled, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const families = parsePrometheusTextFormat(response.body);

    const requests = family(families, 'http_requests_total');
    expect(requests.type).toBe('COUNTER');
    const profileCount = sample(requests, { method: 'GET', route: '/api/profile', status: '200' });
    expect(Number(profileCount?.value)).toBe(2);
    const postCount = sample(requests, { route: '/api/community/posts/:id', status: '404' });
    expect(Number(postCount?.value)).toBe(1);
    expect(Number(sample(requests, { route: 'unmatched', status: '404' })?.value)).toBe(1);

    expect(family(families, 'http_request_duration_seconds').type).toBe('HISTOGRAM');
    const profileLabels = { method: 'GET', route: '/api/profile', status: '200' };
    const latency = histogramSeries(response.body, 'http_request_duration_seconds', profileLabels);
    expect(latency.type).toBe('HISTOGRAM');
    expect(latency.metrics).toHaveLength(1);
    const buckets = latency.metrics[0]?.buckets ?? {};
    expect(Object.keys(buckets)).toEqual(expect.arrayContaining(['0.005', '0.1', '1', '10', '+Inf']));
    expect(buckets['+Inf']).toBe('2');
    expect(response.body).toContain(
      `http_request_duration_seconds_count{method="GET",route="/api/profile",status="200"} 2`,
    );

    // The first profile request found no cached session and cached it; the second was served from the cache.
    const lookups = family(families, 'cache_lookups_total');
    expect(Number(sample(lookups, { cache: 'session', result: 'miss' })?.value)).toBeGreaterThanOrEqual(1);
    expect(Number(sample(lookups, { cache: 'session', result: 'hit' })?.value)).toBeGreaterThanOrEqual(1);
    expect(Number(sample(lookups, { cache: 'feed_page', result: 'miss' })?.value)).toBe(1);

    expect(family(families, 'nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
    if (enabled.database.kind === 'postgres') {
      const pool = family(families, 'db_pool_connections');
      expect(Number(sample(pool, { state: 'total' })?.value)).toBeGreaterThanOrEqual(1);
      expect(sample(pool, { state: 'waiting' })).toBeDefined();
    } else {
      expect(families.some((f) => f.name === 'db_pool_connections')).toBe(false);
    }

    const labelValues = families.flatMap((f) => f.metrics.flatMap((m) => Object.values(m.labels ?? {})));
    expect(labelValues.filter((v) => v.includes(postId) || v.includes('?') || v.startsWith('/no/'))).toEqual(
      [],
    );
  });
});
