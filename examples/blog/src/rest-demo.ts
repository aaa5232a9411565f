import { createClient } from 'batonjs/schema';
import { routes } from './rest/routes.js';

// `npm run rest-demo -w examples/blog`: prints the newest blogs and the first one's author through
// the typed REST client, against a running `npm start` (API_URL overrides the address). The client
// is typed from the route contract the server validates with, so `blog.title` and `author.posts`
// below are checked by the compiler, and a failure is a typed problem.
async function main(): Promise<void> {
  const baseUrl = process.env.API_URL || 'http://localhost:8080/api';
  const api = createClient(routes, { baseUrl });
  const list = await api.listBlogs({ query: { limit: '5' } });
  if (!list.ok) throw list.error;
  for (const blog of list.data) console.log(`${blog.id.padStart(4)}  ${blog.title}  (author ${blog.author})`);
  const first = list.data[0];
  if (first !== undefined) {
    const author = await api.getAuthor({ params: { id: first.author } });
    if (!author.ok) throw author.error;
    console.log(`${author.data.name} wrote ${author.data.posts.length} post(s)`);
  }
  const missing = await api.getBlog({ params: { id: 'no-such-blog' } });
  if (!missing.ok) console.log(`GET /blogs/no-such-blog: ${missing.status} ${missing.error.body?.code ?? ''}`);
  console.log(`${list.data.length} blog(s) from ${baseUrl}`);
}

main().catch((err: unknown) => {
  console.error(`rest-demo: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
