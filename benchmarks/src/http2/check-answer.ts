import * as http2 from 'node:http2';
import { http2Body } from './subjects.js';

/** What one HTTP/2 request got back. */
export interface Http2Answer {
  readonly status: number;
  readonly headers: http2.IncomingHttpHeaders;
  readonly body: string;
}

/**
 * One `GET /` over HTTP/2 (h2c, or TLS without verifying the throwaway certificate), read whole.
 *
 * @example
 * const answer = await getOverHttp2('http://127.0.0.1:8080');
 */
export function getOverHttp2(origin: string): Promise<Http2Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.once('error', reject);
    const stream = session.request({ ':method': 'GET', ':path': '/' });
    let headers: http2.IncomingHttpHeaders = {};
    let body = '';
    stream.setEncoding('utf8');
    stream.once('response', (received) => {
      headers = received;
    });
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.once('error', (error) => {
      session.close();
      reject(error);
    });
    stream.once('end', () => {
      session.close();
      resolve({ status: Number(headers[':status']), headers, body });
    });
  });
}

/**
 * Why an answer is not the hello-world JSON every HTTP/2 subject must give, or undefined.
 *
 * @example
 * const problem = http2AnswerProblem(await getOverHttp2(origin));
 */
export function http2AnswerProblem(answer: Http2Answer): string | undefined {
  const expected = JSON.stringify(http2Body);
  if (answer.status !== 200) return `status ${answer.status}, expected 200`;
  const contentType = answer.headers['content-type'];
  if (!/^application\/json/.test(contentType ?? '')) return `content-type ${contentType ?? '(none)'}, expected JSON`;
  if (answer.body !== expected) return `body ${JSON.stringify(answer.body.slice(0, 200))}, expected ${expected}`;
  return undefined;
}
