import {
  FieldsOnCorrectTypeRule as JsFieldsOnCorrectType,
  FragmentsOnCompositeTypesRule as JsFragmentsOnCompositeTypes,
  KnownArgumentNamesRule as JsKnownArgumentNames,
  KnownDirectivesRule as JsKnownDirectives,
  KnownTypeNamesRule as JsKnownTypeNames,
  PossibleFragmentSpreadsRule as JsPossibleFragmentSpreads,
  ProvidedRequiredArgumentsRule as JsProvidedRequiredArguments,
  ScalarLeafsRule as JsScalarLeafs,
  SingleFieldSubscriptionsRule as JsSingleFieldSubscriptions,
  UniqueDirectivesPerLocationRule as JsUniqueDirectivesPerLocation,
  ValuesOfCorrectTypeRule as JsValuesOfCorrectType,
  VariablesAreInputTypesRule as JsVariablesAreInputTypes,
  VariablesInAllowedPositionRule as JsVariablesInAllowedPosition,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { AllVariableUsagesAreAllowedRule } from '../../src/validation/all-variable-usages-are-allowed.js';
import { ArgumentNamesRule } from '../../src/validation/argument-names.js';
import { DirectivesAreDefinedRule } from '../../src/validation/directives-are-defined.js';
import { DirectivesAreInValidLocationsRule } from '../../src/validation/directives-in-valid-locations.js';
import { DirectivesAreUniquePerLocationRule } from '../../src/validation/directives-unique-per-location.js';
import { FieldSelectionsRule } from '../../src/validation/field-selections.js';
import { FragmentSpreadIsPossibleRule } from '../../src/validation/fragment-spread-is-possible.js';
import { FragmentSpreadTypeExistenceRule } from '../../src/validation/fragment-spread-type-existence.js';
import { FragmentsOnCompositeTypesRule } from '../../src/validation/fragments-on-composite-types.js';
import { InputObjectFieldNamesRule } from '../../src/validation/input-object-field-names.js';
import { InputObjectRequiredFieldsRule } from '../../src/validation/input-object-required-fields.js';
import { LeafFieldSelectionsRule } from '../../src/validation/leaf-field-selections.js';
import { RequiredArgumentsRule } from '../../src/validation/required-arguments.js';
import { SingleRootFieldRule } from '../../src/validation/single-root-field.js';
import { ValuesOfCorrectTypeRule } from '../../src/validation/values-of-correct-type.js';
import { VariablesAreInputTypesRule } from '../../src/validation/variables-are-input-types.js';
import { expectSameErrors } from './harness.js';

describe('§5.2.3.1 Single Root Field', () => {
  it.each([
    ['subscription S { newDog { name } }', 0],
    ['subscription S { newDog { name } newCat { name } }', 1],
    ['subscription { newDog { name } ... on Subscription { newCat { name } } __typename }', 2],
    ['subscription S { ...F } fragment F on Subscription { newDog { name } newCat { name } }', 1],
    ['subscription S { __typename }', 1],
    ['subscription S { newDog { name } newCat @skip(if: true) { name } }', 0],
    ['subscription S { a: newDog { name } a: newDog { name } }', 0],
    ['query Q { dog { name } cat { name } }', 0],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [SingleRootFieldRule], [JsSingleFieldSubscriptions])).toHaveLength(count);
  });
});

describe('§5.3.1 Field Selections', () => {
  it.each([
    ['{ dog { name nickname __typename } pet { name __typename } catOrDog { __typename ... on Dog { barks } } }', 0],
    ['{ dog { meows } }', 1],
    ['{ dog { nam } }', 1],
    ['{ pet { barks } }', 1],
    ['{ pet { nickname } }', 1],
    ['{ catOrDog { name } }', 1],
    ['{ dogOrHuman { name } }', 1],
    ['{ __schema { queryType { name } } __type(name: "Dog") { name } }', 0],
    ['{ dog { __schema { queryType { name } } } }', 1],
    ['{ dog { completelyUnknown } alienz }', 2],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [FieldSelectionsRule], [JsFieldsOnCorrectType])).toHaveLength(count);
  });
});

describe('§5.3.3 Leaf Field Selections', () => {
  it.each([
    ['{ dog { name barks } }', 0],
    ['{ dog }', 1],
    ['{ human { pets } }', 1],
    ['{ dog { name { first } } }', 1],
    ['{ dog { doesKnowCommand(dogCommand: SIT) { x } } }', 1],
    ['{ catOrDog }', 1],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [LeafFieldSelectionsRule], [JsScalarLeafs])).toHaveLength(count);
  });
});

describe('§5.4.1 Argument Names', () => {
  it.each([
    ['{ dog { name(surname: true) doesKnowCommand(dogCommand: SIT) @skip(if: false) } }', 0],
    ['{ dog { name(surnam: true) } }', 1],
    ['{ dog { name(unknown: true, other: 1) } }', 2],
    ['{ dog { name @skip(iff: true) @include(unless: false) } }', 2],
    ['{ dog { name @unknownDirective(x: 1) } }', 0],
    ['{ unknownField(x: 1) }', 0],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [ArgumentNamesRule], [JsKnownArgumentNames])).toHaveLength(count);
  });
});

describe('§5.4.2.1 Required Arguments', () => {
  it.each([
    ['{ complicatedArgs { multipleReqs(req1: 1, req2: 2) nonNullFieldWithDefault multipleOpts } }', 0],
    ['{ complicatedArgs { multipleReqs(req1: 1) } }', 1],
    ['{ complicatedArgs { multipleReqs multipleOptAndReq(opt1: 1) } }', 4],
    ['{ dog { name @skip @include } }', 2],
    ['{ dog { name @needsArg } }', 1],
    ['{ dog { name @needsArg(value: 1) } }', 0],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [RequiredArgumentsRule], [JsProvidedRequiredArguments])).toHaveLength(count);
  });
});

describe('§5.5.1.2 Fragment Spread Type Existence', () => {
  it.each([
    [
      'query ($a: Int, $b: [String!], $c: ComplexInput) { dog { ... on Dog { name } ...F } } fragment F on Pet { name }',
      0,
    ],
    ['query ($a: Integer) { dog { ... on Dgo { name } ...F } } fragment F on Peat { name }', 3],
    ['query ($a: [[Strin!]]!) { dog { name } }', 1],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [FragmentSpreadTypeExistenceRule], [JsKnownTypeNames])).toHaveLength(count);
  });
});

describe('§5.5.1.3 Fragments On Composite Types', () => {
  it.each([
    ['fragment A on Dog { name } fragment B on Pet { name } fragment C on CatOrDog { __typename }', 0],
    ['fragment A on Boolean { name } fragment B on FurColor { x }', 2],
    ['{ dog { ... on ComplexInput { name } ... { name } } }', 1],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [FragmentsOnCompositeTypesRule], [JsFragmentsOnCompositeTypes])).toHaveLength(
      count,
    );
  });
});

describe('§5.5.2.3 Fragment Spread Is Possible', () => {
  it.each([
    [
      '{ dog { ... on Dog { name } ... on Pet { name } ... on CatOrDog { __typename } ...P } } fragment P on Pet { name }',
      0,
    ],
    ['{ dog { ... on Cat { meows } } }', 1],
    ['{ dog { ...C } } fragment C on Cat { meows }', 1],
    ['{ pet { ... on HumanOrAlien { __typename } ... on DogOrHuman { __typename } } }', 1],
    ['{ catOrDog { ... on Human { iq } ... on Being { name } } }', 1],
    ['{ humanOrAlien { ... on Pet { name } } }', 1],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [FragmentSpreadIsPossibleRule], [JsPossibleFragmentSpreads])).toHaveLength(count);
  });
});

const valueRules = [InputObjectRequiredFieldsRule, ValuesOfCorrectTypeRule, InputObjectFieldNamesRule];

describe('§5.6.1, §5.6.2, §5.6.4 Values of Correct Type, Input Object Field Names and Required Fields', () => {
  it.each([
    [
      '{ complicatedArgs { intArgField(intArg: 1) floatArgField(floatArg: 1) stringArgField(stringArg: "s") idArgField(idArg: 1) enumArgField(enumArg: BROWN) booleanArgField(booleanArg: null) } }',
      0,
    ],
    [
      '{ complicatedArgs { stringListArgField(stringListArg: ["a", null]) stringListNonNullArgField(stringListNonNullArg: "single") } }',
      0,
    ],
    ['{ complicatedArgs { intArgField(intArg: "3") } }', 1],
    ['{ complicatedArgs { intArgField(intArg: 3.5) floatArgField(floatArg: true) } }', 2],
    ['{ complicatedArgs { intArgField(intArg: 2147483648) } }', 1],
    [
      '{ complicatedArgs { stringArgField(stringArg: 1) idArgField(idArg: 1.5) booleanArgField(booleanArg: "true") } }',
      3,
    ],
    ['{ complicatedArgs { enumArgField(enumArg: "BROWN") } }', 1],
    ['{ complicatedArgs { enumArgField(enumArg: BRWN) } }', 1],
    ['{ complicatedArgs { nonNullIntArgField(nonNullIntArg: null) } }', 1],
    ['{ complicatedArgs { stringListArgField(stringListArg: [1, "a", true]) } }', 2],
    ['{ complicatedArgs { stringListNonNullArgField(stringListNonNullArg: [null]) } }', 1],
    ['{ complicatedArgs { intArgField(intArg: [1]) stringArgField(stringArg: { a: 1 }) } }', 2],
    [
      '{ complicatedArgs { complexArgField(complexArg: { requiredField: true, intField: 1, nested: { requiredField: false } }) } }',
      0,
    ],
    ['{ complicatedArgs { complexArgField(complexArg: { intField: 1 }) } }', 1],
    ['{ complicatedArgs { complexArgField(complexArg: { requiredField: true, intFeld: 1, unknown: 2 }) } }', 2],
    ['{ complicatedArgs { complexArgField(complexArg: { requiredField: null }) } }', 1],
    ['{ complicatedArgs { complexArgField(complexArg: [{ requiredField: true }]) } }', 1],
    ['{ complicatedArgs { oneOfArgField(oneOfArg: { stringField: "a" }) } }', 0],
    ['{ complicatedArgs { oneOfArgField(oneOfArg: { stringField: "a", intField: 1 }) } }', 1],
    ['{ complicatedArgs { oneOfArgField(oneOfArg: { stringField: null }) } }', 1],
    ['{ complicatedArgs { oneOfArgField(oneOfArg: {}) } }', 1],
    ['{ dog { isHouseTrained(atOtherHomes: 1) name @skip(if: "yes") } }', 2],
    ['query ($a: Int = "one", $b: ComplexInput = { intField: 1 }, $c: [String] = [1]) { dog { name } }', 3],
    ['{ complicatedArgs { intArgField(intArg: $v) complexArgField(complexArg: { requiredField: $r }) } }', 0],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, valueRules, [JsValuesOfCorrectType])).toHaveLength(count);
  });
});

describe('§5.7.1 and §5.7.2 Directives Are Defined, In Valid Locations', () => {
  it.each([
    [
      'query Q($v: Int @onVariableDefinition) @onQuery { dog @onField { ...F @onFragmentSpread ... @onInlineFragment { name } } } fragment F on Dog @onFragmentDefinition { name } mutation M @onMutation { createDog(name: "x") { name } } subscription S @onSubscription { newDog { name } }',
      0,
    ],
    ['{ dog @unknown { name @skip(if: true) } }', 1],
    ['query Q @onField { dog @onQuery { ...F @onInlineFragment } } fragment F on Dog @onFragmentSpread { name }', 4],
    ['mutation M @onQuery { createDog(name: "x") { name } } subscription S @onMutation { newDog { name } }', 2],
  ])('%j', (document, count) => {
    expect(
      expectSameErrors(document, [DirectivesAreDefinedRule, DirectivesAreInValidLocationsRule], [JsKnownDirectives]),
    ).toHaveLength(count);
  });
});

describe('§5.7.3 Directives Are Unique Per Location', () => {
  it.each([
    ['{ dog @repeatableTag(name: "a") @repeatableTag(name: "b") { name @skip(if: true) @include(if: true) } }', 0],
    ['{ dog @skip(if: true) @skip(if: false) { name @onField @onField @onField } }', 3],
    [
      'query Q($a: Int @onVariableDefinition @onVariableDefinition) { dog { ...F @onFragmentSpread @onFragmentSpread } } fragment F on Dog { name }',
      2,
    ],
    ['{ dog @unknown @unknown { name } }', 0],
  ])('%j', (document, count) => {
    expect(
      expectSameErrors(document, [DirectivesAreUniquePerLocationRule], [JsUniqueDirectivesPerLocation]),
    ).toHaveLength(count);
  });
});

describe('§5.8.2 Variables Are Input Types', () => {
  it.each([
    ['query ($a: String, $b: [Boolean!]!, $c: ComplexInput, $d: FurColor) { dog { name } }', 0],
    ['query ($a: Dog, $b: [[CatOrDog!]]!, $c: Pet) { dog { name } }', 3],
    ['query ($a: Unknown) { dog { name } }', 0],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [VariablesAreInputTypesRule], [JsVariablesAreInputTypes])).toHaveLength(count);
  });
});

describe('§5.8.5 All Variable Usages Are Allowed', () => {
  it.each([
    ['query ($a: Int!) { complicatedArgs { intArgField(intArg: $a) nonNullIntArgField(nonNullIntArg: $a) } }', 0],
    ['query ($a: Int) { complicatedArgs { nonNullIntArgField(nonNullIntArg: $a) } }', 1],
    ['query ($a: Int = 1) { complicatedArgs { nonNullIntArgField(nonNullIntArg: $a) } }', 0],
    ['query ($a: Int = null) { complicatedArgs { nonNullIntArgField(nonNullIntArg: $a) } }', 1],
    ['query ($a: Int) { complicatedArgs { nonNullFieldWithDefault(arg: $a) } }', 0],
    ['query ($a: String) { complicatedArgs { intArgField(intArg: $a) } }', 1],
    ['query ($a: [String]) { complicatedArgs { stringListNonNullArgField(stringListNonNullArg: $a) } }', 1],
    ['query ($a: [String!]!) { complicatedArgs { stringListArgField(stringListArg: $a) } }', 0],
    ['query ($a: String) { complicatedArgs { stringListArgField(stringListArg: [$a]) } }', 0],
    ['query ($a: Boolean) { dog { name @skip(if: $a) } }', 1],
    ['query ($a: Boolean) { dog { ...F } } fragment F on Dog { name @include(if: $a) }', 1],
    ['query ($a: Boolean) { complicatedArgs { complexArgField(complexArg: { requiredField: $a }) } }', 1],
    [
      'query ($a: Boolean!) { complicatedArgs { complexArgField(complexArg: { requiredField: true, nonNullField: $a }) } }',
      0,
    ],
    ['query ($s: String) { complicatedArgs { oneOfArgField(oneOfArg: { stringField: $s }) } }', 1],
    ['query ($s: String!) { complicatedArgs { oneOfArgField(oneOfArg: { stringField: $s }) } }', 0],
  ])('%j', (document, count) => {
    expect(expectSameErrors(document, [AllVariableUsagesAreAllowedRule], [JsVariablesInAllowedPosition])).toHaveLength(
      count,
    );
  });
});
