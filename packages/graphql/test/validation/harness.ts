import {
  type ValidationRule as JsValidationRule,
  buildSchema as jsBuildSchema,
  parse as jsParse,
  specifiedRules as jsSpecifiedRules,
  validate as jsValidate,
} from 'graphql';
import { expect } from 'vitest';
import { parse } from '../../src/language/parser.js';
import { buildSchema } from '../../src/utilities/build-schema.js';
import { specifiedRules } from '../../src/validation/specified-rules.js';
import { validate } from '../../src/validation/validate.js';
import type { ValidationRule } from '../../src/validation/validation-context.js';

/** A pet-shop schema with interfaces, unions, enums, input objects, required arguments and custom directives. */
export const testSDL = `
  directive @onQuery on QUERY
  directive @onMutation on MUTATION
  directive @onSubscription on SUBSCRIPTION
  directive @onField on FIELD
  directive @onFragmentDefinition on FRAGMENT_DEFINITION
  directive @onFragmentSpread on FRAGMENT_SPREAD
  directive @onInlineFragment on INLINE_FRAGMENT
  directive @onVariableDefinition on VARIABLE_DEFINITION
  directive @repeatableTag(name: String) repeatable on FIELD | QUERY
  directive @needsArg(value: Int!, optional: String = "x") on FIELD

  interface Mammal { mother: Mammal father: Mammal }
  interface Being { name(surname: Boolean): String }
  interface Pet implements Being { name(surname: Boolean): String }
  interface Canine implements Mammal { name(surname: Boolean): String mother: Canine father: Canine }

  enum DogCommand { SIT HEEL DOWN }
  enum FurColor { BROWN BLACK TAN SPOTTED NO_FUR UNKNOWN }

  type Dog implements Being & Pet & Mammal & Canine {
    name(surname: Boolean): String
    nickname: String
    barkVolume: Int
    barks: Boolean
    doesKnowCommand(dogCommand: DogCommand): Boolean
    isHouseTrained(atOtherHomes: Boolean = true): Boolean
    isAtLocation(x: Int, y: Int): Boolean
    mother: Dog
    father: Dog
  }

  type Cat implements Being & Pet {
    name(surname: Boolean): String
    nickname: String
    meows: Boolean
    meowsVolume: Int
    furColor: FurColor
  }

  union CatOrDog = Cat | Dog

  type Human implements Being {
    name(surname: Boolean): String
    pets: [Pet]
    relatives: [Human!]!
    iq: Int
  }

  type Alien implements Being {
    name(surname: Boolean): String
    numEyes: Int
  }

  union DogOrHuman = Dog | Human
  union HumanOrAlien = Human | Alien

  input ComplexInput {
    requiredField: Boolean!
    nonNullField: Boolean! = false
    intField: Int
    stringField: String
    booleanField: Boolean
    stringListField: [String]
    nested: ComplexInput
  }

  input OneOfInput @oneOf { stringField: String intField: Int }

  type ComplicatedArgs {
    intArgField(intArg: Int): String
    nonNullIntArgField(nonNullIntArg: Int!): String
    stringArgField(stringArg: String): String
    booleanArgField(booleanArg: Boolean): String
    enumArgField(enumArg: FurColor): String
    floatArgField(floatArg: Float): String
    idArgField(idArg: ID): String
    stringListArgField(stringListArg: [String]): String
    stringListNonNullArgField(stringListNonNullArg: [String!]): String
    complexArgField(complexArg: ComplexInput): String
    oneOfArgField(oneOfArg: OneOfInput): String
    multipleReqs(req1: Int!, req2: Int!): String
    nonNullFieldWithDefault(arg: Int! = 0): String
    multipleOpts(opt1: Int = 0, opt2: Int = 0): String
    multipleOptAndReq(req1: Int!, req2: Int!, opt1: Int = 0, opt2: Int = 0): String
  }

  type Query {
    human(id: ID): Human
    alien: Alien
    dog: Dog
    cat: Cat
    pet: Pet
    catOrDog: CatOrDog
    dogOrHuman: DogOrHuman
    humanOrAlien: HumanOrAlien
    complicatedArgs: ComplicatedArgs
  }

  type Mutation { createDog(name: String!): Dog renameCat(name: String): Cat }
  type Subscription { newDog: Dog newCat: Cat }
`;

export const testSchema = buildSchema(testSDL);
const jsTestSchema = jsBuildSchema(testSDL);

export interface PlainError {
  readonly message: string;
  readonly locations: readonly { readonly line: number; readonly column: number }[] | undefined;
}

/** Our errors for a document, as plain message + locations. */
export function ourErrors(document: string, rules: readonly ValidationRule[] = specifiedRules): PlainError[] {
  return validate(testSchema, parse(document), rules).map((error) => ({
    message: error.message,
    locations: error.locations,
  }));
}

/** graphql-js 16's errors for the same document. */
export function referenceErrors(document: string, rules: readonly JsValidationRule[] = jsSpecifiedRules): PlainError[] {
  return jsValidate(jsTestSchema, jsParse(document), rules).map((error) => ({
    message: error.message,
    locations: error.locations,
  }));
}

/** Asserts that our rule and graphql-js's report the same errors, in the same order, for the document. */
export function expectSameErrors(
  document: string,
  ours: readonly ValidationRule[] = specifiedRules,
  theirs: readonly JsValidationRule[] = jsSpecifiedRules,
): PlainError[] {
  const errors = ourErrors(document, ours);
  expect(errors).toEqual(referenceErrors(document, theirs));
  return errors;
}
