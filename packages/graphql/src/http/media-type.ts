import { mediaTypeQuality, parseAccept } from '@batonjs/http';

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
  // The shared RFC 9110 matcher (@batonjs/http), asked about the types as they are sent: with
  // their charset, so `application/json;charset=utf-8` in the header still asks for JSON. A weight
  // above 1 ranks no higher than 1: these rules compare the two types' weights for ties.
  const modern = Math.min(mediaTypeQuality(accept, `${GRAPHQL_RESPONSE_JSON}; charset=utf-8`), 1);
  const legacy = Math.min(mediaTypeQuality(accept, `${APPLICATION_JSON}; charset=utf-8`), 1);
  // A wildcard alone says nothing about GraphQL; serve the media type legacy clients understand.
  const modernExplicit = parseAccept(accept).some((entry) => entry.value.toLowerCase() === GRAPHQL_RESPONSE_JSON);
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
  // Named itself: a wildcard does not ask for a stream. Its weight and the JSON types' come from
  // the shared RFC 9110 matcher (@batonjs/http), as negotiateResponseType's do.
  const named = parseAccept(accept).some((entry) => entry.value.toLowerCase() === TEXT_EVENT_STREAM);
  if (!named) return false;
  const stream = mediaTypeQuality(accept, TEXT_EVENT_STREAM);
  if (stream <= 0) return false;
  const json = Math.max(
    mediaTypeQuality(accept, `${GRAPHQL_RESPONSE_JSON}; charset=utf-8`),
    mediaTypeQuality(accept, `${APPLICATION_JSON}; charset=utf-8`),
  );
  return stream >= json;
}
