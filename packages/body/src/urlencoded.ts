import { type BodyParserMiddleware, createParser } from './create-parser.js';
import { assertParameterCount, type FormCharset, type FormOptions, formPairs } from './form-pairs.js';
import { nestForm } from './nested-form.js';
import { type BaseParserOptions, normalizeOptions } from './options.js';

/** Options of {@link urlencoded}. */
export interface UrlencodedOptions extends BaseParserOptions, FormOptions {
  /** Parse `a[b][c]=1` and `a[]=1` into objects and arrays. Default `false` (flat name/value pairs). */
  extended?: boolean;
  /** Most parameters a body may have; more is a 413. Default `1000`. */
  parameterLimit?: number;
  /** Deepest bracket nesting with `extended`; deeper is a 400. Default `32`. */
  depth?: number;
  /** Charset when `Content-Type` names none: `'utf-8'` (default) or `'iso-8859-1'`. */
  defaultCharset?: FormCharset;
}

function isFormCharset(charset: string): charset is FormCharset {
  return charset === 'utf-8' || charset === 'iso-8859-1';
}

// `__proto__` is dropped here too (as body-parser's qs does), so no consumer ever meets it.
function flatForm(pairs: Map<string, string | string[]>): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of pairs) if (name !== '__proto__') form[name] = value;
  return form;
}

/**
 * Parses `application/x-www-form-urlencoded` bodies into `req.body` (body-parser 2's
 * `urlencoded()`): flat pairs by default (repeated names become arrays), nested objects and
 * arrays with `extended: true`. The result never has a prototype to pollute.
 *
 * @example
 * app.post('/login', urlencoded(), (req, res) => res.end(`hello ${req.body.user}`));
 */
export function urlencoded(options?: UrlencodedOptions): BodyParserMiddleware {
  const normalized = normalizeOptions(options, 'application/x-www-form-urlencoded');
  const defaultCharset = options?.defaultCharset || 'utf-8';
  if (!isFormCharset(defaultCharset)) throw new TypeError('option defaultCharset must be either utf-8 or iso-8859-1');
  // Checked as body-parser checks it, numeric coercion included: `null` or 'ten' is refused at setup,
  // while a numeric string such as '10' counts as its number (truncated to an integer).
  const limitOption: unknown = options?.parameterLimit === undefined ? 1000 : options.parameterLimit;
  let parameterLimit = Number(limitOption);
  if (Number.isNaN(parameterLimit) || parameterLimit < 1) {
    throw new TypeError('option parameterLimit must be a positive number');
  }
  if (Number.isFinite(parameterLimit)) parameterLimit = Math.trunc(parameterLimit);
  const extended = options?.extended === true;
  const formOptions: FormOptions = {
    charsetSentinel: options?.charsetSentinel,
    interpretNumericEntities: options?.interpretNumericEntities,
  };
  const depth = extended ? (options?.depth ?? 32) : 0;
  if (Number.isNaN(depth) || depth < 0) throw new TypeError('option depth must be a zero or a positive number');

  return createParser(normalized, {
    text: { accepts: isFormCharset, defaultCharset },
    parse: (body, charset) => {
      const text = body as string;
      if (text.length === 0) return Object.create(null);
      const count = assertParameterCount(text, parameterLimit);
      const pairs = formPairs(text, charset as FormCharset, formOptions);
      if (depth === 0) return flatForm(pairs);
      return nestForm(pairs, { depth, arrayLimit: Math.max(100, count) });
    },
  });
}
