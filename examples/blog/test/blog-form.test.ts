import { afterEach, describe, expect, it } from 'vitest';
import { type BlogServer, startBlog } from './helpers/blog-server.js';
import { csrfTokenOf, pageVisitor } from './helpers/page-visitor.js';

let srv: BlogServer;
afterEach(() => srv.close());

describe('writing a post through the form', () => {
  it('sends logged-out visitors of /blogs/new to the login, and back after it', async () => {
    srv = await startBlog();
    const visitor = pageVisitor(srv);
    const res = await visitor.get('/blogs/new');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login?next=%2Fblogs%2Fnew');
    const login = await visitor.submit(res.headers.location as string, '/login', {
      name: 'ada',
      password: 'lovelace-1815',
      next: '/blogs/new',
    });
    expect(login.headers.location).toBe('/blogs/new');
    expect((await visitor.get('/blogs/new')).text).toContain('<h1>Write a post</h1>');
  });

  it('POST /blogs creates the post and answers 303 to it', async () => {
    srv = await startBlog();
    const visitor = pageVisitor(srv);
    await visitor.login('grace');
    const res = await visitor.submit('/blogs/new', '/blogs', { title: 'From the form', content: 'Line one\nline two' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/blogs\/\d+$/);
    const page = await visitor.get(res.headers.location as string);
    expect(page.text).toContain('<h1>From the form</h1>');
    expect(page.text).toContain('by <a href="/authors/2">grace</a>');
    expect((await visitor.get('/')).text).toContain('>From the form</a>');
  });

  it('invalid input: 422, the form again with the values kept and the messages shown', async () => {
    srv = await startBlog();
    const visitor = pageVisitor(srv);
    await visitor.login('ada');
    const before = (await srv.store.collectionState()).count;
    const res = await visitor.submit('/blogs/new', '/blogs', { title: '', content: 'kept <b>bold</b>' });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<li>title must be 1 to 200 characters (is 0)</li>');
    expect(res.text).toContain('<textarea name="content" rows="10">kept &lt;b&gt;bold&lt;/b&gt;</textarea>');
    // The re-rendered form carries a working token.
    const retry = await visitor.post('/blogs', {
      _csrf: csrfTokenOf(res.text, '/blogs'),
      title: 'x'.repeat(201),
      content: '',
    });
    expect(retry.status).toBe(422);
    expect(retry.text).toContain('title must be 1 to 200 characters (is 201)');
    expect(retry.text).toContain('content must be 1 to 100000 characters (is 0)');
    expect(retry.text).toContain(`value="${'x'.repeat(201)}"`);
    expect((await srv.store.collectionState()).count).toBe(before);
  });

  it('refuses a post without its token, with a token from before the login, or logged out', async () => {
    srv = await startBlog();
    const visitor = pageVisitor(srv);
    const anonymousToken = csrfTokenOf((await visitor.get('/login')).text, '/login');
    await visitor.login('ada');
    const before = (await srv.store.collectionState()).count;
    expect((await visitor.post('/blogs', { title: 't', content: 'c' })).status).toBe(403);
    expect((await visitor.post('/blogs', { _csrf: anonymousToken, title: 't', content: 'c' })).status).toBe(403);
    // A JSON client gets the same refusal as problem JSON.
    const json = await srv.fetch('/blogs', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'title=t&content=c',
    });
    expect(json.status).toBe(403);
    expect(json.json()).toMatchObject({ status: 403, code: 'CSRF_FAILED' });
    const anonymous = pageVisitor(srv);
    const token = csrfTokenOf((await anonymous.get('/login')).text, '/login');
    const loggedOut = await anonymous.post('/blogs', { _csrf: token, title: 't', content: 'c' });
    expect(loggedOut.status).toBe(401);
    expect((await srv.store.collectionState()).count).toBe(before);
  });
});
