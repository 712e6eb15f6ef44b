import type { Schemas } from '@contract/schemas';

/** Used by more than one flow, so it lives in the shared kit: no machine imports another flow's folder. */

export type KeywordItem = Schemas['Keyword'];
export type KeywordGroupItem = Pick<Schemas['KeywordGroup'], 'group_id' | 'group_name'>;

export interface KeywordLists {
  groups: KeywordGroupItem[];
  ungrouped: KeywordItem[];
  grouped: Schemas['KeywordGroupWithKeywords'][];
  active: KeywordItem[];
}
