export { costRatio } from './cost-ratio.js';
export { freePort } from './free-port.js';
export { assertLinearCost, fuzzText, type LinearCostOptions } from './fuzz.js';
export { onlyCodedErrors } from './only-coded-errors.js';
export {
  type LocateOptions,
  locatePostgres,
  type PostgresBinaries,
  type PostgresLookup,
  postgresSkipReason,
} from './postgres-binaries.js';
export { processAlive } from './process-alive.js';
export { rawRequest } from './raw-request.js';
export { request, type TestRequestOptions, type TestResponse } from './request.js';
export { type Account, unprivilegedAccount } from './run-as.js';
export { serve, type TestServer } from './serve.js';
export { openSse, type SseConnection } from './sse-client.js';
export { type PostgresServer, type StartPostgresOptions, startPostgres } from './start-postgres.js';
export { type Trickled, type TrickleOptions, trickle } from './trickle.js';
