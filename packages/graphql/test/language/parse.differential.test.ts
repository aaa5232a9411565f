import { GraphQLError as JsGraphQLError, parse as referenceParse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GraphQLError } from '../../src/error/graphql-error.js';
import { parse } from '../../src/language/parser.js';
import { invalidDocuments, validDocuments } from './corpus.js';
import { stripLocations } from './strip-locations.js';

function failure(run: () => unknown): { message: string; locations: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof GraphQLError || error instanceof JsGraphQLError) {
      return { message: error.message, locations: error.locations };
    }
    throw error;
  }
  throw new Error('expected a syntax error');
}

describe('parse agrees with graphql-js 16', () => {
  it('has a corpus large enough to cover the grammar', () => {
    expect(validDocuments.length).toBeGreaterThanOrEqual(60);
    expect(invalidDocuments.length).toBeGreaterThanOrEqual(30);
  });

  it.each(validDocuments)('builds the same tree for %j', (document) => {
    expect(stripLocations(parse(document))).toEqual(stripLocations(referenceParse(document)));
  });

  it.each(invalidDocuments)('reports the same syntax error for %j', (document) => {
    const ours = failure(() => parse(document));
    const theirs = failure(() => referenceParse(document));
    expect(ours).toEqual(theirs);
    expect(ours.message.startsWith('Syntax Error: ')).toBe(true);
  });

  it.each(validDocuments)('gives every node the same character range for %j', (document) => {
    const ranges = (node: unknown, out: string[] = []): string[] => {
      if (Array.isArray(node)) for (const item of node) ranges(item, out);
      else if (typeof node === 'object' && node !== null) {
        const record = node as Record<string, unknown>;
        const loc = record.loc as { start: number; end: number } | undefined;
        if (loc !== undefined) out.push(`${String(record.kind)}@${loc.start}-${loc.end}`);
        for (const [key, value] of Object.entries(record)) if (key !== 'loc') ranges(value, out);
      }
      return out;
    };
    expect(ranges(parse(document))).toEqual(ranges(referenceParse(document)));
  });
});
