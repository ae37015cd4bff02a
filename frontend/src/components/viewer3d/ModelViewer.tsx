import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { measureTiming, type PreparedModel } from './engine/loadModel.ts';
import {
  addMeasurePoint,
  EMPTY_MEASUREMENT,
  formatMetres,
  type Measurement,
  measureResult,
} from './engine/measure.ts';
import { type Section, type SectionAxis, sectionRange } from './engine/section.ts';
import type { EngineCallbacks } from './engine/ViewerEngine.ts';
import { useElementState } from './hooks/useElementState.ts';
import { useModelLoad } from './hooks/useModelLoad.ts';
import { useViewerEngine } from './hooks/useViewerEngine.ts';
import { screenshotFileName } from './model/format.ts';
import { PropertiesPanel } from './panels/PropertiesPanel.tsx';
import { SectionBar } from './panels/SectionBar.tsx';
import { TreePanel } from './panels/TreePanel.tsx';
import { type ToolbarAction, ViewerToolbar } from './panels/ViewerToolbar.tsx';
import { ErrorOverlay, LoadingOverlay, MeasurePanel } from './panels/ViewportOverlays.tsx';
import './viewer3d.css';

export interface ModelViewerProps {
  /** The parsed model's GLB (plain or meshopt-compressed). */
  glbUrl: string;
  /** The model's ElementTree JSON. */
  treeUrl: string;
  /** Shown in the title bar and used to name screenshots. */
  fileName: string;
  onClose?: () => void;
}

const AXIS_INDEX: Record<SectionAxis, 0 | 1 | 2> = { x: 0, y: 1, z: 2 };

function downloadBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The 3D model viewer (issue 7): a parsed model's GLB and element tree with orbit/pan/zoom, the
 * element tree with search and visibility, selection and properties, section plane, distance
 * measurement, wireframe and screenshots. Default export so the route can lazy-load it as its own
 * chunk (three.js stays out of the main bundle). It fills its parent's height.
 */
export default function ModelViewer({ glbUrl, treeUrl, fileName, onClose }: ModelViewerProps) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const labelRef = useRef<HTMLDivElement>(null);
  const { status, retry } = useModelLoad(glbUrl, treeUrl);
  const model = status.state === 'ready' ? status.model : null;
  const elements = useElementState(model);
  const { selected, select, visible } = elements;
  const [shown, setShown] = useState<PreparedModel | null>(null);
  const [stats, setStats] = useState({ drawCalls: 0, triangles: 0 });
  const [wireframe, setWireframe] = useState(false);
  const [measuring, setMeasuring] = useState(false);
  const [measurement, setMeasurement] = useState<Measurement>(EMPTY_MEASUREMENT);
  const [section, setSection] = useState<Section | null>(null);

  const callbacks: EngineCallbacks = {
    onClick: (hit) => {
      if (measuring) {
        if (hit) setMeasurement((current) => addMeasurePoint(current, hit.point));
      } else {
        select(hit ? hit.element : null, true);
      }
    },
    onFirstFrame: (frame) => {
      measureTiming('viewer3d:first-frame', 'viewer3d:start');
      setStats(frame);
      setShown(model);
    },
  };
  const { engine, failed } = useViewerEngine(hostRef, callbacks);

  // Model first, then the state that applies to it (effects run in this order).
  useEffect(() => {
    if (engine && model) engine.setModel(model.batched, model.index.count);
  }, [engine, model]);
  useEffect(() => {
    if (engine && model) engine.setVisibility(visible);
  }, [engine, model, visible]);
  useEffect(() => {
    if (engine && model) engine.setSelection(selected === null ? null : model.index.subtreeRange(selected));
  }, [engine, model, selected]);
  useEffect(() => {
    if (engine && model) engine.setWireframe(wireframe);
  }, [engine, model, wireframe]);
  useEffect(() => {
    if (engine && model) engine.setSection(section);
  }, [engine, model, section]);
  useEffect(() => {
    engine?.setMeasurement(measurement);
    engine?.setMeasureLabel(labelRef.current);
  }, [engine, measurement]);

  const onAction = (action: ToolbarAction) => {
    if (!engine || !model) return;
    if (action === 'fitModel') engine.fit(null);
    else if (action === 'fitSelection' && selected !== null) engine.fit(model.index.subtreeRange(selected));
    else if (action === 'wireframe') setWireframe((on) => !on);
    else if (action === 'measure') {
      setMeasuring((on) => !on);
      setMeasurement(EMPTY_MEASUREMENT);
    } else if (action === 'screenshot') {
      void engine.screenshot().then((blob) => blob && downloadBlob(blob, screenshotFileName(fileName)));
    }
  };

  const onSectionAxis = (axis: SectionAxis | null) => {
    if (!axis || !model) return setSection(null);
    const range = sectionRange(model.batched.box, axis);
    setSection({ axis, value: (range.min + range.max) / 2, flipped: section?.flipped ?? false });
  };

  const errorKey = failed ? 'viewer3d.error.webgl' : status.state === 'error' ? status.messageKey : null;
  const ready = !!model && shown === model && !errorKey;
  const result = measureResult(measurement);

  return (
    <div
      className="ll-v3d"
      data-viewer-state={errorKey ? 'error' : ready ? 'ready' : 'loading'}
      data-draw-calls={ready ? stats.drawCalls : undefined}
      data-triangles={ready ? stats.triangles : undefined}
      // The selected element's id, for tests that pick by clicking the canvas.
      data-selected-id={model && selected !== null ? model.index.idAt(selected) : undefined}
    >
      <ViewerToolbar
        fileName={fileName}
        ready={ready}
        hasSelection={selected !== null}
        wireframe={wireframe}
        measuring={measuring}
        sectionAxis={section?.axis ?? null}
        onAction={onAction}
        onSectionAxis={onSectionAxis}
        onClose={onClose}
      />
      {section && model && (
        <SectionBar
          section={section}
          range={sectionRange(model.batched.box, section.axis)}
          offset={model.batched.offset[AXIS_INDEX[section.axis]]}
          onChange={setSection}
        />
      )}
      <div className="ll-v3d__body">
        {model && <TreePanel flat={model.flat} elements={elements} elementCount={model.index.count} />}
        <div className="ll-v3d__viewport">
          <div
            ref={hostRef}
            className={measuring ? 'll-v3d__canvas ll-v3d__canvas--measure' : 'll-v3d__canvas'}
          />
          <div ref={labelRef} className="ll-v3d__label" style={{ visibility: 'hidden' }}>
            {result && t('viewer3d.measure.distance', { value: formatMetres(result.distance) })}
          </div>
          {ready && measuring && (
            <MeasurePanel
              pointCount={measurement.a ? 1 : 0}
              result={result}
              onClear={() => setMeasurement(EMPTY_MEASUREMENT)}
            />
          )}
          {ready && !measuring && <div className="ll-v3d__help">{t('viewer3d.help')}</div>}
          {ready && (
            <div className="ll-v3d__stats">
              {t('viewer3d.stats', {
                elements: model.index.count.toLocaleString(),
                triangles: model.batched.triangleCount.toLocaleString(),
              })}
            </div>
          )}
          {errorKey ? (
            <ErrorOverlay messageKey={errorKey} onRetry={failed ? undefined : retry} />
          ) : (
            !ready && <LoadingOverlay progress={status.state === 'loading' ? status.progress : null} />
          )}
        </div>
        {model && <PropertiesPanel index={model.index} selected={selected} />}
      </div>
    </div>
  );
}
