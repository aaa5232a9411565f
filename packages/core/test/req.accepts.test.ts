import { request } from '@batonjs/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveReq } from './req.harness.js';

describe('req.accepts()', () => {
  let srv: Awaited<ReturnType<typeof serveReq>>;
  beforeAll(async () => {
    srv = await serveReq((req) => {
      const offered = req.query.o;
      if (offered === undefined) return req.accepts();
      if (req.query.array !== undefined) return req.accepts(Array.isArray(offered) ? (offered as string[]) : []);
      return req.accepts(...(Array.isArray(offered) ? (offered as string[]) : [offered as string]));
    });
  });
  afterAll(() => srv.close());

  const ask = async (accept: string | undefined, offers: string[], extra = '') => {
    const qs = offers.map((o) => `o=${encodeURIComponent(o)}`).join('&');
    const res = await request(`${srv.origin}/?${qs}${extra}`, { headers: accept === undefined ? {} : { accept } });
    expect(res.status).toBe(200);
    return res.json();
  };

  it('returns the first offer without an Accept header, or with an empty one', async () => {
    expect(await ask(undefined, ['json', 'html'])).toBe('json');
    expect(await ask('', ['html', 'json'])).toBe('html');
  });

  it('maps extensions through mime-types and returns the offer as given', async () => {
    expect(await ask('text/html', ['json', 'html'])).toBe('html');
    expect(await ask('application/json', ['text/html', 'json'])).toBe('json');
    expect(await ask('image/png', ['png', 'jpeg'])).toBe('png');
  });

  it('honours q-values', async () => {
    expect(await ask('text/html;q=0.5, application/json', ['html', 'json'])).toBe('json');
    expect(await ask('text/html;q=0.9, application/json;q=0.8', ['json', 'html'])).toBe('html');
  });

  it('lets the most specific range decide an offer’s weight', async () => {
    expect(await ask('text/*;q=0.1, text/html', ['text/plain', 'text/html'])).toBe('text/html');
    expect(await ask('text/html;q=0.2, text/*', ['text/html', 'text/plain'])).toBe('text/plain');
    expect(await ask('*/*;q=0.5, text/*;q=0.7, text/plain', ['json', 'text/css', 'text/plain'])).toBe('text/plain');
    expect(await ask('text/html;level=1, text/html;q=0.1', ['text/html;level=1', 'text/html'])).toBe(
      'text/html;level=1',
    );
  });

  it('breaks ties by the order in the header, then by the order offered', async () => {
    expect(await ask('application/json, text/html', ['html', 'json'])).toBe('json');
    expect(await ask('*/*', ['html', 'json'])).toBe('html');
  });

  it('returns false when nothing is acceptable', async () => {
    expect(await ask('image/png', ['json', 'html'])).toBe(false);
    expect(await ask('text/html;q=0', ['html'])).toBe(false);
    expect(await ask('text/html', ['nosuchext'])).toBe(false);
  });

  it('takes the offers as one array too', async () => {
    expect(await ask('application/json', ['html', 'json'], '&array=1')).toBe('json');
  });

  it('lists the accepted types by preference without arguments', async () => {
    expect(await ask('text/plain;q=0.2, application/json, text/html;q=0.5, image/*;q=0', [])).toEqual([
      'application/json',
      'text/html',
      'text/plain',
    ]);
    expect(await ask(undefined, [])).toEqual(['*/*']);
  });

  it('ignores malformed members and weights instead of failing', async () => {
    expect(await ask('text/html;q=abc, garbage, ;;;, application/json;q=0.3', ['html', 'json'])).toBe('json');
    expect(await ask('text/html;q=2, application/json', ['json', 'html'])).toBe('html');
    expect(await ask('"", ,,, /, text/', ['html'])).toBe(false);
  });

  it('stays correct and serving with a 100 KB Accept of thousands of members', async () => {
    const hostile = `${'application/x-a;q=0.001;p="a,b", '.repeat(3100)}text/html;q=0.9`;
    expect(hostile.length).toBeGreaterThan(100_000);
    expect(await ask(hostile, ['json', 'html'])).toBe('html');
    const list = (await ask(hostile, [])) as string[];
    expect(list[0]).toBe('text/html');
    expect(list).toHaveLength(3101);
    expect(await ask('text/html', ['html'])).toBe('html');
  });
});
