import { describe, expect, it } from 'vitest';
import { AttributeNames, handlerSpanName } from '../src/index.js';

describe('handlerSpanName', () => {
  it("names spans as the Express instrumentation does: '<type> - <name>'", () => {
    expect(handlerSpanName({ kind: 'middleware', name: 'logger', path: '/' }, undefined)).toBe('middleware - logger');
    expect(handlerSpanName({ kind: 'router', name: 'router', path: '/api' }, undefined)).toBe('router - /api');
    expect(handlerSpanName({ kind: 'request_handler', name: 'getBlog', path: '/blogs/:id' }, '/api/blogs/:id')).toBe(
      'request handler - /api/blogs/:id',
    );
    // Without a traced request (no route known), a request handler falls back to its own path.
    expect(handlerSpanName({ kind: 'request_handler', name: 'getBlog', path: '/blogs/:id' }, undefined)).toBe(
      'request handler - /blogs/:id',
    );
    expect(handlerSpanName({ kind: 'error_handler', name: 'problem', path: '/' }, undefined)).toBe(
      'error handler - problem',
    );
    expect(AttributeNames.HTTP_ROUTE).toBe('http.route');
  });
});
