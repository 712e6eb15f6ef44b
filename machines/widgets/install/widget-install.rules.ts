import { pageAddressProblem, type PageAddressProblem } from '../../shared/address-rule';

export type PageUrlProblem = PageAddressProblem;

/** The address of a page to check: the one address rule, a missing http(s):// with its own hint. */
export const pageUrlProblem = (text: string): PageUrlProblem | null => pageAddressProblem(text);
