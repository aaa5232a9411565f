export * from '@batonjs/rpc';
