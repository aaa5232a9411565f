// `node --import ./ts-loader.mjs child.ts`: installs ts-hooks.mjs before the entry loads.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
