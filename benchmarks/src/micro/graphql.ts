import { buildSchema, execute, type GraphQLSchema, parse, prepareDocument } from '@batonjs/graphql';
import * as graphqlJs from 'graphql';
import { measureRow, modeOf } from '../in-process/sampling.js';
import type { MicroBenchmark, MicroResult } from './types.js';

const sdl = /* GraphQL */ `
  enum Status { DRAFT PUBLISHED }
  type Author { id: ID! name: String! email: String posts(first: Int = 3): [Post!]! }
  type Comment { id: ID! body: String! author: Author }
  type Post { id: ID! title: String! body: String status: Status! score: Float author: Author! comments: [Comment!]! }
  type Query { posts(first: Int = 10): [Post!]! author(id: ID!): Author }
`;

/** A blog front page: 20 posts, each with its author (and their latest posts) and comments. */
const query = /* GraphQL */ `
  query FrontPage($first: Int) {
    posts(first: $first) {
      id
      title
      body
      status
      score
      author { id name email posts(first: 3) { id title } }
      comments { id body author { name } }
    }
  }
`;
const variableValues = { first: 20 };

interface AuthorRow {
  id: string;
  name: string;
  email: string | null;
}
interface PostRow {
  id: string;
  title: string;
  body: string;
  status: string;
  score: number;
  authorId: string;
}

const authors: AuthorRow[] = Array.from({ length: 10 }, (_, i) => ({
  id: `a${i}`,
  name: `Author ${i}`,
  email: i % 2 === 0 ? `author${i}@example.com` : null,
}));
const posts: PostRow[] = Array.from({ length: 50 }, (_, i) => ({
  id: `p${i}`,
  title: `Post ${i}`,
  body: `The body of post ${i}`,
  status: i % 3 === 0 ? 'DRAFT' : 'PUBLISHED',
  score: i * 1.25,
  authorId: `a${i % 10}`,
}));
const comments = Array.from({ length: 150 }, (_, i) => ({ id: `c${i}`, body: `Comment ${i}`, authorId: `a${i % 7}` }));
const authorById = new Map(authors.map((author) => [author.id, author]));
const postsByAuthor = new Map(authors.map((author) => [author.id, posts.filter((p) => p.authorId === author.id)]));
const commentsByPost = new Map(posts.map((post, i) => [post.id, comments.slice((i * 3) % 150, ((i * 3) % 150) + 3)]));

/** The same synchronous resolvers for both executors: only the executors differ. */
const resolvers = {
  Query: {
    posts: (_root: unknown, args: { first?: number }) => posts.slice(0, args.first ?? 10),
    author: (_root: unknown, args: { id?: string }) => authorById.get(String(args.id)),
  },
  Author: {
    posts: (author: AuthorRow, args: { first?: number }) => (postsByAuthor.get(author.id) ?? []).slice(0, args.first),
  },
  Post: {
    author: (post: PostRow) => authorById.get(post.authorId),
    comments: (post: PostRow) => commentsByPost.get(post.id) ?? [],
  },
  Comment: {
    author: (comment: { authorId: string }) => authorById.get(comment.authorId),
  },
};

function ourSchema(): GraphQLSchema {
  return buildSchema(sdl, { resolvers: resolvers as never });
}

/** graphql-js has no resolver map; attach the same functions to its built fields. */
function theirSchema(): graphqlJs.GraphQLSchema {
  const schema = graphqlJs.buildSchema(sdl);
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName) as graphqlJs.GraphQLObjectType;
    for (const [fieldName, resolve] of Object.entries(fields)) type.getFields()[fieldName]!.resolve = resolve as never;
  }
  return schema;
}

function check(result: unknown): void {
  const data = (result as { data?: { posts?: unknown[] }; errors?: unknown }).data;
  if (data?.posts?.length !== 20 || (result as { errors?: unknown }).errors !== undefined) {
    throw new Error(`unexpected result: ${JSON.stringify(result).slice(0, 200)}`);
  }
}

/**
 * GraphQL over a blog-shaped schema with synchronous resolvers, @batonjs/graphql against graphql-js
 * 16 in the same run: the whole pipeline (parse, validate, execute) of a front-page query, and
 * execution alone of the same query already parsed (what a document cache leaves per request).
 *
 * @example
 * const rows = await run({ quick: true });
 */
export const run: MicroBenchmark = async (options) => {
  const mode = modeOf(options);
  const ours = ourSchema();
  const theirs = theirSchema();

  const pipeline = {
    baton: () => {
      const prepared = prepareDocument(ours, query);
      if (!('document' in prepared)) throw new Error('invalid document');
      return execute({ schema: ours, document: prepared.document, variableValues });
    },
    'graphql-js': () => {
      const document = graphqlJs.parse(query);
      if (graphqlJs.validate(theirs, document).length > 0) throw new Error('invalid document');
      return graphqlJs.execute({ schema: theirs, document, variableValues });
    },
  };
  const ourDocument = parse(query);
  const theirDocument = graphqlJs.parse(query);
  const cached = {
    baton: () => execute({ schema: ours, document: ourDocument, variableValues }),
    'graphql-js': () => graphqlJs.execute({ schema: theirs, document: theirDocument, variableValues }),
  };

  // Both executors must give the same, synchronous answer before any timing is worth reporting.
  for (const subjects of [pipeline, cached]) {
    const [a, b] = [subjects.baton(), subjects['graphql-js']()];
    check(a);
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error('executors disagree on the benchmark query');
  }
  // Warm both before timing either, so neither pays the other's JIT start-up.
  for (let i = 0; i < 200; i++)
    for (const subjects of [pipeline, cached]) for (const fn of Object.values(subjects)) fn();

  const rows: MicroResult[] = [];
  for (const [name, fn] of Object.entries(pipeline)) {
    rows.push(await measureRow('graphql parse+validate+execute (blog, 20 posts)', name, fn, mode));
  }
  for (const [name, fn] of Object.entries(cached)) {
    rows.push(await measureRow('graphql execute, cached document (blog, 20 posts)', name, fn, mode));
  }
  return rows;
};
