import { expect, inject, it } from 'vitest';
import { evaluateOnTestServer } from '@server/testing/answer-evaluation.ts';
import { useTestServer } from '@server/testing/test-server.ts';
import { alicanteCleaningSet } from './alicante-cleaning-set.ts';
import { azoresCarRentalSet } from './azores-car-rental-set.ts';
import { barcelonaBikeRentalSet } from './barcelona-bike-rental-set.ts';
import { bordeauxBikeShopSet } from './bordeaux-bike-shop-set.ts';
import { bilbaoDentalClinicSet } from './bilbao-dental-clinic-set.ts';
import { berlinUsedCarDealerSet } from './berlin-used-car-dealer-set.ts';
import { bragaCarDealerSet } from './braga-car-dealer-set.ts';
import { brusselsCleaningSet } from './brussels-cleaning-set.ts';
import { cologneCleaningSet } from './cologne-cleaning-set.ts';
import { curitibaCarRentalSet } from './curitiba-car-rental-set.ts';
import { dusseldorfCarDealerSet } from './dusseldorf-car-dealer-set.ts';
import { type EvaluationSet, unknownTitles } from './evaluation-set.ts';
import { evaluationSets } from './evaluation-sets.ts';
import { leipzigCarDealerSet } from './leipzig-car-dealer-set.ts';
import { cascaisCleaningSet } from './cascais-cleaning-set.ts';
import { nantesUsedCarDealerSet } from './nantes-used-car-dealer-set.ts';
import { viennaCarRentalSet } from './vienna-car-rental-set.ts';
import { genevaCarRentalSet } from './geneva-car-rental-set.ts';
import { frankfurtCoworkingSet } from './frankfurt-coworking-set.ts';
import { sevilleUsedCarDealerSet } from './seville-used-car-dealer-set.ts';
import { coimbraCarDealerSet } from './coimbra-car-dealer-set.ts';
import { parisHomeCleaningSet } from './paris-home-cleaning-set.ts';
import { nurembergCarRentalSet } from './nuremberg-car-rental-set.ts';
import { palmaCarRentalSet } from './palma-car-rental-set.ts';
import { augsburgCarDealerSet } from './augsburg-car-dealer-set.ts';
import { saoPauloCleaningSet } from './sao-paulo-cleaning-set.ts';
import { mexicoCityCarRentalSet } from './mexico-city-car-rental-set.ts';
import { viennaCleaningSet } from './vienna-cleaning-set.ts';
import { brusselsCarRentalSet } from './brussels-car-rental-set.ts';
import { rioUsedCarDealerSet } from './rio-used-car-dealer-set.ts';
import { buenosAiresCleaningSet } from './buenos-aires-cleaning-set.ts';
import { grenobleBikeShopSet } from './grenoble-bike-shop-set.ts';
import { toulouseCarDealerSet } from './toulouse-car-dealer-set.ts';
import { lausanneUsedCarDealerSet } from './lausanne-used-car-dealer-set.ts';
import { annecyBikeShopSet } from './annecy-bike-shop-set.ts';
import { liegeCarDealerSet } from './liege-car-dealer-set.ts';
import { marseilleCarDealerSet } from './marseille-car-dealer-set.ts';
import { lagosCarRentalSet } from './lagos-car-rental-set.ts';
import { aveiroCarDealerSet } from './aveiro-car-dealer-set.ts';
import { hanoverCarDealerSet } from './hanover-car-dealer-set.ts';
import { setubalCarRentalSet } from './setubal-car-rental-set.ts';
import { dortmundUsedCarDealerSet } from './dortmund-used-car-dealer-set.ts';
import { salzburgCarRentalSet } from './salzburg-car-rental-set.ts';
import { almadaCarRentalSet } from './almada-car-rental-set.ts';
import { regensburgCarDealerSet } from './regensburg-car-dealer-set.ts';
import { rosenheimCarDealerSet } from './rosenheim-car-dealer-set.ts';
import { oeirasCarRentalSet } from './oeiras-car-rental-set.ts';
import { nancyDrivingSchoolSet } from './nancy-driving-school-set.ts';
import { freisingCarDealerSet } from './freising-car-dealer-set.ts';
import { granadaCleaningSet } from './granada-cleaning-set.ts';
import { strasbourgCarDealerSet } from './strasbourg-car-dealer-set.ts';
import { rennesCarRentalSet } from './rennes-car-rental-set.ts';
import { zurichCleaningSet } from './zurich-cleaning-set.ts';
import { lisbonUsedCarDealerSet } from './lisbon-used-car-dealer-set.ts';
import { faroFirstHourSet } from './faro-first-hour-set.ts';
import { frankfurtCarWorkshopSet } from './frankfurt-car-workshop-set.ts';
import { funchalCarRentalSet } from './funchal-car-rental-set.ts';
import { freiburgBikeShopSet } from './freiburg-bike-shop-set.ts';
import { grazCarDealerSet } from './graz-car-dealer-set.ts';
import { hamburgCarRentalSet } from './hamburg-car-rental-set.ts';
import { lisbonCleaningSet } from './lisbon-cleaning-set.ts';
import { lisbonGuesthouseSet } from './lisbon-guesthouse-set.ts';
import { lilleCarDealerSet } from './lille-car-dealer-set.ts';
import { lisbonPhoneRepairSet } from './lisbon-phone-repair-set.ts';
import { lyonDealerSet } from './lyon-dealer-set.ts';
import { madridCleaningSet } from './madrid-cleaning-set.ts';
import { malagaCarRentalSet } from './malaga-car-rental-set.ts';
import { marseilleCarRentalSet } from './marseille-car-rental-set.ts';
import { montpellierPlumberSet } from './montpellier-plumber-set.ts';
import { munichCleaningSet } from './munich-cleaning-set.ts';
import { nantesCleaningSet } from './nantes-cleaning-set.ts';
import { niceMovingCompanySet } from './nice-moving-company-set.ts';
import { portoCarRentalSet } from './porto-car-rental-set.ts';
import { portoCleaningSet } from './porto-cleaning-set.ts';
import { describeScore, type SetScore } from './run-evaluation.ts';
import { sampleBusinessSet } from './sample-business-set.ts';
import { sevilleSalonSet } from './seville-salon-set.ts';
import { stuttgartCarDealerSet } from './stuttgart-car-dealer-set.ts';
import { toulouseVanRentalSet } from './toulouse-van-rental-set.ts';
import { toulouseVetClinicSet } from './toulouse-vet-clinic-set.ts';
import { valenciaCarDealerSet } from './valencia-car-dealer-set.ts';

/**
 * The built-in engine's answers on the evaluation sets, through the API. The floors are the
 * scores the sets were committed with: a change that answers worse fails here, and a change
 * that answers better raises them. The suite also runs on PostgreSQL, whose stemmer reads a few
 * words otherwise than the embedded database's ("Kettenwechsel"): a floor is the lower of the
 * two scores. The held-out sets are only printed: asserting on them would turn it into one more
 * set to tune on.
 */
const server = useTestServer('answer-evaluation');

type Floors = {
  right: number;
  mrrAt5: number;
  outsideHandedOver: number;
  /** At most this many answers from an unrelated source, in and outside the knowledge. */
  unrelated: number;
};

/** Each tuning set with its floors, in the order reports list them. */
const tuningSets = new Map<EvaluationSet, Floors>([
  [sampleBusinessSet, { right: 41, mrrAt5: 0.97, outsideHandedOver: 10, unrelated: 1 }],
  [madridCleaningSet, { right: 46, mrrAt5: 0.96, outsideHandedOver: 14, unrelated: 1 }],
  [portoCarRentalSet, { right: 31, mrrAt5: 0.87, outsideHandedOver: 9, unrelated: 3 }],
  [stuttgartCarDealerSet, { right: 35, mrrAt5: 0.91, outsideHandedOver: 9, unrelated: 4 }],
  [sevilleSalonSet, { right: 33, mrrAt5: 0.96, outsideHandedOver: 8, unrelated: 3 }],
  [marseilleCarRentalSet, { right: 36, mrrAt5: 0.94, outsideHandedOver: 9, unrelated: 2 }],
  [hamburgCarRentalSet, { right: 33, mrrAt5: 0.91, outsideHandedOver: 9, unrelated: 3 }],
  [bragaCarDealerSet, { right: 35, mrrAt5: 0.94, outsideHandedOver: 10, unrelated: 2 }],
  [nantesCleaningSet, { right: 26, mrrAt5: 0.78, outsideHandedOver: 8, unrelated: 5 }],
  [valenciaCarDealerSet, { right: 28, mrrAt5: 0.87, outsideHandedOver: 8, unrelated: 2 }],
  [lisbonPhoneRepairSet, { right: 29, mrrAt5: 0.85, outsideHandedOver: 10, unrelated: 0 }],
  [toulouseVanRentalSet, { right: 26, mrrAt5: 0.87, outsideHandedOver: 9, unrelated: 2 }],
  [faroFirstHourSet, { right: 27, mrrAt5: 0.95, outsideHandedOver: 10, unrelated: 1 }],
  [cologneCleaningSet, { right: 28, mrrAt5: 0.83, outsideHandedOver: 10, unrelated: 1 }],
  [montpellierPlumberSet, { right: 27, mrrAt5: 0.85, outsideHandedOver: 8, unrelated: 6 }],
  [malagaCarRentalSet, { right: 28, mrrAt5: 0.87, outsideHandedOver: 9, unrelated: 5 }],
  [frankfurtCarWorkshopSet, { right: 30, mrrAt5: 0.88, outsideHandedOver: 9, unrelated: 2 }],
  [freiburgBikeShopSet, { right: 26, mrrAt5: 0.92, outsideHandedOver: 10, unrelated: 3 }],
  [lilleCarDealerSet, { right: 30, mrrAt5: 0.89, outsideHandedOver: 9, unrelated: 3 }],
  [barcelonaBikeRentalSet, { right: 32, mrrAt5: 0.94, outsideHandedOver: 9, unrelated: 2 }],
  [portoCleaningSet, { right: 28, mrrAt5: 0.87, outsideHandedOver: 10, unrelated: 5 }],
  [brusselsCleaningSet, { right: 26, mrrAt5: 0.83, outsideHandedOver: 9, unrelated: 5 }],
  [grazCarDealerSet, { right: 29, mrrAt5: 0.86, outsideHandedOver: 10, unrelated: 2 }],
  [funchalCarRentalSet, { right: 24, mrrAt5: 0.89, outsideHandedOver: 9, unrelated: 4 }],
  [bilbaoDentalClinicSet, { right: 30, mrrAt5: 0.91, outsideHandedOver: 9, unrelated: 2 }],
  [toulouseVetClinicSet, { right: 27, mrrAt5: 0.86, outsideHandedOver: 8, unrelated: 3 }],
  [munichCleaningSet, { right: 20, mrrAt5: 0.77, outsideHandedOver: 9, unrelated: 6 }],
  [lisbonGuesthouseSet, { right: 23, mrrAt5: 0.83, outsideHandedOver: 10, unrelated: 0 }],
  [berlinUsedCarDealerSet, { right: 24, mrrAt5: 0.81, outsideHandedOver: 7, unrelated: 7 }],
  [curitibaCarRentalSet, { right: 22, mrrAt5: 0.87, outsideHandedOver: 9, unrelated: 3 }],
  [niceMovingCompanySet, { right: 29, mrrAt5: 0.89, outsideHandedOver: 9, unrelated: 3 }],
  [dusseldorfCarDealerSet, { right: 28, mrrAt5: 0.91, outsideHandedOver: 8, unrelated: 5 }],
  [azoresCarRentalSet, { right: 29, mrrAt5: 0.95, outsideHandedOver: 8, unrelated: 5 }],
  [alicanteCleaningSet, { right: 26, mrrAt5: 0.86, outsideHandedOver: 5, unrelated: 8 }],
  [leipzigCarDealerSet, { right: 25, mrrAt5: 0.85, outsideHandedOver: 8, unrelated: 6 }],
  [cascaisCleaningSet, { right: 27, mrrAt5: 0.84, outsideHandedOver: 7, unrelated: 7 }],
  [nantesUsedCarDealerSet, { right: 27, mrrAt5: 0.89, outsideHandedOver: 8, unrelated: 4 }],
  [viennaCarRentalSet, { right: 26, mrrAt5: 0.91, outsideHandedOver: 8, unrelated: 4 }],
  [granadaCleaningSet, { right: 30, mrrAt5: 0.93, outsideHandedOver: 9, unrelated: 3 }],
  [strasbourgCarDealerSet, { right: 28, mrrAt5: 0.82, outsideHandedOver: 9, unrelated: 2 }],
  [rennesCarRentalSet, { right: 27, mrrAt5: 0.91, outsideHandedOver: 7, unrelated: 6 }],
  [zurichCleaningSet, { right: 19, mrrAt5: 0.78, outsideHandedOver: 10, unrelated: 3 }],
  [lisbonUsedCarDealerSet, { right: 26, mrrAt5: 0.81, outsideHandedOver: 9, unrelated: 3 }],
  [genevaCarRentalSet, { right: 25, mrrAt5: 0.79, outsideHandedOver: 8, unrelated: 5 }],
  [frankfurtCoworkingSet, { right: 24, mrrAt5: 0.87, outsideHandedOver: 7, unrelated: 7 }],
  [sevilleUsedCarDealerSet, { right: 18, mrrAt5: 0.65, outsideHandedOver: 8, unrelated: 7 }],
  [coimbraCarDealerSet, { right: 24, mrrAt5: 0.83, outsideHandedOver: 8, unrelated: 5 }],
  [parisHomeCleaningSet, { right: 26, mrrAt5: 0.83, outsideHandedOver: 7, unrelated: 7 }],
  [nurembergCarRentalSet, { right: 26, mrrAt5: 0.87, outsideHandedOver: 10, unrelated: 3 }],
  [palmaCarRentalSet, { right: 29, mrrAt5: 0.89, outsideHandedOver: 8, unrelated: 3 }],
  [augsburgCarDealerSet, { right: 26, mrrAt5: 0.82, outsideHandedOver: 10, unrelated: 2 }],
  [saoPauloCleaningSet, { right: 26, mrrAt5: 0.95, outsideHandedOver: 9, unrelated: 2 }],
  [mexicoCityCarRentalSet, { right: 26, mrrAt5: 0.88, outsideHandedOver: 7, unrelated: 7 }],
  [viennaCleaningSet, { right: 20, mrrAt5: 0.86, outsideHandedOver: 7, unrelated: 5 }],
  [brusselsCarRentalSet, { right: 21, mrrAt5: 0.78, outsideHandedOver: 9, unrelated: 5 }],
  [rioUsedCarDealerSet, { right: 28, mrrAt5: 0.85, outsideHandedOver: 8, unrelated: 3 }],
  [buenosAiresCleaningSet, { right: 28, mrrAt5: 0.89, outsideHandedOver: 6, unrelated: 7 }],
  [grenobleBikeShopSet, { right: 21, mrrAt5: 0.82, outsideHandedOver: 7, unrelated: 7 }],
  [toulouseCarDealerSet, { right: 22, mrrAt5: 0.88, outsideHandedOver: 7, unrelated: 4 }],
  [lausanneUsedCarDealerSet, { right: 17, mrrAt5: 0.72, outsideHandedOver: 5, unrelated: 9 }],
  [annecyBikeShopSet, { right: 23, mrrAt5: 0.9, outsideHandedOver: 8, unrelated: 6 }],
  [liegeCarDealerSet, { right: 27, mrrAt5: 0.83, outsideHandedOver: 8, unrelated: 6 }],
  [marseilleCarDealerSet, { right: 23, mrrAt5: 0.8, outsideHandedOver: 9, unrelated: 5 }],
  [lagosCarRentalSet, { right: 17, mrrAt5: 0.82, outsideHandedOver: 9, unrelated: 8 }],
  [aveiroCarDealerSet, { right: 26, mrrAt5: 0.88, outsideHandedOver: 7, unrelated: 4 }],
  [hanoverCarDealerSet, { right: 22, mrrAt5: 0.88, outsideHandedOver: 9, unrelated: 1 }],
  [setubalCarRentalSet, { right: 22, mrrAt5: 0.86, outsideHandedOver: 6, unrelated: 8 }],
  [dortmundUsedCarDealerSet, { right: 24, mrrAt5: 0.84, outsideHandedOver: 9, unrelated: 4 }],
  [salzburgCarRentalSet, { right: 19, mrrAt5: 0.8, outsideHandedOver: 6, unrelated: 5 }],
  [almadaCarRentalSet, { right: 21, mrrAt5: 0.85, outsideHandedOver: 8, unrelated: 4 }],
  [regensburgCarDealerSet, { right: 24, mrrAt5: 0.87, outsideHandedOver: 9, unrelated: 3 }],
  [rosenheimCarDealerSet, { right: 19, mrrAt5: 0.77, outsideHandedOver: 9, unrelated: 6 }],
  [oeirasCarRentalSet, { right: 23, mrrAt5: 0.85, outsideHandedOver: 7, unrelated: 4 }],
  [nancyDrivingSchoolSet, { right: 20, mrrAt5: 0.76, outsideHandedOver: 9, unrelated: 3 }],
  [freisingCarDealerSet, { right: 25, mrrAt5: 0.9, outsideHandedOver: 10, unrelated: 1 }],
]);

/** Each set alone, its questions one after another: under a minute on two busy cores. */
const SET_TIMEOUT_MS = 300_000;

async function score(set: EvaluationSet) {
  const result = await evaluateOnTestServer(server.app(), server.database.db, set);
  // Held-out misses print only with SHOW_HELD_OUT_MISSES=1 (vite.config.ts), for reviewing the
  // sets themselves; never while changing the engine.
  console.log(describeScore(result, { showHeldOutMisses: inject('showHeldOutMisses') ?? false }));
  expect(result.answerable.total).toBe(set.answerable.length);
  expect(result.outside.total).toBe(set.outside.length);
  return result;
}

function expectAtLeast(result: SetScore, floor: Floors) {
  expect(result.answerable.right).toBeGreaterThanOrEqual(floor.right);
  expect(result.answerable.mrrAt5).toBeGreaterThanOrEqual(floor.mrrAt5);
  expect(result.outside.handedOver).toBeGreaterThanOrEqual(floor.outsideHandedOver);
  expect(result.answerable.wrongSource + result.outside.answered).toBeLessThanOrEqual(
    floor.unrelated,
  );
}

it('holds the shape the sets were written to', () => {
  expect(madridCleaningSet.qa.length).toBeGreaterThanOrEqual(25);
  expect(madridCleaningSet.qa.length).toBeLessThanOrEqual(30);
  expect(madridCleaningSet.answerable).toHaveLength(50);
  expect(madridCleaningSet.outside).toHaveLength(15);
  expect(lyonDealerSet.qa).toHaveLength(25);
  expect(lyonDealerSet.answerable).toHaveLength(40);
  expect(lyonDealerSet.outside).toHaveLength(10);
  expect(lyonDealerSet.heldOut).toBe(true);
  expect(lisbonCleaningSet.qa.length).toBeGreaterThanOrEqual(25);
  expect(lisbonCleaningSet.answerable).toHaveLength(40);
  expect(lisbonCleaningSet.outside).toHaveLength(10);
  expect(bordeauxBikeShopSet.qa.length).toBeGreaterThanOrEqual(25);
  expect(bordeauxBikeShopSet.qa.length).toBeLessThanOrEqual(28);
  expect(bordeauxBikeShopSet.documents).toHaveLength(2);
  expect(bordeauxBikeShopSet.answerable).toHaveLength(40);
  expect(bordeauxBikeShopSet.outside).toHaveLength(10);
  expect(sevilleSalonSet.qa.length).toBeGreaterThanOrEqual(24);
  expect(sevilleSalonSet.qa.length).toBeLessThanOrEqual(28);
  expect(sevilleSalonSet.documents).toHaveLength(2);
  expect(sevilleSalonSet.answerable).toHaveLength(40);
  expect(sevilleSalonSet.outside).toHaveLength(10);
  expect(sevilleSalonSet.heldOut).toBe(false);
  expect(evaluationSets.filter((set) => set.heldOut)).toEqual([
    lyonDealerSet,
    lisbonCleaningSet,
    bordeauxBikeShopSet,
  ]);
  expect([...tuningSets.keys()]).toEqual(evaluationSets.filter((set) => !set.heldOut));
  // A new owner's first hour: eight Q&As, no briefing, no documents
  expect(faroFirstHourSet.qa).toHaveLength(8);
  expect(faroFirstHourSet.briefing).toBeUndefined();
  expect(faroFirstHourSet.documents).toHaveLength(0);
  expect(faroFirstHourSet.outside).toHaveLength(10);
  // Every other tuning set written since the first two: 40 questions and 10 outside
  const laterSets = [...tuningSets.keys()].filter(
    (set) => ![sampleBusinessSet, madridCleaningSet, faroFirstHourSet].includes(set),
  );
  for (const set of laterSets) {
    expect(set.qa.length).toBeGreaterThanOrEqual(22);
    expect(set.answerable).toHaveLength(40);
    expect(set.outside).toHaveLength(10);
  }
  for (const set of evaluationSets) {
    expect(unknownTitles(set), `${set.name} expects sources it does not have`).toEqual([]);
    const questions = [...set.answerable.map((item) => item.question), ...set.outside];
    expect(new Set(questions).size, `${set.name} asks a question twice`).toBe(questions.length);
  }
});

for (const [set, floor] of tuningSets) {
  it(`answers the questions of ${set.name}`, { timeout: SET_TIMEOUT_MS }, async () => {
    expectAtLeast(await score(set), floor);
  });
}

it('scores the held-out Lyon car dealer set', { timeout: SET_TIMEOUT_MS }, async () => {
  await score(lyonDealerSet);
});

it('scores the held-out Lisbon home cleaning set', { timeout: SET_TIMEOUT_MS }, async () => {
  await score(lisbonCleaningSet);
});

it('scores the held-out Bordeaux bike shop set', { timeout: SET_TIMEOUT_MS }, async () => {
  await score(bordeauxBikeShopSet);
});
