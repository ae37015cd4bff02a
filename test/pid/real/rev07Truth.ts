import type { Truth } from '../sheet/model.ts';

/**
 * Hand-made ground truth of `pdf/PID-Rev07.pdf` (AA284 Team A, LOx/CH4 rocket propellant feed system,
 * sheet S-0001 rev 7), read off the drawing rendered at 150 dpi and its text layer.
 *
 * The drawing's own legend gives its tag convention: [Type][Working Medium][Adjacent Medium] and an
 * optional index, with types BV ball, CK check, HV hand, NV needle, OR orifice/venturi, PR relief,
 * RG regulator, SV solenoid valve (the legend's "Flow Controls", scored as valves) and TT / PT / SC
 * instruments; media MO, MF, IO, IF, N, P. Valve tags are written beside or inside their symbol as one
 * word (BVMO1, CKNIO, some turned 90°). Instrument bubbles carry the letters over the medium code
 * ("PT" over "MO1"), which the default rules normalise to PT-MO1.
 *
 * What the sheet does not have, and so is not scored: line numbers (pipes are only coloured by medium),
 * equipment tags (the tanks are labelled by their medium, O2(L), CH4(G), N2(G)), instrument loops (every
 * transducer stands alone) and off-page connectors.
 */
const VALVES = [
  // Ball valves
  'BVMO1',
  'BVMO2',
  'BVMF1',
  'BVMF2',
  'BVIO',
  // Check valves (drawn as a hinged flap, not a bow-tie)
  'CKMO',
  'CKMF',
  'CKIF',
  'CKIO',
  'CKPMO',
  'CKNIO',
  'CKNIF',
  'CKNMF',
  'CKNMO',
  // Hand (tank) valves, angle bodies
  'HVMO',
  'HVF',
  'HVIO',
  'HVN',
  // Needle valves
  'NVIF',
  'NVIO',
  // Orifice / venturi
  'ORMO',
  'ORMF',
  // Pressure regulators (an uneven bow-tie with a dome)
  'RGMF',
  'RGIF',
  'RGIO',
  'RGN',
  // Solenoid valves
  'SVMO1',
  'SVMO2',
  'SVIF1',
  'SVIF2',
  'SVIO',
  'SVP',
  'SVN',
] as const;

const INSTRUMENTS = [
  'PT-MO1',
  'PT-MO2',
  'PT-MF1',
  'PT-MF2',
  'PT-IF',
  'PT-IO',
  'PT-MC',
  'PT-IC',
  'TT-MO',
  'TT-MF',
  'TT-IF',
  'TT-IO',
  // The scale under the O2 run tank: a bubble with function letters and no identifier.
  'SC',
] as const;

/**
 * Words of the legend and the title block: none of them may come out as a tag. (The legend's codes
 * stand beside their descriptions, not beside symbols; the sheet number S-0001 reads like an equipment tag.)
 */
export const REV07_NOT_TAGS = [
  'BV',
  'CK',
  'HV',
  'NV',
  'OR',
  'PR',
  'RG',
  'SV',
  'TT',
  'PT',
  'SC',
  'S-0001',
  'AA284',
];

const NO_BOX = { x: 0, y: 0, w: 0, h: 0 };

/** Scored by tag text alone (boxes: false), as the DEXPI drawing is. */
export const REV07_TRUTH: Truth = {
  details: [
    ...VALVES.map((tag) => ({ type: 'valve' as const, category: '', tag, box: NO_BOX })),
    ...INSTRUMENTS.map((tag) => ({ type: 'instrument' as const, category: 'field', tag, box: NO_BOX })),
  ],
  pipelines: [],
  loops: [],
  index: [],
};

export const REV07_FILE = 'pdf/PID-Rev07.pdf';
