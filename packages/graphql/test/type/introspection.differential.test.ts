import * as graphqlJs from 'graphql';
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/execution/execute.js';
import { parse } from '../../src/language/parser.js';
import { buildSchema } from '../../src/utilities/build-schema.js';
import { blogSDL } from '../fixtures/blog.js';
import { asJson } from '../fixtures/graphql-js-adapter.js';

interface IntrospectedType {
  name: string;
  description: string | null;
  fields: Array<{
    name: string;
    description: string | null;
    args: Array<{ name: string; description: string | null }>;
  }> | null;
  enumValues: Array<{ name: string; description: string | null }> | null;
}

/**
 * The built-in introspection types' own descriptions are written in our words (we do not copy
 * graphql-js's prose); everything else, including their fields, types and arguments, must match.
 */
function withoutIntrospectionProse(result: unknown): unknown {
  const json = asJson(result) as { data: { __schema: { types: IntrospectedType[] } } };
  for (const type of json.data.__schema.types) {
    if (!type.name.startsWith('__')) continue;
    type.description = null;
    for (const field of type.fields ?? []) {
      field.description = null;
      for (const arg of field.args) arg.description = null;
    }
    for (const value of type.enumValues ?? []) value.description = null;
  }
  json.data.__schema.types.sort((a, b) => a.name.localeCompare(b.name));
  return json;
}

const schemas: Record<string, string> = {
  blog: blogSDL,
  'schema definition, descriptions, custom directives, oneOf': /* GraphQL */ `
    "The schema's own description"
    schema { query: Root mutation: Change }
    """
    A repeatable directive with arguments
    """
    directive @tag(name: String!, weight: Float = 1.5, where: [Loc!] = [HERE]) repeatable on FIELD_DEFINITION | OBJECT | ARGUMENT_DEFINITION
    directive @old on FIELD
    enum Loc { HERE THERE }
    input Pick @oneOf { byId: ID byName: String }
    input Defaults { s: String = "a\\"b\\n" i: Int = -3 f: Float = 2.5 list: [Int] = [1, 2] obj: Nested = { x: 1, y: [true] } e: Loc = THERE n: String = null }
    input Nested { x: Int y: [Boolean] }
    interface Base implements Named { name: String! }
    interface Named { name: String! }
    type Root @tag(name: "root") { thing(pick: Pick, d: Defaults, old: Int @deprecated(reason: "no")): Thing @tag(name: "t") }
    type Thing implements Base & Named { name: String! }
    type Change { noop: Boolean }
    scalar JSON
  `,
};

describe('introspection (spec §4): full getIntrospectionQuery result equals graphql-js', () => {
  for (const [name, sdl] of Object.entries(schemas)) {
    it(name, () => {
      const query = graphqlJs.getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
        oneOf: true,
      });
      const theirs = graphqlJs.executeSync({ schema: graphqlJs.buildSchema(sdl), document: graphqlJs.parse(query) });
      const ours = execute({ schema: buildSchema(sdl), document: parse(query) });
      expect(ours).not.toBeInstanceOf(Promise);
      expect(theirs.errors).toBeUndefined();
      expect(withoutIntrospectionProse(ours)).toEqual(withoutIntrospectionProse(theirs));
    });
  }

  it('the default introspection query too (what GraphiQL sends)', () => {
    const query = graphqlJs.getIntrospectionQuery();
    const theirs = graphqlJs.executeSync({ schema: graphqlJs.buildSchema(blogSDL), document: graphqlJs.parse(query) });
    const ours = execute({ schema: buildSchema(blogSDL), document: parse(query) });
    expect(withoutIntrospectionProse(ours)).toEqual(withoutIntrospectionProse(theirs));
  });

  it('graphql-js can rebuild our schema from our introspection result', () => {
    const ours = execute({
      schema: buildSchema(blogSDL),
      document: parse(graphqlJs.getIntrospectionQuery({ specifiedByUrl: true })),
    });
    const rebuilt = graphqlJs.buildClientSchema((ours as unknown as { data: graphqlJs.IntrospectionQuery }).data);
    expect(graphqlJs.printSchema(rebuilt)).toBe(graphqlJs.printSchema(graphqlJs.buildSchema(blogSDL)));
  });
});
