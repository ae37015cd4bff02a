import {
  BufferAttribute,
  BufferGeometry,
  DataTexture,
  Group,
  Line,
  LineBasicMaterial,
  type PerspectiveCamera,
  Points,
  PointsMaterial,
  Vector3,
} from 'three';
import { midpoint } from './math.ts';
import type { Measurement } from './measure.ts';

const MEASURE_COLOR = 0xec7211;

/** A white disc, so the point markers are round rather than square. */
function discTexture(size = 32): DataTexture {
  const data = new Uint8Array(size * size * 4);
  const r = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = Math.hypot(x + 0.5 - r, y + 0.5 - r) <= r - 0.5;
      data.set([255, 255, 255, inside ? 255 : 0], (y * size + x) * 4);
    }
  }
  const texture = new DataTexture(data, size, size);
  texture.needsUpdate = true;
  return texture;
}

/**
 * The measurement drawn in the scene (two point markers and the line between them, always on top)
 * and the on-screen label, an HTML element the React side fills and this class keeps at the
 * projected midpoint of the line.
 */
export class MeasureOverlay {
  readonly group = new Group();
  private readonly points: Points;
  private readonly line: Line;
  private measurement: Measurement = { a: null, b: null };
  private label: HTMLElement | null = null;
  private readonly projected = new Vector3();

  constructor() {
    const pointGeometry = new BufferGeometry();
    pointGeometry.setAttribute('position', new BufferAttribute(new Float32Array(6), 3));
    this.points = new Points(
      pointGeometry,
      new PointsMaterial({
        color: MEASURE_COLOR,
        size: 11,
        sizeAttenuation: false,
        depthTest: false,
        map: discTexture(),
        alphaTest: 0.5,
      }),
    );
    const lineGeometry = new BufferGeometry();
    lineGeometry.setAttribute('position', new BufferAttribute(new Float32Array(6), 3));
    this.line = new Line(lineGeometry, new LineBasicMaterial({ color: MEASURE_COLOR, depthTest: false }));
    for (const object of [this.points, this.line]) {
      object.renderOrder = 1000;
      object.frustumCulled = false;
      this.group.add(object);
    }
    this.set(this.measurement);
  }

  set(measurement: Measurement) {
    this.measurement = measurement;
    const { a, b } = measurement;
    const pointPositions = this.points.geometry.attributes.position as BufferAttribute;
    if (a) pointPositions.setXYZ(0, a[0], a[1], a[2]);
    if (b) pointPositions.setXYZ(1, b[0], b[1], b[2]);
    pointPositions.needsUpdate = true;
    this.points.geometry.setDrawRange(0, b ? 2 : a ? 1 : 0);
    const linePositions = this.line.geometry.attributes.position as BufferAttribute;
    if (a && b) {
      linePositions.setXYZ(0, a[0], a[1], a[2]);
      linePositions.setXYZ(1, b[0], b[1], b[2]);
      linePositions.needsUpdate = true;
    }
    this.line.visible = !!(a && b);
  }

  setLabel(element: HTMLElement | null) {
    this.label = element;
  }

  /** Moves the label to the line's midpoint on screen (hidden when behind the camera). */
  placeLabel(camera: PerspectiveCamera, width: number, height: number) {
    const label = this.label;
    if (!label) return;
    const { a, b } = this.measurement;
    if (!a || !b) {
      label.style.visibility = 'hidden';
      return;
    }
    this.projected.fromArray(midpoint(a, b)).project(camera);
    const onScreen = this.projected.z < 1 && this.projected.z > -1;
    label.style.visibility = onScreen ? 'visible' : 'hidden';
    const x = ((this.projected.x + 1) / 2) * width;
    const y = ((1 - this.projected.y) / 2) * height;
    label.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) translate(-50%, -130%)`;
  }

  dispose() {
    this.points.geometry.dispose();
    (this.points.material as PointsMaterial).map?.dispose();
    (this.points.material as PointsMaterial).dispose();
    this.line.geometry.dispose();
    (this.line.material as LineBasicMaterial).dispose();
  }
}
