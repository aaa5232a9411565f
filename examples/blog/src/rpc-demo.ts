import { createClient } from 'batonjs/rpc';
import type { BlogProcedures } from './rpc/procedures.js';

// `npm run rpc-demo -w examples/blog`: prints every blog through the typed RPC client, against a
// running `npm start` (RPC_URL overrides the address). The client's types come from the server's
// procedure record, so `blog.title` below is checked by the compiler, not trusted.
async function main(): Promise<void> {
  const url = process.env.RPC_URL || 'http://localhost:8080/rpc';
  const client = createClient<BlogProcedures>(url);
  const blogs = await client.listBlogs();
  for (const blog of blogs)
    console.log(`${blog.id.padStart(4)}  ${blog.title}  (author ${blog.author}, ${blog.createdAt})`);
  console.log(`${blogs.length} blog(s) from ${url}`);
}

main().catch((err: unknown) => {
  console.error(`rpc-demo: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
