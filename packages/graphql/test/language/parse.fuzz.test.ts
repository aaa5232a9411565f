import fc from 'fast-check';
import { parse as jsParse, parseValue as jsParseValue } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GraphQLError } from '../../src/error/graphql-error.js';
import { parse, parseValue } from '../../src/language/parser.js';
import { print } from '../../src/language/printer.js';
import { stripLocations } from './strip-locations.js';

type Outcome = { tree: unknown } | { message: string; locations: unknown };

function outcome(run: () => unknown): Outcome {
  try {
    return { tree: stripLocations(run()) };
  } catch (error) {
    if (error instanceof Error && 'locations' in error) {
      return { message: error.message, locations: (error as { locations: unknown }).locations };
    }
    throw error;
  }
}

/** Tokens and fragments of tokens from the whole grammar, glued with and without separators. */
const pieces = [
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ':',
  '=',
  '@',
  '$',
  '!',
  '|',
  '&',
  '...',
  '..',
  '.',
  ',',
  ' ',
  '\n',
  '\r\n',
  '#c\n',
  'query',
  'mutation',
  'subscription',
  'fragment',
  'on',
  'type',
  'interface',
  'union',
  'enum',
  'input',
  'scalar',
  'schema',
  'directive',
  'extend',
  'implements',
  'repeatable',
  'FIELD',
  'QUERY',
  'true',
  'false',
  'null',
  'a',
  'b',
  'A',
  '_x',
  'Foo',
  '0',
  '-1',
  '1.5',
  '1e3',
  '01',
  '1.',
  '.5',
  '"s"',
  '"\\n"',
  '"\\u0041"',
  '"\\u{1F600}"',
  '"unterminated',
  '"""block"""',
  '"""',
  '\\',
  "'",
  '%',
  '\u0000',
  'é',
  '😀',
];

describe('parse on generated input', () => {
  it('only ever throws GraphQLError, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        try {
          parse(text);
        } catch (error) {
          expect(error).toBeInstanceOf(GraphQLError);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with graphql-js on token soup: same tree or same error and location (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(outcome(() => parse(text))).toEqual(outcome(() => jsParse(text)));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with graphql-js on strings, block strings and numbers built from tricky pieces (property)', () => {
    const stringPiece = fc.constantFrom(
      'a',
      ' ',
      '\\',
      'u',
      '{',
      '}',
      '0',
      '1',
      'D8',
      '3D',
      'DE',
      '00',
      'F',
      'x',
      '"',
      '\n',
      '\t',
      '\r',
      'é',
      '😀',
      '\ud800',
    );
    const numberPiece = fc.constantFrom('-', '0', '1', '9', '.', 'e', 'E', '+', 'a', '_', ' ');
    const literal = fc.oneof(
      fc.array(stringPiece, { maxLength: 14 }).map((parts) => `"${parts.join('')}"`),
      fc.array(stringPiece, { maxLength: 14 }).map((parts) => `"""${parts.join('')}"""`),
      fc.array(numberPiece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(literal, (text) => {
        expect(outcome(() => parseValue(text))).toEqual(outcome(() => jsParseValue(text)));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with graphql-js on well-formed operations, and print then parse gives the same tree (property)', () => {
    const name = fc.constantFrom('a', 'b', 'on', 'query', 'node', '_id', 'x1');
    const scalar = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }).map(String),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (/[.e]/.test(String(n)) ? String(n) : `${n}.0`)),
      fc.string({ maxLength: 8 }).map((s) => JSON.stringify(s)),
      fc.constantFrom('true', 'false', 'null', 'RED', '$v', '"""blk"""'),
    );
    const value: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        scalar,
        fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`),
        fc
          .array(fc.tuple(name, tie('value')), { maxLength: 3 })
          .map((fields) => `{${fields.map(([k, v]) => `${k}: ${v}`).join(', ')}}`),
      ),
    })).value;
    const args = fc
      .array(fc.tuple(name, value), { maxLength: 2 })
      .map((list) => (list.length === 0 ? '' : `(${list.map(([k, v]) => `${k}: ${v}`).join(', ')})`));
    const selectionSet: fc.Arbitrary<string> = fc.letrec<{ set: string }>((tie) => ({
      set: fc
        .array(
          fc.oneof(
            { depthSize: 'small', withCrossShrink: true },
            fc
              .tuple(fc.option(name), name, args)
              .map(([alias, field, a]) => `${alias === null ? '' : `${alias}: `}${field}${a}`),
            fc.tuple(name, args, tie('set')).map(([field, a, set]) => `${field}${a} @d${a} ${set}`),
            fc.tuple(fc.constantFrom('', 'on T '), tie('set')).map(([condition, set]) => `... ${condition}${set}`),
            fc.constantFrom('...F', '...G @skip(if: true)'),
          ),
          { minLength: 1, maxLength: 4 },
        )
        .map((selections) => `{ ${selections.join(' ')} }`),
    })).set;
    const document = fc
      .tuple(fc.constantFrom('', 'query Q', 'mutation', 'subscription S($v: [Int!] = [1])'), selectionSet)
      .map(([head, set]) => `${head} ${set} fragment F on T { a }`);
    fc.assert(
      fc.property(document, (text) => {
        const tree = stripLocations(parse(text));
        expect(tree).toEqual(stripLocations(jsParse(text)));
        expect(stripLocations(parse(print(parse(text))))).toEqual(tree);
      }),
      { numRuns: 500 },
    );
  });
});
