import { expect, it } from 'vitest';
import { namesOtherVehicle, vehiclesOf, vehiclesOfQa } from './vehicles.ts';

it('reads the kind of vehicle in the widget’s languages', () => {
  expect(vehiclesOf('What do I need to rent a car?')).toEqual(['car']);
  expect(vehiclesOf('Do you have a 9-seater?')).toEqual(['van']);
  expect(vehiclesOf('c combien pour le camion ce we ?')).toEqual(['van']);
  expect(vehiclesOf('¿Alquiláis motos o scooters?')).toEqual(['motorbike']);
  expect(vehiclesOf('Vocês alugam carros e carrinhas?')).toEqual(['car', 'van']);
  expect(vehiclesOf('Vermietet ihr auch Wohnmobile?')).toEqual(['camper']);
  expect(vehiclesOf('Louez-vous des vélos électriques ?')).toEqual(['bicycle']);
  // A van fitted out to sleep in is a camper
  expect(vehiclesOf('Quelles sont les conditions de location des vans aménagés ?')).toEqual([
    'camper',
  ]);
  expect(vehiclesOf('Do you rent camper vans or campervans?')).toEqual(['camper']);
  // German names a car by what it is for: a used car, a new one, a rental car
  expect(vehiclesOf('Welche Garantie bekomme ich beim Kauf eines Gebrauchtwagens?')).toEqual([
    'car',
  ]);
  expect(vehiclesOf('Wo hole ich den Mietwagen ab?')).toEqual(['car']);
  expect(vehiclesOf('Verkauft ihr auch PKW?')).toEqual(['car']);
});

it('leaves out what names any vehicle, or another thing', () => {
  // A child's car seat, a car park, German "Auto" and "Wagen", "vehicle", a bike of either kind.
  expect(vehiclesOf('Do you have car seats for children?')).toEqual([]);
  expect(vehiclesOf('Is there a car park?')).toEqual([]);
  expect(vehiclesOf('Kann ich das Auto in Raten abbezahlen?')).toEqual([]);
  expect(vehiclesOf('Ist der Wagen vollgetankt?')).toEqual([]);
  expect(vehiclesOf('Quels papiers pour récupérer le véhicule ?')).toEqual([]);
  expect(vehiclesOf('Can I bring my bike?')).toEqual([]);
});

it('tells a Q&A about another vehicle from one about the same or any', () => {
  expect(namesOtherVehicle(['van'], ['car'])).toBe(true);
  expect(namesOtherVehicle(['van'], ['car', 'van'])).toBe(false);
  expect(namesOtherVehicle([], ['car'])).toBe(false);
  expect(namesOtherVehicle(['motorbike'], [])).toBe(false);
});

it('reads the vehicles of a Q&A about any vehicle in its answer', () => {
  const fleet = 'Fourgons de 6 à 14 m³ et camions de 20 m³ avec hayon.';
  expect(vehiclesOfQa('Quels véhicules proposez-vous ?', fleet)).toEqual(['van']);
  // A question that names a kind, or no vehicle at all, is about what it says
  expect(vehiclesOfQa('Do you rent cars?', fleet)).toEqual(['car']);
  expect(vehiclesOfQa('Quel âge faut-il avoir ?', 'Pour les camions, 25 ans.')).toEqual([]);
  // The one vehicle a customer rents is of any kind, though its answer names some in passing
  const late = 'Chaque heure de retard : 15 € (20 € pour les utilitaires).';
  expect(vehiclesOfQa('Que se passe-t-il si je rends le véhicule en retard ?', late)).toEqual([]);
});
