// The service's limits, in one place for REST, GraphQL, RPC and the pages.

/** The most posts any list answers with: the REST list's largest page, GraphQL's `blogs`, RPC's `listBlogs`, the home page. */
export const LIST_MAX = 100;

/** The REST list's page size when the client names none. */
export const PAGE_SIZE_DEFAULT = 20;

/** A post's title and content lengths in characters (code points, so an emoji counts once). */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 100_000;
