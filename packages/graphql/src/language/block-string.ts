/**
 * BlockStringValue(rawValue) of spec §2.9.4: split the raw text into lines, remove the indentation common to every
 * line but the first (lines of only spaces and tabs do not count), then drop blank leading and trailing lines.
 *
 * @example
 * blockStringValue('\n    Hello,\n      World!\n  '); // 'Hello,\n  World!'
 */
export function blockStringValue(rawValue: string): string {
  const lines = rawValue.split(/\r\n|[\n\r]/);
  let commonIndent = Number.POSITIVE_INFINITY;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    const indent = leadingWhitespace(line);
    if (indent < line.length && indent < commonIndent) commonIndent = indent;
  }
  if (commonIndent !== Number.POSITIVE_INFINITY && commonIndent > 0) {
    for (let i = 1; i < lines.length; i++) lines[i] = (lines[i] as string).slice(commonIndent);
  }
  let first = 0;
  let last = lines.length - 1;
  while (first <= last && isBlank(lines[first] as string)) first++;
  while (last >= first && isBlank(lines[last] as string)) last--;
  return lines.slice(first, last + 1).join('\n');
}

function leadingWhitespace(line: string): number {
  let i = 0;
  while (i < line.length) {
    const code = line.charCodeAt(i);
    if (code !== 0x20 && code !== 0x09) break;
    i++;
  }
  return i;
}

function isBlank(line: string): boolean {
  return leadingWhitespace(line) === line.length;
}
