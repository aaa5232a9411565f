import baton from 'batonjs';
import http from 'node:http';
import net from 'node:net';
const ops = [["getHeader"," CONTENT-TYPE\t"],["appendHeader","x_y",true],["setHeader","Connection",""],["removeHeader","Transfer-Encoding"],["removeHeader","Vary"],["appendHeader","7",["c=1","d=2"]],["appendHeader","7",["c=1","d=2"]],["setHeader","Content-Type",["c=1","d=2"]]];
function run(res) { for (const [op, ...a] of ops) { try { res[op](...a); } catch (e) { console.log(op, e.code); } } res.end('done'); }
const which = process.argv[2];
let server;
if (which === 'node') server = http.createServer((q, r) => run(r));
else { const app = baton(); app.get('/', (q, r) => run(r)); server = baton.createServer(app); }
server.listen(0, '127.0.0.1', () => {
  const c = net.connect(server.address().port, '127.0.0.1'); c.setEncoding('latin1'); let t = '';
  c.on('data', (d) => { t += d; if (t.length > 2000) { console.log('LONG', t.slice(0, 500)); process.exit(); } });
  c.on('end', () => { console.log(JSON.stringify(t)); process.exit(); });
  setTimeout(() => { console.log('timeout', JSON.stringify(t)); process.exit(); }, 1000);
  c.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
});
