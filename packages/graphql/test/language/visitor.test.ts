import { describe, expect, it } from 'vitest';
import type { ASTNode } from '../../src/language/ast.js';
import { parse } from '../../src/language/parser.js';
import { type ASTVisitor, BREAK, visit, visitInParallel } from '../../src/language/visitor.js';

const document = parse('query Q($v: Int) { a(x: $v) { b ...F } c } fragment F on T { d }');

function trace(visitorFor: (log: string[]) => ASTVisitor): string[] {
  const log: string[] = [];
  visit(document, visitorFor(log));
  return log;
}

const label = (node: ASTNode): string => ('name' in node && node.name !== undefined ? node.name.value : node.kind);

describe('visit', () => {
  it('enters and leaves nodes depth-first in source order', () => {
    const log = trace((out) => ({
      Field: {
        enter: (node) => void out.push(`enter ${label(node)}`),
        leave: (node) => void out.push(`leave ${label(node)}`),
      },
      FragmentSpread: (node) => void out.push(`spread ${label(node)}`),
    }));
    expect(log).toEqual([
      'enter a',
      'enter b',
      'leave b',
      'spread F',
      'leave a',
      'enter c',
      'leave c',
      'enter d',
      'leave d',
    ]);
  });

  it('passes the parent and the ancestors', () => {
    const seen: string[] = [];
    visit(document, {
      Variable(node, parent, ancestors) {
        seen.push(`${node.name.value} in ${parent?.kind} under ${ancestors.map((a) => a.kind).join('>')}`);
      },
    });
    expect(seen).toEqual([
      'v in VariableDefinition under Document>OperationDefinition>VariableDefinition',
      'v in Argument under Document>OperationDefinition>SelectionSet>Field>Argument',
    ]);
  });

  it('skips the children and the leave of a node whose enter returns false', () => {
    const log = trace((out) => ({
      Field: {
        enter: (node) => {
          out.push(`enter ${label(node)}`);
          return node.name.value === 'a' ? false : undefined;
        },
        leave: (node) => void out.push(`leave ${label(node)}`),
      },
    }));
    expect(log).toEqual(['enter a', 'enter c', 'leave c', 'enter d', 'leave d']);
  });

  it('stops everything on BREAK', () => {
    const log = trace((out) => ({
      Field: (node) => {
        out.push(label(node));
        return node.name.value === 'b' ? BREAK : undefined;
      },
    }));
    expect(log).toEqual(['a', 'b']);
  });
});

describe('visitInParallel', () => {
  it('runs every visitor on one walk, each with its own skipping and stopping', () => {
    const first: string[] = [];
    const second: string[] = [];
    const third: string[] = [];
    visit(
      document,
      visitInParallel([
        {
          Field: (node) => {
            first.push(label(node));
            return node.name.value === 'a' ? false : undefined;
          },
        },
        { Field: { leave: (node) => void second.push(label(node)) } },
        {
          Field: (node) => {
            third.push(label(node));
            return node.name.value === 'b' ? BREAK : undefined;
          },
        },
      ]),
    );
    expect(first).toEqual(['a', 'c', 'd']);
    expect(second).toEqual(['b', 'a', 'c', 'd']);
    expect(third).toEqual(['a', 'b']);
  });
});
