import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import type { Language } from '@shared/briefing.ts';
import { DEFAULT_ANSWER_THRESHOLD } from '@shared/knowledge.ts';
import { createAccount } from '@server/features/account/create-account.ts';
import type { AccountId } from '@server/platform/db/account-scope.ts';
import type { Database } from '@server/platform/db/open-database.ts';
import { rawRows } from '@server/platform/db/raw-rows.ts';
import { findKnowledge } from '@server/runtime/knowledge/find-knowledge.ts';
import {
  accountInlineKnowledge,
  type InlineKnowledge,
} from '@server/runtime/knowledge/inline-knowledge.ts';
import {
  insertIndexedSources,
  type SourceDraft,
} from '@server/runtime/knowledge/knowledge-store.ts';
import { passagesOf } from '@server/runtime/knowledge/split-passages.ts';
import { startTestServer } from '../src/server/testing/test-server.ts';
import type { AnswerTargetRow } from './answers-bench.ts';
import { ms, percentile } from './stats.ts';

/** DESIGN "Performance budgets": the knowledge search alone, and one account's beside another's. */
export const knowledgeSearchTargets = {
  /** Passages of the account a business of some size has, and its search's p50. */
  mediumPassages: 1_000,
  mediumP50Ms: 10,
  /** Passages of a large account, and its search's p50. */
  largePassages: 10_000,
  largeP50Ms: 30,
  /** A small account, timed alone and while the large one is searched without a pause. */
  smallPassages: 50,
  /** Its p99 while the large account is searched, at most this many times its p99 alone. */
  busyP99Ratio: 2,
} as const;

/** A full garbage collection, so the heap holds only what is still referenced. */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapMiB = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/** Each question is timed this many times per account, in a shuffled order each round. */
const ROUNDS = 5;
/** Sources written per transaction, as the knowledge test writes them. */
const SOURCES_PER_TRANSACTION = 250;
/** Matches asked of each search, as an answer asks. */
const MATCHES = 5;

// ——— A seeded generator: every run writes the same knowledge and asks in the same order ———

/** mulberry32: a uniform number in [0, 1) from a 32-bit state. */
function seededUnit(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof seededUnit>;

const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Draws words by rank with the Zipf–Mandelbrot law, the word of rank r as often as
 * 1 / (r + offset)^exponent: a long tail of rare words, and the commonest no more than a few
 * in a hundred, as in a business's own texts.
 */
function zipf(random: Random, ranked: readonly string[], exponent: number, offset: number) {
  const cumulative: number[] = [];
  let total = 0;
  ranked.forEach((_, rank) => {
    total += 1 / (rank + 1 + offset) ** exponent;
    cumulative.push(total);
  });
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return ranked[low]!;
  };
}

// ——— The words of a car-rental desk, a cleaning service and a car dealer ———

type Trade = 'rental' | 'cleaning' | 'dealer';
type Tongue = 'en' | 'es';

const words = (text: string) => text.trim().split(/\s+/);

const tradeWords: Record<Tongue, Record<Trade, string[]>> = {
  en: {
    rental: words(`rental rent car cars van vans booking book reservation pickup collect return
      returned airport terminal station branch desk deposit insurance excess waiver collision
      damage scratch dent fuel tank full petrol diesel electric charging charger mileage unlimited
      kilometres miles driver drivers additional young age licence international passport credit
      debit card hold child seat booster infant navigation roof rack snow chains one-way drop-off
      late early weekend weekly daily rate rates economy compact SUV minivan convertible luxury
      automatic manual transmission upgrade toll tolls border crossing ferry fine fines breakdown
      roadside assistance keys lost cancellation cancel refund voucher prepaid counter shuttle
      queue excess-free inspection`),
    cleaning: words(`cleaning clean cleaner cleaners carpet carpets upholstery sofa mattress oven
      kitchen bathroom windows window glass floor floors tiles grout mould stain stains limescale
      dust dusting vacuum mop steam detergent eco-friendly products chemicals bleach pets pet hair
      odour tenancy end-of-tenancy landlord inventory deep regular fortnightly one-off commercial
      domestic home house flat apartment bedroom bedrooms stairs balcony patio pressure washing
      gutters fridge freezer cupboards walls skirting curtains blinds laundry ironing supplies
      team insured vetted keyholding estimate hourly visit arrival slot checklist reclean
      microfibre bucket ladder sanitising disinfection`),
    dealer: words(`dealer dealership showroom new used pre-owned model models trim sedan hatchback
      truck hybrid engine horsepower mpg consumption emissions test drive trade-in valuation
      part-exchange finance financing loan APR interest payment payments lease leasing balloon
      warranty extended service servicing maintenance oil brakes MOT recall parts accessories tow
      towing capacity delivery order factory stock colour paint leather sunroof sensors camera
      bluetooth infotainment safety airbags owners history registration tax plates documents
      negotiate salesperson appointment bodywork gearbox clutch battery`),
  },
  es: {
    rental: words(`alquiler alquilar coche coches furgoneta furgonetas reserva reservar recogida
      recoger devolución devolver aeropuerto terminal estación oficina fianza seguro franquicia
      daños arañazo combustible gasolina diésel lleno eléctrico carga kilometraje kilómetros
      ilimitado conductor conductores adicional edad carné conducir pasaporte tarjeta crédito
      débito bloqueo silla infantil elevador navegador cadenas nieve neumáticos tarde temprano
      semana semanal diario tarifa tarifas económico automático manual peaje peajes frontera
      aparcamiento multa multas avería asistencia carretera llaves cancelación cancelar reembolso
      mostrador lanzadera`),
    cleaning: words(`limpieza limpiar limpiamos alfombra alfombras tapicería sofá colchón horno
      cocina baño ventanas cristales suelo suelos azulejos juntas moho mancha manchas cal polvo
      aspirar fregar vapor productos ecológicos lejía mascotas pelo olor inquilino propietario
      piso casa dormitorio dormitorios escaleras terraza nevera armarios paredes cortinas
      persianas plancha equipo presupuesto visita garantía oficinas profunda quincenal
      desinfección`),
    dealer: words(`concesionario nuevo nuevos usado usados seminuevo modelo modelos acabado berlina
      todoterreno híbrido motor consumo emisiones prueba entrega tasación financiación préstamo
      interés cuota mensual pago pagos leasing renting ampliada revisión mantenimiento aceite
      frenos ITV piezas accesorios remolque pedido fábrica color pintura cuero techo sensores
      cámara seguridad matrícula impuesto documentación vendedor cita embrague batería`),
  },
};

/** Words any of the three businesses uses. */
const sharedWords: Record<Tongue, string[]> = {
  en: words(`price prices cost costs euros dollars free extra included opening open closed Monday
    Saturday Sunday holiday holidays morning afternoon evening phone email online website app
    invoice receipt cash customers customer staff policy terms conditions days hours minutes week
    month year same-day next-day available availability location address city centre town
    discount student senior loyalty member quote offer offers sale monthly`),
  es: words(`precio precios coste euros gratis extra incluido horario abierto cerrado lunes sábado
    domingo festivos mañana teléfono correo web factura recibo efectivo clientes condiciones
    días horas minutos mes año disponible dirección ciudad centro estudiantes descuento oferta
    ofertas`),
};

/** The little words between them, commonest first. */
const functionWords: Record<Tongue, string[]> = {
  en: words(`the a and to of for with in on your we you is are can our at be will by from if or
    not all any each per before after this that it no`),
  es: words(`de la el y en los que para con un una las por su se del al es nuestro nuestra sus
    puede son si o no cada antes después este esta`),
};

const amounts: Record<Tongue, string[]> = {
  en: ['45 euros', '$29', '24 hours', '8 am', '6 pm', '150 km', '12 months', '3 days', '10%'],
  es: ['45 euros', '24 horas', '8:00', '18:00', '150 km', '12 meses', '3 días', '10 %'],
};

const languageOf: Record<Tongue, Language> = { en: 'English', es: 'Spanish' };

/** The distinct words the generated knowledge draws on, in each language. */
export function vocabularySize(tongue: Tongue) {
  return new Set([
    ...Object.values(tradeWords[tongue]).flat(),
    ...sharedWords[tongue],
    ...functionWords[tongue],
  ]).size;
}

/** Writes a trade's sentences in one language, its words ranked once per account. */
function writer(random: Random, trade: Trade, tongue: Tongue) {
  const own = shuffled(random, tradeWords[tongue][trade]);
  const shared = shuffled(random, sharedWords[tongue]);
  // The trade's own words and the common ones interleaved, so both have common and rare words.
  const ranked: string[] = [];
  for (let i = 0; i < Math.max(own.length, shared.length); i += 1) {
    if (i < own.length) ranked.push(own[i]!);
    if (i < shared.length && i % 2 === 0) ranked.push(shared[i]!);
  }
  ranked.push(...shared.filter((_, i) => i % 2 === 1));
  const content = zipf(random, ranked, 1.1, 3);
  const little = zipf(random, functionWords[tongue], 0.8, 0);
  const sentence = (end = '.') => {
    const length = between(random, 7, 16);
    const tokens: string[] = [];
    for (let i = 0; i < length; i += 1) {
      const roll = random();
      if (roll < 0.04)
        tokens.push(amounts[tongue][between(random, 0, amounts[tongue].length - 1)]!);
      else if (roll < 0.45) tokens.push(little());
      else tokens.push(content());
    }
    const text = tokens.join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}${end}`;
  };
  const title = () => {
    const text = Array.from({ length: between(random, 2, 4) }, content).join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}`;
  };
  return { sentence, title };
}

type Writer = ReturnType<typeof writer>;
type Draft = SourceDraft & { language: Language };

/**
 * Exactly `passages` passages of one business's knowledge: mostly documents of a few
 * paragraphs (a passage each, about), some Q&A pairs (a passage each); most in English, a
 * quarter in Spanish; mostly of its own trade, some of the other two.
 */
export function generateKnowledge(passages: number, trade: Trade, seed: number): Draft[] {
  const random = seededUnit(seed);
  const trades: Trade[] = ['rental', 'cleaning', 'dealer'];
  const writers = new Map<string, Writer>();
  for (const t of trades) {
    for (const tongue of ['en', 'es'] as const)
      writers.set(`${t}:${tongue}`, writer(random, t, tongue));
  }
  const pick = () => {
    const t = random() < 0.7 ? trade : trades[between(random, 0, 2)]!;
    const tongue: Tongue = random() < 0.25 ? 'es' : 'en';
    return { write: writers.get(`${t}:${tongue}`)!, language: languageOf[tongue] };
  };
  const drafts: Draft[] = [];
  let left = passages;
  while (left > 0) {
    const { write, language } = pick();
    if (left >= 10 && random() >= 0.1) {
      const paragraphs = Array.from({ length: between(random, 2, 8) }, () =>
        Array.from({ length: between(random, 3, 6) }, () => write.sentence()).join(' '),
      );
      const draft: Draft = {
        kind: 'document',
        title: write.title(),
        body: paragraphs.join('\n\n'),
        language,
      };
      const count = passagesOf(draft.kind, draft.title, draft.body).length;
      if (count <= left) {
        drafts.push(draft);
        left -= count;
        continue;
      }
    }
    drafts.push({
      kind: 'qa',
      title: write.sentence('?'),
      body: Array.from({ length: between(random, 1, 3) }, () => write.sentence()).join(' '),
      language,
    });
    left -= 1;
  }
  return drafts;
}

/**
 * What customers type: 4 to 12 words, about renting, cleaning and buying cars, some with
 * typos, some in Spanish, a few about what none of these businesses does.
 */
export const customerQuestions = [
  'how much is the deposit for a rental car',
  'can I pick up the car at the airport',
  'do you have unlimited mileage on weekly rentals',
  'what happens if I return the van late',
  'is there an extra charge for a young driver',
  'do I need a credit card or is debit ok',
  'can I add a child seat to my booking',
  'how do I cancel my reservation and get a refund',
  'is insurance included in the daily rate',
  'can I take the car across the border',
  'do you clean carpets and upholstery',
  'how much is an end of tenancy clean for a two bedroom flat',
  'do you use eco friendly products',
  'can you remove pet hair and odour from the sofa',
  'do you bring your own cleaning supplies',
  'are your cleaners insured and vetted',
  'how often can you come for regular cleaning',
  'can you clean the oven and fridge too',
  'what is the price of the new hybrid',
  'can I book a test drive on saturday',
  'what financing rates do you offer',
  'how much will you give me for my trade in',
  'how long is the warranty on used cars',
  'when is my car due for its next service',
  'does the suv have a tow bar and what is the towing capacity',
  'how long does delivery take for a factory order',
  'are you open on sunday',
  'where is your office',
  'how mutch is the deposite',
  'can i get a refnd if i cancell',
  'do u do carpet claening',
  'wat is the warrenty on used cars',
  'is there a milage limit on the rentel',
  'do you acept cash payement',
  'can you get rid of mould in the bathrom',
  'finance optoins for the hatchbak',
  'cuánto cuesta alquilar un coche por una semana',
  'puedo recoger el coche en el aeropuerto',
  'el seguro está incluido en la tarifa',
  'hacen limpieza de alfombras y sofás',
  'cuánto cuesta la limpieza de un piso de dos dormitorios',
  'usáis productos ecológicos',
  'qué garantía tienen los coches usados',
  'puedo pedir una prueba del coche el sábado',
  'ofrecen financiación para coches nuevos',
  'cual es el horario del concesionario',
  'se puede cancelar la reserva sin pagar',
  'limpian cristales y ventanas de oficinas',
  'kiero alquilar una furgoneta el fin de semana',
  'cuanto es la fianza del alquiler',
  'do you repair bicycles or motorbikes',
  'can I pay with bitcoin',
] as const;

// ——— Measuring ———

export type SearchSpread = { searches: number; p50Ms: number; p99Ms: number; slowestMs: number };

export type SearchedAccount = {
  passages: number;
  sources: number;
  /** Questions whose best match reaches the default answer threshold (the others go to a person). */
  answerable: number;
  /** Its first search after its knowledge was written: it reads the knowledge into memory. */
  firstSearchMs: number;
  /** The heap the process holds more after that search: the account's index. */
  indexMiB: number;
  /** Its searches timed one after another, nothing else running. */
  alone: SearchSpread;
};

export type KnowledgeSearchFigures = {
  /** Distinct words the knowledge is written with, and the questions asked. */
  vocabulary: { english: number; spanish: number };
  questions: number;
  rounds: number;
  /** Writing the three accounts' knowledge through the product's code. */
  buildSeconds: number;
  /** `select 1` on the same database: the floor of each of a search's statements. */
  roundTrip: SearchSpread;
  small: SearchedAccount;
  medium: SearchedAccount;
  large: SearchedAccount;
  /** The small account's searches while the large one is searched without a pause. */
  smallWhileLargeSearched: SearchSpread;
  /** The large account's searches meanwhile. */
  largeMeanwhile: SearchSpread;
  /** The small account's p99 then, over its p99 alone. */
  busyP99Ratio: number;
  seconds: number;
};

const spreadOf = (latencies: readonly number[]): SearchSpread => ({
  searches: latencies.length,
  p50Ms: percentile(latencies, 50),
  p99Ms: percentile(latencies, 99),
  slowestMs: Math.max(...latencies),
});

/** An account as the answer step searches it: with its briefing and custom responses read. */
type Searched = { id: AccountId; inline: InlineKnowledge };

const searched = async (db: Database, id: AccountId): Promise<Searched> => ({
  id,
  inline: await accountInlineKnowledge(db, id),
});

async function timed(db: Database, account: Searched, question: string) {
  const began = performance.now();
  const matches = await findKnowledge(db, account.id, question, MATCHES, {
    inline: account.inline,
  });
  return { ms: performance.now() - began, matches };
}

/**
 * Each question once untimed (counting those the knowledge answers; the first of them reads
 * the knowledge into memory), then `ROUNDS` rounds of all of them, each round in its own order.
 */
async function searchRounds(db: Database, account: Searched, seed: number) {
  let answerable = 0;
  let firstSearchMs = 0;
  let indexMiB = 0;
  for (const [at, question] of customerQuestions.entries()) {
    const before = at === 0 ? heapMiB() : 0;
    const { ms, matches } = await timed(db, account, question);
    if (at === 0) [firstSearchMs, indexMiB] = [ms, heapMiB() - before];
    if (matches[0] && matches[0].score >= DEFAULT_ANSWER_THRESHOLD) answerable += 1;
  }
  const random = seededUnit(seed);
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const question of shuffled(random, customerQuestions)) {
      latencies.push((await timed(db, account, question)).ms);
    }
  }
  return { answerable, firstSearchMs, indexMiB, latencies };
}

/** The time of a statement that does nothing, asked as often as the searches are. */
async function roundTrips(db: Database) {
  const latencies: number[] = [];
  for (let i = 0; i < customerQuestions.length * (ROUNDS + 1); i += 1) {
    const began = performance.now();
    await db.execute(sql`select 1`);
    latencies.push(performance.now() - began);
  }
  return latencies.slice(customerQuestions.length);
}

/** Searches the account with question after question until told to stop. */
function searchWithoutPause(db: Database, account: Searched) {
  let searching = true;
  const latencies: number[] = [];
  const done = (async () => {
    for (let i = 0; searching; i += 1) {
      latencies.push(
        (await timed(db, account, customerQuestions[i % customerQuestions.length]!)).ms,
      );
    }
  })();
  return {
    stop: async () => {
      searching = false;
      await done;
      return latencies;
    },
  };
}

async function accountWithKnowledge(
  db: Database,
  auth: Parameters<typeof createAccount>[1],
  name: string,
  drafts: readonly Draft[],
) {
  const { id } = await createAccount(db, auth, {
    email: `bench-search-${name}@example.com`,
    password: `bench-search-password-${name}`,
  });
  for (let start = 0; start < drafts.length; start += SOURCES_PER_TRANSACTION) {
    const batch = drafts.slice(start, start + SOURCES_PER_TRANSACTION);
    await db.transaction((tx) => insertIndexedSources(tx, id, batch));
  }
  const [row] = await rawRows<{ passages: number }>(
    db,
    sql`select count(*)::int as passages from knowledge_passage where account_id = ${id}`,
  );
  return { id, passages: row!.passages, sources: drafts.length };
}

/**
 * `findKnowledge` itself, in this process, on a fresh embedded database (opened as the tests
 * open theirs, in a temporary folder removed afterwards): three accounts of 50, 1,000 and
 * 10,000 passages written with the product's own code, each asked the customer questions
 * again and again; then the small account again, while the large one is searched without a
 * pause.
 */
export async function measureKnowledgeSearch(
  log: (line: string) => void = () => {},
): Promise<KnowledgeSearchFigures> {
  const began = performance.now();
  const server = await startTestServer('bench-knowledge-search');
  try {
    const { db } = server.database;
    const { auth } = server.app();
    const { smallPassages, mediumPassages, largePassages } = knowledgeSearchTargets;
    log(
      `  writing accounts of ${smallPassages}, ${mediumPassages.toLocaleString('en-US')} and ${largePassages.toLocaleString('en-US')} passages`,
    );
    const building = performance.now();
    const small = await accountWithKnowledge(
      db,
      auth,
      'small',
      generateKnowledge(smallPassages, 'cleaning', 11),
    );
    const medium = await accountWithKnowledge(
      db,
      auth,
      'medium',
      generateKnowledge(mediumPassages, 'dealer', 22),
    );
    const large = await accountWithKnowledge(
      db,
      auth,
      'large',
      generateKnowledge(largePassages, 'rental', 33),
    );
    const buildSeconds = (performance.now() - building) / 1000;
    const searches = customerQuestions.length * ROUNDS;
    log(`  ${searches} searches in each account alone (after ${customerQuestions.length} untimed)`);
    const roundTrip = spreadOf(await roundTrips(db));
    const alone = async (account: typeof small, seed: number): Promise<SearchedAccount> => {
      const rounds = await searchRounds(db, await searched(db, account.id), seed);
      return {
        passages: account.passages,
        sources: account.sources,
        answerable: rounds.answerable,
        firstSearchMs: rounds.firstSearchMs,
        indexMiB: rounds.indexMiB,
        alone: spreadOf(rounds.latencies),
      };
    };
    const mediumFigures = await alone(medium, 2);
    const largeFigures = await alone(large, 3);
    const smallFigures = await alone(small, 1);
    log('  the small account again, while the large one is searched without a pause');
    const background = searchWithoutPause(db, await searched(db, large.id));
    let busy: number[];
    let meanwhile: number[];
    try {
      busy = (await searchRounds(db, await searched(db, small.id), 4)).latencies;
    } finally {
      meanwhile = await background.stop();
    }
    const smallWhileLargeSearched = spreadOf(busy);
    return {
      vocabulary: { english: vocabularySize('en'), spanish: vocabularySize('es') },
      questions: customerQuestions.length,
      rounds: ROUNDS,
      buildSeconds,
      roundTrip,
      small: smallFigures,
      medium: mediumFigures,
      large: largeFigures,
      smallWhileLargeSearched,
      largeMeanwhile: spreadOf(meanwhile),
      busyP99Ratio: smallWhileLargeSearched.p99Ms / smallFigures.alone.p99Ms,
      seconds: (performance.now() - began) / 1000,
    };
  } finally {
    await server.close();
  }
}

// ——— In the report ———

const count = (value: number) => value.toLocaleString('en-US');
const where = 'embedded (PGlite), `findKnowledge` in process';
const notMeasured = 'not measured: run with --search';

const aloneText = (account: SearchedAccount, questions: number) =>
  `${ms(account.alone.p50Ms)} (p99 ${ms(account.alone.p99Ms)}, slowest ${ms(account.alone.slowestMs)}; ${account.alone.searches} searches of ${questions} questions, ${account.answerable} of them answered from the knowledge)`;

/** The report's Targets rows: each account's p50, and the small account's p99 beside the large. */
export function knowledgeSearchRows(
  figures: KnowledgeSearchFigures | undefined,
): AnswerTargetRow[] {
  const t = knowledgeSearchTargets;
  const p50Row = (
    passages: number,
    targetMs: number,
    account: SearchedAccount | undefined,
  ): AnswerTargetRow => ({
    target: `Knowledge search p50 < ${targetMs} ms, one account of ${count(passages)} passages (${where})`,
    achieved: account && figures ? aloneText(account, figures.questions) : notMeasured,
    met: account ? account.alone.p50Ms < targetMs : undefined,
  });
  const busyTarget = `Another account's knowledge search (${t.smallPassages} passages) while one of ${count(t.largePassages)} is searched without a pause: p99 within ${t.busyP99Ratio}× of its p99 alone (${where})`;
  if (!figures) {
    return [
      p50Row(t.mediumPassages, t.mediumP50Ms, undefined),
      p50Row(t.largePassages, t.largeP50Ms, undefined),
      { target: busyTarget, achieved: notMeasured, met: undefined },
    ];
  }
  const { small, smallWhileLargeSearched: busy } = figures;
  return [
    p50Row(figures.medium.passages, t.mediumP50Ms, figures.medium),
    p50Row(figures.large.passages, t.largeP50Ms, figures.large),
    {
      target: busyTarget,
      achieved: `${figures.busyP99Ratio.toFixed(1)}×: p99 ${ms(busy.p99Ms)} meanwhile, ${ms(small.alone.p99Ms)} alone (p50 ${ms(busy.p50Ms)} and ${ms(small.alone.p50Ms)}; ${busy.searches} searches each, ${figures.largeMeanwhile.searches} of the large account meanwhile)`,
      met: figures.busyP99Ratio <= t.busyP99Ratio,
    },
  ];
}

/** Why a knowledge search target is missed, from the run's own figures. */
export function knowledgeSearchNotes(figures: KnowledgeSearchFigures | undefined): string[] {
  if (!figures) return [];
  const t = knowledgeSearchTargets;
  const { small, medium, large, roundTrip, smallWhileLargeSearched: busy } = figures;
  const notes: string[] = [];
  const slow = [
    medium.alone.p50Ms >= t.mediumP50Ms ? medium : undefined,
    large.alone.p50Ms >= t.largeP50Ms ? large : undefined,
  ].filter((account) => account !== undefined);
  if (slow.length > 0) {
    notes.push(
      `**Knowledge search: p50 ${slow.map((account) => `${ms(account.alone.p50Ms)} over ${count(account.passages)} passages`).join(', ')}.** The account of ${small.passages} passages takes ${ms(small.alone.p50Ms)} p50 to search, and a statement that does nothing (\`select 1\`) ${ms(roundTrip.p50Ms)} p50 on the same database. A search reads the account's knowledge revision (one statement), stems the words the process has not met before (one statement, when there are any), and scores in memory the passages that share the question's words: what grows with the knowledge is that scoring, ${ms(large.alone.p50Ms - small.alone.p50Ms)} more over ${count(large.passages)} passages than over ${small.passages}.`,
    );
  }
  if (figures.busyP99Ratio > t.busyP99Ratio) {
    notes.push(
      `**Another account's search while a large one is searched: p99 ${figures.busyP99Ratio.toFixed(1)}× its p99 alone.** The embedded database is one session, and each search makes a statement or two on it: a search of the ${small.passages}-passage account waits for those of the ${count(large.passages)}-passage account's search in progress, and the process's one thread scores both (p50 ${ms(figures.largeMeanwhile.p50Ms)} meanwhile); its own p50 went from ${ms(small.alone.p50Ms)} to ${ms(busy.p50Ms)}.`,
    );
  }
  return notes;
}

/** The report's section: every account's figures, alone and side by side. */
export function knowledgeSearchSection(figures: KnowledgeSearchFigures | undefined): string {
  const lines = [
    '## Knowledge search',
    '',
    `The search an answer makes (\`findKnowledge\`, ${MATCHES} matches, with the account's briefing and custom responses as the answer step passes them), in the benchmark's own process on a fresh embedded database, in three accounts whose knowledge is written with the product's own code (\`insertIndexedSources\`, ${SOURCES_PER_TRANSACTION} sources per transaction): documents and Q&A pairs about renting cars, cleaning and selling cars, a quarter in Spanish, drawn from ${figures ? `${figures.vocabulary.english} English and ${figures.vocabulary.spanish} Spanish` : 'several hundred'} words with Zipf–Mandelbrot frequencies by a seeded generator, so every run writes the same text. ${figures?.questions ?? customerQuestions.length} questions as customers type them (4 to 12 words, some misspelt, some in Spanish, a few about what none of these businesses does), each asked once untimed, then ${ROUNDS} times, in a shuffled order each round. Then the small account again while the large one is searched one question after another without a pause.`,
    '',
  ];
  if (!figures) return [...lines, 'Not measured: run with --search.'].join('\n');
  const row = (label: string, account: SearchedAccount | undefined, spread: SearchSpread) => [
    label,
    account ? count(account.passages) : '',
    account ? count(account.sources) : '',
    account ? `${account.answerable} of ${figures.questions}` : '',
    account ? ms(account.firstSearchMs) : '',
    account ? `${account.indexMiB.toFixed(1)} MiB` : '',
    ms(spread.p50Ms),
    ms(spread.p99Ms),
    ms(spread.slowestMs),
    String(spread.searches),
  ];
  const rows = [
    row('small, alone', figures.small, figures.small.alone),
    row(`${count(figures.medium.passages)} passages, alone`, figures.medium, figures.medium.alone),
    row(`${count(figures.large.passages)} passages, alone`, figures.large, figures.large.alone),
    row('small, while the large one is searched', undefined, figures.smallWhileLargeSearched),
    row('large, meanwhile', undefined, figures.largeMeanwhile),
  ];
  const head = [
    'account',
    'passages',
    'sources',
    'answered',
    'first search',
    'index in memory',
    'p50',
    'p99',
    'slowest',
    'searches',
  ];
  return [
    ...lines,
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
    '',
    `"Answered" counts the questions whose best match reaches the default answer threshold; "first search" is the first question after the knowledge was written, which reads it into the process's memory (as after every change to it), and "index in memory" the heap the process holds more after it (after a full garbage collection). Writing the three accounts took ${figures.buildSeconds.toFixed(1)} s; a statement that does nothing (\`select 1\`) takes p50 ${ms(figures.roundTrip.p50Ms)}, p99 ${ms(figures.roundTrip.p99Ms)} on the same database. The whole part ran in ${figures.seconds.toFixed(0)} s.`,
  ].join('\n');
}

// `node --import tsx bench/knowledge-search-bench.ts` measures this part alone and prints it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await measureKnowledgeSearch((line) => console.log(line));
  const verdict = (met: boolean | undefined) =>
    met === undefined ? 'reported' : met ? 'met' : 'missed';
  for (const row of knowledgeSearchRows(figures)) {
    console.log(`${row.target}: ${row.achieved} (${verdict(row.met)})`);
  }
  console.log(['', knowledgeSearchSection(figures), ...knowledgeSearchNotes(figures)].join('\n\n'));
}
