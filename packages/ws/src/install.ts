// Loading the package puts `ws` on every router and on apps created afterwards, the runtime half
// of the type augmentation in app-ws.ts: wherever the types say `app.ws` exists, it does.
import { installWs } from './ws-route.js';

installWs();
