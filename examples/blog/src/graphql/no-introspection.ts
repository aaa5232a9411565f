import { GraphQLError, type ValidationRule } from 'batonjs/graphql';

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/**
 * A validation rule refusing `__schema` and `__type` (`__typename` stays: clients need it to read
 * results), for production, where the schema need not be published.
 *
 * @example
 * graphqlHttp({ schema, validationRules: production ? [noIntrospection] : [] });
 */
export const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (!INTROSPECTION_FIELDS.has(node.name.value)) return;
    context.reportError(
      new GraphQLError(`Introspection is disabled: "${node.name.value}" cannot be queried.`, {
        nodes: node,
        extensions: { code: 'INTROSPECTION_DISABLED' },
      }),
    );
  },
});
