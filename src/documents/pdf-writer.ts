/**
 * A small layout layer over pdfkit, so every generated document looks alike: A4 pages under the
 * college's letterhead, a title block, headings, paragraphs, lists, tables and fields to fill in, and a
 * footer with the document's date and "Page n of m". Output is byte-for-byte repeatable (the creation
 * date is the content's own revision date), so the size the site shows is the size of the file it serves.
 */
import PDFDocument from 'pdfkit';
import { formatDate } from '../content/dates.ts';
import type { FormField } from '../content/types.generated';
import type { DocumentLanguage } from './text.ts';

export interface Letterhead {
  collegeName: string;
  tagline: string;
  /** Address, phone and e-mail, printed small under the name. */
  contact: string;
  /** A raster logo (pdfkit does not draw SVG). */
  logoFile: string;
  primaryColor: string;
}

export interface PdfMeta {
  title: string;
  subtitle?: string;
  /**
   * YYYY-MM-DD: when the content was last revised; printed in the footer and used as the creation date.
   * Without it the file's creation date is the neutral 1 January 1970, so it stays the same from build to build.
   */
  updated?: string;
  letterhead: Letterhead;
  /** The document's language: its metadata, and the words it prints around the content. */
  language: DocumentLanguage;
}

const MARGIN = 50;
const TOP = 118;
const BOTTOM = 64;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#9aa5b1';
const ZEBRA = '#f3f6fb';

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(private readonly meta: PdfMeta) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: TOP, bottom: BOTTOM, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: {
        Title: meta.title,
        Author: meta.letterhead.collegeName,
        Subject: meta.subtitle ?? meta.title,
        CreationDate: new Date(`${meta.updated ?? '1970-01-01'}T00:00:00Z`),
      },
      lang: meta.language.language,
      displayTitle: true,
    });
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.titleBlock();
  }

  private get width(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  private get primary(): string {
    return this.meta.letterhead.primaryColor;
  }

  private titleBlock(): void {
    const { doc } = this;
    doc.font('Helvetica-Bold').fontSize(20).fillColor(this.primary).text(this.meta.title, MARGIN, TOP);
    if (this.meta.subtitle) doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(this.meta.subtitle);
    doc.moveDown(0.8);
  }

  /** Starts a new page unless this much height is left on the current one. */
  keepSpace(height: number): this {
    if (this.doc.y + height > this.doc.page.maxY()) this.doc.addPage();
    return this;
  }

  heading(text: string): this {
    // Room for the heading and the first lines or rows under it, so a heading never ends a page.
    this.keepSpace(110);
    const { doc } = this;
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(14).fillColor(this.primary).text(text, MARGIN);
    doc.moveDown(0.3);
    return this;
  }

  subheading(text: string): this {
    this.keepSpace(40);
    this.doc.moveDown(0.3);
    this.doc.font('Helvetica-Bold').fontSize(11.5).fillColor(INK).text(text, MARGIN);
    this.doc.moveDown(0.2);
    return this;
  }

  paragraph(text: string, options: { muted?: boolean } = {}): this {
    this.doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(options.muted ? MUTED : INK)
      .text(text, MARGIN, undefined, { width: this.width, lineGap: 2 });
    this.doc.moveDown(0.5);
    return this;
  }

  bullets(items: string[]): this {
    const { doc } = this;
    doc.font('Helvetica').fontSize(10.5).fillColor(INK);
    for (const item of items) {
      this.keepSpace(16);
      const y = doc.y;
      doc.circle(MARGIN + 4, y + 5.5, 1.8).fill(this.primary);
      doc.fillColor(INK).text(item, MARGIN + 14, y, { width: this.width - 14, lineGap: 2 });
      doc.moveDown(0.25);
    }
    doc.moveDown(0.4);
    return this;
  }

  /** A table with a coloured header row; widths are fractions of the text width. */
  table(columns: string[], rows: string[][], widths?: number[]): this {
    const { doc } = this;
    this.keepSpace(60);
    doc.font('Helvetica').fontSize(10);
    doc.table({
      position: { x: MARGIN },
      maxWidth: this.width,
      columnStyles: widths ? widths.map((share) => share * this.width) : undefined,
      defaultStyle: { border: 0.5, borderColor: RULE, padding: 6, textColor: INK },
      rowStyles: (row) =>
        row === 0
          ? { backgroundColor: this.primary, textColor: '#ffffff', font: { src: 'Helvetica-Bold' } }
          : row % 2 === 0
            ? { backgroundColor: ZEBRA }
            : undefined,
      data: [columns, ...rows],
    });
    doc.x = MARGIN;
    doc.moveDown(0.8);
    return this;
  }

  /** A field to fill in by hand, drawn as ruled lines, a box to tick or a line to sign. */
  field(field: { label: string; kind: FormField['kind'] }): this {
    const { doc } = this;
    const label = () => doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
    const line = (x: number, y: number, length: number) =>
      doc
        .moveTo(x, y)
        .lineTo(x + length, y)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
    switch (field.kind) {
      case 'checkbox': {
        this.keepSpace(22);
        const y = doc.y;
        doc.rect(MARGIN, y, 10, 10).lineWidth(0.8).strokeColor(INK).stroke();
        label()
          .fillColor(INK)
          .text(field.label, MARGIN + 18, y, { width: this.width - 18 });
        doc.y = Math.max(doc.y, y + 12) + 6;
        break;
      }
      case 'signature': {
        this.keepSpace(46);
        const y = doc.y + 26;
        const gap = 24;
        const signWidth = (this.width - gap) * 0.62;
        line(MARGIN, y, signWidth);
        line(MARGIN + signWidth + gap, y, this.width - signWidth - gap);
        label().text(field.label, MARGIN, y + 4, { width: signWidth });
        label().text(this.meta.language.t('date'), MARGIN + signWidth + gap, y + 4);
        doc.x = MARGIN;
        doc.y = y + 22;
        break;
      }
      case 'long-text': {
        this.keepSpace(84);
        label().text(field.label, MARGIN);
        let y = doc.y + 18;
        for (let index = 0; index < 3; index++, y += 20) line(MARGIN, y, this.width);
        doc.y = y - 8;
        break;
      }
      default: {
        this.keepSpace(40);
        label().text(
          field.kind === 'date' ? `${field.label} (${this.meta.language.t('dateFormat')})` : field.label,
          MARGIN,
        );
        const y = doc.y + 18;
        line(MARGIN, y, this.width);
        doc.y = y + 10;
      }
    }
    doc.x = MARGIN;
    return this;
  }

  /** Draws the letterhead and footer on every page, then returns the finished file. */
  async finish(): Promise<Buffer> {
    const { doc } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      doc.switchToPage(index);
      this.letterhead();
      this.footer(index - start + 1, count);
    }
    doc.end();
    return this.done;
  }

  private letterhead(): void {
    const { doc } = this;
    const { letterhead } = this.meta;
    const top = 36;
    // Within the square, at its own proportions: a logo that is not square is not squeezed.
    doc.image(letterhead.logoFile, MARGIN, top, { fit: [52, 52] });
    const textX = MARGIN + 64;
    const textWidth = this.width - 64;
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor(this.primary)
      .text(letterhead.collegeName, textX, top + 2, { width: textWidth, lineBreak: false });
    doc
      .font('Helvetica-Oblique')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(letterhead.tagline, textX, top + 21, { width: textWidth, lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .text(letterhead.contact, textX, top + 36, { width: textWidth, lineBreak: false });
    doc
      .moveTo(MARGIN, top + 62)
      .lineTo(MARGIN + this.width, top + 62)
      .lineWidth(1.5)
      .strokeColor(this.primary)
      .stroke();
  }

  private footer(page: number, pages: number): void {
    const { doc } = this;
    // Writing below the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 40;
    doc
      .moveTo(MARGIN, y - 8)
      .lineTo(MARGIN + this.width, y - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
    const { t, language } = this.meta.language;
    const updated = this.meta.updated
      ? ` ${t('updated', { date: formatDate(this.meta.updated, language) })}`
      : '';
    doc.text(`${this.meta.title}.${updated}`, MARGIN, y, {
      width: this.width * 0.75,
      lineBreak: false,
    });
    doc.text(t('pageOf', { page, pages }), MARGIN, y, {
      width: this.width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
