import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useResServer } from './res.harness.js';

let dir = '';
const file = randomBytes(200 * 1024);
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'baton-suffix-'));
  writeFileSync(join(dir, '200k.bin'), file);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const start = useResServer();

describe('res.sendFile() and a suffix range longer than the file (RFC 9110 §14.1.2)', () => {
  it('Range: bytes=-999999999 on 200 KiB: 206, Content-Range: bytes 0-204799/204800, the whole file', async () => {
    const { origin } = await start((_req, res) => res.sendFile('200k.bin', { root: dir }));
    const res = await request(`${origin}/`, { headers: { range: 'bytes=-999999999' } });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 0-204799/204800');
    expect(res.body.equals(file)).toBe(true);
  });
});
