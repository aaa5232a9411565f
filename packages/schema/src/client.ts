// The browser entry (`@batonjs/schema/client`): the contract, the client and what its callers
// check. Every file it reaches imports nothing from node: and nothing by bare name at run time, so
// a browser can import dist/client.js as it is (the contract's validators come from the app).
export type {
  CallInput,
  CallOptions,
  CallResult,
  ClientCall,
  ClientProblem,
  Failure,
  ProblemBody,
  RestClient,
  Success,
} from './client/client-types.js';
export { createClient, type RestClientOptions } from './client/create-client.js';
export { ClientError, ProblemError } from './client/problem-error.js';
export { type ContractMethod, defineRoutes, type RouteContract } from './contract.js';
