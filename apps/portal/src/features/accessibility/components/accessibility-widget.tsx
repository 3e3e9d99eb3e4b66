'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import {
  DEFAULT_FONT_SIZE,
  applyFontSize,
  canZoomIn,
  canZoomOut,
  readFontSize,
  saveFontSize,
  zoomIn,
  zoomOut,
} from '../font-size';

export interface AccessibilityWidgetProps {
  /** Whether the high-contrast theme is applied. */
  highContrast: boolean;
  onHighContrastChange: (on: boolean) => void;
  /** Restores the member's saved light/dark theme. */
  onResetTheme: () => void;
}

/**
 * The floating accessibility button and its panel: zoom in up to 200 %, zoom out (0.1 rem steps,
 * stored as `accessibility.fontSize`), high contrast, reset. Closes on a click outside and on Escape. The theme
 * itself belongs to the theme feature: the app passes its state and actions in.
 */
export function AccessibilityWidget({
  highContrast,
  onHighContrastChange,
  onResetTheme,
}: AccessibilityWidgetProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Only the open panel shows the size, and it starts closed: reading storage here cannot mismatch the server.
  const [fontSize, setFontSize] = useState(() =>
    typeof window === 'undefined' ? DEFAULT_FONT_SIZE : readFontSize(),
  );
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Before paint, so a stored size shows at once after a reload.
  useLayoutEffect(() => applyFontSize(fontSize), [fontSize]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const changeSize = (size: number) => {
    setFontSize(size);
    saveFontSize(size);
  };
  const reset = () => {
    changeSize(DEFAULT_FONT_SIZE);
    onResetTheme();
  };

  return (
    <div
      ref={root}
      // Placed and sized in pixels, not in rem: the widget's own zoom must not grow the floating button over the
      // very text it enlarged (at 200 % it would cover a quarter of a 320 px screen). It floats above the banners,
      // whose heights it takes from body as one of body's children (globals.css).
      className="fixed bottom-[calc(16px+var(--bottom-banner-height,0px)+var(--cookie-banner-height,0px))] end-[16px] z-30 flex flex-col items-end gap-2"
    >
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={t('accessibility.title')}
          className="flex w-60 flex-col gap-2 rounded-2xl border border-border bg-surface p-3 text-foreground shadow-xl"
        >
          <p className="text-sm font-semibold">{t('accessibility.title')}</p>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('accessibility.font.size', { percent: Math.round(fontSize * 100) })}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button
              variant="outline"
              disabled={!canZoomIn(fontSize)}
              onClick={() => changeSize(zoomIn(fontSize))}
            >
              {t('accessibility.zoom.in')}
            </Button>
            <Button
              variant="outline"
              disabled={!canZoomOut(fontSize)}
              onClick={() => changeSize(zoomOut(fontSize))}
            >
              {t('accessibility.zoom.out')}
            </Button>
          </div>
          <Button
            variant="outline"
            className="aria-pressed:bg-primary aria-pressed:text-primary-foreground"
            aria-pressed={highContrast}
            onClick={() => onHighContrastChange(!highContrast)}
          >
            {t('accessibility.high.contrast')}
          </Button>
          <Button variant="ghost" onClick={reset}>
            {t('accessibility.reset')}
          </Button>
        </div>
      )}
      <Button
        ref={trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('accessibility.open')}
        className="size-[56px]! min-h-[56px]! min-w-[56px]! rounded-full! p-0! shadow-lg"
        onClick={() => setOpen((value) => !value)}
      >
        <AccessibilityIcon />
      </Button>
    </div>
  );
}

function AccessibilityIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-[28px] shrink-0" fill="currentColor">
      <circle cx="12" cy="4" r="2" />
      <path d="M21 8.5 15 9v13h-2v-6h-2v6H9V9L3 8.5V6.5l9 1 9-1z" />
    </svg>
  );
}
