// Generates the projects whose type-checking cost is compared: the same API of `size` calls
// defined and used through @batonjs/rpc's typed client, through @batonjs/schema's REST contract and
// client, and through Hono's chained app and `hc`. Every third call is a read (a `query()` in
// Baton RPC, a GET with a query schema in Baton REST, a GET with a query validator in Hono).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The subjects compared; each is one generated project.
 *
 * @example
 * const subject: TypecheckSubject = 'baton-rpc';
 */
export type TypecheckSubject = 'baton-rpc' | 'baton-rest' | 'hono-hc';

/** The compiler options both projects share: strict, as our own packages are. */
const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
  },
  files: ['server.ts', 'client.ts'],
};

const isRead = (i: number): boolean => i % 3 === 1;

function batonServer(size: number): string {
  const lines = ["import { procedure, query } from '@batonjs/rpc';", '', 'export const procedures = {'];
  for (let i = 0; i < size; i++) {
    const kind = isRead(i) ? 'query' : 'procedure';
    lines.push(`  call${i}: ${kind}((p: { id: string; n${i}: number }) => ({ id: p.id, value${i}: p.n${i} })),`);
  }
  lines.push('};', '');
  return lines.join('\n');
}

function batonClient(size: number): string {
  const lines = [
    "import { createClient } from '@batonjs/rpc/client';",
    "import type { procedures } from './server.js';",
    '',
    "const client = createClient<typeof procedures>('/rpc');",
    '',
    'export async function useAll(): Promise<number> {',
    '  let total = 0;',
  ];
  for (let i = 0; i < size; i++) lines.push(`  total += (await client.call${i}({ id: 'x', n${i}: ${i} })).value${i};`);
  lines.push('  return total;', '}', '');
  return lines.join('\n');
}

// Schemas typed by hand, as Hono's validators are: the comparison is of the clients' types, not of
// a validator library's.
function restServer(size: number): string {
  const lines = [
    "import baton from 'batonjs';",
    "import { defineRoutes, type StandardSchemaV1, validate } from 'batonjs/schema';",
    '',
    'const schema = <T>(): StandardSchemaV1<T> => ({',
    "  '~standard': { version: 1, vendor: 'bench', validate: (value) => ({ value: value as T }) },",
    '});',
    '',
    'export const routes = defineRoutes({',
  ];
  for (let i = 0; i < size; i++) {
    const [method, part, n] = isRead(i) ? ['GET', 'query', 'string'] : ['POST', 'body', 'number'];
    lines.push(
      `  call${i}: { method: '${method}', path: '/call${i}', ${part}: schema<{ id: string; n${i}: ${n} }>(), response: { 200: schema<{ id: string; value${i}: number }>() } },`,
    );
  }
  lines.push('});', '', 'export const app = baton();');
  for (let i = 0; i < size; i++) {
    const [method, part, value] = isRead(i) ? ['get', 'query', `Number(p.n${i})`] : ['post', 'body', `p.n${i}`];
    lines.push(
      `app.${method}(routes.call${i}.path, validate(routes.call${i}), (req, res) => {`,
      `  const p = req.${part};`,
      `  res.json({ id: p.id, value${i}: ${value} });`,
      '});',
    );
  }
  lines.push('');
  return lines.join('\n');
}

function restClient(size: number): string {
  const lines = [
    "import { createClient } from 'batonjs/schema';",
    "import { routes } from './server.js';",
    '',
    "const client = createClient(routes, { baseUrl: '' });",
    '',
    'export async function useAll(): Promise<number> {',
    '  let total = 0;',
  ];
  for (let i = 0; i < size; i++) {
    const input = isRead(i) ? `{ query: { id: 'x', n${i}: '${i}' } }` : `{ body: { id: 'x', n${i}: ${i} } }`;
    lines.push(`  const r${i} = await client.call${i}(${input});`, `  if (r${i}.ok) total += r${i}.data.value${i};`);
  }
  lines.push('  return total;', '}', '');
  return lines.join('\n');
}

function honoServer(size: number): string {
  const lines = [
    "import { Hono } from 'hono';",
    "import { validator } from 'hono/validator';",
    '',
    'export const app = new Hono()',
  ];
  for (let i = 0; i < size; i++) {
    if (isRead(i)) {
      lines.push(
        `  .get('/call${i}', validator('query', (v) => v as { id: string; n${i}: string }), (c) => {`,
        `    const p = c.req.valid('query');`,
        `    return c.json({ id: p.id, value${i}: Number(p.n${i}) });`,
        '  })',
      );
    } else {
      lines.push(
        `  .post('/call${i}', validator('json', (v) => v as { id: string; n${i}: number }), (c) => {`,
        `    const p = c.req.valid('json');`,
        `    return c.json({ id: p.id, value${i}: p.n${i} });`,
        '  })',
      );
    }
  }
  lines[lines.length - 1] += ';';
  if (size === 0) lines.push(';');
  lines.push('');
  return lines.join('\n');
}

function honoClient(size: number): string {
  const lines = [
    "import { hc } from 'hono/client';",
    "import type { app } from './server.js';",
    '',
    "const client = hc<typeof app>('/');",
    '',
    'export async function useAll(): Promise<number> {',
    '  let total = 0;',
  ];
  for (let i = 0; i < size; i++) {
    const call = isRead(i)
      ? `client.call${i}.$get({ query: { id: 'x', n${i}: '${i}' } })`
      : `client.call${i}.$post({ json: { id: 'x', n${i}: ${i} } })`;
    lines.push(`  total += (await (await ${call}).json()).value${i};`);
  }
  lines.push('  return total;', '}', '');
  if (size === 0) lines.splice(3, 0, 'void hc;');
  return lines.join('\n');
}

/**
 * Writes the project for `subject` with `size` calls into `dir` (created if needed): package.json
 * (ESM), tsconfig.json, server.ts and client.ts. `dir` must sit below the repository so that
 * `hono` and `@batonjs/rpc` resolve from its node_modules.
 *
 * @example
 * await writeProject(join(benchmarksDir, 'dist/typecheck/baton-rpc-300'), 'baton-rpc', 300);
 */
export async function writeProject(dir: string, subject: TypecheckSubject, size: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  const [server, client] =
    subject === 'baton-rpc'
      ? [batonServer(size), batonClient(size)]
      : subject === 'baton-rest'
        ? [restServer(size), restClient(size)]
        : [honoServer(size), honoClient(size)];
  await writeFile(join(dir, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);
  await writeFile(join(dir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
  await writeFile(join(dir, 'server.ts'), server);
  await writeFile(join(dir, 'client.ts'), client);
}
