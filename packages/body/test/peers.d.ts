// Just enough typing for the two body-parser dependencies the tests compare against.
declare module 'bytes' {
  const bytes: { parse(value: string | number): number | null };
  export default bytes;
}

declare module 'type-is' {
  import type { IncomingMessage } from 'node:http';

  function typeis(req: IncomingMessage, types: string[]): string | false | null;
  export default typeis;
}
