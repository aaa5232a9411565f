/**
 * The response media types of the GraphQL-over-HTTP specification, preferred first.
 *
 * @example
 * res.setHeader('Content-Type', `${GRAPHQL_RESPONSE_JSON}; charset=utf-8`);
 */
export const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';
/**
 * The legacy response media type, and the request body type.
 *
 * @example
 * parseContentType(header).mediaType === APPLICATION_JSON;
 */
export const APPLICATION_JSON = 'application/json';
/**
 * One of the two response media types.
 *
 * @example
 * const type: ResponseMediaType = 'application/json';
 */
export type ResponseMediaType = typeof GRAPHQL_RESPONSE_JSON | typeof APPLICATION_JSON;

interface AcceptRange {
  readonly type: string;
  readonly subtype: string;
  readonly q: number;
}

function parseAccept(header: string): AcceptRange[] {
  const ranges: AcceptRange[] = [];
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.split(';');
    const [type = '', subtype = ''] = range.trim().toLowerCase().split('/');
    if (type === '' || subtype === '') continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() === 'q') {
        const parsed = Number(value.trim());
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    ranges.push({ type, subtype, q });
  }
  return ranges;
}

/** RFC 9110 §12.5.1: the most specific matching range decides a media type's quality. */
function qualityOf(mediaType: string, ranges: readonly AcceptRange[]): number {
  const [type, subtype] = mediaType.split('/');
  let best = -1;
  let specificity = -1;
  for (const range of ranges) {
    let score: number;
    if (range.type === type && range.subtype === subtype) score = 2;
    else if (range.type === type && range.subtype === '*') score = 1;
    else if (range.type === '*' && range.subtype === '*') score = 0;
    else continue;
    if (score > specificity) {
      specificity = score;
      best = range.q;
    }
  }
  return best;
}

/**
 * Chooses the response media type from an `Accept` header (GraphQL over HTTP §Accept): the
 * acceptable one with the highest quality, `application/graphql-response+json` on a tie; a
 * missing header or a bare wildcard gets `application/json`, which every existing client reads;
 * `undefined` when the client accepts neither.
 *
 * @example
 * negotiateResponseType('application/graphql-response+json, application/json;q=0.9'); // 'application/graphql-response+json'
 */
export function negotiateResponseType(accept: string | undefined): ResponseMediaType | undefined {
  if (accept === undefined || accept.trim() === '') return APPLICATION_JSON;
  const ranges = parseAccept(accept);
  const modern = qualityOf(GRAPHQL_RESPONSE_JSON, ranges);
  const legacy = qualityOf(APPLICATION_JSON, ranges);
  // A wildcard alone says nothing about GraphQL; serve the media type legacy clients understand.
  const modernExplicit = ranges.some((range) => `${range.type}/${range.subtype}` === GRAPHQL_RESPONSE_JSON);
  if (modern <= 0 && legacy <= 0) return undefined;
  if (modernExplicit && modern >= legacy && modern > 0) return GRAPHQL_RESPONSE_JSON;
  return legacy > 0 ? APPLICATION_JSON : GRAPHQL_RESPONSE_JSON;
}

/**
 * A Content-Type split into its lower-cased essence and its charset parameter.
 *
 * @example
 * const { mediaType, charset } = parseContentType('application/json; charset=utf-8');
 */
export interface ContentType {
  readonly mediaType: string;
  readonly charset: string | undefined;
}

/**
 * Reads a `Content-Type` header (RFC 9110 §8.3).
 *
 * @example
 * parseContentType('application/json; charset=UTF-8'); // { mediaType: 'application/json', charset: 'utf-8' }
 */
export function parseContentType(header: string): ContentType {
  const [essence = '', ...params] = header.split(';');
  let charset: string | undefined;
  for (const param of params) {
    const index = param.indexOf('=');
    if (index === -1) continue;
    if (param.slice(0, index).trim().toLowerCase() === 'charset') {
      charset = param
        .slice(index + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
    }
  }
  return { mediaType: essence.trim().toLowerCase(), charset };
}
