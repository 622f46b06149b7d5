/**
 * A response body pulled from an async source of text: the next chunk is read (from a database
 * cursor, say) only once the client has taken the last one, so a body of any size never sits in
 * memory whole. A client that goes away ends the source (its cursor closes).
 */
export function textStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** A response whose body is pulled from `chunks` (see textStream). */
export const streamedText = (
  chunks: AsyncIterable<string>,
  contentType: string,
  headers?: Record<string, string>,
) => new Response(textStream(chunks), { headers: { 'Content-Type': contentType, ...headers } });
