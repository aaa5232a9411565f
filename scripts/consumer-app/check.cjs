// CommonJS code written for require('express') must get the same shape from require('batonjs').
const assert = require('node:assert/strict');
const baton = require('batonjs');
const { buildSchema } = require('batonjs/graphql');

assert.equal(typeof baton, 'function', "require('batonjs') is the baton function");
assert.equal(typeof baton.Router, 'function', 'baton.Router');
assert.equal(typeof baton.json, 'function', 'baton.json');
assert.equal(typeof buildSchema, 'function', "require('batonjs/graphql').buildSchema");

// The same app compiled from TypeScript's `import baton = require('batonjs')` (src/require-style.cts).
const compiled = require('./dist/require-style.cjs');
assert.equal(typeof compiled.handle, 'function', 'the app from import = require() is an app');

const app = baton();
app.get('/', (_req, res) => res.send('cjs ok'));
app.use('/compiled', compiled);
const server = app.listen(0, '127.0.0.1', async () => {
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/`);
    assert.equal(response.status, 200, 'GET / from the CommonJS app');
    assert.equal(await response.text(), 'cjs ok', 'body from the CommonJS app');
    const hello = await fetch(`http://127.0.0.1:${server.address().port}/compiled/hello`);
    assert.equal(hello.status, 200, 'GET /compiled/hello from the import = require() app');
    assert.equal(await hello.text(), 'hello from /hello', 'body from the import = require() app');
  } finally {
    server.close();
  }
});
