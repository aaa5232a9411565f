const MAX_SUGGESTIONS = 5;

/**
 * ' Did you mean "a", "b", or "c"?' for suggestions already in the order to show (at most five), or '' for none;
 * `subMessage` goes between "mean" and the names. This is the tail graphql-js appends to validation messages.
 *
 * @example
 * didYouMean(['name', 'names']); // ' Did you mean "name" or "names"?'
 * didYouMean(['Dog'], 'to use an inline fragment on'); // ' Did you mean to use an inline fragment on "Dog"?'
 */
export function didYouMean(suggestions: readonly string[], subMessage?: string): string {
  const quoted = suggestions.slice(0, MAX_SUGGESTIONS).map((name) => `"${name}"`);
  const prefix = subMessage === undefined ? ' Did you mean ' : ` Did you mean ${subMessage} `;
  switch (quoted.length) {
    case 0:
      return '';
    case 1:
      return `${prefix}${quoted[0]}?`;
    case 2:
      return `${prefix}${quoted[0]} or ${quoted[1]}?`;
    default: {
      const last = quoted.pop();
      return `${prefix}${quoted.join(', ')}, or ${last}?`;
    }
  }
}
