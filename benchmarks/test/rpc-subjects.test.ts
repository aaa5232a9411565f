import type { AddressInfo } from 'node:net';
import { request } from '@batonjs/test-utils';
import { describe, expect, it } from 'vitest';
import { startSubject, subjectRequests, subjects } from '../src/rpc/subjects.js';

describe('the REST and JSON-RPC throughput subjects', () => {
  it.each(subjects)('%s answers its request with the expected body', async (subject) => {
    const server = await startSubject(subject);
    try {
      const { method, path, body, expected } = subjectRequests[subject];
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await request(`${origin}${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body ?? null,
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.text).toBe(expected);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
