import { OverlappingFieldsCanBeMergedRule as JsOverlappingFields } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FieldSelectionMergingRule } from '../../src/validation/field-selection-merging.js';
import { expectSameErrors, ourErrors } from './harness.js';

const cases: readonly [string, number][] = [
  ['{ dog { name name } }', 0],
  ['{ dog { otherName: name otherName: name } }', 0],
  ['{ dog { name: nickname name } }', 1],
  ['{ dog { doesKnowCommand(dogCommand: SIT) doesKnowCommand(dogCommand: SIT) } }', 0],
  ['{ dog { doesKnowCommand(dogCommand: SIT) doesKnowCommand(dogCommand: HEEL) } }', 1],
  ['{ dog { doesKnowCommand doesKnowCommand(dogCommand: SIT) } }', 1],
  [
    'query ($a: DogCommand, $b: DogCommand) { dog { doesKnowCommand(dogCommand: $a) doesKnowCommand(dogCommand: $b) } }',
    1,
  ],
  ['{ dog { isAtLocation(x: 1, y: 2) isAtLocation(y: 2, x: 1) } }', 0],
  [
    '{ complicatedArgs { complexArgField(complexArg: { requiredField: true, intField: 1 }) complexArgField(complexArg: { intField: 1, requiredField: true }) } }',
    0,
  ],
  ['{ complicatedArgs { stringArgField(stringArg: "a") stringArgField(stringArg: """a""") } }', 1],
  ['{ dog { ...A ...B } } fragment A on Dog { x: name } fragment B on Dog { x: nickname }', 1],
  ['{ dog { x: name ...A } } fragment A on Dog { x: barks }', 1],
  ['{ catOrDog { ... on Dog { x: name } ... on Cat { x: name } } }', 0],
  ['{ catOrDog { ... on Dog { x: barkVolume } ... on Cat { x: meows } } }', 1],
  ['{ catOrDog { ... on Dog { x: name } ... on Cat { x: nickname } } }', 0],
  ['{ pet { ... on Dog { name } ... on Pet { name: nickname } } }', 1],
  ['{ dog { mother { name } mother { nickname } } }', 0],
  ['{ dog { mother { x: name } mother { x: nickname } } }', 1],
  ['{ dog { mother { x: name y: barks } mother { x: nickname y: barkVolume } } }', 1],
  ['{ dog { mother { mother { x: name } } mother { mother { x: barks } } } }', 1],
  ['{ human { relatives { name } } human { relatives { iq } } }', 0],
  ['{ human(id: 1) { name } human(id: 2) { name } }', 1],
  ['{ a: dog { name } a: cat { name } }', 1],
  ['{ catOrDog { ... on Dog { mother { name } } ... on Cat { mother: furColor } } }', 1],
  ['{ dogOrHuman { ... on Dog { x: mother { name } } ... on Human { x: relatives { name } } } }', 1],
  ['{ dog { ...A } cat { ...B } } fragment A on Dog { name } fragment B on Cat { name }', 0],
  ['{ dog { ...A ...A } } fragment A on Dog { name x: barks }', 0],
  ['{ dog { x: name ...A ...B } } fragment A on Dog { x: nickname ...B } fragment B on Dog { x: barks }', 4],
  ['{ dog { ...A } } fragment A on Dog { mother { ...A } x: name mother { x: nickname } }', 1],
  ['{ dog { name @skip(if: true) name @include(if: false) } }', 0],
  ['{ dog { unknown: name unknown: undefinedField } }', 1],
  ['{ dog { undefinedA undefinedA(x: 1) } }', 1],
  ['fragment F on Dog { x: name x: nickname }', 1],
  ['{ dog { ... { x: name } ... { x: barks } } }', 1],
];

describe('§5.3.2 Field Selection Merging agrees with graphql-js', () => {
  it.each(cases)('%j', (document, count) => {
    expect(expectSameErrors(document, [FieldSelectionMergingRule], [JsOverlappingFields])).toHaveLength(count);
  });

  it('explains nested conflicts and locates every field involved', () => {
    const [error] = ourErrors('{ dog { mother { x: name y: barks } mother { x: nickname y: barkVolume } } }', [
      FieldSelectionMergingRule,
    ]);
    expect(error?.message).toBe(
      'Fields "mother" conflict because subfields "x" conflict because "name" and "nickname" are different fields and subfields "y" conflict because "barks" and "barkVolume" are different fields. Use different aliases on the fields to fetch both if this was intentional.',
    );
    expect(error?.locations).toHaveLength(6);
  });

  it('stays within the call stack on fragments spread into each other (graphql-js overflows here)', () => {
    const count = 60;
    const fragments = Array.from(
      { length: count },
      (_, i) => `fragment F${i} on Dog { name mother { ...F${(i + 1) % count} } ${i > 0 ? `...F${i - 1}` : ''} }`,
    ).join('\n');
    const document = `{ dog { ...F0 } }\n${fragments}`;
    expect(ourErrors(document, [FieldSelectionMergingRule])).toEqual([
      { message: 'Validation aborted.', locations: undefined },
    ]);
    const small = Array.from(
      { length: 10 },
      (_, i) => `fragment F${i} on Dog { name mother { ...F${(i + 1) % 10} } ${i > 0 ? `...F${i - 1}` : ''} }`,
    ).join('\n');
    expect(expectSameErrors(`{ dog { ...F0 } }\n${small}`, [FieldSelectionMergingRule], [JsOverlappingFields])).toEqual(
      [],
    );
  });

  it('gives up with "Validation aborted." when a document needs too many comparisons', () => {
    const wide = Array.from({ length: 800 }, () => 'name').join(' ');
    const errors = ourErrors(`{ dog { ${wide} } }`, [FieldSelectionMergingRule]);
    expect(errors).toEqual([{ message: 'Validation aborted.', locations: undefined }]);
  });
});
