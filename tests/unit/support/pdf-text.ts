import zlib from 'node:zlib';

/** The characters pdfkit's standard fonts (WinAnsi) place outside Latin-1 that our content uses. */
const WIN_ANSI: Record<number, string> = { 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' };

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const code = parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI[code] ?? String.fromCharCode(code);
  }
  return text;
}

/**
 * The text of a pdfkit PDF, one shown line per line: inflates the content streams and decodes the
 * hex strings of each TJ operator. Enough to check what a generated document says.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let body: string;
    try {
      body = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated content stream (an image, a font program)
    }
    for (const operator of body.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...operator[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decodeHex(hex[1]!)).join(''));
    }
  }
  return lines.join('\n');
}
