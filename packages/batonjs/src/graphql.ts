export * from '@batonjs/graphql';
