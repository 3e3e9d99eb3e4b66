/** Local demo hosts are served over http on PORT; a real host name is served over https by its proxy. */
export function portalOrigin(host: string): string {
  const local = host === 'localhost' || host.endsWith('.localhost') || /^[\d.]+$/.test(host);
  return local ? `http://${host}:${process.env.PORT ?? '3000'}` : `https://${host}`;
}
