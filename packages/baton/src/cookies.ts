export * from '@baton/cookies';
