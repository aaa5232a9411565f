export {
  type CodedError,
  type CodedErrorClass,
  type CodedErrorOptions,
  defineErrors,
  type ErrorCatalogue,
  type ErrorDefinition,
} from './coded-error.js';
export { escapeHtml } from './escape-html.js';
export { isValidHeader, type SafeHeaderValue, setHeaderSafely, warnDroppedHeader } from './header-safety.js';
export { htmlPage } from './html-page.js';
export { httpErrorName } from './http-error-name.js';
export { isThenable } from './is-thenable.js';
export { appendVary, isToken, mergeVary, splitList, type VaryTarget } from './vary.js';
