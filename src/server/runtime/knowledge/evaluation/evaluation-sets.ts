import { barcelonaBikeRentalSet } from './barcelona-bike-rental-set.ts';
import { alicanteCleaningSet } from './alicante-cleaning-set.ts';
import { azoresCarRentalSet } from './azores-car-rental-set.ts';
import { bordeauxBikeShopSet } from './bordeaux-bike-shop-set.ts';
import { berlinUsedCarDealerSet } from './berlin-used-car-dealer-set.ts';
import { bilbaoDentalClinicSet } from './bilbao-dental-clinic-set.ts';
import { bragaCarDealerSet } from './braga-car-dealer-set.ts';
import { brusselsCleaningSet } from './brussels-cleaning-set.ts';
import { cologneCleaningSet } from './cologne-cleaning-set.ts';
import { curitibaCarRentalSet } from './curitiba-car-rental-set.ts';
import type { EvaluationSet } from './evaluation-set.ts';
import { dusseldorfCarDealerSet } from './dusseldorf-car-dealer-set.ts';
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
import { madridCleaningSet } from './madrid-cleaning-set.ts';
import { malagaCarRentalSet } from './malaga-car-rental-set.ts';
import { marseilleCarRentalSet } from './marseille-car-rental-set.ts';
import { montpellierPlumberSet } from './montpellier-plumber-set.ts';
import { munichCleaningSet } from './munich-cleaning-set.ts';
import { nantesCleaningSet } from './nantes-cleaning-set.ts';
import { niceMovingCompanySet } from './nice-moving-company-set.ts';
import { portoCarRentalSet } from './porto-car-rental-set.ts';
import { portoCleaningSet } from './porto-cleaning-set.ts';
import { sampleBusinessSet } from './sample-business-set.ts';
import { sevilleSalonSet } from './seville-salon-set.ts';
import { stuttgartCarDealerSet } from './stuttgart-car-dealer-set.ts';
import { toulouseVanRentalSet } from './toulouse-van-rental-set.ts';
import { toulouseVetClinicSet } from './toulouse-vet-clinic-set.ts';
import { valenciaCarDealerSet } from './valencia-car-dealer-set.ts';

/** Every evaluation set, in the order reports list them; the held-out sets last. */
export const evaluationSets: readonly EvaluationSet[] = [
  sampleBusinessSet,
  madridCleaningSet,
  portoCarRentalSet,
  stuttgartCarDealerSet,
  sevilleSalonSet,
  marseilleCarRentalSet,
  hamburgCarRentalSet,
  bragaCarDealerSet,
  nantesCleaningSet,
  valenciaCarDealerSet,
  lisbonPhoneRepairSet,
  toulouseVanRentalSet,
  faroFirstHourSet,
  cologneCleaningSet,
  montpellierPlumberSet,
  malagaCarRentalSet,
  frankfurtCarWorkshopSet,
  freiburgBikeShopSet,
  lilleCarDealerSet,
  barcelonaBikeRentalSet,
  portoCleaningSet,
  brusselsCleaningSet,
  grazCarDealerSet,
  funchalCarRentalSet,
  bilbaoDentalClinicSet,
  toulouseVetClinicSet,
  munichCleaningSet,
  lisbonGuesthouseSet,
  berlinUsedCarDealerSet,
  curitibaCarRentalSet,
  niceMovingCompanySet,
  dusseldorfCarDealerSet,
  azoresCarRentalSet,
  alicanteCleaningSet,
  leipzigCarDealerSet,
  cascaisCleaningSet,
  nantesUsedCarDealerSet,
  viennaCarRentalSet,
  granadaCleaningSet,
  strasbourgCarDealerSet,
  rennesCarRentalSet,
  zurichCleaningSet,
  lisbonUsedCarDealerSet,
  genevaCarRentalSet,
  frankfurtCoworkingSet,
  sevilleUsedCarDealerSet,
  coimbraCarDealerSet,
  parisHomeCleaningSet,
  nurembergCarRentalSet,
  palmaCarRentalSet,
  augsburgCarDealerSet,
  saoPauloCleaningSet,
  mexicoCityCarRentalSet,
  viennaCleaningSet,
  brusselsCarRentalSet,
  rioUsedCarDealerSet,
  buenosAiresCleaningSet,
  grenobleBikeShopSet,
  toulouseCarDealerSet,
  lausanneUsedCarDealerSet,
  annecyBikeShopSet,
  liegeCarDealerSet,
  marseilleCarDealerSet,
  lagosCarRentalSet,
  aveiroCarDealerSet,
  hanoverCarDealerSet,
  setubalCarRentalSet,
  dortmundUsedCarDealerSet,
  salzburgCarRentalSet,
  almadaCarRentalSet,
  regensburgCarDealerSet,
  rosenheimCarDealerSet,
  oeirasCarRentalSet,
  nancyDrivingSchoolSet,
  freisingCarDealerSet,
  lyonDealerSet,
  lisbonCleaningSet,
  bordeauxBikeShopSet,
];
