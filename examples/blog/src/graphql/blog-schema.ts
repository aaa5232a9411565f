import { buildSchema, GraphQLError, type GraphQLSchema } from 'batonjs/graphql';
import { LIST_MAX } from '../domain/limits.js';
import { validatePost } from '../domain/post-input.js';
import { BlogError } from '../errors.js';
import type { BlogEvents } from '../events/blog-events.js';
import { eventIterator } from '../events/event-iterator.js';
import type { Author, BlogStore, Post } from '../store/blog-store.js';
import type { BlogLoaders } from './loaders.js';

/** The schema of issue 16, as clients see it (introspection included). */
export const BLOG_SDL = `
type Query { author(id: ID!): Author  blogs: [Post!]!  blog(id: ID!): Post }
type Mutation { createAuthor(name: String!, age: Int): Author!  createPost(title: String!, content: String!): Post! }
type Author { id: ID!  name: String!  age: Int  posts: [Post] }
type Post { id: ID!  title: String  content: String  author: Author! }
type Subscription { blogCreated: Post! }
`;

/** What every resolver gets: the store, this request's loaders and who is logged in. */
export interface BlogGraphqlContext {
  readonly store: BlogStore;
  readonly loaders: BlogLoaders;
  /** The session's author id; undefined for anonymous requests. */
  readonly authorId: string | undefined;
  /** What `Subscription.blogCreated` follows. */
  readonly events: BlogEvents;
}

const NAME_MAX = 100;

type Args = Readonly<Record<string, unknown>>;

function userInputError(message: string, fields: readonly { field: string; message: string }[]): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields } });
}

async function createPost(args: Args, { store, authorId }: BlogGraphqlContext): Promise<Post> {
  const author = authorId === undefined ? undefined : await store.getAuthor(authorId);
  if (author === undefined) {
    throw new GraphQLError('not logged in: createPost needs the session cookie', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
  try {
    return await store.createPost(author.id, validatePost(args));
  } catch (error) {
    // The REST API's rules, with GraphQL's way of reporting them.
    if (error instanceof BlogError) throw userInputError(error.message, error.errors ?? []);
    throw error;
  }
}

async function createAuthor(args: Args, { store }: BlogGraphqlContext): Promise<Author> {
  const name = String(args.name).trim();
  const age = typeof args.age === 'number' ? args.age : null;
  const fields = [
    ...(name.length < 1 || [...name].length > NAME_MAX
      ? [{ field: 'name', message: `must be 1 to ${NAME_MAX} characters` }]
      : []),
    ...(age !== null && (age < 0 || age > 150) ? [{ field: 'age', message: 'must be from 0 to 150' }] : []),
  ];
  if (fields.length > 0) throw userInputError(`the author has ${fields.length} invalid field(s)`, fields);
  const author = await store.createAuthor({ name, age });
  if (author === undefined) {
    throw new GraphQLError(`an author named "${name}" exists already`, { extensions: { code: 'CONFLICT' } });
  }
  return author;
}

/**
 * The executable schema. Related rows (a post's author, an author's posts) go through the
 * request's batch loaders, so a query's cost in store calls grows with its depth, not its width.
 *
 * @example
 * graphqlHttp({ schema: createBlogSchema(), context: (req) => contextFor(req) });
 */
export function createBlogSchema(): GraphQLSchema {
  // ResolverMap's entries are bivariant, so each resolver can name the types it really gets.
  return buildSchema(BLOG_SDL, {
    resolvers: {
      Query: {
        author: (_root: unknown, args: Args, context: BlogGraphqlContext) =>
          context.loaders.author.load(String(args.id)),
        blog: (_root: unknown, args: Args, context: BlogGraphqlContext) => context.store.getPost(String(args.id)),
        blogs: (_root: unknown, _args: Args, context: BlogGraphqlContext) =>
          context.store.listPosts({ limit: LIST_MAX, offset: 0 }),
      },
      Mutation: {
        createAuthor: (_root: unknown, args: Args, context: BlogGraphqlContext) => createAuthor(args, context),
        createPost: (_root: unknown, args: Args, context: BlogGraphqlContext) => createPost(args, context),
      },
      Subscription: {
        // Each new post, read back from the store as Query.blog reads it (so `author` resolves alike).
        blogCreated: {
          subscribe: (_root: unknown, _args: Args, { events, store }: BlogGraphqlContext) =>
            eventIterator<{ blogCreated: Post }>((push) =>
              events.subscribe((event) => {
                if (event.type !== 'blog.created') return;
                push(
                  store.getPost(event.blog.id).then((post) => (post === undefined ? undefined : { blogCreated: post })),
                );
              }),
            ),
        },
      },
      Author: {
        posts: (author: Author, _args: Args, context: BlogGraphqlContext) =>
          context.loaders.postsByAuthor.load(author.id),
      },
      Post: {
        author: async (post: Post, _args: Args, context: BlogGraphqlContext) => {
          const author = await context.loaders.author.load(post.authorId);
          // A foreign key guarantees it; were it missing, the non-null field errors clearly.
          if (author === undefined) throw new Error(`post ${post.id} has no author`);
          return author;
        },
      },
    },
  });
}
