import { request } from '@batonjs/test-utils';
import bodyParser from 'body-parser';
import { describe, expect, it } from 'vitest';
import { type BodyParserMiddleware, urlencoded } from '../src/index.js';
import { parserApp, useServers } from './helpers.js';

const start = useServers();

type Options = Parameters<typeof urlencoded>[0];

/** Posts the same form to body-parser 2 and to ours, configured alike; returns both replies. */
async function both(options: Options, body: string, contentType = 'application/x-www-form-urlencoded') {
  const replies = [];
  for (const make of [bodyParser.urlencoded as unknown as typeof urlencoded, urlencoded]) {
    const srv = await start(parserApp([make(options) as BodyParserMiddleware]));
    const res = await request(srv.origin, { method: 'POST', headers: { 'content-type': contentType }, body });
    replies.push({ status: res.status, body: res.json<{ body?: unknown }>().body });
  }
  return replies;
}

describe('urlencoded charsetSentinel and interpretNumericEntities (as body-parser 2 / qs)', () => {
  const cases: Array<[string, Options, string, string?]> = [
    // The UTF-8 check mark switches an iso-8859-1 form to UTF-8, and the utf8 parameter is dropped.
    [
      'utf-8 sentinel',
      { charsetSentinel: true },
      'utf8=%E2%9C%93&a=%C3%B8',
      'application/x-www-form-urlencoded; charset=iso-8859-1',
    ],
    // The escaped check mark means the browser sent iso-8859-1.
    ['iso sentinel', { charsetSentinel: true }, 'utf8=%26%2310003%3B&a=%F8'],
    ['unknown sentinel value is dropped, charset kept', { charsetSentinel: true }, 'utf8=x&a=%C3%B8'],
    ['only the first utf8= is the sentinel', { charsetSentinel: true }, 'a=1&utf8=%E2%9C%93&utf8=again'],
    ['without the option utf8 is an ordinary field', {}, 'utf8=%E2%9C%93&a=1'],
    [
      'numeric entities in iso-8859-1 values',
      { interpretNumericEntities: true, defaultCharset: 'iso-8859-1' },
      'a=%26%239786%3B+x&b=&#65;',
    ],
    ['not in utf-8 forms', { interpretNumericEntities: true }, 'a=%26%239786%3B'],
    ['not in names', { interpretNumericEntities: true, defaultCharset: 'iso-8859-1' }, '%26%2365%3B=1'],
    [
      'both, extended',
      { extended: true, charsetSentinel: true, interpretNumericEntities: true },
      'utf8=%26%2310003%3B&a[b]=%26%239731%3B',
    ],
  ];
  it.each(cases)('%s', async (_name, options, body, contentType) => {
    const [theirs, ours] = await both(options, body, contentType);
    expect(ours?.status).toBe(200);
    expect(ours).toEqual(theirs);
  });

  it('decodes the sentinel cases to the characters the browser meant', async () => {
    const [, ours] = await both(
      { charsetSentinel: true, interpretNumericEntities: true },
      'utf8=%26%2310003%3B&name=%26%239786%3B',
    );
    expect(ours?.body).toEqual({ name: '☺' });
  });
});
