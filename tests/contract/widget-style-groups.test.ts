import { describe, expect, it } from 'vitest';
import { STYLE_GROUP_NAMES } from '../../contract/widget-style-groups';
import { spec } from './openapi-validator';

/** The one list of widget style groups (shared by the editor machine and the demo backend) is the contract's. */
describe('contract value module: widget style groups', () => {
  const schema = (spec.components as { schemas: Record<string, { required: string[]; properties: object }> }).schemas
    .WidgetStyles;

  it("is openapi.yaml's WidgetStyles, every group in its order", () => {
    expect([...STYLE_GROUP_NAMES]).toEqual(schema?.required);
    expect(Object.keys(schema?.properties ?? {})).toEqual([...STYLE_GROUP_NAMES]);
  });
});
