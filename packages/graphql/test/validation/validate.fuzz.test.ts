import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectSameErrors } from './harness.js';

/** Pieces of the test schema, plus names it does not have, so generated documents are sometimes wrong. */
const fieldNames = [
  'name',
  'nickname',
  'barks',
  'meows',
  'mother',
  'pets',
  'relatives',
  'dog',
  'cat',
  'pet',
  'iq',
  'nope',
];
const rootFields = ['dog', 'cat', 'pet', 'human', 'catOrDog', 'dogOrHuman', 'complicatedArgs', 'alien', 'nope'];
const typeNames = ['Dog', 'Cat', 'Pet', 'Being', 'CatOrDog', 'Human', 'Canine', 'String', 'Nope'];
const argumentValues = ['1', '"s"', 'true', 'null', 'SIT', '[1]', '{ a: 1 }', '$v', '$w', '1.5'];
const argumentNames = ['surname', 'dogCommand', 'x', 'y', 'atOtherHomes', 'id', 'bogus'];
const directives = ['', '', '', ' @skip(if: true)', ' @include(if: $v)', ' @onField', ' @nope', ' @skip(if: $w)'];

const args = fc
  .array(fc.tuple(fc.constantFrom(...argumentNames), fc.constantFrom(...argumentValues)), { maxLength: 2 })
  .map((list) => (list.length === 0 ? '' : `(${list.map(([name, value]) => `${name}: ${value}`).join(', ')})`));

const selectionSet: fc.Arbitrary<string> = fc.letrec<{ set: string }>((tie) => ({
  set: fc
    .array(
      fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc
          .tuple(
            fc.option(fc.constantFrom('a', 'name')),
            fc.constantFrom(...fieldNames),
            args,
            fc.constantFrom(...directives),
          )
          .map(([alias, field, a, d]) => `${alias === null ? '' : `${alias}: `}${field}${a}${d}`),
        fc.tuple(fc.constantFrom(...fieldNames), args, tie('set')).map(([field, a, set]) => `${field}${a} ${set}`),
        fc
          .tuple(fc.constantFrom('', ...typeNames.map((t) => `on ${t} `)), tie('set'))
          .map(([condition, set]) => `... ${condition}${set}`),
        fc.constantFrom('...F', '...G', '...Missing'),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((selections) => `{ ${selections.join(' ')} }`),
})).set;

const operation = fc
  .tuple(
    fc.constantFrom('query', 'query Q', 'query Q', 'mutation M', 'subscription S'),
    fc.constantFrom('', '($v: Boolean)', '($v: Boolean!, $w: Int)', '($v: Dog)', '($v: Int = "x")'),
    fc.array(fc.tuple(fc.constantFrom(...rootFields), args, selectionSet), { minLength: 1, maxLength: 3 }),
  )
  .map(([head, vars, roots]) => `${head}${vars} { ${roots.map(([f, a, s]) => `${f}${a} ${s}`).join(' ')} }`);

const fragment = (name: string) =>
  fc.tuple(fc.constantFrom(...typeNames), selectionSet).map(([type, set]) => `fragment ${name} on ${type} ${set}`);

describe('validate agrees with graphql-js on generated documents (property)', () => {
  it('reports the same errors, in the same order, with the same locations', () => {
    fc.assert(
      fc.property(operation, fc.option(fragment('F')), fc.option(fragment('G')), (op, f, g) => {
        const document = [op, f, g].filter((part) => part !== null).join('\n');
        expectSameErrors(document);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
