import { describe, expect, it } from 'vitest';
import { compileTypes } from './helpers/type-program.js';

// The stricter typing an app opts into by augmenting TypeOptions. Compiled as a program of its
// own: an augmentation in a *.test-d.ts file would change the defaults for every other type test.

const app = `
import { createApp, type ErrorRequestHandler } from '../src/index.js';
const app = createApp();
`;

describe('TypeOptions: stricter defaults, opted into by augmentation', () => {
  it('without it, the defaults are @types/express’s (any body, err, cookies; loose locals)', () => {
    const { diagnostics, aliases } = compileTypes(`${app}
app.post('/', (req, res) => {
  res.locals.anything = req.body.name + req.cookies.session;
});
const onError: ErrorRequestHandler = (err, _req, res) => res.status(500).send(err.message);
export type Body = { b: import('../src/index.js').Request['body'] };
`);
    expect(diagnostics).toEqual([]);
    expect(aliases.get('Body')).toEqual([{ name: 'b', optional: false, type: 'any' }]);
  });

  it('with body, error and cookies set, unchecked reads are compile errors', () => {
    const { diagnostics } = compileTypes(`${app}
declare module '../src/index.js' {
  interface TypeOptions {
    body: unknown;
    error: unknown;
    cookies: Record<string, string | undefined>;
  }
}
app.post('/', (req, res) => {
  res.send(req.body.name);
  const session: string = req.cookies.session;
  res.send(session);
});
const onError: ErrorRequestHandler = (err, _req, res) => res.status(500).send(err.message);
`);
    expect(diagnostics).toEqual([
      "'req.body' is of type 'unknown'.",
      "Type 'string | undefined' is not assignable to type 'string'.\n  Type 'undefined' is not assignable to type 'string'.",
      "'err' is of type 'unknown'.",
    ]);
  });

  it('with locals set, res.locals and app.locals are typed', () => {
    const { diagnostics } = compileTypes(`${app}
declare module '../src/index.js' {
  interface TypeOptions {
    locals: { user?: { name: string } };
  }
}
app.get('/', (_req, res) => {
  const name: string | undefined = res.locals.user?.name;
  res.locals.other = 1;
  res.send(name);
});
`);
    expect(diagnostics).toEqual(["Property 'other' does not exist on type '{ user?: { name: string; }; } & Locals'."]);
  });
});
