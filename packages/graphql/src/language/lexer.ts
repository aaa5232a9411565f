import type { GraphQLError } from '../error/graphql-error.js';
import { syntaxError } from '../error/syntax-error.js';
import { blockStringValue } from './block-string.js';
import type { Source } from './source.js';
import { type Token, TokenKind } from './token-kind.js';

/**
 * Turns a Source into the tokens of spec §2.1, skipping the ignored tokens (§2.1.7: byte order mark, white space,
 * line terminators, comments and commas). The parser reads `token`, calls `advance()` to move on and `lookahead()`
 * to peek one token further. `maxTokens` bounds the number of tokens read (ignored tokens do not count), so a huge
 * document is rejected before it costs the parser and validator much.
 *
 * @example
 * const lexer = new Lexer(new Source('{ a }'));
 * lexer.advance(); // { kind: '{', start: 0, end: 1, value: undefined }
 */
export class Lexer {
  readonly source: Source;
  /** The token the parser is looking at (starts as `<SOF>`). */
  token: Token;
  /** The token read before `token`: where the node being built ends. */
  lastToken: Token;
  readonly #maxTokens: number;
  #tokenCount = 0;
  #next: Token | undefined;

  constructor(source: Source, maxTokens = Number.POSITIVE_INFINITY) {
    this.source = source;
    this.#maxTokens = maxTokens;
    const sof: Token = { kind: TokenKind.SOF, start: 0, end: 0, value: undefined };
    this.token = sof;
    this.lastToken = sof;
  }

  /** Moves to the next significant token and returns it. */
  advance(): Token {
    this.lastToken = this.token;
    const next = this.#next ?? readToken(this.source, this.token.end);
    this.#next = undefined;
    if (next.kind !== TokenKind.EOF && ++this.#tokenCount > this.#maxTokens) {
      throw syntaxError(
        this.source,
        next.start,
        `Document contains more than ${this.#maxTokens} tokens. Parsing aborted.`,
      );
    }
    this.token = next;
    return next;
  }

  /** The token after `token`, without moving. */
  lookahead(): Token {
    if (this.token.kind === TokenKind.EOF) return this.token;
    this.#next ??= readToken(this.source, this.token.end);
    return this.#next;
  }
}

/**
 * Reads the first significant token at or after `position` (spec §2.1.6 Token), skipping ignored tokens.
 *
 * @example
 * readToken(new Source('  , name'), 0); // { kind: 'Name', start: 4, end: 8, value: 'name' }
 */
export function readToken(source: Source, position: number): Token {
  const body = source.body;
  const length = body.length;
  while (position < length) {
    const code = body.charCodeAt(position);
    switch (code) {
      // Ignored: BOM, tab, space, comma, line terminators (§2.1.1 – §2.1.5, §2.1.8).
      case 0xfeff:
      case 0x09:
      case 0x20:
      case 0x2c:
      case 0x0a:
      case 0x0d:
        position++;
        continue;
      case 0x23: // # Comment
        position = skipComment(body, position + 1);
        continue;
      case 0x21:
        return punctuator(TokenKind.BANG, position, 1);
      case 0x24:
        return punctuator(TokenKind.DOLLAR, position, 1);
      case 0x26:
        return punctuator(TokenKind.AMP, position, 1);
      case 0x28:
        return punctuator(TokenKind.PAREN_L, position, 1);
      case 0x29:
        return punctuator(TokenKind.PAREN_R, position, 1);
      case 0x2e:
        if (body.charCodeAt(position + 1) === 0x2e && body.charCodeAt(position + 2) === 0x2e) {
          return punctuator(TokenKind.SPREAD, position, 3);
        }
        break;
      case 0x3a:
        return punctuator(TokenKind.COLON, position, 1);
      case 0x3d:
        return punctuator(TokenKind.EQUALS, position, 1);
      case 0x40:
        return punctuator(TokenKind.AT, position, 1);
      case 0x5b:
        return punctuator(TokenKind.BRACKET_L, position, 1);
      case 0x5d:
        return punctuator(TokenKind.BRACKET_R, position, 1);
      case 0x7b:
        return punctuator(TokenKind.BRACE_L, position, 1);
      case 0x7c:
        return punctuator(TokenKind.PIPE, position, 1);
      case 0x7d:
        return punctuator(TokenKind.BRACE_R, position, 1);
      case 0x22:
        if (body.charCodeAt(position + 1) === 0x22 && body.charCodeAt(position + 2) === 0x22) {
          return readBlockString(source, position);
        }
        return readString(source, position);
    }
    if (isDigit(code) || code === 0x2d) return readNumber(source, position, code);
    if (isNameStart(code)) return readName(body, position);
    throw unexpectedCharacter(source, position, code);
  }
  return { kind: TokenKind.EOF, start: length, end: length, value: undefined };
}

function punctuator(kind: TokenKind, start: number, size: number): Token {
  return { kind, start, end: start + size, value: undefined };
}

function unexpectedCharacter(source: Source, position: number, code: number): GraphQLError {
  if (code === 0x27) {
    return syntaxError(
      source,
      position,
      'Unexpected single quote character (\'), did you mean to use a double quote (")?',
    );
  }
  const valid = isUnicodeScalarValue(code) || isSurrogatePairAt(source.body, position);
  const word = valid ? 'Unexpected character' : 'Invalid character';
  return syntaxError(source, position, `${word}: ${printCodePointAt(source.body, position)}.`);
}

/** A comment runs to the end of the line; it stops early at a character no source may hold, which then fails. */
function skipComment(body: string, position: number): number {
  const length = body.length;
  while (position < length) {
    const code = body.charCodeAt(position);
    if (code === 0x0a || code === 0x0d) break;
    if (isUnicodeScalarValue(code)) position++;
    else if (isSurrogatePairAt(body, position)) position += 2;
    else break;
  }
  return position;
}

/** §2.1.9 Name :: NameStart NameContinue* */
function readName(body: string, start: number): Token {
  let position = start + 1;
  while (position < body.length && isNameContinue(body.charCodeAt(position))) position++;
  return { kind: TokenKind.NAME, start, end: position, value: body.slice(start, position) };
}

/**
 * §2.9.1 IntValue and §2.9.2 FloatValue: an optional minus, an integer part without leading zeros, then an optional
 * fractional part and exponent. Neither may be followed directly by a `.` or a NameStart (the lookahead
 * restrictions), so `1.`, `1e`, `0123` and `1x` are errors rather than two tokens.
 */
function readNumber(source: Source, start: number, firstCode: number): Token {
  const body = source.body;
  let position = start;
  let code = firstCode;
  let isFloat = false;
  if (code === 0x2d) code = body.charCodeAt(++position);
  if (code === 0x30) {
    code = body.charCodeAt(++position);
    if (isDigit(code)) {
      throw syntaxError(
        source,
        position,
        `Invalid number, unexpected digit after 0: ${printCodePointAt(body, position)}.`,
      );
    }
  } else {
    position = readDigits(source, position);
    code = body.charCodeAt(position);
  }
  if (code === 0x2e) {
    isFloat = true;
    position = readDigits(source, position + 1);
    code = body.charCodeAt(position);
  }
  if (code === 0x45 || code === 0x65) {
    isFloat = true;
    code = body.charCodeAt(++position);
    if (code === 0x2b || code === 0x2d) position++;
    position = readDigits(source, position);
    code = body.charCodeAt(position);
  }
  if (code === 0x2e || isNameStart(code)) {
    throw syntaxError(source, position, `Invalid number, expected digit but got: ${printCodePointAt(body, position)}.`);
  }
  return { kind: isFloat ? TokenKind.FLOAT : TokenKind.INT, start, end: position, value: body.slice(start, position) };
}

/** One or more digits starting at `position`; returns the offset after them. */
function readDigits(source: Source, position: number): number {
  const body = source.body;
  if (!isDigit(body.charCodeAt(position))) {
    throw syntaxError(source, position, `Invalid number, expected digit but got: ${printCodePointAt(body, position)}.`);
  }
  position++;
  while (isDigit(body.charCodeAt(position))) position++;
  return position;
}

/** §2.9.4 StringValue :: `"` StringCharacter* `"`, with escapes (fixed and braced Unicode, surrogate pairs). */
function readString(source: Source, start: number): Token {
  const body = source.body;
  const length = body.length;
  let position = start + 1;
  let chunkStart = position;
  let value = '';
  while (position < length) {
    const code = body.charCodeAt(position);
    if (code === 0x22) {
      value += body.slice(chunkStart, position);
      return { kind: TokenKind.STRING, start, end: position + 1, value };
    }
    if (code === 0x5c) {
      value += body.slice(chunkStart, position);
      const sequence = readEscape(source, position);
      value += sequence.value;
      position += sequence.size;
      chunkStart = position;
      continue;
    }
    if (code === 0x0a || code === 0x0d) break;
    if (isUnicodeScalarValue(code)) position++;
    else if (isSurrogatePairAt(body, position)) position += 2;
    else {
      throw syntaxError(source, position, `Invalid character within String: ${printCodePointAt(body, position)}.`);
    }
  }
  throw syntaxError(source, position, 'Unterminated string.');
}

interface Escape {
  readonly value: string;
  readonly size: number;
}

/** EscapedCharacter, EscapedUnicode (`\uXXXX`, a `\uXXXX\uXXXX` surrogate pair, or `\u{X...}`). */
function readEscape(source: Source, position: number): Escape {
  const body = source.body;
  const code = body.charCodeAt(position + 1);
  if (code === 0x75) {
    return body.charCodeAt(position + 2) === 0x7b
      ? readBracedUnicodeEscape(source, position)
      : readFixedUnicodeEscape(source, position);
  }
  const escaped = ESCAPED_CHARACTERS[code];
  if (escaped !== undefined) return { value: escaped, size: 2 };
  throw syntaxError(source, position, `Invalid character escape sequence: "${body.slice(position, position + 2)}".`);
}

const ESCAPED_CHARACTERS: Readonly<Record<number, string>> = {
  34: '"',
  92: '\\',
  47: '/',
  98: '\b',
  102: '\f',
  110: '\n',
  114: '\r',
  116: '\t',
};

/** `\u{` HexDigit+ `}`: at most 8 digits, and the value must be a Unicode scalar value (no lone surrogates). */
function readBracedUnicodeEscape(source: Source, position: number): Escape {
  const body = source.body;
  let point = 0;
  // Offsets 3..11 may hold up to 8 digits and the closing brace; the error quotes up to the offending character.
  let offset = 3;
  for (; offset < 12; offset++) {
    const code = body.charCodeAt(position + offset);
    if (code === 0x7d) {
      if (offset > 3 && isUnicodeScalarValue(point)) return { value: String.fromCodePoint(point), size: offset + 1 };
      break;
    }
    const digit = hexDigit(code);
    if (digit < 0 || offset === 11) break;
    point = point * 16 + digit;
    // graphql-js reads into a signed 32-bit integer; stop where it would overflow so the error quotes the same text.
    if (point > 0x7fffffff) break;
  }
  throw syntaxError(
    source,
    position,
    `Invalid Unicode escape sequence: "${body.slice(position, position + offset + 1)}".`,
  );
}

/** `\uXXXX`, or a leading and trailing surrogate written as two escapes (the JSON style spec §2.9.4 allows). */
function readFixedUnicodeEscape(source: Source, position: number): Escape {
  const body = source.body;
  const code = readHex4(body, position + 2);
  if (isUnicodeScalarValue(code)) return { value: String.fromCharCode(code), size: 6 };
  if (
    code >= 0xd800 &&
    code <= 0xdbff &&
    body.charCodeAt(position + 6) === 0x5c &&
    body.charCodeAt(position + 7) === 0x75
  ) {
    const trailing = readHex4(body, position + 8);
    if (trailing >= 0xdc00 && trailing <= 0xdfff) return { value: String.fromCharCode(code, trailing), size: 12 };
  }
  throw syntaxError(source, position, `Invalid Unicode escape sequence: "${body.slice(position, position + 6)}".`);
}

function readHex4(body: string, position: number): number {
  let value = 0;
  for (let i = 0; i < 4; i++) {
    const digit = hexDigit(body.charCodeAt(position + i));
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  return -1;
}

/** §2.9.4 BlockString :: `"""` BlockStringCharacter* `"""`; only `\"""` is an escape. The value is dedented. */
function readBlockString(source: Source, start: number): Token {
  const body = source.body;
  const length = body.length;
  let position = start + 3;
  let chunkStart = position;
  let raw = '';
  while (position < length) {
    const code = body.charCodeAt(position);
    if (code === 0x22 && body.charCodeAt(position + 1) === 0x22 && body.charCodeAt(position + 2) === 0x22) {
      raw += body.slice(chunkStart, position);
      return { kind: TokenKind.BLOCK_STRING, start, end: position + 3, value: blockStringValue(raw) };
    }
    if (
      code === 0x5c &&
      body.charCodeAt(position + 1) === 0x22 &&
      body.charCodeAt(position + 2) === 0x22 &&
      body.charCodeAt(position + 3) === 0x22
    ) {
      raw += `${body.slice(chunkStart, position)}"""`;
      position += 4;
      chunkStart = position;
      continue;
    }
    if (code === 0x0a || code === 0x0d || isUnicodeScalarValue(code)) position++;
    else if (isSurrogatePairAt(body, position)) position += 2;
    else {
      throw syntaxError(source, position, `Invalid character within String: ${printCodePointAt(body, position)}.`);
    }
  }
  throw syntaxError(source, position, 'Unterminated string.');
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

function isNameStart(code: number): boolean {
  return isLetter(code) || code === 0x5f;
}

function isNameContinue(code: number): boolean {
  return isLetter(code) || isDigit(code) || code === 0x5f;
}

/** §2.1 SourceCharacter: any Unicode scalar value, i.e. any code point but a surrogate. */
function isUnicodeScalarValue(code: number): boolean {
  return (code >= 0 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0x10ffff);
}

function isSurrogatePairAt(body: string, position: number): boolean {
  const lead = body.charCodeAt(position);
  const trail = body.charCodeAt(position + 1);
  return lead >= 0xd800 && lead <= 0xdbff && trail >= 0xdc00 && trail <= 0xdfff;
}

/** How errors quote a character: printable ASCII in quotes, anything else as U+XXXX, and the end as <EOF>. */
function printCodePointAt(body: string, position: number): string {
  if (position >= body.length) return TokenKind.EOF;
  const code = body.codePointAt(position) as number;
  if (code >= 0x20 && code <= 0x7e) return code === 0x22 ? `'"'` : `"${String.fromCharCode(code)}"`;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}
