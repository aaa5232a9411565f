import { createApp } from '@batonjs/core';
import { describe, expect, it } from 'vitest';
import { start, transports } from './matrix/transports.js';

describe.each(transports.filter((t) => t.major === 2))('concurrent HTTP/2 streams over $name', (transport) => {
  it('share one connection and one session', async () => {
    const app = createApp();
    let inFlight = 0;
    let most = 0;
    app.get('/n/:n', async (req, res) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 30));
      inFlight--;
      res.json({ n: Number(req.params.n) });
    });
    const srv = await start(transport, app);
    let sessions = 0;
    let connections = 0;
    srv.server.on('session', () => sessions++);
    srv.server.on('connection', () => connections++);
    try {
      const count = 40;
      const results = await Promise.all(Array.from({ length: count }, (_, n) => srv.fetch(`/n/${n}`)));
      expect(results.map((r) => r.status)).toEqual(Array(count).fill(200));
      expect(results.map((r) => r.json<{ n: number }>().n)).toEqual(Array.from({ length: count }, (_, n) => n));
      expect(sessions).toBe(1);
      expect(connections).toBe(1);
      // The streams really overlapped: more than one handler was waiting at once.
      expect(most).toBeGreaterThan(1);
    } finally {
      await srv.close();
    }
  });
});
