import type { ParamsDictionary } from './request.js';

/**
 * Route parameters derived from a path literal at the type level:
 * `RouteParams<'/authors/:id'>` is `{ id: string }`, a parameter inside an optional group is
 * `id?: string`, a `*splat` is `string[]`. Scanned one character at a time with tail-recursive
 * conditional types and an accumulator, which keeps instantiation shallow (no TS2589).
 */

/**
 * The characters that end a parameter name: every ASCII character but letters, digits, `_` and
 * `$`. Any other character continues the name, as Unicode identifier characters do at run time
 * (`:café` is `café`); the path parser refuses a name followed directly by a non-ASCII character
 * that is not an identifier character (`:a€`), so the two never disagree on a path that registers.
 */
type NameStop =
  | '\t'
  | '\n'
  | '\r'
  | ' '
  | '!'
  | '"'
  | '#'
  | '%'
  | '&'
  | "'"
  | '('
  | ')'
  | '*'
  | '+'
  | ','
  | '-'
  | '.'
  | '/'
  | ':'
  | ';'
  | '<'
  | '='
  | '>'
  | '?'
  | '@'
  | '['
  | '\\'
  | ']'
  | '^'
  | '`'
  | '{'
  | '|'
  | '}'
  | '~';

interface Found {
  required: string;
  optional: string;
  splat: string;
  optionalSplat: string;
}

type Empty = { required: never; optional: never; splat: never; optionalSplat: never };

type Add<A extends Found, Name extends string, Kind extends ':' | '*', Optional extends boolean> = Kind extends ':'
  ? Optional extends true
    ? { required: A['required']; optional: A['optional'] | Name; splat: A['splat']; optionalSplat: A['optionalSplat'] }
    : { required: A['required'] | Name; optional: A['optional']; splat: A['splat']; optionalSplat: A['optionalSplat'] }
  : Optional extends true
    ? { required: A['required']; optional: A['optional']; splat: A['splat']; optionalSplat: A['optionalSplat'] | Name }
    : { required: A['required']; optional: A['optional']; splat: A['splat'] | Name; optionalSplat: A['optionalSplat'] };

type InGroup<Depth extends unknown[]> = Depth extends [] ? false : true;

/** Reads a parameter name (plain or "quoted") and goes back to scanning. */
type ReadName<
  S extends string,
  Kind extends ':' | '*',
  Depth extends unknown[],
  A extends Found,
  Name extends string = '',
> = Name extends ''
  ? S extends `"${infer Rest}`
    ? ReadQuoted<Rest, Kind, Depth, A>
    : S extends `${infer C}${infer Rest}`
      ? C extends NameStop
        ? Scan<S, Depth, A>
        : ReadName<Rest, Kind, Depth, A, C>
      : A
  : S extends `${infer C}${infer Rest}`
    ? C extends NameStop
      ? Scan<S, Depth, Add<A, Name, Kind, InGroup<Depth>>>
      : ReadName<Rest, Kind, Depth, A, `${Name}${C}`>
    : Add<A, Name, Kind, InGroup<Depth>>;

/** Reads a `:"quoted name"` up to its closing quote; `\\` takes the next character as it is. */
type ReadQuoted<
  S extends string,
  Kind extends ':' | '*',
  Depth extends unknown[],
  A extends Found,
  Name extends string = '',
> = S extends `\\${infer C}${infer Rest}`
  ? ReadQuoted<Rest, Kind, Depth, A, `${Name}${C}`>
  : S extends `"${infer Rest}`
    ? Scan<Rest, Depth, Add<A, Name, Kind, InGroup<Depth>>>
    : S extends `${infer C}${infer Rest}`
      ? ReadQuoted<Rest, Kind, Depth, A, `${Name}${C}`>
      : A;

type Scan<S extends string, Depth extends unknown[], A extends Found> = S extends `${infer C}${infer Rest}`
  ? C extends '\\'
    ? Rest extends `${string}${infer AfterEscaped}`
      ? Scan<AfterEscaped, Depth, A>
      : A
    : C extends '{'
      ? Scan<Rest, [...Depth, 0], A>
      : C extends '}'
        ? Scan<Rest, Depth extends [unknown, ...infer Outer] ? Outer : [], A>
        : C extends ':' | '*'
          ? ReadName<Rest, C, Depth, A>
          : Scan<Rest, Depth, A>
  : A;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type Build<A extends Found> = Simplify<
  { [K in A['required']]: string } & { [K in A['optional']]?: string } & { [K in A['splat']]: string[] } & {
    [K in A['optionalSplat']]?: string[];
  }
>;

/**
 * The `req.params` type for a route path.
 *
 * @example
 * type P = RouteParams<'/authors/:id{/posts/:post}/*rest'>;
 * // { id: string; post?: string; rest: string[] }
 */
export type RouteParams<P> = P extends string
  ? string extends P
    ? ParamsDictionary
    : Build<Scan<P, [], Empty>>
  : ParamsDictionary;
