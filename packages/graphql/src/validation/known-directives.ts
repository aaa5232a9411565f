import type { DocumentNode } from '../language/ast.js';
import { print } from '../language/printer.js';
import { isRequiredArgument } from '../type/definition.js';
import type { GraphQLSchema } from '../type/schema.js';

/**
 * What the directive rules need to know about one directive, whether the schema defines it or the document does.
 *
 * @example
 * const skip: KnownDirective = { name: 'skip', locations: ['FIELD'], isRepeatable: false, args: [] };
 */
export interface KnownDirective {
  readonly name: string;
  readonly locations: readonly string[];
  readonly isRepeatable: boolean;
  readonly args: readonly { readonly name: string; readonly type: string; readonly required: boolean }[];
}

/**
 * The schema's directives, then those the document itself defines (an SDL document validated against a schema),
 * by name.
 *
 * @example
 * knownDirectives(schema, document).get('include')?.locations; // ['FIELD', 'FRAGMENT_SPREAD', 'INLINE_FRAGMENT']
 */
export function knownDirectives(schema: GraphQLSchema, document: DocumentNode): ReadonlyMap<string, KnownDirective> {
  const known = new Map<string, KnownDirective>();
  for (const directive of schema.getDirectives()) {
    known.set(directive.name, {
      name: directive.name,
      locations: directive.locations,
      isRepeatable: directive.isRepeatable,
      args: directive.args.map((arg) => ({
        name: arg.name,
        type: String(arg.type),
        required: isRequiredArgument(arg),
      })),
    });
  }
  for (const definition of document.definitions) {
    if (definition.kind !== 'DirectiveDefinition') continue;
    known.set(definition.name.value, {
      name: definition.name.value,
      locations: definition.locations.map((location) => location.value),
      isRepeatable: definition.repeatable,
      args: definition.arguments.map((arg) => ({
        name: arg.name.value,
        type: print(arg.type),
        required: arg.type.kind === 'NonNullType' && arg.defaultValue === undefined,
      })),
    });
  }
  return known;
}
