#!/usr/bin/env node
// The `create-batonjs` bin, which `npm create batonjs` runs.
import { create } from './create.js';

process.exitCode = await create(process.argv.slice(2));
