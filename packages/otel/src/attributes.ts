/**
 * The attribute names this instrumentation sets. `http.route` is OpenTelemetry's stable HTTP
 * semantic convention (the matched route template, application root included); the `baton.*` ones
 * mirror the Express instrumentation's `express.type` and `express.name`.
 *
 * @example
 * span.attributes[AttributeNames.BATON_TYPE]; // 'request_handler'
 */
export const AttributeNames = {
  HTTP_ROUTE: 'http.route',
  BATON_TYPE: 'baton.type',
  BATON_NAME: 'baton.name',
  BATON_PATH: 'baton.path',
  BATON_REQUEST_ID: 'baton.request_id',
} as const;
