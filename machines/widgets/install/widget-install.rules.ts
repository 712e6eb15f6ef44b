import { pageAddressProblem, type PageAddressProblem } from '@machines/shared/address-rule';
import { characterCount, TEXT_LIMITS } from '@machines/shared/text-limits';

/** `too_long`: past the address rule's 2,048 characters, checked first (the field says so, the shared text limit's message). */
export type PageUrlProblem = PageAddressProblem | 'too_long';

/** The address of a page to check: the one address rule, a missing http(s):// with its own hint. */
export const pageUrlProblem = (text: string): PageUrlProblem | null =>
  text.length > TEXT_LIMITS.pageAddress && characterCount(text) > TEXT_LIMITS.pageAddress
    ? 'too_long'
    : pageAddressProblem(text);
