/** A form-encoded request body as text (read as bytes: workerd warns when .text() meets a non-text content type). */
export async function formBodyText(request: Request, limit: number): Promise<string | null> {
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > limit) return null;
  return new TextDecoder().decode(bytes);
}
