export * from '@batonjs/ws';
