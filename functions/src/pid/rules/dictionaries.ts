import type { DicItem } from '@loopline/shared/contracts/pidRules';
import { BUILDING_CODES } from '@loopline/shared/pid/presets';
import { EQUIPMENT_CLASS_CODES } from './isa.ts';

/**
 * The P&ID dictionaries seeded into the table (`GET /api/dic?name=`), read by the detail editor's
 * `selectDeviceType` (category, boxType):
 * - pidBoxType: what a recognised box is;
 * - pidDeviceCategory: categories per box type (parentKey = box type);
 * - pidDeviceType: types per category (parentKey = category, boxType = its box type);
 * - pidPresetSbzldm: the equipment class code preset a fixed rule row can take its values from;
 * - pidPresetJz: the building code preset, likewise (rows whose attribute is signed jz).
 * Bump DICTIONARY_VERSION when the lists change: the seed rewrites items of an older version.
 */
export const DICTIONARY_VERSION = 2;

type Entry = [key: string, zh: string, en: string];

const BOX_TYPES: Entry[] = [
  ['device', '设备', 'Equipment'],
  ['valve', '阀门', 'Valve'],
  ['instrument', '仪表', 'Instrument'],
  ['pipeline', '管道', 'Pipeline'],
  ['offPageConnector', '跨页连接符', 'Off-page connector'],
  ['flowArrow', '流向箭头', 'Flow arrow'],
];

/** Categories by box type, each with its device types. */
const CATEGORIES: Record<string, [Entry, Entry[]][]> = {
  device: [
    [
      ['pump', '泵', 'Pump'],
      [
        ['centrifugalPump', '离心泵', 'Centrifugal pump'],
        ['reciprocatingPump', '往复泵', 'Reciprocating pump'],
        ['gearPump', '齿轮泵', 'Gear pump'],
        ['screwPump', '螺杆泵', 'Screw pump'],
        ['diaphragmPump', '隔膜泵', 'Diaphragm pump'],
        ['meteringPump', '计量泵', 'Metering pump'],
      ],
    ],
    [
      ['vessel', '容器', 'Vessel'],
      [
        ['verticalVessel', '立式容器', 'Vertical vessel'],
        ['horizontalVessel', '卧式容器', 'Horizontal vessel'],
        ['sphericalTank', '球罐', 'Spherical tank'],
        ['drum', '罐', 'Drum'],
        ['separator', '分离器', 'Separator'],
      ],
    ],
    [
      ['heatExchanger', '换热器', 'Heat exchanger'],
      [
        ['shellTubeExchanger', '管壳式换热器', 'Shell and tube exchanger'],
        ['plateExchanger', '板式换热器', 'Plate exchanger'],
        ['airCooler', '空冷器', 'Air cooler'],
        ['doublePipeExchanger', '套管式换热器', 'Double pipe exchanger'],
        ['reboiler', '再沸器', 'Reboiler'],
        ['condenser', '冷凝器', 'Condenser'],
      ],
    ],
    [
      ['tank', '储罐', 'Tank'],
      [
        ['fixedRoofTank', '固定顶储罐', 'Fixed roof tank'],
        ['floatingRoofTank', '浮顶储罐', 'Floating roof tank'],
      ],
    ],
    [
      ['column', '塔', 'Column'],
      [
        ['trayColumn', '板式塔', 'Tray column'],
        ['packedColumn', '填料塔', 'Packed column'],
      ],
    ],
    [
      ['compressor', '压缩机', 'Compressor'],
      [
        ['centrifugalCompressor', '离心式压缩机', 'Centrifugal compressor'],
        ['reciprocatingCompressor', '往复式压缩机', 'Reciprocating compressor'],
        ['screwCompressor', '螺杆式压缩机', 'Screw compressor'],
      ],
    ],
    [
      ['blower', '风机', 'Fan / blower'],
      [
        ['centrifugalFan', '离心风机', 'Centrifugal fan'],
        ['axialFan', '轴流风机', 'Axial fan'],
      ],
    ],
    [
      ['reactor', '反应器', 'Reactor'],
      [
        ['stirredReactor', '釜式反应器', 'Stirred reactor'],
        ['fixedBedReactor', '固定床反应器', 'Fixed bed reactor'],
      ],
    ],
    [
      ['filter', '过滤器', 'Filter'],
      [
        ['basketFilter', '篮式过滤器', 'Basket filter'],
        ['cartridgeFilter', '滤芯过滤器', 'Cartridge filter'],
      ],
    ],
    [
      ['heater', '加热炉', 'Fired heater'],
      [
        ['firedHeater', '加热炉', 'Fired heater'],
        ['electricHeater', '电加热器', 'Electric heater'],
      ],
    ],
    [
      ['mixer', '搅拌器', 'Mixer / agitator'],
      [
        ['agitator', '搅拌器', 'Agitator'],
        ['staticMixer', '静态混合器', 'Static mixer'],
      ],
    ],
    [['package', '成套设备', 'Package unit'], [['packageUnit', '成套设备', 'Package unit']]],
  ],
  valve: [
    [['gate', '闸阀', 'Gate valve'], [['gateValve', '闸阀', 'Gate valve']]],
    [['globe', '截止阀', 'Globe valve'], [['globeValve', '截止阀', 'Globe valve']]],
    [['ball', '球阀', 'Ball valve'], [['ballValve', '球阀', 'Ball valve']]],
    [['butterfly', '蝶阀', 'Butterfly valve'], [['butterflyValve', '蝶阀', 'Butterfly valve']]],
    [['check', '止回阀', 'Check valve'], [['checkValve', '止回阀', 'Check valve']]],
    [['plug', '旋塞阀', 'Plug valve'], [['plugValve', '旋塞阀', 'Plug valve']]],
    [['needle', '针阀', 'Needle valve'], [['needleValve', '针阀', 'Needle valve']]],
    [['diaphragm', '隔膜阀', 'Diaphragm valve'], [['diaphragmValve', '隔膜阀', 'Diaphragm valve']]],
    [
      ['control', '调节阀', 'Control valve'],
      [
        ['pneumaticControlValve', '气动调节阀', 'Pneumatic control valve'],
        ['motorOperatedValve', '电动阀', 'Motor-operated valve'],
        ['solenoidValve', '电磁阀', 'Solenoid valve'],
        ['selfRegulatingValve', '自力式调节阀', 'Self-regulating valve'],
      ],
    ],
    [
      ['safety', '安全阀', 'Safety / relief valve'],
      [
        ['safetyValve', '安全阀', 'Safety valve'],
        ['ruptureDisc', '爆破片', 'Rupture disc'],
      ],
    ],
  ],
  instrument: [
    [['field', '现场仪表', 'Field mounted'], [['fieldInstrument', '现场安装仪表', 'Field instrument']]],
    [
      ['panel', '盘装仪表', 'Panel mounted'],
      [
        ['panelInstrument', '控制室盘装仪表', 'Panel instrument'],
        ['localPanelInstrument', '就地盘装仪表', 'Local panel instrument'],
      ],
    ],
    [['sharedDisplay', '共享显示', 'Shared display (DCS)'], [['dcsFunction', 'DCS 功能', 'DCS function']]],
    [
      ['computer', '计算机功能', 'Computer function'],
      [['computerFunction', '计算机功能', 'Computer function']],
    ],
    [
      ['plc', 'PLC 功能', 'PLC function'],
      [
        ['plcFunction', 'PLC 功能', 'PLC function'],
        ['sisFunction', 'SIS 功能', 'SIS function'],
      ],
    ],
  ],
  pipeline: [
    [['process', '工艺管道', 'Process line'], [['processLine', '工艺管道', 'Process line']]],
    [['utility', '公用工程管道', 'Utility line'], [['utilityLine', '公用工程管道', 'Utility line']]],
    [
      ['signal', '信号线', 'Signal line'],
      [
        ['pneumaticSignal', '气动信号线', 'Pneumatic signal'],
        ['electricSignal', '电信号线', 'Electric signal'],
        ['dataLink', '数据链路', 'Data link'],
      ],
    ],
  ],
};

const item = (
  [dictKey, dictValue, dictValueEn]: Entry,
  sort: number,
  more: Partial<DicItem> = {},
): DicItem => ({
  dictKey,
  dictValue,
  dictValueEn,
  sort,
  ...more,
});

/** Every seeded dictionary, by name. */
export function seededDictionaries(): Record<string, DicItem[]> {
  const categories: DicItem[] = [];
  const types: DicItem[] = [];
  for (const [boxType, list] of Object.entries(CATEGORIES)) {
    list.forEach(([category, deviceTypes]) => {
      categories.push(item(category, categories.length + 1, { parentKey: boxType, boxType }));
      for (const deviceType of deviceTypes)
        types.push(item(deviceType, types.length + 1, { parentKey: category[0], boxType }));
    });
  }
  return {
    pidBoxType: BOX_TYPES.map((entry, i) => item(entry, i + 1)),
    pidDeviceCategory: categories,
    pidDeviceType: types,
    pidPresetSbzldm: EQUIPMENT_CLASS_CODES.map((entry, i) => item(entry, i + 1)),
    pidPresetJz: BUILDING_CODES.map(([code, zh, en], i) => item([code, zh, en], i + 1)),
  };
}
