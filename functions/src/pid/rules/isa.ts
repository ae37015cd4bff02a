/**
 * ISA-5.1 identification letters, for the seeded fixed-value presets. A tag's function letters are a
 * measured (initiating) variable, an optional variable modifier, and readout / output functions with an
 * optional alarm level. The presets list the combinations drawings actually use rather than every
 * string the letter table allows, so notes and abbreviations ("CS", "EL", "TO", "REV") are not read as
 * instruments.
 */

/** First letters: the measured or initiating variable (N and O are user's choice and rarely used). */
const MEASURED = 'ABCDEFGHIJKLMPQRSTUVWXYZ'.split('');

/** Variable modifiers that follow the first letter: differential, ratio, totalise, rate of change, scan. */
const MODIFIERS: Readonly<Record<string, readonly string[]>> = {
  D: ['P', 'T', 'L', 'F', 'A'],
  F: ['F'],
  Q: ['F', 'W', 'J', 'E', 'I'],
  K: ['T', 'P', 'W'],
  J: ['T', 'P'],
};

/** Readout and output functions, alone or combined, with alarm levels. */
const FUNCTIONS =
  'I T E G R C Y Z X K Q IC IT IR RC IRC IQ IK TK IY TY S SH SL SHH SLL SHL IS ISH ISL ISHH ISLL A AH AL AHH ALL AHL IA IAH IAL IAHH IALL ICA ICS ICSA ICSAH ICSAL'.split(
    ' ',
  );

/** Functions that only make sense after some first letters (orifice, thermowell, limit switches, test point). */
const SPECIFIC: readonly string[] = 'FO RO TW TP PP ZSO ZSC ZSH ZSL ZT ZI HS HIC HC UA XA XI XL'.split(' ');

/** Final control elements: a function ending in valve (V) or self-actuated control valve (CV). */
const VALVE_EXTRA = 'PSV PRV TSV TRV PVSV SDV BDV ESDV ESV MOV SOV XCV CV'.split(' ');

/** Letter strings that read as instruments by the table but are abbreviations on drawings. */
// ST is not among them: a speed transmitter is common, and a bubble is the only place a bare instrument
// reading is asked for (a steam trap's ST-1 beside its symbol is not read as an instrument's tag).
const ABBREVIATIONS = new Set('CS SS EL TO DN ID OD HP LP MP IS AS PE'.split(' '));

function variables(): string[] {
  const out: string[] = [];
  for (const first of MEASURED) {
    out.push(first);
    for (const [modifier, firsts] of Object.entries(MODIFIERS)) {
      if (firsts.includes(first)) out.push(first + modifier);
    }
  }
  return out;
}

/** Instrument function letters (not valves): FIC, FT, PT, PDT, LSHH, FQI, TE, AT, HS, ZSO, … */
export function instrumentLetters(): string[] {
  const set = new Set<string>();
  for (const variable of variables()) {
    for (const fn of FUNCTIONS) set.add(variable + fn);
  }
  for (const tag of SPECIFIC) set.add(tag);
  return [...set].filter(
    (letters) => letters.length >= 2 && !letters.endsWith('V') && !ABBREVIATIONS.has(letters),
  );
}

/** Valve function letters: FV, PV, LV, TV, HV, XV, FCV, PCV, PDV, PSV, SDV, … */
export function valveLetters(): string[] {
  const set = new Set<string>(VALVE_EXTRA);
  for (const variable of variables()) {
    set.add(`${variable}V`);
    set.add(`${variable}CV`);
  }
  return [...set];
}

/**
 * A valve numbered by itself (V-1058, 062-V1058): ISA's final control element letter alone. Equipment
 * takes V for vessels in hyphened tags, so a hyphened V-1058 is a valve only beside a valve symbol.
 */
export const SINGLE_VALVE_LETTER = 'V';

/**
 * Valve-type codes that drawings outside ISA-5.1 write as a tag's prefix, followed by a short identifier
 * rather than a loop number (BV1, BVMO1, CK-3, RG 12): ball, gate, globe, needle, plug, butterfly,
 * diaphragm, check (also NRV, non-return), hand, manual, solenoid, relief, regulator and air-operated
 * (AOV) valves, and steam traps (ST, drawn as a valve body). They are read only beside a valve symbol, so the codes that are also ISA instrument letters
 * (CK, PR, RG, ST) do not turn words into valves; in a bubble ST-101 is a speed transmitter.
 */
export const VALVE_TYPE_CODES: readonly string[] =
  'BV GV GLV NV PLV BFV DV CK CHK CHV NRV HV MV SV PR PRV RV RG REG XV ST AOV'.split(' ');

/**
 * Equipment class letters (single letters and common two-letter codes): pumps, vessels, exchangers, tanks,
 * columns, compressors, drums, reactors, filters, heaters, mixers, blowers, agitators, packages; every
 * code of HG/T 20519 (`EQUIPMENT_CLASS_CODES`) is among them.
 */
export const EQUIPMENT_CLASSES: readonly string[] =
  'B C D E F G H J K L M P R S T V W X AG BL EX FL HE HX ME MX PK PU SP TK VE'.split(' ');

/**
 * The built-in equipment class code preset (attributeSign sbzldm, spec 3 §3): the equipment class codes of
 * HG/T 20519, the Chinese chemical-plant P&ID standard, with their names.
 */
export const EQUIPMENT_CLASS_CODES: readonly [code: string, zh: string, en: string][] = [
  ['T', '塔', 'Column / tower'],
  ['P', '泵', 'Pump'],
  ['C', '压缩机、风机', 'Compressor / fan'],
  ['E', '换热器', 'Heat exchanger'],
  ['R', '反应器', 'Reactor'],
  ['F', '工业炉', 'Furnace'],
  ['S', '火炬、烟囱', 'Flare / stack'],
  ['V', '容器（槽、罐）', 'Vessel (tank, drum)'],
  ['L', '起重运输设备', 'Lifting and conveying equipment'],
  ['W', '计量设备', 'Weighing and metering equipment'],
  ['M', '其他机械', 'Other machinery'],
  ['X', '其他设备', 'Other equipment'],
];

/**
 * Nominal pipe sizes as line numbers write them: inches with the inch mark (1/2", 3", 1-1/2") and DN
 * millimetres without a unit (15 … 1200). The class-less line rules take only these, so a drawing number
 * such as 10-PID-2001 (a bare 10, no inch mark) is not read as a line; bare inch sizes (2-DH-…) are
 * read only where a piping class follows.
 */
export const NOMINAL_SIZES: readonly string[] = [
  ...'1/4 3/8 1/2 3/4 1 1-1/4 1-1/2 1.5 2 2-1/2 2.5 3 4 5 6 8 10 12 14 16 18 20 22 24 26 28 30 32 36 40 42 48'
    .split(' ')
    .map((inches) => `${inches}"`),
  ...'15 20 25 32 40 50 65 80 100 125 150 200 250 300 350 400 450 500 550 600 650 700 750 800 900 1000 1200'.split(
    ' ',
  ),
];
