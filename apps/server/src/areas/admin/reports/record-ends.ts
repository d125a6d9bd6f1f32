// PostgreSQL's COPY … (FORMAT csv) ends each record with a bare LF; the reports end them with
// CRLF (RFC 4180, what Excel expects, and what the keyset writer in csv.ts produces). A LF
// inside a quoted value is data and stays as it is. The only state carried from one chunk to
// the next is whether the chunk ended inside quotes: a quote and a LF are single bytes, and in
// COPY's CSV a quote only ever appears in a quoted value (opening, closing, or doubled inside),
// so counting quotes tells inside from outside.
import { Transform, type TransformCallback } from 'node:stream';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

export class CrlfRecordEnds extends Transform {
  private quoted = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    callback(null, this.convert(chunk));
  }

  /** The chunk with a CR before every record-ending LF. */
  convert(chunk: Buffer): Buffer {
    const length = chunk.length;
    const ends: number[] = [];
    let quoted = this.quoted;
    let pos = 0;
    let nextQuote = chunk.indexOf(QUOTE, 0);
    // The next LF at or after pos (outside quotes), -1 when none is left in the chunk.
    let nextLf = chunk.indexOf(LF, 0);
    while (pos < length) {
      if (quoted) {
        if (nextQuote < 0) break;
        // A closing quote, or the first of a doubled one: the second reopens right away.
        quoted = false;
        pos = nextQuote + 1;
        nextQuote = chunk.indexOf(QUOTE, pos);
        continue;
      }
      if (nextLf >= 0 && nextLf < pos) nextLf = chunk.indexOf(LF, pos);
      if (nextQuote >= 0 && (nextLf < 0 || nextQuote < nextLf)) {
        quoted = true;
        pos = nextQuote + 1;
        nextQuote = chunk.indexOf(QUOTE, pos);
        continue;
      }
      if (nextLf < 0) break;
      ends.push(nextLf);
      pos = nextLf + 1;
      nextLf = chunk.indexOf(LF, pos);
    }
    this.quoted = quoted;
    if (ends.length === 0) return chunk;
    const out = Buffer.allocUnsafe(length + ends.length);
    let from = 0;
    let to = 0;
    for (const end of ends) {
      to += chunk.copy(out, to, from, end);
      out[to++] = CR;
      from = end;
    }
    chunk.copy(out, to, from, length);
    return out;
  }
}
