export { costRatio } from './cost-ratio.js';
export { assertLinearCost, fuzzText, type LinearCostOptions } from './fuzz.js';
export { onlyCodedErrors } from './only-coded-errors.js';
export { rawRequest } from './raw-request.js';
export { request, type TestRequestOptions, type TestResponse } from './request.js';
export { serve, type TestServer } from './serve.js';
export { type Trickled, type TrickleOptions, trickle } from './trickle.js';
