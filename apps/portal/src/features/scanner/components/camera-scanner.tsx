'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { createQrDetector, type QrDetector } from '../qr-detector';

type CameraState = 'idle' | 'starting' | 'scanning' | 'denied' | 'no-camera' | 'unsupported';

/** Frames are read this often: enough to feel instant, little enough for a phone's battery. */
const SCAN_INTERVAL_MS = 250;

interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

export interface CameraScannerProps {
  /** A QR code's text was read; the camera is already off. */
  onCode: (text: string) => void;
}

/**
 * The camera part of the purchase scanner: asks for the camera when the member starts it (never on page load),
 * reads QR codes from the video, and offers the light and the other camera on phones that have them. A refusal
 * or a missing camera leaves the typed code below as the way on.
 */
export function CameraScanner({ onCode }: CameraScannerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const detector = useRef<Promise<QrDetector> | null>(null);
  const [state, setState] = useState<CameraState>('idle');
  const [facing, setFacing] = useState<'environment' | 'user'>('environment');
  const [canSwitch, setCanSwitch] = useState(false);
  const [torchAvailable, setTorchAvailable] = useState(false);
  const [torchOn, setTorchOn] = useState(false);

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setTorchOn(false);
  }, []);

  const start = useCallback(
    async (side: 'environment' | 'user' = facing) => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unsupported');
        return;
      }
      stop();
      setState('starting');
      detector.current ??= createQrDetector();
      try {
        const media = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: side } },
          audio: false,
        });
        stream.current = media;
        const [track] = media.getVideoTracks();
        setTorchAvailable(Boolean((track?.getCapabilities?.() as TorchCapabilities | undefined)?.torch));
        const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
        setCanSwitch(devices.filter((device) => device.kind === 'videoinput').length > 1);
        if (video.current) {
          video.current.srcObject = media;
          await video.current.play().catch(() => undefined);
        }
        setState('scanning');
      } catch (error) {
        const name = error instanceof DOMException ? error.name : '';
        setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'no-camera');
      }
    },
    [facing, stop],
  );

  useEffect(() => {
    if (state !== 'scanning') return;
    let cancelled = false;
    let busy = false;
    const timer = window.setInterval(() => {
      const element = video.current;
      if (busy || !element || element.readyState < 2 || !detector.current) return;
      busy = true;
      void detector.current
        .then((reader) => reader.detect(element))
        .then((text) => {
          if (text && !cancelled) {
            cancelled = true;
            stop();
            setState('idle');
            onCode(text);
          }
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }, SCAN_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [state, onCode, stop]);

  useEffect(() => stop, [stop]);

  const toggleTorch = async () => {
    const [track] = stream.current?.getVideoTracks() ?? [];
    if (!track) return;
    const next = !torchOn;
    try {
      await track.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setTorchOn(next);
    } catch {
      setTorchAvailable(false);
    }
  };

  const switchCamera = () => {
    const next = facing === 'environment' ? 'user' : 'environment';
    setFacing(next);
    void start(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        className={`relative aspect-square w-full overflow-hidden rounded-2xl bg-black ${state === 'scanning' || state === 'starting' ? '' : 'hidden'}`}
      >
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('scanner.video.label')}
          className="size-full object-cover"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[15%] rounded-xl border-4 border-white/80"
        />
      </div>
      {state === 'denied' && <Alert variant="warning">{t('scanner.permission.denied')}</Alert>}
      {(state === 'no-camera' || state === 'unsupported') && (
        <Alert variant="info" persistent>
          {t('scanner.no.camera')}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        {state === 'scanning' || state === 'starting' ? (
          <>
            <Button
              variant="outline"
              onClick={() => {
                stop();
                setState('idle');
              }}
            >
              {t('scanner.stop')}
            </Button>
            {torchAvailable && (
              <Button variant="outline" aria-pressed={torchOn} onClick={() => void toggleTorch()}>
                {t('scanner.torch')}
              </Button>
            )}
            {canSwitch && (
              <Button variant="outline" onClick={switchCamera}>
                {t('scanner.switch')}
              </Button>
            )}
          </>
        ) : (
          <Button onClick={() => void start()}>{t('scanner.start')}</Button>
        )}
      </div>
      {state === 'scanning' && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('scanner.looking')}
        </p>
      )}
    </div>
  );
}
