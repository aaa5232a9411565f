export { freePort } from './free-port.js';
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
export { type PostgresServer, type StartPostgresOptions, startPostgres } from './start-postgres.js';
