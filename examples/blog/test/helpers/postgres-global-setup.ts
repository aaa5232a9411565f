import { startPostgres } from '@batonjs/test-utils';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPostgresPool } from '../../src/store/postgres/pool.js';
import { openPostgresStore } from '../../src/store/postgres/postgres-store.js';
import { SEED_DATA } from '../../src/store/seed-data.js';
import { TEMPLATE_DATABASE } from './test-store.js';

/**
 * The blog-postgres project's one PostgreSQL server: started once for the run, with a migrated and
 * seeded template database that every test database copies; stopped (and its directory removed)
 * at the end, also when tests failed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Each test file opens small pools, the scale test two workers' worth.
  const server = await startPostgres({ settings: { max_connections: '300' } });
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const url = new URL(server.url);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    const store = await openPostgresStore({ pool: createPostgresPool({ url: url.href, max: 1 }), seed: SEED_DATA });
    // The template must have no sessions left, or CREATE DATABASE … TEMPLATE refuses to copy it.
    await store.close();
  } catch (err) {
    await server.stop();
    throw err;
  }
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
