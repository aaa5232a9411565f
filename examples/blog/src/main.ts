import type { AddressInfo } from 'node:net';
import { createBlogApp } from './app.js';

// The README's start command runs this: the blog on port 8080 (PORT overrides) with the embedded store.
const port = Number(process.env.PORT ?? 8080);
const server = createBlogApp().listen(port, () => {
  const { port: bound } = server.address() as AddressInfo;
  console.log(`Blog service on http://localhost:${bound} (GET /api/blogs, GET /api/blogs/:id)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
