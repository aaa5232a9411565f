/**
 * The own symbol key of `target` whose description is `description`: how Baton finds a field node
 * keeps under a symbol it does not export (a server's classes or options). Undefined when there is
 * none, as there would be if a later node renamed it; callers then leave node's object alone.
 *
 * @example
 * const key = symbolNamed(server, 'IncomingMessage'); // node's kIncomingMessage
 */
export function symbolNamed(target: object, description: string): symbol | undefined {
  return Object.getOwnPropertySymbols(target).find((key) => key.description === description);
}
