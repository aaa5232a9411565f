import { afterEach, describe, expect, it } from 'vitest';
import { type BlogServer, LOGINS, startBlog } from './helpers/blog-server.js';
import { csrfTokenOf, pageVisitor } from './helpers/page-visitor.js';

let srv: BlogServer;
afterEach(() => srv.close());

describe('the login form', () => {
  it('GET /login renders the form with a token and the cid cookie it is bound to', async () => {
    srv = await startBlog();
    const res = await pageVisitor(srv).get('/login?next=/blogs/new');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<form method="post" action="/login" class="stacked">');
    expect(res.text).toContain('<input type="hidden" name="next" value="/blogs/new">');
    expect(csrfTokenOf(res.text, '/login')).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(res.headers['set-cookie']).toMatch(/^cid=[A-Za-z0-9_-]{22}; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('POST /login logs in and answers 303 to next, with the session cookie', async () => {
    srv = await startBlog();
    const visitor = pageVisitor(srv);
    const res = await visitor.submit('/login?next=/authors/1', '/login', {
      name: 'ada',
      password: LOGINS.ada,
      next: '/authors/1?tab=posts',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/authors/1?tab=posts');
    expect(visitor.cookies.get('sid')).toMatch(/^s%3A1\./);
    expect((await visitor.get('/')).text).toContain('Logged in as <a href="/authors/1">ada</a>');
  });

  it.each([
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['http:/evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/\t/evil.example', '/'],
    ['', '/'],
    ['/blogs/1#top', '/blogs/1#top'],
  ])('sends next=%j to %j, never off the site', async (next, location) => {
    srv = await startBlog();
    const res = await pageVisitor(srv).submit('/login', '/login', { name: 'grace', password: LOGINS.grace, next });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(location);
  });

  it('wrong credentials: the form again with 401, the name kept and escaped, no session', async () => {
    srv = await startBlog();
    const visitor = pageVisitor(srv);
    const res = await visitor.submit('/login', '/login', {
      name: 'ada"><script>',
      password: 'nope',
      next: '/blogs/new',
    });
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<p class="error" role="alert">Wrong name or password.</p>');
    expect(res.text).toContain('value="ada&quot;&gt;&lt;script&gt;"');
    expect(res.text).toContain('<input type="hidden" name="next" value="/blogs/new">');
    expect(visitor.cookies.has('sid')).toBe(false);
  });

  it("refuses a login without its token, or with another browser's, with 403", async () => {
    srv = await startBlog();
    const visitor = pageVisitor(srv);
    await visitor.get('/login');
    const missing = await visitor.post('/login', { name: 'ada', password: LOGINS.ada });
    expect(missing.status).toBe(403);
    expect(missing.text).toContain('<h1>403 Forbidden</h1>');
    const otherToken = csrfTokenOf((await pageVisitor(srv).get('/login')).text, '/login');
    const foreign = await visitor.post('/login', { _csrf: otherToken, name: 'ada', password: LOGINS.ada });
    expect(foreign.status).toBe(403);
    const garbage = await visitor.post('/login', { _csrf: '1.x', name: 'ada', password: LOGINS.ada });
    expect(garbage.status).toBe(403);
    expect(visitor.cookies.has('sid')).toBe(false);
  });

  it('POST /logout ends the session (with its token) and answers 303 to /', async () => {
    srv = await startBlog();
    const visitor = pageVisitor(srv);
    await visitor.login('ada');
    expect((await visitor.post('/logout', {})).status).toBe(403);
    const res = await visitor.submit('/', '/logout', {});
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(visitor.cookies.has('sid')).toBe(false);
    expect((await visitor.get('/')).text).toContain('<a href="/login">Log in</a>');
  });

  it('shares the write budget with /api: guessing through the form is limited too', async () => {
    srv = await startBlog({ rateLimit: { read: 100, write: 3 } });
    const visitor = pageVisitor(srv);
    const token = csrfTokenOf((await visitor.get('/login')).text, '/login');
    expect((await visitor.post('/login', { _csrf: token, name: 'ada', password: 'guess-1' })).status).toBe(401);
    const api = await srv.fetch('/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ada', password: 'guess-2' }),
    });
    expect(api.status).toBe(401);
    expect((await visitor.post('/login', { _csrf: token, name: 'ada', password: 'guess-3' })).status).toBe(401);
    const limited = await visitor.post('/login', { _csrf: token, name: 'ada', password: LOGINS.ada });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.text).toContain('<h1>429 Too Many Requests</h1>');
    expect(visitor.cookies.has('sid')).toBe(false);
  });
});
