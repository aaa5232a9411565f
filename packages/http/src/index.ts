export {
  type CodedError,
  type CodedErrorClass,
  type CodedErrorOptions,
  defineErrors,
  type ErrorCatalogue,
  type ErrorDefinition,
} from './coded-error.js';
export { escapeHtml } from './escape-html.js';
export { htmlPage } from './html-page.js';
export { isThenable } from './is-thenable.js';
export { pathnameOf, pathStart, protohostOf, urlParts } from './url-parts.js';
export { appendVary, isToken, mergeVary, splitList, type VaryTarget } from './vary.js';
