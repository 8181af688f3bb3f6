/**
 * Stop words as customers type them without their accents ("teneis", "nao", "etes", "fur"):
 * the stemmer knows "tenéis", "não", "êtes" and "für" as stop words, and would read the bare
 * spellings as words of the question, which no knowledge has, and which then weigh most.
 *
 * Source: the accented words of the Snowball stop word lists that PostgreSQL ships
 * (`tsearch_data/*.stop`, BSD licence), with their accents taken off; left out are the
 * spellings that are English words ("ate", "fumes", "uber"), as a word that is a stop word in
 * any of the widget's languages counts for nothing in a question.
 */
const words = (list: string) => new Set(list.split(' '));

export const unaccentedStopWords: Readonly<Record<string, ReadonlySet<string>>> = {
  spanish: words(
    'mas si tambien mio mia mios mias estais estan estes esteis esten estare estaras ' +
      'estara estareis estaran estaria estarias estariamos estariais estarian estabamos ' +
      'estuvieramos estuviesemos habeis hayais habre habras habra habreis habran habria ' +
      'habrias habriamos habriais habrian habia habias habiamos habiais habian hubieramos ' +
      'hubiesemos seais sere seras sera sereis seran seria serias seriamos seriais serian ' +
      'eramos fueramos fuesemos teneis tengais tendre tendras tendra tendreis tendran ' +
      'tendria tendrias tendriamos tendriais tendrian tenia tenias teniamos teniais tenian ' +
      'tuvieramos tuviesemos',
  ),
  portuguese: words(
    'nao ja tambem so voce voces estao estavamos estiveramos estivessemos ha hao ' +
      'houveramos houvessemos houverao houveriamos sao eramos foramos fossemos sera serao ' +
      'seriamos tinhamos tiveramos tivessemos tera terao teriamos',
  ),
  french: words(
    'meme a ete etee etees etes etant etante etants etantes etais etait etions etiez ' + 'etaient',
  ),
  german: words('fur konnen konnte wahrend wurde wurden'),
};
