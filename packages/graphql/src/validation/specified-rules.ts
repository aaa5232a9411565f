import { AllVariableUsagesAreAllowedRule } from './all-variable-usages-are-allowed.js';
import { AllVariableUsesDefinedRule } from './all-variable-uses-defined.js';
import { AllVariablesUsedRule } from './all-variables-used.js';
import { ArgumentNamesRule } from './argument-names.js';
import { ArgumentUniquenessRule } from './argument-uniqueness.js';
import { DirectivesAreDefinedRule } from './directives-are-defined.js';
import { DirectivesAreInValidLocationsRule } from './directives-in-valid-locations.js';
import { DirectivesAreUniquePerLocationRule } from './directives-unique-per-location.js';
import { ExecutableDefinitionsRule } from './executable-definitions.js';
import { FieldSelectionMergingRule } from './field-selection-merging.js';
import { FieldSelectionsRule } from './field-selections.js';
import { FragmentNameUniquenessRule } from './fragment-name-uniqueness.js';
import { FragmentSpreadIsPossibleRule } from './fragment-spread-is-possible.js';
import { FragmentSpreadTargetDefinedRule } from './fragment-spread-target-defined.js';
import { FragmentSpreadTypeExistenceRule } from './fragment-spread-type-existence.js';
import { FragmentSpreadsMustNotFormCyclesRule } from './fragment-spreads-must-not-form-cycles.js';
import { FragmentsMustBeUsedRule } from './fragments-must-be-used.js';
import { FragmentsOnCompositeTypesRule } from './fragments-on-composite-types.js';
import { InputObjectFieldNamesRule } from './input-object-field-names.js';
import { InputObjectFieldUniquenessRule } from './input-object-field-uniqueness.js';
import { InputObjectRequiredFieldsRule } from './input-object-required-fields.js';
import { LeafFieldSelectionsRule } from './leaf-field-selections.js';
import { LoneAnonymousOperationRule } from './lone-anonymous-operation.js';
import { OperationNameUniquenessRule } from './operation-name-uniqueness.js';
import { RequiredArgumentsRule } from './required-arguments.js';
import { SingleRootFieldRule } from './single-root-field.js';
import type { ValidationRule } from './validation-context.js';
import { ValuesOfCorrectTypeRule } from './values-of-correct-type.js';
import { VariableUniquenessRule } from './variable-uniqueness.js';
import { VariablesAreInputTypesRule } from './variables-are-input-types.js';

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
  SingleRootFieldRule,
  FragmentSpreadTypeExistenceRule,
  FragmentsOnCompositeTypesRule,
  VariablesAreInputTypesRule,
  LeafFieldSelectionsRule,
  FieldSelectionsRule,
  FragmentNameUniquenessRule,
  FragmentSpreadTargetDefinedRule,
  FragmentsMustBeUsedRule,
  FragmentSpreadIsPossibleRule,
  FragmentSpreadsMustNotFormCyclesRule,
  VariableUniquenessRule,
  AllVariableUsesDefinedRule,
  AllVariablesUsedRule,
  DirectivesAreDefinedRule,
  DirectivesAreInValidLocationsRule,
  DirectivesAreUniquePerLocationRule,
  ArgumentNamesRule,
  ArgumentUniquenessRule,
  InputObjectRequiredFieldsRule,
  ValuesOfCorrectTypeRule,
  InputObjectFieldNamesRule,
  RequiredArgumentsRule,
  AllVariableUsagesAreAllowedRule,
  FieldSelectionMergingRule,
  InputObjectFieldUniquenessRule,
]);
