import {
  ExecutableDefinitionsRule as JsExecutableDefinitions,
  KnownFragmentNamesRule as JsKnownFragmentNames,
  LoneAnonymousOperationRule as JsLoneAnonymousOperation,
  NoFragmentCyclesRule as JsNoFragmentCycles,
  NoUndefinedVariablesRule as JsNoUndefinedVariables,
  NoUnusedFragmentsRule as JsNoUnusedFragments,
  NoUnusedVariablesRule as JsNoUnusedVariables,
  UniqueArgumentNamesRule as JsUniqueArgumentNames,
  UniqueFragmentNamesRule as JsUniqueFragmentNames,
  UniqueInputFieldNamesRule as JsUniqueInputFieldNames,
  UniqueOperationNamesRule as JsUniqueOperationNames,
  UniqueVariableNamesRule as JsUniqueVariableNames,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { AllVariableUsesDefinedRule } from '../../src/validation/all-variable-uses-defined.js';
import { AllVariablesUsedRule } from '../../src/validation/all-variables-used.js';
import { ArgumentUniquenessRule } from '../../src/validation/argument-uniqueness.js';
import { ExecutableDefinitionsRule } from '../../src/validation/executable-definitions.js';
import { FragmentNameUniquenessRule } from '../../src/validation/fragment-name-uniqueness.js';
import { FragmentSpreadTargetDefinedRule } from '../../src/validation/fragment-spread-target-defined.js';
import { FragmentSpreadsMustNotFormCyclesRule } from '../../src/validation/fragment-spreads-must-not-form-cycles.js';
import { FragmentsMustBeUsedRule } from '../../src/validation/fragments-must-be-used.js';
import { InputObjectFieldUniquenessRule } from '../../src/validation/input-object-field-uniqueness.js';
import { LoneAnonymousOperationRule } from '../../src/validation/lone-anonymous-operation.js';
import { OperationNameUniquenessRule } from '../../src/validation/operation-name-uniqueness.js';
import { VariableUniquenessRule } from '../../src/validation/variable-uniqueness.js';
import { expectSameErrors } from './harness.js';

describe('§5.1.1 Executable Definitions', () => {
  it.each([
    ['{ dog { name } } fragment F on Dog { name }', 0],
    ['{ dog { name } } type Cow { name: String } extend type Dog { color: String }', 2],
    ['schema { query: Query } extend schema @onQuery { mutation: Mutation } { dog { name } }', 2],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [ExecutableDefinitionsRule], [JsExecutableDefinitions])).toHaveLength(count);
  });
});

describe('§5.2.1.1 Operation Name Uniqueness', () => {
  it.each([
    ['query A { dog { name } } query B { dog { name } }', 0],
    ['query A { dog { name } } mutation A { createDog(name: "x") { name } }', 1],
    ['query A { dog { name } } query A { cat { name } } subscription A { newDog { name } }', 2],
    ['{ dog { name } } fragment A on Dog { name } query A { dog { ...A } }', 0],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [OperationNameUniquenessRule], [JsUniqueOperationNames])).toHaveLength(count);
  });
});

describe('§5.2.2.1 Lone Anonymous Operation', () => {
  it.each([
    ['{ dog { name } }', 0],
    ['{ dog { name } } fragment F on Dog { name }', 0],
    ['{ dog { name } } { cat { name } }', 2],
    ['{ dog { name } } mutation M { createDog(name: "x") { name } }', 1],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [LoneAnonymousOperationRule], [JsLoneAnonymousOperation])).toHaveLength(count);
  });
});

describe('§5.5.1.1 Fragment Name Uniqueness', () => {
  it.each([
    ['{ dog { ...A ...B } } fragment A on Dog { name } fragment B on Dog { nickname }', 0],
    ['{ dog { ...A } } fragment A on Dog { name } fragment A on Dog { nickname } fragment A on Dog { barks }', 2],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [FragmentNameUniquenessRule], [JsUniqueFragmentNames])).toHaveLength(count);
  });
});

describe('§5.5.2.1 Fragment Spread Target Defined', () => {
  it.each([
    ['{ dog { ...A ... on Dog { ...B } } } fragment A on Dog { name } fragment B on Dog { name }', 0],
    ['{ dog { ...Missing ... on Dog { ...AlsoMissing } } }', 2],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [FragmentSpreadTargetDefinedRule], [JsKnownFragmentNames])).toHaveLength(count);
  });
});

describe('§5.5.1.4 Fragments Must Be Used', () => {
  it.each([
    ['{ dog { ...A } } fragment A on Dog { ...B } fragment B on Dog { name }', 0],
    [
      '{ dog { ...A } } fragment A on Dog { name } fragment Unused on Dog { name } fragment U2 on Dog { ...U3 } fragment U3 on Dog { name }',
      3,
    ],
    ['fragment Alone on Dog { name }', 1],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [FragmentsMustBeUsedRule], [JsNoUnusedFragments])).toHaveLength(count);
  });
});

describe('§5.5.2.2 Fragment Spreads Must Not Form Cycles', () => {
  it.each([
    ['{ dog { ...A } } fragment A on Dog { ...B ...B } fragment B on Dog { name }', 0],
    ['fragment A on Dog { ...A }', 1],
    ['fragment A on Dog { mother { ...A } }', 1],
    ['fragment A on Dog { ...B } fragment B on Dog { ...A }', 1],
    ['fragment A on Dog { ...B } fragment B on Dog { ...C } fragment C on Dog { ...A ...B }', 2],
    ['fragment A on Dog { ...B ...C } fragment B on Dog { ...A } fragment C on Dog { ...A }', 2],
    ['fragment A on Dog { ...Missing }', 0],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [FragmentSpreadsMustNotFormCyclesRule], [JsNoFragmentCycles])).toHaveLength(
      count,
    );
  });

  it('survives a long chain of fragments', () => {
    const chain = Array.from({ length: 500 }, (_, i) => `fragment F${i} on Dog { ...F${(i + 1) % 500} }`).join('\n');
    expect(expectSameErrors(chain, [FragmentSpreadsMustNotFormCyclesRule], [JsNoFragmentCycles])).toHaveLength(1);
  });
});

describe('§5.8.1 Variable Uniqueness', () => {
  it.each([
    ['query ($a: Int, $b: Int) { dog { name } }', 0],
    ['query ($a: Int, $a: Int, $a: String, $b: Int, $b: Int) { dog { name } }', 2],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [VariableUniquenessRule], [JsUniqueVariableNames])).toHaveLength(count);
  });
});

describe('§5.8.3 All Variable Uses Defined', () => {
  it.each([
    ['query ($a: Boolean) { dog { name(surname: $a) } }', 0],
    ['query Q { dog { name(surname: $a) ...F } } fragment F on Dog { isAtLocation(x: $x, y: $y) }', 3],
    ['{ dog { name(surname: $a) } } query Other { dog { ...F } } fragment F on Dog { name(surname: $b) }', 2],
    ['query Q($x: Int) { dog { ...F } } query R { dog { ...F } } fragment F on Dog { isAtLocation(x: $x) }', 1],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [AllVariableUsesDefinedRule], [JsNoUndefinedVariables])).toHaveLength(count);
  });
});

describe('§5.8.4 All Variables Used', () => {
  it.each([
    ['query ($a: Boolean) { dog { ...F } } fragment F on Dog { name(surname: $a) }', 0],
    ['query Q($a: Boolean, $b: Int, $c: Int) { dog { isAtLocation(x: $b) } }', 2],
    ['query ($a: Boolean) { dog { name } }', 1],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [AllVariablesUsedRule], [JsNoUnusedVariables])).toHaveLength(count);
  });
});

describe('§5.4.2 Argument Uniqueness', () => {
  it.each([
    ['{ dog { isAtLocation(x: 1, y: 2) @repeatableTag(name: "a") } }', 0],
    ['{ dog { isAtLocation(x: 1, x: 2, y: 1, x: 3) @repeatableTag(name: "a", name: "b") } }', 2],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [ArgumentUniquenessRule], [JsUniqueArgumentNames])).toHaveLength(count);
  });
});

describe('§5.6.3 Input Object Field Uniqueness', () => {
  it.each([
    ['{ complicatedArgs { complexArgField(complexArg: { intField: 1, nested: { intField: 2 } }) } }', 0],
    ['{ complicatedArgs { complexArgField(complexArg: { intField: 1, intField: 2, nested: { a: 1, a: 2 } }) } }', 2],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [InputObjectFieldUniquenessRule], [JsUniqueInputFieldNames])).toHaveLength(count);
  });
});
