import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { DEFAULT_LANGUAGE, translate } from '@loopline/shared';

/**
 * Answers a request Node's HTTP parser refused before any handler saw it (headers or an address over
 * 16 KB, a method or chunked body it cannot read) with the API's envelope instead of a bare status
 * line, as API Gateway answers these with its own body. The headers were not read, so the language
 * is the product default.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection, or one whose answer has begun, has nobody left to tell (Node's own rule).
  const answering = (socket as { _httpMessage?: { _headerSent?: boolean } })._httpMessage?._headerSent;
  if (error.code === 'ECONNRESET' || !socket.writable || answering) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const key = status === 431 ? 'common.headersTooLarge' : 'common.unreadableRequest';
  const body = JSON.stringify({
    code: status,
    success: false,
    msg: translate(key, DEFAULT_LANGUAGE),
    data: null,
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}
