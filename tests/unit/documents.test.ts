import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../src/content/dates';
import { formatAmount } from '../../src/blocks/fee-common/money';
import type {
  AcademicCalendar,
  FeeData,
  FormsCollection,
  StudentHandbook,
} from '../../src/content/types.generated';
import { validateContent, formatContentError } from '../../scripts/lib/content-validator';
import {
  contentFolderReader,
  documentKinds,
  letterheadFrom,
  planDocuments,
} from '../../src/documents/registry';
import { pdfContentStreams, pdfText } from './support/pdf-text';
import { copyProject, editJson, projectRoot } from './support/project-copy';

const contentDir = path.join(projectRoot, 'content');
const read = contentFolderReader(contentDir);
const planned = planDocuments(read);

async function render(id: string): Promise<{ bytes: Buffer; text: string }> {
  const document = planned.find((candidate) => candidate.id === id);
  if (!document) throw new Error(`No generated document ${id}`);
  const bytes = await document.render(letterheadFrom(read, contentDir, document.language));
  return { bytes, text: pdfText(bytes) };
}

const en = (text: unknown) => (typeof text === 'string' ? text : (text as { en: string }).en);

describe('generated documents', () => {
  it('include the calendar, the handbook, its acknowledgment form, one PDF per form and per programme fee structure', () => {
    const forms = read('forms') as FormsCollection;
    expect(forms.forms).toHaveLength(12);
    expect(planned.map((document) => document.id)).toEqual(
      expect.arrayContaining([
        'academic-calendar',
        'student-handbook',
        'handbook-acknowledgment',
        ...forms.forms.map((form) => `form-${form.id}`),
        'fees-pharmaceutical-sciences',
        'fees-clinical-medicine',
        'fees-medical-laboratory',
      ]),
    );
    expect(new Set(planned.map((document) => document.id)).size).toBe(planned.length);
  });

  it.each(planned.map((document) => document.id))(
    '%s is a complete PDF under the college letterhead, with page numbers',
    async (id) => {
      const { bytes, text } = await render(id);
      const kiswahili = id.endsWith('-sw');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
      expect(text).toContain(letterheadFrom(read, contentDir, kiswahili ? 'sw' : 'en').collegeName);
      expect(text).toMatch(kiswahili ? /Ukurasa 1 wa \d+/ : /Page 1 of \d+/);
      // A4 is 595.28 x 841.89 points.
      expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    },
  );

  it('each have a Kiswahili copy, made from the same content in Kiswahili', async () => {
    const english = planned.filter((document) => document.language === 'en').map((document) => document.id);
    expect(planned.filter((document) => document.language === 'sw').map((document) => document.id)).toEqual(
      english.map((id) => `${id}-sw`),
    );
    const calendar = read('academic-calendar') as AcademicCalendar;
    const { text } = await render('academic-calendar-sw');
    const sw = (value: unknown) => (value as { sw: string }).sw;
    expect(text).toContain(sw(calendar.semesters.title));
    const first = calendar.semesters.items[0]!;
    expect(text).toContain(formatDateRange(first.start, first.end, 'sw'));
    expect(text).toContain('Tukio');
    const forms = read('forms') as FormsCollection;
    expect((await render(`form-${forms.forms[0]!.id}-sw`)).text).toContain(sw(forms.forms[0]!.name));
  });

  it('are byte-for-byte repeatable, so the size a page shows is the size of the file', async () => {
    for (const id of ['academic-calendar', 'form-admission-application']) {
      expect((await render(id)).bytes.equals((await render(id)).bytes)).toBe(true);
    }
  });

  it('print both calendars with the dates the calendar and academics pages show', async () => {
    const calendar = read('academic-calendar') as AcademicCalendar;
    const { text } = await render('academic-calendar');
    for (const list of [calendar.semesters, calendar.importantDates, calendar.events]) {
      expect(text).toContain(en(list.title));
      for (const item of list.items) {
        expect(text).toContain(en(item.name));
        expect(text).toContain(formatDateRange(item.start, item.end));
      }
    }
    expect(text).toContain('2 September – 20 December 2024');
    expect(text).toContain('31 July 2025');
  });

  it('print the eight handbook sections, the policy updates and the acknowledgment statement', async () => {
    const handbook = read('handbook') as StudentHandbook;
    expect(handbook.sections).toHaveLength(8);
    const { text } = await render('student-handbook');
    handbook.sections.forEach((section, index) =>
      expect(text).toContain(`${index + 1}. ${en(section.title)}`),
    );
    expect(text).toContain(en(handbook.policyUpdates.title));
    const acknowledgment = await render('handbook-acknowledgment');
    expect(acknowledgment.text.replace(/\n/g, ' ')).toContain(
      en(handbook.acknowledgment.statement).slice(0, 30),
    );
  });

  it('print every form with its code, its fields and the office that receives it', async () => {
    const collection = read('forms') as FormsCollection;
    for (const form of collection.forms) {
      const { text } = await render(`form-${form.id}`);
      expect(text).toContain(en(form.name));
      expect(text).toContain(`Form ${form.code}`);
      for (const field of form.sections.flatMap((section) => section.fields))
        expect(text.replace(/\n/g, ' ')).toContain(en(field.label).split(' ').slice(0, 3).join(' '));
      const office = collection.offices.items.find((candidate) => candidate.id === form.office)!;
      expect(text.replace(/\n/g, ' ')).toContain(office.phone);
    }
  });

  it("print each programme's fee structure with the figures of content/fees.json", async () => {
    const fees = read('fees') as FeeData;
    expect(fees.programs).toHaveLength(3);
    for (const program of fees.programs) {
      const { text } = await render(`fees-${program.id}`);
      expect(text).toContain(en(program.name));
      for (const amount of [
        program.tuition.annual,
        program.tuition.perSemester,
        program.otherFees,
        program.totalAnnual,
        program.feeTotals.semesterOne,
        ...program.monthlyInstalments.map((instalment) => instalment.amount),
      ])
        expect(text).toContain(formatAmount(amount));
    }
    const clinical = (await render('fees-clinical-medicine')).text;
    expect(clinical).toContain('1,550,000');
    expect(clinical).toContain('2,650,000');
  });

  it('draw a logo that is not square at its own proportions', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wide-logo-'));
    const logoFile = path.join(folder, 'logo.png');
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#004aad' } })
      .png()
      .toFile(logoFile);
    const document = planned.find((candidate) => candidate.id === 'academic-calendar')!;
    const bytes = await document.render({ ...letterheadFrom(read, contentDir), logoFile });
    fs.rmSync(folder, { recursive: true });
    // The picture's drawn width and height are the scale of the transform just before it is painted.
    const drawn = [
      ...pdfContentStreams(bytes).matchAll(/([\d.]+) 0 0 (-?[\d.]+) [\d.]+ [\d.]+ cm\s*\/I\w+ Do/g),
    ];
    expect(drawn.length).toBeGreaterThan(0);
    for (const [, width, height] of drawn)
      expect(Number(width) / Math.abs(Number(height))).toBeCloseTo(900 / 600, 2);
  });

  it('are listed by kinds that each name the content they are made from', () => {
    for (const kind of documentKinds) expect(kind.sources.length).toBeGreaterThan(0);
  });
});

describe('validation of document ids', () => {
  it('reports a download item whose document the build does not generate, with file and pointer', () => {
    const project = copyProject();
    try {
      editJson<{ groups: { items: { document: string | null }[] }[] }>(
        project.root,
        'content/downloads.json',
        (downloads) => {
          downloads.groups[0]!.items[0]!.document = 'form-no-such-form';
        },
      );
      const lines = validateContent({ projectRoot: project.root }).errors.map(formatContentError);
      expect(lines).toEqual([
        expect.stringMatching(
          /^content\/downloads\.json \/groups\/0\/items\/0\/document: is not a document the build generates \(known: .*academic-calendar.*\) \(got "form-no-such-form"\)$/,
        ),
      ]);
    } finally {
      project.remove();
    }
  });

  it('accepts an item without a file (null), which the site shows as not available', () => {
    const project = copyProject();
    try {
      editJson<{ groups: { items: { document: string | null }[] }[] }>(
        project.root,
        'content/downloads.json',
        (downloads) => {
          downloads.groups[0]!.items[0]!.document = null;
        },
      );
      expect(validateContent({ projectRoot: project.root }).errors).toEqual([]);
    } finally {
      project.remove();
    }
  });

  it('reports a form sent to an office that is not listed', () => {
    const project = copyProject();
    try {
      editJson<FormsCollection>(project.root, 'content/forms.json', (forms) => {
        forms.forms[1]!.office = 'registry';
      });
      const lines = validateContent({ projectRoot: project.root }).errors.map(formatContentError);
      expect(lines).toEqual([
        expect.stringMatching(
          /^content\/forms\.json \/forms\/1\/office: is not one of the offices .*\(got "registry"\)$/,
        ),
      ]);
    } finally {
      project.remove();
    }
  });
});

describe('validation of download lists on pages', () => {
  it('reports a downloads block that picks an item content/downloads.json does not have', () => {
    const project = copyProject();
    try {
      editJson<{ components: { type: string; content: { items?: string[] } }[] }>(
        project.root,
        'content/pages/downloads/calendar.json',
        (page) => {
          const block = page.components.find((component) => component.type === 'downloads')!;
          block.content.items = ['academic-calendar', 'academic-calender'];
        },
      );
      const lines = validateContent({ projectRoot: project.root }).errors.map(formatContentError);
      expect(lines).toEqual([
        expect.stringMatching(
          /^content\/pages\/downloads\/calendar\.json \/components\/\d+\/content\/items\/1: is not an item of content\/downloads\.json \(got "academic-calender"\)$/,
        ),
      ]);
    } finally {
      project.remove();
    }
  });
});
