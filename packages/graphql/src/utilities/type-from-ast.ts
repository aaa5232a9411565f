import type { TypeNode } from '../language/ast.js';
import { GraphQLList, GraphQLNonNull, type GraphQLType } from '../type/definition.js';
import type { GraphQLSchema } from '../type/schema.js';

/**
 * The schema type a type reference in a document names (`[Post!]` → GraphQLList(GraphQLNonNull(Post))),
 * or undefined when the named type is not in the schema.
 *
 * @example
 * typeFromAST(schema, { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } }); // GraphQLInt
 */
export function typeFromAST(schema: GraphQLSchema, typeNode: TypeNode): GraphQLType | undefined {
  switch (typeNode.kind) {
    case 'ListType': {
      const inner = typeFromAST(schema, typeNode.type);
      return inner === undefined ? undefined : new GraphQLList(inner);
    }
    case 'NonNullType': {
      const inner = typeFromAST(schema, typeNode.type);
      return inner === undefined || inner instanceof GraphQLNonNull ? undefined : new GraphQLNonNull(inner);
    }
    case 'NamedType':
      return schema.getType(typeNode.name.value);
  }
}
