import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { spec } from './openapi-validator';

/** Every schema of openapi.yaml compiles under Ajv's strict mode (unknown keywords, invalid keyword values, ignored keywords); nullable unions allowed. */
const ajv = new Ajv2020({
  strict: true,
  strictRequired: false,
  strictTypes: true,
  allowUnionTypes: true,
  allErrors: true,
});
addFormats(ajv);
ajv.addVocabulary(['x-assumed', 'example', 'components']);
const schemas = spec.components.schemas as Record<string, object>;
ajv.addSchema({ $id: 'openapi.json', components: { schemas } });

describe('openapi.yaml schemas', () => {
  it.each(Object.keys(schemas))('%s compiles in strict mode', (name) => {
    expect(() => ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` })).not.toThrow();
  });

  it('refuses an invalid schema (the check can fail)', () => {
    expect(() => ajv.compile({ type: 'object', properties: { a: { type: 'nope' } } })).toThrow();
  });
});
