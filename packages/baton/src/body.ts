export * from '@baton/body';
