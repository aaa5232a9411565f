/** Messages a scenario server sends its parent over the IPC channel. */
export type ChildMessage =
  | { readonly type: 'ready'; readonly port: number }
  | { readonly type: 'rss'; readonly maxRssKb: number }
  | { readonly type: 'failed'; readonly message: string };

/** Messages the parent sends a scenario server. */
export type ParentMessage = { readonly type: 'rss' };

/**
 * Narrows an IPC message to a ChildMessage (IPC carries untyped JSON).
 *
 * @example
 * child.on('message', (message) => { if (isChildMessage(message) && message.type === 'ready') use(message.port); });
 */
export function isChildMessage(value: unknown): value is ChildMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'ready':
      return typeof message.port === 'number';
    case 'rss':
      return typeof message.maxRssKb === 'number';
    case 'failed':
      return typeof message.message === 'string';
    default:
      return false;
  }
}

/**
 * Narrows an IPC message to a ParentMessage.
 *
 * @example
 * process.on('message', (message) => { if (isParentMessage(message)) reportRss(); });
 */
export function isParentMessage(value: unknown): value is ParentMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'rss';
}
