// The path of a user who installs Baton from npm, tried on every CI run: pack every publishable
// workspace package, check what each tarball holds, install the tarballs into an app outside the
// repository, typecheck that app strictly (no skipLibCheck) against the installed declarations, run
// it and request each feature over a socket, and require('batonjs') from CommonJS.
// Then the create-batonjs starter from its tarball, in a block of its own (checkStarter).
// Run after a build: npm run test:pack. Exits non-zero naming the failed check.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify, stripVTControlCharacters } from 'node:util';
import { publishablePackages } from './publishable-packages.mjs';
import { typescriptCompilers } from './typescript-versions.mjs';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('..', import.meta.url));
const fixture = path.join(repo, 'scripts/consumer-app');
const started = Date.now();

// Child processes keep the npm settings (registry, cache, CA file) but not what `npm run` in the
// repository says about the repository itself (its package.json fields, its directory as prefix).
const childEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_(package_|lifecycle_|config_local_prefix$)/i.test(key)),
);
const cleanups = [];
let step = 'start';

/** Runs one named check; a failure names it. */
async function check(name, fn) {
  step = name;
  await fn();
  console.log(`ok - ${name}`);
}

async function sh(command, args, cwd) {
  try {
    return (await run(command, args, { cwd, env: childEnv, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  }
}

async function tempDir(prefix) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

function exportTargets(exportsField) {
  const targets = [];
  for (const [subpath, conditions] of Object.entries(exportsField ?? {})) {
    assert.equal(typeof conditions, 'object', `exports["${subpath}"] is a { types, default } object`);
    assert.equal(Object.keys(conditions)[0], 'types', `exports["${subpath}"] lists types first`);
    targets.push(...Object.values(conditions));
  }
  return targets.map((target) => target.replace(/^\.\//, ''));
}

function checkManifest({ dir, manifest }) {
  const name = manifest.name;
  assert.equal(manifest.license, 'MIT', `${name}: license`);
  assert.equal(manifest.type, 'module', `${name}: type module`);
  assert.ok(manifest.engines?.node, `${name}: engines.node`);
  assert.ok(Array.isArray(manifest.keywords) && manifest.keywords.length > 0, `${name}: keywords`);
  assert.equal(manifest.repository?.directory, `packages/${dir}`, `${name}: repository.directory`);
  assert.match(manifest.repository?.url ?? '', /^git\+https:\/\//, `${name}: repository.url`);
  assert.ok(manifest.exports, `${name}: exports`);
}

function checkTarball(packed, manifest) {
  const files = packed.files.map((file) => file.path);
  const name = manifest.name;
  for (const required of ['package.json', 'README.md', 'LICENSE', ...exportTargets(manifest.exports)]) {
    assert.ok(files.includes(required), `${name}: tarball lacks ${required}`);
  }
  for (const file of files) {
    // create-batonjs ships the apps it writes as plain files, TypeScript sources and tests included.
    if (name === 'create-batonjs' && file.startsWith('templates/')) continue;
    assert.ok(!file.endsWith('.tsbuildinfo'), `${name}: tarball ships ${file}`);
    assert.ok(!file.endsWith('.map'), `${name}: tarball ships a source map without its sources: ${file}`);
    assert.ok(!/(^|\/)(test|tests|__tests__)\//.test(file) && !/\.test(-d)?\./.test(file), `${name}: test ${file}`);
    assert.ok(!file.endsWith('.ts') || file.endsWith('.d.ts'), `${name}: TypeScript source ${file}`);
  }
}

/** Every copy of our packages in the app's lock file came from a tarball, not from the registry. */
function checkFromTarballs(lock, names) {
  const seen = new Set();
  for (const [key, entry] of Object.entries(lock.packages)) {
    const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!key || !names.has(name)) continue;
    assert.match(entry.resolved ?? '', /^file:/, `${key} resolved from ${entry.resolved}, not the packed tarball`);
    seen.add(name);
  }
  return seen;
}

/** Starts the built app; resolves with its origin once it printed its port. */
async function startServer(appDir) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: appDir,
    // As under a test runner: the final handler does not log the errors the checks provoke.
    env: { ...childEnv, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        // SIGTERM lets the server close; SIGKILL if it has not within 5 s, so cleanup never hangs.
        const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  );
  const line = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the app printed no port within 10 s')), 10_000);
    child.once('exit', (code) => reject(new Error(`the app exited with ${code} before listening`)));
    createInterface({ input: child.stdout }).once('line', (text) => {
      clearTimeout(timer);
      resolve(text);
    });
  });
  return `http://127.0.0.1:${JSON.parse(line).port}`;
}

/**
 * One request with node:http, headers exactly as given: fetch would add `Cache-Control: no-cache`
 * to any conditional request (the Fetch standard does), which makes a static file's 304 a 200.
 */
function request(origin, pathname, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${pathname}`, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function requestFeatures(origin) {
  const get = (pathname, headers = {}) => request(origin, pathname, { headers });
  const post = (pathname, type, body) =>
    request(origin, pathname, { method: 'POST', headers: { 'content-type': type }, body });
  const jsonType = 'application/json; charset=utf-8';

  await check('typed route param: GET /authors/42', async () => {
    const res = await get('/authors/42');
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], jsonType);
    assert.equal(
      res.headers['x-consumer'],
      'yes',
      'the (req: Request, res: Response, next: NextFunction) middleware ran',
    );
    assert.equal(res.headers['x-powered-by'], 'Baton');
    assert.deepEqual(JSON.parse(res.text), { id: '42' });
  });
  await check('mounted Router: GET /api/books/978-3', async () => {
    const res = await get('/api/books/978-3');
    assert.equal(res.status, 200);
    assert.deepEqual(JSON.parse(res.text), { isbn: '978-3', baseUrl: '/api' });
  });
  await check('code typed the Express way: POST /express/items', async () => {
    const res = await post('/express/items', 'application/json', '{"name":"lamp"}');
    assert.equal(res.status, 201);
    assert.equal(res.headers['content-type'], jsonType);
    assert.equal(res.headers['x-audit'], 'POST', 'the (req: express.Request, ...) middleware ran');
    assert.deepEqual(JSON.parse(res.text), { id: 1, name: 'lamp' });
  });
  await check('json body: POST /echo', async () => {
    const res = await post('/echo', 'application/json', '{"title":"Hello","tags":["a"]}');
    assert.equal(res.status, 200);
    assert.deepEqual(JSON.parse(res.text), { type: 'json', body: { title: 'Hello', tags: ['a'] } });
  });
  await check('urlencoded body: POST /echo', async () => {
    const res = await post('/echo', 'application/x-www-form-urlencoded', 'title=Hello+there&n=1');
    assert.equal(res.status, 200);
    assert.deepEqual(JSON.parse(res.text), { type: 'urlencoded', body: { title: 'Hello there', n: '1' } });
  });
  await check('malformed json body: 400', async () => {
    const res = await post('/echo', 'application/json', '{"title":');
    assert.equal(res.status, 400);
  });
  await check('cookies: set signed and plain, read them back', async () => {
    const set = await get('/cookies/set');
    assert.equal(set.status, 200);
    const cookies = set.headers['set-cookie'] ?? [];
    assert.equal(cookies.length, 2, `two Set-Cookie fields, got ${JSON.stringify(cookies)}`);
    assert.match(cookies[0], /^session=s%3Aabc\.[A-Za-z0-9%/+]+; Path=\/; HttpOnly$/);
    assert.equal(cookies[1], 'theme=dark; Path=/');
    const sent = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    const read = await get('/cookies', { cookie: sent });
    assert.deepEqual(JSON.parse(read.text), { cookies: { theme: 'dark' }, signedCookies: { session: 'abc' } });
    const forged = await get('/cookies', { cookie: 'session=s%3Aabc.forged' });
    assert.deepEqual(JSON.parse(forged.text), { cookies: {}, signedCookies: { session: false } });
  });
  await check('static file: GET /static/hello.txt, then 304', async () => {
    const res = await get('/static/hello.txt');
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(res.text, 'hello from the tarballs\n');
    const etag = res.headers.etag;
    assert.ok(etag, 'an ETag');
    assert.ok(res.headers['last-modified'], 'a Last-Modified');
    const again = await get('/static/hello.txt', { 'if-none-match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    const partial = await get('/static/hello.txt', { range: 'bytes=0-4' });
    assert.equal(partial.status, 206);
    assert.equal(partial.text, 'hello');
  });
  await check('caching: Cache-Control, ETag, 304 on If-None-Match', async () => {
    const res = await get('/cached');
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=60');
    assert.equal(res.headers.etag, '"rev-7"');
    assert.ok(res.headers.expires, 'an Expires');
    assert.deepEqual(JSON.parse(res.text), { revision: 7 });
    const again = await get('/cached', { 'if-none-match': '"rev-7"' });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    assert.equal(again.headers['cache-control'], 'public, max-age=60');
    const helper = await get('/cached-helper');
    assert.equal(helper.status, 200);
    assert.equal(helper.headers['cache-control'], 'private, max-age=600');
  });
  await check('GraphQL: POST and GET /graphql', async () => {
    const query = '{ author(id: "a1") { id name } }';
    const expected = { data: { author: { id: 'a1', name: 'Author a1' } } };
    const res = await post('/graphql', 'application/json', JSON.stringify({ query }));
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], jsonType);
    assert.deepEqual(JSON.parse(res.text), expected);
    const viaGet = await get(`/graphql?query=${encodeURIComponent(query)}`);
    assert.equal(viaGet.status, 200);
    assert.deepEqual(JSON.parse(viaGet.text), expected);
    const invalid = await post('/graphql', 'application/json', JSON.stringify({ query: '{ nope }' }));
    assert.equal(invalid.status, 200);
    assert.match(JSON.parse(invalid.text).errors[0].message, /nope/);
  });
  await check('WebSocket: batonjs/ws upgrades through the app (RFC 6455 sample key)', async () => {
    const first = await new Promise((resolve, reject) => {
      const req = http.request(`${origin}/ws/lobby`, {
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      req.on('upgrade', (res, socket, head) => {
        assert.equal(res.statusCode, 101);
        assert.equal(res.headers['sec-websocket-accept'], 's3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
        let data = head;
        // One unmasked text frame with a short payload: 0x81, its length, the text.
        const read = () => {
          if (data.length < 2 || data.length < 2 + data[1]) return;
          socket.destroy();
          resolve(data.subarray(0, 2 + data[1]));
        };
        socket.on('data', (chunk) => {
          data = Buffer.concat([data, chunk]);
          read();
        });
        read();
      });
      req.on('response', (res) => reject(new Error(`answered ${res.statusCode} instead of upgrading`)));
      req.on('error', reject);
      req.end();
    });
    assert.equal(first[0], 0x81);
    assert.equal(first.subarray(2).toString(), 'joined lobby');
  });
  await check('no route: 404 Cannot GET', async () => {
    const res = await get('/missing');
    assert.equal(res.status, 404);
    assert.match(res.text, /Cannot GET \/missing/);
  });
}

// ---- create-batonjs: the starter, from its tarball, against the packed framework ----------------
// `npm create batonjs` as a user runs it, one app per template: the bin from the packed tarball
// writes the app (stdin is a pipe, so it never asks), the app's batonjs and every @batonjs/*
// package below it are pointed at the packed tarballs, then a real `npm install` from the registry
// (TypeScript 7, vitest, tsx, zod, ...) and the app's own `npm test` and `npm run build`. Its
// tsconfig is also checked on TypeScript 5.9 (the repository's) and 6, and the build is started and
// stopped with SIGTERM, which must drain and exit 0.

/** Starts the generated app's build on a free port; resolves with the child and its origin. */
async function startStarterApp(appDir) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: appDir,
    env: { ...childEnv, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => (child.exitCode === null && child.signalCode === null ? child.kill('SIGKILL') : undefined));
  const lines = createInterface({ input: child.stdout });
  const output = [];
  lines.on('line', (line) => output.push(line));
  const origin = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the generated app printed no address within 15 s')), 15_000);
    child.once('exit', (code) => reject(new Error(`the generated app exited with ${code} before listening`)));
    lines.on('line', (line) => {
      const found = /^Listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(line);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
  });
  return { child, origin, output };
}

async function checkStarterTemplate(template, packed, tarballDir, names) {
  const workDir = await tempDir(`baton-starter-${template}-`);
  const appDir = path.join(workDir, 'my-app');
  const starter = path.join(tarballDir, packed.find((entry) => entry.name === 'create-batonjs').filename);
  await check(`create-batonjs --template ${template} from its tarball (--no-install, no questions)`, async () => {
    const args = ['exec', '--yes', `--package=${starter}`, '--', 'create-batonjs', 'my-app', '--template', template];
    const out = await sh('npm', [...args, '--no-install'], workDir);
    assert.match(out, new RegExp(`Created my-app in .*my-app from the ${template} template:`));
    assert.match(out, /\nNext:\n {2}cd my-app\n {2}npm install\n/);
    const manifest = JSON.parse(await fs.readFile(path.join(appDir, 'package.json'), 'utf8'));
    const version = packed.find((entry) => entry.name === 'batonjs').version;
    assert.equal(manifest.dependencies.batonjs, `^${version}`, 'batonjs at the version packed with the starter');
    await fs.access(path.join(appDir, '.gitignore'));
    // The packed framework instead of the registry's: batonjs itself, and every @batonjs/* below it.
    const tarball = (name) => `file:${path.join(tarballDir, packed.find((entry) => entry.name === name).filename)}`;
    manifest.dependencies.batonjs = tarball('batonjs');
    manifest.overrides = Object.fromEntries(
      [...names].filter((name) => name.startsWith('@batonjs/')).map((name) => [name, tarball(name)]),
    );
    await fs.writeFile(path.join(appDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  });
  await check(`starter (${template}): npm install, the framework from the tarballs`, async () => {
    await sh('npm', ['install', '--no-audit', '--no-fund'], appDir);
    const seen = checkFromTarballs(
      JSON.parse(await fs.readFile(path.join(appDir, 'package-lock.json'), 'utf8')),
      names,
    );
    assert.ok(seen.has('batonjs') && seen.has('@batonjs/core'), 'batonjs and @batonjs/core installed');
  });
  await check(`starter (${template}): the app's own npm test`, async () => {
    const out = stripVTControlCharacters(await sh('npm', ['test'], appDir));
    assert.match(out, /Tests +\d+ passed/);
  });
  await check(`starter (${template}): the app's own npm run build (TypeScript 7)`, async () => {
    await sh('npm', ['run', 'build'], appDir);
    assert.match(await sh(process.execPath, ['node_modules/typescript/bin/tsc', '-v'], appDir), /^Version 7\./);
    await fs.access(path.join(appDir, 'dist/server.js'));
  });
  // The app's own build ran TypeScript 7 (what it installs); its tsconfig must suit 5.9 and 6 too.
  for (const compiler of typescriptCompilers().filter((c) => !c.version.startsWith('7.'))) {
    await check(`starter (${template}): tsconfig.json (src and test) on TypeScript ${compiler.version}`, async () => {
      await sh(compiler.tsc, ['-p', 'tsconfig.json', '--noEmit'], appDir);
    });
  }
  await check(`starter (${template}): npm start's server answers, then drains on SIGTERM and exits 0`, async () => {
    const { child, origin, output } = await startStarterApp(appDir);
    const health = await request(origin, '/health');
    assert.equal(health.status, 200);
    assert.equal(health.headers['content-type'], 'application/json; charset=utf-8');
    assert.deepEqual(JSON.parse(health.text), { status: 'ok' });
    const missing = await request(origin, '/api/nothing');
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['content-type'], 'application/problem+json');
    assert.equal(JSON.parse(missing.text).title, 'Not Found');
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    child.kill('SIGTERM');
    assert.deepEqual(await exited, { code: 0, signal: null });
    assert.ok(output.includes('SIGTERM: finishing the requests in flight'), output.join('\n'));
  });
}

async function checkStarter(packed, tarballDir) {
  const framework = new Set(packed.map((entry) => entry.name).filter((name) => name !== 'create-batonjs'));
  for (const template of ['api', 'web']) await checkStarterTemplate(template, packed, tarballDir, framework);
}
// ---- end of create-batonjs ----------------------------------------------------------------------

async function main() {
  const packages = publishablePackages();
  assert.ok(
    packages.some((pkg) => pkg.manifest.name === 'batonjs'),
    'the batonjs umbrella is publishable',
  );
  const names = new Set(packages.map((pkg) => pkg.manifest.name));
  console.log(`packing ${[...names].join(', ')}`);

  const tarballDir = await tempDir('baton-tarballs-');
  let packed;
  await check('npm pack of every publishable package', async () => {
    const workspaces = packages.flatMap((pkg) => ['-w', pkg.manifest.name]);
    packed = JSON.parse(await sh('npm', ['pack', '--json', '--pack-destination', tarballDir, ...workspaces], repo));
    assert.equal(packed.length, packages.length);
  });
  for (const pkg of packages) {
    await check(`${pkg.manifest.name}: package.json and tarball contents`, async () => {
      checkManifest(pkg);
      checkTarball(
        packed.find((entry) => entry.name === pkg.manifest.name),
        pkg.manifest,
      );
    });
  }

  const appDir = await tempDir('baton-consumer-');
  await fs.cp(fixture, appDir, { recursive: true });
  await fs.writeFile(
    path.join(appDir, 'package.json'),
    `${JSON.stringify({ name: 'baton-consumer', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`,
  );
  await check('npm install of the tarballs into an app outside the repository', async () => {
    const tarballs = packed.map((entry) => path.join(tarballDir, entry.filename));
    // @types/node as a TypeScript app installs it (TypeScript 6 and 7 load it only when a
    // tsconfig's `types` names it, as the fixture's does).
    const rootManifest = JSON.parse(await fs.readFile(path.join(repo, 'package.json'), 'utf8'));
    const typesNode = `@types/node@${rootManifest.devDependencies['@types/node']}`;
    await sh('npm', ['install', '--no-audit', '--no-fund', ...tarballs, typesNode], appDir);
    const seen = checkFromTarballs(
      JSON.parse(await fs.readFile(path.join(appDir, 'package-lock.json'), 'utf8')),
      names,
    );
    for (const name of names) assert.ok(seen.has(name), `${name} is installed`);
  });
  // Each compiler a user may have: the repository's 5.9, then 6 and 7 (what `npm install
  // typescript` gives today); the last run's output (5.9's, run last) is what the app serves.
  for (const compiler of typescriptCompilers().reverse()) {
    await check(
      `tsc ${compiler.version}: strict NodeNext app, no skipLibCheck, types from the installed tarballs`,
      async () => {
        await sh(compiler.tsc, ['-p', 'tsconfig.json'], appDir);
        const listed = (await sh(compiler.tsc, ['-p', 'tsconfig.json', '--listFilesOnly'], appDir)).split('\n');
        const compilers = [path.join(repo, 'node_modules/typescript/'), path.join(repo, 'node_modules/.typescript/')];
        const fromRepo = listed.filter(
          (file) => file.startsWith(repo) && !compilers.some((dir) => file.startsWith(dir)),
        );
        assert.deepEqual(fromRepo, [], 'declarations were read from the repository instead of the app');
        assert.ok(
          listed.some((file) => file.endsWith('node_modules/@batonjs/core/dist/index.d.ts')),
          "core's declarations came from the app's node_modules",
        );
      },
    );
  }

  const origin = await startServer(appDir);
  await requestFeatures(origin);

  await check("require('batonjs') from a CommonJS file", async () => {
    await sh(process.execPath, ['check.cjs'], appDir);
  });

  await checkStarter(packed, tarballDir);
}

try {
  await main();
  console.log(`test:pack passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`test:pack FAILED at "${step}":\n${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
