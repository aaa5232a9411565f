import type { ASTNode } from '../language/ast.js';
import { getLocation, type Source, type SourceLocation } from '../language/source.js';

/**
 * What a GraphQLError may be told about where it happened and why.
 *
 * @example
 * const options: GraphQLErrorOptions = { path: ['user', 0, 'name'], extensions: { code: 'FORBIDDEN' } };
 */
export interface GraphQLErrorOptions {
  readonly nodes?: ASTNode | readonly ASTNode[] | null | undefined;
  readonly source?: Source | undefined;
  readonly positions?: readonly number[] | undefined;
  readonly path?: readonly (string | number)[] | undefined;
  readonly originalError?: Error | null | undefined;
  readonly extensions?: Record<string, unknown> | null | undefined;
}

/**
 * A GraphQL error's serialised shape (spec §7.1.2): keys without content are left out.
 *
 * @example
 * const json: GraphQLFormattedError = { message: 'Oops', locations: [{ line: 1, column: 3 }], path: ['a'] };
 */
export interface GraphQLFormattedError {
  readonly message: string;
  readonly locations?: readonly SourceLocation[];
  readonly path?: readonly (string | number)[];
  readonly extensions?: Record<string, unknown>;
}

/**
 * An error in a request (syntax, validation) or in a field's execution, carrying what spec §7.1.2 asks a response
 * error to say: the message, the locations in the document, the response path, and extensions.
 *
 * @example
 * const error = new GraphQLError('Cannot query field "x" on type "Query".', { nodes: fieldNode });
 * JSON.stringify(error); // {"message":"Cannot query field ...","locations":[{"line":1,"column":3}]}
 */
export class GraphQLError extends Error {
  readonly locations: readonly SourceLocation[] | undefined;
  readonly path: readonly (string | number)[] | undefined;
  readonly nodes: readonly ASTNode[] | undefined;
  readonly source: Source | undefined;
  readonly positions: readonly number[] | undefined;
  readonly originalError: Error | undefined;
  readonly extensions: Record<string, unknown>;

  constructor(message: string, options: GraphQLErrorOptions = {}) {
    super(message);
    this.name = 'GraphQLError';
    const nodes = toNodeList(options.nodes);
    this.nodes = nodes;
    this.path = options.path ?? undefined;
    this.originalError = options.originalError ?? undefined;

    const firstLoc = nodes?.[0]?.loc;
    this.source = options.source ?? firstLoc?.source;
    this.positions = options.positions ?? nodePositions(nodes);

    if (options.positions !== undefined && this.source !== undefined) {
      const source = this.source;
      this.locations = options.positions.map((position) => getLocation(source, position));
    } else if (nodes !== undefined) {
      const locations: SourceLocation[] = [];
      for (const node of nodes) {
        if (node.loc !== undefined) locations.push(getLocation(node.loc.source, node.loc.start));
      }
      this.locations = locations.length > 0 ? locations : undefined;
    } else {
      this.locations = undefined;
    }

    const originalExtensions = readExtensions(this.originalError);
    this.extensions = options.extensions ?? originalExtensions ?? {};

    // Keep the original stack: it is the one that points at the resolver that threw.
    if (this.originalError?.stack !== undefined) {
      Object.defineProperty(this, 'stack', { value: this.originalError.stack, writable: true, configurable: true });
    }
  }

  get [Symbol.toStringTag](): string {
    return 'GraphQLError';
  }

  override toString(): string {
    const where = this.locations?.map((l) => `${l.line}:${l.column}`).join(', ');
    return where === undefined ? this.message : `${this.message} (${where})`;
  }

  toJSON(): GraphQLFormattedError {
    const json: {
      message: string;
      locations?: readonly SourceLocation[];
      path?: readonly (string | number)[];
      extensions?: Record<string, unknown>;
    } = { message: this.message };
    if (this.locations !== undefined && this.locations.length > 0) json.locations = this.locations;
    if (this.path !== undefined) json.path = this.path;
    if (Object.keys(this.extensions).length > 0) json.extensions = this.extensions;
    return json;
  }
}

function toNodeList(nodes: GraphQLErrorOptions['nodes']): readonly ASTNode[] | undefined {
  if (nodes === null || nodes === undefined) return undefined;
  if (isNodeArray(nodes)) return nodes.length > 0 ? nodes : undefined;
  return [nodes];
}

function isNodeArray(nodes: ASTNode | readonly ASTNode[]): nodes is readonly ASTNode[] {
  return Array.isArray(nodes);
}

function nodePositions(nodes: readonly ASTNode[] | undefined): readonly number[] | undefined {
  if (nodes === undefined) return undefined;
  const positions: number[] = [];
  for (const node of nodes) if (node.loc !== undefined) positions.push(node.loc.start);
  return positions.length > 0 ? positions : undefined;
}

function readExtensions(error: Error | undefined): Record<string, unknown> | undefined {
  if (error === undefined || !('extensions' in error)) return undefined;
  const extensions: unknown = error.extensions;
  if (typeof extensions !== 'object' || extensions === null) return undefined;
  return extensions as Record<string, unknown>;
}
