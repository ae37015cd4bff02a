import type {
  CircuitRow,
  Delimiter,
  FieldFeature,
  PidAttribute,
  RuleRow,
  RuleSetData,
  TagRule,
  TagType,
} from '@loopline/shared/contracts/pidRules';
import {
  EQUIPMENT_CLASSES,
  instrumentLetters,
  NOMINAL_SIZES,
  SINGLE_VALVE_LETTER,
  VALVE_TYPE_CODES,
  valveLetters,
} from './isa.ts';

/**
 * The built-in attributes rule rows fill, and the platform's default rule set (seeded; the platform
 * administrator may change it, projects and drawings override it). Attribute ids are stable keys, so a
 * matcher's parsed fields read `fields.loopNumber`, `fields.functionLetters`.
 */
export const BUILT_IN_ATTRIBUTES: readonly PidAttribute[] = [
  attr('area', ['pipeline', 'device', 'valve', 'instrument'], '区域', 'Area', 1),
  attr('building', ['pipeline', 'device', 'valve', 'instrument'], '建筑物', 'Building', 2, 'jz'),
  attr('size', ['pipeline'], '管径', 'Nominal size', 3),
  attr('service', ['pipeline'], '介质代号', 'Fluid service', 4),
  attr('sequence', ['pipeline'], '管道序号', 'Line sequence number', 5),
  attr('spec', ['pipeline'], '管道等级', 'Piping class', 6),
  attr('insulation', ['pipeline'], '隔热代号', 'Insulation', 7),
  attr('equipmentClass', ['device'], '设备类别代号', 'Equipment class code', 8, 'sbzldm'),
  attr('equipmentNumber', ['device'], '设备编号', 'Equipment number', 9),
  attr('functionLetters', ['valve', 'instrument'], '功能字母', 'Function letters', 10),
  attr('loopNumber', ['valve', 'instrument'], '回路号', 'Loop number', 11),
  attr('suffix', ['device', 'valve', 'instrument'], '后缀', 'Suffix', 12),
];

function attr(
  id: string,
  types: TagType[],
  attrName: string,
  attrNameEn: string,
  sort: number,
  attributeSign?: 'jz' | 'sbzldm',
): PidAttribute {
  return { id, types, attrName, attrNameEn, sort, ...(attributeSign ? { attributeSign } : {}) };
}

type RowSpec = [attribute: string, feature: FieldFeature, delimiter: Delimiter, fixed?: readonly string[]];

/** Rows from [attribute, feature, delimiter, fixed values]; the last row may be empty when `optionalLast`. */
function rule(type: TagType, name: string, specs: RowSpec[], optionalLast: boolean): TagRule {
  const rows: RuleRow[] = specs.map(([fkAttributeId, fieldFeatures, delimiter, fixed], i) => {
    const last = i === specs.length - 1;
    return {
      fkAttributeId,
      fieldFeatures,
      delimiter: last ? 'space' : delimiter,
      allowToBeEmpty: last && optionalLast ? 0 : 1,
      dmRuleFixeds: (fixed ?? []).map((fixedValue) => ({ fixedValue })),
      ruleSort: i + 1,
      ruleType: type,
      ...(fkAttributeId === 'equipmentClass' ? { attributeSign: 'sbzldm' as const } : {}),
    };
  });
  return { name, rows };
}

/**
 * Letters → number → optional suffix, written "FIC-101", "P-906A/B", or with an area "100-FT-001".
 * `joined` (letters, or none) also reads "PT 2001A", "FIC101" and "100-FT001"; not for equipment, whose
 * single letters would read grid references such as "A1" or "1-B2" as tags. Equipment has no joined rules,
 * so the joined letters may be ones equipment takes for its hyphened tags: valve V (V1058, 062-V1058) and
 * instrument VE (VE101).
 */
function letterTagRules(
  type: TagType,
  classAttr: string,
  numberAttr: string,
  letters: readonly string[],
  joined: readonly string[] | null,
): TagRule[] {
  const joinedRule = (name: string, specs: RowSpec[]) => (joined ? [rule(type, name, specs, true)] : []);
  return [
    rule(
      type,
      'hyphen',
      [
        [classAttr, 'fixed', 'hyphen', letters],
        [numberAttr, 'number', 'space'],
        ['suffix', 'en', 'space'],
      ],
      true,
    ),
    ...joinedRule('space', [
      [classAttr, 'fixed', 'space', joined ?? []],
      [numberAttr, 'number', 'space'],
      ['suffix', 'en', 'space'],
    ]),
    rule(
      type,
      'area prefix',
      [
        ['area', 'number', 'hyphen'],
        [classAttr, 'fixed', 'hyphen', letters],
        [numberAttr, 'number', 'space'],
        ['suffix', 'en', 'space'],
      ],
      true,
    ),
    ...joinedRule('area prefix joined', [
      ['area', 'number', 'hyphen'],
      [classAttr, 'fixed', 'space', joined ?? []],
      [numberAttr, 'number', 'space'],
      ['suffix', 'en', 'space'],
    ]),
  ];
}

/**
 * Tags whose identifier is letters and digits rather than a loop number: a valve-type code written with
 * or without a gap or a hyphen (BV1, BVMO1, SV-MO2, CK 3) and an instrument whose loop is named, not
 * numbered (PT over MO1, as a bubble's two lines read: PT-MO1). The number rules above stay the more
 * specific reading of "FV-101" (they also fill the suffix field).
 */
function identifierRules(type: TagType, letters: readonly string[]): TagRule[] {
  const spaced = type === 'valve';
  return [
    rule(
      type,
      spaced ? 'code identifier' : 'letters identifier',
      [
        ['functionLetters', 'fixed', spaced ? 'space' : 'hyphen', letters],
        ['loopNumber', 'ennumber', 'space'],
      ],
      false,
    ),
    ...(spaced
      ? [
          rule(
            type,
            'code-identifier',
            [
              ['functionLetters', 'fixed', 'hyphen', letters],
              ['loopNumber', 'ennumber', 'space'],
            ],
            false,
          ),
        ]
      : []),
  ];
}

/**
 * Line numbers: size-service-sequence-class, e.g. 6"-P-1001-A1A, 150-HC-2003-B2, 2"-CW-105-CS150, with an
 * insulation code after the class (2-DH-0621007-ZBJ02-NI); without a class only after a nominal size
 * (3"-IY-0994, 80-MNB-47121). DEXPI's service-sequence class size (MNB-47121 75HB13 80) is not among
 * them: a number then a class run together without a gap, so the rule asks the spec's space-delimiter
 * confirm and the seeded default would no longer save as it is (seeding from the DEXPI XML adds it).
 */
function pipelineRules(): TagRule[] {
  const sizes = [...NOMINAL_SIZES];
  return [
    rule(
      'pipeline',
      'size-service-sequence-class',
      [
        ['size', 'number', 'hyphen'],
        ['service', 'en', 'hyphen'],
        ['sequence', 'number', 'hyphen'],
        ['spec', 'ennumber', 'space'],
      ],
      // The piping class is required: without it a line number reads like a drawing number (10-PID-2001).
      false,
    ),
    rule(
      'pipeline',
      'size-service-sequence-class-insulation',
      [
        ['size', 'number', 'hyphen'],
        ['service', 'en', 'hyphen'],
        ['sequence', 'number', 'hyphen'],
        ['spec', 'ennumber', 'hyphen'],
        ['insulation', 'ennumber', 'space'],
      ],
      false,
    ),
    // Without a class the size tells a line from a drawing number: an inch mark or a DN size, fixed.
    rule(
      'pipeline',
      'nominal size-service-sequence',
      [
        ['size', 'fixed', 'hyphen', sizes],
        ['service', 'en', 'hyphen'],
        ['sequence', 'number', 'space'],
      ],
      false,
    ),
  ];
}

/** Circuits: the same loop number and the same first letter (measured variable). */
const DEFAULT_CIRCUIT_ROWS: CircuitRow[] = [
  {
    fkAttributeId: 'functionLetters',
    fieldFeatures: 'first',
    handlingMethod: 'all',
    dmRuleFixeds: [],
    ruleSort: 1,
  },
  { fkAttributeId: 'loopNumber', fieldFeatures: 'all', handlingMethod: 'all', dmRuleFixeds: [], ruleSort: 2 },
];

/** The seeded platform default: every type's rules and the circuit rows. */
export function defaultRuleSet(): RuleSetData {
  const equipment = [...EQUIPMENT_CLASSES];
  const taken = new Set(equipment);
  // Identical rule strings must not share fixed values (spec 3 §5), so equipment classes win over the rare
  // instrument readings of the same letters (TK tank, not temperature control station).
  const instruments = instrumentLetters().filter((letters) => !taken.has(letters));
  return {
    types: [
      { type: 'pipeline', ruleSettings: pipelineRules() },
      {
        type: 'device',
        ruleSettings: letterTagRules('device', 'equipmentClass', 'equipmentNumber', equipment, null),
      },
      {
        type: 'valve',
        ruleSettings: [
          ...letterTagRules('valve', 'functionLetters', 'loopNumber', valveLetters(), [
            ...valveLetters(),
            SINGLE_VALVE_LETTER,
          ]),
          ...identifierRules('valve', [...new Set([...valveLetters(), ...VALVE_TYPE_CODES])]),
        ],
      },
      {
        type: 'instrument',
        ruleSettings: [
          ...letterTagRules('instrument', 'functionLetters', 'loopNumber', instruments, instrumentLetters()),
          // The valve codes' hyphen rule has the same rule string: CK, PR, RG with a named loop read as valves.
          ...identifierRules(
            'instrument',
            instruments.filter((letters) => !VALVE_TYPE_CODES.includes(letters)),
          ),
        ],
      },
    ],
    meterRuleSettings: DEFAULT_CIRCUIT_ROWS.map((row) => ({ ...row })),
  };
}
