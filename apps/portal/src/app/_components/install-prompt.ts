'use client';

import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let captured: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Listening from module load: the browser fires the event once, often before any component mounts.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The portal offers installation itself (avatar menu), instead of the browser's own mini bar.
    event.preventDefault();
    captured = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    captured = null;
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether Chromium has offered installation (the install toast asks only then, or on Apple's browsers). */
export function installPromptCaptured(): boolean {
  return captured !== null;
}

export function onInstallPromptChange(listener: () => void): () => void {
  return subscribe(listener);
}

export async function promptInstall(): Promise<void> {
  const event = captured;
  if (!event) return;
  // A captured event prompts once; afterwards the browser sends a new one if installing is still possible.
  captured = null;
  notify();
  await event.prompt();
  await event.userChoice;
}

/**
 * The avatar menu's "Add to home screen": a function that shows the browser's install prompt, or null
 * when the browser has not offered installation (the avatar menu then leaves the item out).
 */
export function useInstallPrompt(): (() => void) | null {
  const available = useSyncExternalStore(
    subscribe,
    () => captured !== null,
    () => false,
  );
  return available ? () => void promptInstall() : null;
}
