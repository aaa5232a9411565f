export * from '@batonjs/cookies';
