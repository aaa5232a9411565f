export * from '@baton/static';
