/** The body every hello-world style scenario answers with, in every framework. */
export const hello = { hello: 'world' } as const;

/** `JSON.stringify(hello)`: what every framework but tinyhttp sends, byte for byte. */
export const helloText = JSON.stringify(hello);

// tinyhttp's res.json always indents by two spaces; its users get that, so the benchmark does too.
const helloIndented = JSON.stringify(hello, null, 2);

/**
 * Why `body` is not the hello document, or undefined when it is: `helloText` exactly, or the same
 * document as tinyhttp's `res.json` writes it (six bytes of indentation more).
 *
 * @example
 * expected: { status: 200, contentType: /^application\/json/, body: helloBody },
 */
export function helloBody(body: Buffer): string | undefined {
  const text = body.toString('utf8');
  if (text === helloText || text === helloIndented) return undefined;
  return `body ${JSON.stringify(text.slice(0, 200))}, expected ${JSON.stringify(helloText)}`;
}

/**
 * The blog post `GET /api/blogs/:id` answers with: built from the id on each request, as a
 * handler that read a store would, so no framework can serve a cached string.
 *
 * @example
 * blogPost('42').title; // 'Post 42'
 */
export function blogPost(id: string): {
  id: string;
  title: string;
  author: { id: string; name: string };
  tags: string[];
  published: string;
} {
  return {
    id,
    title: `Post ${id}`,
    author: { id: 'a1', name: 'Ada Lovelace' },
    tags: ['node', 'http', 'benchmarks'],
    published: '2026-01-01T00:00:00.000Z',
  };
}

/**
 * The JSON document the POST scenario sends: 1 KB when serialised, so the figure is about parsing
 * a typical API request body rather than about the network.
 *
 * @example
 * JSON.stringify(postDocument()).length; // 1024
 */
export function postDocument(): { items: Array<{ id: number; name: string }>; note: string } {
  const items = Array.from({ length: 20 }, (_, id) => ({ id, name: `item number ${id}` }));
  const base = JSON.stringify({ items, note: '' }).length;
  return { items, note: 'x'.repeat(1024 - base) };
}
