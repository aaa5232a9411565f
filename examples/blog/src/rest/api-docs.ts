import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import baton, { type Router } from 'batonjs';
import { describeRoute, type OpenApiDocument, openapi } from 'batonjs/schema';

// Swagger UI from the installed npm package, served by the app itself: no CDN.
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

function docsPage(base: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Blog API reference</title>
<link rel="stylesheet" href="${base}/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${base}/docs/assets/swagger-ui-bundle.js"></script>
<script src="${base}/docs/init.js"></script>
</body>
</html>
`;
}

// A file rather than an inline script, so a Content-Security-Policy without 'unsafe-inline' allows it.
const INIT = `window.ui = SwaggerUIBundle({ url: document.baseURI.replace(/\\/docs\\/?(?:[?#].*)?$/, '/openapi.json'), dom_id: '#swagger-ui' });\n`;

/**
 * `GET /openapi.json`, the OpenAPI 3.1 document of `api` (built on first request, once every
 * route is registered), and `GET /docs`, an interactive reference (Swagger UI) over it.
 *
 * @example
 * serveApiDocs(api); // after the routes
 */
export function serveApiDocs(api: Router): void {
  let document: OpenApiDocument | undefined;
  api.get(
    '/openapi.json',
    describeRoute({ summary: 'This document (OpenAPI 3.1)', tags: ['meta'] }, { 200: { description: 'The document' } }),
    (_req, res) => {
      document ??= openapi(api, {
        info: {
          title: 'Baton blog API',
          version: '1.0.0',
          description:
            'The REST API of the Baton example blog. Every route validates its input and says what it answers.',
        },
        servers: [{ url: '/api' }],
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'session' } },
        tags: [
          { name: 'blogs', description: 'Blogs: read by anyone, written by their authors' },
          { name: 'session', description: 'Logging in and out' },
          { name: 'exports', description: "Background exports of an author's posts" },
          { name: 'v1', description: 'Reads in two designs: separate requests, and one request' },
        ],
      });
      res.json(document);
    },
  );
  api.get(
    '/docs',
    describeRoute({ summary: 'An interactive API reference', tags: ['meta'] }, { 200: { description: 'HTML' } }),
    (req, res) => {
      res.type('html').send(docsPage(req.baseUrl));
    },
  );
  api.get(
    '/docs/init.js',
    describeRoute(
      { summary: "The reference's start-up script", tags: ['meta'] },
      { 200: { description: 'JavaScript' } },
    ),
    (_req, res) => {
      res.type('js').send(INIT);
    },
  );
  api.use('/docs/assets', baton.static(SWAGGER_UI_DIR, { index: false }));
}
