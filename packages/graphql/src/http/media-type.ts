import { parseAccept } from '@batonjs/http';

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
 * parseContentType(header)?.essence === APPLICATION_JSON;
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

/** The media ranges of an Accept header, read by the shared RFC 9110 parser (quoted parameters and all). */
function mediaRanges(header: string): AcceptRange[] {
  const ranges: AcceptRange[] = [];
  for (const entry of parseAccept(header)) {
    const slash = entry.value.indexOf('/');
    if (slash <= 0 || slash === entry.value.length - 1) continue;
    const range = entry.value.toLowerCase();
    // A weight above 1 ranks no higher than 1: these rules compare the two types' weights for ties.
    ranges.push({ type: range.slice(0, slash), subtype: range.slice(slash + 1), q: Math.min(entry.q, 1) });
  }
  return ranges;
}

/**
 * RFC 9110 §12.5.1: the most specific matching range decides a media type's quality. Range
 * parameters are not compared: `application/json;charset=utf-8` still asks for JSON.
 */
function qualityOf(mediaType: string, ranges: readonly AcceptRange[]): number {
  const slash = mediaType.indexOf('/');
  const type = mediaType.slice(0, slash);
  const subtype = mediaType.slice(slash + 1);
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
  const ranges = mediaRanges(accept);
  const modern = qualityOf(GRAPHQL_RESPONSE_JSON, ranges);
  const legacy = qualityOf(APPLICATION_JSON, ranges);
  // A wildcard alone says nothing about GraphQL; serve the media type legacy clients understand.
  const modernExplicit = ranges.some((range) => `${range.type}/${range.subtype}` === GRAPHQL_RESPONSE_JSON);
  if (modern <= 0 && legacy <= 0) return undefined;
  if (modernExplicit && modern >= legacy && modern > 0) return GRAPHQL_RESPONSE_JSON;
  return legacy > 0 ? APPLICATION_JSON : GRAPHQL_RESPONSE_JSON;
}

/** The media type of a Server-Sent Events stream: GraphQL over SSE. */
export const TEXT_EVENT_STREAM = 'text/event-stream';

/**
 * Whether the client asks for GraphQL over Server-Sent Events: `Accept` names `text/event-stream`
 * itself (a wildcard does not count) at a quality no lower than either JSON type's. A browser's
 * EventSource sends `Accept: text/event-stream` and nothing else.
 *
 * @example
 * prefersEventStream('text/event-stream'); // true
 * prefersEventStream('application/json, text/event-stream;q=0.5'); // false
 */
export function prefersEventStream(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  const ranges = mediaRanges(accept);
  const stream = ranges.find((range) => range.type === 'text' && range.subtype === 'event-stream');
  if (stream === undefined || stream.q <= 0) return false;
  return stream.q >= Math.max(qualityOf(GRAPHQL_RESPONSE_JSON, ranges), qualityOf(APPLICATION_JSON, ranges));
}
