import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { formatDayMonthYear } from '#app/lib/dates.ts';
import type { InvoiceDocument } from '../db/schema.ts';
import { documentTitle, type PrintableInvoice } from './names.ts';
import { formatAmount } from './tax.ts';

// The PDF of a stored GST document, laid out as Indian tax invoices are: seller and GSTIN, number and
// date, buyer and place of supply, a line per supply with SAC, taxable value, rate and tax, the total in
// figures and in words. Drawn from the frozen document only, so it prints the same every time.

// The fonts stay in the sources' server/invoices/fonts: this module runs from there, from the server
// build or from a chunk of it, each a different depth below the project, so the folder is looked for upwards.
function fontDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'server/invoices/fonts');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the invoice fonts (server/invoices/fonts) were not found above the server code');
    dir = parent;
  }
}
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;

function fonts() {
  // DejaVu Sans (fonts/LICENSE) has the rupee sign, which the site's own fonts lack.
  fontBytes ??= {
    regular: fs.readFileSync(path.join(fontDir(), 'DejaVuSans.ttf')),
    bold: fs.readFileSync(path.join(fontDir(), 'DejaVuSans-Bold.ttf')),
  };
  return fontBytes;
}

// Parsing the two fonts is most of a rendering's time; it happens inside the paying transaction (the
// confirmation mail carries the PDF), so each font is parsed once per process and reused by every document.
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const parsedOnce: typeof fontkit = {
  create(bytes, postscriptName) {
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = fontkit.create(bytes, postscriptName);
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.75, 0.75, 0.75);

const rupees = (paise: number) => `₹${formatAmount(paise)}`;

class Writer {
  y = A4.height - MARGIN;
  readonly page: PDFPage;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  constructor(page: PDFPage, regular: PDFFont, bold: PDFFont) {
    this.page = page;
    this.regular = regular;
    this.bold = bold;
  }

  text(value: string, x: number, options: { size?: number; bold?: boolean; color?: typeof INK; y?: number } = {}) {
    this.page.drawText(value, {
      x,
      y: options.y ?? this.y,
      size: options.size ?? 9,
      font: options.bold ? this.bold : this.regular,
      color: options.color ?? INK,
    });
  }

  /** Right-aligned at `right`. */
  textRight(value: string, right: number, options: { size?: number; bold?: boolean; y?: number } = {}) {
    const font = options.bold ? this.bold : this.regular;
    this.text(value, right - font.widthOfTextAtSize(value, options.size ?? 9), options);
  }

  /** Lines of at most `width` points, broken between words. */
  wrap(value: string, width: number, size = 9, bold = false): string[] {
    const font = bold ? this.bold : this.regular;
    const lines: string[] = [];
    let current = '';
    for (const word of value.split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(next, size) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  rule(gap = 8) {
    this.y -= gap;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.6, color: RULE });
    this.y -= gap + 4;
  }
}

export async function renderInvoicePdf(invoice: PrintableInvoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(parsedOnce);
  const { regular, bold } = fonts();
  const doc = invoice.document;
  const title = documentTitle(invoice);
  pdf.setTitle(`${title} ${invoice.number}`);
  pdf.setAuthor(doc.seller.legalName);
  pdf.setCreationDate(new Date(`${doc.issuedOn}T00:00:00Z`));
  const w = new Writer(
    pdf.addPage([A4.width, A4.height]),
    await pdf.embedFont(regular, { subset: true }),
    await pdf.embedFont(bold, { subset: true }),
  );
  const right = A4.width - MARGIN;

  w.textRight(title.toUpperCase(), right, { size: 16, bold: true });
  // A long legal name wraps before it reaches the title and the number on the right.
  for (const line of w.wrap(doc.seller.legalName, 280, 13, true)) {
    w.text(line, MARGIN, { size: 13, bold: true });
    w.y -= 16;
  }
  for (const line of w.wrap(doc.seller.address, 280)) {
    w.text(line, MARGIN);
    w.y -= 12;
  }
  if (doc.seller.gstin) {
    w.text(`GSTIN: ${doc.seller.gstin}`, MARGIN, { bold: true });
    w.y -= 12;
  }
  w.text(`State: ${doc.seller.state}${doc.seller.stateCode ? `, code ${doc.seller.stateCode}` : ''}`, MARGIN);

  let metaY = A4.height - MARGIN - 22;
  const meta: [string, string][] = [
    [`${title} no.`, invoice.number],
    ['Date', formatDayMonthYear(doc.issuedOn)],
    ['Booking', doc.bookingReference],
  ];
  if (doc.againstInvoiceNumber) meta.push(['Against invoice', doc.againstInvoiceNumber]);
  if (doc.againstInvoiceDate) meta.push(['Invoice date', formatDayMonthYear(doc.againstInvoiceDate)]);
  for (const [label, value] of meta) {
    w.text(label, right - 200, { y: metaY, color: MUTED });
    w.textRight(value, right, { y: metaY, bold: label.endsWith('no.') });
    metaY -= 13;
  }
  w.y = Math.min(w.y, metaY);
  w.rule(10);

  w.text('Bill to', MARGIN, { color: MUTED });
  w.text('Place of supply', right - 200, { color: MUTED });
  w.y -= 13;
  w.text(doc.buyer.name, MARGIN, { bold: true });
  w.text(doc.placeOfSupply, right - 200, { bold: true });
  if (doc.buyer.email) {
    w.y -= 12;
    w.text(doc.buyer.email, MARGIN);
  }
  w.y -= 12;
  w.text(doc.buyer.phone, MARGIN);
  if (doc.buyer.state) {
    w.y -= 12;
    w.text(`State: ${doc.buyer.state}`, MARGIN);
  }
  if (doc.reason) {
    w.y -= 12;
    w.text(`Reason: ${doc.reason}`, MARGIN);
  }
  w.rule(10);

  if (doc.seller.gstin) taxTable(w, doc);
  else receiptTable(w, doc);
  if (doc.advances?.length) advancesBlock(w, doc);

  w.y -= 6;
  w.text('Amount in words', MARGIN, { color: MUTED });
  w.y -= 13;
  for (const line of w.wrap(doc.amountInWords, right - MARGIN, 10, true)) {
    w.text(line, MARGIN, { size: 10, bold: true });
    w.y -= 13;
  }
  w.y -= 8;
  const notes = [
    doc.seller.gstin
      ? `Prices ${doc.pricesIncludeGst ? 'include' : 'exclude'} GST. Tax payable on reverse charge: No.`
      : 'No GST is charged on this receipt.',
  ];
  if (doc.discountPaise > 0) notes.push(`A discount of ${rupees(doc.discountPaise)} was applied before tax.`);
  if (invoice.kind === 'receipt-voucher') {
    notes.push('An advance received for a supply still to be made; the tax invoice follows with the final payment.');
  }
  for (const note of notes) {
    w.text(note, MARGIN, { color: MUTED });
    w.y -= 12;
  }
  w.text(`Computer-generated ${title.toLowerCase()}; no signature is required.`, MARGIN, { y: MARGIN, color: MUTED, size: 8 });
  return pdf.save();
}

function taxTable(w: Writer, doc: InvoiceDocument) {
  const right = A4.width - MARGIN;
  const intra = doc.lines.some((line) => line.cgstPaise + line.sgstPaise > 0);
  // Fixed columns: description, SAC, rate, then the figures right-aligned.
  const descriptionWidth = 150;
  const sacX = MARGIN + descriptionWidth + 8;
  const rateRight = sacX + 72;
  const columns = intra
    ? [
        { label: 'Taxable value', right: right - 195 },
        { label: 'CGST', right: right - 130 },
        { label: 'SGST', right: right - 65 },
        { label: 'Total', right },
      ]
    : [
        { label: 'Taxable value', right: right - 170 },
        { label: 'IGST', right: right - 85 },
        { label: 'Total', right },
      ];
  w.text('Description', MARGIN, { bold: true });
  w.text('SAC', sacX, { bold: true });
  w.textRight('Rate', rateRight, { bold: true });
  for (const column of columns) w.textRight(column.label, column.right, { bold: true });
  w.rule(6);
  for (const line of doc.lines) {
    const top = w.y;
    w.text(line.sac ?? '', sacX);
    w.textRight(`${line.ratePercent}%`, rateRight);
    const figures = intra
      ? [line.taxablePaise, line.cgstPaise, line.sgstPaise, line.totalPaise]
      : [line.taxablePaise, line.igstPaise, line.totalPaise];
    figures.forEach((paise, i) => w.textRight(formatAmount(paise), columns[i]!.right));
    for (const text of w.wrap(line.description, descriptionWidth)) {
      w.text(text, MARGIN, { y: w.y });
      w.y -= 12;
    }
    w.y = Math.min(w.y, top - 12);
  }
  w.rule(4);
  const sum = (pick: (line: InvoiceDocument['lines'][number]) => number) => doc.lines.reduce((total, line) => total + pick(line), 0);
  const rate = doc.lines[0]?.ratePercent ?? 0;
  const totals: [string, number][] = [['Taxable value', sum((line) => line.taxablePaise)]];
  if (intra) {
    totals.push([`CGST @ ${rate / 2}%`, sum((line) => line.cgstPaise)], [`SGST @ ${rate / 2}%`, sum((line) => line.sgstPaise)]);
  } else totals.push([`IGST @ ${rate}%`, sum((line) => line.igstPaise)]);
  totalsBlock(w, totals, doc.totalPaise);
}

function receiptTable(w: Writer, doc: InvoiceDocument) {
  const right = A4.width - MARGIN;
  w.text('Description', MARGIN, { bold: true });
  w.textRight('Amount', right, { bold: true });
  w.rule(6);
  for (const line of doc.lines) {
    w.textRight(formatAmount(line.totalPaise), right);
    for (const text of w.wrap(line.description, right - MARGIN - 120)) {
      w.text(text, MARGIN);
      w.y -= 12;
    }
  }
  w.rule(4);
  totalsBlock(w, [], doc.totalPaise);
}

/** The advances a final tax invoice takes into account, each with its receipt voucher, and what is received with it. */
function advancesBlock(w: Writer, doc: InvoiceDocument) {
  const right = A4.width - MARGIN;
  const advances = doc.advances ?? [];
  w.text('Advances received against this invoice', MARGIN, { bold: true });
  w.y -= 13;
  for (const advance of advances) {
    const tax = advance.cgstPaise + advance.sgstPaise + advance.igstPaise;
    w.text(`Receipt voucher ${advance.number} of ${formatDayMonthYear(advance.issuedOn)} (GST ${rupees(tax)})`, MARGIN);
    w.textRight(`− ${rupees(advance.totalPaise)}`, right);
    w.y -= 13;
  }
  const advancedPaise = advances.reduce((sum, advance) => sum + advance.totalPaise, 0);
  w.text('Received with this invoice', right - 220, { bold: true });
  w.textRight(rupees(doc.totalPaise - advancedPaise), right, { bold: true });
  w.y -= 20;
}

function totalsBlock(w: Writer, rows: [string, number][], totalPaise: number) {
  const right = A4.width - MARGIN;
  for (const [label, paise] of rows) {
    w.text(label, right - 220);
    w.textRight(rupees(paise), right);
    w.y -= 13;
  }
  w.text('Total', right - 220, { bold: true, size: 11 });
  w.textRight(rupees(totalPaise), right, { bold: true, size: 11 });
  w.y -= 20;
}
