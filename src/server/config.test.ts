import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: 'data',
      APP_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('derives APP_URL from PORT and keeps an explicit one', () => {
    expect(loadConfig({ PORT: '8080' }).APP_URL).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://dyl.example' }).APP_URL).toBe('https://dyl.example');
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'short' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'password1' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: '          ' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'Summer2024!' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'designyourlife-admin' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
  ])('stops with a message naming %s when it is bad', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, never as "trust everyone"', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY:/);
    expect(() => loadConfig({ TRUST_PROXY: '*' })).toThrow(/TRUST_PROXY:/);
  });

  it('refuses several processes (REDIS_URL) with uploads on a disk nobody said they share', () => {
    const redis = { REDIS_URL: 'redis://cache:6379' };
    const s3 = {
      S3_ENDPOINT: 'https://s3.example',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(() => loadConfig(redis)).toThrow(ConfigError);
    expect(() => loadConfig(redis)).toThrow(/REDIS_URL: .*S3_ENDPOINT.*MEDIA_DISK_SHARED=true/);
    expect(() => loadConfig({ ...redis, MEDIA_DISK_SHARED: 'false' })).toThrow(/REDIS_URL:/);
    expect(loadConfig({ ...redis, MEDIA_DISK_SHARED: 'true' }).MEDIA_DISK_SHARED).toBe(true);
    expect(loadConfig({ ...redis, ...s3 }).REDIS_URL).toBe('redis://cache:6379');
    expect(loadConfig({}).MEDIA_DISK_SHARED).toBe(false);
    expect(() => loadConfig({ MEDIA_DISK_SHARED: 'yes' })).toThrow(/MEDIA_DISK_SHARED:/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('warns when it trusts a proxy yet listens on every interface, where clients can bypass the proxy', () => {
    for (const HOST of ['0.0.0.0', '::']) {
      const [warning, ...more] = configWarnings(loadConfig({ TRUST_PROXY: '1', HOST }));
      expect(more).toEqual([]);
      expect(warning).toContain(`TRUST_PROXY is set and HOST=${HOST} listens on every interface`);
    }
    expect(configWarnings(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }))).toHaveLength(1);
    expect(configWarnings(loadConfig({ TRUST_PROXY: '1', HOST: '127.0.0.1' }))).toEqual([]);
    expect(configWarnings(loadConfig({ TRUST_PROXY: '1', HOST: '10.1.2.3' }))).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
    expect(configWarnings(loadConfig({ FORUM_PACE_LIMITS: 'off' }))).toEqual([
      expect.stringContaining('load tests only'),
    ]);
    expect(() => loadConfig({ FORUM_PACE_LIMITS: 'sometimes' })).toThrow(ConfigError);
  });
});
