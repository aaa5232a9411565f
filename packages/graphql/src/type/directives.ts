import type { DirectiveDefinitionNode } from '../language/ast.js';
import type { DirectiveLocation } from '../language/directive-location.js';
import {
  assertName,
  defineArguments,
  type GraphQLArgument,
  type GraphQLArgumentConfig,
  GraphQLNonNull,
  type ObjMap,
} from './definition.js';
import { GraphQLBoolean, GraphQLString } from './scalars.js';

/**
 * Where a directive may appear: the language's locations plus `DIRECTIVE_DEFINITION`, where
 * `@deprecated` may mark a whole directive as deprecated (as graphql-js 16.11+ and the spec draft allow).
 *
 * @example
 * const where: GraphQLDirectiveLocation = 'FIELD_DEFINITION';
 */
export type GraphQLDirectiveLocation = DirectiveLocation | 'DIRECTIVE_DEFINITION';

/**
 * How to build a GraphQLDirective.
 *
 * @example
 * const config: GraphQLDirectiveConfig = { name: 'auth', locations: ['FIELD_DEFINITION'] };
 */
export interface GraphQLDirectiveConfig {
  name: string;
  description?: string | null | undefined;
  locations: ReadonlyArray<GraphQLDirectiveLocation>;
  args?: ObjMap<GraphQLArgumentConfig> | undefined;
  isRepeatable?: boolean | undefined;
  deprecationReason?: string | null | undefined;
  astNode?: DirectiveDefinitionNode | null | undefined;
}

/**
 * A directive definition (spec §3.13): its name, arguments and allowed locations.
 *
 * @example
 * const Auth = new GraphQLDirective({ name: 'auth', locations: ['FIELD_DEFINITION'] });
 */
export class GraphQLDirective {
  readonly name: string;
  readonly description: string | undefined;
  readonly locations: ReadonlyArray<GraphQLDirectiveLocation>;
  readonly args: ReadonlyArray<GraphQLArgument>;
  readonly isRepeatable: boolean;
  readonly deprecationReason: string | undefined;
  readonly astNode: DirectiveDefinitionNode | undefined;

  constructor(config: GraphQLDirectiveConfig) {
    this.name = assertName(config.name);
    this.description = config.description ?? undefined;
    this.locations = config.locations;
    this.isRepeatable = config.isRepeatable ?? false;
    this.deprecationReason = config.deprecationReason ?? undefined;
    this.astNode = config.astNode ?? undefined;
    this.args = defineArguments(config.args);
  }

  get [Symbol.toStringTag](): string {
    return 'GraphQLDirective';
  }

  toString(): string {
    return `@${this.name}`;
  }

  toJSON(): string {
    return this.toString();
  }
}

/**
 * `@include(if: Boolean!)` (spec §3.13.2).
 *
 * @example
 * GraphQLIncludeDirective.locations; // ['FIELD', 'FRAGMENT_SPREAD', 'INLINE_FRAGMENT']
 */
export const GraphQLIncludeDirective = new GraphQLDirective({
  name: 'include',
  description: 'Directs the executor to include this field or fragment only when the `if` argument is true.',
  locations: ['FIELD', 'FRAGMENT_SPREAD', 'INLINE_FRAGMENT'],
  args: { if: { type: new GraphQLNonNull(GraphQLBoolean), description: 'Included when true.' } },
});

/**
 * `@skip(if: Boolean!)` (spec §3.13.1).
 *
 * @example
 * GraphQLSkipDirective.name; // 'skip'
 */
export const GraphQLSkipDirective = new GraphQLDirective({
  name: 'skip',
  description: 'Directs the executor to skip this field or fragment when the `if` argument is true.',
  locations: ['FIELD', 'FRAGMENT_SPREAD', 'INLINE_FRAGMENT'],
  args: { if: { type: new GraphQLNonNull(GraphQLBoolean), description: 'Skipped when true.' } },
});

/**
 * The reason `@deprecated` gives when none is written (spec §3.13.3).
 *
 * @example
 * field.deprecationReason === DEFAULT_DEPRECATION_REASON; // deprecated without a reason
 */
export const DEFAULT_DEPRECATION_REASON = 'No longer supported';

/**
 * `@deprecated(reason: String = "No longer supported")` (spec §3.13.3).
 *
 * @example
 * GraphQLDeprecatedDirective.args[0]?.defaultValue; // 'No longer supported'
 */
export const GraphQLDeprecatedDirective = new GraphQLDirective({
  name: 'deprecated',
  description: 'Marks an element of a GraphQL schema as no longer supported.',
  locations: [
    'FIELD_DEFINITION',
    'ARGUMENT_DEFINITION',
    'INPUT_FIELD_DEFINITION',
    'ENUM_VALUE',
    'DIRECTIVE_DEFINITION',
  ],
  args: {
    reason: {
      type: GraphQLString,
      description:
        'Explains why this element was deprecated, usually also including a suggestion for how to access supported similar data. Formatted using the Markdown syntax, as specified by [CommonMark](https://commonmark.org/).',
      defaultValue: DEFAULT_DEPRECATION_REASON,
    },
  },
});

/**
 * `@specifiedBy(url: String!)` on custom scalars (spec §3.13.4).
 *
 * @example
 * GraphQLSpecifiedByDirective.locations; // ['SCALAR']
 */
export const GraphQLSpecifiedByDirective = new GraphQLDirective({
  name: 'specifiedBy',
  description: 'Exposes a URL that specifies the behavior of this scalar.',
  locations: ['SCALAR'],
  args: {
    url: {
      type: new GraphQLNonNull(GraphQLString),
      description: 'The URL that specifies the behavior of this scalar.',
    },
  },
});

/**
 * `@oneOf` on input objects (spec 2025 §3.13.5): exactly one field must be given, and not null.
 *
 * @example
 * GraphQLOneOfDirective.locations; // ['INPUT_OBJECT']
 */
export const GraphQLOneOfDirective = new GraphQLDirective({
  name: 'oneOf',
  description: 'Indicates exactly one field must be supplied and this field must not be `null`.',
  locations: ['INPUT_OBJECT'],
});

/**
 * The directives every schema has.
 *
 * @example
 * specifiedDirectives.map((d) => d.name); // ['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf']
 */
export const specifiedDirectives: ReadonlyArray<GraphQLDirective> = Object.freeze([
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  GraphQLDeprecatedDirective,
  GraphQLSpecifiedByDirective,
  GraphQLOneOfDirective,
]);
