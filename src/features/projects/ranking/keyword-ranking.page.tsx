import { useParams } from 'react-router-dom';
import { KeywordRankingScreen } from './keyword-ranking-screen';

/**
 * /keyword-ranking/{idp}/{idse}: the positions of a project's keywords on one search engine, as a
 * graph and a table, with the competitors. Sort, filters, the compared
 * dates, competitors and graph choices live in the address, so a link reproduces the view.
 */
export function KeywordRankingPage() {
  const { idp, idse } = useParams();
  return <KeywordRankingScreen key={idp} projectId={Number(idp)} seId={Number(idse)} />;
}
