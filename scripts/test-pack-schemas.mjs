// The @batonjs/schema part of test:pack: the validators the consumer app's src/schemas.ts uses
// (installed from the registry beside the tarballs), and the requests that check its routes.
import assert from 'node:assert/strict';

/** Installed into the consumer app with the tarballs. */
export const SCHEMA_VALIDATORS = ['zod@^4.1.0', 'valibot@^1.1.0', 'arktype@^2.1.0'];

/** Requests each validated route: a good request, and a bad one answered as a problem naming its issues. */
export async function requestSchemaFeatures(origin, request, check) {
  const postJson = (pathname, body) =>
    request(origin, pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const problem = (res, status, code) => {
    assert.equal(res.status, status, res.text);
    assert.equal(res.headers['content-type'], 'application/problem+json');
    const body = JSON.parse(res.text);
    assert.equal(body.code, code);
    return body;
  };

  await check('schema (zod): POST /schema/zod/7 validated and transformed, 422 and 400 problems', async () => {
    const res = await postJson('/schema/zod/7', { title: 'Hi' });
    assert.equal(res.status, 200);
    assert.deepEqual(JSON.parse(res.text), { via: 'zod', n: 7, title: 'Hi' });
    const body = problem(await postJson('/schema/zod/7', { title: '' }), 422, 'BATON_SCHEMA_INVALID_BODY');
    assert.deepEqual(
      body.issues.map((issue) => issue.pointer),
      ['/title'],
    );
    problem(await postJson('/schema/zod/x', { title: 'Hi' }), 400, 'BATON_SCHEMA_INVALID_PARAMS');
  });

  await check('schema (valibot): POST /schema/valibot, then a 422 naming the field', async () => {
    const res = await postJson('/schema/valibot', { count: 3 });
    assert.equal(res.status, 200);
    assert.deepEqual(JSON.parse(res.text), { via: 'valibot', count: 3, asText: 3 });
    const body = problem(await postJson('/schema/valibot', { count: '3' }), 422, 'BATON_SCHEMA_INVALID_BODY');
    assert.deepEqual(
      body.issues.map((issue) => issue.pointer),
      ['/count'],
    );
  });

  await check('schema (arktype): GET /schema/arktype?q=x&page=2, then a 400 for a missing q', async () => {
    const res = await request(origin, '/schema/arktype?q=x&page=2');
    assert.equal(res.status, 200);
    assert.deepEqual(JSON.parse(res.text), { via: 'arktype', q: 'x', page: 2 });
    problem(await request(origin, '/schema/arktype'), 400, 'BATON_SCHEMA_INVALID_QUERY');
  });
}
