#!/usr/bin/env node
// Generates contract/schema.gen.d.ts from openapi.yaml with openapi-typescript. It lives outside src/ so
// that machines/ (which import nothing of src/) can use the contract's types too (type-only imports).
//   node scripts/gen-api.mjs           write the file
//   node scripts/gen-api.mjs --check   exit 1 when the file is missing or stale (for CI / npm test)
// The header records a sha256 of openapi.yaml, so any edit of the contract (even one that does not
// change the types, such as a description) makes the generated file stale.
import { createHash } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const specUrl = new URL('../openapi.yaml', import.meta.url);
const outUrl = new URL('../contract/schema.gen.d.ts', import.meta.url);
const outRel = relative(root, fileURLToPath(outUrl));

async function generate() {
  const source = await readFile(specUrl);
  const hash = createHash('sha256').update(source).digest('hex');
  const ast = await openapiTS(specUrl, {
    // Fixed-length arrays (top: 3 counts, avg_position: 2 values) become tuples.
    arrayLength: true,
    silent: true,
  });
  const header =
    '// generated from openapi.yaml by scripts/gen-api.mjs; do not edit\n' + `// openapi.yaml sha256: ${hash}\n\n`;
  return header + astToString(ast);
}

async function main() {
  const check = process.argv.includes('--check');
  const expected = await generate();
  if (check) {
    const actual = await readFile(outUrl, 'utf8').catch(() => null);
    if (actual === null) {
      console.error(`${outRel} is missing. Run: node scripts/gen-api.mjs`);
      process.exit(1);
    }
    if (actual !== expected) {
      console.error(`${outRel} is stale: it does not match openapi.yaml. Run: node scripts/gen-api.mjs`);
      process.exit(1);
    }
    console.log(`${outRel} is up to date.`);
    return;
  }
  await mkdir(dirname(fileURLToPath(outUrl)), { recursive: true });
  await writeFile(outUrl, expected);
  console.log(`wrote ${outRel}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
