import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './server.js';

// One real server on a free port of the loopback interface, and real HTTP requests to it.
let origin: string;
let close: () => Promise<unknown>;

beforeAll(async () => {
  ({ origin, close } = await startServer());
});

afterAll(() => close());

describe('pages', () => {
  it('renders the home page from views/', async () => {
    const res = await request(`${origin}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = await res.body.text();
    expect(html).toContain('<title>{{name}}</title>');
    expect(html).toContain('<script type="module" src="/app.js"></script>');
  });

  it('serves public/ with validators', async () => {
    const res = await request(`${origin}/style.css`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers.etag).toEqual(expect.any(String));
    expect(await res.body.text()).toContain('font-family');
  });

  it('answers an unknown page with the HTML 404 page', async () => {
    const res = await request(`${origin}/nowhere?x=1`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = await res.body.text();
    expect(html).toContain('<h1>404 Not Found</h1>');
    expect(html).toContain('<p>Nothing at /nowhere</p>');
  });
});
