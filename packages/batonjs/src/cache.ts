export * from '@batonjs/cache';
