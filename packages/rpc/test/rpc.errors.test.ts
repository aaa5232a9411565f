import type { TestServer } from '@batonjs/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { RpcError } from '../src/index.js';
import { jsonAnswer, postJson, serveRpc } from './helpers.js';

let srv: TestServer | undefined;
afterEach(async () => {
  await srv?.close();
  srv = undefined;
});

const failing = {
  app: () => {
    throw new RpcError(4040, 'No blog with this id', { id: '9' });
  },
  appAsync: async () => {
    throw new RpcError(-1, 'Nope');
  },
  login: () => {
    throw Object.assign(new Error('Login required'), { status: 401, expose: true, code: 'LOGIN_REQUIRED' });
  },
  forbidden: () => Promise.reject(Object.assign(new Error('Forbidden'), { statusCode: 403 })),
  bug: () => {
    throw new Error('db password is hunter2');
  },
  unavailable: () => {
    throw Object.assign(new Error('store down'), { status: 503 });
  },
  thrownString: () => {
    throw 'a string';
  },
};

const callOf = (method: string) => ({ jsonrpc: '2.0', method, id: 1 });

describe('rpc(): errors', () => {
  it('sends an RpcError as it is: code, message, data', async () => {
    srv = await serveRpc(failing);
    expect(jsonAnswer(await postJson(srv, callOf('app')))).toEqual({
      jsonrpc: '2.0',
      error: { code: 4040, message: 'No blog with this id', data: { id: '9' } },
      id: 1,
    });
    expect(jsonAnswer(await postJson(srv, callOf('appAsync')))).toEqual({
      jsonrpc: '2.0',
      error: { code: -1, message: 'Nope' },
      id: 1,
    });
  });

  it('keeps the HTTP status of a 4xx error in data.status (200 for the HTTP answer)', async () => {
    srv = await serveRpc(failing);
    expect(jsonAnswer(await postJson(srv, callOf('login')))).toEqual({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'Login required', data: { status: 401, code: 'LOGIN_REQUIRED' } },
      id: 1,
    });
    expect(jsonAnswer(await postJson(srv, callOf('forbidden')))).toEqual({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'Forbidden', data: { status: 403 } },
      id: 1,
    });
  });

  it('outside production, an internal error shows its message in data and goes to onError', async () => {
    const heard: unknown[] = [];
    srv = await serveRpc(failing, { exposeErrors: true, onError: (error) => heard.push(error) });
    expect(jsonAnswer(await postJson(srv, callOf('bug')))).toEqual({
      jsonrpc: '2.0',
      error: { code: -32603, message: 'Internal error', data: { message: 'db password is hunter2' } },
      id: 1,
    });
    expect(jsonAnswer(await postJson(srv, callOf('thrownString')))).toEqual({
      jsonrpc: '2.0',
      error: { code: -32603, message: 'Internal error', data: { message: 'a string' } },
      id: 1,
    });
    expect(heard.map(String)).toEqual(['Error: db password is hunter2', 'a string']);
  });

  it('with NODE_ENV=production the message is withheld; a 5xx status is kept', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      srv = await serveRpc(failing);
    } finally {
      process.env.NODE_ENV = before;
    }
    const bug = await postJson(srv, callOf('bug'));
    expect(jsonAnswer(bug)).toEqual({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: 1 });
    expect(bug.text).not.toContain('hunter2');
    expect(jsonAnswer(await postJson(srv, callOf('unavailable')))).toEqual({
      jsonrpc: '2.0',
      error: { code: -32603, message: 'Internal error', data: { status: 503 } },
      id: 1,
    });
  });

  it('defaults to exposing outside production', async () => {
    srv = await serveRpc(failing);
    expect(jsonAnswer(await postJson(srv, callOf('bug')))).toMatchObject({
      error: { data: { message: 'db password is hunter2' } },
    });
  });

  it('RpcError refuses a code that is not an integer', () => {
    expect(() => new RpcError(1.5, 'x')).toThrow(TypeError);
    expect(new RpcError(7, 'seven').toJSON()).toEqual({ code: 7, message: 'seven' });
  });
});
