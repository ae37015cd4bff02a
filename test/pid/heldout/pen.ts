/**
 * What a held-out sheet is drawn with: every writer (PDF, SVG, DXF) takes the same calls in millimetres,
 * y down on the sheet. A writer that places symbols as blocks (DXF INSERTs, SVG `<use>` of a `<symbol>`)
 * also draws valves and bubbles itself, with their tags as block attributes where the format has them.
 */
export interface SheetPen {
  line(x1: number, y1: number, x2: number, y2: number, dashed?: boolean): void;
  path(points: [number, number][], filled?: boolean): void;
  circle(x: number, y: number, r: number, filled?: boolean): void;
  width(text: string, size: number): number;
  text(text: string, x: number, y: number, size: number, angle?: number): void;
  /** A bow-tie valve 6 × 4 mm centred at (x, y), its flow axis turned `angle` degrees from the sheet's x. */
  valve?(x: number, y: number, angle: number): void;
  /** An instrument bubble of radius r with its letters over its number (or one joined tag). */
  bubble?(x: number, y: number, r: number, tag: { letters: string; number: string; joined: boolean }): void;
  /** A title-block row whose value is a block attribute where the format has them. */
  titleField?(label: string, value: string, x: number, y: number, size: number): void;
  save(): Promise<Uint8Array>;
}
