export * from '@batonjs/static';
