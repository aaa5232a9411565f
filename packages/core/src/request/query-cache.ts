import type { IncomingMessage } from 'node:http';
import { urlParts } from '@batonjs/http';
import { parseExtendedQuery } from '../query/parse-extended.js';
import { parseSimpleQuery } from '../query/parse-simple.js';
import type { QueryParserFn } from '../settings/compile-query-parser.js';
import type { ParsedQs } from '../types/request.js';
import { queryParserOf } from './app-setting.js';

/**
 * What a parser gets for a URL without `?`: the built-in parsers read `''`; a function of the
 * app's own gets `null`, as Express hands it (parseurl's query), so one written for Express sees
 * the same input.
 */
function noQueryFor(parser: QueryParserFn): string {
  return parser === parseSimpleQuery || parser === parseExtendedQuery ? '' : (null as unknown as string);
}

/** Per-request memo of the parsed query, kept off the public shape. */
const kQuery = Symbol('baton.query');

interface QueryMemo {
  readonly raw: string | undefined;
  readonly parser: unknown;
  readonly value: ParsedQs;
}

/**
 * `req.query`: the query string of `req.url` parsed with the app's `query parser fn`, once per
 * request. The memo is keyed on the raw query string and the parser, so a rewritten `req.url` or a
 * different app (a mounted sub-app with its own setting) parses again, and repeated reads during
 * routing cost a string comparison.
 *
 * @example
 * parsedQuery(req); // { q: 'baton' } for GET /search?q=baton
 */
export function parsedQuery(req: IncomingMessage): ParsedQs {
  const parser = queryParserOf(req);
  const raw = urlParts(req.url ?? '').query;
  const memo = (req as { [kQuery]?: QueryMemo })[kQuery];
  if (memo !== undefined && memo.raw === raw && memo.parser === parser) return memo.value;
  const value: ParsedQs = parser === undefined ? Object.create(null) : parser(raw ?? noQueryFor(parser));
  (req as { [kQuery]?: QueryMemo })[kQuery] = { raw, parser, value };
  return value;
}
