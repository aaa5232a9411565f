import express from 'express';
import { createApp } from './packages/core/dist/index.js';
const values = ['text/plain; foo', 'text/plain; foo=bar', 'text/plain;foo="a b"', 'text/plain; charset=latin1', 'text/plain;;', 'text/plain; a=1; a=2', 'TEXT/Plain; Foo=Bar', 'text/plain; foo=bar baz', 'text/plain; format=flowed; charset=latin1', 'bogus', 'text/plain ; x=y', 'text/plain; foo="\\"q"', 'text/plain; =x', 'text/plain; x=', 'text/plain; foo; bar=1', 'text/plain; bar=1; foo', 'text/plain;charset=', 'text/plain; x="unterminated', 'text/plain; x=a"b', 'text/plain; ö=1', 'text/plain; x=ö', 'text/plain, text/html', 'text/ plain', ' text/plain', 'text/plain ', 'text/plain;', 'text/plain; CHARSET=latin1', 'text/plain; x=1;', 'text/plain; x=1;;y=2', 'a/b/c', 'text/plain; x=(y)', 'text/plain; x=@'];
function build(app){ app.get('/', (req,res)=> res.set('Content-Type', req.query.v).send('x')); app.use((err,req,res,next)=>res.status(500).send('ERR '+err.message)); return app; }
const a = build(express()).listen(0); const b = build(createApp()).listen(0);
await new Promise(r=>setTimeout(r,100));
for (const v of values) {
  const q = '/?v=' + encodeURIComponent(v);
  const out = [];
  for (const s of [a,b]) { try { const r = await fetch(`http://127.0.0.1:${s.address().port}${q}`); out.push(`${r.status} ${r.headers.get('content-type')} ${(await r.text()).slice(0,60)}`);} catch(e){ out.push('FETCHERR '+e.message) } }
  console.log(out[0]===out[1]?'SAME':'DIFF', JSON.stringify(v), '\n   E:', out[0], '\n   B:', out[1]);
}
a.close(); b.close();
