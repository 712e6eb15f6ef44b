import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text a PDF reader finds in a downloaded file, each run of white space as one space. */
export async function pdfText(path: string): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await readFile(path))), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}
