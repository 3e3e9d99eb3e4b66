// Probe (not committed): Lighthouse on given pages N times, printing TBT, long tasks and script bootup.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBenchStack } from '../scripts/bench/stack';
import { signInDemoMember } from '../scripts/bench/sign-in';

const pages = (process.env.PAGES ?? '/member/profile').split(',');
const runs = Number(process.env.RUNS ?? 4);
const stack = await startBenchStack();
try {
  const session = await signInDemoMember(stack);
  if (!('value' in session)) throw new Error('no session');
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'], logLevel: 'error' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  for (const path of pages) {
    const url = stack.portalUrl(path);
    for (let i = 0; i < runs; i++) {
      const present = await browser.cookies(); if (present.length) await browser.deleteCookie(...present);
      const { hostname } = new URL(url);
      if (path.startsWith('/member')) await browser.setCookie(...session.value.cookie.split(';').map(p=>p.trim()).filter(p=>p.includes('=')).map(p=>({name:p.slice(0,p.indexOf('=')),value:p.slice(p.indexOf('=')+1),domain:hostname,path:'/',httpOnly:true})));
      const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = r!.lhr; const a = lhr.audits;
      const tasks = ((a['long-tasks']?.details as any)?.items ?? []).map((t: any) => `${Math.round(t.duration)}@${Math.round(t.startTime)}:${String(t.url).split('/').pop()}`);
      const boot = ((a['bootup-time']?.details as any)?.items ?? []).slice(0,4).map((t: any) => `${String(t.url).split('/').pop()} ${Math.round(t.total)}(s${Math.round(t.scripting)} p${Math.round(t.scriptParseCompile)})`);
      const mt = ((a['mainthread-work-breakdown']?.details as any)?.items ?? []).map((t: any) => `${t.group} ${Math.round(t.duration)}`);
      console.log(`${path} run ${i}: perf ${Math.round((lhr.categories.performance.score??0)*100)} TBT ${Math.round(a['total-blocking-time'].numericValue??0)} CLS ${(a['cumulative-layout-shift'].numericValue??0).toFixed(3)} bi ${lhr.environment.benchmarkIndex}`);
      console.log('  long:', tasks.join(' '));
      console.log('  boot:', boot.join(' | '));
      console.log('  main:', mt.join(' | '));
    }
  }
  await browser.disconnect(); chrome.kill();
} finally { await stack.stop(); }
