import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlPage } from '../src/index.js';

describe('htmlPage', () => {
  it('is the page Express’s final handler and serve-static send, with the body as given', () => {
    expect(htmlPage('Error', escapeHtml('Cannot GET /<x>'))).toBe(
      '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot GET /&lt;x&gt;</pre>\n</body>\n</html>\n',
    );
  });
});
