import { BodyError } from './errors.js';

/** A value in a parsed extended form: strings, arrays and prototype-less objects. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

// Names that would reach an object's prototype machinery if a consumer ever copied the result
// with plain assignment; they are dropped at whatever depth they appear.
const FORBIDDEN = '__proto__';

function isContainer(value: FormValue | undefined): value is FormValue[] | FormObject {
  return typeof value === 'object' && value !== null;
}

function newObject(): FormObject {
  return Object.create(null) as FormObject;
}

/**
 * Splits a bracketed name into its path: `a[b][]` gives `['a', 'b', '']`. Text between or after
 * bracket groups is ignored, and more than `depth` groups is an error (body-parser's strict
 * depth).
 */
function namePath(name: string, depth: number): string[] {
  const open = name.indexOf('[');
  const close = open === -1 ? -1 : name.indexOf(']', open);
  if (close === -1) return [name];
  const path: string[] = [];
  if (open > 0) path.push(name.slice(0, open));
  const groups = /\[([^[\]]*)\]/g;
  groups.lastIndex = open;
  let segments = 0;
  for (let m = groups.exec(name); m !== null; m = groups.exec(name)) {
    if (++segments > depth) throw new BodyError('BATON_BODY_DEPTH_EXCEEDED', 'The input exceeded the depth');
    path.push(m[1]!);
  }
  return path;
}

function arrayIndex(segment: string, arrayLimit: number): number | undefined {
  if (segment === '' || segment.length > 10) return undefined;
  const index = Number(segment);
  return Number.isInteger(index) && index >= 0 && String(index) === segment && index <= arrayLimit ? index : undefined;
}

// Builds the value one name/value pair stands for, innermost first: `a[b][]=1` is { a: { b: ['1'] } }.
function build(path: string[], value: string | string[], arrayLimit: number): FormValue | undefined {
  let leaf: FormValue = value;
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i]!;
    if (segment === FORBIDDEN) return undefined;
    if (segment === '' && i > 0) {
      leaf = Array.isArray(leaf) ? leaf : [leaf];
      continue;
    }
    const index = i > 0 ? arrayIndex(segment, arrayLimit) : undefined;
    if (index !== undefined) {
      const array: FormValue[] = [];
      array[index] = leaf;
      leaf = array;
    } else {
      const object = newObject();
      object[segment] = leaf;
      leaf = object;
    }
  }
  return leaf;
}

function toObject(array: FormValue[]): FormObject {
  const object = newObject();
  array.forEach((item, i) => {
    object[i] = item;
  });
  return object;
}

/**
 * Merges one pair's value into what was parsed so far, with body-parser's (qs's) rules: a name
 * seen as a string and as a structure keeps both in an array; an array meeting named keys
 * becomes an object with its indices as keys; arrays merge index by index.
 */
function merge(target: FormValue | undefined, source: FormValue): FormValue {
  if (target === undefined) return source;
  // An empty value adds nothing to a name that already has one (`a[]=1&a=` stays ['1']).
  if (source === '') return target;
  if (!isContainer(source)) {
    if (Array.isArray(target)) {
      target.push(source);
      return target;
    }
    return [target, source];
  }
  if (!isContainer(target)) return Array.isArray(source) ? [target, ...source] : [target, source];
  if (Array.isArray(target) && Array.isArray(source)) {
    source.forEach((item, i) => {
      const existing = target[i];
      if (existing === undefined) target[i] = item;
      else if (isContainer(existing) && isContainer(item)) target[i] = merge(existing, item);
      else target.push(item);
    });
    return target;
  }
  const into = Array.isArray(target) ? toObject(target) : target;
  for (const [key, item] of Object.entries(source)) into[key] = merge(into[key], item);
  return into;
}

// Sparse arrays (`a[1]=x&a[5]=y`) close their holes, as qs does: ['x', 'y'].
function compact(value: FormValue): FormValue {
  if (!isContainer(value)) return value;
  if (Array.isArray(value)) {
    const dense: FormValue[] = [];
    for (const item of value) if (item !== undefined) dense.push(compact(item));
    return dense;
  }
  for (const key of Object.keys(value)) value[key] = compact(value[key]!);
  return value;
}

/**
 * Turns decoded form pairs into nested objects and arrays (the `extended: true` syntax):
 * `a[b][c]=1`, `a[]=1&a[]=2`, `a[0][b]=1`. Objects have no prototype, `__proto__` segments are
 * dropped, nesting deeper than `depth` is a 400, and array indices above `arrayLimit` become
 * object keys so `a[99999999]=x` cannot allocate a huge array.
 *
 * @example
 * nestForm(new Map([['a[b][]', '1']]), { depth: 32, arrayLimit: 100 }); // { a: { b: ['1'] } }
 */
export function nestForm(
  pairs: Map<string, string | string[]>,
  options: { readonly depth: number; readonly arrayLimit: number },
): FormObject {
  let result: FormValue = newObject();
  for (const [name, value] of pairs) {
    const built = build(namePath(name, options.depth), value, options.arrayLimit);
    if (built !== undefined) result = merge(result, built);
  }
  return compact(result) as FormObject;
}
