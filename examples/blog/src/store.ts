/** A blog post as the API returns it. */
export interface Blog {
  readonly id: number;
  readonly title: string;
  readonly author: string;
  readonly body: string;
  readonly publishedAt: string;
}

/** Where the service keeps its posts; the in-memory one is the embedded default. */
export interface BlogStore {
  list(): readonly Blog[];
  get(id: number): Blog | undefined;
}

const SEED: readonly Blog[] = [
  {
    id: 1,
    title: 'Hello, Baton',
    author: 'ada',
    body: 'The first post on a framework that keeps Express’s API and adds types.',
    publishedAt: '2026-11-01T09:00:00.000Z',
  },
  {
    id: 2,
    title: 'Routing in constant time',
    author: 'grace',
    body: 'A segment trie finds candidate routes; the chain still runs in registration order.',
    publishedAt: '2026-11-08T09:00:00.000Z',
  },
  {
    id: 3,
    title: 'Linear-time path matching',
    author: 'ada',
    body: 'No backtracking regular expressions: hostile paths cannot slow the router down.',
    publishedAt: '2026-11-15T09:00:00.000Z',
  },
];

/**
 * An in-memory store seeded with a few posts: what `npm start` serves with no configuration.
 *
 * @example
 * const store = createMemoryStore();
 * store.get(1)?.title; // 'Hello, Baton'
 */
export function createMemoryStore(seed: readonly Blog[] = SEED): BlogStore {
  const byId = new Map(seed.map((blog) => [blog.id, blog]));
  return {
    list: () => [...byId.values()],
    get: (id) => byId.get(id),
  };
}
