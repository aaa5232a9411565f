export * from '@batonjs/schema';
