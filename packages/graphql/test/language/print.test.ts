import fc from 'fast-check';
import { parse as jsParse, parseValue as jsParseValue, print as jsPrint } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parse, parseValue } from '../../src/language/parser.js';
import { printBlockString, printString } from '../../src/language/print-string.js';
import { print } from '../../src/language/printer.js';
import { validDocuments } from './corpus.js';
import { stripLocations } from './strip-locations.js';

describe('print', () => {
  it.each(validDocuments)('round-trips %j through parse', (document) => {
    const tree = parse(document);
    const printed = print(tree);
    expect(stripLocations(parse(printed))).toEqual(stripLocations(tree));
    expect(stripLocations(jsParse(printed))).toEqual(stripLocations(tree));
  });

  it('lays out a query with indentation and the shorthand where allowed', () => {
    expect(print(parse('query{a(x:1,y:{b:[1,"s"]}) @d{b ...F ...on T{c}}}'))).toBe(
      '{\n  a(x: 1, y: {b: [1, "s"]}) @d {\n    b\n    ...F\n    ... on T {\n      c\n    }\n  }\n}',
    );
    expect(print(parse('query Q($a: Int = 1) { a }'))).toBe('query Q($a: Int = 1) {\n  a\n}');
  });

  it.each([
    '{a: 1, b: [1, 2.5, "x", true, null, ENUM, $v]}',
    '"\\u0001\\u007F\\u0080\\n\\t\\"\\\\"',
    '"""  leading space"""',
    '"""\n  multi\n    line\n"""',
    '"""back\\slash"""',
    '"""a \\""" b"""',
    '[]',
    '{}',
  ])('prints the value %j as graphql-js does', (value) => {
    expect(print(parseValue(value))).toBe(jsPrint(jsParseValue(value)));
  });

  it.each(['ends with quote"', 'ends with backslash\\', 'x'.repeat(80), 'first\n  second'])(
    'prints the block string %j as graphql-js does',
    (value) => {
      const node = { kind: 'StringValue', value, block: true } as const;
      expect(print(node)).toBe(jsPrint(node as unknown as Parameters<typeof jsPrint>[0]));
      expect(parseValue(print(node))).toMatchObject({ value });
    },
  );

  it('prints any string so that it parses back to itself (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const plain = parseValue(printString(value));
        const block = parseValue(printBlockString(value));
        expect(plain).toMatchObject({ kind: 'StringValue', value });
        expect(block.kind).toBe('StringValue');
      }),
      { numRuns: 300 },
    );
  });

  it('prints block strings whose value survives BlockStringValue when no line is indented oddly (property)', () => {
    const line = fc.stringMatching(/^[a-z"\\ ]{0,12}$/);
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 4 }), (lines) => {
        const value = lines.join('\n').trim();
        fc.pre(!value.includes('\n ') && value === value.trim());
        expect(parseValue(printBlockString(value))).toMatchObject({ kind: 'StringValue', value });
      }),
      { numRuns: 300 },
    );
  });
});
