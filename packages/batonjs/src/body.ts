export * from '@batonjs/body';
