// Writes the Tally day book sample that docs/staff/tally.md shows, from the fixed day in
// tests/support/tally-sample.ts; the day book's test fails until the sample matches the code again.
import fs from 'node:fs';
import { tallyXml, voucherOf } from '#server/admin/reports/tally-day-book.ts';
import { sampleMovements } from '#tests/support/tally-sample.ts';

const SAMPLE = 'docs/staff/samples/tally-day-book.xml';
fs.writeFileSync(SAMPLE, tallyXml(sampleMovements.map((movement) => voucherOf(movement, 'Asia/Kolkata'))));
console.log(`wrote ${SAMPLE}`);
