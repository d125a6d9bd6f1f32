#!/usr/bin/env node
// Keeps citations out of the source: a comment says the rule itself, not "spec 7",
// "issue 17" or "session 13" (the reader has none of those), and a comment that points
// at docs/product-rules.md#anchor points at an anchor that exists there.
// Lists each offence as `file:line: text` and exits 1; prints one OK line otherwise.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const CITATION = /\b(spec|issue|session)s? (section )?[0-9]+/i;
const RULES_FILE = 'docs/product-rules.md';
const RULES_LINK = /docs\/product-rules\.md#([A-Za-z0-9_-]+)/g;
const SELF = 'scripts/check-citations.mjs';
const SKIPPED = /\.(md|json|sql)$/;

/** GitHub's slug of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a link into product-rules.md may name: every `{#anchor}` and heading slug. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const explicit = /\{#([^}\s]+)\}\s*$/.exec(heading[1]);
    if (explicit) anchors.add(explicit[1]);
    anchors.add(slug(heading[1].replace(/\{#[^}]*\}\s*$/, '')));
  }
  return anchors;
}

/** The offences of one file's text: citations, and links to anchors that do not exist. */
export function offences(text, anchors) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    if (CITATION.test(line)) found.push({ line: i + 1, text: line.trim() });
    for (const m of line.matchAll(RULES_LINK)) {
      if (!anchors.has(m[1])) found.push({ line: i + 1, text: `no anchor #${m[1]} in ${RULES_FILE}: ${line.trim()}` });
    }
  });
  return found;
}

function main() {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((f) => f && f !== SELF && !SKIPPED.test(f) && !f.endsWith('package-lock.json'));
  const anchors = anchorsOf(readFileSync(RULES_FILE, 'utf8'));
  let count = 0;
  for (const file of files) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // listed but not on disk (deleted in the work tree)
    }
    if (text.includes('\0')) continue; // binary
    for (const o of offences(text, anchors)) {
      console.log(`${file}:${o.line}: ${o.text}`);
      count++;
    }
  }
  if (count > 0) {
    console.error(
      `check-citations: ${count} line(s) cite a spec, issue or session, or a missing ${RULES_FILE} anchor; say the rule itself.`,
    );
    process.exit(1);
  }
  console.log(`check-citations: OK (${files.length} files, no citations, every ${RULES_FILE} anchor exists)`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
