export { GraphQLError, type GraphQLErrorOptions, type GraphQLFormattedError } from './error/graphql-error.js';
export { locatedError } from './error/located-error.js';
export { syntaxError } from './error/syntax-error.js';
export { GRAPHQL_ERRORS, GraphQLHttpError, type GraphQLHttpErrorCode } from './errors.js';
export { coerceArgumentValues, getDirectiveValues } from './execution/coerce-argument-values.js';
export { type CoercedVariableValues, coerceVariableValues } from './execution/coerce-variable-values.js';
export { defaultFieldResolver, defaultTypeResolver } from './execution/default-resolvers.js';
export { type ExecutionArgs, type ExecutionResult, execute, executeSync } from './execution/execute.js';
export { addPath, type Path, pathToArray } from './execution/path.js';
export { createSourceEventStream, subscribe } from './execution/subscribe.js';
export { type GraphQLArgs, graphql, graphqlSync, prepareDocument } from './graphql.js';
export {
  type GraphQLHttpHandler,
  type GraphQLHttpLimits,
  type GraphQLHttpOptions,
  graphqlHttp,
} from './http/graphql-http.js';
export { negotiateResponseType } from './http/media-type.js';
export * from './language/ast.js';
export { blockStringValue } from './language/block-string.js';
export { Lexer, readToken } from './language/lexer.js';
export {
  DEFAULT_MAX_DEPTH,
  DEFAULT_MAX_TOKENS,
  type ParseOptions,
  parse,
  parseConstValue,
  parseType,
  parseValue,
} from './language/parser.js';
export { print } from './language/printer.js';
export { getLocation, Source, type SourceLocation } from './language/source.js';
export { describeToken, describeTokenKind, type Token, TokenKind } from './language/token-kind.js';
export {
  ALL_KINDS,
  type ASTVisitor,
  BREAK,
  type EnterLeave,
  getVisitFn,
  type VisitFn,
  type VisitOptions,
  visit,
  visitInParallel,
} from './language/visitor.js';
export * from './type/definition.js';
export * from './type/directives.js';
export * from './type/introspection.js';
export * from './type/scalars.js';
export { GraphQLSchema, type GraphQLSchemaConfig, isSchema } from './type/schema.js';
export { assertValidSchema, validateSchema } from './type/validate-schema.js';
export { astFromValue } from './utilities/ast-from-value.js';
export {
  type BuildSchemaOptions,
  buildASTSchema,
  buildSchema,
  type EnumValueMap,
  type FieldResolverEntry,
  type ResolverFn,
  type ResolverMap,
  type ScalarResolvers,
  type TypeResolvers,
} from './utilities/build-schema.js';
export { type CoerceInputValueOnError, coerceInputValue } from './utilities/coerce-input-value.js';
export { typeFromAST } from './utilities/type-from-ast.js';
export { valueFromAST } from './utilities/value-from-ast.js';
export { valueFromASTUntyped } from './utilities/value-from-ast-untyped.js';
export { AllVariableUsagesAreAllowedRule } from './validation/all-variable-usages-are-allowed.js';
export { AllVariableUsesDefinedRule } from './validation/all-variable-uses-defined.js';
export { AllVariablesUsedRule } from './validation/all-variables-used.js';
export { ArgumentNamesRule } from './validation/argument-names.js';
export { ArgumentUniquenessRule } from './validation/argument-uniqueness.js';
export { DirectivesAreDefinedRule } from './validation/directives-are-defined.js';
export { DirectivesAreInValidLocationsRule } from './validation/directives-in-valid-locations.js';
export { DirectivesAreUniquePerLocationRule } from './validation/directives-unique-per-location.js';
export { ExecutableDefinitionsRule } from './validation/executable-definitions.js';
export { FieldSelectionMergingRule } from './validation/field-selection-merging.js';
export { FieldSelectionsRule } from './validation/field-selections.js';
export { FragmentNameUniquenessRule } from './validation/fragment-name-uniqueness.js';
export { FragmentSpreadIsPossibleRule } from './validation/fragment-spread-is-possible.js';
export { FragmentSpreadTargetDefinedRule } from './validation/fragment-spread-target-defined.js';
export { FragmentSpreadTypeExistenceRule } from './validation/fragment-spread-type-existence.js';
export { FragmentSpreadsMustNotFormCyclesRule } from './validation/fragment-spreads-must-not-form-cycles.js';
export { FragmentsMustBeUsedRule } from './validation/fragments-must-be-used.js';
export { FragmentsOnCompositeTypesRule } from './validation/fragments-on-composite-types.js';
export { InputObjectFieldNamesRule } from './validation/input-object-field-names.js';
export { InputObjectFieldUniquenessRule } from './validation/input-object-field-uniqueness.js';
export { InputObjectRequiredFieldsRule } from './validation/input-object-required-fields.js';
export { LeafFieldSelectionsRule } from './validation/leaf-field-selections.js';
export { LoneAnonymousOperationRule } from './validation/lone-anonymous-operation.js';
export { OperationNameUniquenessRule } from './validation/operation-name-uniqueness.js';
export { RequiredArgumentsRule } from './validation/required-arguments.js';
export { SingleRootFieldRule } from './validation/single-root-field.js';
export { specifiedRules } from './validation/specified-rules.js';
export { doTypesOverlap, isTypeSubTypeOf } from './validation/type-comparators.js';
export { TypeInfo, visitWithTypeInfo } from './validation/type-info.js';
export { type ValidateOptions, validate } from './validation/validate.js';
export { ValidationContext, type ValidationRule, type VariableUsage } from './validation/validation-context.js';
export { ValuesOfCorrectTypeRule } from './validation/values-of-correct-type.js';
export { VariableUniquenessRule } from './validation/variable-uniqueness.js';
export { VariablesAreInputTypesRule } from './validation/variables-are-input-types.js';
