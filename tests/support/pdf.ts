import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, its pages joined: what a reader of the file would find in it. */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const data = bytes instanceof Uint8Array ? new Uint8Array(bytes) : new Uint8Array(bytes);
  const { text } = await extractText(await getDocumentProxy(data), { mergePages: true });
  return text;
}

/** The PDF from a base64 mail attachment. */
export function fromBase64(content: string): Uint8Array {
  return new Uint8Array(Buffer.from(content, 'base64'));
}
