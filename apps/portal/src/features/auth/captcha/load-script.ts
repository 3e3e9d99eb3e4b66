const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once and resolves when it has run. Scripts added by the portal's own
 * (nonced) code are allowed by the CSP's 'strict-dynamic'; nothing loads until a page asks for it.
 */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
