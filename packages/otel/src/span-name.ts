import type { HandlerMessage } from './channel-messages.js';

/**
 * The name of a handler span, in the Express instrumentation's `<type> - <name>` form: a request
 * handler by its route (mount paths included), a router by its mount path, middleware and error
 * handlers by their function name.
 *
 * @example
 * handlerSpanName({ kind: 'request_handler', name: 'getBlog', path: '/blogs/:id' }, '/api/blogs/:id');
 * // 'request handler - /api/blogs/:id'
 */
export function handlerSpanName(
  message: Pick<HandlerMessage, 'kind' | 'name' | 'path'>,
  route: string | undefined,
): string {
  switch (message.kind) {
    case 'request_handler':
      return `request handler - ${route ?? message.path}`;
    case 'router':
      return `router - ${message.path}`;
    case 'error_handler':
      return `error handler - ${message.name}`;
    default:
      return `middleware - ${message.name}`;
  }
}
