/**
 * A GraphQL document's text and the name it is reported under, so errors can point at a line and column.
 *
 * @example
 * const source = new Source('{ hello }', 'hello.graphql');
 * getLocation(source, 2); // { line: 1, column: 3 }
 */
export class Source {
  readonly body: string;
  readonly name: string;

  constructor(body: string, name = 'GraphQL request') {
    this.body = body;
    this.name = name;
  }

  get [Symbol.toStringTag](): string {
    return 'Source';
  }
}

/**
 * A 1-based line and column, the shape of an entry of an error's `locations` (spec §7.1.2).
 *
 * @example
 * const at: SourceLocation = { line: 1, column: 3 };
 */
export interface SourceLocation {
  readonly line: number;
  readonly column: number;
}

/**
 * The line and column of a character offset. Lines end at `\n`, `\r\n` or a lone `\r` (spec §2.1.3
 * LineTerminator); columns count UTF-16 code units, as graphql-js does.
 *
 * @example
 * getLocation(new Source('{\n  a\n}'), 4); // { line: 2, column: 3 }
 */
export function getLocation(source: Source, position: number): SourceLocation {
  const body = source.body;
  let line = 1;
  let lineStart = 0;
  const end = Math.min(position, body.length);
  for (let i = 0; i < end; i++) {
    const code = body.charCodeAt(i);
    if (code === 0x0a) {
      line++;
      lineStart = i + 1;
    } else if (code === 0x0d) {
      if (body.charCodeAt(i + 1) === 0x0a) i++;
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: position + 1 - lineStart };
}
