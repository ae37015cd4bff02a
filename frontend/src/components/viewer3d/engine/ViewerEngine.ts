import {
  Color,
  DirectionalLight,
  HemisphereLight,
  LineSegments,
  type Material,
  Mesh,
  type Object3D,
  PerspectiveCamera,
  Plane,
  Raycaster,
  Scene,
  Vector2,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { BatchedModel } from './batching.ts';
import { clipRange, DEFAULT_VIEW_DIRECTION, fitCamera } from './cameraFit.ts';
import { createBatchMaterial, ElementState } from './elementMaterial.ts';
import { measureTiming } from './loadModel.ts';
import { type Box3Like, isEmptyBox, unionOfBoxes, type Vec3 } from './math.ts';
import type { Measurement } from './measure.ts';
import { MeasureOverlay } from './measureOverlay.ts';
import { MotionQuality, softwareGpu } from './motionQuality.ts';
import { type PickHit, pick } from './picking.ts';
import { keptBySection, type Section, sectionPlane } from './section.ts';

export interface EngineCallbacks {
  /** A click (not a drag) on the canvas: the element and surface point under it, or null. */
  onClick(hit: PickHit | null): void;
  /** The first frame with the model on screen. */
  onFirstFrame(stats: { drawCalls: number; triangles: number }): void;
}

/** Pointer travel (px) below which a press-release is a click rather than an orbit. */
const CLICK_TOLERANCE = 5;

/**
 * The three.js side of the viewer: renderer, camera, orbit controls, the batched model and the
 * tools. Renders on demand (controls, state or size changed), so an idle viewer costs nothing.
 */
export class ViewerEngine {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(45, 1, 0.01, 1000);
  private readonly controls: OrbitControls;
  private readonly motion: MotionQuality;
  private readonly resizeObserver: ResizeObserver;
  private readonly measure = new MeasureOverlay();
  private readonly clipPlane = new Plane();
  private readonly modelRoot: Object3D = new Scene();
  private model: BatchedModel | null = null;
  private state: ElementState | null = null;
  private materials: Material[] = [];
  private visible: Uint8Array = new Uint8Array(0);
  private section: Section | null = null;
  private radius = 1;
  private dirty = true;
  private firstFrameSent = false;
  private pressed: { x: number; y: number } | null = null;
  private width = 1;
  private height = 1;

  constructor(
    private readonly host: HTMLElement,
    private readonly callbacks: EngineCallbacks,
  ) {
    // Multisampling is nearly free on a GPU and halves the frame rate of a software rasteriser.
    const software = softwareGpu();
    this.renderer = new WebGLRenderer({ antialias: !software, powerPreference: 'high-performance' });
    const pixelRatio = Math.min(window.devicePixelRatio || 1, 2);
    this.renderer.setPixelRatio(pixelRatio);
    this.motion = new MotionQuality(this.renderer, pixelRatio, software);
    this.renderer.localClippingEnabled = true;
    this.renderer.domElement.style.display = 'block';
    this.renderer.domElement.style.touchAction = 'none';
    host.appendChild(this.renderer.domElement);

    this.scene.background = new Color(0xf2f3f3);
    this.scene.add(new HemisphereLight(0xffffff, 0x9ba3ab, 2.2));
    const headlight = new DirectionalLight(0xffffff, 1.6);
    headlight.position.set(0.4, 1, 0.6);
    this.camera.add(headlight);
    this.scene.add(this.camera, this.modelRoot, this.measure.group);

    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.zoomToCursor = true;
    this.controls.addEventListener('change', this.onCameraChange);
    this.controls.addEventListener('start', () => this.motion.setDragging(true, performance.now()));
    this.controls.addEventListener('end', () => this.motion.setDragging(false, performance.now()));

    const canvas = this.renderer.domElement;
    canvas.addEventListener('pointerdown', this.onPointerDown);
    canvas.addEventListener('pointerup', this.onPointerUp);
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(host);
    this.resize();
    this.renderer.setAnimationLoop(this.tick);
  }

  readonly invalidate = () => {
    this.dirty = true;
  };

  private readonly onCameraChange = () => {
    this.motion.moved(performance.now());
    this.dirty = true;
  };

  setModel(model: BatchedModel, elementCount: number) {
    this.clearModel();
    this.model = model;
    this.state = new ElementState(elementCount);
    this.visible = new Uint8Array(elementCount).fill(1);
    const { min, max } = model.box;
    this.radius = isEmptyBox(model.box)
      ? 1
      : Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]) / 2 || 1;
    for (const batch of model.batches) {
      const material = createBatchMaterial(batch, this.state);
      const object =
        batch.kind === 'mesh'
          ? new Mesh(batch.geometry, material)
          : new LineSegments(batch.geometry, material);
      this.materials.push(material);
      this.modelRoot.add(object);
    }
    this.motion.setBatches(model.batches);
    this.applySection();
    this.fit(null);
    this.firstFrameSent = false;
  }

  setVisibility(visible: Uint8Array) {
    this.visible = visible;
    this.state?.setVisible(visible);
    this.invalidate();
  }

  setSelection(range: [number, number] | null) {
    this.state?.setSelected(range);
    this.invalidate();
  }

  /** Frames the element range [start, end) (a selection), or the whole model for null. */
  fit(range: [number, number] | null) {
    if (!this.model) return;
    let box: Box3Like = range ? unionOfBoxes(this.model.pick.boxes, range[0], range[1]) : this.model.box;
    if (isEmptyBox(box)) box = this.model.box;
    const direction = this.camera.position.clone().sub(this.controls.target);
    const view: Vec3 = range && direction.lengthSq() > 0 ? direction.toArray() : DEFAULT_VIEW_DIRECTION;
    const fit = fitCamera(box, this.camera.fov, this.camera.aspect, view);
    this.camera.position.fromArray(fit.position);
    this.controls.target.fromArray(fit.target);
    this.controls.update();
    this.motion.settle();
    this.invalidate();
  }

  setWireframe(on: boolean) {
    for (const material of this.materials) if ('wireframe' in material) material.wireframe = on;
    this.invalidate();
  }

  setSection(section: Section | null) {
    this.section = section;
    this.applySection();
  }

  setMeasurement(measurement: Measurement) {
    this.measure.set(measurement);
    this.invalidate();
  }

  setMeasureLabel(element: HTMLElement | null) {
    this.measure.setLabel(element);
    this.invalidate();
  }

  /** A PNG of the current view. */
  screenshot(): Promise<Blob | null> {
    this.render();
    return new Promise((resolve) => this.renderer.domElement.toBlob(resolve, 'image/png'));
  }

  dispose() {
    this.renderer.setAnimationLoop(null);
    this.resizeObserver.disconnect();
    this.controls.dispose();
    this.clearModel();
    this.measure.dispose();
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }

  private clearModel() {
    this.modelRoot.clear();
    this.motion.setBatches([]);
    for (const material of this.materials) material.dispose();
    this.materials = [];
    for (const batch of this.model?.batches ?? []) batch.geometry.dispose();
    this.state?.dispose();
    this.state = null;
    this.model = null;
  }

  private applySection() {
    if (this.section) {
      const { normal, constant } = sectionPlane(this.section);
      this.clipPlane.normal.fromArray(normal);
      this.clipPlane.constant = constant;
    }
    const planes = this.section ? [this.clipPlane] : null;
    for (const material of this.materials) {
      if ((material.clippingPlanes?.length ?? 0) !== (planes?.length ?? 0)) material.needsUpdate = true;
      material.clippingPlanes = planes;
    }
    this.invalidate();
  }

  private resize() {
    this.width = Math.max(1, this.host.clientWidth);
    this.height = Math.max(1, this.host.clientHeight);
    this.renderer.setSize(this.width, this.height, false);
    this.renderer.domElement.style.width = '100%';
    this.renderer.domElement.style.height = '100%';
    this.camera.aspect = this.width / this.height;
    this.camera.updateProjectionMatrix();
    this.invalidate();
  }

  private readonly tick = () => {
    const now = performance.now();
    this.controls.update();
    if (this.motion.beforeFrame(now)) this.dirty = true;
    const rendering = this.dirty;
    if (rendering) this.render();
    this.motion.afterFrame(now, rendering);
  };

  private render() {
    this.dirty = false;
    if (this.model) {
      const { near, far } = clipRange(this.camera.position.distanceTo(this.controls.target), this.radius);
      this.camera.near = near;
      this.camera.far = far;
      this.camera.updateProjectionMatrix();
    }
    this.renderer.render(this.scene, this.camera);
    this.measure.placeLabel(this.camera, this.width, this.height);
    if (this.model && !this.firstFrameSent) {
      this.firstFrameSent = true;
      const { calls, triangles } = this.renderer.info.render;
      this.callbacks.onFirstFrame({ drawCalls: calls, triangles });
    }
  }

  private readonly onPointerDown = (event: PointerEvent) => {
    this.pressed = event.button === 0 ? { x: event.clientX, y: event.clientY } : null;
  };

  private readonly onPointerUp = (event: PointerEvent) => {
    const pressed = this.pressed;
    this.pressed = null;
    if (!pressed || event.button !== 0) return;
    if (Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) > CLICK_TOLERANCE) return;
    const started = performance.now();
    const hit = this.pickAt(event.clientX, event.clientY);
    measureTiming('viewer3d:pick', started);
    this.callbacks.onClick(hit);
  };

  private pickAt(clientX: number, clientY: number): PickHit | null {
    if (!this.model) return null;
    const rect = this.renderer.domElement.getBoundingClientRect();
    const ndc = new Vector2(
      ((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1,
    );
    const raycaster = new Raycaster();
    raycaster.setFromCamera(ndc, this.camera);
    const origin = raycaster.ray.origin.toArray() as Vec3;
    const direction = raycaster.ray.direction.toArray() as Vec3;
    const section = this.section;
    return pick(this.model.pick, origin, direction, this.visible, (p) => keptBySection(section, p));
  }
}
