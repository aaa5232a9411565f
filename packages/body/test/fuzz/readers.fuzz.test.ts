import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { json, urlencoded } from '@batonjs/body';
import { assertLinearCost, fuzzText, onlyCodedErrors } from '@batonjs/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formPairs } from '../../src/form-pairs.js';
import { parseMediaType } from '../../src/media-type.js';
import { nestForm } from '../../src/nested-form.js';

const JSON_PIECES = [
  '{',
  '}',
  '[',
  ']',
  '"',
  ':',
  ',',
  '1',
  '-',
  'e9',
  'true',
  'null',
  '\\u00',
  '"__proto__"',
  ' ',
  '\u00e9',
];
const FORM_PIECES = [
  'a',
  '=',
  '&',
  '[',
  ']',
  '[]',
  '%',
  '%zz',
  '%5B',
  '+',
  '__proto__',
  '0',
  '9999999',
  'utf8=%E2%9C%93',
  '&#10003;',
];
const TYPE_PIECES = ['application/json', 'text/plain', ';', 'charset=', 'utf-8', '"', '\\', '=', ' ', '/', '*', 'x'];

/** Feeds `body` through `parser` as a request with a Content-Length; resolves with next's argument. */
function parseBody(parser: ReturnType<typeof json>, body: string, type: string): Promise<unknown> {
  const bytes = Buffer.from(body);
  const req = Readable.from([bytes]) as unknown as IncomingMessage & { body?: unknown };
  Object.assign(req, {
    headers: { 'content-type': type, 'content-length': String(bytes.length) },
    method: 'POST',
    url: '/',
    httpVersionMajor: 1,
  });
  return new Promise((resolve) => parser(req, {} as ServerResponse, (err?: unknown) => resolve(err ?? req.body)));
}

const isCoded = (err: unknown) =>
  typeof (err as { code?: unknown }).code === 'string' &&
  String((err as { code: string }).code).startsWith('BATON_BODY_');

describe('the JSON and urlencoded readers, with limits', () => {
  const jsonParser = json({ limit: 64 });
  const formParser = urlencoded({ extended: true, limit: 64, parameterLimit: 10, depth: 3 });

  it('answer every body with a value or a coded error (413 past the limit), never a throw', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzText(JSON_PIECES, 30), fuzzText(FORM_PIECES, 30), async (jsonBody, formBody) => {
        for (const [result, body] of [
          [await parseBody(jsonParser, jsonBody, 'application/json'), jsonBody],
          [await parseBody(formParser, formBody, 'application/x-www-form-urlencoded'), formBody],
        ] as const) {
          if (result instanceof Error) {
            expect(isCoded(result)).toBe(true);
            if (Buffer.byteLength(body) > 64) expect((result as { status?: number }).status).toBe(413);
          }
        }
        expect(({} as Record<string, unknown>).a).toBeUndefined();
      }),
      { numRuns: 150 },
    );
  });

  it('urlencoded parsing costs time linear in the body', () => {
    const parse = (text: string) =>
      onlyCodedErrors(
        () => nestForm(formPairs(text, 'utf-8'), { depth: 3, arrayLimit: 100 }),
        (code) => code === 'BATON_BODY_DEPTH_EXCEEDED',
      );
    fc.assert(
      fc.property(fuzzText(FORM_PIECES, 30), (text) => void parse(text)),
      { numRuns: 200 },
    );
    assertLinearCost(parse, fuzzText(FORM_PIECES, 6));
  });
});

describe('Content-Type', () => {
  it('parseMediaType never throws and costs linear time', () => {
    fc.assert(
      fc.property(fuzzText(TYPE_PIECES, 30), (header) => void parseMediaType(header)),
      { numRuns: 250 },
    );
    assertLinearCost(parseMediaType, fuzzText(TYPE_PIECES, 6));
  });
});
