export * from '@baton/graphql';
