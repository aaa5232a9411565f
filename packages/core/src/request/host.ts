/**
 * Cuts the port off a Host value, keeping IPv6 literals whole: `example.com:3000` gives
 * `example.com`, `[::1]:3000` gives `[::1]` (brackets kept, as Express does).
 *
 * @example
 * hostnameOf('[::1]:3000'); // '[::1]'
 */
export function hostnameOf(host: string): string {
  const offset = host.charCodeAt(0) === 0x5b ? host.indexOf(']') + 1 : 0;
  const colon = host.indexOf(':', offset);
  return colon === -1 ? host : host.slice(0, colon);
}

/**
 * The first member of a comma-separated header such as X-Forwarded-Proto or X-Forwarded-Host
 * (proxies append, so the first is what the client sent to the outermost proxy), trimmed.
 *
 * @example
 * firstListMember('https, http'); // 'https'
 */
export function firstListMember(value: string): string {
  const comma = value.indexOf(',');
  return (comma === -1 ? value : value.slice(0, comma)).trim();
}
