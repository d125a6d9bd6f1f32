// CrlfRecordEnds: COPY's LF record ends become CRLF, a LF inside a quoted value stays, and the
// result does not depend on where the chunks are split.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type CsvValue, csvCell, csvRow } from '#lib/csv';
import { CrlfRecordEnds } from './record-ends';

/** Records as COPY would write them: csv.ts's cells, LF record ends. */
const copyStyle = (rows: CsvValue[][]) => rows.map((row) => `${row.map(csvCell).join(',')}\n`).join('');
const expected = (rows: CsvValue[][]) => rows.map(csvRow).join('');

const NASTY: CsvValue[][] = [
  ['plain', 'a,b', null, ''],
  ['line one\nline two', 'say "hi"', '""', '"'],
  ['\r\n', 'crlf inside\r\nand "quotes"\n', '\n', 'x'],
  ['=1+1', 'हिंदी, "नमस्ते"\nदूसरी', '"\n"', 'end'],
  ['', '', '', ''],
  ['"starts', 'ends"', 'mid"dle', 'a""b'],
];

function convertAll(chunks: Buffer[]): string {
  const transform = new CrlfRecordEnds();
  return Buffer.concat(chunks.map((chunk) => transform.convert(chunk))).toString('utf8');
}

describe('CrlfRecordEnds', () => {
  it('ends records with CRLF and leaves line breaks inside quoted values alone', () => {
    expect(convertAll([Buffer.from(copyStyle(NASTY))])).toBe(expected(NASTY));
    expect(convertAll([Buffer.from('a,"b\nc"\n"d""\n",e\n')])).toBe('a,"b\nc"\r\n"d""\n",e\r\n');
  });

  it('gives the same bytes however the input is split in two or three chunks', () => {
    const input = Buffer.from(copyStyle(NASTY));
    const want = expected(NASTY);
    for (let i = 0; i <= input.length; i++) {
      expect(convertAll([input.subarray(0, i), input.subarray(i)]), `split at ${i}`).toBe(want);
    }
    // Every pair of split points over a shorter input with quotes and LFs next to each other.
    const small = Buffer.from(
      copyStyle([
        ['"\n"', 'a\n"b'],
        ['', '"'],
        ['x', '\n\n'],
      ]),
    );
    const smallWant = expected([
      ['"\n"', 'a\n"b'],
      ['', '"'],
      ['x', '\n\n'],
    ]);
    for (let i = 0; i <= small.length; i++) {
      for (let j = i; j <= small.length; j++) {
        const parts = [small.subarray(0, i), small.subarray(i, j), small.subarray(j)];
        expect(convertAll(parts), `split at ${i} and ${j}`).toBe(smallWant);
      }
    }
  });

  it('one byte at a time, through the stream', async () => {
    const input = Buffer.from(copyStyle(NASTY));
    const bytes = Array.from(input, (byte) => Buffer.from([byte]));
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(bytes).pipe(new CrlfRecordEnds())) out.push(chunk as Buffer);
    expect(Buffer.concat(out).toString('utf8')).toBe(expected(NASTY));
  });

  it('passes a chunk without a record end through as it is', () => {
    const transform = new CrlfRecordEnds();
    const chunk = Buffer.from('no record end, "quoted\nvalue"');
    expect(transform.convert(chunk)).toBe(chunk);
  });
});
