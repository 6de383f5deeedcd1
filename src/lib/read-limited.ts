/**
 * A request's or a response's body as bytes, read as it streams in and given up as soon as it passes `limit` (and before
 * reading, when its declared `Content-Length` already does): `null` then, for the caller to refuse with
 * its own error. No body is zero bytes.
 */
export async function readLimited(
  message: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  limit: number,
): Promise<Uint8Array | null> {
  if (Number(message.headers.get('content-length') ?? 0) > limit) {
    await message.body?.cancel().catch(() => {});
    return null;
  }
  const reader = message.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
