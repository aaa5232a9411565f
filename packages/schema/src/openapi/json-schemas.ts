import type { StandardSchemaV1 } from '@batonjs/http';

/** A JSON Schema (draft 2020-12) as OpenAPI 3.1 embeds it. */
export type JsonSchema = Record<string, unknown>;

const REF_PREFIX = '#/components/schemas/';

function rewriteRefs(value: unknown, names: ReadonlyMap<string, string>, self: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, names, self));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '$ref' && typeof item === 'string') {
      if (item === '#' && self !== undefined) out[key] = REF_PREFIX + self;
      else if (item.startsWith('#/$defs/')) out[key] = REF_PREFIX + (names.get(item.slice(8)) ?? item.slice(8));
      else if (item.startsWith('#/definitions/')) out[key] = REF_PREFIX + (names.get(item.slice(14)) ?? item.slice(14));
      else out[key] = item;
    } else out[key] = rewriteRefs(item, names, self);
  }
  return out;
}

function refersToRoot(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(refersToRoot);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => (key === '$ref' && item === '#') || refersToRoot(item));
}

/**
 * Turns validators into JSON Schemas through Standard JSON Schema and gathers the definitions
 * they share into `components.schemas`. A schema's own `$defs` would be resolved against the
 * OpenAPI document once embedded in it, so they move there and every `$ref` follows.
 */
export class JsonSchemas {
  readonly components: Record<string, JsonSchema> = {};
  #count = 0;

  /**
   * The JSON Schema of one side of a validator (`input`: what a client sends, `output`: what the
   * handler gets), or a note that the validator cannot describe itself.
   *
   * @example
   * schemas.of(PostInput, 'input'); // { type: 'object', properties: { title: { type: 'string' } }, ... }
   */
  of(schema: StandardSchemaV1, side: 'input' | 'output'): JsonSchema {
    const converter = schema['~standard'].jsonSchema;
    if (converter === undefined) {
      return { description: `Not described: this ${schema['~standard'].vendor} validator has no Standard JSON Schema` };
    }
    const { $schema: _draft, $defs, definitions, ...rest } = converter[side]({ target: 'draft-2020-12' });
    const names = new Map<string, string>();
    const defs = {
      ...(definitions as Record<string, JsonSchema> | undefined),
      ...($defs as Record<string, JsonSchema> | undefined),
    };
    for (const name of Object.keys(defs)) names.set(name, this.#free(name));
    const self = refersToRoot(rest) ? this.#free('Schema') : undefined;
    for (const [name, def] of Object.entries(defs)) {
      this.components[names.get(name) as string] = rewriteRefs(def, names, self) as JsonSchema;
    }
    const root = rewriteRefs(rest, names, self) as JsonSchema;
    if (self === undefined) return root;
    this.components[self] = root;
    return { $ref: REF_PREFIX + self };
  }

  /** A component name not yet taken, kept to the characters OpenAPI allows in one. */
  #free(name: string): string {
    const base = name.replace(/[^A-Za-z0-9._-]/g, '_') || 'Schema';
    let candidate = base;
    while (candidate in this.components) candidate = `${base}_${++this.#count}`;
    this.components[candidate] = {};
    return candidate;
  }
}
