// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressProblem } from '../../machines/shared/address-rule';
import data from './fixtures/urltestdata.subset.json';

/**
 * The address rule against the WHATWG URL standard's own test data (a vendored subset of web-platform-tests'
 * `urltestdata.json`; its origin and licence are in the fixture). Whatever the standard parser rejects, the rule
 * rejects too, with or without the editor's optional scheme; whatever the parser turns into a host that is not a
 * public name (an IP address in any spelling, one label, no name), the rule rejects; the public names it keeps.
 */
interface Case {
  input: string;
  base: string | null;
  failure?: boolean;
  hostname?: string;
  public?: boolean;
}

const cases = data.cases as Case[];
const hasScheme = (input: string) => /^[a-z][a-z0-9+.-]*:/i.test(input);
const show = (input: string) => JSON.stringify(input);

describe('the address rule and the WHATWG URL test data', () => {
  const rejected = cases.filter((entry) => entry.failure);
  it.each(rejected.map((entry) => [show(entry.input), entry.input]))(
    'the standard parser rejects %s, so does the rule',
    (_, input) => {
      expect(addressProblem(input)).not.toBeNull();
      expect(addressProblem(input, { schemeOptional: true })).not.toBeNull();
      expect(addressProblem(input, { httpsOnly: true })).not.toBeNull();
    },
  );

  // The editor reads a bare `shop.example` as http://; a rejected address typed without its scheme stays rejected.
  const bare = rejected
    .filter((entry) => /^https?:\/\//i.test(entry.input))
    .map((entry) => entry.input.replace(/^https?:\/\//i, ''))
    .filter((input) => !URL.canParse(`http://${input}`));
  it.each(bare.map((input) => [show(input), input]))(
    'typed without its scheme, %s is still rejected where the scheme is optional',
    (_, input) => {
      expect(addressProblem(input, { schemeOptional: true })).not.toBeNull();
    },
  );

  const nonPublic = cases.filter((entry) => !entry.failure && !entry.public);
  it.each(nonPublic.map((entry) => [show(entry.input), entry.hostname, entry.input]))(
    'the standard parser reads %s as host %s, which is no public name: the rule rejects it',
    (_, __, input) => {
      expect(addressProblem(input as string)).not.toBeNull();
      expect(addressProblem(input as string, { schemeOptional: true })).not.toBeNull();
    },
  );

  const publicNames = cases.filter((entry) => entry.public);
  it.each(publicNames.map((entry) => [show(entry.input), entry.input]))(
    '%s is a public name: the rule accepts it',
    (_, input) => {
      expect(addressProblem(input)).toBeNull();
    },
  );

  it('the subset holds the cases that matter: 204 the parser rejects, 27 non-public hosts, 7 public names', () => {
    expect([rejected.length, nonPublic.length, publicNames.length]).toEqual([204, 27, 7]);
    // Inputs without a scheme are read as http:// only where the editor allows it; the parser alone needs a base.
    expect(rejected.filter((entry) => !hasScheme(entry.input)).map((entry) => entry.input)).toEqual([
      'a',
      'a/',
      'a//',
      '#',
      '?',
    ]);
  });
});
