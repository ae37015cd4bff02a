import { describe, expect, it } from 'vitest';
import { placesOf } from './catalogueAdmin.ts';

describe('placesOf', () => {
  it('gives the items the places they held between them, lowest first', () => {
    expect(placesOf([52, 50, 51])).toEqual([50, 51, 52]);
    // Places of other directories' items in between (here 20–49) are left alone.
    expect(placesOf([10, 60])).toEqual([10, 60]);
  });

  it('spreads equal places so the new order holds', () => {
    expect(placesOf([0, 0, 0])).toEqual([0, 1, 2]);
    expect(placesOf([5, 5, 6])).toEqual([5, 6, 7]);
  });
});
