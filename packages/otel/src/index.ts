export { AttributeNames } from './attributes.js';
export { BatonInstrumentation, type BatonInstrumentationConfig } from './baton-instrumentation.js';
export type { HandlerKind, HandlerMessage, RequestMessage } from './channel-messages.js';
export { handlerSpanName } from './span-name.js';
export { PACKAGE_NAME, PACKAGE_VERSION } from './version.js';
