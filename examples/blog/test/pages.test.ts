import { afterEach, describe, expect, it } from 'vitest';
import { SEED_DATA } from '../src/store/seed-data.js';
import { type BlogServer, startBlog } from './helpers/blog-server.js';
import { pageVisitor } from './helpers/page-visitor.js';

let srv: BlogServer;
afterEach(() => srv.close());

describe('HTML pages', () => {
  it('/ lists the posts, newest first, with their authors, in the layout', async () => {
    srv = await startBlog();
    const res = await pageVisitor(srv).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Cookie');
    // Nothing on the page needs a token, so no cookie is handed out.
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toMatch(/^<!doctype html>/);
    expect(res.text).toContain('<title>Posts · Baton blog</title>');
    expect(res.text).toMatch(/<link rel="stylesheet" href="\/assets\/style\.[0-9a-f]{10}\.css">/);
    const titles = [...res.text.matchAll(/<li><a href="\/blogs\/\d+">([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(titles).toEqual(SEED_DATA.posts.map((p) => p.title).reverse());
    expect(res.text).toContain('<a href="/blogs/1">Hello, Baton</a> <span class="by">by <a href="/authors/1">ada</a>');
    expect(res.text).toContain('<a href="/login">Log in</a>');
  });

  it('/blogs/<id> shows the post and its author; /authors/<id> the author and their posts', async () => {
    srv = await startBlog();
    const visitor = pageVisitor(srv);
    const post = await visitor.get('/blogs/2');
    expect(post.status).toBe(200);
    expect(post.text).toContain('<h1>Routing in constant time</h1>');
    expect(post.text).toContain('by <a href="/authors/2">grace</a>');
    const author = await visitor.get('/authors/1');
    expect(author.text).toContain('<h1>ada</h1>');
    expect(author.text).toContain('Age 36');
    expect(author.text).toContain('<a href="/blogs/1">Hello, Baton</a>');
    expect((await visitor.get('/authors/3')).text).toContain('No posts yet.');
  });

  it('escapes what authors wrote: a script in a title is text', async () => {
    srv = await startBlog();
    const cookie = await srv.login('ada');
    const xss = { title: '<script>alert("x")</script>', content: '<img src=x onerror=alert(1)> & "quotes"' };
    const created = await srv.fetch('/api/blogs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(xss),
    });
    const id = created.json<{ id: string }>().id;
    const visitor = pageVisitor(srv);
    for (const path of ['/', `/blogs/${id}`, '/authors/1']) {
      const html = (await visitor.get(path)).text;
      expect(html).not.toContain('<script>alert');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    }
    const page = (await visitor.get(`/blogs/${id}`)).text;
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
  });

  it('sends validators: the same page again is 304 with no body', async () => {
    srv = await startBlog();
    const visitor = pageVisitor(srv);
    const first = await visitor.get('/blogs/1');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await visitor.get('/blogs/1', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('marks the pages of a logged-in visitor private', async () => {
    srv = await startBlog();
    const visitor = pageVisitor(srv);
    await visitor.login('grace');
    for (const path of ['/', '/blogs/1', '/authors/2', '/blogs/new']) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('private, no-cache');
      expect(res.text).toContain('Logged in as <a href="/authors/2">grace</a>');
    }
    // Error pages show the login too (their header has the logout form, with a working token).
    const missing = await visitor.get('/nope');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Logged in as <a href="/authors/2">grace</a>');
    expect(missing.text).toMatch(/name="_csrf" value="\d+\.[A-Za-z0-9_-]{43}"/);
    // Within the hour the page renders the same, so it still revalidates to 304.
    const page = await visitor.get('/');
    expect((await visitor.get('/', { 'if-none-match': page.headers.etag as string })).status).toBe(304);
  });

  it('gives HTML clients an HTML 404 and others problem JSON; /api stays problem JSON', async () => {
    srv = await startBlog();
    const visitor = pageVisitor(srv);
    for (const path of ['/nope', '/blogs/999', '/blogs/abc', '/authors/999']) {
      const html = await visitor.get(path);
      expect(html.status, path).toBe(404);
      expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html.headers['cache-control']).toBe('no-store');
      expect(html.text).toContain('<h1>404 Not Found</h1>');
    }
    // The decoded parameter is shown, escaped.
    expect((await visitor.get('/authors/%3Cb%3E')).text).toContain('There is no author &lt;b&gt;.');
    const json = await srv.fetch('/blogs/999', { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    expect(json.headers['content-type']).toBe('application/problem+json');
    expect(json.json()).toEqual({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: 'There is no post 999.',
      code: 'BLOG_NOT_FOUND',
    });
    const api = await srv.fetch('/api/nope', { headers: { accept: 'text/html' } });
    expect(api.headers['content-type']).toBe('application/problem+json');
    expect(api.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: 'nothing at GET /api/nope' });
  });

  it('renders a 500 as an HTML page, its detail withheld in production', async () => {
    srv = await startBlog();
    srv.app.set('env', 'production');
    srv.store.getPost = () => Promise.reject(new Error('disk on fire at /var/lib/secret'));
    const res = await pageVisitor(srv).get('/blogs/1');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<h1>500 Internal Server Error</h1>');
    expect(res.text).not.toContain('disk on fire');
  });
});
