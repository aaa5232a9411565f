import { AllVariableUsesDefinedRule } from './all-variable-uses-defined.js';
import { AllVariablesUsedRule } from './all-variables-used.js';
import { ArgumentUniquenessRule } from './argument-uniqueness.js';
import { DirectivesAreDefinedRule } from './directives-are-defined.js';
import { DirectivesAreInValidLocationsRule } from './directives-in-valid-locations.js';
import { DirectivesAreUniquePerLocationRule } from './directives-unique-per-location.js';
import { ExecutableDefinitionsRule } from './executable-definitions.js';
import { FragmentNameUniquenessRule } from './fragment-name-uniqueness.js';
import { FragmentSpreadTargetDefinedRule } from './fragment-spread-target-defined.js';
import { FragmentSpreadsMustNotFormCyclesRule } from './fragment-spreads-must-not-form-cycles.js';
import { FragmentsMustBeUsedRule } from './fragments-must-be-used.js';
import { InputObjectFieldUniquenessRule } from './input-object-field-uniqueness.js';
import { LoneAnonymousOperationRule } from './lone-anonymous-operation.js';
import { OperationNameUniquenessRule } from './operation-name-uniqueness.js';
import type { ValidationRule } from './validation-context.js';
import { VariableUniquenessRule } from './variable-uniqueness.js';

/**
 * Every rule of spec §5 that applies to executable documents, in the order graphql-js 16 runs its equivalents, so
 * errors about the same node come out in the same order.
 *
 * @example
 * validate(schema, document, specifiedRules);
 */
export const specifiedRules: readonly ValidationRule[] = Object.freeze([
  ExecutableDefinitionsRule,
  OperationNameUniquenessRule,
  LoneAnonymousOperationRule,
  FragmentNameUniquenessRule,
  FragmentSpreadTargetDefinedRule,
  FragmentsMustBeUsedRule,
  FragmentSpreadsMustNotFormCyclesRule,
  VariableUniquenessRule,
  AllVariableUsesDefinedRule,
  AllVariablesUsedRule,
  DirectivesAreDefinedRule,
  DirectivesAreInValidLocationsRule,
  DirectivesAreUniquePerLocationRule,
  ArgumentUniquenessRule,
  InputObjectFieldUniquenessRule,
]);
