import { parseContentType } from '@batonjs/http';
import { assertLinearCost, fuzzText } from '@batonjs/test-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GraphQLError } from '../../src/error/graphql-error.js';
import { GraphQLHttpError } from '../../src/errors.js';
import { negotiateResponseType } from '../../src/http/media-type.js';
import { paramsFromJson } from '../../src/http/request-params.js';
import { Lexer } from '../../src/language/lexer.js';
import { parse } from '../../src/language/parser.js';
import { Source } from '../../src/language/source.js';
import { TokenKind } from '../../src/language/token-kind.js';

const PIECES = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  'query',
  'a',
  ':',
  '$v',
  '...',
  'on',
  'fragment',
  '@d',
  '"',
  '"""',
  '\\u',
  '#',
  '\n',
  ',',
  '1',
  '1.5e',
  '-',
  '!',
  '=',
  '|',
  '&',
  ' ',
  '\u00e9',
  '\ud800',
];

/** Runs `fn`, allowing only a GraphQLError (a syntax error, or a token or depth limit). */
function onlySyntaxErrors(fn: () => unknown): void {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(GraphQLError);
  }
}

function lexAll(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

describe('the GraphQL lexer and parser', () => {
  it('throw nothing but GraphQLError on any text', () => {
    fc.assert(
      fc.property(fuzzText(PIECES, 50), (text) => {
        onlySyntaxErrors(() => lexAll(text));
        onlySyntaxErrors(() => parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('lexing costs time linear in the text', () => {
    assertLinearCost((text) => onlySyntaxErrors(() => lexAll(text)), fuzzText(PIECES, 6));
  });

  it('parsing costs time linear in the text, without the token limit', () => {
    assertLinearCost(
      (text) => onlySyntaxErrors(() => parse(text, { maxTokens: Number.POSITIVE_INFINITY })),
      fuzzText(PIECES, 6),
    );
  });
});

describe('the GraphQL HTTP request', () => {
  it('a JSON body gives params or a coded 400, never another throw', () => {
    const pieces = [
      '{',
      '}',
      '"query"',
      '"variables"',
      '"operationName"',
      ':',
      ',',
      '"{a}"',
      'null',
      '[]',
      '1',
      '"',
      '\\',
    ];
    fc.assert(
      fc.property(fuzzText(pieces, 20), (text) => {
        try {
          paramsFromJson(text);
        } catch (err) {
          expect(err).toBeInstanceOf(GraphQLHttpError);
          expect((err as GraphQLHttpError).status).toBe(400);
        }
      }),
      { numRuns: 250 },
    );
  });

  it('Content-Type and Accept never throw and cost linear time', () => {
    const pieces = [
      'application/json',
      'application/graphql-response+json',
      ';',
      'charset=utf-8',
      'q=0.5',
      ',',
      '"',
      ' ',
      '*/*',
      'x',
    ];
    fc.assert(
      fc.property(fuzzText(pieces, 20), (header) => {
        parseContentType(header);
        negotiateResponseType(header);
      }),
      { numRuns: 250 },
    );
    assertLinearCost((header) => [parseContentType(header), negotiateResponseType(header)], fuzzText(pieces, 6));
  });
});
