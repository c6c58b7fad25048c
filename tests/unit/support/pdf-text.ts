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

/** The inflated content streams of a pdfkit PDF, one after another: what it draws, operator by operator. */
export function pdfContentStreams(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const bodies: string[] = [];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    try {
      bodies.push(zlib.inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      continue; // not a deflated content stream (an image, a font program)
    }
  }
  return bodies.join('\n');
}

/**
 * The text of a pdfkit PDF, one shown line per line: inflates the content streams and decodes the
 * hex strings of each TJ operator. Enough to check what a generated document says.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const operator of pdfContentStreams(pdf).matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    lines.push([...operator[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decodeHex(hex[1]!)).join(''));
  }
  return lines.join('\n');
}
