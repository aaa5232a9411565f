// `import express = require(...)`, as CommonJS TypeScript apps import Express.
import baton = require('batonjs');

const app = baton();
const hello: baton.RequestHandler = (req, res) => {
  res.send(`hello from ${req.path}`);
};
app.use(baton.json());
app.get('/hello', hello);

export = app;
