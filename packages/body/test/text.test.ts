import { type BodyParserMiddleware, text } from '@batonjs/body';
import { describe, expect, it } from 'vitest';
import { postTo, useServers } from './helpers.js';

const start = useServers();

const post = (parser: BodyParserMiddleware, body: string | Buffer, contentType = 'text/plain') =>
  postTo(start, [parser], contentType, body);

describe('text()', () => {
  it('reads text/plain into a string', async () => {
    const { status, reply } = await post(text(), 'héllo wörld');
    expect(status).toBe(200);
    expect(reply.body).toBe('héllo wörld');
  });

  it('decodes the charset the request names', async () => {
    expect((await post(text(), Buffer.from('café', 'latin1'), 'text/plain; charset=ISO-8859-1')).reply.body).toBe(
      'café',
    );
    expect((await post(text(), Buffer.from('ünï', 'utf16le'), 'text/plain; charset="utf-16le"')).reply.body).toBe(
      'ünï',
    );
    expect((await post(text(), Buffer.from([0x82, 0xa0]), 'text/plain; charset=shift_jis')).reply.body).toBe('あ');
  });

  it('uses defaultCharset when the request names none', async () => {
    expect((await post(text({ defaultCharset: 'utf-16le' }), Buffer.from('hi', 'utf16le'))).reply.body).toBe('hi');
  });

  it('answers 415 for a charset TextDecoder does not know', async () => {
    const { status, reply } = await post(text(), 'x', 'text/plain; charset=klingon');
    expect(status).toBe(415);
    expect(reply.error).toMatchObject({ type: 'charset.unsupported', message: 'unsupported charset "KLINGON"' });
  });

  it('takes other types through the type option', async () => {
    expect((await post(text({ type: 'text/*' }), '<p>', 'text/html')).reply.body).toBe('<p>');
    expect((await post(text(), '<p>', 'text/html')).reply.defined).toBe(false);
  });
});
