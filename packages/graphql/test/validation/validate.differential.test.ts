import { describe, expect, it } from 'vitest';
import { GraphQLError } from '../../src/error/graphql-error.js';
import { parse } from '../../src/language/parser.js';
import { specifiedRules } from '../../src/validation/specified-rules.js';
import { validate } from '../../src/validation/validate.js';
import { expectSameErrors, testSchema } from './harness.js';

/** Whole documents validated with every rule, compared with graphql-js 16's `validate` (order included). */
const corpus: readonly string[] = [
  '{ dog { name } }',
  'query Q($id: ID) { human(id: $id) { name pets { name ... on Dog { barks } ... on Cat { meows } } } }',
  'mutation M($n: String!) { createDog(name: $n) { name } }',
  'subscription S { newDog { name mother { name } } }',
  '{ __typename __schema { types { name kind fields { name type { name ofType { name } } } } } }',
  '{ __type(name: "Dog") { name fields(includeDeprecated: true) { name args { name defaultValue } } } }',
  'query { dog { ...DogFields } } fragment DogFields on Dog { name barkVolume mother { ...DogFields2 } } fragment DogFields2 on Dog { nickname }',
  '{ catOrDog { __typename ... on Cat { furColor } ... on Dog { doesKnowCommand(dogCommand: SIT) } } }',
  '{ complicatedArgs { complexArgField(complexArg: { requiredField: true, stringListField: ["a", "b"], nested: { requiredField: false } }) } }',
  'query ($skip: Boolean!) { dog { name @skip(if: $skip) nickname @include(if: true) } }',
  // Invalid documents: several rules at once.
  '{ dog { unknownField } }',
  '{ dog }',
  'query A { dog { name } } query A { cat { name } } { alien { name } }',
  '{ dog { ...Missing ...Unused2 } } fragment Unused on Dog { name }',
  'query ($a: Int, $a: String, $unused: Boolean) { dog { isAtLocation(x: $a, y: $undefined) } }',
  '{ complicatedArgs { intArgField(intArg: "x") nonNullIntArgField multipleReqs(req1: null) } }',
  '{ complicatedArgs { complexArgField(complexArg: { intField: 1, intFeld: 2, intField: 3 }) } }',
  '{ dog @onQuery { name @unknown @skip(if: true) @skip(if: false) } }',
  'query Q @skip(if: true) { dog { name } }',
  'fragment A on Dog { ...B } fragment B on Dog { ...A } { dog { ...A } }',
  'fragment F on Boolean { x } fragment G on Nope { y } { dog { ...F ...G } }',
  '{ dog { ... on Cat { meows } ...CatFields } } fragment CatFields on Cat { meows }',
  'query ($d: Dog, $u: Unknown) { dog { name } }',
  'query ($a: Int) { complicatedArgs { nonNullIntArgField(nonNullIntArg: $a) } }',
  '{ dog { name: nickname name } }',
  '{ dog { x: name ...F } } fragment F on Dog { x: barks }',
  'subscription S { newDog { name } newCat { name } }',
  'subscription { __typename }',
  'type Extra { a: Int } { dog { name } } extend type Dog { b: Int }',
  '{ dog { name(surname: true, unknownArg: 1, surname: false) } }',
  '{ pet { name ... on Human { iq } } humanOrAlien { ... on Being { name } } }',
  '{ human { pets { ... on Dog { barkVolume } } relatives { pets } } }',
  'query ($o: OneOfInput = { stringField: "a", intField: 1 }) { complicatedArgs { oneOfArgField(oneOfArg: $o) } }',
  '{ complicatedArgs { enumArgField(enumArg: brown) floatArgField(floatArg: "1") idArgField(idArg: true) } }',
  'query ($v: [String]) { complicatedArgs { stringListNonNullArgField(stringListNonNullArg: $v) } }',
  '{ dog { mother { name } mother { name: nickname } } }',
  // Type system definitions in an executable document: rejected, and their references still checked.
  'type T @onField { a(x: Foo = 1 @onQuery): Strin @deprecated(reason: 1) } input I { f: [Nope!] @onField } { dog { name } }',
  'directive @local(x: Int!) repeatable on FIELD\n{ dog { name @local @local(x: 1, y: 2) } }',
  'schema @onQuery { query: Query } extend schema @onMutation { mutation: Mutation } enum E { A @skip(if: true) }',
  // Descriptions (2025 spec) take no part in validation.
  '"Finds a dog" query Q("the x coordinate" $x: Int, """y""" $y: Int = 1) { dog { isAtLocation(x: $x, y: $y) ...F } } "Dog bits" fragment F on Dog { name }',
];

describe('validate agrees with graphql-js 16 on a shared corpus (messages, locations and order)', () => {
  it('has a corpus of at least 30 documents', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus)('%j', (document) => {
    expectSameErrors(document);
  });
});

describe('validate', () => {
  it('accepts a valid document with no errors', () => {
    expect(validate(testSchema, parse('{ dog { name } }'))).toEqual([]);
  });

  it('returns GraphQLErrors that serialise to the response error shape', () => {
    const [error] = validate(testSchema, parse('{\n  dog { nope }\n}'));
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error?.toJSON()).toEqual({
      message: 'Cannot query field "nope" on type "Dog". Did you mean "name"?',
      locations: [{ line: 2, column: 9 }],
    });
  });

  it('stops after maxErrors errors and says so', () => {
    const document = parse(`{ ${Array.from({ length: 30 }, (_, i) => `unknown${i}`).join(' ')} }`);
    const errors = validate(testSchema, document, specifiedRules, { maxErrors: 5 });
    expect(errors).toHaveLength(6);
    expect(errors[5]?.message).toBe('Too many validation errors, error limit reached. Validation aborted.');
    expect(validate(testSchema, document)).toHaveLength(30);
  });

  it('runs only the rules it is given', () => {
    expect(validate(testSchema, parse('{ nope }'), [])).toEqual([]);
  });
});
