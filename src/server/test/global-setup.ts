import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated embedded database, loaded by every test file. */
    pgliteTemplatePath: string;
    /** A migrated PostgreSQL database every test file copies (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
  }
}

/** Migrates once per run; each test file then starts from a copy instead of creating and migrating its own. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `dyl_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const template = openDatabase({ databaseUrl: url.toString(), dataDir: null });
    await template.migrate();
    await template.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = join('.tmp', `test-template-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const template = openDatabase({ dataDir: null });
  await template.migrate();
  const dump = await template.dumpDataDir!('none');
  await template.close();
  const path = join(dir, 'pglite.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
