/** Shapes the keyword ranking page works with (declared here: machines import nothing of src/). */

export interface EngineOption {
  id: number;
  title: string;
  location: string;
}

export interface Competitor {
  id: number;
  url: string;
  /** As the server lists it (competitor.active / competitor.inactive). */
  active: boolean;
}

export interface KeywordGroupRef {
  id: number;
  name: string;
}

export type Rank = number | null;

export interface RankRow {
  id: number;
  keyword: string;
  groupId: number | null;
  url: string | null;
  /** One position per date of `RankingData.dates`; null when not ranked. */
  ranks: Rank[];
  /** Competitor positions by competitor id, one per date. */
  competitors: Record<number, Rank[]>;
  /** The best (lowest) position over all dates. */
  best: Rank;
}

export interface GraphSeries {
  id: number;
  label: string;
  ranks: Rank[];
}

export interface RankingData {
  projectId: number;
  seId: number;
  title: string;
  url: string;
  lastUpdate: string | null;
  engines: EngineOption[];
  dates: string[];
  competitors: Competitor[];
  groups: KeywordGroupRef[];
  rows: RankRow[];
  /** Keyword series of the graph call, one per keyword, over `dates`. */
  graph: GraphSeries[];
}

/** What a load finds: the data, or the graph's empty answer that sends the person to the project list. */
export type RankingOutcome = { kind: 'data'; data: RankingData } | { kind: 'empty' };

export type SortDir = 'asc' | 'desc';
/** keyword | group | url | best | change | d:<date index> | c:<competitor id> */
export type SortKey = string;
export type Bucket = 'all' | '3' | '10' | '30' | '100' | 'none';
export type GraphRange = '7' | '30' | '90' | 'all';

export interface RankingView {
  sort: SortKey;
  dir: SortDir;
  text: string;
  /** 'all', 'none' (ungrouped) or a group id. */
  group: string;
  bucket: Bucket;
  /** The two compared dates (the date diff); null: the first and the last date. */
  from: string | null;
  to: string | null;
  range: GraphRange;
  /** Competitor ids switched off (their column and line are hidden). */
  hidden: number[];
  /** Keyword ids drawn on the graph besides the average. */
  picked: number[];
}
