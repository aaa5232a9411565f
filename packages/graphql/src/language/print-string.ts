/**
 * A string as a GraphQL StringValue (spec §2.9.4): quotes, backslashes and control characters escaped, the C0
 * controls with a short escape where one exists, others (and the C1 range) as `\uXXXX`.
 *
 * @example
 * printString('say "hi"\n'); // '"say \\"hi\\"\\n"'
 */
export function printString(value: string): string {
  let out = '"';
  let chunkStart = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const escaped = escapeCode(code);
    if (escaped === undefined) continue;
    out += value.slice(chunkStart, i) + escaped;
    chunkStart = i + 1;
  }
  return `${out}${value.slice(chunkStart)}"`;
}

const SHORT_ESCAPES: Readonly<Record<number, string>> = {
  8: '\\b',
  9: '\\t',
  10: '\\n',
  12: '\\f',
  13: '\\r',
  34: '\\"',
  92: '\\\\',
};

function escapeCode(code: number): string | undefined {
  const short = SHORT_ESCAPES[code];
  if (short !== undefined) return short;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return undefined;
}

/**
 * A string as a block string (spec §2.9.4) whose BlockStringValue() is the string again: `"""` escaped, and the
 * content put on its own lines when the first line would otherwise be taken as indentation or a trailing quote or
 * backslash would run into the closing delimiter.
 *
 * @example
 * printBlockString('Hello\n  World'); // '"""\nHello\n  World\n"""'
 */
export function printBlockString(value: string): string {
  const escaped = value.replaceAll('"""', '\\"""');
  const lines = escaped.split(/\r\n|[\n\r]/);
  const singleLine = lines.length === 1;
  // If every later line starts with white space (or is empty), dedent would eat it unless a newline comes first.
  const forceLeadingNewline =
    lines.length > 1 && lines.slice(1).every((line) => line.length === 0 || isWhiteSpace(line.charCodeAt(0)));
  const endsWithEscapedQuotes = escaped.endsWith('\\"""');
  const forceTrailingNewline = (value.endsWith('"') && !endsWithEscapedQuotes) || value.endsWith('\\');
  const multipleLines =
    !singleLine || value.length > 70 || forceTrailingNewline || forceLeadingNewline || endsWithEscapedQuotes;
  const skipLeadingNewline = singleLine && isWhiteSpace(value.charCodeAt(0));
  let out = '';
  if ((multipleLines && !skipLeadingNewline) || forceLeadingNewline) out += '\n';
  out += escaped;
  if (multipleLines || forceTrailingNewline) out += '\n';
  return `"""${out}"""`;
}

function isWhiteSpace(code: number): boolean {
  return code === 0x20 || code === 0x09;
}
