export * from '@baton/cache';
