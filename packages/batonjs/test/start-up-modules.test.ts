// What importing `batonjs` loads (issue 28's memory goal: within 10 % of raw node with 10,000 idle
// connections, where every module loaded at start counts). node's HTTPS/TLS, HTTP/2 and zlib
// modules and the `mime-types` database are loaded when first needed, not at import.
// `process.moduleLoadList` is node's own record of the built-in modules loaded so far (undocumented,
// present since node 0.x); a child process keeps this test's own imports out of it.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));

/** In a fresh node: runs `script` (an ES module) and returns the built-in modules it loaded and whether mime-types was required. */
async function loadedBy(script: string): Promise<{ builtins: string[]; mimeTypes: boolean }> {
  const probe = `${script}
const { createRequire } = await import('node:module');
const cache = createRequire(import.meta.url).cache;
console.log(JSON.stringify({
  builtins: process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice(13)),
  mimeTypes: Object.keys(cache).some((file) => /[\\\\/]mime-types[\\\\/]/.test(file)),
}));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', probe], { cwd: here });
  return JSON.parse(stdout) as { builtins: string[]; mimeTypes: boolean };
}

// Not `cluster`: node's own `server.listen` loads it, for raw node as for Baton.
const deferred = ['http2', 'https', 'tls', 'zlib'];

describe('modules loaded at start', () => {
  it('importing batonjs and serving HTTP/1.1 JSON loads neither HTTP/2, TLS, zlib nor mime-types', async () => {
    const loaded = await loadedBy(`
const { default: baton } = await import('batonjs');
const app = baton();
app.get('/', (_req, res) => res.json({ ok: true }));
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
// node:http's client, not fetch: node's fetch loads HTTP/2 and TLS itself.
const { get } = await import('node:http');
const body = await new Promise((resolve, reject) => {
  get('http://127.0.0.1:' + server.address().port + '/', (res) => {
    let text = res.statusCode + ' ';
    res.on('data', (chunk) => (text += chunk)).on('end', () => resolve(text));
  }).on('error', reject);
});
if (body !== '200 {"ok":true}') throw new Error('bad answer ' + body);
server.close();`);
    expect(loaded.builtins).toContain('http');
    for (const name of deferred) expect(loaded.builtins).not.toContain(name);
    expect(loaded.mimeTypes).toBe(false);
  }, 20_000);

  it('loads each when it is first needed: res.type, an HTTP/2 server, a compressed body', async () => {
    const loaded = await loadedBy(`
const { default: baton, createServer } = await import('batonjs');
const app = baton();
app.use(baton.json());
app.post('/', (req, res) => res.type('html').send(String(req.body.n)));
const server = createServer(app, { http2: true });
server.close();
const plain = app.listen(0, '127.0.0.1');
await new Promise((resolve) => plain.once('listening', resolve));
const { gzipSync } = await import('node:zlib');
const res = await fetch('http://127.0.0.1:' + plain.address().port + '/', {
  method: 'POST', body: gzipSync('{"n":7}'), headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
});
if (res.status !== 200 || res.headers.get('content-type') !== 'text/html; charset=utf-8' || (await res.text()) !== '7') throw new Error('bad answer ' + res.status);
plain.close();`);
    expect(loaded.builtins).toContain('http2');
    expect(loaded.builtins).toContain('zlib');
    expect(loaded.mimeTypes).toBe(true);
  }, 20_000);
});
