/** The vehicle pick-list (issue 31): model suggestions follow the make, and every make and model is listed once. */
import { describe, expect, it } from 'vitest';
import { canonicalMake, modelsFor, VEHICLE_MAKES, VEHICLE_MODELS } from './vehicle-models';

describe('vehicle makes and models', () => {
  it('suggests the models of the chosen make, whatever its spelling', () => {
    expect(modelsFor('toyota')).toContain('Hilux');
    expect(modelsFor('toyota')).not.toContain('Navara');
    expect(modelsFor('  vw ')).toEqual(VEHICLE_MODELS.Volkswagen);
  });

  it('suggests every known model for a make not on the list (or none chosen yet), sorted and once each', () => {
    const all = modelsFor('');
    expect(modelsFor('Tata')).toEqual(all);
    expect(all).toEqual(expect.arrayContaining(['Hilux', 'Navara', 'Ranger']));
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(all);
  });

  it('lists each make once and each make’s models once, and every make reads back as itself', () => {
    expect(new Set(VEHICLE_MAKES.map((m) => m.toLowerCase())).size).toBe(VEHICLE_MAKES.length);
    for (const make of VEHICLE_MAKES) {
      expect(canonicalMake(make)).toBe(make);
      const models = VEHICLE_MODELS[make];
      expect(new Set(models.map((m) => m.toLowerCase())).size, make).toBe(models.length);
    }
  });
});
