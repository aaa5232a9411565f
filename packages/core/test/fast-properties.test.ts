// Every router and every app keeps V8's fast properties: the request path reads a router's state
// at every hop (its candidate index, `mergeParams`, `params`) and an app's on every request it
// serves (`handle`, its settings' record), each a hash lookup on a dictionary-mode object. Accessors
// made per object (closures: a router's `stack`, an app's `request`/`response`) once left every
// router and app but the first of a process in dictionary mode. Checked in a child process with
// V8's natives syntax, on the built package, as a user's process would load it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url));

const script = `
const { createApp, Router } = await import(${JSON.stringify(dist)});
const routers = [Router(), Router({ mergeParams: true }), new Router({ strict: true })];
const app = createApp();
const sub = createApp();
sub.get('/x', () => undefined);
app.use('/sub', sub);
for (const r of routers) app.use(r);
routers.push(app.router, sub.router);
routers[0].stack = [...routers[0].stack];
const apps = [app, sub, createApp()];
apps[2].request = Object.create(apps[2].request);
console.log(JSON.stringify([routers, apps].map((list) => list.map((o) => %HasFastProperties(o)))));
`;

describe('routers, apps and V8', () => {
  it.skipIf(!existsSync(dist))('keep fast properties, however many a process makes', () => {
    const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([
      [true, true, true, true, true],
      [true, true, true],
    ]);
  });
});
