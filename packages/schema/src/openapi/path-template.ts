import { expandGroups, parsePath } from '@batonjs/core';

/** One path parameter of a template: a `:name` (one segment) or a `*name` wildcard (one or more). */
export interface TemplateParam {
  readonly name: string;
  readonly wildcard: boolean;
}

/** An OpenAPI path template for one alternative of an Express path, and its parameters in order. */
export interface PathTemplate {
  readonly template: string;
  readonly params: readonly TemplateParam[];
  /** Set when the Express path had optional groups: which alternative of how many this is. */
  readonly alternative?: { readonly index: number; readonly of: number } | undefined;
}

/**
 * Express 5 path syntax as OpenAPI path templates. `:id` becomes `{id}`; each optional group is
 * expanded, so `/posts{/:id}` is two paths (`/posts/{id}` and `/posts`); a `*rest` wildcard becomes
 * `{rest}`, a parameter that OpenAPI cannot say spans several segments, so the caller notes it.
 *
 * @example
 * pathTemplates('/files{/*rest}').map((t) => t.template); // ['/files/{rest}', '/files']
 */
export function pathTemplates(path: string): PathTemplate[] {
  const alternatives = expandGroups(parsePath(path), path);
  return alternatives.map((tokens, index) => {
    const params: TemplateParam[] = [];
    let template = '';
    for (const token of tokens) {
      if (token.type === 'text') template += token.value;
      else {
        params.push({ name: token.name, wildcard: token.type === 'wildcard' });
        template += `{${token.name}}`;
      }
    }
    if (!template.startsWith('/')) template = `/${template}`;
    return alternatives.length === 1
      ? { template, params }
      : { template, params, alternative: { index, of: alternatives.length } };
  });
}
