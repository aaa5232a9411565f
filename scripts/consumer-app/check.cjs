// CommonJS code written for require('express') must get the same shape from require('batonjs').
const assert = require('node:assert/strict');
const baton = require('batonjs');
const { buildSchema } = require('batonjs/graphql');

assert.equal(typeof baton, 'function', "require('batonjs') is the baton function");
assert.equal(typeof baton.Router, 'function', 'baton.Router');
assert.equal(typeof baton.json, 'function', 'baton.json');
assert.equal(typeof buildSchema, 'function', "require('batonjs/graphql').buildSchema");

const app = baton();
app.get('/', (_req, res) => res.send('cjs ok'));
const server = app.listen(0, '127.0.0.1', async () => {
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/`);
    assert.equal(response.status, 200, 'GET / from the CommonJS app');
    assert.equal(await response.text(), 'cjs ok', 'body from the CommonJS app');
  } finally {
    server.close();
  }
});
