import {
  DataTexture,
  DoubleSide,
  LineBasicMaterial,
  type Material,
  MeshLambertMaterial,
  NearestFilter,
  RGBAFormat,
  UnsignedByteType,
  Vector3,
  type WebGLProgramParametersWithUniforms,
} from 'three';
import type { Batch } from './batching.ts';
import type { LookMaterial } from './drawables.ts';

/**
 * Per-element state on the GPU: one RGBA texel per element index (R = visible, G = selected). The
 * batch materials read it in the vertex shader, so hiding or highlighting any number of elements is
 * one small texture upload rather than a geometry rebuild.
 */
const STATE_WIDTH = 1024;
export const HIGHLIGHT_COLOR = new Vector3(0.035, 0.447, 0.827); // Cloudscape blue #0972d3

export class ElementState {
  readonly texture: DataTexture;
  private readonly data: Uint8Array;

  constructor(readonly count: number) {
    const height = Math.max(1, Math.ceil(count / STATE_WIDTH));
    this.data = new Uint8Array(STATE_WIDTH * height * 4);
    for (let i = 0; i < count; i++) this.data[i * 4] = 255;
    this.texture = new DataTexture(this.data, STATE_WIDTH, height, RGBAFormat, UnsignedByteType);
    this.texture.magFilter = NearestFilter;
    this.texture.minFilter = NearestFilter;
    this.texture.generateMipmaps = false;
    this.texture.needsUpdate = true;
  }

  setVisible(visible: Uint8Array) {
    const n = Math.min(visible.length, this.count);
    for (let i = 0; i < n; i++) this.data[i * 4] = visible[i] ? 255 : 0;
    this.texture.needsUpdate = true;
  }

  /** Selects the element range [start, end) (a tree node's subtree); `null` clears the selection. */
  setSelected(range: [number, number] | null) {
    for (let i = 0; i < this.count; i++) this.data[i * 4 + 1] = 0;
    if (range) for (let i = range[0]; i < Math.min(range[1], this.count); i++) this.data[i * 4 + 1] = 255;
    this.texture.needsUpdate = true;
  }

  dispose() {
    this.texture.dispose();
  }
}

const VERTEX_HEAD = /* glsl */ `
attribute float elementIndex;
uniform highp sampler2D elementState;
varying float vElementSelected;
`;

const VERTEX_STATE = /* glsl */ `
{
  ivec2 stateSize = textureSize( elementState, 0 );
  int stateIndex = int( elementIndex + 0.5 );
  vec4 state = texelFetch( elementState, ivec2( stateIndex % stateSize.x, stateIndex / stateSize.x ), 0 );
  vElementSelected = state.g;
  // A hidden element collapses outside the clip volume, so its triangles are dropped before raster.
  if ( state.r < 0.5 ) gl_Position = vec4( 2.0, 2.0, 2.0, 1.0 );
}
`;

const FRAGMENT_HEAD = /* glsl */ `
uniform vec3 highlightColor;
varying float vElementSelected;
`;

function patch(material: Material, state: ElementState) {
  material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms) => {
    shader.uniforms.elementState = { value: state.texture };
    shader.uniforms.highlightColor = { value: HIGHLIGHT_COLOR };
    shader.vertexShader = `${VERTEX_HEAD}${shader.vertexShader}`.replace(
      '#include <project_vertex>',
      `#include <project_vertex>\n${VERTEX_STATE}`,
    );
    shader.fragmentShader = `${FRAGMENT_HEAD}${shader.fragmentShader}`
      .replace(
        '#include <color_fragment>',
        '#include <color_fragment>\ndiffuseColor.rgb = mix( diffuseColor.rgb, highlightColor, vElementSelected * 0.75 );',
      )
      .replace(
        '#include <emissivemap_fragment>',
        '#include <emissivemap_fragment>\ntotalEmissiveRadiance += highlightColor * vElementSelected * 0.35;',
      );
  };
  material.customProgramCacheKey = () => 'loopline-element-state';
}

/**
 * The material a batch is drawn with: Lambert (cheap, and CAD materials are rarely more than a
 * colour) keeping the source's colour, texture, emissive and opacity; both faces are drawn because
 * converted models often have inconsistent winding and the section plane opens solids.
 */
export function createBatchMaterial(batch: Batch, state: ElementState): Material {
  const look = batch.source as LookMaterial;
  const hasUv = !!batch.geometry.attributes.uv;
  const material =
    batch.kind === 'mesh'
      ? new MeshLambertMaterial({ side: DoubleSide, map: hasUv ? (look.map ?? null) : null })
      : new LineBasicMaterial();
  if (look.color) material.color.copy(look.color);
  if (look.emissive && material instanceof MeshLambertMaterial) material.emissive.copy(look.emissive);
  material.vertexColors = !!batch.geometry.attributes.color;
  material.transparent = batch.source.transparent;
  material.opacity = batch.source.opacity;
  material.alphaTest = batch.source.alphaTest;
  material.depthWrite = !batch.source.transparent;
  patch(material, state);
  return material;
}
