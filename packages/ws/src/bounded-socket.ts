import { WebSocket } from 'ws';

/** What `ws.send` accepts as data. */
type SendData = Parameters<WebSocket['send']>[0];
/** What `ws.send` takes after the data: options and/or a callback. */
type SendRest = [options?: object | ((err?: Error) => void), cb?: (err?: Error) => void];

/** Close code 1013 (RFC 6455 §7.4.1, IANA registry): "Try Again Later". */
export const TRY_AGAIN_LATER = 1013;

/**
 * Bytes a send will queue; what ws turns into bytes another way (numbers, arrays) is counted as 0
 * and caught by the next send.
 */
function sizeOf(data: SendData): number {
  if (typeof data === 'string') return Buffer.byteLength(data);
  if (ArrayBuffer.isView(data) || data instanceof ArrayBuffer) return data.byteLength;
  return 0;
}

/**
 * The WebSocket class of one {@link websockets} hub: ws's own, with a send-buffer cap. A peer that
 * stops reading makes every send pile up in memory; past `limit` queued bytes the send is dropped
 * and the socket closed with 1013, so one slow reader costs at most `limit` bytes.
 */
export function boundedSocketClass(limit: number, onOverflow: (ws: WebSocket) => void): typeof WebSocket {
  return class BoundedWebSocket extends WebSocket {
    override send(data: SendData, ...rest: SendRest): void {
      if (this.readyState === WebSocket.OPEN && this.bufferedAmount + sizeOf(data) > limit) {
        onOverflow(this);
        this.close(TRY_AGAIN_LATER, 'send buffer full');
        const cb = typeof rest[0] === 'function' ? rest[0] : rest[1];
        cb?.(new Error('WebSocket send buffer full: the socket is closing with 1013'));
        return;
      }
      (super.send as (data: SendData, ...rest: SendRest) => void)(data, ...rest);
    }
  };
}
